import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useT } from '../../components/intl';

/** Before the author is loaded: a spinner, or the failure with Try again. */
export function AccountLoading({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const t = useT();
  if (!error) return <Spinner label={t('account.info.loading')} />;
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t(error)}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
