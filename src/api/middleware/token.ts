import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../token-store';

/** Header that carries the session token (docs/behaviour.md, The request layer). */
export const TOKEN_HEADER = 'x-token';

/**
 * Adds `x-token` to every request while a token exists. The store is read per
 * request, so a login or logout takes effect on the next call.
 */
export function tokenMiddleware(tokens: TokenStore): Middleware {
  return {
    onRequest({ request }) {
      const token = tokens.get();
      if (token) request.headers.set(TOKEN_HEADER, token);
    },
  };
}
