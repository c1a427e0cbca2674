import {
  Button,
  Checkbox,
  Link,
  List,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AppIntl } from '../../i18n/intl';
import {
  MESSAGE_TYPES,
  type MessageQuery,
  type MessageTypeFilter,
  messageSearch,
  type messagesMachine,
  selectBookId,
  selectBooks,
  selectError,
  selectFrom,
  selectList,
  selectLoading,
  selectPage,
  selectPageSize,
  selectSelected,
  selectStatus,
  selectTo,
  selectTotal,
  selectType,
  selectUnreadByType,
} from '../../machines/messages/messages.machine';
import { MessageFilters } from './message-filters';
import { MessageRow } from './message-row';

/** Props of {@link MessageNotificationPage}. */
export interface MessageNotificationPageProps {
  /** A messages actor for the page (default page size 20). */
  readonly messages: ActorRefFrom<typeof messagesMachine>;
  /** Intl of the current locale (the app passes `useIntl()`). */
  readonly intl: AppIntl;
  /** The filters of the URL; the page loads them when they differ from the actor's. */
  readonly query?: MessageQuery;
  /** The author changed a filter: put it in the URL. */
  onQuery?(query: MessageQuery): void;
  /** Open an SPA route (a message's target); without it links navigate the browser. */
  onOpen?(href: string): void;
}

const TABS: readonly MessageTypeFilter[] = ['all', ...MESSAGE_TYPES];

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
export function MessageNotificationPage({
  messages,
  intl,
  query,
  onQuery,
  onOpen,
}: MessageNotificationPageProps) {
  const styles = useStyles();
  const list = useSelector(messages, selectList);
  const total = useSelector(messages, selectTotal);
  const page = useSelector(messages, selectPage);
  const pageSize = useSelector(messages, selectPageSize);
  const loading = useSelector(messages, selectLoading);
  const error = useSelector(messages, selectError);
  const type = useSelector(messages, selectType);
  const status = useSelector(messages, selectStatus);
  const byType = useSelector(messages, selectUnreadByType);
  const bookId = useSelector(messages, selectBookId);
  const from = useSelector(messages, selectFrom);
  const to = useSelector(messages, selectTo);
  const books = useSelector(messages, selectBooks);
  const selected = useSelector(messages, selectSelected);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const current: MessageQuery = { type, status, bookId, from, to };

  // Opening loads the URL's filters; later, a URL that differs from what the
  // actor shows (Back, a pasted link) loads again. A change made here has
  // reached the actor already, so its URL matches and loads nothing twice.
  const urlKey = query ? messageSearch(query) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for query
  useEffect(() => {
    messages.send(query ? { type: 'messages.open', query } : { type: 'messages.open' });
  }, [messages]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for query
  useEffect(() => {
    if (!query) return;
    const shown = messages.getSnapshot().context;
    const inActor = messageSearch({
      type: shown.type,
      status: shown.status,
      bookId: shown.bookId,
      from: shown.from,
      to: shown.to,
    });
    if (urlKey !== inActor) messages.send({ type: 'messages.open', query });
  }, [messages, urlKey]);

  const changeQuery = (next: MessageQuery) => {
    if (
      next.type !== current.type &&
      messageSearch({ ...next, type: current.type }) === messageSearch(current)
    ) {
      messages.send({ type: 'messages.selectType', messageType: next.type });
    } else if (
      next.status !== current.status &&
      messageSearch({ ...next, status: current.status }) === messageSearch(current)
    ) {
      messages.send({ type: 'messages.filter', status: next.status });
    } else {
      messages.send({ type: 'messages.open', query: next });
    }
    onQuery?.(next);
  };
  const open = (href: string) => {
    if (onOpen) onOpen(href);
    else window.location.assign(href);
  };
  const allSelected = list.length > 0 && selected.length === list.length;

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
          <MessageRow
            key={item.id}
            item={item}
            selected={selected.includes(item.id)}
            onToggleSelect={() => messages.send({ type: 'messages.toggleSelect', id: item.id })}
            onRead={() => messages.send({ type: 'messages.read', ids: [item.id] })}
            onOpen={open}
            intl={intl}
          />
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
          onClick={() => messages.send({ type: 'messages.readInView' })}
        >
          {t('messageBox.allRead')}
        </Button>
      </div>
      <TabList
        className={styles.tabs}
        selectedValue={type}
        onTabSelect={(_, data) =>
          changeQuery({ ...current, type: data.value as MessageTypeFilter })
        }
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab}>
            {tabLabel(tab)}
          </Tab>
        ))}
      </TabList>
      <MessageFilters query={current} books={books} onChange={changeQuery} intl={intl} />
      <div className={styles.toolbar}>
        <Checkbox
          checked={allSelected ? true : selected.length > 0 ? 'mixed' : false}
          disabled={list.length === 0}
          onChange={() => messages.send({ type: 'messages.toggleSelectPage' })}
          label={t('messages.select.page')}
        />
        <Button
          disabled={selected.length === 0}
          onClick={() => messages.send({ type: 'messages.readSelected' })}
        >
          {t('messages.readSelected', { count: selected.length })}
        </Button>
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
          disabledFocusable={page <= 1 || loading}
          onClick={() => messages.send({ type: 'messages.page', page: page - 1 })}
        >
          {t('messages.pagination.previous')}
        </Button>
        <Button
          size="small"
          disabledFocusable={page >= pages || loading}
          onClick={() => messages.send({ type: 'messages.page', page: page + 1 })}
        >
          {t('messages.pagination.next')}
        </Button>
      </nav>
    </section>
  );
}
