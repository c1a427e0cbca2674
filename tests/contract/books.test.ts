/**
 * Contract tests of the book operations: the list (search, filters, sorts,
 * paging), creation with every kind of bad field, details, edits and the
 * state rules behind them, cover uploads and the completion request. The
 * platform's side of each flow is driven through server/services/editorial/editorial,
 * exactly as `npm run editor` drives it.
 *
 * Book lists of the signed author are asserted against the seed, so books
 * created in this file belong to the unsigned author unless a test says
 * otherwise; the signed author's books are only changed after the list tests.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, books, messages, volumes } from '../../server/db/schema';
import { issueToken } from '../../server/services/auth/sessions';
import { approveBook, completeBook, rejectBook } from '../../server/services/editorial/editorial';
import {
  type Envelope,
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';
import { fileForm, greyJpeg, solidPng } from './images';

interface Book {
  id: string;
  kind: 'long' | 'short';
  title: string;
  audience: 'male' | 'female';
  category_id: string;
  category_path: string[];
  tags: string[];
  protagonists: string[];
  synopsis: string;
  cover_url: string | null;
  serial_status: string;
  review_status: string;
  reject_reason: string | null;
  sign_status: string;
  allow_vip: boolean;
  word_count: number;
  chapter_count: number;
  last_chapter_title: string | null;
  last_published_at: string | null;
  create_time: string;
  update_time: string;
}
interface BookPage {
  list: Book[];
  total: number;
  page: number;
  page_size: number;
}
interface Category {
  id: string;
  name: string;
  parent_id: string | null;
  children: Category[];
}

const SEEDED_LONG = ['星海长歌', '青云剑主', '长安夜雨', '雾港迷踪'];
const SEEDED_SHORT = ['最后一班地铁', '面馆里的春天', '月光下的旧信'];
const SYNOPSIS = '一座被潮水围困的孤城，一个能听见石头说话的少年，和一场持续了三百年的约定。';

// ------------------------------------------------------------ fixtures

let server: TestServer;
/** The signed author (墨染青衣), whose seeded books the list tests read. */
let tokenA: string;
/** The unsigned author (青山客), who creates and edits books here. */
let tokenB: string;
let authorB: string;
let maleLeaf: { id: string; path: string[] };
let maleLeaf2: { id: string; path: string[] };
let femaleLeaf: { id: string; path: string[] };
let maleGenreId: string;
let maleChannelId: string;
/** A book of author A that author B must never see. */
let foreignBook: Book;
let titleSeq = 0;

/** A title no test has used yet (titles are unique per author). */
function freshTitle(prefix = '测试之书'): string {
  titleSeq += 1;
  return `${prefix}${titleSeq}`;
}

function newBookBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'long',
    title: freshTitle(),
    audience: 'male',
    category_id: maleLeaf.id,
    tags: ['热血', '成长'],
    protagonists: ['林川'],
    synopsis: SYNOPSIS,
    ...overrides,
  };
}

async function createAs(token: string, overrides: Record<string, unknown> = {}): Promise<Book> {
  return server.ok<Book>('createBook', { token, body: newBookBody(overrides) });
}

async function list(token: string, query: Record<string, string | number>): Promise<BookPage> {
  return server.ok<BookPage>('listBooks', { token, query: { kind: 'long', ...query } });
}

async function bookRow(id: string) {
  const [row] = await server.context.db.select().from(books).where(eq(books.id, id));
  return row!;
}

async function countBooks(authorId: string): Promise<number> {
  const rows = await server.context.db
    .select({ id: books.id })
    .from(books)
    .where(eq(books.authorId, authorId));
  return rows.length;
}

function expectNoData(result: Envelope, code = 102001) {
  expect(result.code).toBe(code);
  expect(result.body).toBeNull();
}

beforeAll(async () => {
  server = await startServer();
  [tokenA, tokenB] = await Promise.all([server.login(SIGNED_PHONE), server.login(UNSIGNED_PHONE)]);
  const people = await server.context.db.select().from(authors);
  authorB = people.find((p) => p.phone === UNSIGNED_PHONE)!.id;

  const tree = await server.ok<Category[]>('getCategoryTree', { token: tokenA });
  const male = tree.find((c) => c.name === '男频')!;
  const female = tree.find((c) => c.name === '女频')!;
  const leafOf = (channel: Category, genre: number, leaf: number) => {
    const g = channel.children[genre]!;
    const l = g.children[leaf]!;
    return { id: l.id, path: [channel.name, g.name, l.name] };
  };
  maleChannelId = male.id;
  maleGenreId = male.children[0]!.id;
  maleLeaf = leafOf(male, 0, 0);
  maleLeaf2 = leafOf(male, 1, 2);
  femaleLeaf = leafOf(female, 1, 1);
  const page = await list(tokenA, { keyword: '星海长歌' });
  foreignBook = page.list[0]!;
});

