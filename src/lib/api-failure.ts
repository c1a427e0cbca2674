/**
 * Reading a failed API call without importing the client: the app's client
 * rejects with an error carrying the envelope's `code` and `body`, and
 * machines (which may not import `src/api`) read those through these helpers.
 */
import { ErrorCodes } from './contract';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The API code of a failure, or null for one without (network, bug). */
export function failureCode(error: unknown): number | null {
  return isObject(error) && typeof error.code === 'number' ? error.code : null;
}

/**
 * Field -> validation message id from the failure's `body.errors` (101001);
 * nested fields come dotted (`tags.2`, `contact.phone`). Empty when none.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = isObject(error) ? error.body : undefined;
  const errors = isObject(body) && isObject(body.errors) ? body.errors : {};
  const result: Record<string, string> = {};
  for (const [field, id] of Object.entries(errors)) {
    if (typeof id === 'string') result[field] = id;
  }
  return result;
}

/** The first validation message id of a failure, or null. */
export function firstFieldError(error: unknown): string | null {
  return Object.values(fieldErrorsOf(error))[0] ?? null;
}

/**
 * Field -> message id of a 101001 rejection; nested fields come dotted
 * (`tags.2`, `contact.phone`). Empty for any other failure.
 */
export function failureFieldErrors(error: unknown): Record<string, string> {
  return failureCode(error) === ErrorCodes.invalid ? fieldErrorsOf(error) : {};
}

// Codes the shell's catalogue explains (`error.<code>`) that a screen's call can answer.
const EXPLAINED_CODES: ReadonlySet<number> = new Set([
  ErrorCodes.invalid,
  ErrorCodes.notFound,
  ErrorCodes.notAllowed,
  ErrorCodes.outOfOrder,
  ErrorCodes.prepublishBlocked,
  ErrorCodes.prepublishWarnings,
  ErrorCodes.conflict,
  ErrorCodes.tooManyRequests,
  ErrorCodes.serverFault,
]);

/** The `error.<code>` message id of a failure, or the generic one. */
export function failureMessageId(error: unknown): string {
  const code = failureCode(error);
  return code !== null && EXPLAINED_CODES.has(code) ? `error.${code}` : 'error.unknown';
}

/**
 * A request that never got a whole answer: fetch itself failed or was
 * aborted (the client's transport error with HTTP status 0: offline, the
 * server unreachable), or the body was cut off on its way (the browser's
 * AbortError or network TypeError, which reach the caller as they are: a
 * page navigating away aborts a response whose headers had already come).
 * Nothing such a failure says is about the session or the data.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof Error && error.name === 'AbortError') return true;
  return isObject(error) && error.kind === 'transport' && error.status === 0;
}
