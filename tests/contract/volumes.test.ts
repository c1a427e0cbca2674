/**
 * Contract tests of volumes: order by sparse rank, creation at the end,
 * renames, moves (with a respacing once the gap is used up, and chapter
 * numbers following the new order) and deletion only of empty volumes.
 * Volume and book aggregates are compared with sums over a full chapter list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Envelope,
  expectFieldError,
  op,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface Volume {
  id: string;
  book_id: string;
  title: string;
  sort: number;
  chapter_count: number;
  word_count: number;
  create_time: string;
}
interface Summary {
  id: string;
  volume_id: string;
  chapter_no: number;
  position: number;
  word_count: number;
  status: string;
}
interface Book {
  id: string;
  title: string;
  word_count: number;
  chapter_count: number;
}
interface Category {
  id: string;
  name: string;
  children: Category[];
}

const DAY = 86_400_000;

let server: TestServer;
let token: string;
let otherToken: string;
let bigBook: Book;
let plainBook: Book;
let foreignBook: Book;
let foreignVolumeId: string;

async function listBooks(t: string): Promise<Book[]> {
  return (
    await server.ok<{ list: Book[] }>('listBooks', {
      token: t,
      query: { kind: 'long', page_size: 100 },
    })
  ).list;
}

async function volumesOf(bookId: string, t = token): Promise<Volume[]> {
  return (
    await server.ok<{ list: Volume[] }>('listVolumes', { token: t, query: { book_id: bookId } })
  ).list;
}

async function chaptersOf(bookId: string, status?: string): Promise<Summary[]> {
  return (
    await server.ok<{ list: Summary[] }>('listChapters', {
      token,
      query: { book_id: bookId, status, page_size: 500 },
    })
  ).list;
}

function expectNotFound(result: Envelope): void {
  expect(result.code, JSON.stringify(result)).toBe(102001);
  expect(result.body).toBeNull();
}

/** Volumes listed by rank, chapters numbered 1..n in that order, sums equal. */
async function expectConsistent(bookId: string): Promise<Volume[]> {
  const volumes = await volumesOf(bookId);
  const sorts = volumes.map((v) => v.sort);
  expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  expect(new Set(sorts).size).toBe(sorts.length);
  const chapters = await chaptersOf(bookId);
  const rank = new Map(volumes.map((v, i) => [v.id, i]));
  const expected = [...chapters].sort(
    (a, b) => rank.get(a.volume_id)! - rank.get(b.volume_id)! || a.position - b.position,
  );
  expect(chapters.map((c) => c.id)).toEqual(expected.map((c) => c.id));
  expect(chapters.map((c) => c.chapter_no)).toEqual(chapters.map((_, i) => i + 1));
  // Positions are ranks over the whole book that agree with volume order.
  const positions = chapters.map((c) => c.position);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  for (const volume of volumes) {
    const inVolume = chapters.filter((c) => c.volume_id === volume.id);
    expect([volume.chapter_count, volume.word_count]).toEqual([
      inVolume.length,
      inVolume.reduce((sum, c) => sum + c.word_count, 0),
    ]);
  }
  const book = await server.ok<Book>('getBook', { token, query: { book_id: bookId } });
  expect([book.chapter_count, book.word_count]).toEqual([
    chapters.length,
    chapters.reduce((sum, c) => sum + c.word_count, 0),
  ]);
  return volumes;
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  otherToken = await server.login(UNSIGNED_PHONE);
  const books = await listBooks(token);
  bigBook = books.find((b) => b.title === '星海长歌')!;
  plainBook = books.find((b) => b.title === '长安夜雨')!;
  foreignBook = (await listBooks(otherToken)).find((b) => b.title === '山河旧梦')!;
  foreignVolumeId = (await volumesOf(foreignBook.id, otherToken))[0]!.id;
});

afterAll(async () => {
  await server?.close();
});

