/**
 * Contract tests of the income screens: monthly summary and daily rows, for
 * signed authors only. Expected figures are recomputed here from the stored
 * rows, so a wrong GROUP BY, a lost book or a wrong order fails a test.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, books, incomeDaily, incomeMonthly } from '../../server/db/schema';
import {
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface Parts {
  subscription: number;
  reward: number;
  ad_share: number;
  attendance_bonus: number;
  other: number;
  pre_tax: number;
  tax: number;
  after_tax: number;
}
interface IncomeMonth extends Parts {
  month: string;
  book_id: string | null;
  settle_status: 'pending' | 'settled' | 'paid';
}
interface Summary {
  list: IncomeMonth[];
  totals: Parts;
}
interface IncomeDay {
  date: string;
  subscription: number;
  reward: number;
  ad_share: number;
  other: number;
  total: number;
}

const PART_KEYS = [
  'subscription',
  'reward',
  'ad_share',
  'attendance_bonus',
  'other',
  'pre_tax',
  'tax',
  'after_tax',
] as const;
const SETTLE_RANK = { pending: 0, settled: 1, paid: 2 } as const;

/** 'YYYY-MM' of now on the Asia/Shanghai calendar (UTC+8, no DST). */
function shanghaiMonth(now: Date, back = 0): string {
  const d = new Date(now.getTime() + 8 * 3_600_000);
  const shifted = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
  return shifted.toISOString().slice(0, 7);
}

let server: TestServer;
let token: string;
let unsignedToken: string;
let signedAuthorId: string;
let unsignedAuthorId: string;
/** The signed author's books that have income rows. */
let incomeBookIds: string[];
/** A book of the unsigned author. */
let foreignBookId: string;
/** Last month: complete in the seed (this month may have no day yet). */
let lastMonth: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  unsignedToken = await server.login(UNSIGNED_PHONE);
  const db = server.context.db;
  const [signed] = await db.select().from(authors).where(eq(authors.phone, SIGNED_PHONE));
  const [unsigned] = await db.select().from(authors).where(eq(authors.phone, UNSIGNED_PHONE));
  signedAuthorId = signed!.id;
  unsignedAuthorId = unsigned!.id;
  const monthly = await db
    .selectDistinct({ bookId: incomeMonthly.bookId })
    .from(incomeMonthly)
    .where(eq(incomeMonthly.authorId, signedAuthorId));
  incomeBookIds = monthly.map((row) => row.bookId).sort();
  const [foreign] = await db.select().from(books).where(eq(books.authorId, unsignedAuthorId));
  foreignBookId = foreign!.id;
  lastMonth = shanghaiMonth(server.context.now(), 1);
});

afterAll(async () => {
  await server?.close();
});

/** The stored monthly rows of the signed author, optionally of one book. */
async function storedMonths(bookId?: string) {
  const rows = await server.context.db
    .select()
    .from(incomeMonthly)
    .where(eq(incomeMonthly.authorId, signedAuthorId));
  return rows.filter((row) => !bookId || row.bookId === bookId);
}

function expectTotalsAreSumOfRows(summary: Summary) {
  for (const key of PART_KEYS) {
    const sum = summary.list.reduce((acc, row) => acc + row[key], 0);
    expect(summary.totals[key], key).toBe(sum);
  }
}

