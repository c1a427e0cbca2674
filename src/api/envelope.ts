/**
 * The author API's response envelopes and what the client does with each
 * code (docs/behaviour.md, The request layer; docs/conventions.md, The
 * contract). The codes themselves are the contract's (src/lib/contract),
 * shared with the server; the middleware, `unwrap` and the API actors read
 * how to treat them from here.
 */
import { type ErrorCode, ErrorCodes, SUCCESS_CODE } from '../lib/contract';

/**
 * Every code the client has a rule of its own for: success and the contract's
 * error codes but the server fault, which is toasted like any unknown code.
 */
export type KnownErrorCode =
  | typeof SUCCESS_CODE
  | Exclude<ErrorCode, typeof ErrorCodes.serverFault>;

/**
 * What the client does with a code:
 * - `resolve`: success;
 * - `session-expired`: clear the token, tell the app, reject;
 * - `reject-quiet`: reject with an {@link ApiError}, no toast (the screen shows it);
 * - `reject-envelope`: reject with the envelope itself (callers read code/msg/body);
 * - `pass-through`: resolve with the envelope, the caller branches on the code;
 * - `toast`: error toast, then reject (also every code not in the table).
 */
export type CodeHandling =
  | 'resolve'
  | 'session-expired'
  | 'reject-quiet'
  | 'reject-envelope'
  | 'pass-through'
  | 'toast';

/** The catalogue itself: how the client treats each known code. */
export const CODE_HANDLING: Readonly<Record<KnownErrorCode, CodeHandling>> = {
  [SUCCESS_CODE]: 'resolve',
  [ErrorCodes.tokenInvalid]: 'session-expired',
  [ErrorCodes.tokenRevoked]: 'session-expired',
  [ErrorCodes.invalid]: 'reject-quiet',
  [ErrorCodes.notFound]: 'reject-quiet',
  [ErrorCodes.notAllowed]: 'reject-quiet',
  [ErrorCodes.outOfOrder]: 'reject-quiet',
  [ErrorCodes.prepublishBlocked]: 'reject-quiet',
  [ErrorCodes.prepublishWarnings]: 'reject-quiet',
  [ErrorCodes.conflict]: 'reject-quiet',
  [ErrorCodes.tooManyRequests]: 'toast',
  [ErrorCodes.passwordNotSet]: 'pass-through',
  [ErrorCodes.registrationToConfirm]: 'pass-through',
  [ErrorCodes.codeWrong]: 'reject-envelope',
  [ErrorCodes.codeExpired]: 'reject-envelope',
};

/** How the client treats `code`; codes outside the table are toasted. */
export function handlingFor(code: number): CodeHandling {
  return Object.hasOwn(CODE_HANDLING, code) ? CODE_HANDLING[code as KnownErrorCode] : 'toast';
}

/** Codes that resolve with the envelope instead of its body. */
export type PassThroughCode =
  | typeof ErrorCodes.passwordNotSet
  | typeof ErrorCodes.registrationToConfirm;

/** Codes that reject with the envelope itself. */
export type VerificationCodeErrorCode = typeof ErrorCodes.codeWrong | typeof ErrorCodes.codeExpired;

/** The author API's envelope: HTTP 200 with `{ code, msg, body }`, `code` 0 is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  body: T | null;
}

/**
 * The template endpoint `POST /api/user/menu` answers this shape on the wire;
 * the client rewrites it as an {@link Envelope} (middleware/menu-envelope.ts).
 */
export interface MenuEnvelope<T = unknown> {
  data: T;
  status: 'ok' | 'fail';
  msg: string;
  code: number;
}

/** Either envelope, as far as reading a numeric `code` cares. */
export type AnyEnvelope = Envelope | MenuEnvelope;

/**
 * The success branch of an envelope type. The contract writes each response
 * as `oneOf: [ErrorEnvelope, { code: 0, ... }]`, so the generated type is a
 * union; the member whose code is the literal 0 is what a resolved call holds.
 * Without such a member (a plain `code: number`) the type is kept as is.
 */