describe(op('listVolumes'), () => {
  it('lists the book’s volumes by rank with their counts', async () => {
    const volumes = await expectConsistent(bigBook.id);
    expect(volumes.length).toBe(10);
    expect(volumes[0]!.title).toBe('第一卷 初入星海');
    expect(volumes.every((v) => v.book_id === bigBook.id)).toBe(true);
  });

  it('rejects bad queries, missing and revoked tokens, other authors’ books', async () => {
    expectFieldError(
      await server.call('listVolumes', { token, query: {} }),
      'book_id',
      'validation.required',
    );
    expectFieldError(
      await server.call('listVolumes', { token, query: { book_id: 'x'.repeat(65) } }),
      'book_id',
      'validation.tooLong',
    );
    expect((await server.call('listVolumes', { query: { book_id: bigBook.id } })).code).toBe(
      100002,
    );
    const revoked = await server.login();
    await server.ok('logout', { token: revoked });
    expect(
      (await server.call('listVolumes', { token: revoked, query: { book_id: bigBook.id } })).code,
    ).toBe(109017);
    expectNotFound(await server.call('listVolumes', { token, query: { book_id: foreignBook.id } }));
  });
});

describe(op('createVolume'), () => {
  it('adds a volume at the end, one gap after the last rank', async () => {
    const before = await volumesOf(plainBook.id);
    const created = await server.ok<Volume>('createVolume', {
      token,
      body: { book_id: plainBook.id, title: '  第二卷 风雨长安  ' },
    });
    expect(created).toMatchObject({
      book_id: plainBook.id,
      title: '第二卷 风雨长安',
      sort: before.at(-1)!.sort + 1024,
      chapter_count: 0,
      word_count: 0,
    });
    const after = await expectConsistent(plainBook.id);
    expect(after.map((v) => v.id)).toEqual([...before.map((v) => v.id), created.id]);
  });

  it('rejects bad bodies, a missing token and other authors’ books', async () => {
    const call = (body: unknown) => server.call('createVolume', { token, body });
    expectFieldError(await call({ book_id: plainBook.id }), 'title', 'validation.required');
    expectFieldError(await call({ book_id: plainBook.id, title: 7 }), 'title', 'validation.type');
    expectFieldError(
      await call({ book_id: plainBook.id, title: '' }),
      'title',
      'validation.tooShort',
    );
    expectFieldError(
      await call({ book_id: plainBook.id, title: '   ' }),
      'title',
      'validation.tooShort',
    );
    expectFieldError(
      await call({ book_id: plainBook.id, title: '卷'.repeat(21) }),
      'title',
      'validation.tooLong',
    );
    expectFieldError(
      await call({ book_id: plainBook.id, title: '卷', sort: 1 }),
      'sort',
      'validation.unknownField',
    );
    expect(
      (await server.call('createVolume', { body: { book_id: plainBook.id, title: '卷' } })).code,
    ).toBe(100002);
    expectNotFound(await call({ book_id: foreignBook.id, title: '偷加的卷' }));
    expect((await volumesOf(foreignBook.id, otherToken)).map((v) => v.title)).not.toContain(
      '偷加的卷',
    );
  });
});

describe(op('updateVolume'), () => {
  it('renames a volume', async () => {
    const [first] = await volumesOf(plainBook.id);
    const renamed = await server.ok<Volume>('updateVolume', {
      token,
      body: { volume_id: first!.id, title: ' 第一卷 长安风起时 ' },
    });
    expect(renamed).toMatchObject({ id: first!.id, title: '第一卷 长安风起时', sort: first!.sort });
    expect((await volumesOf(plainBook.id))[0]!.title).toBe('第一卷 长安风起时');
  });

  it('rejects bad bodies, a missing token and other authors’ volumes', async () => {
    const [first] = await volumesOf(plainBook.id);
    const call = (body: unknown) => server.call('updateVolume', { token, body });
    expectFieldError(await call({ title: '卷' }), 'volume_id', 'validation.required');
    expectFieldError(
      await call({ volume_id: first!.id, title: '卷'.repeat(21) }),
      'title',
      'validation.tooLong',
    );
    expectFieldError(
      await call({ volume_id: first!.id, title: ' ' }),
      'title',
      'validation.tooShort',
    );
    expectFieldError(
      await call({ volume_id: first!.id, title: '卷', book_id: 'b' }),
      'book_id',
      'validation.unknownField',
    );
    expect(
      (await server.call('updateVolume', { body: { volume_id: first!.id, title: '卷' } })).code,
    ).toBe(100002);
    expectNotFound(await call({ volume_id: foreignVolumeId, title: '偷改' }));
    expect((await volumesOf(foreignBook.id, otherToken))[0]!.title).not.toBe('偷改');
  });
});

