import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { Alert20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { selectUnread } from '../../machines/notifications.machine';
import { useAppActors } from '../app-actors';
import { useT } from '../intl';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-2px', right: '-4px', pointerEvents: 'none' },
});

/**
 * A bell with the unread count that opens the message page: what the navbar
 * shows while the message box's chunk loads.
 */
export function MessageBoxSlot() {
  const styles = useStyles();
  const t = useT();
  const { notifications } = useAppActors();
  const unread = useSelector(notifications, selectUnread);
  const [, navigate] = useLocation();
  return (
    <span className={styles.wrap}>
      <Button
        appearance="subtle"
        icon={<Alert20Regular />}
        aria-label={`${t('navbar.messages')}: ${t('navbar.messages.unread', { count: unread })}`}
        title={t('navbar.messages')}
        onClick={() => navigate('/message-notification')}
      />
      {unread > 0 ? (
        <CounterBadge
          className={styles.badge}
          count={unread}
          size="small"
          color="danger"
          aria-hidden
        />
      ) : null}
    </span>
  );
}
