/**
 * What every API actor module shares: the client type the factories take,
 * and the options that tie a request to its actor.
 */
import { callerSignal } from '../abort';
import type { AuthorClient } from '../client';
import type { paths } from '../schema';

/** The typed client (with its middleware) the factories are built over. */
export type Api = AuthorClient<paths>;

/**
 * A request's options from its actor's abort signal: stopping the actor (a
 * newer query, a closed screen) cancels the call, quietly (../abort.ts).
 *
 * @example
 *   fromPromise(({ input, signal }) =>
 *     api.unwrap(api.client.GET('/author/book/info', { params: { query: input }, ...bySignal(signal) })))
 */
export function bySignal(signal: AbortSignal): { signal: AbortSignal } {
  return { signal: callerSignal(signal) };
}

/**
 * A typed multipart body (the spec's FileUpload: `{ file: Blob }`) as the
 * FormData fetch sends with its boundary; pass as a request's `bodySerializer`.
 */
export function formDataOf(body: { readonly [field: string]: Blob | string }): FormData {
  const data = new FormData();
  for (const [field, value] of Object.entries(body)) data.append(field, value);
  return data;
}
