/**
 * Contract tests of the readers' inbox: the keyset-paged list and its
 * filters, the author's reply, the actions (pin, like, hide, report), marking
 * read, muting a reader, counts per chapter and paragraph, the unread count
 * in the message statistics, and every refusal (bad input, another author's
 * comments and books, a hidden comment's thread). Expected figures are read
 * from the seeded database, so the tests follow the seed.
 */
import { and, count, eq, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, books, chapters, readerComments } from '../../server/db/schema';
import { addReaderComment } from '../../server/services/readers/platform';
import type { components } from '../../src/api/schema';
import {
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

type ReaderComment = components['schemas']['ReaderComment'];
interface Page {
  list: ReaderComment[];
  next_cursor: string | null;
  books: { id: string; title: string }[];
}

let server: TestServer;
let token: string;
let otherToken: string;
let bigBookId: string;
let otherBookId: string;

async function bookId(title: string): Promise<string> {
  const [row] = await server.context.db
    .select({ id: books.id })
    .from(books)
    .where(eq(books.title, title));
  return row!.id;
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login(SIGNED_PHONE);
  otherToken = await server.login(UNSIGNED_PHONE);
  bigBookId = await bookId('星海长歌');
  otherBookId = await bookId('山河旧梦');
});
afterAll(async () => {
  await server?.close();
});

const list = (query: Record<string, string | number | boolean> = {}, as = token) =>
  server.ok<Page>('listReaderComments', { token: as, query });

async function readersCommentsInDb(phone: string, onlyUnread = false): Promise<number> {
  const [author] = await server.context.db
    .select({ id: authors.id })
    .from(authors)
    .where(eq(authors.phone, phone));
  const where = [eq(readerComments.authorId, author!.id), not(readerComments.byAuthor)];
  if (onlyUnread) where.push(not(readerComments.isRead));
  const [row] = await server.context.db
    .select({ n: count() })
    .from(readerComments)
    .where(and(...where));
  return row!.n;
}

/** A fresh chapter comment on the big book's first chapter, by the platform's side. */
async function freshComment(content = '新评论', readerId?: string): Promise<string> {
  const row = await addReaderComment(
    server.context.db,
    { bookId: bigBookId, kind: 'chapter', chapterNo: 1, readerName: '测试读者', readerId, content },
    new Date(),
  );
  return row.id;
}

function expectNewestFirst(items: ReaderComment[]): void {
  for (let i = 1; i < items.length; i++) {
    const a = items[i - 1]!;
    const b = items[i]!;
    const order = Date.parse(a.create_time) - Date.parse(b.create_time) || (a.id > b.id ? 1 : -1);
    expect(order).toBeGreaterThan(0);
  }
}