export type SuccessEnvelopeOf<E> = [Extract<E, { code: 0 }>] extends [never]
  ? E
  : Extract<E, { code: 0 }>;

/**
 * The success payload carried by an envelope type: `body` for author
 * endpoints, `data` for the menu; any other type is returned as is (blobs, text).
 */
export type BodyOf<E> = PayloadOf<SuccessEnvelopeOf<E>>;

// The third branch exists because openapi-fetch's `Readable<T>` drops every
// property typed exactly `null`, so `{ code: 0; msg; body: null }` (logout and
// other empty answers) reaches us as `{ code: 0; msg }`; its body is null.
type PayloadOf<E> = E extends { code: number; body: infer B }
  ? B
  : E extends { code: number; status: string; data: infer D }
    ? D
    : E extends { code: number; msg: string }
      ? null
      : E;

/** Body of a 101001 answer: field name -> message id. */
export interface ValidationErrorBody {
  errors: Record<string, string>;
}

/** Body of a 105001 answer. */
export interface TooManyRequestsBody {
  retry_after_s: number;
}

/** True for any object with a numeric `code`: both envelopes qualify. */
export function isEnvelope(value: unknown): value is AnyEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/**
 * The envelope's payload: its `body` (the menu's `data` arrives rewritten as
 * `body`, see middleware/menu-envelope.ts).
 */
export function envelopePayload(envelope: AnyEnvelope): unknown {
  return 'body' in envelope ? envelope.body : undefined;
}

/** The text to show for a failed envelope: its `msg`, or 'Error' when empty. */
export function envelopeMessage(envelope: { msg?: unknown }): string {
  return typeof envelope.msg === 'string' && envelope.msg !== '' ? envelope.msg : 'Error';
}

/** True when a resolved value is a pass-through envelope (109016 / 109112). */
export function isPassThrough(value: unknown): value is AnyEnvelope & { code: PassThroughCode } {
  return isEnvelope(value) && handlingFor(value.code) === 'pass-through';
}

/**
 * True when a rejection is the envelope of 116001 / 116002, which the client
 * rejects with as is so verification forms can read code, msg and body.
 */
export function isVerificationCodeError(
  reason: unknown,
): reason is Envelope & { code: VerificationCodeErrorCode } {
  return isEnvelope(reason) && handlingFor(reason.code) === 'reject-envelope';
}

/** `business`: the API answered with a non-zero code; `transport`: no usable answer. */
export type ApiErrorKind = 'business' | 'transport';

/** `code` of transport errors, which have no envelope code. */
export const TRANSPORT_ERROR_CODE = -1;

/** What {@link ApiError} is built from. */
export interface ApiErrorInit<B> {
  kind: ApiErrorKind;
  code: number;
  message: string;
  body: B;
  /** HTTP status; 0 when fetch itself failed. */
  status?: number;
  cause?: unknown;
}

/**
 * Rejection of every failed call except 116001 / 116002. Business errors carry
 * the envelope's code and body (e.g. `body.errors` for 101001); transport
 * errors carry {@link TRANSPORT_ERROR_CODE}, the HTTP status and the cause.
 */
export class ApiError<B = unknown> extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly body: B;
  readonly status: number;

  constructor(init: ApiErrorInit<B>) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.body = init.body;
    this.status = init.status ?? 200;
  }
}

/** True for an {@link ApiError}, optionally with a given code. */
export function isApiError(reason: unknown, code?: number): reason is ApiError {
  return reason instanceof ApiError && (code === undefined || reason.code === code);
}

/** Field -> message id map of a 101001 rejection, or null for anything else. */
export function validationErrors(reason: unknown): Record<string, string> | null {
  if (!isApiError(reason, ErrorCodes.invalid)) return null;
  const body = reason.body as Partial<ValidationErrorBody> | null;
  return body && typeof body.errors === 'object' && body.errors !== null ? body.errors : null;
}
