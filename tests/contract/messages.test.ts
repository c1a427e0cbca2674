/**
 * Contract tests of message notifications: unread statistics, the paged
 * list with its filters, and marking messages read by ids or all at once.
 * Counts are checked against the seed as read straight from the database,
 * so the tests follow the fixtures instead of hard-coding them.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { authors, messages } from '../../server/db/schema';
import {
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface MessageItem {
  id: string;
  type: 'message' | 'notice' | 'todo';
  title: string;
  subTitle: string;
  avatar: string;
  content: string;
  time: string;
  messageType: number;
  status: 0 | 1;
  category: string;
  always_delivered: boolean;
  target: { kind: string; id: string | null; book_id: string | null } | null;
  quote: string | null;
  review: { reason_code: string; changes: string[] } | null;
  template: { key: string; params: Record<string, string> } | null;
  todo: { task: string; due_at: string | null; state: 'todo' | 'done' | 'expired' } | null;
}
interface MessagePage {
  list: MessageItem[];
  total: number;
  page: number;
  page_size: number;
  books: { id: string; title: string }[];
}
interface Statistics {
  unread: number;
  message: number;
  notice: number;
  todo: number;
  reader_comments?: number;
}

const DAY = 86_400_000;

let server: TestServer;
let signedToken: string;
let unsignedToken: string;

beforeAll(async () => {
  server = await startServer();
  signedToken = await server.login(SIGNED_PHONE);
  unsignedToken = await server.login(UNSIGNED_PHONE);
});
afterAll(async () => {
  await server?.close();
});

async function authorId(phone: string): Promise<string> {
  const [row] = await server.context.db
    .select({ id: authors.id })
    .from(authors)
    .where(eq(authors.phone, phone));
  return row!.id;
}

/** Unread counts straight from the database. */
async function unreadInDb(phone: string, type?: MessageItem['type']): Promise<number> {
  const filters = [eq(messages.authorId, await authorId(phone)), eq(messages.status, 0)];
  if (type) filters.push(eq(messages.type, type));
  const [row] = await server.context.db
    .select({ n: count() })
    .from(messages)
    .where(and(...filters));
  return row!.n;
}

const stats = (token: string) => server.ok<Statistics>('getMessageStatistics', { token });
const page = (token: string, query: Record<string, string | number> = {}) =>
  server.ok<MessagePage>('getMessagePage', { token, query });

function expectNewestFirst(list: MessageItem[]): void {
  for (let i = 1; i < list.length; i++) {
    const prev = list[i - 1]!;
    const cur = list[i]!;
    const order = Date.parse(prev.time) - Date.parse(cur.time) || prev.id.localeCompare(cur.id);
    expect(order, `${prev.time} ${prev.id} before ${cur.time} ${cur.id}`).toBeGreaterThan(0);
  }
}

describe(op('getMessageStatistics'), () => {
  it('counts unread messages in all and per type', async () => {
    const signed = await stats(signedToken);
    expect(signed).toEqual({
      unread: await unreadInDb(SIGNED_PHONE),
      message: await unreadInDb(SIGNED_PHONE, 'message'),
      notice: await unreadInDb(SIGNED_PHONE, 'notice'),
      todo: await unreadInDb(SIGNED_PHONE, 'todo'),
      reader_comments: expect.any(Number),
    });
    expect(signed.unread).toBe(10);
    expect(signed.message + signed.notice + signed.todo).toBe(signed.unread);
    const unsigned = await stats(unsignedToken);
    expect(unsigned.unread).toBe(await unreadInDb(UNSIGNED_PHONE));
    expect(unsigned.unread).toBe(2);
  });

  it('needs a live token', async () => {
    expect((await server.call('getMessageStatistics')).code).toBe(100002);
    const token = await server.login(UNSIGNED_PHONE);
    await server.ok('logout', { token });
    expect((await server.call('getMessageStatistics', { token })).code).toBe(109017);
  });
});

