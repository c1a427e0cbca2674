import {
  Button,
  // biome-ignore lint/style/noRestrictedImports: the host gives focus back (leave-dialog-host.tsx): it holds the opener while this view's chunk loads.
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useT } from '../components/intl';

/** Props of {@link LeaveDialogView}. */
export interface LeaveDialogViewProps {
  /** The screen's question; null while nothing is asked. */
  question: string | null;
  onAnswer: (leave: boolean) => void;
}

/**
 * The app's "leave this page?" question for in-app navigation
 * (./leave-guard.ts): a Fluent alert dialog in the app's language and theme,
 * instead of the browser's confirm. Stay is the primary action. Its own
 * chunk (./leave-dialog-host.tsx loads it on the first question).
 */
export function LeaveDialogView({ question, onAnswer }: LeaveDialogViewProps) {
  const t = useT();
  return (
    <Dialog
      open={question !== null}
      modalType="alert"
      onOpenChange={(_, data) => (data.open ? undefined : onAnswer(false))}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('leave.title')}</DialogTitle>
          <DialogContent>{question}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onAnswer(false)}>
              {t('leave.stay')}
            </Button>
            <Button onClick={() => onAnswer(true)}>{t('leave.leave')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
