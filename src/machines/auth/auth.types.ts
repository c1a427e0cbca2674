/**
 * The auth machine's vocabulary: what its actors take and give, its events,
 * what it emits, its context and the message ids it sets. The machine is in
 * ./auth.machine.ts, its pure rules in ./auth.logic.ts.
 */
import type { CodeSent, LoginResult, User } from '../../lib/contract';

/** The author as `GET /author/user/info` returns it. */
export type AuthUser = User;

export type { CodeSent, LoginResult };

/**
 * Role derived from user info (docs/behaviour.md, Roles): `is_sign` for signed
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

/**
 * Input of the `login` actor, one per way in: password
 * (`POST /author/user/login_by_pwd`), SMS code (`POST /author/user/login`,
 * where an unknown phone registers) or SSO ticket
 * (`GET /backend/admin/operation/sso/login`).
 */
export type LoginInput =
  | { readonly method: 'password'; readonly phone: string; readonly password: string }
  | { readonly method: 'sms'; readonly phone: string; readonly code: string }
  | { readonly method: 'sso'; readonly ticket: string };

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
  /**
   * 103001 from a login: the server answers an unknown phone, a wrong
   * password and an account without a password alike, so the text names all
   * three and points to the SMS code.
   */
  badCredentials: 'login.form.badCredentials',
  /** 105001 from a login: waits grow with each wrong try. */
  passwordTriesThrottled: 'login.form.tooManyTries',
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
  /**
   * User info failed: an answer with a non-zero code (`error` absent), or no
   * answer (`error`, the request's rejection, which the session link reads:
   * a request that never reached the server is asked again, not a failed
   * session). The navigation guard logs out on a failure.
   */
  | { type: 'auth.userFailed'; error?: unknown };

/**
 * What the shell shows of the author while user info gets no answer
 * (offline, the server unreachable): kept on this device from the last
 * answer, forgotten on logout. Only the pen name and the role: nothing the
 * author would mind a shared computer showing (no phone, no ID).
 */
export interface KeptUser {
  readonly penName: string;
  readonly role: AuthRole;
}

/** First wait before user info that got no answer is asked again; it doubles up to the max. */
export const USER_RETRY_FIRST_MS = 1_000;
export const USER_RETRY_MAX_MS = 30_000;

/** What the app passes to `createActor(authMachine, { input })`. */
export interface AuthInput {
  tokens: AuthTokenStore;
  /** The last user info's name and role, as kept on this device (see KeptUser). */
  keptUser?: KeptUser | null;
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
  /** The last known name and role, for when user info gets no answer. */
  readonly keptUser: KeptUser | null;
  /** User info requests in a row that got no answer (the retry's backoff). */
  readonly userRetries: number;
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

/** What a failed call means for the login forms. */
export interface AuthFailure {
  error: AuthMessageId;
  fieldErrors: Record<string, string>;
  attemptsLeft: number | null;
  retryAfter: number | null;
}
