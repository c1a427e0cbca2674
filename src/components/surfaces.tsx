import {
  type DialogProps,
  Dialog as FluentDialog,
  OverlayDrawer as FluentOverlayDrawer,
  type OverlayDrawerProps,
} from '@fluentui/react-components';
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
