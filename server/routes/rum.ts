/**
 * POST /rum: web-vitals beacons from the SPA (src/app/web-vitals.ts). Not an
 * author endpoint, so not in the author contract: no token (a beacon cannot
 * set headers), no envelope, 204 on success. Browsers send beacons as
 * text/plain, so the body is parsed here, within a small size limit, and
 * checked field by field before anything is stored.
 *
 * Nobody but the app's own pages may write here: a beacon must come from
 * the same origin (Origin / Sec-Fetch-Site; 403 otherwise), one client
 * address may send RUM_PER_MINUTE a minute and all of them together
 * RUM_GLOBAL_PER_MINUTE (HTTP 429 with 105001 and `retry_after_s`, as the
 * API's too-many-requests answer; counted in the database so the limits
 * hold across server processes: server/services/platform/rum-limits.ts), and what
 * is kept is a bounded set of daily aggregates (server/services/platform/rum.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { type RumMetric, storeBeacon } from '../services/platform/rum';
import {
  RUM_GLOBAL_PER_MINUTE,
  RUM_PER_MINUTE,
  takeRumBeacon,
} from '../services/platform/rum-limits';

export { RUM_GLOBAL_PER_MINUTE, RUM_PER_MINUTE };

/** What one beacon may carry (the SPA sends at most 20 figures). */
export const RUM_MAX_METRICS = 20;
const RUM_BODY_LIMIT = 8 * 1024;
const METRIC_NAMES = new Set(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
const RATINGS = new Set(['good', 'needs-improvement', 'poor']);
/** A route path of the SPA: the query (with its ids) is never sent. */
const PAGE_PATTERN = /^\/[A-Za-z0-9_/-]{0,100}$/;

function isMetric(value: unknown): value is RumMetric {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.name === 'string' &&
    METRIC_NAMES.has(m.name) &&
    typeof m.value === 'number' &&
    Number.isFinite(m.value) &&
    m.value >= 0 &&
    m.value < 3_600_000 &&
    typeof m.rating === 'string' &&
    RATINGS.has(m.rating) &&
    typeof m.page === 'string' &&
    PAGE_PATTERN.test(m.page)
  );
}

/** The metrics of a beacon body, or null when any part of it is malformed. */
function parseRumBody(body: unknown): RumMetric[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const metrics = (body as { metrics?: unknown }).metrics;
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > RUM_MAX_METRICS)
    return null;
  return metrics.every(isMetric) ? metrics : null;
}

/**
 * Sent by a page of this origin: browsers mark every request with
 * Sec-Fetch-Site and a POST with Origin; at least one must say so.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site !== undefined && site !== 'same-origin') return false;
  if (origin !== undefined) {
    const host = request.headers.host ?? '';
    return origin === `http://${host}` || origin === `https://${host}`;
  }
  return site === 'same-origin';
}

export async function registerRumRoute(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['text/plain', 'application/json'],
      { parseAs: 'string', bodyLimit: RUM_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(null, undefined);
        }
      },
    );
    scope.post('/rum', async (request, reply) => {
      // Every request counts, refused ones too: a flood is a flood.
      await takeRumBeacon(
        context,
        request.ip,
        context.config.rumGlobalPerMinute ?? RUM_GLOBAL_PER_MINUTE,
      );
      if (!isSameOrigin(request)) return reply.code(403).send({ error: 'cross-origin beacon' });
      const metrics = parseRumBody(request.body);
      if (!metrics) return reply.code(400).send({ error: 'malformed web-vitals beacon' });
      await storeBeacon(context, metrics);
      return reply.code(204).send();
    });
  });
}