describe(op('moveVolume'), () => {
  it('moves the last volume first; chapter numbers follow the new order', async () => {
    const before = await volumesOf(bigBook.id);
    const last = before.at(-1)!;
    const { list } = await server.ok<{ list: Volume[] }>('moveVolume', {
      token,
      body: { volume_id: last.id, after_volume_id: null },
    });
    expect(list.map((v) => v.id)).toEqual([last.id, ...before.slice(0, -1).map((v) => v.id)]);
    await expectConsistent(bigBook.id);
    const chapters = await chaptersOf(bigBook.id);
    expect(chapters.slice(0, last.chapter_count).every((c) => c.volume_id === last.id)).toBe(true);
  });

  it('moves a volume after another', async () => {
    const before = await volumesOf(bigBook.id);
    const [moving, anchor] = [before[0]!, before[4]!];
    const { list } = await server.ok<{ list: Volume[] }>('moveVolume', {
      token,
      body: { volume_id: moving.id, after_volume_id: anchor.id },
    });
    const expected = before.slice(1).map((v) => v.id);
    expected.splice(4, 0, moving.id);
    expect(list.map((v) => v.id)).toEqual(expected);
    await expectConsistent(bigBook.id);
  });

  it('respaces the book’s volumes when the gap is used up', async () => {
    const before = await volumesOf(bigBook.id);
    const [anchor, x, y] = [before[0]!, before[1]!, before[2]!];
    // Alternately putting y and x right after the first volume halves the gap.
    for (let i = 0; i < 12; i++) {
      const moving = i % 2 === 0 ? y : x;
      await server.ok('moveVolume', {
        token,
        body: { volume_id: moving.id, after_volume_id: anchor.id },
      });
    }
    const after = await expectConsistent(bigBook.id);
    expect(after.slice(0, 3).map((v) => v.id)).toEqual([anchor.id, x.id, y.id]);
    expect(after.map((v) => v.id).sort()).toEqual(before.map((v) => v.id).sort());
  });

  it('refuses itself, unknown and other books’ volumes as the anchor', async () => {
    const [first, second] = await volumesOf(bigBook.id);
    const [plainVolume] = await volumesOf(plainBook.id);
    const call = (body: unknown) => server.call('moveVolume', { token, body });
    for (const after of [first!.id, plainVolume!.id, foreignVolumeId, 'nosuchvolume']) {
      expectFieldError(
        await call({ volume_id: first!.id, after_volume_id: after }),
        'after_volume_id',
        'validation.invalid',
      );
    }
    expect((await volumesOf(bigBook.id)).slice(0, 2).map((v) => v.id)).toEqual([
      first!.id,
      second!.id,
    ]);
  });

  it('rejects bad bodies, a missing token and other authors’ volumes', async () => {
    const [first] = await volumesOf(bigBook.id);
    const call = (body: unknown) => server.call('moveVolume', { token, body });
    expectFieldError(
      await call({ volume_id: first!.id }),
      'after_volume_id',
      'validation.required',
    );
    expectFieldError(await call({ after_volume_id: null }), 'volume_id', 'validation.required');
    expectFieldError(await call({ volume_id: first!.id, after_volume_id: 3 }), 'after_volume_id');
    expectFieldError(
      await call({ volume_id: first!.id, after_volume_id: null, sort: 1 }),
      'sort',
      'validation.unknownField',
    );
    expect(
      (await server.call('moveVolume', { body: { volume_id: first!.id, after_volume_id: null } }))
        .code,
    ).toBe(100002);
    expectNotFound(await call({ volume_id: foreignVolumeId, after_volume_id: null }));
  });
});