describe(op('getIncomeSummary'), () => {
  it('sums all books per month over the last 12 months, newest first', async () => {
    expect(incomeBookIds.length).toBeGreaterThanOrEqual(2);
    const summary = await server.ok<Summary>('getIncomeSummary', { token });
    const to = shanghaiMonth(server.context.now());
    const from = shanghaiMonth(server.context.now(), 11);

    const stored = (await storedMonths()).filter((r) => r.month >= from && r.month <= to);
    const months = [...new Set(stored.map((r) => r.month))].sort().reverse();
    expect(months.length).toBeGreaterThan(0);
    expect(summary.list.map((row) => row.month)).toEqual(months);

    for (const row of summary.list) {
      const ofMonth = stored.filter((r) => r.month === row.month);
      expect(row.book_id).toBeNull();
      expect(row.subscription).toBe(ofMonth.reduce((a, r) => a + r.subscription, 0));
      expect(row.reward).toBe(ofMonth.reduce((a, r) => a + r.reward, 0));
      expect(row.ad_share).toBe(ofMonth.reduce((a, r) => a + r.adShare, 0));
      expect(row.attendance_bonus).toBe(ofMonth.reduce((a, r) => a + r.attendanceBonus, 0));
      expect(row.other).toBe(ofMonth.reduce((a, r) => a + r.other, 0));
      expect(row.tax).toBe(ofMonth.reduce((a, r) => a + r.tax, 0));
      expect(row.after_tax).toBe(ofMonth.reduce((a, r) => a + r.afterTax, 0));
      expect(row.pre_tax).toBe(
        row.subscription + row.reward + row.ad_share + row.attendance_bonus + row.other,
      );
      const least = Math.min(...ofMonth.map((r) => SETTLE_RANK[r.settleStatus]));
      expect(SETTLE_RANK[row.settle_status]).toBe(least);
    }
    expectTotalsAreSumOfRows(summary);
    expect(summary.totals.pre_tax).toBeGreaterThan(0);
  });

  it('answers the least settled status when books of a month differ', async () => {
    const [first, second] = incomeBookIds as [string, string];
    const db = server.context.db;
    const month = shanghaiMonth(server.context.now(), 3);
    const where = (bookId: string) =>
      and(eq(incomeMonthly.bookId, bookId), eq(incomeMonthly.month, month));
    await db.update(incomeMonthly).set({ settleStatus: 'paid' }).where(where(first));
    await db.update(incomeMonthly).set({ settleStatus: 'settled' }).where(where(second));
    try {
      const summary = await server.ok<Summary>('getIncomeSummary', {
        token,
        query: { from: month, to: month },
      });
      expect(summary.list).toHaveLength(1);
      expect(summary.list[0]!.settle_status).toBe('settled');
      const one = await server.ok<Summary>('getIncomeSummary', {
        token,
        query: { from: month, to: month, book_id: first },
      });
      expect(one.list[0]!.settle_status).toBe('paid');
    } finally {
      await db.update(incomeMonthly).set({ settleStatus: 'paid' }).where(where(second));
    }
  });

  it('answers one book exactly as stored, with its id on every row', async () => {
    const bookId = incomeBookIds[0]!;
    const summary = await server.ok<Summary>('getIncomeSummary', {
      token,
      query: { book_id: bookId, from: shanghaiMonth(server.context.now(), 11) },
    });
    const stored = (await storedMonths(bookId)).sort((a, b) => b.month.localeCompare(a.month));
    expect(summary.list).toEqual(
      stored.map((r) => ({
        month: r.month,
        book_id: bookId,
        subscription: r.subscription,
        reward: r.reward,
        ad_share: r.adShare,
        attendance_bonus: r.attendanceBonus,
        other: r.other,
        pre_tax: r.preTax,
        tax: r.tax,
        after_tax: r.afterTax,
        settle_status: r.settleStatus,
      })),
    );
    expectTotalsAreSumOfRows(summary);
  });

  it('omits months without data and accepts exactly 36 months', async () => {
    const empty = await server.ok<Summary>('getIncomeSummary', {
      token,
      query: { from: '2001-01', to: '2003-12' },
    });
    expect(empty.list).toEqual([]);
    expect(Object.values(empty.totals)).toEqual(PART_KEYS.map(() => 0));

    // A 36-month window ending this month holds exactly the seeded months.
    const to = shanghaiMonth(server.context.now());
    const wide = await server.ok<Summary>('getIncomeSummary', {
      token,
      query: { from: shanghaiMonth(server.context.now(), 35), to },
    });
    const months = new Set((await storedMonths()).map((r) => r.month));
    expect(wide.list).toHaveLength(months.size);
  });

  it('rejects a range over 36 months or reversed', async () => {
    const to = shanghaiMonth(server.context.now());
    const tooLong = await server.call('getIncomeSummary', {
      token,
      query: { from: shanghaiMonth(server.context.now(), 36), to },
    });
    expectFieldError(tooLong, 'from', 'validation.range');
    const reversed = await server.call('getIncomeSummary', {
      token,
      query: { from: '2026-05', to: '2026-04' },
    });
    expectFieldError(reversed, 'from', 'validation.range');
    // Only `from` given, after the default `to` (this month).
    const future = await server.call('getIncomeSummary', { token, query: { from: '2999-01' } });
    expectFieldError(future, 'from', 'validation.range');
  });

  it('rejects malformed months and book ids', async () => {
    expectFieldError(
      await server.call('getIncomeSummary', { token, query: { to: '2026-13' } }),
      'to',
      'validation.format',
    );
    expectFieldError(
      await server.call('getIncomeSummary', { token, query: { from: '2026-1' } }),
      'from',
      'validation.format',
    );
    expectFieldError(
      await server.call('getIncomeSummary', { token, query: { book_id: 'not an id' } }),
      'book_id',
      'validation.format',
    );
    expectFieldError(
      await server.call('getIncomeSummary', { token, query: { book_id: 'b'.repeat(65) } }),
      'book_id',
      'validation.tooLong',
    );
  });

  it('answers 102001 for an unknown book and for another author’s book', async () => {
    const unknown = await server.call('getIncomeSummary', { token, query: { book_id: 'nope' } });
    expect(unknown).toMatchObject({ code: 102001, body: null });
    const foreign = await server.call('getIncomeSummary', {
      token,
      query: { book_id: foreignBookId },
    });
    expect(foreign).toMatchObject({ code: 102001, body: null });
  });

  it('answers 103001 to an unsigned author before looking at anything else', async () => {
    const result = await server.call('getIncomeSummary', { token: unsignedToken });
    expect(result).toMatchObject({ code: 103001, body: null });
    expect(result.msg).toBe('Income and data are for signed authors');
    // Even for a book id that is not theirs: the role check comes first.
    const other = await server.call('getIncomeSummary', {
      token: unsignedToken,
      query: { book_id: incomeBookIds[0]! },
    });
    expect(other.code).toBe(103001);
  });

  it('answers 100002 without a token', async () => {
    const result = await server.call('getIncomeSummary', {});
    expect(result).toMatchObject({ code: 100002, body: null });
  });
});

