/**
 * Contract tests of what a message is about and how the page narrows them:
 * targets with their quoted context, review rejections with a reason code,
 * to-dos whose state follows their target (not the read flag), security and
 * money events always delivered, the book and date filters, and All Read
 * applied to the filter in view answering the new counts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, books, incomeHolds, messages } from '../../server/db/schema';
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
  time: string;
  status: 0 | 1;
  category: string;
  always_delivered: boolean;
  target: { kind: string; id: string | null; book_id: string | null } | null;
  quote: string | null;
  review: { reason_code: string; changes: string[] } | null;
  todo: { task: string; due_at: string | null; state: 'todo' | 'done' | 'expired' } | null;
}
interface MessagePage {
  list: MessageItem[];
  total: number;
  books: { id: string; title: string }[];
}
interface Statistics {
  unread: number;
  message: number;
  notice: number;
  todo: number;
}

let server: TestServer;
let signed: string;
let unsigned: string;

beforeAll(async () => {
  server = await startServer();
  signed = await server.login(SIGNED_PHONE);
  unsigned = await server.login(UNSIGNED_PHONE);
});
afterAll(async () => {
  await server?.close();
});

const page = (token: string, query: Record<string, string | number> = {}) =>
  server.ok<MessagePage>('getMessagePage', { token, query: { page_size: 100, ...query } });
const stats = (token: string) => server.ok<Statistics>('getMessageStatistics', { token });
const beijingDay = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

async function bookId(token: string, title: string): Promise<string> {
  const { books: list } = await page(token);
  const book = list.find((b) => b.title === title);
  if (!book) throw new Error(`no book ${title} in the filter list`);
  return book.id;
}

describe(`${op('getMessagePage')}: targets`, () => {
  it('gives every kind of target, quotes, and the books for the filter', async () => {
    const { list, books: bookList } = await page(signed);
    const kinds = new Set(list.map((m) => m.target?.kind));
    for (const kind of ['chapter', 'book', 'income_month', 'account', 'sign_application']) {
      expect(kinds, kind).toContain(kind);
    }
    for (const m of list) {
      if (m.target?.kind === 'income_month') expect(m.target.id).toMatch(/^\d{4}-\d{2}$/);
      if (m.target?.kind === 'account')
        expect(m.target).toEqual({ kind: 'account', id: null, book_id: null });
      if (m.target?.kind === 'chapter') {
        expect(m.target.book_id).toBeTruthy();
        expect(m.quote, 'a chapter message quotes the comment or the title').toBeTruthy();
      }
    }
    expect(bookList.map((b) => b.title)).toEqual(expect.arrayContaining(['星海长歌', '雾港迷踪']));
    // Only the author's own books.
    expect(bookList.map((b) => b.title)).not.toContain('山河旧梦');
  });

  it('marks security and money events as always delivered', async () => {
    const { list } = await page(signed);
    for (const m of list) {
      expect(m.always_delivered, m.title).toBe(m.category === 'security' || m.category === 'money');
    }
    const categories = new Set(list.filter((m) => m.always_delivered).map((m) => m.category));
    expect(categories).toEqual(new Set(['security', 'money']));
  });

  it('carries a review rejection with its reason code and what to change', async () => {
    const fog = await bookId(signed, '雾港迷踪');
    const rejection = (await page(signed, { book_id: fog })).list.find(
      (m) => m.type === 'notice' && m.review !== null,
    );
    expect(rejection).toMatchObject({
      category: 'review',
      target: { kind: 'book', id: fog, book_id: fog },
      review: { reason_code: 'synopsis_mismatch', changes: ['synopsis', 'chapters'] },
    });
    expect(rejection?.quote).toBeTruthy();
  });
});

describe(`${op('getMessagePage')}: to-dos`, () => {
  const todos = async (token: string) =>
    (await page(token, { type: 'todo' })).list.map((m) => ({
      ...m.todo!,
      id: m.id,
      title: m.title,
      target: m.target,
    }));

  it('shows every state, worked out from the target', async () => {
    const list = await todos(signed);
    expect(new Set(list.map((t) => t.state))).toEqual(new Set(['todo', 'done', 'expired']));
    for (const t of list) expect(t.due_at).not.toBeNull();
  });

  it('follows the thing itself, not the read flag', async () => {
    const before = await todos(signed);
    const held = before.find((t) => t.task === 'statement' && t.state === 'todo')!;
    const resubmit = before.find((t) => t.task === 'resubmit')!;
    expect(resubmit.state).toBe('expired');

    // Reading a to-do leaves its state alone.
    await server.ok('readMessages', { token: signed, body: { ids: [held.id, resubmit.id] } });
    const read = await todos(signed);
    expect(read.find((t) => t.id === held.id)?.state).toBe('todo');
    expect(read.find((t) => t.id === resubmit.id)?.state).toBe('expired');

    // The hold is released and the book resubmitted: both are done.
    const [author] = await server.context.db
      .select()
      .from(authors)
      .where(eq(authors.phone, SIGNED_PHONE));
    await server.context.db
      .update(incomeHolds)
      .set({ releasedOn: beijingDay(new Date().toISOString()) })
      .where(and(eq(incomeHolds.authorId, author!.id), eq(incomeHolds.month, held.target!.id!)));
    await server.context.db
      .update(books)
      .set({ reviewStatus: 'pending' })
      .where(eq(books.id, resubmit.target!.book_id!));
    const after = await todos(signed);
    expect(after.find((t) => t.id === held.id)?.state).toBe('done');
    expect(after.find((t) => t.id === resubmit.id)?.state).toBe('done');
  });

  it('follows certification for the unsigned author', async () => {
    const certify = (await todos(unsigned)).find((t) => t.task === 'certify')!;
    expect(certify.state).toBe('todo');
    await server.context.db
      .update(authors)
      .set({ isCertified: true })
      .where(eq(authors.phone, UNSIGNED_PHONE));
    try {
      expect((await todos(unsigned)).find((t) => t.id === certify.id)?.state).toBe('done');
    } finally {
      await server.context.db
        .update(authors)
        .set({ isCertified: false })
        .where(eq(authors.phone, UNSIGNED_PHONE));
    }
  });
});

describe(`${op('getMessagePage')}: filters`, () => {
  it('narrows to one book, its chapters and applications', async () => {
    const star = await bookId(signed, '星海长歌');
    const { list, total } = await page(signed, { book_id: star });
    expect(total).toBeGreaterThan(0);
    expect(list.every((m) => m.target?.book_id === star)).toBe(true);
    expect(new Set(list.map((m) => m.target?.kind))).toEqual(
      new Set(['book', 'chapter', 'sign_application']),
    );
  });

  it('narrows to a range of Beijing days, both included', async () => {
    const all = (await page(signed)).list;
    const day = beijingDay(all[3]!.time);
    const oneDay = await page(signed, { date_from: day, date_to: day });
    expect(oneDay.total).toBeGreaterThan(0);
    expect(oneDay.list.map((m) => m.id)).toEqual(
      all.filter((m) => beijingDay(m.time) === day).map((m) => m.id),
    );
    const since = await page(signed, { date_from: day });
    expect(since.total).toBe(all.filter((m) => beijingDay(m.time) >= day).length);
    const until = await page(signed, { date_to: day, type: 'notice' });
    expect(until.list.map((m) => m.id)).toEqual(
      all.filter((m) => beijingDay(m.time) <= day && m.type === 'notice').map((m) => m.id),
    );
  });

  it('refuses bad filters with documented codes', async () => {
    expectFieldError(
      await server.call('getMessagePage', {
        token: signed,
        query: { date_from: '2026-11-02', date_to: '2026-11-01' },
      }),
      'date_to',
      'validation.range',
    );
    expectFieldError(
      await server.call('getMessagePage', { token: signed, query: { date_from: '2026-02-30' } }),
      'date_from',
      'validation.format',
    );
    expectFieldError(
      await server.call('getMessagePage', { token: signed, query: { date_to: 'yesterday' } }),
      'date_to',
      'validation.format',
    );
    expectFieldError(
      await server.call('getMessagePage', { token: signed, query: { book_id: 'bad id!' } }),
      'book_id',
      'validation.format',
    );
    // Another author's book, and a book that does not exist: 102001.
    const theirs = (await page(unsigned)).books[0]!.id;
    expect(
      (await server.call('getMessagePage', { token: signed, query: { book_id: theirs } })).code,
    ).toBe(102001);
    expect(
      (await server.call('getMessagePage', { token: signed, query: { book_id: 'nosuchbook1' } }))
        .code,
    ).toBe(102001);
  });
});

describe(`${op('readMessages')}: All Read in the filter in view`, () => {
  it('marks only the filter read and answers the new counts', async () => {
    const star = await bookId(signed, '星海长歌');
    const unreadOfStar = (await page(signed, { book_id: star, status: 0 })).list;
    expect(unreadOfStar.length).toBeGreaterThan(0);
    const before = await stats(signed);
    const result = await server.ok<{ updated: number; unread: number; statistics: Statistics }>(
      'readMessages',
      { token: signed, body: { all: true, book_id: star } },
    );
    expect(result.updated).toBe(unreadOfStar.length);
    const after = await stats(signed);
    expect(result.statistics).toEqual(after);
    expect(result.unread).toBe(after.unread);
    expect(after.unread).toBe(before.unread - unreadOfStar.length);
    expect(after.unread).toBeGreaterThan(0);
    expect((await page(signed, { book_id: star, status: 0 })).total).toBe(0);

    // A day range of one type.
    const unread = (await page(signed, { status: 0 })).list;
    const target = unread[0]!;
    const day = beijingDay(target.time);
    const inView = unread.filter((m) => m.type === target.type && beijingDay(m.time) === day);
    const byDay = await server.ok<{ updated: number; statistics: Statistics }>('readMessages', {
      token: signed,
      body: { all: true, type: target.type, date_from: day, date_to: day },
    });
    expect(byDay.updated).toBe(inView.length);
    expect(byDay.statistics.unread).toBe(after.unread - inView.length);
    expect(byDay.statistics[target.type]).toBe(after[target.type] - inView.length);
  });

  it('refuses bad filters and another author book', async () => {
    expectFieldError(
      await server.call('readMessages', {
        token: signed,
        body: { all: true, date_from: '2026-11-02', date_to: '2026-11-01' },
      }),
      'date_to',
      'validation.range',
    );
    const theirs = (await page(unsigned)).books[0]!.id;
    const before = await stats(unsigned);
    expect(
      (await server.call('readMessages', { token: signed, body: { all: true, book_id: theirs } }))
        .code,
    ).toBe(102001);
    expect(await stats(unsigned)).toEqual(before);
  });
});

describe('messages written by the server', () => {
  it('gives a password change notice the account as target, always delivered', async () => {
    const [author] = await server.context.db
      .select()
      .from(authors)
      .where(eq(authors.phone, SIGNED_PHONE));
    const { insertAccountNotice } = await import('../../server/repositories/account-notices');
    await insertAccountNotice(
      server.context.db,
      author!.id,
      { title: '登录密码已修改', subTitle: '账号安全', content: '测试' },
      new Date(),
    );
    const [latest] = (await page(signed, { page_size: 1 })).list;
    expect(latest).toMatchObject({
      title: '登录密码已修改',
      category: 'security',
      always_delivered: true,
      target: { kind: 'account', id: null, book_id: null },
      status: 0,
    });
    await server.context.db.delete(messages).where(eq(messages.id, latest!.id));
  });
});
