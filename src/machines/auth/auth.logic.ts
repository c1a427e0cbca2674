/**
 * The auth machine's pure rules: how a failed call reads for the forms, the
 * role user info implies, and what a login answer carries. No actors, no
 * state: the machine (./auth.machine.ts) calls these from its guards and
 * actions, and tests call them directly.
 */
import { ErrorCodes, SUCCESS_CODE } from '../../lib/contract';
import {
  AUTH_MESSAGE_IDS,
  type AuthEnvelope,
  type AuthEvent,
  type AuthFailure,
  type AuthRole,
  type AuthUser,
  type KeptUser,
  type LoginInput,
  type LoginResult,
  USER_RETRY_FIRST_MS,
  USER_RETRY_MAX_MS,
} from './auth.types';

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
export function describeAuthFailure(reason: unknown): AuthFailure {
  const code = numberField(reason, 'code');
  const body = isObject(reason) ? reason.body : null;
  const failure: AuthFailure = {
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
 * `is_sign` when either flag says the author is signed (docs/behaviour.md, Session and login);
 * otherwise the sample mode's `admin` / `user` when user info carries one.
 */
export function roleOf(
  user: Pick<AuthUser, 'is_sign' | 'is_signed'> & { role?: unknown },
): AuthRole {
  if (user.is_sign || user.is_signed) return 'is_sign';
  return user.role === 'admin' || user.role === 'user' ? user.role : '';
}

/** The token of a login answer, or null when it carries none. */
export function loginToken(result: AuthEnvelope<LoginResult> | null): string | null {
  const token = result?.body?.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The user of a code-0 user-info or registration answer, else null. */
export function userOf(result: AuthEnvelope<AuthUser>): AuthUser | null {
  return result.code === SUCCESS_CODE && isObject(result.body) ? result.body : null;
}

/** The `login` actor's input for the event that started the login. */
/**
 * A refused login: like {@link describeAuthFailure}, except that 103001 and
 * 105001 are the login's own refusals (wrong credentials, tries throttled),
 * not a refused action or the SMS-code cooldown.
 */
export function describeLoginFailure(reason: unknown): AuthFailure {
  const failure = describeAuthFailure(reason);
  switch (numberField(reason, 'code')) {
    case ErrorCodes.notAllowed:
      return { ...failure, error: AUTH_MESSAGE_IDS.badCredentials };
    case ErrorCodes.tooManyRequests:
      return { ...failure, error: AUTH_MESSAGE_IDS.passwordTriesThrottled, retryAfter: null };
    default:
      return failure;
  }
}

export function loginInputOf(
  event: Extract<AuthEvent, { type: 'auth.loginPassword' | 'auth.loginSms' | 'auth.loginSso' }>,
): LoginInput {
  switch (event.type) {
    case 'auth.loginPassword':
      return { method: 'password', phone: event.phone, password: event.password };
    case 'auth.loginSms':
      return { method: 'sms', phone: event.phone, code: event.code };
    case 'auth.loginSso':
      return { method: 'sso', ticket: event.ticket };
  }
}

/** What is kept on the device of a user info answer (see KeptUser). */
export function keptUserOf(user: AuthUser): KeptUser {
  return { penName: user.pen_name ?? '', role: roleOf(user) };
}

const ROLES: readonly string[] = ['', 'is_sign', 'admin', 'user'];

/** A kept user read back from storage, or null when it is not one. */
export function asKeptUser(value: unknown): KeptUser | null {
  if (!isObject(value) || typeof value.penName !== 'string') return null;
  const role = typeof value.role === 'string' && ROLES.includes(value.role) ? value.role : null;
  return role === null ? null : { penName: value.penName, role: role as AuthRole };
}

/** Wait before the n-th retry (from 0) of user info that got no answer: 1 s doubling to 30 s. */
export function userRetryDelay(retries: number): number {
  return Math.min(USER_RETRY_FIRST_MS * 2 ** retries, USER_RETRY_MAX_MS);
}
