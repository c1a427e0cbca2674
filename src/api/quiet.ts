import type { Middleware } from 'openapi-fetch';

/**
 * Requests whose failures nobody toasts: the editor's saves, which report
 * their own sync state in the editor (a dead network would otherwise stack
 * a toast per retry). A request is marked by passing this middleware on the
 * call (`client.POST(path, { ..., middleware: [quietRequest] })`); it runs
 * after the client's own middleware, so the request it marks is the one the
 * toasting middleware sees answered. The token, the envelope's codes and the
 * session-expiry path stay the client's, as for every other call.
 */
const quietRequests = new WeakSet<Request>();

export const quietRequest: Middleware = {
  onRequest({ request }) {
    quietRequests.add(request);
  },
};

/** True when the call asked for no toast. */
export function isQuiet(request: Request): boolean {
  return quietRequests.has(request);
}
