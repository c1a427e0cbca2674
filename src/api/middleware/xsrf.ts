import type { Middleware } from 'openapi-fetch';

/** Cookie the server sets and header it expects back (docs/behaviour.md, The request layer). */
const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that echoes {@link XSRF_COOKIE}. */
const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Options of {@link xsrfMiddleware}. */
export interface XsrfOptions {
  /** Returns the raw cookie string; defaults to `document.cookie` when there is a document. */
  readCookie?: () => string;
  /**
   * The page's origin; requests to other origins get no header unless they
   * send credentials. Defaults to `location.origin`; null sends it everywhere.
   */
  origin?: string | null;
}

function documentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** Value of cookie `name` in a `document.cookie` string, or null. */
export function readCookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * Copies cookie `XSRF-TOKEN` into header `X-XSRF-TOKEN`. Like axios, which the
 * original client used, it only does so for same-origin or credentialed
 * requests, so the token never leaks to a third-party host.
 */
export function xsrfMiddleware(options: XsrfOptions = {}): Middleware {
  const readCookie = options.readCookie ?? documentCookie;
  const origin =
    options.origin === undefined ? (globalThis.location?.origin ?? null) : options.origin;
  return {
    onRequest({ request }) {
      const sameOrigin = origin === null || new URL(request.url).origin === origin;
      if (!sameOrigin && request.credentials !== 'include') return;
      const token = readCookieValue(readCookie(), XSRF_COOKIE);
      if (token) request.headers.set(XSRF_HEADER, token);
    },
  };
}