describe(op('getIncomeDaily'), () => {
  it('answers every day of a month for one book, adding up to the month’s parts', async () => {
    const bookId = incomeBookIds[0]!;
    const daily = await server.ok<{ list: IncomeDay[] }>('getIncomeDaily', {
      token,
      query: { month: lastMonth, book_id: bookId },
    });
    const [year, month] = lastMonth.split('-').map(Number) as [number, number];
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(daily.list).toHaveLength(daysInMonth);
    expect(daily.list.map((row) => row.date)).toEqual(
      Array.from(
        { length: daysInMonth },
        (_, i) => `${lastMonth}-${String(i + 1).padStart(2, '0')}`,
      ),
    );
    for (const row of daily.list) {
      expect(row.total).toBe(row.subscription + row.reward + row.ad_share + row.other);
    }

    const summary = await server.ok<Summary>('getIncomeSummary', {
      token,
      query: { book_id: bookId, from: lastMonth, to: lastMonth },
    });
    const monthRow = summary.list[0]!;
    const sum = (key: 'subscription' | 'reward' | 'ad_share' | 'other') =>
      daily.list.reduce((acc, row) => acc + row[key], 0);
    expect(sum('subscription')).toBe(monthRow.subscription);
    expect(sum('reward')).toBe(monthRow.reward);
    expect(sum('ad_share')).toBe(monthRow.ad_share);
    expect(sum('other')).toBe(monthRow.other);
    expect(monthRow.subscription).toBeGreaterThan(0);
  });

  it('sums all books per day when no book is given', async () => {
    const all = await server.ok<{ list: IncomeDay[] }>('getIncomeDaily', {
      token,
      query: { month: lastMonth },
    });
    const stored = (
      await server.context.db
        .select()
        .from(incomeDaily)
        .where(eq(incomeDaily.authorId, signedAuthorId))
    ).filter((r) => r.date.startsWith(`${lastMonth}-`));
    const firstDay = `${lastMonth}-01`;
    const ofFirstDay = stored.filter((r) => r.date === firstDay);
    expect(ofFirstDay.length).toBe(incomeBookIds.length);
    expect(all.list[0]).toEqual({
      date: firstDay,
      subscription: ofFirstDay.reduce((a, r) => a + r.subscription, 0),
      reward: ofFirstDay.reduce((a, r) => a + r.reward, 0),
      ad_share: ofFirstDay.reduce((a, r) => a + r.adShare, 0),
      other: ofFirstDay.reduce((a, r) => a + r.other, 0),
      total: ofFirstDay.reduce((a, r) => a + r.subscription + r.reward + r.adShare + r.other, 0),
    });
    const grand = all.list.reduce((a, row) => a + row.total, 0);
    expect(grand).toBe(
      stored.reduce((a, r) => a + r.subscription + r.reward + r.adShare + r.other, 0),
    );
  });

  it('answers an empty list for a month without data', async () => {
    const empty = await server.ok<{ list: IncomeDay[] }>('getIncomeDaily', {
      token,
      query: { month: '2001-02' },
    });
    expect(empty.list).toEqual([]);
  });

  it('rejects a missing, malformed or impossible month', async () => {
    expectFieldError(
      await server.call('getIncomeDaily', { token, query: {} }),
      'month',
      'validation.required',
    );
    expectFieldError(
      await server.call('getIncomeDaily', { token, query: { month: '2026-00' } }),
      'month',
      'validation.format',
    );
    expectFieldError(
      await server.call('getIncomeDaily', { token, query: { month: '202610' } }),
      'month',
      'validation.format',
    );
    // The spec's Month pattern refuses year 0000, which no calendar has.
    expectFieldError(
      await server.call('getIncomeDaily', { token, query: { month: '0000-01' } }),
      'month',
      'validation.format',
    );
  });

  it('answers 102001 for another author’s book and 103001 to the unsigned author', async () => {
    const foreign = await server.call('getIncomeDaily', {
      token,
      query: { month: lastMonth, book_id: foreignBookId },
    });
    expect(foreign).toMatchObject({ code: 102001, body: null });
    const unsigned = await server.call('getIncomeDaily', {
      token: unsignedToken,
      query: { month: lastMonth },
    });
    expect(unsigned).toMatchObject({ code: 103001, body: null });
  });

  it('answers 100002 without a token', async () => {
    const result = await server.call('getIncomeDaily', { query: { month: lastMonth } });
    expect(result).toMatchObject({ code: 100002, body: null });
  });
});