describe(op('listReaderComments'), () => {
  it('pages through every reader comment newest first, without overlap or OFFSET gaps', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    const all: ReaderComment[] = [];
    do {
      const page: Page = await list({ page_size: 50, ...(cursor ? { cursor } : {}) });
      for (const c of page.list) {
        expect(seen.has(c.id)).toBe(false);
        seen.add(c.id);
      }
      all.push(...page.list);
      cursor = page.next_cursor;
    } while (cursor && all.length < 400);
    expectNewestFirst(all);
    expect(all.every((c) => !c.by_author)).toBe(true);
    const first = await list({ page_size: 50 });
    expect(first.books.map((b) => b.title)).toContain('星海长歌');
    expect(first.books.map((b) => b.title)).not.toContain('山河旧梦');
  });

  it('reaches the last page with a null cursor', async () => {
    const total = await readersCommentsInDb(UNSIGNED_PHONE);
    expect(total).toBeGreaterThan(0);
    let cursor: string | null = null;
    let n = 0;
    do {
      const page: Page = await list({ page_size: 50, ...(cursor ? { cursor } : {}) }, otherToken);
      n += page.list.length;
      cursor = page.next_cursor;
    } while (cursor);
    expect(n).toBe(total);
  });

  it('filters by kind, book, chapter range, unread, answered and keyword', async () => {
    const paragraphs = await list({ kind: 'paragraph', book_id: bigBookId, page_size: 30 });
    expect(paragraphs.list.length).toBeGreaterThan(0);
    for (const c of paragraphs.list) {
      expect(c.kind).toBe('paragraph');
      expect(c.book_id).toBe(bigBookId);
      // Replies in a paragraph's thread carry no anchor of their own.
      if (c.parent_id === null) expect(c.paragraph?.state).toBe('anchored');
      expect(c.chapter).not.toBeNull();
    }
    const ranged = await list({
      book_id: bigBookId,
      chapter_from: 2,
      chapter_to: 3,
      page_size: 50,
    });
    expect(ranged.list.length).toBeGreaterThan(0);
    for (const c of ranged.list) expect([2, 3]).toContain(c.chapter?.chapter_no);
    const unread = await list({ unread: true, kind: 'chapter', page_size: 30 });
    expect(unread.list.length).toBeGreaterThan(0);
    for (const c of unread.list) expect([c.read, c.kind]).toEqual([false, 'chapter']);
    const answered = await list({ answered: true, page_size: 30 });
    expect(answered.list.length).toBeGreaterThan(0);
    for (const c of answered.list) {
      expect(c.answered).toBe(true);
      expect(c.author_replies.length).toBeGreaterThan(0);
    }
    const notAnswered = await list({ answered: false, page_size: 30 });
    for (const c of notAnswered.list) expect(c.answered).toBe(false);
    const found = await list({ keyword: '伏笔', page_size: 30 });
    expect(found.list.length).toBeGreaterThan(0);
    for (const c of found.list) expect(`${c.content}${c.reader.name}`).toContain('伏笔');
    // LIKE's wildcards are literal.
    expect((await list({ keyword: '%' })).list).toEqual([]);
  });

  it('follows a paragraph comment when its chapter is edited', async () => {
    const [chapter] = await server.context.db
      .select({ id: chapters.id, content: chapters.content })
      .from(chapters)
      .where(and(eq(chapters.bookId, bigBookId), eq(chapters.chapterNo, 4)));
    const moved = await addReaderComment(
      server.context.db,
      {
        bookId: bigBookId,
        kind: 'paragraph',
        chapterNo: 4,
        paragraph: 1,
        readerName: '段评读者',
        content: '跟着段落走',
      },
      new Date(),
    );
    const gone = await addReaderComment(
      server.context.db,
      {
        bookId: bigBookId,
        kind: 'paragraph',
        chapterNo: 4,
        paragraph: 2,
        readerName: '段评读者',
        content: '这段会被删',
      },
      new Date(),
    );
    const lines = chapter!.content.split('\n').filter((l) => l.trim());
    const edited = ['新加的开头。', lines[0], lines[1], ...lines.slice(3)].join('\n');
    await server.context.db
      .update(chapters)
      .set({ content: edited })
      .where(eq(chapters.id, chapter!.id));
    const page = await list({ keyword: '段评读者', page_size: 10 });
    const byId = new Map(page.list.map((c) => [c.id, c]));
    expect(byId.get(moved.id)?.paragraph).toMatchObject({ index: 2, state: 'moved' });
    expect(byId.get(gone.id)?.paragraph).toMatchObject({ index: 2, state: 'gone' });
    expect(byId.get(gone.id)?.content).toBe('这段会被删');
    await server.context.db
      .update(chapters)
      .set({ content: chapter!.content })
      .where(eq(chapters.id, chapter!.id));
  });

  it('refuses a range without a book, a reversed range and a forged cursor', async () => {
    expectFieldError(
      await server.call('listReaderComments', { token, query: { chapter_from: 2 } }),
      'book_id',
      'validation.required',
    );
    expectFieldError(
      await server.call('listReaderComments', {
        token,
        query: { book_id: bigBookId, chapter_from: 5, chapter_to: 2 },
      }),
      'chapter_to',
      'validation.range',
    );
    expectFieldError(
      await server.call('listReaderComments', { token, query: { cursor: 'forged' } }),
      'cursor',
      'validation.format',
    );
    expectFieldError(
      await server.call('listReaderComments', { token, query: { keyword: '长'.repeat(51) } }),
      'keyword',
    );
  });

  it("answers 102001 for another author's book", async () => {
    const result = await server.call('listReaderComments', {
      token,
      query: { book_id: otherBookId },
    });
    expect(result.code).toBe(102001);
  });
});

