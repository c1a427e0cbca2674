import { assign, raise, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';
import type { MessageStatistics } from '../common/unread';
import {
  add,
  nonNegative,
  pageQuery,
  planRead,
  setStatus,
  subtract,
  sum,
  withPendingReads,
  ZERO,
} from './messages.logic';
import {
  DEFAULT_PAGE_SIZE,
  type FetchPageInput,
  type MarkReadInput,
  type MarkReadResult,
  MESSAGES_LOAD_ERROR,
  MESSAGES_READ_ERROR,
  type MessagePage,
  type MessagesContext,
  type MessagesEvent,
  type MessagesInput,
  type UnreadReport,
} from './messages.types';

// Views and the composition root import everything from here.
export * from './messages.logic';
export * from './messages.selectors';
export * from './messages.types';

/**
 * A page of messages for a type tab and read-state filter, with optimistic
 * mark-as-read. Used twice by the app: the navbar message box (pageSize 5)
 * and the /message-notification page.
 *
 * Three parallel regions: `page` loads the list, `read` sends reads one at a
 * time (later ones queue; each is applied to the list at once and undone if
 * its call fails), `statistics` reloads the counts after a read and reports
 * them through the `reportUnread` action (the app forwards them to the
 * notifications actor as `notifications.set`).
 *
 * The composition root provides the `fetchPage`, `markRead` and
 * `fetchStatistics` actors and the `reportUnread` action.
 */
export const messagesMachine = setup({
  types: {
    context: {} as MessagesContext,
    events: {} as MessagesEvent,
    input: {} as MessagesInput,
  },
  actors: {
    fetchPage: declaredActor<MessagePage, FetchPageInput>('messages', 'fetchPage'),
    markRead: declaredActor<MarkReadResult, MarkReadInput>('messages', 'markRead'),
    fetchStatistics: declaredActor<MessageStatistics>('messages', 'fetchStatistics'),
  },
  guards: {
    hasReadToSend: ({ context, event }) => planRead(context, event) !== null,
    hasMoreReads: ({ context }) => context.reads.length > 1,
    countsDirty: ({ context }) => context.countsDirty,
  },
  actions: {
    // The app replaces this with a forward to the notifications actor.
    reportUnread: (_, _params: UnreadReport) => {},
    assignOpen: assign(({ context, event }) => {
      if (event.type !== 'messages.open') return {};
      if (event.query) return { ...event.query, page: 1, error: null, selected: [] };
      return { type: event.messageType ?? context.type, page: 1, error: null };
    }),
    toggleSelect: assign(({ context, event }) => {
      if (event.type !== 'messages.toggleSelect') return {};
      if (!context.list.some((item) => item.id === event.id)) return {};
      return {
        selected: context.selected.includes(event.id)
          ? context.selected.filter((id) => id !== event.id)
          : [...context.selected, event.id],
      };
    }),
    toggleSelectPage: assign(({ context }) => ({
      selected:
        context.list.length > 0 && context.selected.length === context.list.length
          ? []
          : context.list.map((item) => item.id),
    })),
    clearSelection: assign({ selected: [] }),
    assignType: assign(({ context, event }) =>
      event.type === 'messages.selectType'
        ? {
            type: event.messageType,
            page: 1,
            list: context.type === event.messageType ? context.list : [],
          }
        : {},
    ),
    assignStatus: assign(({ event }) =>
      event.type === 'messages.filter' ? { status: event.status, page: 1 } : {},
    ),
    assignPage: assign(({ event }) =>
      event.type === 'messages.page' ? { page: Math.max(1, Math.floor(event.page)) } : {},
    ),
    assignPageResult: assign(({ context }, params: { page: MessagePage }) => {
      const ids = new Set(params.page.list.map((item) => item.id));
      return {
        list: withPendingReads(params.page.list, context.reads),
        total: nonNegative(params.page.total),
        books: params.page.books ?? context.books,
        // A selection holds messages of the page on show only.
        selected: context.selected.filter((id) => ids.has(id)),
        error: null,
      };
    }),
    assignLoadError: assign({ error: MESSAGES_LOAD_ERROR }),
    applyRead: assign(({ context, event }) => {
      const read = planRead(context, event);
      if (!read) return {};
      const byType = subtract(context.byType, read.delta);
      return {
        list: setStatus(context.list, read.flipped, 1),
        byType,
        unread: sum(byType),
        reads: [...context.reads, read],
        error: null,
      };
    }),
    confirmRead: assign(({ context }, params: { result: MarkReadResult }) => {
      const counts = params.result.statistics;
      // The answer's counts are exact unless more reads are still queued.
      if (counts && context.reads.length === 1) {
        return {
          unread: nonNegative(counts.unread),
          byType: {
            message: nonNegative(counts.message),
            notice: nonNegative(counts.notice),
            todo: nonNegative(counts.todo),
          },
          reads: [],
          countsDirty: true,
        };
      }
      return {
        unread: nonNegative(params.result.unread),
        reads: context.reads.slice(1),
        countsDirty: true,
      };
    }),
    rollbackRead: assign(({ context }) => {
      const [failed, ...rest] = context.reads;
      if (!failed) return {};
      const byType = add(context.byType, failed.delta);
      return {
        list: setStatus(context.list, failed.flipped, 0),
        byType,
        unread: sum(byType),
        reads: rest,
        error: MESSAGES_READ_ERROR,
      };
    }),
    requestStatistics: raise({ type: 'messages.statistics' }),
    assignStatistics: assign((_, params: { statistics: MessageStatistics }) => ({
      unread: nonNegative(params.statistics.unread),
      byType: {
        message: nonNegative(params.statistics.message),
        notice: nonNegative(params.statistics.notice),
        todo: nonNegative(params.statistics.todo),
      },
      countsDirty: false,
    })),
    clearDirty: assign({ countsDirty: false }),
  },
}).createMachine({
  id: 'messages',
  context: ({ input }) => ({
    type: input.type ?? 'all',
    status: 'all',
    bookId: null,
    from: null,
    to: null,
    books: [],
    selected: [],
    page: 1,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
    list: [],
    total: 0,
    unread: 0,
    byType: ZERO,
    error: null,
    reads: [],
    countsDirty: false,
  }),
  type: 'parallel',
  on: {
    'messages.toggleSelect': { actions: 'toggleSelect' },
    'messages.toggleSelectPage': { actions: 'toggleSelectPage' },
  },
  states: {
    page: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'messages.open': { target: 'loading', actions: ['assignOpen', 'requestStatistics'] },
          },
        },
        loading: {
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => pageQuery(context),
            onDone: {
              target: 'ready',
              actions: {
                type: 'assignPageResult',
                params: ({ event }) => ({ page: event.output }),
              },
            },
            onError: { target: 'failed', actions: 'assignLoadError' },
          },
          // Already loading: re-entering this state drops the answer still in
          // flight, so only the latest tab, filter and page reach the list.
          // Re-entered from here and not from the region: re-entering the
          // region would restart its sibling regions too, dropping a read
          // in flight.
          on: {
            'messages.open': {
              target: 'loading',
              reenter: true,
              actions: ['assignOpen', 'requestStatistics'],
            },
            'messages.selectType': { target: 'loading', reenter: true, actions: 'assignType' },
            'messages.filter': { target: 'loading', reenter: true, actions: 'assignStatus' },
            'messages.page': { target: 'loading', reenter: true, actions: 'assignPage' },
            'messages.refresh': { target: 'loading', reenter: true, actions: 'requestStatistics' },
          },
        },
        ready: {},
        failed: {},
      },
      on: {
        // From a settled page into a fresh load ('loading' handles these
        // itself while a load is under way).
        'messages.open': { target: '.loading', actions: ['assignOpen', 'requestStatistics'] },
        'messages.selectType': { target: '.loading', actions: 'assignType' },
        'messages.filter': { target: '.loading', actions: 'assignStatus' },
        'messages.page': { target: '.loading', actions: 'assignPage' },
        'messages.refresh': { target: '.loading', actions: 'requestStatistics' },
      },
    },
    read: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'messages.read': { guard: 'hasReadToSend', target: 'sending', actions: 'applyRead' },
            'messages.readAll': {
              guard: 'hasReadToSend',
              target: 'sending',
              actions: 'applyRead',
            },
            'messages.readInView': {
              guard: 'hasReadToSend',
              target: 'sending',
              actions: 'applyRead',
            },
            'messages.readSelected': {
              guard: 'hasReadToSend',
              target: 'sending',
              actions: ['applyRead', 'clearSelection'],
            },
          },
        },
        sending: {
          invoke: {
            src: 'markRead',
            input: ({ context }) => context.reads[0]?.request ?? { ids: [] },
            onDone: [
              {
                guard: 'hasMoreReads',
                target: 'sending',
                reenter: true,
                actions: { type: 'confirmRead', params: ({ event }) => ({ result: event.output }) },
              },
              {
                target: 'idle',
                actions: [
                  { type: 'confirmRead', params: ({ event }) => ({ result: event.output }) },
                  'requestStatistics',
                ],
              },
            ],
            onError: [
              { guard: 'hasMoreReads', target: 'sending', reenter: true, actions: 'rollbackRead' },
              { target: 'idle', actions: ['rollbackRead', 'requestStatistics'] },
            ],
          },
          on: {
            // Applied to the list at once, sent after the read in flight.
            'messages.read': { guard: 'hasReadToSend', actions: 'applyRead' },
            'messages.readAll': { guard: 'hasReadToSend', actions: 'applyRead' },
            'messages.readInView': { guard: 'hasReadToSend', actions: 'applyRead' },
            'messages.readSelected': {
              guard: 'hasReadToSend',
              actions: ['applyRead', 'clearSelection'],
            },
          },
        },
      },
    },
    statistics: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'messages.statistics': 'fetching' },
        },
        fetching: {
          invoke: {
            src: 'fetchStatistics',
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'assignStatistics',
                  params: ({ event }) => ({ statistics: event.output }),
                },
                {
                  type: 'reportUnread',
                  params: ({ context }) => ({ unread: context.unread, byType: context.byType }),
                },
              ],
            },
            onError: [
              {
                // The read went through but the counts did not come back:
                // report the machine's own estimate rather than nothing.
                guard: 'countsDirty',
                target: 'idle',
                actions: [
                  {
                    type: 'reportUnread',
                    params: ({ context }) => ({ unread: context.unread, byType: context.byType }),
                  },
                  'clearDirty',
                ],
              },
              { target: 'idle' },
            ],
          },
          on: {
            // A newer request for counts restarts the one in flight.
            'messages.statistics': { target: 'fetching', reenter: true },
          },
        },
      },
    },
  },
});
