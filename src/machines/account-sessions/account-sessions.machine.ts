import { assign, type SnapshotFrom, setup } from 'xstate';
import { failureMessageId } from '../../lib/api-failure';
import type { LoginRecord } from '../../lib/contract';
import { declaredActor } from '../common/declared-actor';

export type { LoginRecord };

export type AccountSessionsEvent =
  | { type: 'sessions.refresh' }
  /** Ends every other session of the author; this one stays. */
  | { type: 'sessions.logoutOthers' };

export interface AccountSessionsContext {
  readonly list: readonly LoginRecord[] | null;
  /** Sessions the last 'log out other devices' ended, to say so; null before. */
  readonly ended: number | null;
  readonly failure: string | null;
}

/**
 * The login history (time, coarse device, approximate place) and 'log out
 * other devices'. The app provides `fetchLoginHistory` and `logoutOthers`.
 */
export const accountSessionsMachine = setup({
  types: {
    context: {} as AccountSessionsContext,
    events: {} as AccountSessionsEvent,
  },
  actors: {
    fetchLoginHistory: declaredActor<{ list: LoginRecord[] }, void>(
      'accountSessions',
      'fetchLoginHistory',
    ),
    logoutOthers: declaredActor<{ ended: number }, void>('accountSessions', 'logoutOthers'),
  },
  actions: {
    assignList: assign((_, params: { list: LoginRecord[] }) => ({
      list: params.list,
      failure: null,
    })),
    assignEnded: assign((_, params: { ended: number }) => ({ ended: params.ended })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: failureMessageId(params.error),
    })),
  },
}).createMachine({
  id: 'accountSessions',
  context: { list: null, ended: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchLoginHistory',
        onDone: {
          target: 'ready',
          actions: { type: 'assignList', params: ({ event }) => ({ list: event.output.list }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      on: {
        'sessions.refresh': 'loading',
        'sessions.logoutOthers': 'endingOthers',
      },
    },
    endingOthers: {
      tags: ['busy', 'endingOthers'],
      invoke: {
        src: 'logoutOthers',
        onDone: {
          target: 'loading',
          actions: { type: 'assignEnded', params: ({ event }) => ({ ended: event.output.ended }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof accountSessionsMachine>;

export const selectLoginHistory = (s: Snapshot) => s.context.list;
export const selectSessionsEnded = (s: Snapshot) => s.context.ended;
export const selectSessionsFailure = (s: Snapshot) => s.context.failure;
export const selectEndingOthers = (s: Snapshot) => s.hasTag('endingOthers');
