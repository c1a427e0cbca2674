import { assign, type SnapshotFrom, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';
import type { MessageStatistics, UnreadByType } from '../common/unread';

export type { MessageStatistics, UnreadByType };

/** How often the unread count is refreshed while the page is visible. */
const POLL_INTERVAL_MS = 60_000;
/** First wait after a failed refresh; doubles with each further failure. */
const RETRY_BASE_MS = 5_000;
/** Longest wait between failed refreshes. */
const RETRY_MAX_MS = 300_000;

/**
 * Wait before the next attempt after `failures` consecutive failures (1 or
 * more): 5 s, 10 s, 20 s ... up to 5 min, so a server in trouble is not
 * hammered by every open tab.
 */
export function backoffDelay(failures: number): number {
  const exponent = Math.max(0, failures - 1);
  // Capped before exponentiating large values so the result stays finite.
  if (exponent >= 16) return RETRY_MAX_MS;
  return Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_MAX_MS);
}

const ZERO_BY_TYPE: UnreadByType = { message: 0, notice: 0, todo: 0 };

// Counts reach the badge as they are; anything but a non-negative integer
// (a malformed body, a negative after optimistic decrements) shows as 0.
const toCount = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

// Keeps the previous object when nothing changed, so views selecting
// `byType` do not re-render on every poll.
function mergeByType(previous: UnreadByType, next: Partial<UnreadByType>): UnreadByType {
  const merged: UnreadByType = {
    message: next.message === undefined ? previous.message : toCount(next.message),
    notice: next.notice === undefined ? previous.notice : toCount(next.notice),
    todo: next.todo === undefined ? previous.todo : toCount(next.todo),
  };
  const same =
    merged.message === previous.message &&
    merged.notice === previous.notice &&
    merged.todo === previous.todo;
  return same ? previous : merged;
}

/** Input of the machine. */
export interface NotificationsInput {
  /** `document.hidden` at creation: a hidden page starts paused. */
  readonly hidden?: boolean;
}

/** Events the notifications machine accepts. */
export type NotificationsEvent =
  /** document visibilitychange, forwarded by the app. */
  | { type: 'notifications.visibility'; hidden: boolean }
  /** The window regained focus: refresh at once. */
  | { type: 'notifications.focus' }
  /** Refresh at once (for instance after the message page changed something). */
  | { type: 'notifications.refresh' }
  /**
   * Set the counts directly (after reading messages or readers' comments);
   * only the counts given change, byType fields merge.
   */
  | {
      type: 'notifications.set';
      unread?: number;
      byType?: Partial<UnreadByType>;
      readerComments?: number;
    }
  /** Logout: stop polling and reset the counts to 0. */
  | { type: 'notifications.stop' }
  /** Login after a stop: poll again. */
  | { type: 'notifications.start' };

export interface NotificationsContext {
  /** Unread count of the badge (docs/behaviour.md, Messages and notifications: a number, default 0). */
  readonly unread: number;
  readonly byType: UnreadByType;
  /** Readers' comments not read yet: the count beside the readers' inbox in the menu. */
  readonly readerComments: number;
  /** Consecutive failed refreshes; drives `retryDelay`. */
  readonly failures: number;
  /** Last reported page visibility, so `notifications.start` knows whether to poll. */
  readonly hidden: boolean;
}

