import { assign, type SnapshotFrom, setup } from 'xstate';
import { failureMessageId } from '../../lib/api-failure';
import {
  type AccountUser,
  type CodeFailure,
  describeCodeFailure,
  type SensitiveInfo,
  SMS_CODE_PATTERN,
} from '../common/account';
import { declaredActor } from '../common/declared-actor';

/** Input of the `revealSensitive` actor: a code sent for the `sensitive` scene. */
export interface RevealInput {
  readonly code: string;
}

/** Events of the account info page. */
export type AccountInfoEvent =
  /** Load the author again (after a failure, or when the page is shown again). */
  | { type: 'accountInfo.refresh' }
  /** 'Show': send a code to the author's phone to reveal the personal data. */
  | { type: 'accountInfo.show' }
  /** Send the code again (the first one expired, or never arrived). */
  | { type: 'accountInfo.resend' }
  | { type: 'accountInfo.code'; value: string }
  | { type: 'accountInfo.verify' }
  /** Mask again: 'Hide', closing the code prompt, or leaving the page. */
  | { type: 'accountInfo.hide' };

export interface AccountInfoContext {
  readonly user: AccountUser | null;
  readonly loadError: string | null;
  /** The data in clear, only while revealed. */
  readonly revealed: SensitiveInfo | null;
  readonly code: string;
  readonly codeError: CodeFailure | null;
}

/** How long revealed data stays on screen before it is masked again. */
export const REVEAL_FOR_MS = 60_000;

/**
 * The account info page (/account-info): the author as the server answers
 * it (personal data masked by the server's one rule) and the reveal: 'Show'
 * sends an SMS code, the code unmasks the data for this view only, and it
 * masks again after {@link REVEAL_FOR_MS}, on 'Hide', or when the page is
 * left (the screen sends `accountInfo.hide`). The data in clear lives only in
 * the `revealed` state's context and is dropped on its exit.
 *
 * The app provides `fetchAccount`, `sendSensitiveCode` and `revealSensitive`.
 */
export const accountInfoMachine = setup({
  types: {
    context: {} as AccountInfoContext,
    events: {} as AccountInfoEvent,
  },
  actors: {
    fetchAccount: declaredActor<AccountUser, void>('accountInfo', 'fetchAccount'),
    sendSensitiveCode: declaredActor<unknown, void>('accountInfo', 'sendSensitiveCode'),
    revealSensitive: declaredActor<SensitiveInfo, RevealInput>('accountInfo', 'revealSensitive'),
  },
  delays: {
    /** Revealed data masks itself again after this long. */
    revealFor: REVEAL_FOR_MS,
  },
  guards: {
    codeComplete: ({ context }) => SMS_CODE_PATTERN.test(context.code),
  },
  actions: {
    assignUser: assign((_, params: { user: AccountUser }) => ({
      user: params.user,
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessageId(params.error),
    })),
    assignCode: assign((_, params: { value: string }) => ({
      // Digits only: a pasted '123 456' or '123-456' still counts.
      code: params.value.replace(/\D/g, '').slice(0, 6),
      codeError: null,
    })),
    assignCodeError: assign((_, params: { error: unknown }) => ({
      codeError: describeCodeFailure(params.error),
    })),
    assignRevealed: assign((_, params: { info: SensitiveInfo }) => ({ revealed: params.info })),
    forgetRevealed: assign({ revealed: null, code: '', codeError: null }),
  },
}).createMachine({
  id: 'accountInfo',
  context: { user: null, loadError: null, revealed: null, code: '', codeError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchAccount',
        onDone: {
          target: 'ready',
          actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'accountInfo.refresh': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        // Reloading behind what is shown (the page shown again): no spinner.
        data: {
          initial: 'idle',
          states: {
            idle: { on: { 'accountInfo.refresh': 'reloading' } },
            reloading: {
              invoke: {
                src: 'fetchAccount',
                onDone: {
                  target: 'idle',
                  actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
                },
                // What is shown stays; the next showing tries again.
                onError: 'idle',
              },
            },
          },
        },
        reveal: {
          initial: 'masked',
          states: {
            masked: {
              on: { 'accountInfo.show': 'sendingCode' },
            },
            sendingCode: {
              tags: ['askingCode', 'busy'],
              // The code field is on screen already: what is typed while the
              // code goes out (or goes out again) is kept, not dropped.
              on: {
                'accountInfo.code': {
                  actions: {
                    type: 'assignCode',
                    params: ({ event }) => ({ value: event.value }),
                  },
                },
                // Cancel is on screen while the code goes out: it must work then too.
                'accountInfo.hide': { target: 'masked', actions: 'forgetRevealed' },
              },
              invoke: {
                src: 'sendSensitiveCode',
                onDone: 'awaitingCode',
                // Asked too often: a code sent a moment ago still works.
                onError: {
                  target: 'awaitingCode',
                  actions: {
                    type: 'assignCodeError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            awaitingCode: {
              tags: ['askingCode'],
              on: {
                'accountInfo.code': {
                  actions: {
                    type: 'assignCode',
                    params: ({ event }) => ({ value: event.value }),
                  },
                },
                'accountInfo.verify': { guard: 'codeComplete', target: 'verifying' },
                'accountInfo.resend': 'sendingCode',
                'accountInfo.hide': { target: 'masked', actions: 'forgetRevealed' },
              },
            },
            verifying: {
              tags: ['askingCode', 'busy'],
              invoke: {
                src: 'revealSensitive',
                input: ({ context }) => ({ code: context.code }),
                onDone: {
                  target: 'revealed',
                  actions: {
                    type: 'assignRevealed',
                    params: ({ event }) => ({ info: event.output }),
                  },
                },
                onError: {
                  target: 'awaitingCode',
                  actions: {
                    type: 'assignCodeError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
              on: { 'accountInfo.hide': { target: 'masked', actions: 'forgetRevealed' } },
            },
            revealed: {
              tags: ['revealed'],
              after: { revealFor: 'masked' },
              on: { 'accountInfo.hide': 'masked' },
              exit: 'forgetRevealed',
            },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof accountInfoMachine>;

export const selectAccountUser = (s: Snapshot) => s.context.user;
export const selectAccountLoadError = (s: Snapshot) => s.context.loadError;
/** The data in clear while revealed, else null (show the user's masked values). */
export const selectRevealed = (s: Snapshot) => (s.hasTag('revealed') ? s.context.revealed : null);
export const selectAskingCode = (s: Snapshot) => s.hasTag('askingCode');
export const selectRevealBusy = (s: Snapshot) => s.hasTag('busy');
export const selectRevealCode = (s: Snapshot) => s.context.code;
export const selectRevealCodeError = (s: Snapshot) => s.context.codeError;
