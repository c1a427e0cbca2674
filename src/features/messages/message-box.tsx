import {
  Button,
  CounterBadge,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppIntl } from '../../i18n/intl';
import type { MessageType, messagesMachine } from '../../machines/messages/messages.machine';
import type { UnreadByType } from '../../machines/notifications/notifications.machine';
import type { MessageBoxPanel as PanelComponent } from './message-box-panel';

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
  /** Open a message's target (an SPA route); the box closes. */
  onOpenTarget?(href: string): void;
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

// The panel's code arrives before the box opens, never inside it: content
// swapped into an open focus-trapping popover left Fluent's modal handling
// hiding the popover itself from assistive technology.
let MessageBoxPanel: typeof PanelComponent | null = null;
const loadPanel = (): Promise<void> =>
  import('./message-box-panel').then((m) => {
    MessageBoxPanel = m.MessageBoxPanel;
  });

/**
 * The navbar's message box: a bell with the unread badge opening a popover
 * with Message / Notice / Todo tabs, the latest messages of the tab, All Read
 * and View More. Opening the box or switching tab loads that tab's messages.
 * The popover's content is its own chunk, fetched when the pointer or focus
 * reaches the bell, so it is usually there by the click; a click before it
 * arrives opens the box once it has.
 */
export function MessageBox({
  messages,
  unread,
  unreadByType,
  onViewMore,
  onOpenTarget,
  intl,
}: MessageBoxProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<MessageType>('message');
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const onOpenChange = (next: boolean) => {
    if (next && !MessageBoxPanel) {
      // Opens once the code is here; offline, the bell stays as it is.
      loadPanel().then(() => onOpenChange(true), console.error);
      return;
    }
    setOpen(next);
    if (next) messages.send({ type: 'messages.open', messageType: tab });
  };
  const selectTab = (next: MessageType) => {
    setTab(next);
    messages.send({ type: 'messages.selectType', messageType: next });
  };
  // Focus back on the bell, close, then leave: leaving with focus still in
  // the box (its item unmounted under it) left the box's focus trap holding
  // aria-hidden on the app root, so the next page was hidden from assistive
  // technology (axe: aria-hidden-focus).
  const bellRef = useRef<HTMLButtonElement>(null);
  const closeThen = (leave: () => void) => {
    bellRef.current?.focus();
    setOpen(false);
    requestAnimationFrame(leave);
  };
  const viewMore = () => closeThen(onViewMore);
  const openTarget = onOpenTarget
    ? (href: string) => closeThen(() => onOpenTarget(href))
    : undefined;

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
            ref={bellRef}
            aria-label={t('navbar.messages.unread', { count: unread })}
            title={t('navbar.messages')}
            onPointerEnter={loadPanel}
            onFocus={loadPanel}
          />
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={t('messageBox.title')}>
          {MessageBoxPanel ? (
            <MessageBoxPanel
              messages={messages}
              unreadByType={unreadByType}
              tab={tab}
              onSelectTab={selectTab}
              onViewMore={viewMore}
              onOpenTarget={openTarget}
              intl={intl}
            />
          ) : null}
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