describe(op('getMessagePage'), () => {
  it('pages through all messages newest first without overlap', async () => {
    const all = await page(signedToken, { page_size: 100 });
    expect(all.total).toBeGreaterThan(10);
    expect(all.list).toHaveLength(all.total);
    expectNewestFirst(all.list);
    const first = await page(signedToken, { page: 1, page_size: 4 });
    const second = await page(signedToken, { page: 2, page_size: 4 });
    expect(first).toMatchObject({ page: 1, page_size: 4, total: all.total });
    expect(first.list.map((m) => m.id)).toEqual(all.list.slice(0, 4).map((m) => m.id));
    expect(second.list.map((m) => m.id)).toEqual(all.list.slice(4, 8).map((m) => m.id));
    const beyond = await page(signedToken, { page: 100, page_size: 20 });
    expect(beyond).toMatchObject({ list: [], total: all.total, page: 100 });
    const defaults = await page(signedToken);
    expect(defaults).toMatchObject({ page: 1, page_size: 20 });
    // Only the author's own messages.
    const [own] = await server.context.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.authorId, await authorId(SIGNED_PHONE)));
    expect(all.total).toBe(own!.n);
  });

  it('carries system messages as a template key and values, messages people wrote as none', async () => {
    const all = (await page(signedToken, { page: 1, page_size: 50 })).list;
    const paid = all.find((m) => m.title === '稿酬已发放');
    expect(paid?.template).toEqual({ key: 'royalties_paid', params: {} });
    const login = all.find((m) => m.title === '新设备登录提醒');
    expect(login?.template).toEqual({
      key: 'new_device_login',
      params: { browser: 'Chrome', os: 'Windows', place: '上海' },
    });
    const fromEditor = all.find((m) => m.category === 'editor');
    expect(fromEditor?.template).toBeNull();
  });

  it('filters by type and status', async () => {
    const notices = await page(signedToken, { type: 'notice', page_size: 100 });
    expect(notices.total).toBeGreaterThan(0);
    expect(notices.list.every((m) => m.type === 'notice')).toBe(true);
    expectNewestFirst(notices.list);
    const unread = await page(signedToken, { status: 0, page_size: 100 });
    expect(unread.total).toBe(await unreadInDb(SIGNED_PHONE));
    expect(unread.list.every((m) => m.status === 0)).toBe(true);
    const readTodos = await page(signedToken, { type: 'todo', status: 1, page_size: 100 });
    expect(readTodos.list.every((m) => m.type === 'todo' && m.status === 1)).toBe(true);
    const all = await page(signedToken, { page_size: 100 });
    expect(readTodos.total).toBe(
      all.list.filter((m) => m.type === 'todo' && m.status === 1).length,
    );
  });

  it('rejects bad query parameters', async () => {
    expectFieldError(
      await server.call('getMessagePage', { token: signedToken, query: { page: 0 } }),
      'page',
      'validation.range',
    );
    expectFieldError(
      await server.call('getMessagePage', { token: signedToken, query: { page_size: 101 } }),
      'page_size',
      'validation.range',
    );
    expectFieldError(
      await server.call('getMessagePage', { token: signedToken, query: { page: 'two' } }),
      'page',
      'validation.type',
    );
    expectFieldError(
      await server.call('getMessagePage', { token: signedToken, query: { type: 'spam' } }),
      'type',
      'validation.enum',
    );
    expectFieldError(
      await server.call('getMessagePage', { token: signedToken, query: { status: 2 } }),
      'status',
      'validation.enum',
    );
  });

  it('needs a token', async () => {
    expect((await server.call('getMessagePage')).code).toBe(100002);
  });
});

