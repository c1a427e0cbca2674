import { assign, raise, type SnapshotFrom, setup } from 'xstate';
import { MESSAGE_TYPES, type MessageType } from '../lib/contract';
import { declaredActor } from './shared/declared-actor';
import type { MessageStatistics, UnreadByType } from './shared/unread';

export type { MessageType };
export { MESSAGE_TYPES };
/** A type tab of the message page: one type, or every type. */
export type MessageTypeFilter = MessageType | 'all';
/** Read-state filter of the message page. */
export type MessageStatusFilter = 'all' | 'unread' | 'read';

/** One message as the page call returns it (docs/behaviour.md, Messages and notifications). */
export interface MessageItem {
  readonly id: string;
  readonly type: MessageType;
  readonly title: string;
  readonly subTitle: string;
  readonly avatar: string;
  readonly content: string;
  /** ISO-8601. */
  readonly time: string;
  /** Presentation hint: 0 plain, 1 success, 2 warning, 3 error. */
  readonly messageType: number;
  /** 0 unread, 1 read. */
  readonly status: 0 | 1;
}

/** How many messages the navbar's box shows per type. */
export const MESSAGE_BOX_SIZE = 5;

/** Input of the `fetchPage` actor (GET /author/message/page). */
export interface FetchPageInput {
  readonly type?: MessageType;
  /** 0 unread, 1 read; absent for all. */
  readonly status?: 0 | 1;
  readonly page: number;
  readonly pageSize: number;
}

