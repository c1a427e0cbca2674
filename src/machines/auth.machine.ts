import { type ActorRefFrom, assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { components } from '../api/schema';
import { ErrorCodes, SUCCESS_CODE } from '../lib/contract';
import { declaredActor } from './shared/declared-actor';

/** The author as `GET /author/user/info` returns it. */
export type AuthUser = components['schemas']['User'];

/** Body of a login answer (code 0, and 109112 for a registration to confirm). */
export type LoginResult = components['schemas']['LoginResult'];

/** Body of a `send_code` answer. */
export type CodeSent = components['schemas']['CodeSent'];

/**
 * Role derived from user info (SEED-SPEC section 6): `is_sign` for signed
 * authors, else ''; the sample mode's accounts carry `admin` or `user`.
 */
export type AuthRole = '' | 'is_sign' | 'admin' | 'user';

/**
 * What the login, register, user and send-code actors resolve with: the API
 * envelope as `unwrapEnvelope` returns it, so the machine can branch on the
 * pass-through codes 109016 / 109112. Rejections are whatever the client throws
 * (an `ApiError` with `code` / `body`, or the 116001 / 116002 envelope itself).
 */
export interface AuthEnvelope<T> {
  code: number;
  msg?: string;
  body?: T | null;
}

/** Input of the `loginByPassword` actor (`POST /author/user/login_by_pwd`). */
export interface PasswordLoginInput {
  phone: string;
  password: string;
}

/** Input of the `loginBySms` actor (`POST /author/user/login`). */
export interface SmsLoginInput {
  phone: string;
  code: string;
}

/** Input of the `ssoLogin` actor (query of `GET /backend/admin/operation/sso/login`). */
export interface SsoLoginInput {
  ticket: string;
}

/** Input of the `sendCode` actor (`POST /author/user/send_code`). */
export interface SendCodeInput {
  phone: string;
  scene: 'login' | 'reset_pwd';
}

/** Input of the `confirmRegister` actor (`POST /author/user/confirm_register`). */
export interface ConfirmRegisterInput {
  pen_name: string;
  agree_terms: true;
}

/** Where the session token lives; the app passes `api.tokens`, tests a memory store. */
export interface AuthTokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** Message ids the auth machine puts in `context.error`; each needs an entry in both locale files. */
export const AUTH_MESSAGE_IDS = {
  /** The seed's 'Login error, refresh and try again'; any failure without a better id. */
  generic: 'login.form.login.errMsg',
  /** 109016: the phone has no password yet; log in by SMS code instead. */
  passwordNotSet: 'login.form.noPassword',
  /** 116001. */
  codeWrong: 'error.116001',
  /** 116002: expired or too many tries; a new code must be sent. */
  codeExpired: 'error.116002',
  /** 101001: see `fieldErrors` for the fields. */
  invalid: 'error.101001',
  /** 105001: see `codeCooldown` for when to try again. */
  tooManyRequests: 'error.105001',
} as const;

/** One of {@link AUTH_MESSAGE_IDS}. */
export type AuthMessageId = (typeof AUTH_MESSAGE_IDS)[keyof typeof AUTH_MESSAGE_IDS];

/** Field error id for an empty pen name; the server's own vocabulary for 101001. */
export const PEN_NAME_REQUIRED = 'validation.required';

/** Seconds before another SMS code may be asked for when the server does not say. */
export const DEFAULT_CODE_COOLDOWN_S = 60;

/** Events the auth actor accepts. */
export type AuthEvent =
  /** Log in with phone and password (`POST /author/user/login_by_pwd`). */
  | { type: 'auth.loginPassword'; phone: string; password: string }
  /** Log in with an SMS code (`POST /author/user/login`); an unknown phone registers. */
  | { type: 'auth.loginSms'; phone: string; code: string }
  /** Exchange an SSO ticket for a session (`GET /backend/admin/operation/sso/login`). */
  | { type: 'auth.loginSso'; ticket: string }
  /** Ask for an SMS code; starts the resend countdown when the server accepts. */
  | { type: 'auth.sendCode'; phone: string; scene?: 'login' | 'reset_pwd' }
  /** Finish a new registration. Send only once the author ticked the agreement. */
  | { type: 'auth.confirmRegister'; pen_name: string }
  /** Log out: calls the server, then always ends the session. */
  | { type: 'auth.logout' }
  /** The client saw 100002 / 109017 and already cleared the token. */
  | { type: 'auth.expired'; code?: number }
  /** Reload the user info (the navigation guard asks before each navigation). */
  | { type: 'auth.fetchUser' }
  /** The author edited the form; the old error no longer applies. */
  | { type: 'auth.clearError' };

/** Events the auth actor emits; subscribe with `actor.on(type, handler)`. */
export type AuthEmitted =
  /** A token was stored (also for a registration still to confirm). */
  | { type: 'auth.loggedIn'; needsRegistration: boolean }
  /** The session ended; `reason` tells a logout from an expiry. */
  | { type: 'auth.loggedOut'; reason: 'logout' | 'expired' }
  /** User info arrived with code 0. */
  | { type: 'auth.userLoaded'; user: AuthUser }
  /** User info failed (non-zero code or rejection); the navigation guard logs out. */
  | { type: 'auth.userFailed' };

/** What the app passes to `createActor(authMachine, { input })`. */
export interface AuthInput {
  tokens: AuthTokenStore;
  /** A user already known (tests, a restored snapshot); normally left out. */
  user?: AuthUser | null;
  /** Countdown when `send_code` does not say `resend_after_s`; default 60. */
  codeCooldownSeconds?: number;
}

export interface AuthContext {
  readonly tokens: AuthTokenStore;
  /** Mirror of the stored token, so selectors stay pure and reactive. */
  readonly token: string | null;
  readonly user: AuthUser | null;
  readonly role: AuthRole;
  readonly error: AuthMessageId | null;
  /** Field -> message id, from a 101001 answer or local checks. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Tries left for the SMS code after a 116001 / 116002, when the server says. */
  readonly attemptsLeft: number | null;
  /** Seconds until another SMS code may be asked for; 0 when allowed now. */
  readonly codeCooldown: number;
  readonly defaultCodeCooldown: number;
  /** The last login answer, held only while the machine branches on it. */
  readonly loginResult: AuthEnvelope<LoginResult> | null;
}

interface Failure {
  error: AuthMessageId;
  fieldErrors: Record<string, string>;
  attemptsLeft: number | null;
  retryAfter: number | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function numberField(value: unknown, key: string): number | null {
  return isObject(value) && typeof value[key] === 'number' ? value[key] : null;
}

/**
 * Reads a rejection structurally: an `ApiError` and the 116001 / 116002
 * envelope both carry a numeric `code` and a `body`; anything else (a thrown
 * `TypeError`, a transport error) falls back to the generic message.
 */
export function describeAuthFailure(reason: unknown): Failure {
  const code = numberField(reason, 'code');
  const body = isObject(reason) ? reason.body : null;
  const failure: Failure = {
    error: AUTH_MESSAGE_IDS.generic,
    fieldErrors: {},
    attemptsLeft: null,
    retryAfter: null,
  };
  switch (code) {
    case ErrorCodes.codeWrong:
      return {
        ...failure,
        error: AUTH_MESSAGE_IDS.codeWrong,
        attemptsLeft: numberField(body, 'attempts_left'),
      };
    case ErrorCodes.codeExpired:
      return {
        ...failure,
        error: AUTH_MESSAGE_IDS.codeExpired,
        attemptsLeft: numberField(body, 'attempts_left'),
      };
    case ErrorCodes.passwordNotSet:
      return { ...failure, error: AUTH_MESSAGE_IDS.passwordNotSet };
    case ErrorCodes.tooManyRequests:
      return {
        ...failure,
        error: AUTH_MESSAGE_IDS.tooManyRequests,
        retryAfter: numberField(body, 'retry_after_s'),
      };
    case ErrorCodes.invalid: {
      const errors = isObject(body) && isObject(body.errors) ? body.errors : {};
      const fieldErrors: Record<string, string> = {};
      for (const [field, id] of Object.entries(errors)) {
        if (typeof id === 'string') fieldErrors[field] = id;
      }
      return { ...failure, error: AUTH_MESSAGE_IDS.invalid, fieldErrors };
    }
    default:
      return failure;
  }
}

/**
 * `is_sign` when either flag says the author is signed (SEED-SPEC section 4);
 * otherwise the sample mode's `admin` / `user` when user info carries one.
 */
export function roleOf(
  user: Pick<AuthUser, 'is_sign' | 'is_signed'> & { role?: unknown },
): AuthRole {
  if (user.is_sign || user.is_signed) return 'is_sign';
  return user.role === 'admin' || user.role === 'user' ? user.role : '';
}

function loginToken(result: AuthEnvelope<LoginResult> | null): string | null {
  const token = result?.body?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

function userOf(result: AuthEnvelope<AuthUser>): AuthUser | null {
  return result.code === SUCCESS_CODE && isObject(result.body) ? result.body : null;
}

const NO_FIELD_ERRORS: Readonly<Record<string, string>> = {};

/**
 * The session (SEED-SPEC section 4): logged in exactly when a token is
 * stored. Login by password, SMS code or SSO ticket; 109112 keeps the token
 * and waits in `registering` for a pen name; logout calls the server and then
 * always ends the session; `auth.expired` ends it without a call. A parallel
 * `code` region runs the SMS-code resend countdown.
 *
 * Provide the actors (`loginByPassword`, `loginBySms`, `ssoLogin`, `sendCode`,
 * `confirmRegister`, `logout`, `fetchUserInfo`) and the hooks
 * `clearServerMenu` / `removeGuideFlag` with `.provide(...)`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as AuthEmitted,
  },
  // Actor logic is invariant in its types, so real actors and fakes are
  // written `fromPromise<Output, Input>(...)` with exactly these parameters.
  actors: {
    loginByPassword: declaredActor<AuthEnvelope<LoginResult>, PasswordLoginInput>(
      'auth',
      'loginByPassword',
    ),
    loginBySms: declaredActor<AuthEnvelope<LoginResult>, SmsLoginInput>('auth', 'loginBySms'),
    ssoLogin: declaredActor<AuthEnvelope<LoginResult>, SsoLoginInput>('auth', 'ssoLogin'),
    sendCode: declaredActor<AuthEnvelope<CodeSent>, SendCodeInput>('auth', 'sendCode'),
    confirmRegister: declaredActor<AuthEnvelope<AuthUser>, ConfirmRegisterInput>(
      'auth',
      'confirmRegister',
    ),
    logout: declaredActor<unknown, void>('auth', 'logout'),
    fetchUserInfo: declaredActor<AuthEnvelope<AuthUser>, void>('auth', 'fetchUserInfo'),
  },
  actions: {
    storeToken: assign(({ context }) => {
      const token = loginToken(context.loginResult);
      if (token !== null) context.tokens.set(token);
      return { token };
    }),
    clearToken: assign(({ context }) => {
      context.tokens.clear();
      return { token: null };
    }),
    recordLoginResult: assign((_, params: { result: AuthEnvelope<LoginResult> }) => ({
      loginResult: params.result,
    })),
    forgetLoginResult: assign({ loginResult: null }),
    setUser: assign((_, params: { user: AuthUser }) => ({
      user: params.user,
      role: roleOf(params.user),
    })),
    resetUser: assign({ user: null, role: '' as AuthRole }),
    clearError: assign({ error: null, fieldErrors: NO_FIELD_ERRORS, attemptsLeft: null }),
    setError: assign((_, params: { error: AuthMessageId }) => ({
      error: params.error,
      fieldErrors: NO_FIELD_ERRORS,
      attemptsLeft: null,
    })),
    setFailure: assign((_, params: { reason: unknown }) => {
      const { error, fieldErrors, attemptsLeft } = describeAuthFailure(params.reason);
      return { error, fieldErrors, attemptsLeft };
    }),
    requirePenName: assign({
      error: AUTH_MESSAGE_IDS.invalid as AuthMessageId,
      fieldErrors: { pen_name: PEN_NAME_REQUIRED },
    }),
    startCooldown: assign(({ context }, params: { seconds: number | null }) => ({
      codeCooldown: Math.max(0, Math.ceil(params.seconds ?? context.defaultCodeCooldown)),
    })),
    tickCooldown: assign(({ context }) => ({
      codeCooldown: Math.max(0, context.codeCooldown - 1),
    })),
    resetCooldown: assign({ codeCooldown: 0 }),
    // Hooks for state that lives outside the machine (app store, localStorage);
    // the app provides them. No-ops by default so a bare machine still runs.
    clearServerMenu: () => {},
    removeGuideFlag: () => {},
    emitLoggedIn: emit((_, params: { needsRegistration: boolean }) => ({
      type: 'auth.loggedIn' as const,
      needsRegistration: params.needsRegistration,
    })),
    emitLoggedOut: emit((_, params: { reason: 'logout' | 'expired' }) => ({
      type: 'auth.loggedOut' as const,
      reason: params.reason,
    })),
    emitUserLoaded: emit((_, params: { user: AuthUser }) => ({
      type: 'auth.userLoaded' as const,
      user: params.user,
    })),
    emitUserFailed: emit({ type: 'auth.userFailed' as const }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    loginAccepted: ({ context }) =>
      context.loginResult?.code === SUCCESS_CODE &&
      loginToken(context.loginResult) !== null &&
      context.loginResult.body?.new_register !== true,
    // A code-0 answer that still says new_register is an unfinished sign-up too.
    loginNeedsRegistration: ({ context }) =>
      loginToken(context.loginResult) !== null &&
      (context.loginResult?.code === ErrorCodes.registrationToConfirm ||
        (context.loginResult?.code === SUCCESS_CODE &&
          context.loginResult.body?.new_register === true)),
    loginPasswordNotSet: ({ context }) => context.loginResult?.code === ErrorCodes.passwordNotSet,
    isOk: (_, params: { code: number }) => params.code === SUCCESS_CODE,
    hasUser: (_, params: { user: AuthUser | null }) => params.user !== null,
    hasRetryAfter: (_, params: { reason: unknown }) =>
      describeAuthFailure(params.reason).retryAfter !== null,
    penNameMissing: (_, params: { penName: string }) => params.penName.trim() === '',
    userNeedsRegistration: ({ context }) => context.user?.new_register === true,
    cooldownOver: ({ context }) => context.codeCooldown <= 0,
  },
  delays: {
    /** One step of the SMS-code countdown. */
    resendTick: 1000,
  },
}).createMachine({
  id: 'auth',
  type: 'parallel',
  context: ({ input }) => ({
    tokens: input.tokens,
    token: input.tokens.get(),
    user: input.user ?? null,
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
            'auth.loginPassword': 'loggingIn.password',
            'auth.loginSms': 'loggingIn.sms',
            'auth.loginSso': 'loggingIn.sso',
          },
        },
        loggingIn: {
          // Always entered at a method; the initial is only the chart's default.
          initial: 'password',
          entry: 'clearError',
          states: {
            password: {
              invoke: {
                src: 'loginByPassword',
                input: ({ event }) => {
                  const { phone, password } = event as Extract<
                    AuthEvent,
                    { type: 'auth.loginPassword' }
                  >;
                  return { phone, password };
                },
                onDone: {
                  target: '#auth.session.settling',
                  actions: {
                    type: 'recordLoginResult',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: {
                  target: '#auth.session.loggedOut',
                  actions: [
                    'clearToken',
                    { type: 'setFailure', params: ({ event }) => ({ reason: event.error }) },
                  ],
                },
              },
            },
            sms: {
              invoke: {
                src: 'loginBySms',
                input: ({ event }) => {
                  const { phone, code } = event as Extract<AuthEvent, { type: 'auth.loginSms' }>;
                  return { phone, code };
                },
                onDone: {
                  target: '#auth.session.settling',
                  actions: {
                    type: 'recordLoginResult',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: {
                  target: '#auth.session.loggedOut',
                  actions: [
                    'clearToken',
                    { type: 'setFailure', params: ({ event }) => ({ reason: event.error }) },
                  ],
                },
              },
            },
            sso: {
              invoke: {
                src: 'ssoLogin',
                input: ({ event }) => ({
                  ticket: (event as Extract<AuthEvent, { type: 'auth.loginSso' }>).ticket,
                }),
                onDone: {
                  target: '#auth.session.settling',
                  actions: {
                    type: 'recordLoginResult',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: {
                  target: '#auth.session.loggedOut',
                  actions: [
                    'clearToken',
                    { type: 'setFailure', params: ({ event }) => ({ reason: event.error }) },
                  ],
                },
              },
            },
          },
        },
        // One place for the code rules, whichever way the author logged in.
        // The answer is dropped by each transition (not on exit: exit actions
        // run before transition actions, and storeToken still reads it).
        settling: {
          always: [
            {
              guard: 'loginAccepted',
              target: 'loggedIn',
              actions: [
                'storeToken',
                'forgetLoginResult',
                { type: 'emitLoggedIn', params: { needsRegistration: false } },
              ],
            },
            {
              guard: 'loginNeedsRegistration',
              target: 'loggedIn.profile.registering',
              actions: [
                'storeToken',
                'forgetLoginResult',
                { type: 'emitLoggedIn', params: { needsRegistration: true } },
              ],
            },
            {
              guard: 'loginPasswordNotSet',
              target: 'loggedOut',
              actions: [
                'clearToken',
                'forgetLoginResult',
                { type: 'setError', params: { error: AUTH_MESSAGE_IDS.passwordNotSet } },
              ],
            },
            {
              target: 'loggedOut',
              actions: [
                'clearToken',
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
                'clearServerMenu',
                'removeGuideFlag',
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
                      invoke: {
                        src: 'confirmRegister',
                        input: ({ event }) => ({
                          pen_name: (
                            event as Extract<AuthEvent, { type: 'auth.confirmRegister' }>
                          ).pen_name.trim(),
                          agree_terms: true as const,
                        }),
                        onDone: [
                          {
                            guard: {
                              type: 'isOk',
                              params: ({ event }) => ({ code: event.output.code }),
                            },
                            target: '#auth.session.loggedIn.profile.active',
                            actions: {
                              type: 'setUser',
                              params: ({ event }) => ({ user: event.output.body as AuthUser }),
                            },
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
                            type: 'emitUserLoaded',
                            params: ({ event }) => ({ user: userOf(event.output) as AuthUser }),
                          },
                        ],
                      },
                      { target: 'idle', actions: 'emitUserFailed' },
                    ],
                    onError: { target: 'idle', actions: 'emitUserFailed' },
                  },
                },
              },
            },
          },
        },
        // The server call goes out with the token still set (x-token); only
        // after it settles, either way, is the session forgotten.
        loggingOut: {
          invoke: {
            src: 'logout',
            onDone: 'endingSession',
            onError: 'endingSession',
          },
        },
        endingSession: {
          always: {
            target: 'loggedOut',
            actions: [
              'resetUser',
              'clearToken',
              'clearServerMenu',
              'removeGuideFlag',
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
              const { phone, scene } = event as Extract<AuthEvent, { type: 'auth.sendCode' }>;
              return { phone, scene: scene ?? 'login' };
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
export const selectIsBusy = (s: AuthSnapshot): boolean =>
  s.matches({ session: 'loggingIn' }) ||
  s.matches({ session: 'settling' }) ||
  s.matches({ session: 'loggingOut' }) ||
  s.matches({ session: 'endingSession' }) ||
  s.matches({ session: { loggedIn: { profile: { registering: 'submitting' } } } });

/** The pen name and agreement form must be shown. */
export const selectNeedsRegistration = (s: AuthSnapshot): boolean =>
  s.matches({ session: { loggedIn: { profile: 'registering' } } });

/** Seconds left before another SMS code may be asked for; 0 when allowed. */
export const selectCodeCooldown = (s: AuthSnapshot): number => s.context.codeCooldown;

/** The send-code call is out. */
export const selectIsSendingCode = (s: AuthSnapshot): boolean => s.matches({ code: 'sending' });

/** What the navigation guard reads about the session (its `getAuth` input). */
export interface AuthView {
  loggedIn: boolean;
  role: string;
  userKnown: boolean;
}

/**
 * Adapts a running auth actor to the navigation machine: `getAuth` for its
 * input, `refreshUser` and `logout` as promise actors for its `.provide`.
 * Both go through the auth actor, so there is one source of truth for the
 * user and the token.
 *
 * @example
 *   const link = createAuthNavigationLink(auth);
 *   const nav = createActor(
 *     navigationMachine.provide({ actors: { refreshUser: link.refreshUser, logout: link.logout } }),
 *     { input: { routes, isAllowed, getAuth: link.getAuth } },
 *   ).start();
 */
export function createAuthNavigationLink(auth: AuthActorRef) {
  const getAuth = (): AuthView => {
    const s = auth.getSnapshot();
    return {
      loggedIn: selectIsLoggedIn(s),
      role: selectRole(s),
      userKnown: selectUser(s) !== null,
    };
  };

  // Listens before sending, so an answer that is already on its way (a fetch
  // started by someone else) settles this call too.
  // Output typed `unknown`, as the navigation machine declares it: actor
  // logic is invariant in its output, so `AuthUser` would not be accepted.
  const refreshUser = fromPromise<unknown, void>(
    ({ signal }) =>
      new Promise<AuthUser>((resolve, reject) => {
        if (!selectIsLoggedIn(auth.getSnapshot())) {
          reject(new Error('auth: not logged in'));
          return;
        }
        const subscriptions = [
          auth.on('auth.userLoaded', (event) => {
            stop();
            resolve(event.user);
          }),
          auth.on('auth.userFailed', () => {
            stop();
            reject(new Error('auth: user info failed'));
          }),
          auth.on('auth.loggedOut', () => {
            stop();
            reject(new Error('auth: logged out'));
          }),
        ];
        const stop = () => {
          for (const sub of subscriptions) sub.unsubscribe();
          signal.removeEventListener('abort', stop);
        };
        signal.addEventListener('abort', stop);
        auth.send({ type: 'auth.fetchUser' });
      }),
  );

  const logout = fromPromise<unknown, void>(
    ({ signal }) =>
      new Promise<void>((resolve) => {
        if (!selectIsLoggedIn(auth.getSnapshot())) {
          resolve();
          return;
        }
        const sub = auth.on('auth.loggedOut', () => {
          stop();
          resolve();
        });
        const stop = () => {
          sub.unsubscribe();
          signal.removeEventListener('abort', stop);
        };
        signal.addEventListener('abort', stop);
        auth.send({ type: 'auth.logout' });
      }),
  );

  return { getAuth, refreshUser, logout };
}