/**
 * Unread message counts for the navbar badge and the message box tabs, and
 * the readers' comments not read yet for the menu's readers' inbox.
 * Polls `fetchStatistics` on start and every `pollInterval` while the page is
 * visible, pauses while it is hidden, refreshes at once on focus or when the
 * page shows again, and backs off (`retryDelay`) after failures.
 *
 * The composition root provides the `fetchStatistics` actor (GET
 * /author/message/statistics, resolving to its body); tests override the
 * actor and, if they like, the `pollInterval` and `retryDelay` delays.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
  },
  actors: {
    // A placeholder that fails: without `.provide` the machine backs off
    // quietly instead of throwing at start.
    fetchStatistics: declaredActor<MessageStatistics>('notifications', 'fetchStatistics'),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
    retryDelay: ({ context }) => backoffDelay(context.failures),
  },
  guards: {
    isHidden: ({ context }) => context.hidden,
    becomesHidden: ({ event }) => event.type === 'notifications.visibility' && event.hidden,
    becomesVisible: ({ event }) => event.type === 'notifications.visibility' && !event.hidden,
  },
  actions: {
    assignStatistics: assign(({ context }, params: { statistics: MessageStatistics }) => ({
      unread: toCount(params.statistics.unread),
      byType: mergeByType(context.byType, params.statistics),
      // A server that does not count comments leaves the count as it was.
      readerComments:
        params.statistics.reader_comments === undefined
          ? context.readerComments
          : toCount(params.statistics.reader_comments),
      failures: 0,
    })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    assignSet: assign(({ context, event }) => {
      if (event.type !== 'notifications.set') return {};
      return {
        unread: event.unread === undefined ? context.unread : toCount(event.unread),
        byType: event.byType ? mergeByType(context.byType, event.byType) : context.byType,
        readerComments:
          event.readerComments === undefined
            ? context.readerComments
            : toCount(event.readerComments),
      };
    }),
    assignVisibility: assign({
      hidden: ({ context, event }) =>
        event.type === 'notifications.visibility' ? event.hidden : context.hidden,
    }),
    reset: assign({ unread: 0, byType: ZERO_BY_TYPE, readerComments: 0, failures: 0 }),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    unread: 0,
    byType: ZERO_BY_TYPE,
    readerComments: 0,
    failures: 0,
    hidden: input.hidden === true,
  }),
  initial: 'running',
  on: {
    'notifications.set': { actions: 'assignSet' },
    'notifications.visibility': { actions: 'assignVisibility' },
  },
  states: {
    running: {
      initial: 'deciding',
      on: {
        'notifications.stop': { target: 'stopped', actions: 'reset' },
      },
      states: {
        deciding: { always: [{ guard: 'isHidden', target: 'paused' }, { target: 'polling' }] },
        polling: {
          initial: 'fetching',
          on: {
            'notifications.visibility': [
              { guard: 'becomesHidden', target: 'paused', actions: 'assignVisibility' },
              { actions: 'assignVisibility' },
            ],
            // Entering 'fetching' drops the pending poll or retry timer, so
            // the next poll counts from this refresh.
            'notifications.focus': { target: '.fetching' },
            'notifications.refresh': { target: '.fetching' },
          },
          states: {
            fetching: {
              invoke: {
                src: 'fetchStatistics',
                onDone: {
                  target: 'waiting',
                  actions: {
                    type: 'assignStatistics',
                    params: ({ event }) => ({ statistics: event.output }),
                  },
                },
                onError: { target: 'retrying', actions: 'countFailure' },
              },
              on: {
                // One request at a time: a refresh asked for mid-request is
                // answered by the request already under way.
                'notifications.focus': {},
                'notifications.refresh': {},
                // A direct set is newer than the answer in flight, which is dropped.
                'notifications.set': { target: 'waiting', actions: 'assignSet' },
              },
            },
            waiting: { after: { pollInterval: 'fetching' } },
            retrying: { after: { retryDelay: 'fetching' } },
          },
        },
        paused: {
          initial: 'idle',
          on: {
            'notifications.visibility': [
              { guard: 'becomesVisible', target: 'polling', actions: 'assignVisibility' },
              { actions: 'assignVisibility' },
            ],
          },
          states: {
            // No timers while hidden; only an explicit refresh asks the server.
            idle: { on: { 'notifications.refresh': 'fetching' } },
            fetching: {
              invoke: {
                src: 'fetchStatistics',
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'assignStatistics',
                    params: ({ event }) => ({ statistics: event.output }),
                  },
                },
                onError: { target: 'idle' },
              },
              on: { 'notifications.set': { target: 'idle', actions: 'assignSet' } },
            },
          },
        },
      },
    },
    stopped: {
      on: {
        'notifications.start': 'running',
        // After logout a late set must not bring back the previous author's count.
        'notifications.set': {},
      },
    },
  },
});

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** Unread count for the badge. */
export const selectUnread = (snapshot: NotificationsSnapshot): number => snapshot.context.unread;

/** Unread counts per type; the same object until a count changes. */
export const selectUnreadByType = (snapshot: NotificationsSnapshot): UnreadByType =>
  snapshot.context.byType;

/** Readers' comments not read yet, for the menu entry of the readers' inbox. */
export const selectReaderComments = (snapshot: NotificationsSnapshot): number =>
  snapshot.context.readerComments;
