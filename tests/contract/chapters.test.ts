/**
 * Contract tests of chapters: reading order, display numbers, saves with
 * optimistic concurrency, publishing and scheduling, trash, moves, imports.
 * After every kind of change the book's and volumes' aggregates are compared
 * with sums recomputed here from a full list, and numbering with 1..n.
 *
 * One server for the file; tests run in order and build on each other's
 * state the way an author's session would. The clock only moves forward by
 * hours until the last block, which expires the token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDueChapters } from '../../server/services/chapters/scheduler';
import { countWords } from '../../src/lib/word-count';
import {
  type Envelope,
  expectFieldError,
  op,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface Summary {
  id: string;
  book_id: string;
  volume_id: string;
  chapter_no: number;
  position: number;
  title: string;
  word_count: number;
  status: 'draft' | 'scheduled' | 'published' | 'trashed';
  publish_at: string | null;
  published_at: string | null;
  is_vip: boolean;
  version: number;
  update_time: string;
}
interface Chapter extends Summary {
  content: string;
  author_note: string;
  create_time: string;
  prev_chapter_id: string | null;
  next_chapter_id: string | null;
}
interface Page {
  list: Summary[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<'draft' | 'scheduled' | 'published' | 'trashed', number>;
}
interface Volume {
  id: string;
  book_id: string;
  title: string;
  sort: number;
  chapter_count: number;
  word_count: number;
}
interface Book {
  id: string;
  title: string;
  word_count: number;
  chapter_count: number;
  last_chapter_title: string | null;
  last_published_at: string | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: TestServer;
let token: string;
let otherToken: string;
/** 星海长歌: signed, VIP allowed, 40 chapters over 10 volumes. */
let bigBook: Book;
/** 长安夜雨: the same author's book without VIP. */
let plainBook: Book;
/** 山河旧梦 of the unsigned author. */
let foreignBook: Book;
let foreignChapterId: string;
let foreignVolumeId: string;
let volumesOfBig: Volume[];

async function listBooks(t: string): Promise<Book[]> {
  const body = await server.ok<{ list: Book[] }>('listBooks', {
    token: t,
    query: { kind: 'long', page_size: 100 },
  });
  return body.list;
}

async function volumesOf(bookId: string): Promise<Volume[]> {
  return (await server.ok<{ list: Volume[] }>('listVolumes', { token, query: { book_id: bookId } }))
    .list;
}

async function page(query: Record<string, string | number | undefined>, t = token): Promise<Page> {
  return server.ok<Page>('listChapters', { token: t, query: { page_size: 500, ...query } });
}

async function chapter(id: string): Promise<Chapter> {
  return server.ok<Chapter>('getChapter', { token, query: { chapter_id: id } });
}

/** Non-trashed chapters in reading order, as the list gives them. */
async function readingOrder(bookId: string): Promise<Summary[]> {
  return (await page({ book_id: bookId })).list;
}

async function create(body: Record<string, unknown>): Promise<Chapter> {
  return server.ok<Chapter>('createChapter', { token, body });
}

function expectNotFound(result: Envelope): void {
  expect(result.code, JSON.stringify(result)).toBe(102001);
  expect(result.body).toBeNull();
}

/**
 * The invariants every change must keep: reading order (volume sort, then
 * position), numbers 1..n among non-trashed chapters, per-volume and per-book
 * sums, and the last published chapter.
 */
async function expectConsistent(bookId: string): Promise<Summary[]> {
  const volumes = await volumesOf(bookId);
  const all = await readingOrder(bookId);
  const sortOf = new Map(volumes.map((v) => [v.id, v.sort]));
  const expectedOrder = [...all].sort(
    (a, b) => sortOf.get(a.volume_id)! - sortOf.get(b.volume_id)! || a.position - b.position,
  );
  expect(all.map((c) => c.id)).toEqual(expectedOrder.map((c) => c.id));
  expect(all.map((c) => c.chapter_no)).toEqual(all.map((_, i) => i + 1));
  // Positions are ranks over the whole book that agree with volume order.
  const positions = all.map((c) => c.position);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  for (const volume of volumes) {
    const inVolume = all.filter((c) => c.volume_id === volume.id);
    expect(
      { chapters: volume.chapter_count, words: volume.word_count },
      `volume ${volume.title}`,
    ).toEqual({
      chapters: inVolume.length,
      words: inVolume.reduce((sum, c) => sum + c.word_count, 0),
    });
  }
  const book = await server.ok<Book>('getBook', { token, query: { book_id: bookId } });
  expect(book.chapter_count).toBe(all.length);
  expect(book.word_count).toBe(all.reduce((sum, c) => sum + c.word_count, 0));
  // Latest published_at; a tie goes to the later chapter in reading order.
  let last: Summary | null = null;
  for (const c of all.filter((x) => x.status === 'published')) {
    if (!last || Date.parse(c.published_at!) >= Date.parse(last.published_at!)) last = c;
  }
  expect(book.last_chapter_title).toBe(last?.title ?? null);
  expect(book.last_published_at === null ? null : Date.parse(book.last_published_at)).toBe(
    last ? Date.parse(last.published_at!) : null,
  );
  return all;
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  otherToken = await server.login(UNSIGNED_PHONE);
  const books = await listBooks(token);
  bigBook = books.find((b) => b.title === '星海长歌')!;
  plainBook = books.find((b) => b.title === '长安夜雨')!;
  foreignBook = (await listBooks(otherToken)).find((b) => b.title === '山河旧梦')!;
  const foreign = await page({ book_id: foreignBook.id }, otherToken);
  foreignChapterId = foreign.list[0]!.id;
  foreignVolumeId = foreign.list[0]!.volume_id;
  volumesOfBig = await volumesOf(bigBook.id);
});

