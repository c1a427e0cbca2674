/**
 * The envelope's codes (the spec's `ErrorCode` enum and the error table in
 * its description), by name. The server answers them and the client's
 * middleware and machines branch on them; both read this one table.
 */
import type { ErrorCode as SpecErrorCode } from '../../api/schema';

/** `code` of every successful envelope. */
export const SUCCESS_CODE = 0;

/** Every non-zero code the API answers, by name. */
export const ErrorCodes = {
  /** Token missing, invalid or expired. */
  tokenInvalid: 100002,
  /** Token revoked (logged in elsewhere, password changed). */
  tokenRevoked: 109017,
  /** Request invalid; `body.errors` maps field -> message id. */
  invalid: 101001,
  /** Not found (also for another author's resource). */
  notFound: 102001,
  /** Not allowed (role, locked chapter, state). */
  notAllowed: 103001,
  /** Out of reading order: earlier chapters are drafts or go out later; `body.earlier` names them. */
  outOfOrder: 103002,
  /** The pre-publish check found words a rule blocks; `body.chapters` lists the findings. */
  prepublishBlocked: 103003,
  /** The pre-publish check found warnings not acknowledged yet; `body.chapters` lists them. */
  prepublishWarnings: 103004,
  /** Conflict (stale version, duplicate title). */
  conflict: 104001,
  /** Verification code wrong. */
  codeWrong: 116001,
  /** Verification code expired or too many tries. */
  codeExpired: 116002,
  /** Password not set yet. */
  passwordNotSet: 109016,
  /** New registration to confirm (the body carries the token). */
  registrationToConfirm: 109112,
  /** Too many requests; `body.retry_after_s`. */
  tooManyRequests: 105001,
  /** Unexpected server fault (HTTP 500). */
  serverFault: 500001,
} as const satisfies Record<string, SpecErrorCode>;

/** Any code of {@link ErrorCodes}. */
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