describe(op('deleteVolume'), () => {
  it('refuses a volume holding chapters, even only trashed ones', async () => {
    const [first] = await volumesOf(plainBook.id);
    const full = await server.call('deleteVolume', { token, body: { volume_id: first!.id } });
    expect(full.code).toBe(103001);
    expect(full.msg).toBe('Volume is not empty');

    const created = await server.ok<Volume>('createVolume', {
      token,
      body: { book_id: plainBook.id, title: '只剩回收站' },
    });
    const chapter = await server.ok<Summary>('createChapter', {
      token,
      body: { book_id: plainBook.id, volume_id: created.id, title: '草稿', content: '草稿' },
    });
    await server.ok('trashChapters', { token, body: { chapter_ids: [chapter.id] } });
    const trashedOnly = await server.call('deleteVolume', {
      token,
      body: { volume_id: created.id },
    });
    expect(trashedOnly.code).toBe(103001);
    expect(trashedOnly.msg).toBe('Volume is not empty');
    expect((await volumesOf(plainBook.id)).map((v) => v.id)).toContain(created.id);
  });

  it('deletes an empty volume', async () => {
    const created = await server.ok<Volume>('createVolume', {
      token,
      body: { book_id: bigBook.id, title: '空卷' },
    });
    await server.ok('deleteVolume', { token, body: { volume_id: created.id } });
    expect((await volumesOf(bigBook.id)).map((v) => v.id)).not.toContain(created.id);
    await expectConsistent(bigBook.id);
  });

  it('never deletes the last volume of a book', async () => {
    const tree = await server.ok<Category[]>('getCategoryTree', { token });
    const channel = tree.find((c) => c.name === '男频')!;
    const leaf = channel.children[0]!.children[0] ?? channel.children[0]!;
    const book = await server.ok<Book>('createBook', {
      token,
      body: {
        kind: 'long',
        title: '只有一卷的书',
        audience: 'male',
        category_id: leaf.id,
        synopsis: '一本只为测试最后一卷不能删除而写的书，简介足够二十个字。',
      },
    });
    const volumes = await volumesOf(book.id);
    expect(volumes.length).toBe(1);
    expect(volumes[0]!.chapter_count).toBe(0);
    const result = await server.call('deleteVolume', {
      token,
      body: { volume_id: volumes[0]!.id },
    });
    expect(result.code).toBe(103001);
    expect((await volumesOf(book.id)).length).toBe(1);
  });

  it('rejects bad bodies, a missing token and other authors’ volumes', async () => {
    const call = (body: unknown) => server.call('deleteVolume', { token, body });
    expectFieldError(await call({}), 'volume_id', 'validation.required');
    expectFieldError(await call({ volume_id: ['a'] }), 'volume_id', 'validation.type');
    expectFieldError(
      await call({ volume_id: 'a', force: true }),
      'force',
      'validation.unknownField',
    );
    expect((await server.call('deleteVolume', { body: { volume_id: 'a' } })).code).toBe(100002);
    expectNotFound(await call({ volume_id: foreignVolumeId }));
    expect((await volumesOf(foreignBook.id, otherToken)).map((v) => v.id)).toContain(
      foreignVolumeId,
    );
  });
});

describe('tokens', () => {
  // Last: moving the clock 31 days ahead affects everything after it.
  it('refuses an expired token', async () => {
    server.advanceClock(31 * DAY);
    expect((await server.call('listVolumes', { token, query: { book_id: bigBook.id } })).code).toBe(
      100002,
    );
  });
});
