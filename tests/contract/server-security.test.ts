/**
 * What the server tells browsers and logs, and who may read SMS codes:
 * security headers and no-store on API answers, a sandboxed policy on
 * uploads, the per-client ceiling, the development outbox only when turned
 * on and only to loopback clients, SMS codes in the log only then, and no
 * request values in the log of a failed query.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/context';
import { SIGNED_PHONE, startServer, type TestServer } from './harness';
import { fileForm, solidPng } from './images';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
});
afterAll(async () => {
  await server?.close();
});

/** Lines a logger wrote, as text. */
function logSink(): { stream: Writable; text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** Another app on the server's database with other settings, spoken to by inject. */
async function sibling(config: Partial<AppConfig>, logStream?: Writable): Promise<FastifyInstance> {
  const { app } = await buildApp({
    db: server.context.db,
    now: server.context.now,
    config: { ...server.context.config, ...config },
    logger: logStream ? { level: 'info', stream: logStream } : false,
  });
  return app;
}

describe('response headers', () => {
  it('API answers: no-store, nosniff, no framing, same-origin referrers', async () => {
    const response = await fetch(`${server.baseUrl}/author/user/info`, {
      headers: { 'x-token': token },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('the service worker: from the root, revalidated every time, and allowed by the policy', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'inkwell-static-'));
    try {
      await mkdir(join(dist, 'static/js'), { recursive: true });
      await writeFile(join(dist, 'index.html'), '<!DOCTYPE html><div id="root"></div>');
      await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      await writeFile(join(dist, 'static/js/index.0123456789.js'), 'void 0;');
      const { app } = await buildApp({
        db: server.context.db,
        now: server.context.now,
        config: server.context.config,
        staticDir: dist,
        logger: false,
      });
      try {
        const worker = await app.inject({ url: '/sw.js' });
        expect(worker.statusCode).toBe(200);
        expect(worker.headers['content-type']).toMatch(/javascript/);
        expect(worker.headers['cache-control']).toBe('no-cache');
        expect(String(worker.headers['content-security-policy'])).toContain("worker-src 'self'");
        const asset = await app.inject({ url: '/static/js/index.0123456789.js' });
        expect(asset.headers['cache-control']).toContain('immutable');
        const page = await app.inject({ url: '/chapter-manage' });
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(String(page.headers['content-security-policy'])).toContain("worker-src 'self'");
      } finally {
        await app.close();
      }
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('uploads: a sandboxed policy that runs nothing, cacheable', async () => {
    const uploaded = await server.ok<{ avatar_url: string }>('uploadAvatar', {
      token,
      rawBody: fileForm(solidPng(), 'a.png', 'image/png'),
    });
    const response = await fetch(`${server.baseUrl}${uploaded.avatar_url}`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});

describe('the per-client ceiling', () => {
  it('answers 429 with 105001 and retry_after_s past the requests of a minute', async () => {
    const app = await sibling({ requestsPerMinute: 5 });
    try {
      const ask = (remoteAddress: string) =>
        app.inject({ method: 'GET', url: '/author/book/category/tree', remoteAddress });
      for (let i = 0; i < 5; i++) expect((await ask('192.0.2.1')).statusCode).toBe(200);
      const refused = await ask('192.0.2.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 105001, body: { retry_after_s: 60 } });
      expect(refused.headers['retry-after']).toBe('60');
      // Another client is not affected.
      expect((await ask('192.0.2.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the development SMS outbox', () => {
  it('is absent unless turned on', async () => {
    const app = await sibling({ devOutbox: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('is absent in production even when turned on', async () => {
    const app = await sibling({ devOutbox: true, production: true });
    try {
      expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers loopback clients only', async () => {
    const app = await sibling({ devOutbox: true });
    try {
      const remote = await app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '192.0.2.9',
      });
      expect(remote.statusCode).toBe(404);
      const local = await app.inject({
        method: 'GET',
        url: '/dev/outbox',
        remoteAddress: '127.0.0.1',
      });
      expect(local.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it.each([
    [false, 'never writes a code to the log when off'],
    [true, 'prints codes to the log when on, for local use'],
  ])('outbox %s: %s', async (devOutbox) => {
    const log = logSink();
    const app = await sibling({ devOutbox }, log.stream);
    const phone = devOutbox ? '13900000701' : '13900000702';
    try {
      const sent = await app.inject({
        method: 'POST',
        url: '/author/user/send_code',
        payload: { phone, scene: 'login' },
      });
      expect(sent.json()).toMatchObject({ code: 0 });
    } finally {
      await app.close();
    }
    expect(log.text().includes('sms outbox')).toBe(devOutbox);
  });
});

describe('the log of a failed query', () => {
  it('names the fault but carries no chapter text, token, phone or password', async () => {
    const log = logSink();
    const broken = await startServer({ logStream: log.stream });
    try {
      const brokenToken = await broken.login();
      const books = await broken.ok<{ list: { id: string }[] }>('listBooks', {
        token: brokenToken,
        query: { kind: 'long' },
      });
      const page = await broken.ok<{ list: { id: string; version: number }[] }>('listChapters', {
        token: brokenToken,
        query: { book_id: books.list[0]!.id },
      });
      const marker = '绝密章节正文-7f3a9c';
      // The database goes away under the server: the next write fails in drizzle.
      await broken.database.close();
      const response = await fetch(`${broken.baseUrl}/author/chapter/update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': brokenToken },
        body: JSON.stringify({
          chapter_id: page.list[0]!.id,
          version: page.list[0]!.version,
          content: marker,
        }),
      });
      expect(response.status).toBe(500);
      const failed = await fetch(`${broken.baseUrl}/author/user/login_by_pwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: SIGNED_PHONE, password: 'Secret#Pw-2026' }),
      });
      expect(failed.status).toBe(500);
    } finally {
      await broken.close();
    }
    const text = log.text();
    expect(text).toContain('unexpected server fault');
    for (const secret of ['绝密章节正文-7f3a9c', SIGNED_PHONE, 'Secret#Pw-2026']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/[0-9a-f]{64}/); // no token hash
  });
});