afterAll(async () => {
  await server?.close();
});

// ------------------------------------------------------------ getCategoryTree

describe(op('getCategoryTree'), () => {
  it('answers the two audience channels with their categories and leaves', async () => {
    const tree = await server.ok<Category[]>('getCategoryTree', { token: tokenB });
    expect(tree.map((c) => c.name)).toEqual(['男频', '女频']);
    for (const channel of tree) {
      expect(channel.parent_id).toBeNull();
      expect(channel.children.length).toBeGreaterThanOrEqual(6);
      for (const genre of channel.children) {
        expect(genre.parent_id).toBe(channel.id);
        expect(genre.children.length).toBeGreaterThan(0);
        for (const leaf of genre.children) {
          expect(leaf.parent_id).toBe(genre.id);
          expect(leaf.children).toEqual([]);
        }
      }
    }
  });

  it('answers 100002 without a token and 100002 for an unknown token', async () => {
    expectNoData(await server.call('getCategoryTree'), 100002);
    expectNoData(await server.call('getCategoryTree', { token: 'not-a-real-token' }), 100002);
  });
});

// ------------------------------------------------------------ listBooks

describe(op('listBooks'), () => {
  it('lists the author’s own books of one kind, with category paths', async () => {
    const long = await list(tokenA, {});
    expect(long.total).toBe(4);
    expect(long.page).toBe(1);
    expect(long.page_size).toBe(20);
    expect(long.list.map((b) => b.title).sort()).toEqual([...SEEDED_LONG].sort());
    expect(long.list.every((b) => b.kind === 'long')).toBe(true);
    const star = long.list.find((b) => b.title === '星海长歌')!;
    expect(star.category_path).toEqual(['男频', '科幻', '星际文明']);
    expect(star.chapter_count).toBe(40);
    expect(star.sign_status).toBe('signed');
    expect(star.last_chapter_title).toMatch(/^第\d+章 /);

    const short = await server.ok<BookPage>('listBooks', {
      token: tokenA,
      query: { kind: 'short' },
    });
    expect(short.total).toBe(3);
    expect(short.list.map((b) => b.title).sort()).toEqual([...SEEDED_SHORT].sort());
    expect(short.list.every((b) => b.category_path[0] === '女频')).toBe(true);

    // The other author sees only their own.
    const theirs = await list(tokenB, {});
    expect(theirs.list.map((b) => b.title)).toEqual(['山河旧梦']);
  });

  it('searches titles by keyword, treating % and _ literally', async () => {
    const hits = await list(tokenA, { keyword: '长' });
    expect(hits.list.map((b) => b.title).sort()).toEqual(['星海长歌', '长安夜雨'].sort());
    expect(hits.total).toBe(2);
    expect((await list(tokenA, { keyword: '  夜雨 ' })).list.map((b) => b.title)).toEqual([
      '长安夜雨',
    ]);
    expect((await list(tokenA, { keyword: '%' })).total).toBe(0);
    expect((await list(tokenA, { keyword: '_' })).total).toBe(0);
    expect((await list(tokenA, { keyword: '不存在的书' })).list).toEqual([]);
  });

  it('filters by review, serial and sign status', async () => {
    const pending = await list(tokenA, { review_status: 'pending' });
    expect(pending.list.map((b) => b.title)).toEqual(['长安夜雨']);
    const rejected = await list(tokenA, { review_status: 'rejected' });
    expect(rejected.list.map((b) => [b.title, b.reject_reason !== null])).toEqual([
      ['雾港迷踪', true],
    ]);
    const completed = await list(tokenA, { serial_status: 'completed' });
    expect(completed.list.map((b) => b.title)).toEqual(['青云剑主']);
    const signed = await list(tokenA, { sign_status: 'signed' });
    expect(signed.list.map((b) => b.title).sort()).toEqual(['星海长歌', '青云剑主'].sort());
    const both = await list(tokenA, { sign_status: 'signed', serial_status: 'serial' });
    expect(both.list.map((b) => b.title)).toEqual(['星海长歌']);
    expect(both.total).toBe(1);
  });

  it('sorts by update time (default), words and creation time', async () => {
    const byUpdate = await list(tokenA, {});
    const updates = byUpdate.list.map((b) => Date.parse(b.update_time));
    expect(updates).toEqual([...updates].sort((x, y) => y - x));

    const byWords = await list(tokenA, { sort: 'words_desc' });
    const words = byWords.list.map((b) => b.word_count);
    expect(words).toEqual([...words].sort((x, y) => y - x));
    expect(words[0]).toBeGreaterThan(words[3]!);

    const byCreate = await list(tokenA, { sort: 'create_desc' });
    const created = byCreate.list.map((b) => Date.parse(b.create_time));
    expect(created).toEqual([...created].sort((x, y) => y - x));
    expect(new Set(byCreate.list.map((b) => b.id)).size).toBe(4);
  });

  it('pages with a stable order and the full total', async () => {
    const first = await list(tokenA, { page_size: 3, sort: 'create_desc' });
    const second = await list(tokenA, { page_size: 3, page: 2, sort: 'create_desc' });
    expect(first.list).toHaveLength(3);
    expect(second.list).toHaveLength(1);
    expect([first.total, second.total, second.page, second.page_size]).toEqual([4, 4, 2, 3]);
    const all = [...first.list, ...second.list].map((b) => b.title).sort();
    expect(all).toEqual([...SEEDED_LONG].sort());
    const beyond = await list(tokenA, { page: 9 });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(4);
  });

  it('rejects bad query parameters per field', async () => {
    const call = (query: Record<string, string | number>) =>
      server.call('listBooks', { token: tokenA, query });
    expectFieldError(await call({}), 'kind', 'validation.required');
    expectFieldError(await call({ kind: 'medium' }), 'kind', 'validation.enum');
    expectFieldError(await call({ kind: 'long', page: 0 }), 'page', 'validation.range');
    expectFieldError(await call({ kind: 'long', page: 'two' }), 'page', 'validation.type');
    expectFieldError(await call({ kind: 'long', page_size: 101 }), 'page_size', 'validation.range');
    expectFieldError(
      await call({ kind: 'long', keyword: '长'.repeat(31) }),
      'keyword',
      'validation.tooLong',
    );
    expectFieldError(await call({ kind: 'long', sort: 'title' }), 'sort', 'validation.enum');
    expectFieldError(
      await call({ kind: 'long', review_status: 'ok' }),
      'review_status',
      'validation.enum',
    );
  });

  it('needs a token', async () => {
    expectNoData(await server.call('listBooks', { query: { kind: 'long' } }), 100002);
    expectNoData(
      await server.call('listBooks', { token: 'not-a-token', query: { kind: 'long' } }),
      100002,
    );
  });
});

