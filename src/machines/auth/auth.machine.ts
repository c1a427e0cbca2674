import { type ActorRefFrom, assertEvent, type SnapshotFrom } from 'xstate';
import { describeAuthFailure, keptUserOf, loginInputOf, roleOf, userOf } from './auth.logic';
import { authSetup, NO_FIELD_ERRORS } from './auth.setup';
import {
  AUTH_MESSAGE_IDS,
  type AuthMessageId,
  type AuthRole,
  type AuthUser,
  DEFAULT_CODE_COOLDOWN_S,
} from './auth.types';

// The machine module is the auth area's one entry point: its vocabulary and
// pure rules are re-exported here.
export * from './auth.logic';
export * from './auth.types';

/**
 * The session (docs/behaviour.md, Session and login): logged in exactly when a token is
 * stored. Login by password, SMS code or SSO ticket; 109112 keeps the token
 * and waits in `registering` for a pen name; logout calls the server and then
 * always ends the session; `auth.expired` ends it without a call. A parallel
 * `code` region runs the SMS-code resend countdown.
 *
 * States where a call is out carry the tag `busy`.
 *
 * User info that gets no answer at all leaves the session as it is, on the
 * name and role kept from the last answer (`keptUser`), and is asked again
 * (`userInfo.unreachable`): a known author works offline, never logged out.
 *
 * Provide the actors (`login`, `sendCode`, `confirmRegister`, `logout`,
 * `fetchUserInfo`; src/api/actors/auth.ts has the real ones) and the hooks
 * `clearServerMenu` / `removeGuideFlag` / `keepUser` / `forgetKeptUser`
 * with `.provide(...)`.
 */
