import {
  Button,
  makeStyles,
  mergeClasses,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden';
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
  targetHref,
} from '../../machines/messages/messages.machine';
import type { UnreadByType } from '../../machines/notifications/notifications.machine';
import { messageText } from './message-text';

/** Props of {@link MessageBoxPanel}. */
export interface MessageBoxPanelProps {
  readonly messages: ActorRefFrom<typeof messagesMachine>;
  readonly unreadByType: UnreadByType;
  /** The tab on show; the box keeps it so reopening shows the same tab. */
  readonly tab: MessageType;
  onSelectTab(tab: MessageType): void;
  onViewMore(): void;
  /** Open a message's target; absent, a click only marks the message read. */
  onOpenTarget?(href: string): void;
  readonly intl: AppIntl;
}

const useStyles = makeStyles({
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
  unreadText: {
    flexShrink: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
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
});
/**
 * Inside the open message box: Message / Notice / Todo tabs with their unread
 * counts, the tab's latest messages (a click marks one read), All Read and
 * View More. Its own chunk: most page views never open the box.
 */
export function MessageBoxPanel({
  messages,
  unreadByType,
  tab,
  onSelectTab,
  onViewMore,
  onOpenTarget,
  intl,
}: MessageBoxPanelProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles().root;
  const list = useSelector(messages, selectList);
  const loading = useSelector(messages, selectLoading);
  const error = useSelector(messages, selectError);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const read = (item: MessageItem) => {
    if (item.status === 0) messages.send({ type: 'messages.read', ids: [item.id] });
    const href = targetHref(item);
    if (href && onOpenTarget) onOpenTarget(href);
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
                <Text className={mergeClasses(styles.title, styles.ellipsis)}>
                  {messageText(intl, item).title}
                </Text>
                {item.subTitle ? (
                  <Text size={200} className={mergeClasses(styles.muted, styles.ellipsis)}>
                    {messageText(intl, item).subTitle}
                  </Text>
                ) : null}
                <Text size={200} className={styles.muted}>
                  {item.todo
                    ? `${t(`messages.todo.state.${item.todo.state}`)} · ${formatDateTime(intl, item.time)}`
                    : formatDateTime(intl, item.time)}
                </Text>
              </span>
              {/* Unread in words as well as the dot; read is the quiet default. */}
              <span className={item.status === 0 ? styles.unreadText : hidden}>
                {t(item.status === 0 ? 'messageBox.status.unread' : 'messageBox.status.read')}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => onSelectTab(data.value as MessageType)}
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
        <Button appearance="subtle" onClick={onViewMore}>
          {t('messageBox.viewMore')}
        </Button>
      </div>
    </>
  );
}