// ------------------------------------------------------------ createBook

describe(op('createBook'), () => {
  it('creates a pending book with a first volume, listed under its kind only', async () => {
    const before = Date.now();
    const book = await createAs(tokenB, {
      title: '  潮汐之城 ',
      tags: [' 热血 ', '奇幻'],
      protagonists: ['林川', ' 苏瑶 '],
      synopsis: `  ${SYNOPSIS}  `,
    });
    expect(book).toMatchObject({
      kind: 'long',
      title: '潮汐之城',
      audience: 'male',
      category_id: maleLeaf.id,
      category_path: maleLeaf.path,
      tags: ['热血', '奇幻'],
      protagonists: ['林川', '苏瑶'],
      synopsis: SYNOPSIS,
      cover_url: null,
      serial_status: 'serial',
      review_status: 'pending',
      reject_reason: null,
      sign_status: 'unsigned',
      allow_vip: false,
      word_count: 0,
      chapter_count: 0,
      last_chapter_title: null,
      last_published_at: null,
    });
    expect(Date.parse(book.create_time)).toBeGreaterThanOrEqual(before - 1000);
    expect(book.update_time).toBe(book.create_time);

    // Persisted, with one volume ready for chapters.
    expect(
      await server.ok<Book>('getBook', { token: tokenB, query: { book_id: book.id } }),
    ).toEqual(book);
    const vols = await server.context.db.select().from(volumes).where(eq(volumes.bookId, book.id));
    expect(vols.map((v) => [v.title, v.sort, v.chapterCount, v.wordCount])).toEqual([
      ['第一卷', 1024, 0, 0],
    ]);

    const long = await list(tokenB, {});
    expect(long.list.map((b) => b.id)).toContain(book.id);
    const short = await server.ok<BookPage>('listBooks', {
      token: tokenB,
      query: { kind: 'short' },
    });
    expect(short.list.map((b) => b.id)).not.toContain(book.id);
    // Another author's list never shows it.
    expect((await list(tokenA, { keyword: '潮汐' })).total).toBe(0);
  });

  it('creates a short book for the female channel', async () => {
    const book = await createAs(tokenB, {
      kind: 'short',
      audience: 'female',
      category_id: femaleLeaf.id,
      tags: undefined,
      protagonists: undefined,
    });
    expect(book.kind).toBe('short');
    expect(book.category_path).toEqual(femaleLeaf.path);
    expect(book.tags).toEqual([]);
    expect(book.protagonists).toEqual([]);
    const short = await server.ok<BookPage>('listBooks', {
      token: tokenB,
      query: { kind: 'short', keyword: book.title },
    });
    expect(short.list.map((b) => b.id)).toEqual([book.id]);
    expect((await list(tokenB, { keyword: book.title })).total).toBe(0);
  });

  it('names each bad field in body.errors', async () => {
    const before = await countBooks(authorB);
    const create = (body: Record<string, unknown>) =>
      server.call('createBook', { token: tokenB, body });
    const without = (field: string) => {
      const body = newBookBody();
      delete body[field];
      return body;
    };
    expectFieldError(await create(without('title')), 'title', 'validation.required');
    expectFieldError(await create(without('synopsis')), 'synopsis', 'validation.required');
    expectFieldError(await create(without('category_id')), 'category_id', 'validation.required');
    expectFieldError(
      await create(newBookBody({ title: '书'.repeat(31) })),
      'title',
      'validation.tooLong',
    );
    expectFieldError(await create(newBookBody({ title: '' })), 'title', 'validation.tooShort');
    expectFieldError(await create(newBookBody({ title: '   ' })), 'title', 'validation.tooShort');
    expectFieldError(await create(newBookBody({ title: 123 })), 'title', 'validation.type');
    expectFieldError(await create(newBookBody({ kind: 'novel' })), 'kind', 'validation.enum');
    expectFieldError(
      await create(newBookBody({ isbn: '978-7-000' })),
      'isbn',
      'validation.unknownField',
    );
    expectFieldError(
      await create(newBookBody({ category_id: maleGenreId })),
      'category_id',
      'validation.invalid',
    );
    expectFieldError(
      await create(newBookBody({ category_id: maleChannelId })),
      'category_id',
      'validation.invalid',
    );
    expectFieldError(
      await create(newBookBody({ category_id: femaleLeaf.id })),
      'category_id',
      'validation.invalid',
    );
    expectFieldError(
      await create(newBookBody({ category_id: 'nosuchcategory' })),
      'category_id',
      'validation.invalid',
    );
    expectFieldError(
      await create(newBookBody({ tags: ['一', '二', '三', '四', '五', '六'] })),
      'tags',
      'validation.tooMany',
    );
    expectFieldError(
      await create(newBookBody({ tags: ['热血', '   '] })),
      'tags',
      'validation.invalid',
    );
    expectFieldError(
      await create(newBookBody({ tags: ['热血', ' 热血'] })),
      'tags',
      'validation.duplicate',
    );
    expectFieldError(
      await create(newBookBody({ protagonists: ['甲', '乙', '丙'] })),
      'protagonists',
      'validation.tooMany',
    );
    expectFieldError(
      await create(newBookBody({ synopsis: '太短的简介。' })),
      'synopsis',
      'validation.tooShort',
    );
    // 20 characters only with the padding: too short once trimmed.
    expectFieldError(
      await create(newBookBody({ synopsis: `   ${'短'.repeat(17)}   ` })),
      'synopsis',
      'validation.tooShort',
    );
    expectFieldError(
      await create(newBookBody({ cover_url: 'https://example.com/a.png' })),
      'cover_url',
      'validation.format',
    );
    expectFieldError(
      await create(newBookBody({ cover_url: '/uploads/cover/nosuchfile.png' })),
      'cover_url',
      'validation.invalid',
    );
    // Nothing of the above was stored.
    expect(await countBooks(authorB)).toBe(before);
  });

  it('refuses a title the author already uses (104001), in either kind', async () => {
    const result = await server.call('createBook', {
      token: tokenB,
      body: newBookBody({ title: '山河旧梦' }),
    });
    expect(result.code).toBe(104001);
    expect(result.body).toBeNull();
    const shortDuplicate = await server.call('createBook', {
      token: tokenB,
      body: newBookBody({
        kind: 'short',
        title: ' 山河旧梦 ',
        audience: 'female',
        category_id: femaleLeaf.id,
      }),
    });
    expect(shortDuplicate.code).toBe(104001);
    // Another author's title is free to use.
    const mine = await createAs(tokenB, { title: '星海长歌' });
    expect(mine.title).toBe('星海长歌');
  });

  it('needs a token', async () => {
    expectNoData(await server.call('createBook', { body: newBookBody() }), 100002);
  });
});

