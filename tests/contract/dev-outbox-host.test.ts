/**
 * The development outbox holds live SMS codes. A page that points its own
 * DNS name at 127.0.0.1 (DNS rebinding) reaches it from the developer's
 * browser over loopback, with its own name in the Host header: only Host
 * values naming this machine (localhost, 127.0.0.1, [::1], any port) are
 * answered; any other is refused as absent (HTTP 404). The same for the
 * other development helper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../server/http/loopback';
import { requestFrom } from '../lib/http-from';
import { operationRoute, SIGNED_PHONE, startServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  // A live code in the outbox, which a refused request must not see.
  await server.ok('sendCode', { body: { phone: SIGNED_PHONE, scene: 'login' } });
});
afterAll(async () => {
  await server?.close();
});

const outboxWithHost = (host: string) =>
  requestFrom(`${server.baseUrl}/dev/outbox`, {
    method: 'GET',
    from: '127.0.0.1',
    headers: { host },
  });

const REFUSED = [
  'evil.example',
  'evil.example:8080',
  'localhost.evil.example',
  '127.0.0.1.nip.io',
  'localhost:8080.evil.example',
  'evil.example#localhost',
  '127.0.0.2',
  '[::2]:8080',
  '0.0.0.0',
  'localhost:',
  'localhost:abc',
];
const ANSWERED = [
  'localhost',
  'localhost:8080',
  'LocalHost:3000',
  '127.0.0.1',
  '127.0.0.1:55555',
  '[::1]',
  '[::1]:8080',
];

describe('GET /dev/outbox and the Host header', () => {
  it.each(REFUSED)('refuses Host %j from a loopback peer, showing no code', async (host) => {
    const response = await outboxWithHost(host);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain(SIGNED_PHONE);
  });

  it.each(ANSWERED)('answers Host %j', async (host) => {
    const response = await outboxWithHost(host);
    expect(response.status).toBe(200);
    expect(response.text).toContain(SIGNED_PHONE);
  });

  it('refuses a rebound Host on the other development helper too', async () => {
    const { method, path } = operationRoute('devDecideCertification');
    const response = await requestFrom(`${server.baseUrl}${path}`, {
      method,
      from: '127.0.0.1',
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ phone: SIGNED_PHONE, approve: true }),
    });
    expect(response.status).toBe(404);
  });

  it('reads a missing or empty Host as not loopback', () => {
    // node:http sends its own Host for an empty one; the rule is checked directly.
    expect(isLoopbackHost(undefined)).toBe(false);
    expect(isLoopbackHost('')).toBe(false);
  });
});
