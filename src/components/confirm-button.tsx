import {
  Button,
  type ButtonProps,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Dialog } from './surfaces';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps {
  /** The button's own label; the confirming button repeats it. */
  readonly label: string;
  readonly icon?: ButtonProps['icon'];
  readonly appearance?: ButtonProps['appearance'];
  readonly size?: ButtonProps['size'];
  readonly disabled?: boolean;
  readonly title: string;
  readonly body: ReactNode;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
}

/**
 * A button whose action is asked for once more in a dialog (publishing,
 * updating the published chapter, discarding a revision): the dialog's
 * primary button repeats the label and carries the action out.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <Button
          appearance={props.appearance}
          size={props.size}
          icon={props.icon}
          disabledFocusable={props.disabled}
        >
          {props.label}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>{props.body}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary" onClick={props.onConfirm}>
                {props.label}
              </Button>
            </DialogTrigger>
            <DialogTrigger disableButtonEnhancement>
              <Button>{props.cancelLabel}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