// ------------------------------------------------------------ getBook

describe(op('getBook'), () => {
  it('answers one book with every field', async () => {
    const book = await server.ok<Book>('getBook', {
      token: tokenA,
      query: { book_id: foreignBook.id },
    });
    expect(book).toEqual(foreignBook);
    expect(book.category_path).toEqual(['男频', '科幻', '星际文明']);
    const row = await bookRow(foreignBook.id);
    expect(book.word_count).toBe(row.wordCount);
    expect(book.last_published_at).toBe(row.lastPublishedAt!.toISOString());
  });

  it('answers 102001 for another author’s book and for unknown ids', async () => {
    expectNoData(
      await server.call('getBook', { token: tokenB, query: { book_id: foreignBook.id } }),
    );
    expectNoData(await server.call('getBook', { token: tokenB, query: { book_id: 'nosuchbook' } }));
  });

  it('rejects a missing or malformed book_id', async () => {
    expectFieldError(
      await server.call('getBook', { token: tokenA, query: {} }),
      'book_id',
      'validation.required',
    );
    expectFieldError(
      await server.call('getBook', { token: tokenA, query: { book_id: 'a b' } }),
      'book_id',
      'validation.format',
    );
    expectFieldError(
      await server.call('getBook', { token: tokenA, query: { book_id: 'x'.repeat(65) } }),
      'book_id',
      'validation.tooLong',
    );
  });

  it('needs a token', async () => {
    expectNoData(await server.call('getBook', { query: { book_id: foreignBook.id } }), 100002);
  });
});

