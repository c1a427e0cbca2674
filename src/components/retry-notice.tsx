import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useT } from './intl';

/** Props of {@link RetryNotice}. */
export interface RetryNoticeProps {
  /** What failed, in words (already translated). */
  readonly message: string;
  readonly onRetry: () => void;
  /** The button's text; "Try again" by default. */
  readonly retryLabel?: string;
  /** 'alert' when the failure follows the author's own click and must be heard at once. */
  readonly role?: 'alert';
}

/** A failure that trying again may cure: what went wrong, and the button that tries again. */
export function RetryNotice({ message, onRetry, retryLabel, role }: RetryNoticeProps) {
  const t = useT();
  return (
    <MessageBar intent="error" role={role}>
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onRetry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
