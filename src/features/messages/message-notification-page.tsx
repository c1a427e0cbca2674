import {
  Badge,
  Button,
  Link,
  List,
  ListItem,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden';
import { type AppIntl, formatDateTime } from '../../i18n/intl';
import {
  MESSAGE_TYPES,
  type MessageStatusFilter,
  type MessageTypeFilter,
  type messagesMachine,
  selectError,
  selectList,
  selectLoading,
  selectPage,
  selectPageSize,
  selectStatus,
  selectTotal,
  selectType,
  selectUnreadByType,
} from '../../machines/messages.machine';

/** Props of {@link MessageNotificationPage}. */
export interface MessageNotificationPageProps {
  /** A messages actor for the page (default page size 20). */
  readonly messages: ActorRefFrom<typeof messagesMachine>;
  /** Intl of the current locale (the app passes `useIntl()`). */
  readonly intl: AppIntl;
}

const TABS: readonly MessageTypeFilter[] = ['all', ...MESSAGE_TYPES];
const STATUSES: readonly MessageStatusFilter[] = ['all', 'unread', 'read'];

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '960px',
    width: '100%',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalS },
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  tabs: { overflowX: 'auto', maxWidth: '100%' },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  list: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
    '@media (max-width: 600px)': {
      flexWrap: 'wrap',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    },
  },
  itemText: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: '0',
    flexGrow: 1,
    flexBasis: '240px',
  },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  read: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  center: {
    display: 'flex',
    justifyContent: 'center',
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
  },
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
});

/**
 * The /message-notification page: type tabs (all and the three types), a
 * read-state filter, a paged list with mark-as-read per message and for the
 * whole tab. Loads the first page when it mounts.
 */
export function MessageNotificationPage({ messages, intl }: MessageNotificationPageProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const list = useSelector(messages, selectList);
  const total = useSelector(messages, selectTotal);
  const page = useSelector(messages, selectPage);
  const pageSize = useSelector(messages, selectPageSize);
  const loading = useSelector(messages, selectLoading);
  const error = useSelector(messages, selectError);
  const type = useSelector(messages, selectType);
  const status = useSelector(messages, selectStatus);
  const byType = useSelector(messages, selectUnreadByType);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  useEffect(() => {
    messages.send({ type: 'messages.open' });
  }, [messages]);

  const pages = Math.max(1, Math.ceil(total / pageSize));
  const unreadInTab = type === 'all' ? byType.message + byType.notice + byType.todo : byType[type];
  const tabLabel = (tab: MessageTypeFilter) => {
    const title = t(tab === 'all' ? 'messages.tab.all' : `messageBox.tab.${tab}`);
    const count = tab === 'all' ? byType.message + byType.notice + byType.todo : byType[tab];
    return count > 0 ? t('messageBox.tab.withCount', { title, count }) : title;
  };

  let content: ReactNode;
  if (loading && list.length === 0) {
    content = (
      <div className={styles.center}>
        <Spinner size="small" />
      </div>
    );
  } else if (list.length === 0) {
    content = <div className={styles.center}>{t('messageBox.noContent')}</div>;
  } else {
    content = (
      <List className={styles.list} aria-label={t('menu.messageNotification')} aria-busy={loading}>
        {list.map((item) => (
          <ListItem key={item.id} className={styles.item}>
            <div className={styles.itemText}>
              <div className={styles.titleRow}>
                {item.status === 0 ? (
                  <>
                    {/* A label on the dot's plain div is never read out: say it in text. */}
                    <Badge size="extra-small" color="danger" aria-hidden />
                    <span className={hidden.root}>{t('messageBox.status.unread')}</span>
                  </>
                ) : null}
                <Text className={mergeClasses(styles.title, item.status === 1 && styles.read)}>
                  {item.title}
                </Text>
              </div>
              {item.subTitle ? (
                <Text size={200} className={styles.muted}>
                  {item.subTitle}
                </Text>
              ) : null}
              {item.content ? <Text>{item.content}</Text> : null}
              <Text size={200} className={styles.muted}>
                {formatDateTime(intl, item.time)}
              </Text>
            </div>
            {item.status === 0 ? (
              <Button
                size="small"
                aria-label={`${t('messages.markRead')}: ${item.title}`}
                onClick={() => messages.send({ type: 'messages.read', ids: [item.id] })}
              >
                {t('messages.markRead')}
              </Button>
            ) : (
              <Text size={200} className={styles.muted}>
                {t('messageBox.status.read')}
              </Text>
            )}
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <section className={styles.root} aria-labelledby="message-notification-title">
      <div className={styles.header}>
        <Text as="h1" size={500} weight="semibold" id="message-notification-title">
          {t('menu.messageNotification')}
        </Text>
        <Button
          appearance="primary"
          disabled={unreadInTab === 0 && !list.some((item) => item.status === 0)}
          onClick={() =>
            messages.send(
              type === 'all'
                ? { type: 'messages.readAll' }
                : { type: 'messages.readAll', messageType: type },
            )
          }
        >
          {t('messageBox.allRead')}
        </Button>
      </div>
      <TabList
        className={styles.tabs}
        selectedValue={type}
        onTabSelect={(_, data) =>
          messages.send({
            type: 'messages.selectType',
            messageType: data.value as MessageTypeFilter,
          })
        }
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab}>
            {tabLabel(tab)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.toolbar}>
        <RadioGroup
          layout="horizontal"
          aria-label={t('messages.filter.label')}
          value={status}
          onChange={(_, data) =>
            messages.send({ type: 'messages.filter', status: data.value as MessageStatusFilter })
          }
        >
          {STATUSES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(value === 'all' ? 'messages.filter.all' : `messageBox.status.${value}`)}
            />
          ))}
        </RadioGroup>
        {loading && list.length > 0 ? <Spinner size="tiny" /> : null}
      </div>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(error)}</MessageBarBody>
          <MessageBarActions>
            <Link as="button" onClick={() => messages.send({ type: 'messages.refresh' })}>
              {t('common.retry')}
            </Link>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {content}
      <nav className={styles.pager} aria-label={t('messages.pagination.label')}>
        <Text size={200} className={styles.muted}>
          {t('messages.pagination.summary', { page, pages, total })}
        </Text>
        <Button
          size="small"
          disabled={page <= 1 || loading}
          onClick={() => messages.send({ type: 'messages.page', page: page - 1 })}
        >
          {t('messages.pagination.previous')}
        </Button>
        <Button
          size="small"
          disabled={page >= pages || loading}
          onClick={() => messages.send({ type: 'messages.page', page: page + 1 })}
        >
          {t('messages.pagination.next')}
        </Button>
      </nav>
    </section>
  );
}