describe(op('replyToReaderComment'), () => {
  it('replies as the author, marking the comment read and answered', async () => {
    const id = await freshComment('作者大大什么时候加更？');
    const result = await server.ok<{ reply: ReaderComment; comment: ReaderComment }>(
      'replyToReaderComment',
      { token, body: { comment_id: id, content: '  周末加更！\n敬请期待。 ' } },
    );
    expect(result.reply).toMatchObject({
      by_author: true,
      parent_id: id,
      content: '周末加更！\n敬请期待。',
    });
    expect(result.reply.reader.name).toBe('墨染青衣');
    expect(result.comment).toMatchObject({ id, read: true, answered: true });
    expect(result.comment.author_replies.map((r) => r.content)).toEqual(['周末加更！\n敬请期待。']);
    const answered = await list({ answered: true, keyword: '加更？' });
    expect(answered.list.map((c) => c.id)).toContain(id);
    // The author's own reply is not an inbox item.
    expect((await list({ keyword: '敬请期待' })).list).toEqual([]);
  });

  it("puts a reply to a reader's reply in the same thread", async () => {
    const root = await freshComment('楼主');
    const reply = await addReaderComment(
      server.context.db,
      {
        bookId: bigBookId,
        kind: 'chapter',
        replyTo: root,
        readerName: '二楼',
        content: '二楼回复',
      },
      new Date(),
    );
    const result = await server.ok<{ reply: ReaderComment; comment: ReaderComment }>(
      'replyToReaderComment',
      { token, body: { comment_id: reply.id, content: '回复二楼' } },
    );
    expect(result.reply.parent_id).toBe(root);
    expect(result.comment).toMatchObject({ id: reply.id, answered: true, parent_id: root });
  });

  it('refuses control characters, blank and huge text', async () => {
    const id = await freshComment();
    for (const [content, message] of [
      ['响铃\u0007', 'validation.text'],
      ['转义\u001b[31m', 'validation.text'],
      ['   ', 'validation.required'],
      ['长'.repeat(2001), 'validation.tooLong'],
    ] as const) {
      expectFieldError(
        await server.call('replyToReaderComment', { token, body: { comment_id: id, content } }),
        'content',
        message,
      );
    }
  });

  it("answers 102001 for another author's comment and 103001 under a hidden one", async () => {
    const id = await freshComment();
    const other = await server.call('replyToReaderComment', {
      token: otherToken,
      body: { comment_id: id, content: '冒充作者' },
    });
    expect(other.code).toBe(102001);
    await server.ok('actOnReaderComment', { token, body: { comment_id: id, action: 'hide' } });
    const hidden = await server.call('replyToReaderComment', {
      token,
      body: { comment_id: id, content: '回复' },
    });
    expect(hidden.code).toBe(103001);
    const underHidden = await addReaderComment(
      server.context.db,
      { bookId: bigBookId, kind: 'book', readerName: '读者', content: '先回复' },
      new Date(),
    );
    await server.ok('actOnReaderComment', {
      token,
      body: { comment_id: underHidden.id, action: 'hide' },
    });
    await expect(
      addReaderComment(
        server.context.db,
        {
          bookId: bigBookId,
          kind: 'chapter',
          replyTo: underHidden.id,
          readerName: '读者',
          content: '楼下',
        },
        new Date(),
      ),
    ).rejects.toMatchObject({ code: 103001 });
  });
});

describe(op('actOnReaderComment'), () => {
  it('pins, likes, hides and reports, and undoes them', async () => {
    const id = await freshComment();
    const act = (action: string) =>
      server.ok<ReaderComment>('actOnReaderComment', { token, body: { comment_id: id, action } });
    const liked = await act('like');
    expect(liked.liked).toBe(true);
    expect((await act('like')).like_count).toBe(liked.like_count);
    expect((await act('unlike')).like_count).toBe(liked.like_count - 1);
    expect((await act('pin')).pinned).toBe(true);
    expect((await act('unpin')).pinned).toBe(false);
    expect((await act('hide')).hidden).toBe(true);
    expect((await act('unhide')).hidden).toBe(false);
    expect((await act('report')).reported).toBe(true);
  });

  it('refuses pinning a reply (103001), another author (102001) and an unknown action', async () => {
    const root = await freshComment();
    const reply = await addReaderComment(
      server.context.db,
      { bookId: bigBookId, kind: 'chapter', replyTo: root, readerName: '读者', content: '回复' },
      new Date(),
    );
    const pin = await server.call('actOnReaderComment', {
      token,
      body: { comment_id: reply.id, action: 'pin' },
    });
    expect(pin.code).toBe(103001);
    const other = await server.call('actOnReaderComment', {
      token: otherToken,
      body: { comment_id: root, action: 'hide' },
    });
    expect(other.code).toBe(102001);
    expectFieldError(
      await server.call('actOnReaderComment', {
        token,
        body: { comment_id: root, action: 'delete' },
      }),
      'action',
    );
  });
});