afterAll(async () => {
  await server?.close();
});

describe(op('listChapters'), () => {
  it('lists the book in reading order without content, with counts per status', async () => {
    const body = await page({ book_id: bigBook.id });
    expect(body.total).toBe(40);
    expect(body.counts).toEqual({ draft: 5, scheduled: 3, published: 32, trashed: 0 });
    expect(body.list.map((c) => c.chapter_no)).toEqual(body.list.map((_, i) => i + 1));
    for (const item of body.list) expect(item).not.toHaveProperty('content');
    await expectConsistent(bigBook.id);
  });

  it('filters by status with the matching total', async () => {
    const body = await page({ book_id: bigBook.id, status: 'scheduled' });
    expect(body.total).toBe(3);
    expect(body.list.map((c) => c.status)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    expect((await page({ book_id: bigBook.id, status: 'trashed' })).list).toEqual([]);
  });

  it('filters by volume', async () => {
    const second = volumesOfBig[1]!;
    const body = await page({ book_id: bigBook.id, volume_id: second.id });
    expect(body.total).toBe(second.chapter_count);
    expect(body.list.length).toBe(second.chapter_count);
    expect(body.list.every((c) => c.volume_id === second.id)).toBe(true);
  });

  it('finds by title keyword and by chapter number', async () => {
    const all = await readingOrder(bigBook.id);
    const target = all[6]!;
    const word = target.title.replace(/^第\d+章 /, '');
    const byTitle = await page({ book_id: bigBook.id, keyword: word });
    expect(byTitle.list.map((c) => c.id)).toContain(target.id);
    expect(byTitle.list.every((c) => c.title.includes(word))).toBe(true);
    expect(byTitle.total).toBe(byTitle.list.length);

    const byNumber = await page({ book_id: bigBook.id, keyword: '12' });
    expect(byNumber.list.some((c) => c.chapter_no === 12)).toBe(true);
    expect(byNumber.list.every((c) => c.chapter_no === 12 || c.title.includes('12'))).toBe(true);
  });

  it('matches % and _ literally', async () => {
    expect((await page({ book_id: bigBook.id, keyword: '%' })).total).toBe(0);
    expect((await page({ book_id: bigBook.id, keyword: '_' })).total).toBe(0);
  });

  it('pages, and a page beyond the end is empty with the right total', async () => {
    const second = await page({ book_id: bigBook.id, page: 2, page_size: 10 });
    expect(second.page).toBe(2);
    expect(second.page_size).toBe(10);
    expect(second.list.map((c) => c.chapter_no)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const beyond = await page({ book_id: bigBook.id, page: 99, page_size: 10 });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(40);
  });

  it('rejects bad queries', async () => {
    const call = (query: Record<string, string | number>) =>
      server.call('listChapters', { token, query });
    expectFieldError(await call({}), 'book_id', 'validation.required');
    expectFieldError(await call({ book_id: 'no spaces' }), 'book_id', 'validation.format');
    expectFieldError(
      await call({ book_id: bigBook.id, page_size: 501 }),
      'page_size',
      'validation.range',
    );
    expectFieldError(await call({ book_id: bigBook.id, page: 0 }), 'page', 'validation.range');
    expectFieldError(await call({ book_id: bigBook.id, page: 'two' }), 'page', 'validation.type');
    expectFieldError(
      await call({ book_id: bigBook.id, status: 'gone' }),
      'status',
      'validation.enum',
    );
    expectFieldError(
      await call({ book_id: bigBook.id, keyword: 'x'.repeat(51) }),
      'keyword',
      'validation.tooLong',
    );
  });

  it('needs a token and hides other authors’ books', async () => {
    expect((await server.call('listChapters', { query: { book_id: bigBook.id } })).code).toBe(
      100002,
    );
    expectNotFound(
      await server.call('listChapters', { token, query: { book_id: foreignBook.id } }),
    );
    expectNotFound(await server.call('listChapters', { token, query: { book_id: 'nosuchbook' } }));
  });
});

describe(op('getChapter'), () => {
  it('answers the content, its word count and the neighbours', async () => {
    const all = await readingOrder(bigBook.id);
    const middle = await chapter(all[1]!.id);
    expect(middle.content.length).toBeGreaterThan(100);
    expect(middle.word_count).toBe(countWords(middle.content));
    expect(middle.prev_chapter_id).toBe(all[0]!.id);
    expect(middle.next_chapter_id).toBe(all[2]!.id);
    expect((await chapter(all[0]!.id)).prev_chapter_id).toBeNull();
    expect((await chapter(all.at(-1)!.id)).next_chapter_id).toBeNull();
  });

  it('rejects bad queries, a missing token and other authors’ chapters', async () => {
    expectFieldError(
      await server.call('getChapter', { token, query: {} }),
      'chapter_id',
      'validation.required',
    );
    expectFieldError(
      await server.call('getChapter', { token, query: { chapter_id: 'a/b' } }),
      'chapter_id',
      'validation.format',
    );
    expect(
      (await server.call('getChapter', { query: { chapter_id: foreignChapterId } })).code,
    ).toBe(100002);
    expectNotFound(
      await server.call('getChapter', { token, query: { chapter_id: foreignChapterId } }),
    );
  });
});

describe(op('createChapter'), () => {
  const text = 'Hello world 2026年，你好！\n第二段：林川抬头。';

  it('appends at the end of the book: the round trip keeps text and counts', async () => {
    const lastVolume = volumesOfBig.at(-1)!;
    const created = await create({
      book_id: bigBook.id,
      volume_id: lastVolume.id,
      title: '  第41章 新的开始  ',
      content: text,
      author_note: '作者的话',
      is_vip: true,
    });
    expect(created).toMatchObject({
      title: '第41章 新的开始',
      chapter_no: 41,
      status: 'draft',
      version: 1,
      is_vip: true,
      content: text,
      author_note: '作者的话',
      word_count: countWords(text),
      next_chapter_id: null,
    });
    const read = await chapter(created.id);
    expect(read.content).toBe(text);
    expect(read.word_count).toBe(countWords(text));
    await expectConsistent(bigBook.id);
  });

  it('inserts after a chapter in the middle and renumbers what follows', async () => {
    const before = await readingOrder(bigBook.id);
    const anchor = before[1]!;
    const created = await create({
      book_id: bigBook.id,
      volume_id: anchor.volume_id,
      title: '插入的一章',
      content: '插入',
      after_chapter_id: anchor.id,
    });
    expect(created.chapter_no).toBe(3);
    expect(created.prev_chapter_id).toBe(anchor.id);
    expect(created.next_chapter_id).toBe(before[2]!.id);
    const after = await expectConsistent(bigBook.id);
    expect(after.map((c) => c.id)).toEqual([
      ...before.slice(0, 2).map((c) => c.id),
      created.id,
      ...before.slice(2).map((c) => c.id),
    ]);
  });

  it('puts a chapter first in its volume when after_chapter_id is null', async () => {
    const volume = volumesOfBig[2]!;
    const before = await readingOrder(bigBook.id);
    const firstOfVolume = before.find((c) => c.volume_id === volume.id)!;
    const created = await create({
      book_id: bigBook.id,
      volume_id: volume.id,
      title: '卷首',
      content: '卷首语',
      after_chapter_id: null,
    });
    expect(created.chapter_no).toBe(firstOfVolume.chapter_no);
    expect(created.next_chapter_id).toBe(firstOfVolume.id);
    await expectConsistent(bigBook.id);
  });

  it('accepts 60,000 characters and refuses 60,001', async () => {
    const volume = volumesOfBig.at(-1)!;
    const longest = '字'.repeat(60_000);
    const created = await create({
      book_id: bigBook.id,
      volume_id: volume.id,
      title: '长章',
      content: longest,
    });
    expect(created.word_count).toBe(60_000);
    expect((await chapter(created.id)).content).toBe(longest);
    const tooLong = await server.call('createChapter', {
      token,
      body: { book_id: bigBook.id, volume_id: volume.id, title: '太长', content: `${longest}字` },
    });
    expectFieldError(tooLong, 'content', 'validation.tooLong');
    await expectConsistent(bigBook.id);
  });

  it('refuses VIP chapters in a book without VIP', async () => {
    const [volume] = await volumesOf(plainBook.id);
    const result = await server.call('createChapter', {
      token,
      body: {
        book_id: plainBook.id,
        volume_id: volume!.id,
        title: 'VIP',
        content: '',
        is_vip: true,
      },
    });
    expect(result.code).toBe(103001);
    expect(result.msg).toBe('VIP needs a signed book');
  });

  it('answers the chapter made first when a create is sent again under its draft id', async () => {
    const before = (await page({ book_id: plainBook.id })).total;
    const [plainVolume] = await volumesOf(plainBook.id);
    const body = {
      book_id: plainBook.id,
      volume_id: plainVolume!.id,
      title: '断网前的一章',
      content: '第一次发送的正文。',
      draft_id: 'draft_e2e-01',
    };
    const first = await create(body);
    // The same draft id again, with newer text: the stored chapter comes back as it is.
    const again = await create({ ...body, content: '第一次发送的正文。又写了一句。' });
    expect(again).toMatchObject({ id: first.id, version: 1, content: '第一次发送的正文。' });
    expect((await page({ book_id: plainBook.id })).total).toBe(before + 1);
    await expectConsistent(plainBook.id);
  });

  it('rejects bad bodies', async () => {
    const volumeId = volumesOfBig[0]!.id;
    const base = { book_id: bigBook.id, volume_id: volumeId, title: '标题', content: '正文' };
    const call = (body: unknown) => server.call('createChapter', { token, body });
    expectFieldError(await call({ ...base, title: undefined }), 'title', 'validation.required');
    expectFieldError(await call({ ...base, title: 123 }), 'title', 'validation.type');
    expectFieldError(await call({ ...base, title: '   ' }), 'title', 'validation.tooShort');
    expectFieldError(
      await call({ ...base, title: '章'.repeat(51) }),
      'title',
      'validation.tooLong',
    );
    expectFieldError(
      await call({ ...base, author_note: 'x'.repeat(501) }),
      'author_note',
      'validation.tooLong',
    );
    expectFieldError(
      await call({ ...base, word_count: 5 }),
      'word_count',
      'validation.unknownField',
    );
    expectFieldError(await call({ ...base, is_vip: 'yes' }), 'is_vip', 'validation.type');
    expectFieldError(await call({ ...base, draft_id: 'a b' }), 'draft_id', 'validation.format');
    expectFieldError(await call({ ...base, draft_id: '' }), 'draft_id', 'validation.tooShort');
    // A volume of another of the author's books, an anchor in another volume.
    const [plainVolume] = await volumesOf(plainBook.id);
    expectFieldError(
      await call({ ...base, volume_id: plainVolume!.id }),
      'volume_id',
      'validation.invalid',
    );
    const inOtherVolume = (await readingOrder(bigBook.id)).find((c) => c.volume_id !== volumeId)!;
    expectFieldError(
      await call({ ...base, after_chapter_id: inOtherVolume.id }),
      'after_chapter_id',
      'validation.invalid',
    );
  });

  it('needs a token and hides other authors’ books and volumes', async () => {
    const body = { book_id: bigBook.id, volume_id: volumesOfBig[0]!.id, title: 't', content: '' };
    expect((await server.call('createChapter', { body })).code).toBe(100002);
    expectNotFound(
      await server.call('createChapter', {
        token,
        body: { ...body, book_id: foreignBook.id, volume_id: foreignVolumeId },
      }),
    );
    expectNotFound(
      await server.call('createChapter', { token, body: { ...body, volume_id: foreignVolumeId } }),
    );
    const count = (await page({ book_id: foreignBook.id }, otherToken)).total;
    expect(count).toBe(20);
  });
});

describe(op('updateChapter'), () => {
  it('saves text, adds 1 to the version and recounts words on the server', async () => {
    const target = (await readingOrder(bigBook.id)).find((c) => c.status === 'draft')!;
    const content = '改过的正文 with English words 和数字 123。';
    const saved = await server.ok<Chapter>('updateChapter', {
      token,
      body: { chapter_id: target.id, version: target.version, title: ' 新标题 ', content },
    });
    expect(saved).toMatchObject({
      title: '新标题',
      content,
      version: target.version + 1,
      word_count: countWords(content),
    });
    const read = await chapter(target.id);
    expect(read.content).toBe(content);
    expect(read.version).toBe(target.version + 1);
    await expectConsistent(bigBook.id);
  });

  it('answers 104001 with the stored chapter when two saves start from one version', async () => {
    const target = (await readingOrder(bigBook.id)).find((c) => c.status === 'draft')!;
    const first = await server.ok<Chapter>('updateChapter', {
      token,
      body: { chapter_id: target.id, version: target.version, content: '第一台电脑的文字' },
    });
    const second = await server.call<{ current: Chapter }>('updateChapter', {
      token,
      body: { chapter_id: target.id, version: target.version, content: '第二台电脑的文字' },
    });
    expect(second.code).toBe(104001);
    expect(second.body.current.content).toBe('第一台电脑的文字');
    expect(second.body.current.version).toBe(first.version);
    expect(second.body.current.id).toBe(target.id);
    expect((await chapter(target.id)).content).toBe('第一台电脑的文字');
  });

  it('keeps a published chapter’s correction pending; once applied the book follows the latest title', async () => {
    const published = (await readingOrder(bigBook.id)).filter((c) => c.status === 'published');
    const latest = published.at(-1)!;
    const titleBefore = latest.title;
    const saved = await server.ok<Chapter & { revision: { title: string } | null }>(
      'updateChapter',
      {
        token,
        body: {
          chapter_id: latest.id,
          version: latest.version,
          title: '修正后的标题',
          content: '修正',
        },
      },
    );
    expect(saved.title).toBe(titleBefore);
    expect(saved.revision?.title).toBe('修正后的标题');
    let book = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    expect(book.last_chapter_title).toBe(titleBefore);
    await server.ok('applyChapterRevision', {
      token,
      body: { chapter_id: latest.id, version: saved.version },
    });
    book = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    expect(book.last_chapter_title).toBe('修正后的标题');
    await expectConsistent(bigBook.id);
  });

  it('refuses 60,001 characters, VIP without VIP, and bad bodies', async () => {
    const target = (await readingOrder(bigBook.id))[0]!;
    const call = (body: unknown) => server.call('updateChapter', { token, body });
    expectFieldError(
      await call({ chapter_id: target.id, version: target.version, content: 'x'.repeat(60_001) }),
      'content',
      'validation.tooLong',
    );
    expectFieldError(await call({ chapter_id: target.id }), 'version', 'validation.required');
    expectFieldError(
      await call({ chapter_id: target.id, version: 0 }),
      'version',
      'validation.range',
    );
    expectFieldError(
      await call({ chapter_id: target.id, version: '1' }),
      'version',
      'validation.type',
    );
    expectFieldError(
      await call({ chapter_id: target.id, version: 1, status: 'published' }),
      'status',
      'validation.unknownField',
    );
    const plain = (await readingOrder(plainBook.id))[0]!;
    const vip = await call({ chapter_id: plain.id, version: plain.version, is_vip: true });
    expect(vip.code).toBe(103001);
    expect((await chapter(target.id)).version).toBe(target.version);
  });

  it('needs a token and hides other authors’ chapters', async () => {
    const body = { chapter_id: foreignChapterId, version: 1, content: '偷改' };
    expect((await server.call('updateChapter', { body })).code).toBe(100002);
    expectNotFound(await server.call('updateChapter', { token, body }));
    const foreign = await server.ok<Chapter>('getChapter', {
      token: otherToken,
      query: { chapter_id: foreignChapterId },
    });
    expect(foreign.content).not.toBe('偷改');
  });
});

// The seed's scheduled chapters come before its drafts: publishing a draft
// ahead of them is out of reading order (reading-order.test.ts), which these
// tests send as the author's choice.
describe(op('publishChapters'), () => {
  it('publishes drafts now; the book’s latest chapter follows', async () => {
    const draft = (await readingOrder(bigBook.id)).find((c) => c.status === 'draft')!;
    const before = server.context.now().getTime();
    const { list } = await server.ok<{ list: Summary[] }>('publishChapters', {
      token,
      body: { chapter_id: draft.id, out_of_order: true },
    });
    expect(list.map((c) => [c.id, c.status])).toEqual([[draft.id, 'published']]);
    expect(Date.parse(list[0]!.published_at!)).toBeGreaterThanOrEqual(before);
    const book = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    expect(book.last_chapter_title).toBe(draft.title);
    await expectConsistent(bigBook.id);
  });

  it('leaves published chapters as they are', async () => {
    const published = (await readingOrder(bigBook.id)).find((c) => c.status === 'published')!;
    const { list } = await server.ok<{ list: Summary[] }>('publishChapters', {
      token,
      body: { chapter_ids: [published.id] },
    });
    expect(list[0]!.published_at).toBe(published.published_at);
  });

  it('refuses a time in the past, under a minute ahead, or over a year ahead', async () => {
    const draft = (await readingOrder(bigBook.id)).find((c) => c.status === 'draft')!;
    const at = (ms: number) => new Date(server.context.now().getTime() + ms).toISOString();
    const call = (publish_at: string) =>
      server.call('publishChapters', { token, body: { chapter_id: draft.id, publish_at } });
    expectFieldError(await call(at(-HOUR)), 'publish_at', 'validation.pastTime');
    expectFieldError(await call(at(30_000)), 'publish_at', 'validation.pastTime');
    expectFieldError(await call(at(366 * DAY)), 'publish_at', 'validation.range');
    expect((await chapter(draft.id)).status).toBe('draft');
  });

  it('schedules, and the chapter is published once its time has come', async () => {
    const draft = (await readingOrder(bigBook.id)).find((c) => c.status === 'draft')!;
    const publishAt = new Date(server.context.now().getTime() + 2 * HOUR).toISOString();
    const { list } = await server.ok<{ list: Summary[] }>('publishChapters', {
      token,
      body: { chapter_ids: [draft.id], publish_at: publishAt, out_of_order: true },
    });
    expect(list[0]).toMatchObject({ status: 'scheduled', published_at: null });
    expect(Date.parse(list[0]!.publish_at!)).toBe(Date.parse(publishAt));

    server.advanceClock(2 * HOUR + 60_000);
    const published = await page({ book_id: bigBook.id, status: 'published' });
    const item = published.list.find((c) => c.id === draft.id)!;
    expect(item.status).toBe('published');
    expect(Date.parse(item.published_at!)).toBe(Date.parse(publishAt));
    expect(item.publish_at).toBeNull();
    await expectConsistent(bigBook.id);
  });

  it('publishes due chapters from the scheduler too, with published_at = publish_at', async () => {
    const draft = (await readingOrder(bigBook.id)).find((c) => c.status === 'draft')!;
    const publishAt = new Date(server.context.now().getTime() + HOUR).toISOString();
    await server.ok('publishChapters', {
      token,
      body: { chapter_id: draft.id, publish_at: publishAt, out_of_order: true },
    });
    expect(await publishDueChapters(server.context)).toBe(0);
    server.advanceClock(HOUR);
    expect(await publishDueChapters(server.context)).toBe(1);
    expect(await publishDueChapters(server.context)).toBe(0);
    const read = await chapter(draft.id);
    expect(read.status).toBe('published');
    expect(Date.parse(read.published_at!)).toBe(Date.parse(publishAt));
    await expectConsistent(bigBook.id);
  });

  it('is all-or-nothing: a trashed or foreign chapter changes nothing', async () => {
    const drafts = (await readingOrder(bigBook.id)).filter((c) => c.status === 'draft');
    const [keep, toTrash] = [drafts[0]!, drafts[1]!];
    await server.ok('trashChapters', { token, body: { chapter_ids: [toTrash.id] } });
    const trashed = await server.call('publishChapters', {
      token,
      body: { chapter_ids: [keep.id, toTrash.id] },
    });
    expect(trashed.code).toBe(103001);
    expectNotFound(
      await server.call('publishChapters', {
        token,
        body: { chapter_ids: [keep.id, foreignChapterId] },
      }),
    );
    expectNotFound(
      await server.call('publishChapters', { token, body: { chapter_id: 'nosuchchapter' } }),
    );
    expect((await chapter(keep.id)).status).toBe('draft');
    await server.ok('restoreChapters', { token, body: { chapter_ids: [toTrash.id] } });
  });

  it('rejects bad bodies and a missing token', async () => {
    const call = (body: unknown) => server.call('publishChapters', { token, body });
    expectFieldError(await call({}), 'chapter_ids', 'validation.required');
    expectFieldError(await call({ chapter_ids: [] }), 'chapter_ids', 'validation.tooFew');
    expectFieldError(await call({ chapter_id: 5 }), 'chapter_id', 'validation.type');
    expectFieldError(
      await call({ chapter_id: 'abc', publish_at: 'tomorrow' }),
      'publish_at',
      'validation.format',
    );
    expectFieldError(
      await call({ chapter_id: 'abc', when: 'now' }),
      'when',
      'validation.unknownField',
    );
    expect((await server.call('publishChapters', { body: { chapter_id: 'abc' } })).code).toBe(
      100002,
    );
  });
});

describe(op('unscheduleChapters'), () => {
  it('turns scheduled chapters back into drafts', async () => {
    const scheduled = (await page({ book_id: bigBook.id, status: 'scheduled' })).list[0]!;
    const { list } = await server.ok<{ list: Summary[] }>('unscheduleChapters', {
      token,
      body: { chapter_ids: [scheduled.id] },
    });
    expect(list[0]).toMatchObject({ id: scheduled.id, status: 'draft', publish_at: null });
    expect((await chapter(scheduled.id)).status).toBe('draft');
    await expectConsistent(bigBook.id);
  });

  it('refuses chapters that are not scheduled', async () => {
    const draft = (await page({ book_id: bigBook.id, status: 'draft' })).list[0]!;
    const result = await server.call('unscheduleChapters', {
      token,
      body: { chapter_ids: [draft.id] },
    });
    expect(result.code).toBe(103001);
    expect(result.msg).toBe('Only scheduled chapters can be unscheduled');
  });

  it('rejects bad bodies, a missing token and other authors’ chapters', async () => {
    const call = (body: unknown) => server.call('unscheduleChapters', { token, body });
    expectFieldError(await call({}), 'chapter_ids', 'validation.required');
    expectFieldError(await call({ chapter_ids: 'abc' }), 'chapter_ids', 'validation.type');
    expectFieldError(
      await call({ chapter_ids: ['a', 'a'] }),
      'chapter_ids',
      'validation.duplicate',
    );
    expect((await server.call('unscheduleChapters', { body: { chapter_ids: ['a'] } })).code).toBe(
      100002,
    );
    expectNotFound(await call({ chapter_ids: [foreignChapterId] }));
  });
});

describe(op('trashChapters'), () => {
  it('refuses a published chapter and changes nothing', async () => {
    const all = await readingOrder(bigBook.id);
    const published = all.find((c) => c.status === 'published')!;
    const draft = all.find((c) => c.status === 'draft')!;
    const result = await server.call('trashChapters', {
      token,
      body: { chapter_ids: [draft.id, published.id] },
    });
    expect(result.code).toBe(103001);
    expect(result.msg).toBe('Published chapters cannot be trashed');
    expect((await chapter(draft.id)).status).toBe('draft');
  });

  it('trashes drafts in the middle and renumbers the rest', async () => {
    const volume = volumesOfBig[0]!;
    const middle = [];
    for (const title of ['待删一', '待删二']) {
      middle.push(
        await create({ book_id: bigBook.id, volume_id: volume.id, title, content: '草稿' }),
      );
    }
    const before = await expectConsistent(bigBook.id);
    const { list } = await server.ok<{ list: Summary[] }>('trashChapters', {
      token,
      body: { chapter_ids: middle.map((c) => c.id) },
    });
    expect(list.map((c) => c.status)).toEqual(['trashed', 'trashed']);
    const after = await expectConsistent(bigBook.id);
    expect(after.length).toBe(before.length - 2);
    const trash = await page({ book_id: bigBook.id, status: 'trashed' });
    expect(trash.list.map((c) => c.id).sort()).toEqual(middle.map((c) => c.id).sort());
    expect(trash.counts.trashed).toBe(2);
    const trashedOne = await chapter(middle[0]!.id);
    expect(trashedOne.prev_chapter_id).toBeNull();
    expect(trashedOne.next_chapter_id).toBeNull();
    const saved = await server.call('updateChapter', {
      token,
      body: { chapter_id: trashedOne.id, version: trashedOne.version, content: '改' },
    });
    expect(saved.code).toBe(103001);
    expect(saved.msg).toBe('Restore the chapter first');
  });

  it('rejects bad bodies, a missing token and other authors’ chapters', async () => {
    const call = (body: unknown) => server.call('trashChapters', { token, body });
    expectFieldError(await call({}), 'chapter_ids', 'validation.required');
    expectFieldError(
      await call({ chapter_ids: ['ok', 'bad id'] }),
      'chapter_ids.1',
      'validation.format',
    );
    expect((await server.call('trashChapters', { body: { chapter_ids: ['a'] } })).code).toBe(
      100002,
    );
    expectNotFound(await call({ chapter_ids: [foreignChapterId] }));
  });
});

describe(op('restoreChapters'), () => {
  it('restores trashed chapters as drafts in their old places', async () => {
    const trash = (await page({ book_id: bigBook.id, status: 'trashed' })).list;
    expect(trash.length).toBe(2);
    const { list } = await server.ok<{ list: Summary[] }>('restoreChapters', {
      token,
      body: { chapter_ids: trash.map((c) => c.id) },
    });
    expect(list.map((c) => c.status)).toEqual(['draft', 'draft']);
    const all = await expectConsistent(bigBook.id);
    // Back at the end of the first volume, where they were created.
    const firstVolume = all.filter((c) => c.volume_id === volumesOfBig[0]!.id);
    expect(firstVolume.slice(-2).map((c) => c.title)).toEqual(['待删一', '待删二']);
  });

  it('refuses chapters that are not in the trash', async () => {
    const draft = (await page({ book_id: bigBook.id, status: 'draft' })).list[0]!;
    expect(
      (await server.call('restoreChapters', { token, body: { chapter_ids: [draft.id] } })).code,
    ).toBe(103001);
  });

  it('rejects bad bodies, a missing token and other authors’ chapters', async () => {
    const call = (body: unknown) => server.call('restoreChapters', { token, body });
    expectFieldError(await call({ ids: [] }), 'chapter_ids', 'validation.required');
    expectFieldError(
      await call({ chapter_ids: ['x'.repeat(65)] }),
      'chapter_ids.0',
      'validation.tooLong',
    );
    expect((await server.call('restoreChapters', { body: { chapter_ids: ['a'] } })).code).toBe(
      100002,
    );
    expectNotFound(await call({ chapter_ids: [foreignChapterId] }));
  });
});

describe(op('moveChapters'), () => {
  it('moves a chapter to another volume after a given chapter', async () => {
    const before = await readingOrder(bigBook.id);
    const [second, last] = [volumesOfBig[1]!, volumesOfBig.at(-1)!];
    const moving = before.filter((c) => c.volume_id === last.id).at(-1)!;
    const anchor = before.find((c) => c.volume_id === second.id)!;
    const { list } = await server.ok<{ list: Summary[] }>('moveChapters', {
      token,
      body: { chapter_ids: [moving.id], volume_id: second.id, after_chapter_id: anchor.id },
    });
    expect(list[0]).toMatchObject({
      id: moving.id,
      volume_id: second.id,
      chapter_no: anchor.chapter_no + 1,
    });
    const after = await expectConsistent(bigBook.id);
    expect(after.findIndex((c) => c.id === moving.id)).toBe(
      after.findIndex((c) => c.id === anchor.id) + 1,
    );
    const volumes = await volumesOf(bigBook.id);
    const was = new Map(volumesOfBig.map((v) => [v.id, v]));
    expect(volumes.find((v) => v.id === second.id)!.chapter_count).toBe(
      before.filter((c) => c.volume_id === second.id).length + 1,
    );
    expect(volumes.find((v) => v.id === last.id)!.chapter_count).toBe(
      before.filter((c) => c.volume_id === last.id).length - 1,
    );
    expect(was.size).toBe(volumes.length);
  });

  it('moves several chapters first in a volume, keeping their order', async () => {
    const before = await readingOrder(bigBook.id);
    const first = volumesOfBig[0]!;
    const moving = [before[20]!, before[10]!];
    const { list } = await server.ok<{ list: Summary[] }>('moveChapters', {
      token,
      body: { chapter_ids: moving.map((c) => c.id), volume_id: first.id, after_chapter_id: null },
    });
    expect(list.map((c) => [c.id, c.chapter_no])).toEqual([
      [before[10]!.id, 1],
      [before[20]!.id, 2],
    ]);
    await expectConsistent(bigBook.id);
  });

  it('moves to the end of the current volume when no anchor is given', async () => {
    const before = await readingOrder(bigBook.id);
    const volumeId = before[0]!.volume_id;
    await server.ok('moveChapters', { token, body: { chapter_ids: [before[0]!.id] } });
    const after = await expectConsistent(bigBook.id);
    expect(after.filter((c) => c.volume_id === volumeId).at(-1)!.id).toBe(before[0]!.id);
  });

  it('rebalances a volume when repeated moves use up the gap', async () => {
    const volume = volumesOfBig[3]!;
    const inVolume = (await readingOrder(bigBook.id)).filter((c) => c.volume_id === volume.id);
    const [a, b, c] = inVolume;
    // Alternately putting b and c right after a halves the gap after a each time.
    for (let i = 0; i < 32; i++) {
      const moving = i % 2 === 0 ? c! : b!;
      await server.ok('moveChapters', {
        token,
        body: { chapter_ids: [moving.id], after_chapter_id: a!.id },
      });
    }
    const after = (await expectConsistent(bigBook.id)).filter((x) => x.volume_id === volume.id);
    expect(after.slice(0, 3).map((x) => x.id)).toEqual([a!.id, b!.id, c!.id]);
    const positions = after.map((x) => x.position);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    expect(positions[1]! - positions[0]!).toBeGreaterThan(1e-6);
  });

  it('needs a target volume when the chapters are in several and no anchor names one', async () => {
    const all = await readingOrder(bigBook.id);
    const spread = [all[0]!, all.at(-1)!];
    expectFieldError(
      await server.call('moveChapters', { token, body: { chapter_ids: spread.map((c) => c.id) } }),
      'volume_id',
      'validation.required',
    );
    const anchor = all[5]!;
    await server.ok('moveChapters', {
      token,
      body: { chapter_ids: spread.map((c) => c.id), after_chapter_id: anchor.id },
    });
    const after = await expectConsistent(bigBook.id);
    const at = after.findIndex((c) => c.id === anchor.id);
    expect(after.slice(at + 1, at + 3).map((c) => c.id)).toEqual(spread.map((c) => c.id));
  });

  it('refuses anchors outside the target volume and volumes of another book', async () => {
    const all = await readingOrder(bigBook.id);
    const [first, second] = [volumesOfBig[0]!, volumesOfBig[1]!];
    const inFirst = all.find((c) => c.volume_id === first.id)!;
    const inSecond = all.find((c) => c.volume_id === second.id)!;
    const call = (body: unknown) => server.call('moveChapters', { token, body });
    expectFieldError(
      await call({ chapter_ids: [inFirst.id], volume_id: first.id, after_chapter_id: inSecond.id }),
      'after_chapter_id',
      'validation.invalid',
    );
    expectFieldError(
      await call({ chapter_ids: [inFirst.id], after_chapter_id: inFirst.id }),
      'after_chapter_id',
      'validation.invalid',
    );
    const [plainVolume] = await volumesOf(plainBook.id);
    expectFieldError(
      await call({ chapter_ids: [inFirst.id], volume_id: plainVolume!.id }),
      'volume_id',
      'validation.invalid',
    );
    expect((await readingOrder(bigBook.id)).map((c) => c.id)).toEqual(all.map((c) => c.id));
  });

  it('rejects bad bodies, a missing token and other authors’ ids', async () => {
    const own = (await readingOrder(bigBook.id))[0]!;
    const call = (body: unknown) => server.call('moveChapters', { token, body });
    expectFieldError(
      await call({ volume_id: own.volume_id }),
      'chapter_ids',
      'validation.required',
    );
    expectFieldError(
      await call({ chapter_ids: [own.id], after_chapter_id: 7 }),
      'after_chapter_id',
    );
    expectFieldError(
      await call({ chapter_ids: [own.id], position: 1 }),
      'position',
      'validation.unknownField',
    );
    expect((await server.call('moveChapters', { body: { chapter_ids: [own.id] } })).code).toBe(
      100002,
    );
    expectNotFound(await call({ chapter_ids: [foreignChapterId] }));
    expectNotFound(await call({ chapter_ids: [own.id], volume_id: foreignVolumeId }));
    const foreign = await page({ book_id: foreignBook.id }, otherToken);
    expect(foreign.list[0]!.id).toBe(foreignChapterId);
  });
});

describe(op('importChapters'), () => {
  it('creates the valid chapters at the end of the volume and reports each invalid one', async () => {
    const volume = volumesOfBig.at(-1)!;
    const before = await readingOrder(bigBook.id);
    const result = await server.ok<{
      created: Summary[];
      failed: { index: number; title: string; field: string; reason: string }[];
    }>('importChapters', {
      token,
      body: {
        book_id: bigBook.id,
        volume_id: volume.id,
        chapters: [
          { title: '导入一', content: '第一章的内容。' },
          { title: '导入二', content: '字'.repeat(60_001) },
          { title: '   ', content: '没有标题' },
          { title: '导入四', content: 'Four words here now', author_note: '注'.repeat(501) },
          { title: ' 导入五 ', content: '第五章。', author_note: '谢谢' },
        ],
      },
    });
    expect(result.failed).toEqual([
      { index: 1, title: '导入二', field: 'content', reason: 'validation.tooLong' },
      { index: 2, title: '   ', field: 'title', reason: 'validation.tooShort' },
      { index: 3, title: '导入四', field: 'author_note', reason: 'validation.tooLong' },
    ]);
    expect(result.created.map((c) => [c.title, c.status, c.volume_id])).toEqual([
      ['导入一', 'draft', volume.id],
      ['导入五', 'draft', volume.id],
    ]);
    expect(result.created.map((c) => c.word_count)).toEqual([
      countWords('第一章的内容。'),
      countWords('第五章。'),
    ]);
    const after = await expectConsistent(bigBook.id);
    expect(after.slice(-2).map((c) => c.id)).toEqual(result.created.map((c) => c.id));
    expect(after.length).toBe(before.length + 2);
    expect((await chapter(result.created[1]!.id)).author_note).toBe('谢谢');
  });

  it('rejects bad bodies, a missing token and other authors’ books', async () => {
    const volumeId = volumesOfBig[0]!.id;
    const one = [{ title: 't', content: 'c' }];
    const call = (body: unknown) => server.call('importChapters', { token, body });
    expectFieldError(
      await call({ book_id: bigBook.id, chapters: one }),
      'volume_id',
      'validation.required',
    );
    expectFieldError(
      await call({ book_id: bigBook.id, volume_id: volumeId, chapters: [] }),
      'chapters',
      'validation.tooFew',
    );
    expectFieldError(
      await call({ book_id: bigBook.id, volume_id: volumeId, chapters: Array(101).fill(one[0]) }),
      'chapters',
      'validation.tooMany',
    );
    expectFieldError(
      await call({
        book_id: bigBook.id,
        volume_id: volumeId,
        chapters: [{ title: 1, content: '' }],
      }),
      'chapters.0.title',
      'validation.type',
    );
    expectFieldError(
      await call({ book_id: bigBook.id, volume_id: volumeId, chapters: one, mode: 'x' }),
      'mode',
      'validation.unknownField',
    );
    expect(
      (
        await server.call('importChapters', {
          body: { book_id: bigBook.id, volume_id: volumeId, chapters: one },
        })
      ).code,
    ).toBe(100002);
    expectNotFound(
      await call({ book_id: foreignBook.id, volume_id: foreignVolumeId, chapters: one }),
    );
    expectNotFound(await call({ book_id: bigBook.id, volume_id: foreignVolumeId, chapters: one }));
    expect((await page({ book_id: foreignBook.id }, otherToken)).total).toBe(20);
  });
});

describe('tokens', () => {
  it('refuses a revoked token', async () => {
    const revoked = await server.login();
    await server.ok('logout', { token: revoked });
    const result = await server.call('listChapters', {
      token: revoked,
      query: { book_id: bigBook.id },
    });
    expect(result.code).toBe(109017);
  });

  // Last: moving the clock 31 days ahead affects everything after it.
  it('refuses an expired token', async () => {
    server.advanceClock(31 * DAY);
    const result = await server.call('getChapter', {
      token,
      query: { chapter_id: foreignChapterId },
    });
    expect(result.code).toBe(100002);
  });
});