describe(op('readMessages'), () => {
  it('marks the given ids read; statistics drop accordingly', async () => {
    const before = await stats(signedToken);
    const unread = await page(signedToken, { status: 0, page_size: 2 });
    const ids = unread.list.map((m) => m.id);
    expect(ids).toHaveLength(2);
    const result = await server.ok('readMessages', { token: signedToken, body: { ids } });
    const after = await stats(signedToken);
    // The answer carries the new counts, as the statistics call gives them.
    expect(result).toEqual({ updated: 2, unread: before.unread - 2, statistics: after });
    expect(after.unread).toBe(before.unread - 2);
    for (const type of ['message', 'notice', 'todo'] as const) {
      const dropped = unread.list.filter((m) => m.type === type).length;
      expect(after[type]).toBe(before[type] - dropped);
    }
    const all = await page(signedToken, { page_size: 100 });
    expect(all.list.filter((m) => ids.includes(m.id)).every((m) => m.status === 1)).toBe(true);
    // Reading them again changes nothing.
    expect(await server.ok('readMessages', { token: signedToken, body: { ids } })).toMatchObject({
      updated: 0,
      unread: before.unread - 2,
    });
  });

  it("refuses another author's ids with 102001 and never touches their messages", async () => {
    const theirs = await page(unsignedToken, { status: 0, page_size: 100 });
    expect(theirs.list.length).toBeGreaterThan(0);
    const theirIds = theirs.list.map((m) => m.id);
    const mine = await page(signedToken, { status: 0, page_size: 1 });
    const before = await stats(signedToken);
    for (const ids of [theirIds, [mine.list[0]!.id, ...theirIds]]) {
      const refused = await server.call('readMessages', { token: signedToken, body: { ids } });
      expect(refused.code).toBe(102001);
    }
    // Nothing was marked, neither theirs nor the own id sent along with them.
    expect(await stats(signedToken)).toEqual(before);
    const still = await page(unsignedToken, { status: 0, page_size: 100 });
    expect(still.list.map((m) => m.id)).toEqual(theirIds);
    expect((await stats(unsignedToken)).unread).toBe(theirIds.length);
  });

  it('marks all of one type, then everything, read', async () => {
    const before = await stats(signedToken);
    expect(before.notice).toBeGreaterThan(0);
    const notices = await server.ok('readMessages', {
      token: signedToken,
      body: { all: true, type: 'notice' },
    });
    expect(notices).toMatchObject({
      updated: before.notice,
      unread: before.unread - before.notice,
      statistics: { ...before, notice: 0, unread: before.unread - before.notice },
    });
    expect(await stats(signedToken)).toEqual({
      ...before,
      notice: 0,
      unread: before.unread - before.notice,
    });

    const rest = await server.ok('readMessages', { token: signedToken, body: { all: true } });
    expect(rest).toEqual({
      updated: before.unread - before.notice,
      unread: 0,
      // Readers' comments are read in the readers' inbox, not here.
      statistics: {
        unread: 0,
        message: 0,
        notice: 0,
        todo: 0,
        reader_comments: before.reader_comments,
      },
    });
    expect(await stats(signedToken)).toEqual({
      unread: 0,
      message: 0,
      notice: 0,
      todo: 0,
      reader_comments: before.reader_comments,
    });
    expect((await page(signedToken, { status: 0 })).total).toBe(0);
    // The other author's messages stay unread.
    expect((await stats(unsignedToken)).unread).toBe(await unreadInDb(UNSIGNED_PHONE));
    expect(await unreadInDb(UNSIGNED_PHONE)).toBeGreaterThan(0);
  });

  it('rejects bad input', async () => {
    expectFieldError(
      await server.call('readMessages', { token: signedToken, body: {} }),
      'ids',
      'validation.required',
    );
    expectFieldError(
      await server.call('readMessages', { token: signedToken, body: { all: false } }),
      'ids',
      'validation.required',
    );
    expectFieldError(
      await server.call('readMessages', { token: signedToken, body: { ids: ['a1'], all: true } }),
      'all',
      'validation.invalid',
    );
    expectFieldError(
      await server.call('readMessages', { token: signedToken, body: { ids: [] } }),
      'ids',
      'validation.tooFew',
    );
    expectFieldError(
      await server.call('readMessages', {
        token: signedToken,
        body: { ids: Array.from({ length: 101 }, (_, i) => `m${i}`) },
      }),
      'ids',
      'validation.tooMany',
    );
    expectFieldError(
      await server.call('readMessages', { token: signedToken, body: { ids: ['bad id!'] } }),
      'ids.0',
      'validation.format',
    );
    expectFieldError(
      await server.call('readMessages', { token: signedToken, body: { ids: 'abc' } }),
      'ids',
      'validation.type',
    );
    expectFieldError(
      await server.call('readMessages', { token: signedToken, body: { all: true, type: 'spam' } }),
      'type',
      'validation.enum',
    );
    expectFieldError(
      await server.call('readMessages', { token: signedToken, body: { all: true, status: 1 } }),
      'status',
      'validation.unknownField',
    );
  });

  it('needs a token', async () => {
    expect((await server.call('readMessages', { body: { all: true } })).code).toBe(100002);
  });
});

describe('expired tokens', () => {
  it('answer 100002 after 30 days', async () => {
    const token = await server.login(UNSIGNED_PHONE);
    const { app: later } = await buildApp({
      db: server.context.db,
      now: () => new Date(server.context.now().getTime() + 31 * DAY),
      config: server.context.config,
    });
    try {
      const requests: Array<{
        method: 'GET' | 'POST';
        url: string;
        payload?: Record<string, unknown>;
      }> = [
        { method: 'GET', url: '/author/message/statistics' },
        { method: 'GET', url: '/author/message/page' },
        { method: 'POST', url: '/author/message/read', payload: { all: true } },
      ];
      for (const request of requests) {
        const response = await later.inject({ ...request, headers: { 'x-token': token } });
        expect(response.json()).toEqual({ code: 100002, msg: 'Session expired', body: null });
      }
    } finally {
      await later.close();
    }
    expect((await stats(token)).unread).toBeGreaterThan(0);
  });
});
