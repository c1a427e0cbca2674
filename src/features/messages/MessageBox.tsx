import {
  Button,
  CounterBadge,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type AppIntl, formatDateTime } from '../../i18n/intl';
import {
  MESSAGE_BOX_SIZE,
  MESSAGE_TYPES,
  type MessageItem,
  type MessageType,
  type messagesMachine,
  selectError,
  selectList,
  selectLoading,
} from '../../machines/messages.machine';
import type { UnreadByType } from '../../machines/notifications.machine';

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
  tabs: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  body: { minHeight: '120px', maxHeight: 'min(360px, 60vh)', overflowY: 'auto' },
  list: { listStyleType: 'none', margin: '0', padding: '0' },
  item: {
    width: '100%',
    justifyContent: 'flex-start',
    textAlign: 'start',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: '0',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    fontWeight: tokens.fontWeightRegular,
  },
  itemText: { display: 'flex', flexDirection: 'column', minWidth: '0', flexGrow: 1 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  dot: {
    flexShrink: 0,
    width: '8px',
    height: '8px',
    marginTop: '6px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
  },
  dotRead: { backgroundColor: 'transparent' },
  center: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '120px',
    padding: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
  },
  footer: {
    display: 'flex',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '& > *': { flexGrow: 1, flexBasis: '0' },
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/**
 * The navbar's message box: a bell with the unread badge opening a popover
 * with Message / Notice / Todo tabs, the latest messages of the tab, All Read
 * and View More. Opening the box or switching tab loads that tab's messages.
 */
export function MessageBox({ messages, unread, unreadByType, onViewMore, intl }: MessageBoxProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<MessageType>('message');
  const list = useSelector(messages, selectList);
  const loading = useSelector(messages, selectLoading);
  const error = useSelector(messages, selectError);
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
  const read = (item: MessageItem) => {
    if (item.status === 0) messages.send({ type: 'messages.read', ids: [item.id] });
  };
  const viewMore = () => {
    setOpen(false);
    onViewMore();
  };

  // Until the tab's page arrives the list may hold another tab's messages.
  const shown = list.filter((item) => item.type === tab).slice(0, MESSAGE_BOX_SIZE);

  let body: ReactNode;
  if (loading && shown.length === 0) {
    body = (
      <div className={styles.center}>
        <Spinner size="small" />
      </div>
    );
  } else if (error && shown.length === 0) {
    body = (
      <div className={styles.center} role="alert">
        {t(error)}
      </div>
    );
  } else if (shown.length === 0) {
    body = <div className={styles.center}>{t('messageBox.noContent')}</div>;
  } else {
    body = (
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item.id}>
            <Button appearance="subtle" className={styles.item} onClick={() => read(item)}>
              <span
                className={mergeClasses(styles.dot, item.status === 1 && styles.dotRead)}
                aria-hidden
              />
              <span className={styles.itemText}>
                <Text className={mergeClasses(styles.title, styles.ellipsis)}>{item.title}</Text>
                {item.subTitle ? (
                  <Text size={200} className={mergeClasses(styles.muted, styles.ellipsis)}>
                    {item.subTitle}
                  </Text>
                ) : null}
                <Text size={200} className={styles.muted}>
                  {formatDateTime(intl, item.time)}
                </Text>
              </span>
              <span className={styles.hidden}>
                {t(item.status === 0 ? 'messageBox.status.unread' : 'messageBox.status.read')}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    );
  }

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
          />
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={t('messageBox.title')}>
          <TabList
            className={styles.tabs}
            selectedValue={tab}
            onTabSelect={(_, data) => selectTab(data.value as MessageType)}
          >
            {MESSAGE_TYPES.map((type) => (
              <Tab key={type} value={type}>
                {t('messageBox.tab.withCount', {
                  title: t(`messageBox.tab.${type}`),
                  count: unreadByType[type],
                })}
              </Tab>
            ))}
          </TabList>
          <div className={styles.body} role="tabpanel">
            {body}
          </div>
          <div className={styles.footer}>
            <Button
              appearance="subtle"
              disabled={unreadByType[tab] === 0 && !shown.some((item) => item.status === 0)}
              onClick={() => messages.send({ type: 'messages.readAll', messageType: tab })}
            >
              {t('messageBox.allRead')}
            </Button>
            <Button appearance="subtle" onClick={viewMore}>
              {t('messageBox.viewMore')}
            </Button>
          </div>
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
