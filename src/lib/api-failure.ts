/**
 * Reading a failed API call without importing the client: the app's client
 * rejects with an error carrying the envelope's `code` and `body`, and
 * machines (which may not import `src/api`) read those through these helpers.
 */

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
