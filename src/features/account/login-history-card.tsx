import {
  Badge,
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useIntl } from '../../components/intl';
import { Surface, SurfaceHeader } from '../../components/surface';
import { formatDateTime } from '../../i18n/intl';
import {
  type accountSessionsMachine,
  type LoginRecord,
  selectEndingOthers,
  selectLoginHistory,
  selectSessionsEnded,
  selectSessionsFailure,
} from '../../machines/account-sessions/account-sessions.machine';
import { useAccountStyles } from './account-styles';

/**
 * The login history (newest first: time, device, approximate place, whether
 * it is this device and still logged in) and 'Log out other devices'.
 */
export function LoginHistoryCard({
  sessions,
}: {
  sessions: ActorRefFrom<typeof accountSessionsMachine>;
}) {
  const styles = useAccountStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const list = useSelector(sessions, selectLoginHistory);
  const ended = useSelector(sessions, selectSessionsEnded);
  const failure = useSelector(sessions, selectSessionsFailure);
  const ending = useSelector(sessions, selectEndingOthers);
  const others = (list ?? []).filter((record) => record.active && !record.current).length;

  const place = (record: LoginRecord) =>
    record.place.kind === 'local'
      ? t('account.history.local')
      : record.place.kind === 'address'
        ? record.place.address
        : t('account.history.unknownPlace');

  return (
    <Surface className={styles.card} aria-labelledby="login-history-title">
      <SurfaceHeader
        header={
          <Subtitle2 as="h2" id="login-history-title">
            {t('account.history.title')}
          </Subtitle2>
        }
        action={
          <Button
            disabled={ending || others === 0}
            onClick={() => sessions.send({ type: 'sessions.logoutOthers' })}
          >
            {t('account.history.logoutOthers')}
          </Button>
        }
      />
      {ended !== null ? (
        <MessageBar intent="success">
          <MessageBarBody>{t('account.history.ended', { count: ended })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {failure ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(failure)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {list === null ? (
        failure ? null : (
          <Spinner size="tiny" label={t('account.history.loading')} />
        )
      ) : (
        <ul className={styles.historyList}>
          {list.map((record) => (
            <li
              key={`${record.time}-${record.browser}-${record.os}`}
              className={styles.historyItem}
            >
              <div className={styles.historyText}>
                <Body1 as="p" block className={styles.flush}>
                  <strong>
                    {record.browser === 'Other'
                      ? t('account.history.unknownBrowser')
                      : record.browser}{' '}
                    · {record.os === 'Other' ? t('account.history.unknownOs') : record.os}
                  </strong>
                </Body1>
                <Body1 as="p" block className={`${styles.flush} ${styles.muted}`}>
                  {formatDateTime(intl, record.time)} · {place(record)}
                </Body1>
              </div>
              {record.current ? (
                <Badge appearance="tint" color="brand" className={styles.historyBadge}>
                  {t('account.history.current')}
                </Badge>
              ) : record.active ? (
                <Badge appearance="tint" color="success" className={styles.historyBadge}>
                  {t('account.history.active')}
                </Badge>
              ) : (
                <Badge appearance="outline" color="informative" className={styles.historyBadge}>
                  {t('account.history.ended.badge')}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </Surface>
  );
}