export const authMachine = authSetup.createMachine({
  id: 'auth',
  type: 'parallel',
  context: ({ input }) => ({
    tokens: input.tokens,
    token: input.tokens.get(),
    user: input.user ?? null,
    keptUser: input.keptUser ?? null,
    userRetries: 0,
    role: input.user ? roleOf(input.user) : '',
    error: null,
    fieldErrors: NO_FIELD_ERRORS,
    attemptsLeft: null,
    codeCooldown: 0,
    defaultCodeCooldown: input.codeCooldownSeconds ?? DEFAULT_CODE_COOLDOWN_S,
    loginResult: null,
  }),
  on: {
    'auth.clearError': { actions: 'clearError' },
  },
  states: {
    session: {
      initial: 'booting',
      states: {
        // The stored token alone decides, so a reload keeps the session.
        booting: {
          always: [{ guard: 'hasToken', target: 'loggedIn' }, { target: 'loggedOut' }],
        },
        loggedOut: {
          on: {
            'auth.loginPassword': 'loggingIn',
            'auth.loginSms': 'loggingIn',
            'auth.loginSso': 'loggingIn',
          },
        },
        // One invoke for every way in: the event says which call to make.
        loggingIn: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, ['auth.loginPassword', 'auth.loginSms', 'auth.loginSso']);
              return loginInputOf(event);
            },
            onDone: {
              target: 'settling',
              actions: {
                type: 'recordLoginResult',
                params: ({ event }) => ({ result: event.output }),
              },
            },
            onError: {
              target: 'loggedOut',
              actions: [
                'clearToken',
                'assignNoToken',
                {
                  type: 'setFailure',
                  params: ({ event }) => ({ reason: event.error, login: true }),
                },
              ],
            },
          },
        },
        // One place for the code rules, whichever way the author logged in.
        // The answer is dropped by each transition (not on exit: exit actions
        // run before transition actions, and storeToken still reads it).
        settling: {
          tags: ['busy'],
          always: [
            {
              guard: 'loginAccepted',
              target: 'loggedIn',
              actions: [
                'storeToken',
                'assignLoginToken',
                'forgetLoginResult',
                { type: 'emitLoggedIn', params: { needsRegistration: false } },
              ],
            },
            {
              guard: 'loginNeedsRegistration',
              target: 'loggedIn.profile.registering',
              actions: [
                'storeToken',
                'assignLoginToken',
                'forgetLoginResult',
                { type: 'emitLoggedIn', params: { needsRegistration: true } },
              ],
            },
            {
              guard: 'loginPasswordNotSet',
              target: 'loggedOut',
              actions: [
                'clearToken',
                'assignNoToken',
                'forgetLoginResult',
                { type: 'setError', params: { error: AUTH_MESSAGE_IDS.passwordNotSet } },
              ],
            },
            {
              target: 'loggedOut',
              actions: [
                'clearToken',
                'assignNoToken',
                'forgetLoginResult',
                { type: 'setError', params: { error: AUTH_MESSAGE_IDS.generic } },
              ],
            },
          ],
        },
        loggedIn: {
          type: 'parallel',
          on: {
            'auth.logout': 'loggingOut',
            'auth.expired': {
              target: 'loggedOut',
              actions: [
                'resetUser',
                'clearToken',
                'assignNoToken',
                'clearServerMenu',
                'removeGuideFlag',
                'forgetKeptUser',
                { type: 'emitLoggedOut', params: { reason: 'expired' } },
              ],
            },
          },
          states: {
            profile: {
              initial: 'active',
              states: {
                active: {
                  // A reload in the middle of a sign-up lands here with a token;
                  // user info tells us the pen name is still missing.
                  always: { guard: 'userNeedsRegistration', target: 'registering' },
                },
                registering: {
                  initial: 'editing',
                  states: {
                    editing: {
                      on: {
                        'auth.confirmRegister': [
                          {
                            guard: {
                              type: 'penNameMissing',
                              params: ({ event }) => ({ penName: event.pen_name }),
                            },
                            actions: 'requirePenName',
                          },
                          { target: 'submitting', actions: 'clearError' },
                        ],
                      },
                    },
                    submitting: {
                      tags: ['busy'],
                      invoke: {
                        src: 'confirmRegister',
                        input: ({ event }) => {
                          assertEvent(event, 'auth.confirmRegister');
                          return { pen_name: event.pen_name.trim(), agree_terms: true as const };
                        },
                        onDone: [
                          {
                            guard: {
                              type: 'isOk',
                              params: ({ event }) => ({ code: event.output.code }),
                            },
                            target: '#auth.session.loggedIn.profile.active',
                            actions: [
                              {
                                type: 'setUser',
                                params: ({ event }) => ({ user: event.output.body as AuthUser }),
                              },
                              {
                                type: 'keepUser',
                                params: ({ event }) => ({
                                  user: keptUserOf(event.output.body as AuthUser),
                                }),
                              },
                            ],
                          },
                          {
                            target: 'editing',
                            actions: {
                              type: 'setError',
                              params: { error: AUTH_MESSAGE_IDS.generic },
                            },
                          },
                        ],
                        onError: {
                          target: 'editing',
                          actions: {
                            type: 'setFailure',
                            params: ({ event }) => ({ reason: event.error }),
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
            userInfo: {
              initial: 'idle',
              states: {
                idle: {
                  on: { 'auth.fetchUser': 'fetching' },
                },
                // User info got no answer (offline, the server down): the
                // session stands, with the kept name and role
                // (selectUserUnreachable), and is asked again, 1 s doubling
                // to 30 s, or at once on auth.fetchUser. Never a logout: no
                // answer says nothing about the token.
                unreachable: {
                  entry: 'adoptKeptUser',
                  after: { userRetry: { target: 'fetching', actions: 'countUserRetry' } },
                  on: { 'auth.fetchUser': 'fetching' },
                },
                // Another auth.fetchUser while fetching is answered by this one.
                fetching: {
                  invoke: {
                    src: 'fetchUserInfo',
                    onDone: [
                      {
                        guard: {
                          type: 'hasUser',
                          params: ({ event }) => ({ user: userOf(event.output) }),
                        },
                        target: 'idle',
                        actions: [
                          {
                            type: 'setUser',
                            params: ({ event }) => ({ user: userOf(event.output) as AuthUser }),
                          },
                          {
                            type: 'keepUser',
                            params: ({ event }) => ({
                              user: keptUserOf(userOf(event.output) as AuthUser),
                            }),
                          },
                          {
                            type: 'emitUserLoaded',
                            params: ({ event }) => ({ user: userOf(event.output) as AuthUser }),
                          },
                        ],
                      },
                      { target: 'idle', actions: { type: 'emitUserFailed', params: {} } },
                    ],
                    onError: [
                      {
                        guard: {
                          type: 'gotNoAnswer',
                          params: ({ event }) => ({ error: event.error }),
                        },
                        target: 'unreachable',
                        actions: {
                          type: 'emitUserFailed',
                          params: ({ event }) => ({ error: event.error }),
                        },
                      },
                      {
                        target: 'idle',
                        actions: {
                          type: 'emitUserFailed',
                          params: ({ event }) => ({ error: event.error }),
                        },
                      },
                    ],
                  },
                },
              },
            },
          },
        },
        // The server call goes out with the token still set (x-token); only
        // after it settles, either way, is the session forgotten.
        loggingOut: {
          tags: ['busy'],
          invoke: {
            src: 'logout',
            onDone: 'endingSession',
            onError: 'endingSession',
          },
        },
        endingSession: {
          tags: ['busy'],
          always: {
            target: 'loggedOut',
            actions: [
              'resetUser',
              'clearToken',
              'assignNoToken',
              'clearServerMenu',
              'removeGuideFlag',
              'forgetKeptUser',
              { type: 'emitLoggedOut', params: { reason: 'logout' } },
            ],
          },
        },
      },
    },
    code: {
      initial: 'ready',
      states: {
        ready: {
          on: { 'auth.sendCode': 'sending' },
        },
        sending: {
          entry: 'clearError',
          invoke: {
            src: 'sendCode',
            input: ({ event }) => {
              assertEvent(event, 'auth.sendCode');
              return { phone: event.phone, scene: event.scene ?? 'login' };
            },
            onDone: [
              {
                guard: { type: 'isOk', params: ({ event }) => ({ code: event.output.code }) },
                target: 'coolingDown',
                actions: {
                  type: 'startCooldown',
                  params: ({ event }) => ({ seconds: event.output.body?.resend_after_s ?? null }),
                },
              },
              {
                target: 'ready',
                actions: { type: 'setError', params: { error: AUTH_MESSAGE_IDS.generic } },
              },
            ],
            onError: [
              {
                // 105001: the server says how long to wait; count that down.
                guard: { type: 'hasRetryAfter', params: ({ event }) => ({ reason: event.error }) },
                target: 'coolingDown',
                actions: [
                  { type: 'setFailure', params: ({ event }) => ({ reason: event.error }) },
                  {
                    type: 'startCooldown',
                    params: ({ event }) => ({
                      seconds: describeAuthFailure(event.error).retryAfter,
                    }),
                  },
                ],
              },
              {
                target: 'ready',
                actions: { type: 'setFailure', params: ({ event }) => ({ reason: event.error }) },
              },
            ],
          },
        },
        coolingDown: {
          always: { guard: 'cooldownOver', target: 'ready', actions: 'resetCooldown' },
          after: {
            resendTick: { target: 'coolingDown', reenter: true, actions: 'tickCooldown' },
          },
        },
      },
    },
  },
});

/** The running auth actor, as the app and the link below see it. */
export type AuthActorRef = ActorRefFrom<typeof authMachine>;

/** A snapshot of the auth actor. */
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Logged in exactly when a token is stored (a sign-up still to confirm included). */
export const selectIsLoggedIn = (s: AuthSnapshot): boolean => s.context.token !== null;

/** The author, or null until user info arrives. */
export const selectUser = (s: AuthSnapshot): AuthUser | null => s.context.user;

/**
 * User info got no answer (offline, the server unreachable): the session
 * stands on what this device knows (the kept name and role) until an answer comes.
 */
export const selectUserUnreachable = (s: AuthSnapshot): boolean =>
  s.matches({ session: { loggedIn: { userInfo: 'unreachable' } } });

/**
 * The author's name for the shell: user info's pen name (or masked phone),
 * else the name kept from the last answer while user info gets none.
 */
export const selectDisplayName = (s: AuthSnapshot): string => {
  const { user, keptUser } = s.context;
  if (user) return user.pen_name || user.phone || '';
  return keptUser?.penName ?? '';
};

/** '' or 'is_sign'. */
export const selectRole = (s: AuthSnapshot): AuthRole => s.context.role;

/** Message id of the last failure, or null. */
export const selectAuthError = (s: AuthSnapshot): AuthMessageId | null => s.context.error;

/** Field -> message id; the same object until it changes, so safe for `useSelector`. */
export const selectFieldErrors = (s: AuthSnapshot): Readonly<Record<string, string>> =>
  s.context.fieldErrors;

/** Tries left for the SMS code, when the server said. */
export const selectCodeAttemptsLeft = (s: AuthSnapshot): number | null => s.context.attemptsLeft;

/** A login, registration or logout call is out: disable the form's buttons. */
export const selectIsBusy = (s: AuthSnapshot): boolean => s.hasTag('busy');

/** The pen name and agreement form must be shown. */
export const selectNeedsRegistration = (s: AuthSnapshot): boolean =>
  s.matches({ session: { loggedIn: { profile: 'registering' } } });

/** Seconds left before another SMS code may be asked for; 0 when allowed. */
export const selectCodeCooldown = (s: AuthSnapshot): number => s.context.codeCooldown;

/** The send-code call is out. */
export const selectIsSendingCode = (s: AuthSnapshot): boolean => s.matches({ code: 'sending' });
