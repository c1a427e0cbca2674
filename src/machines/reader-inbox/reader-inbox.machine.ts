import { assertEvent, assign, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import { failureFieldErrors, failureMessageId } from '../../lib/api-failure';
import { declaredActor } from '../common/declared-actor';
import {
  type ActInput,
  cleanFilters,
  type FetchInboxInput,
  INBOX_LOAD_ERROR,
  type InboxFilters,
  type InboxPage,
  type MarkReadInput,
  PAGE_SIZE,
  type ReaderComment,
  type ReaderInboxContext,
  type ReaderInboxEvent,
  type ReplyInput,
  type ReplyResult,
  replaced,
} from './reader-inbox.logic';

export * from './reader-inbox.logic';

/**
 * The readers' inbox (/readers): a keyset-paged list of readers' comments
 * across the author's books, filtered; the author replies, pins, likes,
 * hides, reports and marks read one comment at a time, and each answer puts
 * the comment back as the server has it now.
 *
 * The menu counts the comments not read yet (the notifications actor): a
 * mark read reports the server's new count through `reportUnread`, and a
 * reply that read an unread comment asks for a recount through
 * `unreadChanged` (its answer carries no count).
 *
 * The screen provides `fetchPage`, `reply`, `act` and `markRead`, and the
 * two actions.
 */
export const readerInboxMachine = setup({
  types: {
    context: {} as ReaderInboxContext,
    events: {} as ReaderInboxEvent,
    input: {} as { filters?: InboxFilters },
  },
  actors: {
    fetchPage: declaredActor<InboxPage, FetchInboxInput>('readerInbox', 'fetchPage'),
    reply: declaredActor<ReplyResult, ReplyInput>('readerInbox', 'reply'),
    act: declaredActor<ReaderComment, ActInput>('readerInbox', 'act'),
    markRead: declaredActor<{ updated: number; unread: number }, MarkReadInput>(
      'readerInbox',
      'markRead',
    ),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
  actions: {
    // The app replaces these with sends to the notifications actor.
    reportUnread: (_, _params: { unread: number }) => {},
    unreadChanged: () => {},
    setFilters: assign({
      filters: ({ event }) => {
        assertEvent(event, 'inbox.filter');
        return cleanFilters(event.filters);
      },
    }),
  },
}).createMachine({
  id: 'readerInbox',
  context: ({ input }) => ({
    filters: cleanFilters(input.filters ?? {}),
    items: [],
    nextCursor: null,
    books: [],
    errorId: null,
    replied: null,
    replyErrorId: null,
    markingId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ filters: context.filters, cursor: null, pageSize: PAGE_SIZE }),
        onDone: {
          target: 'ready',
          actions: assign({
            items: ({ event }) => event.output.list,
            nextCursor: ({ event }) => event.output.nextCursor,
            books: ({ event }) => event.output.books,
            errorId: null,
          }),
        },
        onError: { target: 'failed', actions: assign({ errorId: INBOX_LOAD_ERROR }) },
      },
    },
    failed: {
      on: {
        'inbox.retry': 'loading',
        'inbox.filter': { target: 'loading', actions: 'setFilters' },
      },
    },
    ready: {
      on: {
        'inbox.filter': { target: 'loading', actions: 'setFilters' },
        'inbox.more': { guard: 'hasMore', target: 'loadingMore' },
        'comment.reply': 'replying',
        'comment.act': 'acting',
        'comment.read': 'marking',
      },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({
          filters: context.filters,
          cursor: context.nextCursor,
          pageSize: PAGE_SIZE,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            items: ({ context, event }) => [...context.items, ...event.output.list],
            nextCursor: ({ event }) => event.output.nextCursor,
            errorId: null,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ errorId: ({ event }) => failureMessageId(event.error) }),
        },
      },
    },
    replying: {
      tags: ['sending'],
      entry: assign({ replied: null, replyErrorId: null }),
      invoke: {
        src: 'reply',
        input: ({ event }) => {
          assertEvent(event, 'comment.reply');
          return { commentId: event.commentId, content: event.content };
        },
        onDone: {
          target: 'ready',
          actions: [
            // Before the list takes the answer, while it still says whether the comment was unread.
            enqueueActions(({ context, event, enqueue }) => {
              const answered = event.output.comment;
              const before = context.items.find((item) => item.id === answered.id);
              if (before && !before.read && answered.read) enqueue('unreadChanged');
            }),
            assign({
              items: ({ context, event }) => replaced(context.items, event.output.comment),
              replied: ({ event }) => ({ id: event.output.comment.id, ok: true }),
              errorId: null,
            }),
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({
            replyErrorId: ({ event }) => failureFieldErrors(event.error).content ?? null,
            errorId: ({ event }) =>
              failureFieldErrors(event.error).content ? null : failureMessageId(event.error),
          }),
        },
      },
    },
    acting: {
      tags: ['sending'],
      invoke: {
        src: 'act',
        input: ({ event }) => {
          assertEvent(event, 'comment.act');
          return { commentId: event.commentId, action: event.action };
        },
        onDone: {
          target: 'ready',
          actions: assign({
            items: ({ context, event }) => replaced(context.items, event.output),
            errorId: null,
          }),
        },
        onError: {
          target: 'ready',
          actions: assign({ errorId: ({ event }) => failureMessageId(event.error) }),
        },
      },
    },
    marking: {
      tags: ['sending'],
      entry: assign({
        markingId: ({ event }) => {
          assertEvent(event, 'comment.read');
          return event.commentId;
        },
      }),
      invoke: {
        src: 'markRead',
        input: ({ context }) => ({ ids: context.markingId ? [context.markingId] : [] }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              items: ({ context }) =>
                context.items.map((item) =>
                  item.id === context.markingId ? { ...item, read: true } : item,
                ),
            }),
            { type: 'reportUnread', params: ({ event }) => ({ unread: event.output.unread }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ errorId: ({ event }) => failureMessageId(event.error) }),
        },
      },
    },
  },
});

export type ReaderInboxSnapshot = SnapshotFrom<typeof readerInboxMachine>;

export const selectItems = (s: ReaderInboxSnapshot) => s.context.items;
export const selectBooks = (s: ReaderInboxSnapshot) => s.context.books;
export const selectFilters = (s: ReaderInboxSnapshot) => s.context.filters;
export const selectHasMore = (s: ReaderInboxSnapshot) => s.context.nextCursor !== null;
export const selectErrorId = (s: ReaderInboxSnapshot) => s.context.errorId;
export const selectReplied = (s: ReaderInboxSnapshot) => s.context.replied;
export const selectReplyErrorId = (s: ReaderInboxSnapshot) => s.context.replyErrorId;
export const selectIsLoading = (s: ReaderInboxSnapshot) => s.matches('loading');
export const selectIsBusy = (s: ReaderInboxSnapshot) => s.hasTag('busy') || s.hasTag('sending');
export const selectFailed = (s: ReaderInboxSnapshot) => s.matches('failed');
