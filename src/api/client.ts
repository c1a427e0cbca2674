import createClient, { type Client } from 'openapi-fetch';
import { envelopeMiddleware } from './middleware/envelope';
import { menuEnvelopeMiddleware } from './middleware/menu-envelope';
import { tokenMiddleware } from './middleware/token';
import { transportMiddleware } from './middleware/transport';
import { xsrfMiddleware } from './middleware/xsrf';
import type { Toaster } from './toaster';
import { createLocalStorageTokenStore, type TokenStore } from './token-store';
import { unwrap, unwrapEnvelope } from './unwrap';

/** What the app injects into {@link createAuthorClient}. */
export interface AuthorClientDeps {
  /** API host; '' (the default) means same origin, as in the dev proxy. */
  baseUrl?: string;
  /** Defaults to `globalThis.fetch`; tests pass a fake. */
  fetch?: typeof fetch;
  /** Defaults to `localStorage['token']`. */
  tokens?: TokenStore;
  /** Raw cookie string for the XSRF header; defaults to `document.cookie`. */
  readCookie?: () => string;
  /** Page origin for the XSRF same-origin rule; defaults to `location.origin`. */
  origin?: string | null;
  toast: Toaster;
  /** Told about 100002 / 109017 after the token is cleared; the app sends `auth.expired`. */
  onSessionExpired: (code: number) => void;
}

/** The typed client with its token store and the unwrap helpers. */
export interface AuthorClient<Paths extends {}> {
  /** The openapi-fetch client, middleware registered. */
  client: Client<Paths>;
  /** The token store the middleware reads; the auth actor sets it after login. */
  tokens: TokenStore;
  unwrap: typeof unwrap;
  unwrapEnvelope: typeof unwrapEnvelope;
}

/**
 * Builds the SPA's HTTP client (docs/behaviour.md, The request layer): openapi-fetch typed by
 * the generated `paths`, with x-token, XSRF, the error catalogue and transport
 * toasts as middleware. No timeout by default; see `withTimeout`.
 *
 * @example
 *   const api = createAuthorClient<paths>({ toast, onSessionExpired: () => auth.send({ type: 'auth.expired' }) });
 *   const { list } = await api.unwrap(api.client.GET('/author/book/list', { params: { query: { page: 1 } } }));
 */
export function createAuthorClient<Paths extends {}>(deps: AuthorClientDeps): AuthorClient<Paths> {
  const tokens = deps.tokens ?? createLocalStorageTokenStore();
  const client = createClient<Paths>({ baseUrl: deps.baseUrl ?? '', fetch: deps.fetch });
  // onResponse runs in reverse order: transport sees non-2xx first, then the
  // menu's own envelope is rewritten as the author envelope, then the error
  // catalogue applies to every answer alike.
  client.use(
    tokenMiddleware(tokens),
    xsrfMiddleware({ readCookie: deps.readCookie, origin: deps.origin }),
    envelopeMiddleware({ tokens, toast: deps.toast, onSessionExpired: deps.onSessionExpired }),
    menuEnvelopeMiddleware(),
    transportMiddleware({ toast: deps.toast }),
  );
  return { client, tokens, unwrap, unwrapEnvelope };
}