/** Output of the `fetchPage` actor: the body of the page call. */
export interface MessagePage {
  readonly list: readonly MessageItem[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

/** Input of the `markRead` actor (POST /author/message/read). */
export type MarkReadInput =
  | { readonly ids: readonly string[] }
  | { readonly all: true; readonly type?: MessageType };

/** Output of the `markRead` actor: the body of the read call. */
export interface MarkReadResult {
  readonly updated: number;
  readonly unread: number;
}

/** Counts the machine reports after reads (forwarded as `notifications.set`). */
export interface UnreadReport {
  readonly unread: number;
  readonly byType: UnreadByType;
}

/** Input of the machine. */
export interface MessagesInput {
  /** Items per page: 5 for the navbar box, 20 (default) for the page. */
  readonly pageSize?: number;
  /** Type tab to start on; 'all' by default. */
  readonly type?: MessageTypeFilter;
}

/** Events the messages machine accepts. */
export type MessagesEvent =
  /** Load (or reload) the first page, optionally switching to a type tab. */
  | { type: 'messages.open'; messageType?: MessageTypeFilter }
  /** Switch the type tab; back to page 1. */
  | { type: 'messages.selectType'; messageType: MessageTypeFilter }
  /** Switch the read-state filter; back to page 1. */
  | { type: 'messages.filter'; status: MessageStatusFilter }
  /** Go to a page (from 1). */
  | { type: 'messages.page'; page: number }
  /** Mark messages read; optimistic, rolled back if the call fails. */
  | { type: 'messages.read'; ids: readonly string[] }
  /** Mark every message of a type (all types when absent) read. */
  | { type: 'messages.readAll'; messageType?: MessageType }
  /** Reload the current page and the counts. */
  | { type: 'messages.refresh' }
  /** Internal: reload the counts after a read. */
  | { type: 'messages.statistics' };

/** Error message ids the machine sets (both catalogues carry them). */
export const MESSAGES_LOAD_ERROR = 'messageBox.loadError';
export const MESSAGES_READ_ERROR = 'messages.error.read';
export type MessagesErrorId = typeof MESSAGES_LOAD_ERROR | typeof MESSAGES_READ_ERROR;

/** A read sent or waiting to be sent, with what to undo if it fails. */
interface PendingRead {
  readonly request: MarkReadInput;
  /** Ids this read turned from unread to read in the list. */
  readonly flipped: readonly string[];
  /** What this read took off each count. */
  readonly delta: UnreadByType;
}

export interface MessagesContext {
  readonly type: MessageTypeFilter;
  readonly status: MessageStatusFilter;
  readonly page: number;
  readonly pageSize: number;
  readonly list: readonly MessageItem[];
  readonly total: number;
  readonly unread: number;
  readonly byType: UnreadByType;
  readonly error: MessagesErrorId | null;
  /** Reads in order; the first is in flight while the read region is 'reading'. */
  readonly reads: readonly PendingRead[];
  /** A read changed the counts since the last report. */
  readonly countsDirty: boolean;
}

export const DEFAULT_PAGE_SIZE = 20;
const ZERO: UnreadByType = { message: 0, notice: 0, todo: 0 };

const nonNegative = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);
const sum = (counts: UnreadByType): number => counts.message + counts.notice + counts.todo;
const subtract = (a: UnreadByType, b: UnreadByType): UnreadByType => ({
  message: nonNegative(a.message - b.message),
  notice: nonNegative(a.notice - b.notice),
  todo: nonNegative(a.todo - b.todo),
});
const add = (a: UnreadByType, b: UnreadByType): UnreadByType => ({
  message: a.message + b.message,
  notice: a.notice + b.notice,
  todo: a.todo + b.todo,
});

/** The page call's query for the current tab, filter and page. */
function pageQuery(context: MessagesContext): FetchPageInput {
  return {
    ...(context.type === 'all' ? {} : { type: context.type }),
    ...(context.status === 'all' ? {} : { status: context.status === 'unread' ? 0 : 1 }),
    page: context.page,
    pageSize: context.pageSize,
  };
}

/** The optimistic change a read makes, or null when there is nothing to send. */
function planRead(context: MessagesContext, event: MessagesEvent): PendingRead | null {
  if (event.type === 'messages.read') {
    const ids = [...new Set(event.ids)];
    if (ids.length === 0) return null;
    const wanted = new Set(ids);
    const flippedItems = context.list.filter((item) => wanted.has(item.id) && item.status === 0);
    const delta = { ...ZERO };
    for (const item of flippedItems) delta[item.type] += 1;
    return { request: { ids }, flipped: flippedItems.map((item) => item.id), delta };
  }
  if (event.type === 'messages.readAll') {
    const only = event.messageType;
    const flipped = context.list
      .filter((item) => item.status === 0 && (only === undefined || item.type === only))
      .map((item) => item.id);
    const delta: UnreadByType = only ? { ...ZERO, [only]: context.byType[only] } : context.byType;
    return {
      request: only ? { all: true, type: only } : { all: true },
      flipped,
      delta,
    };
  }
  return null;
}

const setStatus = (
  list: readonly MessageItem[],
  ids: readonly string[],
  status: 0 | 1,
): readonly MessageItem[] => {
  if (ids.length === 0) return list;
  const targets = new Set(ids);
  return list.map((item) => (targets.has(item.id) ? { ...item, status } : item));
};

// A page loaded while reads are still on their way shows them read already,
// as the server will once they land.
function withPendingReads(
  list: readonly MessageItem[],
  reads: readonly PendingRead[],
): readonly MessageItem[] {
  if (reads.length === 0) return list;
  return list.map((item) => {
    if (item.status === 1) return item;
    const pending = reads.some(({ request }) =>
      'ids' in request
        ? request.ids.includes(item.id)
        : request.type === undefined || request.type === item.type,
    );
    return pending ? { ...item, status: 1 as const } : item;
  });
}

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
      return { type: event.messageType ?? context.type, page: 1, error: null };
    }),
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
    assignPageResult: assign(({ context }, params: { page: MessagePage }) => ({
      list: withPendingReads(params.page.list, context.reads),
      total: nonNegative(params.page.total),
      error: null,
    })),
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
    confirmRead: assign(({ context }, params: { result: MarkReadResult }) => ({
      unread: nonNegative(params.result.unread),
      reads: context.reads.slice(1),
      countsDirty: true,
    })),
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

type MessagesSnapshot = SnapshotFrom<typeof messagesMachine>;

/** The messages of the current page. */
export const selectList = (s: MessagesSnapshot): readonly MessageItem[] => s.context.list;
/** Messages matching the tab and filter, over all pages. */
export const selectTotal = (s: MessagesSnapshot): number => s.context.total;
/** Current page, from 1. */
export const selectPage = (s: MessagesSnapshot): number => s.context.page;
export const selectPageSize = (s: MessagesSnapshot): number => s.context.pageSize;
/** A page is being loaded. */
export const selectLoading = (s: MessagesSnapshot): boolean => s.matches({ page: 'loading' });
/** A read is being sent. */
export const selectReading = (s: MessagesSnapshot): boolean => s.matches({ read: 'sending' });
/** Message id of the last failure (load or read), or null. */
export const selectError = (s: MessagesSnapshot): MessagesErrorId | null => s.context.error;
/** Unread count over all types, as the machine last knew it. */
export const selectUnread = (s: MessagesSnapshot): number => s.context.unread;
/** Unread counts per type; the same object until a count changes. */
export const selectUnreadByType = (s: MessagesSnapshot): UnreadByType => s.context.byType;
/** Current type tab. */
export const selectType = (s: MessagesSnapshot): MessageTypeFilter => s.context.type;
/** Current read-state filter. */
export const selectStatus = (s: MessagesSnapshot): MessageStatusFilter => s.context.status;
