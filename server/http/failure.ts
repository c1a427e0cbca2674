/**
 * A business failure: answered as HTTP 200 with the envelope's non-zero code,
 * as docs/conventions.md (The contract) and the spec's error table say. Handlers throw these;
 * the app turns them into envelopes in one place.
 */
import { type ErrorCode, ErrorCodes } from '../../src/lib/contract';

// The table of codes is the contract's (src/lib/contract), shared with the client.
export { type ErrorCode, ErrorCodes };

/** The spec's answer: `{ code, msg, body }`, code 0 for success. */
export function envelope(code: number, msg: string, body: unknown = null) {
  return { code, msg, body };
}

/** The spec's envelope of a refusal. */
export function failureEnvelope(failure: ApiFailure) {
  return envelope(failure.code, failure.message, failure.body);
}

export class ApiFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** 101001 with one message id per field, e.g. `{ title: 'validation.duplicate' }`. */
export function invalid(errors: Record<string, string>, message = 'Invalid request'): ApiFailure {
  return new ApiFailure(ErrorCodes.invalid, message, { errors });
}

/** 102001: also what another author's resource answers, so ids leak nothing. */
export function notFound(message = 'Not found'): ApiFailure {
  return new ApiFailure(ErrorCodes.notFound, message);
}

export function notAllowed(message: string): ApiFailure {
  return new ApiFailure(ErrorCodes.notAllowed, message);
}

export function conflict(message: string, body: unknown = null): ApiFailure {
  return new ApiFailure(ErrorCodes.conflict, message, body);
}

export function tooManyRequests(retryAfterS: number): ApiFailure {
  return new ApiFailure(ErrorCodes.tooManyRequests, 'Too many requests', {
    retry_after_s: Math.max(1, Math.ceil(retryAfterS)),
  });
}

/** 103002: `earlier` names the first of `count` earlier chapters that would go out later. */
export function outOfOrder(earlier: unknown[], count: number): ApiFailure {
  return new ApiFailure(ErrorCodes.outOfOrder, 'Earlier chapters are not published yet', {
    earlier,
    earlier_count: count,
  });
}