// ------------------------------------------------------------ updateBook

describe(op('updateBook'), () => {
  it('edits a pending book and moves its update time', async () => {
    const book = await createAs(tokenB);
    server.advanceClock(5_000);
    const updated = await server.ok<Book>('updateBook', {
      token: tokenB,
      body: {
        book_id: book.id,
        title: ' 改过的书名 ',
        synopsis: `${SYNOPSIS}（修订版）`,
        tags: ['修订'],
        protagonists: [],
        category_id: maleLeaf2.id,
      },
    });
    expect(updated).toMatchObject({
      id: book.id,
      title: '改过的书名',
      synopsis: `${SYNOPSIS}（修订版）`,
      tags: ['修订'],
      protagonists: [],
      category_id: maleLeaf2.id,
      category_path: maleLeaf2.path,
      review_status: 'pending',
      create_time: book.create_time,
    });
    expect(Date.parse(updated.update_time)).toBeGreaterThan(Date.parse(book.update_time));
    expect(
      await server.ok<Book>('getBook', { token: tokenB, query: { book_id: book.id } }),
    ).toEqual(updated);
  });

  it('changes audience and category together, and refuses a mismatched pair', async () => {
    const book = await createAs(tokenB);
    const moved = await server.ok<Book>('updateBook', {
      token: tokenB,
      body: { book_id: book.id, audience: 'female', category_id: femaleLeaf.id },
    });
    expect([moved.audience, moved.category_path]).toEqual(['female', femaleLeaf.path]);
    expectFieldError(
      await server.call('updateBook', {
        token: tokenB,
        body: { book_id: book.id, audience: 'male' },
      }),
      'category_id',
      'validation.invalid',
    );
    expectFieldError(
      await server.call('updateBook', {
        token: tokenB,
        body: { book_id: book.id, category_id: maleGenreId },
      }),
      'category_id',
      'validation.invalid',
    );
    expect((await bookRow(book.id)).audience).toBe('female');
  });

  it('locks the title once approved (103001) but still edits the rest', async () => {
    const book = await createAs(tokenB);
    await approveBook(server.context.db, book.id, server.context.now());
    const locked = await server.call('updateBook', {
      token: tokenB,
      body: { book_id: book.id, title: freshTitle('新名字') },
    });
    expectNoData(locked, 103001);
    expect((await bookRow(book.id)).title).toBe(book.title);
    // Sending the unchanged title along with other edits is fine.
    const edited = await server.ok<Book>('updateBook', {
      token: tokenB,
      body: { book_id: book.id, title: book.title, synopsis: `${SYNOPSIS}又及。` },
    });
    expect([edited.title, edited.synopsis, edited.review_status]).toEqual([
      book.title,
      `${SYNOPSIS}又及。`,
      'approved',
    ]);
  });

  it('refuses a title the author already uses (104001)', async () => {
    const book = await createAs(tokenB);
    const result = await server.call('updateBook', {
      token: tokenB,
      body: { book_id: book.id, title: '山河旧梦' },
    });
    expectNoData(result, 104001);
    expect((await bookRow(book.id)).title).toBe(book.title);
  });

  it('switches serial and hiatus only while approved and live', async () => {
    const pending = await createAs(tokenB);
    expectNoData(
      await server.call('updateBook', {
        token: tokenB,
        body: { book_id: pending.id, serial_status: 'hiatus' },
      }),
      103001,
    );
    await approveBook(server.context.db, pending.id, server.context.now());
    const paused = await server.ok<Book>('updateBook', {
      token: tokenB,
      body: { book_id: pending.id, serial_status: 'hiatus' },
    });
    expect(paused.serial_status).toBe('hiatus');
    const resumed = await server.ok<Book>('updateBook', {
      token: tokenB,
      body: { book_id: pending.id, serial_status: 'serial' },
    });
    expect(resumed.serial_status).toBe('serial');
    // A completed book stays completed.
    const completed = (await list(tokenA, { serial_status: 'completed' })).list[0]!;
    expectNoData(
      await server.call('updateBook', {
        token: tokenA,
        body: { book_id: completed.id, serial_status: 'serial' },
      }),
      103001,
    );
    expectFieldError(
      await server.call('updateBook', {
        token: tokenB,
        body: { book_id: pending.id, serial_status: 'completed' },
      }),
      'serial_status',
      'validation.enum',
    );
  });

  it('sends a rejected book back to review when the author edits it', async () => {
    const book = await createAs(tokenB);
    await rejectBook(server.context.db, book.id, '简介与正文关联不足', server.context.now());
    const rejected = await server.ok<Book>('getBook', {
      token: tokenB,
      query: { book_id: book.id },
    });
    expect([rejected.review_status, rejected.reject_reason]).toEqual([
      'rejected',
      '简介与正文关联不足',
    ]);
    const resubmitted = await server.ok<Book>('updateBook', {
      token: tokenB,
      body: { book_id: book.id, synopsis: `${SYNOPSIS}重写了开篇。` },
    });
    expect([resubmitted.review_status, resubmitted.reject_reason]).toEqual(['pending', null]);
    // The platform told the author about the rejection.
    const notices = await server.context.db
      .select()
      .from(messages)
      .where(and(eq(messages.authorId, authorB), eq(messages.title, '审核未通过')));
    expect(notices.some((m) => m.content.includes(book.title))).toBe(true);
  });

  it('accepts the author’s own cover upload only', async () => {
    const book = await createAs(tokenB);
    const { cover_url } = await server.ok<{ cover_url: string }>('uploadBookCover', {
      token: tokenB,
      rawBody: fileForm(solidPng(), 'c.png', 'image/png'),
    });
    const withCover = await server.ok<Book>('updateBook', {
      token: tokenB,
      body: { book_id: book.id, cover_url },
    });
    expect(withCover.cover_url).toBe(cover_url);
    const theirs = await server.ok<{ cover_url: string }>('uploadBookCover', {
      token: tokenA,
      rawBody: fileForm(solidPng(), 'c.png', 'image/png'),
    });
    expectFieldError(
      await server.call('updateBook', {
        token: tokenB,
        body: { book_id: book.id, cover_url: theirs.cover_url },
      }),
      'cover_url',
      'validation.invalid',
    );
    expect((await bookRow(book.id)).coverUrl).toBe(cover_url);
  });

  it('answers 102001 for another author’s book and changes nothing', async () => {
    const result = await server.call('updateBook', {
      token: tokenB,
      body: { book_id: foreignBook.id, synopsis: `${SYNOPSIS}被人改了。` },
    });
    expectNoData(result);
    expect((await bookRow(foreignBook.id)).synopsis).toBe(foreignBook.synopsis);
    expectNoData(
      await server.call('updateBook', {
        token: tokenB,
        body: { book_id: 'nosuchbook', synopsis: SYNOPSIS },
      }),
    );
  });

  it('rejects bad bodies per field', async () => {
    const book = (await list(tokenB, { keyword: '山河旧梦' })).list[0]!;
    const update = (body: Record<string, unknown>) =>
      server.call('updateBook', { token: tokenB, body });
    expectFieldError(await update({ title: '新名字' }), 'book_id', 'validation.required');
    expect((await update({ book_id: book.id })).code).toBe(101001);
    expectFieldError(
      await update({ book_id: book.id, title: '书'.repeat(31) }),
      'title',
      'validation.tooLong',
    );
    expectFieldError(
      await update({ book_id: book.id, synopsis: 42 }),
      'synopsis',
      'validation.type',
    );
    expectFieldError(
      await update({ book_id: book.id, review_status: 'approved' }),
      'review_status',
      'validation.unknownField',
    );
    expectFieldError(
      await update({ book_id: book.id, protagonists: ['甲', '乙', '丙'] }),
      'protagonists',
      'validation.tooMany',
    );
    expectFieldError(
      await update({ book_id: book.id, synopsis: `${'  '}简介太短${'  '.repeat(10)}` }),
      'synopsis',
      'validation.tooShort',
    );
  });

  it('needs a token', async () => {
    expectNoData(
      await server.call('updateBook', { body: { book_id: foreignBook.id, synopsis: SYNOPSIS } }),
      100002,
    );
  });
});

