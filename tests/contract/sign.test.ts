/**
 * Contract tests of signing: eligibility and its reasons, applying,
 * withdrawing and applying again, and the platform's decision (driven through
 * server/services/editorial/editorial, as `npm run editor` does) turning the unsigned
 * demo author into a signed one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, messages, signApplications } from '../../server/db/schema';
import { approveBook, approveSign, rejectSign } from '../../server/services/editorial/editorial';
import {
  type Envelope,
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface Book {
  id: string;
  title: string;
  kind: 'long' | 'short';
  review_status: string;
  sign_status: string;
  allow_vip: boolean;
}
interface Application {
  id: string;
  book_id: string;
  contract_type: 'exclusive' | 'non_exclusive';
  planned_total_words: number;
  updates_per_week: number;
  outline: string;
  contact: { phone: string; email?: string; qq?: string };
  status: string;
  reviewer_comment: string | null;
  submit_time: string | null;
  create_time: string;
  update_time: string;
}
interface SignInfo {
  book_id: string;
  eligible: boolean;
  ineligible_reason: string | null;
  application: Application | null;
}

const OUTLINE =
  '少年离开故乡，在乱世中结识挚友，历经三次大战，最终守住山河。全书分为五卷，每卷约四十万字，主线清晰，支线围绕家国与成长展开。';

let server: TestServer;
let tokenA: string;
let tokenB: string;
let authorB: string;
/** Author A's books by title. */
const booksA = new Map<string, Book>();
/** The unsigned author's approved long novel, 山河旧梦. */
let bookB: Book;

function applyBody(bookId: string, overrides: Record<string, unknown> = {}) {
  return {
    book_id: bookId,
    contract_type: 'exclusive',
    planned_total_words: 1_500_000,
    updates_per_week: 6,
    outline: OUTLINE,
    contact: { phone: UNSIGNED_PHONE, email: 'qingshanke@example.com' },
    ...overrides,
  };
}

async function info(token: string, bookId: string): Promise<SignInfo> {
  return server.ok<SignInfo>('getSignInfo', { token, query: { book_id: bookId } });
}

async function getBook(token: string, bookId: string): Promise<Book> {
  return server.ok<Book>('getBook', { token, query: { book_id: bookId } });
}

function expectNoData(result: Envelope, code = 102001) {
  expect(result.code).toBe(code);
  expect(result.body).toBeNull();
}

beforeAll(async () => {
  server = await startServer();
  [tokenA, tokenB] = await Promise.all([server.login(SIGNED_PHONE), server.login(UNSIGNED_PHONE)]);
  const [b] = await server.context.db
    .select()
    .from(authors)
    .where(eq(authors.phone, UNSIGNED_PHONE));
  authorB = b!.id;
  for (const kind of ['long', 'short']) {
    const page = await server.ok<{ list: Book[] }>('listBooks', { token: tokenA, query: { kind } });
    for (const book of page.list) booksA.set(book.title, book);
  }
  const mine = await server.ok<{ list: Book[] }>('listBooks', {
    token: tokenB,
    query: { kind: 'long' },
  });
  bookB = mine.list.find((book) => book.title === '山河旧梦')!;
});

afterAll(async () => {
  await server?.close();
});

describe(op('getSignInfo'), () => {
  it('says an approved, unsigned long novel may apply', async () => {
    expect(await info(tokenB, bookB.id)).toEqual({
      book_id: bookB.id,
      eligible: true,
      ineligible_reason: null,
      application: null,
    });
  });

  it('gives the reason a book may not apply', async () => {
    const signed = await info(tokenA, booksA.get('星海长歌')!.id);
    expect([signed.eligible, signed.ineligible_reason]).toEqual([false, 'sign.alreadySigned']);
    expect(signed.application).toMatchObject({ status: 'approved', contract_type: 'exclusive' });
    expect(signed.application!.contact.phone).toBe(SIGNED_PHONE);
    expect(signed.application!.reviewer_comment).toBeTruthy();

    const inReview = await info(tokenA, booksA.get('长安夜雨')!.id);
    expect([inReview.eligible, inReview.ineligible_reason]).toEqual([false, 'sign.notApproved']);
    const rejected = await info(tokenA, booksA.get('雾港迷踪')!.id);
    expect(rejected.ineligible_reason).toBe('sign.notApproved');
    const short = await info(tokenA, booksA.get('最后一班地铁')!.id);
    expect([short.eligible, short.ineligible_reason, short.application]).toEqual([
      false,
      'sign.notLong',
      null,
    ]);
  });

  it('answers 102001 for another author’s book or an unknown id', async () => {
    expectNoData(
      await server.call('getSignInfo', {
        token: tokenB,
        query: { book_id: booksA.get('星海长歌')!.id },
      }),
    );
    expectNoData(await server.call('getSignInfo', { token: tokenB, query: { book_id: 'nosuch' } }));
  });

  it('rejects a missing or malformed book_id and needs a token', async () => {
    expectFieldError(
      await server.call('getSignInfo', { token: tokenB, query: {} }),
      'book_id',
      'validation.required',
    );
    expectFieldError(
      await server.call('getSignInfo', { token: tokenB, query: { book_id: '../x' } }),
      'book_id',
      'validation.format',
    );
    expectNoData(await server.call('getSignInfo', { query: { book_id: bookB.id } }), 100002);
  });
});

