/**
 * The web-vitals beacon endpoint. Not part of the author contract (no token,
 * no envelope), but the SPA depends on it: a beacon sent the way browsers send
 * it (text/plain JSON, from the app's own pages) is added to daily aggregates,
 * anything malformed is refused whole, other origins are refused, one client
 * is rate limited, and what is stored stays bounded whatever is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { webVitalsDaily } from '../../server/db/schema';
import { RUM_GLOBAL_PER_MINUTE, RUM_MAX_METRICS, RUM_PER_MINUTE } from '../../server/routes/rum';
import { RUM_MAX_PAGES_PER_DAY, RUM_OTHER_PAGE } from '../../server/services/platform/rum';
import { nextLoopbackAddress, requestFrom } from '../lib/http-from';
import { startServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.close();
});

/** Each test sends from its own loopback address: the rate limit counts per client. */
const clientAddress = nextLoopbackAddress;

async function beacon(
  body: unknown,
  options: { type?: string; headers?: Record<string, string>; from?: string } = {},
) {
  const headers = {
    'content-type': options.type ?? 'text/plain;charset=UTF-8',
    // What Chromium sends with a same-origin sendBeacon.
    'sec-fetch-site': 'same-origin',
    origin: server.baseUrl,
    ...options.headers,
  };
  return requestFrom(`${server.baseUrl}/rum`, {
    from: options.from ?? clientAddress(),
    // An empty value leaves the header out.
    headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const stored = () => server.context.db.select().from(webVitalsDaily);
const samplesOf = async (name: string, page: string) =>
  (await stored())
    .filter((row) => row.name === name && row.page === page)
    .reduce((sum, row) => sum + row.samples, 0);

describe('POST /rum', () => {
  it('adds every figure of a same-origin beacon to the day, without a token', async () => {
    const from = clientAddress();
    const before = await samplesOf('LCP', '/home');
    const response = await beacon(
      {
        metrics: [
          { name: 'LCP', value: 812, rating: 'good', page: '/home' },
          { name: 'LCP', value: 1200, rating: 'good', page: '/home' },
          { name: 'CLS', value: 0.012, rating: 'good', page: '/home' },
        ],
      },
      { from },
    );
    expect(response.status).toBe(204);
    expect(await samplesOf('LCP', '/home')).toBe(before + 2);
    const lcp = (await stored()).find(
      (row) => row.name === 'LCP' && row.page === '/home' && row.rating === 'good',
    );
    expect(lcp?.valueMax).toBeGreaterThanOrEqual(1200);
  });

  it('takes application/json too', async () => {
    const response = await beacon(
      { metrics: [{ name: 'INP', value: 48, rating: 'good', page: '/chapter-add' }] },
      { type: 'application/json', from: clientAddress() },
    );
    expect(response.status).toBe(204);
  });

  it.each([
    [
      'another site (Sec-Fetch-Site)',
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ],
    ['another origin', { 'sec-fetch-site': 'same-site', origin: 'http://evil.example' }],
    ['an Origin of another host', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
  ])('refuses a beacon from %s and stores nothing', async (_, headers) => {
    const before = (await stored()).length;
    const response = await beacon(
      { metrics: [{ name: 'LCP', value: 1, rating: 'good', page: '/cross' }] },
      { headers, from: clientAddress() },
    );
    expect(response.status).toBe(403);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a request that says nothing of where it comes from', async () => {
    const response = await requestFrom(`${server.baseUrl}/rum`, {
      from: clientAddress(),
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ metrics: [{ name: 'LCP', value: 1, rating: 'good', page: '/' }] }),
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['not JSON', '{metrics:'],
    ['no metrics', {}],
    ['an empty batch', { metrics: [] }],
    ['an unknown metric', { metrics: [{ name: 'FID', value: 1, rating: 'good', page: '/' }] }],
    ['a negative value', { metrics: [{ name: 'LCP', value: -1, rating: 'good', page: '/' }] }],
    ['an unknown rating', { metrics: [{ name: 'LCP', value: 1, rating: 'ok', page: '/' }] }],
    [
      'a page that is not a path',
      { metrics: [{ name: 'LCP', value: 1, rating: 'good', page: 'https://x' }] },
    ],
    [
      'a page with a query',
      { metrics: [{ name: 'LCP', value: 1, rating: 'good', page: '/home?token=x' }] },
    ],
    [
      'too many figures',
      {
        metrics: Array.from({ length: RUM_MAX_METRICS + 1 }, () => ({
          name: 'LCP',
          value: 1,
          rating: 'good',
          page: '/',
        })),
      },
    ],
  ])('refuses %s and stores nothing', async (_, body) => {
    const before = await stored();
    const response = await beacon(body, { from: clientAddress() });
    expect(response.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses a body over 8 KB', async () => {
    const response = await beacon(`{"metrics":[],"pad":"${'x'.repeat(9000)}"}`, {
      from: clientAddress(),
    });
    expect(response.status).toBe(413);
  });

  /** A fresh minute, held still: the counters' windows are the server clock's minutes. */
  function freshMinute(): () => void {
    server.advanceClock(60_000);
    return server.holdClock();
  }

  const limitBeacon = { metrics: [{ name: 'TTFB', value: 20, rating: 'good', page: '/limit' }] };

  /** The documented too-many-requests answer: HTTP 429, 105001, retry_after_s and Retry-After. */
  function expectTooMany(response: {
    status: number;
    text: string;
    headers: Record<string, unknown>;
  }) {
    expect(response.status).toBe(429);
    const body = JSON.parse(response.text) as { code: number; body: { retry_after_s: number } };
    expect(body.code).toBe(105001);
    expect(body.body.retry_after_s).toBeGreaterThanOrEqual(1);
    expect(body.body.retry_after_s).toBeLessThanOrEqual(60);
    expect(Number(response.headers['retry-after'])).toBe(body.body.retry_after_s);
  }

  it(`takes ${RUM_PER_MINUTE} beacons a minute from one client, then answers 429`, async () => {
    const release = freshMinute();
    try {
      const from = clientAddress();
      const before = await samplesOf('TTFB', '/limit');
      const responses = await Promise.all(
        Array.from({ length: RUM_PER_MINUTE + 20 }, () => beacon(limitBeacon, { from })),
      );
      expect(responses.filter((r) => r.status === 204)).toHaveLength(RUM_PER_MINUTE);
      const refused = responses.filter((r) => r.status !== 204);
      expect(refused).toHaveLength(20);
      for (const response of refused) expectTooMany(response);
      expect(await samplesOf('TTFB', '/limit')).toBe(before + RUM_PER_MINUTE);
    } finally {
      release();
    }
  });

  it('holds the per-client limit in a row, and across server processes', async () => {
    const release = freshMinute();
    // A second server on the same database: another process behind the balancer.
    const { app: other } = await buildApp({
      db: server.context.db,
      now: server.context.now,
      config: server.context.config,
    });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const address = other.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const otherUrl = `http://127.0.0.1:${address.port}`;
      const from = clientAddress();
      const statuses: number[] = [];
      // One after another, alternating between the two processes.
      for (let i = 0; i < 100; i += 1) {
        const url = i % 2 === 0 ? server.baseUrl : otherUrl;
        const response = await requestFrom(`${url}/rum`, {
          from,
          headers: {
            'content-type': 'text/plain',
            'sec-fetch-site': 'same-origin',
            origin: url,
          },
          body: JSON.stringify(limitBeacon),
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 204)).toHaveLength(RUM_PER_MINUTE);
      expect(statuses.slice(RUM_PER_MINUTE).every((status) => status === 429)).toBe(true);
      // The next minute the client may send again.
      server.advanceClock(60_000);
      release();
      expect((await beacon(limitBeacon, { from })).status).toBe(204);
    } finally {
      release();
      await other.close();
    }
  });

  it(`takes ${RUM_GLOBAL_PER_MINUTE} beacons a minute from all clients together`, async () => {
    const release = freshMinute();
    try {
      // Enough addresses, each within its own limit, to pass the global ceiling.
      const clients = Math.ceil(RUM_GLOBAL_PER_MINUTE / RUM_PER_MINUTE) + 2;
      const statuses: number[] = [];
      for (let c = 0; c < clients; c += 1) {
        const from = clientAddress();
        const batch = await Promise.all(
          Array.from({ length: RUM_PER_MINUTE }, () => beacon(limitBeacon, { from })),
        );
        statuses.push(...batch.map((r) => r.status));
      }
      expect(statuses.filter((status) => status === 204)).toHaveLength(RUM_GLOBAL_PER_MINUTE);
      const last = await beacon(limitBeacon, { from: clientAddress() });
      expectTooMany(last);
    } finally {
      release();
    }
    // The ceiling is per minute: the next one takes beacons again.
    server.advanceClock(60_000);
    expect((await beacon(limitBeacon, { from: clientAddress() })).status).toBe(204);
  });

  it('keeps a bounded number of rows: pages past the daily cap share one row', async () => {
    const pages = RUM_MAX_PAGES_PER_DAY + 40;
    for (let sent = 0; sent < pages; sent += RUM_MAX_METRICS) {
      const metrics = Array.from({ length: Math.min(RUM_MAX_METRICS, pages - sent) }, (_, i) => ({
        name: 'FCP',
        value: 100,
        rating: 'good',
        page: `/spray-${sent + i}`,
      }));
      expect((await beacon({ metrics }, { from: clientAddress() })).status).toBe(204);
    }
    const rows = await stored();
    expect(new Set(rows.map((row) => row.page)).size).toBeLessThanOrEqual(
      RUM_MAX_PAGES_PER_DAY + 1,
    );
    expect(rows.some((row) => row.page === RUM_OTHER_PAGE)).toBe(true);
    // Every figure is still counted, under its page or the shared one.
    const fcp = rows.filter((row) => row.name === 'FCP').reduce((sum, row) => sum + row.samples, 0);
    expect(fcp).toBe(pages);
  });
});
