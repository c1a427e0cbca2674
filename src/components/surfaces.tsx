import {
  Button,
  type DialogProps,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Dialog as FluentDialog,
  OverlayDrawer as FluentOverlayDrawer,
  type OverlayDrawerProps,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useReturnFocus } from './use-return-focus';

/**
 * Fluent's Dialog that gives focus back to what opened it when it closes.
 * Fluent restores focus itself only to a `DialogTrigger` still on the page;
 * ours are opened from state (a menu item, a machine's event, a bulk action
 * whose button the action removes), so every dialog is imported from here.
 * An uncontrolled dialog (no `open`) has its own trigger and Fluent's restore.
 */
export function Dialog(props: DialogProps) {
  useReturnFocus(props.open === true);
  return <FluentDialog {...props} />;
}

/** Fluent's OverlayDrawer that gives focus back to what opened it, as {@link Dialog}. */
export function OverlayDrawer(props: OverlayDrawerProps) {
  useReturnFocus(props.open === true);
  return <FluentOverlayDrawer {...props} />;
}

/** Props of {@link SidePanel}. */
export interface SidePanelProps {
  readonly title: ReactNode;
  /** The close button's accessible name. */
  readonly closeLabel: string;
  readonly size: OverlayDrawerProps['size'];
  readonly open: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A panel beside the screen (history, review, book-wide replace): an
 * {@link OverlayDrawer} at the end with a title, a close button, and its body.
 */
export function SidePanel({ title, closeLabel, size, open, onClose, children }: SidePanelProps) {
  return (
    <OverlayDrawer
      position="end"
      size={size}
      open={open}
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={closeLabel}
              icon={<Dismiss24Regular />}
              onClick={onClose}
            />
          }
        >
          {title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