describe(op('applySign'), () => {
  it('submits an application; the book is then applying and may not apply twice', async () => {
    const before = Date.now();
    const application = await server.ok<Application>('applySign', {
      token: tokenB,
      body: applyBody(bookB.id, { outline: `  ${OUTLINE}  ` }),
    });
    expect(application).toMatchObject({
      book_id: bookB.id,
      contract_type: 'exclusive',
      planned_total_words: 1_500_000,
      updates_per_week: 6,
      outline: OUTLINE,
      contact: { phone: UNSIGNED_PHONE, email: 'qingshanke@example.com' },
      status: 'submitted',
      reviewer_comment: null,
    });
    expect(application.contact).not.toHaveProperty('qq');
    expect(Date.parse(application.submit_time!)).toBeGreaterThanOrEqual(before - 1000);

    const after = await info(tokenB, bookB.id);
    expect([after.eligible, after.ineligible_reason]).toEqual([false, 'sign.pending']);
    expect(after.application).toEqual(application);
    expect((await getBook(tokenB, bookB.id)).sign_status).toBe('applying');

    expectNoData(
      await server.call('applySign', { token: tokenB, body: applyBody(bookB.id) }),
      103001,
    );
    const rows = await server.context.db
      .select()
      .from(signApplications)
      .where(eq(signApplications.bookId, bookB.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses books that are not eligible (103001)', async () => {
    for (const title of ['星海长歌', '长安夜雨', '最后一班地铁']) {
      expectNoData(
        await server.call('applySign', {
          token: tokenA,
          body: applyBody(booksA.get(title)!.id, { contact: { phone: SIGNED_PHONE } }),
        }),
        103001,
      );
    }
  });

  it('answers 102001 for another author’s book and stores nothing', async () => {
    const target = booksA.get('青云剑主')!;
    expectNoData(await server.call('applySign', { token: tokenB, body: applyBody(target.id) }));
    const rows = await server.context.db
      .select()
      .from(signApplications)
      .where(eq(signApplications.authorId, authorB));
    expect(rows.every((r) => r.bookId === bookB.id)).toBe(true);
  });

  it('names each bad field in body.errors', async () => {
    const apply = (body: Record<string, unknown>) =>
      server.call('applySign', { token: tokenB, body });
    const without = (field: string) => {
      const body: Record<string, unknown> = applyBody(bookB.id);
      delete body[field];
      return body;
    };
    expectFieldError(await apply(without('contract_type')), 'contract_type', 'validation.required');
    expectFieldError(await apply(without('outline')), 'outline', 'validation.required');
    expectFieldError(await apply(without('book_id')), 'book_id', 'validation.required');
    expectFieldError(
      await apply(applyBody(bookB.id, { contract_type: 'forever' })),
      'contract_type',
      'validation.enum',
    );
    expectFieldError(
      await apply(applyBody(bookB.id, { planned_total_words: '1500000' })),
      'planned_total_words',
      'validation.type',
    );
    expectFieldError(
      await apply(applyBody(bookB.id, { planned_total_words: 99_999 })),
      'planned_total_words',
      'validation.range',
    );
    expectFieldError(
      await apply(applyBody(bookB.id, { updates_per_week: 15 })),
      'updates_per_week',
      'validation.range',
    );
    expectFieldError(
      await apply(applyBody(bookB.id, { outline: '太短了' })),
      'outline',
      'validation.tooShort',
    );
    expectFieldError(
      await apply(
        applyBody(bookB.id, { outline: `${' '.repeat(40)}只有十个字的大纲而已${' '.repeat(10)}` }),
      ),
      'outline',
      'validation.tooShort',
    );
    expectFieldError(
      await apply(applyBody(bookB.id, { outline: '长'.repeat(5001) })),
      'outline',
      'validation.tooLong',
    );
    expectFieldError(
      await apply(applyBody(bookB.id, { contact: { email: 'a@example.com' } })),
      'contact.phone',
      'validation.required',
    );
    expectFieldError(
      await apply(applyBody(bookB.id, { contact: { phone: UNSIGNED_PHONE, email: 'not-mail' } })),
      'contact.email',
      'validation.format',
    );
    expectFieldError(
      await apply(applyBody(bookB.id, { contact: { phone: UNSIGNED_PHONE, wechat: 'x' } })),
      'contact.wechat',
      'validation.unknownField',
    );
    expectFieldError(
      await apply(applyBody(bookB.id, { priority: 'high' })),
      'priority',
      'validation.unknownField',
    );
  });

  it('needs a token', async () => {
    expectNoData(await server.call('applySign', { body: applyBody(bookB.id) }), 100002);
  });
});

describe(op('withdrawSign'), () => {
  it('withdraws the submitted application; the book may apply again', async () => {
    const submitted = (await info(tokenB, bookB.id)).application!;
    expect(submitted.status).toBe('submitted');
    const withdrawn = await server.ok<Application>('withdrawSign', {
      token: tokenB,
      body: { book_id: bookB.id },
    });
    expect([withdrawn.id, withdrawn.status]).toEqual([submitted.id, 'withdrawn']);
    const after = await info(tokenB, bookB.id);
    expect([after.eligible, after.ineligible_reason, after.application?.status]).toEqual([
      true,
      null,
      'withdrawn',
    ]);
    expect((await getBook(tokenB, bookB.id)).sign_status).toBe('unsigned');

    // Nothing left to withdraw.
    expectNoData(
      await server.call('withdrawSign', { token: tokenB, body: { book_id: bookB.id } }),
      103001,
    );

    // Applying again (within the same millisecond as the withdrawal, even)
    // makes the new application the latest.
    const again = await server.ok<Application>('applySign', {
      token: tokenB,
      body: applyBody(bookB.id, { contract_type: 'non_exclusive', updates_per_week: 7 }),
    });
    expect(again.id).not.toBe(submitted.id);
    const latest = await info(tokenB, bookB.id);
    expect(latest.application).toMatchObject({
      id: again.id,
      status: 'submitted',
      contract_type: 'non_exclusive',
    });
  });

  it('refuses when there is nothing submitted (103001)', async () => {
    expectNoData(
      await server.call('withdrawSign', {
        token: tokenA,
        body: { book_id: booksA.get('星海长歌')!.id },
      }),
      103001,
    );
    expectNoData(
      await server.call('withdrawSign', {
        token: tokenA,
        body: { book_id: booksA.get('最后一班地铁')!.id },
      }),
      103001,
    );
  });

  it('answers 102001 for another author’s book and leaves it alone', async () => {
    expectNoData(await server.call('withdrawSign', { token: tokenA, body: { book_id: bookB.id } }));
    expect((await info(tokenB, bookB.id)).application?.status).toBe('submitted');
  });

  it('rejects bad bodies and needs a token', async () => {
    expectFieldError(
      await server.call('withdrawSign', { token: tokenB, body: {} }),
      'book_id',
      'validation.required',
    );
    expectFieldError(
      await server.call('withdrawSign', { token: tokenB, body: { book_id: ['x'] } }),
      'book_id',
      'validation.type',
    );
    expectFieldError(
      await server.call('withdrawSign', { token: tokenB, body: { book_id: bookB.id, why: 'x' } }),
      'why',
      'validation.unknownField',
    );
    expectNoData(await server.call('withdrawSign', { body: { book_id: bookB.id } }), 100002);
  });
});

describe('the platform decides', () => {
  it('approving makes the book signed and the author a signed author', async () => {
    const before = await server.ok<{ is_signed: boolean; role: string }>('getUserInfo', {
      token: tokenB,
    });
    expect([before.is_signed, before.role]).toEqual([false, '']);

    await approveSign(server.context.db, bookB.id, '故事扎实，欢迎签约', server.context.now());
    // The editor CLI is another process: with PGlite it runs while the server
    // is stopped, with PostgreSQL the read cache is off. In-process, say so.
    server.context.readCache.invalidateAll();

    const user = await server.ok<{ is_signed: boolean; is_sign: boolean; role: string }>(
      'getUserInfo',
      { token: tokenB },
    );
    expect([user.is_signed, user.is_sign, user.role]).toEqual([true, true, 'is_sign']);
    const book = await getBook(tokenB, bookB.id);
    expect([book.sign_status, book.allow_vip]).toEqual(['signed', true]);
    const after = await info(tokenB, bookB.id);
    expect([after.eligible, after.ineligible_reason]).toEqual([false, 'sign.alreadySigned']);
    expect(after.application).toMatchObject({
      status: 'approved',
      reviewer_comment: '故事扎实，欢迎签约',
    });
    const notices = await server.context.db
      .select()
      .from(messages)
      .where(and(eq(messages.authorId, authorB), eq(messages.title, '签约申请已通过')));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'notice', status: 0 });
    expect(notices[0]!.content).toContain('山河旧梦');
    // A template, so an English page reads it in English.
    expect(notices[0]).toMatchObject({
      template: 'sign_approved',
      templateParams: { book: '山河旧梦' },
    });

    expectNoData(
      await server.call('applySign', { token: tokenB, body: applyBody(bookB.id) }),
      103001,
    );
  });

  it('rejecting lets the author apply again', async () => {
    const created = await server.ok<Book>('createBook', {
      token: tokenB,
      body: {
        kind: 'long',
        title: '第二部长篇',
        audience: 'male',
        category_id: (
          await server.ok<Book & { category_id: string }>('getBook', {
            token: tokenB,
            query: { book_id: bookB.id },
          })
        ).category_id,
        synopsis: '一部新的长篇，写的是江南小城里三代人的悲欢离合与时代变迁。',
      },
    });
    expect((await info(tokenB, created.id)).ineligible_reason).toBe('sign.notApproved');
    await approveBook(server.context.db, created.id, server.context.now());
    expect((await info(tokenB, created.id)).eligible).toBe(true);
    await server.ok('applySign', { token: tokenB, body: applyBody(created.id) });
    await rejectSign(
      server.context.db,
      created.id,
      '更新量不足，请积累到十万字',
      server.context.now(),
    );

    const book = await getBook(tokenB, created.id);
    expect(book.sign_status).toBe('rejected');
    const [refusal] = await server.context.db
      .select()
      .from(messages)
      .where(and(eq(messages.authorId, authorB), eq(messages.title, '签约申请未通过')));
    expect(refusal).toMatchObject({
      template: 'sign_rejected',
      templateParams: { book: '第二部长篇', reason: '更新量不足，请积累到十万字' },
    });
    const after = await info(tokenB, created.id);
    expect(after).toMatchObject({
      eligible: true,
      ineligible_reason: null,
      application: { status: 'rejected', reviewer_comment: '更新量不足，请积累到十万字' },
    });
    const again = await server.ok<Application>('applySign', {
      token: tokenB,
      body: applyBody(created.id),
    });
    expect(again.status).toBe('submitted');
    expect((await getBook(tokenB, created.id)).sign_status).toBe('applying');
  });
});

describe('sessions on sign operations', () => {
  it('answers 109017 for a token revoked by logout', async () => {
    const token = await server.login(UNSIGNED_PHONE);
    await server.ok('logout', { token });
    expectNoData(await server.call('getSignInfo', { token, query: { book_id: bookB.id } }), 109017);
    expectNoData(await server.call('applySign', { token, body: applyBody(bookB.id) }), 109017);
  });

  // Last in the file: it moves the shared clock past every token's expiry.
  it('answers 100002 once the token has expired', async () => {
    server.advanceClock(31 * 24 * 3_600_000);
    expectNoData(
      await server.call('getSignInfo', { token: tokenB, query: { book_id: bookB.id } }),
      100002,
    );
    expectNoData(
      await server.call('withdrawSign', { token: tokenB, body: { book_id: bookB.id } }),
      100002,
    );
  });
});