// Runs last: it signs the second author and ends sessions.
describe('income of a second signed author', () => {
  it('never shows the first author’s income to another signed author', async () => {
    await server.context.db
      .update(authors)
      .set({ isSigned: true })
      .where(eq(authors.id, unsignedAuthorId));
    const other = await server.login(UNSIGNED_PHONE);
    const summary = await server.ok<Summary>('getIncomeSummary', { token: other });
    expect(summary.list).toEqual([]);
    expect(summary.totals.pre_tax).toBe(0);
    const theirs = await server.call('getIncomeSummary', {
      token: other,
      query: { book_id: incomeBookIds[0]! },
    });
    expect(theirs).toMatchObject({ code: 102001, body: null });
    const daily = await server.call('getIncomeDaily', {
      token: other,
      query: { month: lastMonth, book_id: incomeBookIds[0]! },
    });
    expect(daily).toMatchObject({ code: 102001, body: null });
    const allDays = await server.ok<{ list: IncomeDay[] }>('getIncomeDaily', {
      token: other,
      query: { month: lastMonth },
    });
    expect(allDays.list).toEqual([]);
  });

  it('answers 109017 to a logged-out token and 100002 once a token expired', async () => {
    const short = await server.login();
    await server.ok('logout', { token: short });
    const revoked = await server.call('getIncomeSummary', { token: short });
    expect(revoked).toMatchObject({ code: 109017, body: null });

    server.advanceClock(31 * 24 * 3_600_000);
    const expired = await server.call('getIncomeDaily', { token, query: { month: lastMonth } });
    expect(expired).toMatchObject({ code: 100002, body: null });
  });
});
