/**
 * Response headers and the per-client request ceiling, from the kept
 * Fastify plugins:
 *
 * - @fastify/helmet: a Content-Security-Policy the built SPA runs under in
 *   Chromium without a violation (tests/e2e/security-headers.spec.ts): no
 *   inline or eval'd script, no framing by any site, nothing loaded from
 *   another origin; plus nosniff, a same-origin Referrer-Policy and the rest
 *   of helmet's defaults. Fluent UI's Griffel inserts its rules at run
 *   time into empty <style> elements through the CSSOM, so <style> elements
 *   are admitted only empty (their hash), style attributes are allowed
 *   (components set them), and 'unsafe-inline' stays in style-src only for
 *   browsers that predate style-src-elem / -attr. Scripts: this origin only.
 * - Cache-Control: no-store on every API answer (they carry tokens, phones,
 *   ID numbers, chapter text), so no shared or browser cache keeps them.
 * - @fastify/rate-limit: a global ceiling of requests per client address
 *   and minute, a guard of this process's capacity (each process guards its
 *   own; the limits that protect accounts live in the database).
 */
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from '../../src/lib/api-paths';

/** Paths that belong to the API: never the SPA's index.html, never cached (the service worker reads the same list). */
export { API_PREFIXES };

const NO_STORE_PREFIXES = API_PREFIXES.filter((prefix) => prefix !== '/uploads/');

/** Thrown by the ceiling; answered HTTP 429 with 105001 by the error handler. */
export class RequestCeilingReached extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterS: number) {
    super('Too many requests from this address');
    this.name = 'RequestCeilingReached';
  }
}

export interface SecurityOptions {
  /** Requests one client address may make per minute; 0 turns the ceiling off. */
  requestsPerMinute: number;
  /** Other origins the SPA's API calls and beacons may go to (PUBLIC_API_BASE_URL, PUBLIC_RUM_URL). */
  connectOrigins: readonly string[];
}

/**
 * The sha256 of an empty text. Griffel (Fluent UI's styling) appends empty
 * <style> elements and fills them through the CSSOM (insertRule), which a
 * policy does not govern; this hash admits exactly those, so no <style>
 * element with content can be injected.
 */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** The policy the SPA is served with. */
function contentSecurityPolicy(connectOrigins: readonly string[]) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'style-src-elem': ["'self'", EMPTY_STYLE_HASH],
      'style-src-attr': ["'unsafe-inline'"],
      // The watermark is a canvas drawn into a data: URL.
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...connectOrigins],
      // The service worker (/sw.js), and no worker from anywhere else.
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  };
}

export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(options.connectOrigins),
    // The Stately inspector (?inspect) talks to the popup it opens.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'same-origin' },
    // Served over plain HTTP on loopback or a LAN: HSTS belongs to the
    // TLS-terminating proxy in front of a real deployment.
    strictTransportSecurity: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url;
    if (path.startsWith('/uploads/')) {
      // Uploads are sniffed on the way in; never let a browser run them.
      reply.header('content-security-policy', "default-src 'none'; sandbox");
    } else if (NO_STORE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  // Routes may set their own limits (/rum, in their config).
  await app.register(fastifyRateLimit, {
    global: false,
    // Bounded memory: the least recently seen addresses are forgotten first.
    cache: 10_000,
    errorResponseBuilder: (_request, context) =>
      new RequestCeilingReached(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  if (options.requestsPerMinute > 0) {
    // An app-wide hook runs before every route's own onRequest hooks, so the
    // ceiling counts requests that the token check then refuses, too.
    app.addHook('onRequest', app.rateLimit({ max: options.requestsPerMinute, timeWindow: 60_000 }));
  }
}
