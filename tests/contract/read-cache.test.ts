/**
 * The read cache that `npm start` runs with on PGlite: hot reads come from
 * memory, yet every write the author makes, every revoke and every scheduled
 * chapter coming due shows at once. (The other contract files run with the
 * cache on too; these cases aim at its edges.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { op, SIGNED_PHONE, startServer, type TestServer } from './harness';

interface Page {
  list: { id: string; title: string; status: string; word_count: number; version: number }[];
  total: number;
  counts: { draft: number; scheduled: number; published: number };
}

let server: TestServer;
let token: string;
let bookId: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login(SIGNED_PHONE);
  const books = await server.ok<{ list: { id: string; chapter_count: number }[] }>('listBooks', {
    token,
    query: { kind: 'long', keyword: '星海长歌' },
  });
  bookId = books.list[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

const lastPage = async () => {
  const first = await server.ok<Page>('listChapters', {
    token,
    query: { book_id: bookId, page_size: 500 },
  });
  return first;
};

describe(op('listChapters'), () => {
  it('shows a save at once although the page was served from memory before', async () => {
    const before = await lastPage();
    const again = await lastPage();
    expect(again).toEqual(before);
    const draft = before.list.find((c) => c.status === 'draft')!;
    await server.ok('updateChapter', {
      token,
      body: {
        chapter_id: draft.id,
        version: draft.version,
        title: '缓存之后的新标题',
        content: '一二三四五',
      },
    });
    const after = await lastPage();
    const saved = after.list.find((c) => c.id === draft.id)!;
    expect(saved.title).toBe('缓存之后的新标题');
    expect(saved.word_count).toBe(5);
  });

  it('shows a scheduled chapter as published once its time has come', async () => {
    const page = await lastPage();
    const draft = page.list.find((c) => c.status === 'draft')!;
    await server.ok('publishChapters', {
      token,
      // Before the seed's scheduled chapters: out of reading order, as the author chose.
      body: {
        chapter_ids: [draft.id],
        publish_at: new Date(Date.now() + 3_600_000).toISOString(),
        out_of_order: true,
      },
    });
    const scheduled = await lastPage();
    expect(scheduled.list.find((c) => c.id === draft.id)!.status).toBe('scheduled');
    server.advanceClock(2 * 3_600_000);
    const published = await lastPage();
    expect(published.list.find((c) => c.id === draft.id)!.status).toBe('published');
    expect(published.counts.scheduled).toBe(scheduled.counts.scheduled - 1);
  });
});

describe(op('logout'), () => {
  it('ends a session at once although it was served from memory before', async () => {
    const own = await server.login(SIGNED_PHONE);
    await server.ok('getUserInfo', { token: own });
    await server.ok('getUserInfo', { token: own });
    await server.ok('logout', { token: own });
    expect((await server.call('getUserInfo', { token: own })).code).toBe(109017);
  });
});

describe(op('updateUser'), () => {
  it('shows a profile change at once to the same session', async () => {
    await server.ok('getUserInfo', { token });
    await server.ok('updateUser', { token, body: { introduction: '缓存也挡不住的新简介' } });
    const user = await server.ok<{ introduction: string }>('getUserInfo', { token });
    expect(user.introduction).toBe('缓存也挡不住的新简介');
  });
});

describe('memory', () => {
  it('stays within its byte bound over many distinct pages, and frees them once expired', async () => {
    const maxBytes = 256 * 1024;
    const small = await startServer({ config: { readCacheMaxBytes: maxBytes } });
    try {
      const own = await small.login(SIGNED_PHONE);
      const books = await small.ok<{ list: { id: string }[] }>('listBooks', {
        token: own,
        query: { kind: 'long', keyword: '星海长歌' },
      });
      const cache = small.context.readCache;
      let largest = 0;
      // 60 distinct pages (page x page_size) of 20-49 rows: some 2,000
      // rows, several times the bound.
      for (let i = 0; i < 60; i += 1) {
        await small.ok('listChapters', {
          token: own,
          query: {
            book_id: books.list[0]!.id,
            page: Math.floor(i / 30) + 1,
            page_size: (i % 30) + 20,
          },
        });
        largest = Math.max(largest, cache.bytes);
      }
      expect(largest).toBeGreaterThan(maxBytes / 2);
      expect(largest).toBeLessThanOrEqual(maxBytes);
      expect(cache.size).toBeGreaterThan(0);
      small.advanceClock(31_000);
      cache.purgeExpired();
      expect(cache.size).toBe(0);
      expect(cache.bytes).toBe(0);
    } finally {
      await small.close();
    }
  });
});