describe(op('readReaderComments'), () => {
  it('marks by ids, then all of a book, and the statistics follow', async () => {
    const ids = [await freshComment('未读一'), await freshComment('未读二')];
    const before = await server.ok<{ reader_comments: number }>('getMessageStatistics', { token });
    expect(before.reader_comments).toBe(await readersCommentsInDb(SIGNED_PHONE, true));
    const byIds = await server.ok<{ updated: number; unread: number }>('readReaderComments', {
      token,
      body: { ids },
    });
    expect(byIds).toEqual({ updated: 2, unread: before.reader_comments - 2 });
    const book = await server.ok<{ updated: number; unread: number }>('readReaderComments', {
      token,
      body: { all: true, book_id: bigBookId },
    });
    expect(book.unread).toBe(await readersCommentsInDb(SIGNED_PHONE, true));
    expect((await list({ book_id: bigBookId, unread: true })).list).toEqual([]);
    const after = await server.ok<{ reader_comments: number }>('getMessageStatistics', { token });
    expect(after.reader_comments).toBe(book.unread);
  });

  it("refuses neither or both, and another author's ids or book", async () => {
    expectFieldError(await server.call('readReaderComments', { token, body: {} }), 'ids');
    const id = await freshComment();
    expectFieldError(
      await server.call('readReaderComments', { token, body: { ids: [id], all: true } }),
      'all',
    );
    expect(
      (await server.call('readReaderComments', { token: otherToken, body: { ids: [id] } })).code,
    ).toBe(102001);
    expect(
      (
        await server.call('readReaderComments', {
          token,
          body: { all: true, book_id: otherBookId },
        })
      ).code,
    ).toBe(102001);
  });
});

describe(op('muteReader'), () => {
  it('mutes a reader for a book: they can no longer comment there', async () => {
    const readerId = 'reader-muted-1';
    const id = await freshComment('吵闹的评论', readerId);
    const muted = await server.ok('muteReader', {
      token,
      body: { book_id: bigBookId, reader_id: readerId, muted: true },
    });
    expect(muted).toEqual({ book_id: bigBookId, reader_id: readerId, muted: true });
    const page = await list({ keyword: '吵闹的评论' });
    expect(page.list.find((c) => c.id === id)?.reader.muted).toBe(true);
    await expect(freshComment('又来了', readerId)).rejects.toMatchObject({ code: 103001 });
    await server.ok('muteReader', {
      token,
      body: { book_id: bigBookId, reader_id: readerId, muted: false },
    });
    await freshComment('我回来了', readerId);
  });

  it("answers 102001 for another author's book or a reader who never commented", async () => {
    const onOther = await server.call('muteReader', {
      token,
      body: { book_id: otherBookId, reader_id: 'anyone', muted: true },
    });
    expect(onOther.code).toBe(102001);
    const stranger = await server.call('muteReader', {
      token,
      body: { book_id: bigBookId, reader_id: 'never-commented', muted: true },
    });
    expect(stranger.code).toBe(102001);
  });
});

describe(op('getReaderCommentCounts'), () => {
  it('counts per chapter, most discussed first, and the top paragraphs', async () => {
    interface Counts {
      total: number;
      unread: number;
      book_reviews: number;
      chapters: { chapter_no: number; comments: number; paragraph_comments: number }[];
      top_paragraphs: { chapter_no: number; index: number; comments: number }[];
    }
    const counts = await server.ok<Counts>('getReaderCommentCounts', {
      token,
      query: { book_id: bigBookId },
    });
    const [inDb] = await server.context.db
      .select({ n: count() })
      .from(readerComments)
      .where(and(eq(readerComments.bookId, bigBookId), not(readerComments.byAuthor)));
    expect(counts.total).toBe(inDb!.n);
    expect(counts.book_reviews).toBeGreaterThan(0);
    expect(counts.chapters.reduce((n, c) => n + c.comments, counts.book_reviews)).toBe(
      counts.total,
    );
    for (let i = 1; i < counts.chapters.length; i++) {
      expect(counts.chapters[i - 1]!.comments).toBeGreaterThanOrEqual(counts.chapters[i]!.comments);
    }
    for (const c of counts.chapters) expect(c.paragraph_comments).toBeLessThanOrEqual(c.comments);
    expect(counts.top_paragraphs.length).toBeGreaterThan(0);
    expect(counts.top_paragraphs.length).toBeLessThanOrEqual(20);
  });

  it("answers 102001 for another author's book", async () => {
    const result = await server.call('getReaderCommentCounts', {
      token,
      query: { book_id: otherBookId },
    });
    expect(result.code).toBe(102001);
  });
});
