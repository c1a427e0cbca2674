/**
 * POST /rum: web-vitals beacons from the SPA (src/app/web-vitals.ts). Not an
 * author endpoint, so not in the author contract: no token (a beacon cannot
 * set headers), no envelope, 204 on success. Browsers send beacons as
 * text/plain, so the body is parsed here, within a small size limit, and
 * checked field by field before anything is stored.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { webVitals } from '../db/schema';

/** What one beacon may carry (the SPA sends at most 20 figures). */
export const RUM_MAX_METRICS = 20;
const RUM_BODY_LIMIT = 8 * 1024;
const METRIC_NAMES = new Set(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
const RATINGS = new Set(['good', 'needs-improvement', 'poor']);

interface RumMetric {
  name: string;
  value: number;
  rating: string;
  page: string;
}

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
    m.page.startsWith('/') &&
    m.page.length <= 200
  );
}

/** The metrics of a beacon body, or null when any part of it is malformed. */
export function parseRumBody(body: unknown): RumMetric[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const metrics = (body as { metrics?: unknown }).metrics;
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > RUM_MAX_METRICS)
    return null;
  return metrics.every(isMetric) ? metrics : null;
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
      const metrics = parseRumBody(request.body);
      if (!metrics) return reply.code(400).send({ error: 'malformed web-vitals beacon' });
      await context.db
        .insert(webVitals)
        .values(
          metrics.map((m) => ({ name: m.name, value: m.value, rating: m.rating, page: m.page })),
        );
      return reply.code(204).send();
    });
  });
}
