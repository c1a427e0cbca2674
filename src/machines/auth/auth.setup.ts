/**
 * The session machine's setup: the actors it declares, its named actions,
 * guards and delays. Its states are in ./auth.machine.ts, what its actions
 * compute in ./auth.logic.ts.
 */
import { assign, emit, setup } from 'xstate';
import { isUnreachable } from '../../lib/api-failure';
import { ErrorCodes, SUCCESS_CODE } from '../../lib/contract';
import { declaredActor } from '../common/declared-actor';
import {
  describeAuthFailure,
  describeLoginFailure,
  keptUserOf,
  loginToken,
  roleOf,
  userRetryDelay,
} from './auth.logic';
import {
  AUTH_MESSAGE_IDS,
  type AuthContext,
  type AuthEmitted,
  type AuthEnvelope,
  type AuthEvent,
  type AuthInput,
  type AuthMessageId,
  type AuthRole,
  type AuthUser,
  type CodeSent,
  type ConfirmRegisterInput,
  type KeptUser,
  type LoginInput,
  type LoginResult,
  PEN_NAME_REQUIRED,
  type SendCodeInput,
} from './auth.types';

export const NO_FIELD_ERRORS: Readonly<Record<string, string>> = {};

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as AuthEmitted,
  },
  // Actor logic is invariant in its types, so real actors and fakes are
  // written `fromPromise<Output, Input>(...)` with exactly these parameters.
  actors: {
    login: declaredActor<AuthEnvelope<LoginResult>, LoginInput>('auth', 'login'),
    sendCode: declaredActor<AuthEnvelope<CodeSent>, SendCodeInput>('auth', 'sendCode'),
    confirmRegister: declaredActor<AuthEnvelope<AuthUser>, ConfirmRegisterInput>(
      'auth',
      'confirmRegister',
    ),
    logout: declaredActor<unknown, void>('auth', 'logout'),
    fetchUserInfo: declaredActor<AuthEnvelope<AuthUser>, void>('auth', 'fetchUserInfo'),
  },
  actions: {
    // The token store is the outside world: plain actions write it, and the
    // assigns after them mirror the token in context for the selectors.
    storeToken: ({ context }) => {
      const token = loginToken(context.loginResult);
      if (token !== null) context.tokens.set(token);
    },
    clearToken: ({ context }) => context.tokens.clear(),
    assignLoginToken: assign(({ context }) => ({ token: loginToken(context.loginResult) })),
    assignNoToken: assign({ token: null }),
    recordLoginResult: assign((_, params: { result: AuthEnvelope<LoginResult> }) => ({
      loginResult: params.result,
    })),
    forgetLoginResult: assign({ loginResult: null }),
    setUser: assign((_, params: { user: AuthUser }) => ({
      user: params.user,
      role: roleOf(params.user),
      keptUser: keptUserOf(params.user),
      userRetries: 0,
    })),
    resetUser: assign({ user: null, keptUser: null, role: '' as AuthRole }),
    // No answer and no user yet: the shell goes on with the kept name and role.
    adoptKeptUser: assign(({ context }) =>
      context.user === null ? { role: context.keptUser?.role ?? ('' as AuthRole) } : {},
    ),
    countUserRetry: assign(({ context }) => ({ userRetries: context.userRetries + 1 })),
    clearError: assign({ error: null, fieldErrors: NO_FIELD_ERRORS, attemptsLeft: null }),
    setError: assign((_, params: { error: AuthMessageId }) => ({
      error: params.error,
      fieldErrors: NO_FIELD_ERRORS,
      attemptsLeft: null,
    })),
    // A login's refusal reads its own codes (describeLoginFailure).
    setFailure: assign((_, params: { reason: unknown; login?: true }) => {
      const describe = params.login ? describeLoginFailure : describeAuthFailure;
      const { error, fieldErrors, attemptsLeft } = describe(params.reason);
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
    /** Keep the user's name and role on the device (KeptUser), for offline starts. */
    keepUser: (_, _params: { user: KeptUser }) => {},
    forgetKeptUser: () => {},
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
    emitUserFailed: emit((_, params: { error?: unknown }) => ({
      type: 'auth.userFailed' as const,
      error: params.error,
    })),
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
    /** The request got no answer at all: nothing is known about the session. */
    gotNoAnswer: (_, params: { error: unknown }) => isUnreachable(params.error),
    hasRetryAfter: (_, params: { reason: unknown }) =>
      describeAuthFailure(params.reason).retryAfter !== null,
    penNameMissing: (_, params: { penName: string }) => params.penName.trim() === '',
    userNeedsRegistration: ({ context }) => context.user?.new_register === true,
    cooldownOver: ({ context }) => context.codeCooldown <= 0,
  },
  delays: {
    /** One step of the SMS-code countdown. */
    resendTick: 1000,
    /** Before user info that got no answer is asked again: 1 s doubling to 30 s. */
    userRetry: ({ context }) => userRetryDelay(context.userRetries),
  },
});