// ------------------------------------------------------------ uploadBookCover

describe(op('uploadBookCover'), () => {
  it('stores a PNG and a JPEG, served back as the same picture, usable as a new book’s cover', async () => {
    const png = solidPng();
    const pngUpload = await server.ok<{ cover_url: string }>('uploadBookCover', {
      token: tokenB,
      rawBody: fileForm(png, 'cover.png', 'image/png'),
    });
    expect(pngUpload.cover_url).toMatch(/^\/uploads\/cover\/[A-Za-z0-9_.-]+\.png$/);
    const served = await fetch(new URL(pngUpload.cover_url, server.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Re-encoded (cover-reencode.test.ts): the same pixels, not the same bytes.
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(Buffer.from(await served.arrayBuffer()))).equals(await pixels(png))).toBe(
      true,
    );

    // Typed by content: a JPEG sent under a .png name is stored as a JPEG.
    const jpegUpload = await server.ok<{ cover_url: string }>('uploadBookCover', {
      token: tokenB,
      rawBody: fileForm(greyJpeg(), 'photo.png', 'image/png'),
    });
    expect(jpegUpload.cover_url).toMatch(/\.jpg$/);
    const jpeg = await fetch(new URL(jpegUpload.cover_url, server.baseUrl));
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');

    const book = await createAs(tokenB, { cover_url: jpegUpload.cover_url });
    expect(book.cover_url).toBe(jpegUpload.cover_url);
    expect(
      (await server.ok<Book>('getBook', { token: tokenB, query: { book_id: book.id } })).cover_url,
    ).toBe(jpegUpload.cover_url);
  });

  it('refuses another author’s upload as a cover', async () => {
    const theirs = await server.ok<{ cover_url: string }>('uploadBookCover', {
      token: tokenA,
      rawBody: fileForm(solidPng(), 'cover.png', 'image/png'),
    });
    expectFieldError(
      await server.call('createBook', {
        token: tokenB,
        body: newBookBody({ cover_url: theirs.cover_url }),
      }),
      'cover_url',
      'validation.invalid',
    );
  });

  it('refuses files that are not JPEG or PNG by content, too large, or missing', async () => {
    const upload = (rawBody: BodyInit) =>
      server.call('uploadBookCover', { token: tokenB, rawBody });
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expectFieldError(
      await upload(fileForm(text, 'cover.png', 'image/png')),
      'file',
      'validation.fileType',
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expectFieldError(
      await upload(fileForm(gif, 'cover.gif', 'image/gif')),
      'file',
      'validation.fileType',
    );
    const webp = Buffer.concat([
      Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1'),
      Buffer.alloc(14),
    ]);
    expectFieldError(
      await upload(fileForm(webp, 'cover.webp', 'image/webp')),
      'file',
      'validation.fileType',
    );
    const huge = Buffer.concat([solidPng(), Buffer.alloc(2 * 1024 * 1024)]);
    expectFieldError(
      await upload(fileForm(huge, 'cover.png', 'image/png')),
      'file',
      'validation.fileSize',
    );
    expectFieldError(
      await upload(fileForm(Buffer.alloc(0), 'cover.png', 'image/png')),
      'file',
      'validation.required',
    );
    const noFile = new FormData();
    noFile.append('note', 'no file here');
    expectFieldError(await upload(noFile), 'file', 'validation.required');
  });

  it('needs a token', async () => {
    expectNoData(
      await server.call('uploadBookCover', {
        rawBody: fileForm(solidPng(), 'cover.png', 'image/png'),
      }),
      100002,
    );
  });
});

// ------------------------------------------------------------ requestCompletion

describe(op('requestCompletion'), () => {
  it('moves an approved serial book to completion_pending, then staff complete it', async () => {
    const pending = await server.ok<Book>('requestCompletion', {
      token: tokenA,
      body: { book_id: foreignBook.id },
    });
    expect(pending.serial_status).toBe('completion_pending');
    expect(
      (await server.ok<Book>('getBook', { token: tokenA, query: { book_id: foreignBook.id } }))
        .serial_status,
    ).toBe('completion_pending');
    // Asking twice, or pausing meanwhile, is not allowed.
    expectNoData(
      await server.call('requestCompletion', { token: tokenA, body: { book_id: foreignBook.id } }),
      103001,
    );
    expectNoData(
      await server.call('updateBook', {
        token: tokenA,
        body: { book_id: foreignBook.id, serial_status: 'hiatus' },
      }),
      103001,
    );

    await completeBook(server.context.db, foreignBook.id, server.context.now());
    const done = await server.ok<Book>('getBook', {
      token: tokenA,
      query: { book_id: foreignBook.id },
    });
    expect(done.serial_status).toBe('completed');
    const completed = await list(tokenA, { serial_status: 'completed' });
    expect(completed.list.map((b) => b.id)).toContain(foreignBook.id);
    expectNoData(
      await server.call('requestCompletion', { token: tokenA, body: { book_id: foreignBook.id } }),
      103001,
    );
  });

  it('works from hiatus too, and not for a book still in review', async () => {
    const book = await createAs(tokenB);
    expectNoData(
      await server.call('requestCompletion', { token: tokenB, body: { book_id: book.id } }),
      103001,
    );
    await approveBook(server.context.db, book.id, server.context.now());
    await server.ok('updateBook', {
      token: tokenB,
      body: { book_id: book.id, serial_status: 'hiatus' },
    });
    const asked = await server.ok<Book>('requestCompletion', {
      token: tokenB,
      body: { book_id: book.id },
    });
    expect(asked.serial_status).toBe('completion_pending');
  });

  it('answers 102001 for another author’s book and changes nothing', async () => {
    const theirs = (await list(tokenB, { keyword: '山河旧梦' })).list[0]!;
    expectNoData(
      await server.call('requestCompletion', { token: tokenA, body: { book_id: theirs.id } }),
    );
    expect((await bookRow(theirs.id)).serialStatus).toBe('serial');
  });

  it('rejects bad bodies and needs a token', async () => {
    expectFieldError(
      await server.call('requestCompletion', { token: tokenA, body: {} }),
      'book_id',
      'validation.required',
    );
    expectFieldError(
      await server.call('requestCompletion', { token: tokenA, body: { book_id: 7 } }),
      'book_id',
      'validation.type',
    );
    expectFieldError(
      await server.call('requestCompletion', {
        token: tokenA,
        body: { book_id: foreignBook.id, force: true },
      }),
      'force',
      'validation.unknownField',
    );
    expectNoData(
      await server.call('requestCompletion', { body: { book_id: foreignBook.id } }),
      100002,
    );
  });
});

// ------------------------------------------------------------ scale and sessions

describe('an author with 200 books', () => {
  it('lists a page with every category path resolved', async () => {
    const db = server.context.db;
    const [author] = await db
      .insert(authors)
      .values({ phone: '13900000200', penName: '高产作者' })
      .returning();
    const base = Date.now() - 200 * 60_000;
    const rows = Array.from({ length: 200 }, (_, i) => ({
      authorId: author!.id,
      kind: i % 4 === 0 ? ('short' as const) : ('long' as const),
      title: `批量之书${String(i).padStart(3, '0')}`,
      audience: 'male' as const,
      categoryId: maleLeaf.id,
      synopsis: SYNOPSIS,
      reviewStatus: 'approved' as const,
      wordCount: (i * 7919) % 100_000,
      createTime: new Date(base + i * 60_000),
      updateTime: new Date(base + ((i * 37) % 200) * 60_000),
    }));
    await db.insert(books).values(rows);
    const { token } = await issueToken(server.context, author!);

    // Timings belong to the bench scripts; here only what a client sees.
    for (const sort of ['update_desc', 'words_desc', 'create_desc'] as const) {
      const page = await list(token, { page: 3, sort });
      expect(page.total).toBe(150);
      expect(page.list).toHaveLength(20);
      expect(page.list.every((b) => b.category_path.length === 3)).toBe(true);
    }
  });
});

describe('sessions on book operations', () => {
  it('answers 109017 for a token revoked by logout', async () => {
    const token = await server.login(UNSIGNED_PHONE);
    await server.ok('logout', { token });
    expectNoData(await server.call('listBooks', { token, query: { kind: 'long' } }), 109017);
    expectNoData(
      await server.call('getBook', { token, query: { book_id: foreignBook.id } }),
      109017,
    );
  });

  // Last in the file: it moves the shared clock past every token's expiry.
  it('answers 100002 once the token has expired', async () => {
    server.advanceClock(31 * 24 * 3_600_000);
    expectNoData(
      await server.call('listBooks', { token: tokenA, query: { kind: 'long' } }),
      100002,
    );
    expectNoData(await server.call('createBook', { token: tokenB, body: newBookBody() }), 100002);
    expectNoData(
      await server.call('requestCompletion', { token: tokenA, body: { book_id: foreignBook.id } }),
      100002,
    );
  });
});
