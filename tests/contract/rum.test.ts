/**
 * The web-vitals beacon endpoint. Not part of the author contract (no token,
 * no envelope), but the SPA depends on it: a beacon sent the way browsers send
 * it (text/plain JSON) is stored, and anything malformed is refused whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webVitals } from '../../server/db/schema';
import { RUM_MAX_METRICS } from '../../server/routes/rum';
import { startServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.close();
});

const beacon = (body: unknown, type = 'text/plain;charset=UTF-8') =>
  fetch(`${server.baseUrl}/rum`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const stored = () => server.context.db.select().from(webVitals);

describe('POST /rum', () => {
  it('stores every figure of a beacon sent as text/plain, without a token', async () => {
    const before = (await stored()).length;
    const response = await beacon({
      metrics: [
        { name: 'LCP', value: 812, rating: 'good', page: '/home' },
        { name: 'CLS', value: 0.012, rating: 'good', page: '/home' },
      ],
    });
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows.length).toBe(before + 2);
    expect(rows.slice(-2).map((r) => [r.name, r.value, r.rating, r.page])).toEqual([
      ['LCP', 812, 'good', '/home'],
      ['CLS', 0.012, 'good', '/home'],
    ]);
  });

  it('takes application/json too', async () => {
    const response = await beacon(
      { metrics: [{ name: 'INP', value: 48, rating: 'good', page: '/chapter-add' }] },
      'application/json',
    );
    expect(response.status).toBe(204);
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
    const before = (await stored()).length;
    const response = await beacon(body);
    expect(response.status).toBe(400);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a body over 8 KB', async () => {
    const response = await beacon(`{"metrics":[],"pad":"${'x'.repeat(9000)}"}`);
    expect(response.status).toBe(413);
  });
});
