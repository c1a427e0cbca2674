/**
 * The readers' inbox (/readers): what readers wrote about the author's
 * books in one list, filtered, a page at a time; the author answers,
 * pins, likes, hides, reports and marks read from each comment.
 */
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { formatDateTime } from '../../i18n/intl';
import {
  type InboxFilters,
  type readerInboxMachine,
  selectBooks,
  selectErrorId,
  selectFailed,
  selectFilters,
  selectHasMore,
  selectIsBusy,
  selectIsLoading,
  selectItems,
  selectReplied,
  selectReplyErrorId,
} from '../../machines/reader-inbox/reader-inbox.machine';
import { ReaderCommentCard } from './reader-comment-card';
import { ReaderFilters } from './reader-filters';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  more: { display: 'flex', justifyContent: 'center' },
});

export interface ReaderInboxPageProps {
  inbox: ActorRefFrom<typeof readerInboxMachine>;
  titleId: string;
}

export function ReaderInboxPage({ inbox, titleId }: ReaderInboxPageProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const items = useSelector(inbox, selectItems);
  const books = useSelector(inbox, selectBooks);
  const filters = useSelector(inbox, selectFilters);
  const hasMore = useSelector(inbox, selectHasMore);
  const errorId = useSelector(inbox, selectErrorId);
  const failed = useSelector(inbox, selectFailed);
  const loading = useSelector(inbox, selectIsLoading);
  const busy = useSelector(inbox, selectIsBusy);
  const replied = useSelector(inbox, selectReplied);
  const replyErrorId = useSelector(inbox, selectReplyErrorId);
  const formatTime = useCallback((iso: string) => formatDateTime(intl, iso), [intl]);
  const apply = (next: InboxFilters) => inbox.send({ type: 'inbox.filter', filters: next });
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t(titleId)}</Title2>
      <ReaderFilters filters={filters} books={books} disabled={loading} onApply={apply} />
      {errorId ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(errorId)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {failed ? (
        <Button onClick={() => inbox.send({ type: 'inbox.retry' })}>{t('readers.retry')}</Button>
      ) : null}
      {loading ? <Spinner label={t('readers.loading')} /> : null}
      {!loading && !failed && items.length === 0 ? <Body1>{t('readers.empty')}</Body1> : null}
      <ul className={styles.list} aria-label={t('readers.list')} aria-busy={loading}>
        {items.map((comment) => (
          <li key={comment.id}>
            <ReaderCommentCard
              comment={comment}
              busy={busy}
              replied={replied?.id === comment.id && replied.ok}
              replyErrorId={replied === null ? replyErrorId : null}
              onReply={(content) =>
                inbox.send({ type: 'comment.reply', commentId: comment.id, content })
              }
              onAct={(action) => inbox.send({ type: 'comment.act', commentId: comment.id, action })}
              onRead={() => inbox.send({ type: 'comment.read', commentId: comment.id })}
              formatTime={formatTime}
            />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className={styles.more}>
          <Button disabledFocusable={busy} onClick={() => inbox.send({ type: 'inbox.more' })}>
            {t('readers.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
