import {
  Button,
  CounterBadge,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppIntl } from '../../i18n/intl';
import type { MessageType, messagesMachine } from '../../machines/messages.machine';
import type { UnreadByType } from '../../machines/notifications.machine';
import { useCenterStyles } from './message-box-center';

/** Props of {@link MessageBox}. */
export interface MessageBoxProps {
  /** A messages actor for the box (input `{ pageSize: 5 }` is best). */
  readonly messages: ActorRefFrom<typeof messagesMachine>;
  /** Unread count of the badge (from the notifications actor). */
  readonly unread: number;
  /** Unread count per tab (from the notifications actor). */
  readonly unreadByType: UnreadByType;
  /** 'View More': go to /message-notification. */
  onViewMore(): void;
  /** Intl of the current locale (the app passes `useIntl()`). */
  readonly intl: AppIntl;
}

const useStyles = makeStyles({
  bell: { position: 'relative', display: 'inline-flex' },
  badge: {
    position: 'absolute',
    top: '0',
    right: '0',
    transform: 'translate(35%, -25%)',
    pointerEvents: 'none',
  },
  surface: {
    width: 'min(360px, calc(100vw - 24px))',
    padding: '0',
    display: 'flex',
    flexDirection: 'column',
  },
});

const loadPanel = () => import('./MessageBoxPanel');
const MessageBoxPanel = lazy(() => loadPanel().then((m) => ({ default: m.MessageBoxPanel })));

/**
 * The navbar's message box: a bell with the unread badge opening a popover
 * with Message / Notice / Todo tabs, the latest messages of the tab, All Read
 * and View More. Opening the box or switching tab loads that tab's messages.
 * The popover's content is its own chunk, fetched when the pointer or focus
 * reaches the bell, so it is usually there by the click.
 */
export function MessageBox({ messages, unread, unreadByType, onViewMore, intl }: MessageBoxProps) {
  const styles = useStyles();
  const center = useCenterStyles().center;
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<MessageType>('message');
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) messages.send({ type: 'messages.open', messageType: tab });
  };
  const selectTab = (next: MessageType) => {
    setTab(next);
    messages.send({ type: 'messages.selectType', messageType: next });
  };
  const viewMore = () => {
    setOpen(false);
    onViewMore();
  };

  return (
    <span className={styles.bell}>
      <Popover
        open={open}
        onOpenChange={(_, data) => onOpenChange(data.open)}
        positioning="below-end"
        trapFocus
      >
        <PopoverTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            className={styles.bell}
            icon={<AlertRegular />}
            aria-label={t('navbar.messages.unread', { count: unread })}
            title={t('navbar.messages')}
            onPointerEnter={loadPanel}
            onFocus={loadPanel}
          />
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={t('messageBox.title')}>
          <Suspense
            fallback={
              <div className={center}>
                <Spinner size="small" />
              </div>
            }
          >
            <MessageBoxPanel
              messages={messages}
              unreadByType={unreadByType}
              tab={tab}
              onSelectTab={selectTab}
              onViewMore={viewMore}
              intl={intl}
            />
          </Suspense>
        </PopoverSurface>
      </Popover>
      {unread > 0 ? (
        <CounterBadge
          className={styles.badge}
          count={unread}
          overflowCount={99}
          size="small"
          color="danger"
          aria-hidden
        />
      ) : null}
    </span>
  );
}
