/**
 * Contract tests of income: the overview with its KPI figures, monthly
 * statements, daily rows and attendance, for signed authors only. Expected
 * figures are recomputed here from the stored facts (daily rows, entries,
 * holds, payments, chapters), so a lost book, a wrong sum, a tax line that
 * does not add up or a state that ignores a fact fails a test.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceLeaves,
  authors,
  books,
  chapters,
  incomeDaily,
  incomeEntries,
  incomeHolds,
  incomePayments,
} from '../../server/db/schema';
import { INCOME_COMPONENTS } from '../../server/services/income/tax';
import {
  addDays,
  addMonths,
  lastDayOfMonth,
  shanghaiDate,
} from '../../server/services/platform/calendar';
import type { components } from '../../src/api/schema';
import {
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

type Schemas = components['schemas'];
type Overview = Extract<Schemas['IncomeOverviewEnvelope'], { code: 0 }>['body'];
type Summary = Extract<Schemas['IncomeSummaryEnvelope'], { code: 0 }>['body'];
type Daily = Extract<Schemas['IncomeDailyEnvelope'], { code: 0 }>['body'];
type Attendance = Extract<Schemas['IncomeAttendanceEnvelope'], { code: 0 }>['body'];
type Statement = Schemas['IncomeStatement'];

/** The parts of a statement, as the tax module names them. */
const COMPONENTS = INCOME_COMPONENTS;
const TOTAL_KEYS = [...COMPONENTS, 'pre_tax', 'tax', 'after_tax'] as const;

let server: TestServer;
let token: string;
let unsignedToken: string;
let signedAuthorId: string;
/** The signed author's books with income: the big book first. */
let bigBookId: string;
let smallBookId: string;
/** A book of the unsigned author. */
let foreignBookId: string;
let today: string;
let thisMonth: string;
let firstMonth: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  unsignedToken = await server.login(UNSIGNED_PHONE);
  const db = server.context.db;
  const [signed] = await db.select().from(authors).where(eq(authors.phone, SIGNED_PHONE));
  const [unsigned] = await db.select().from(authors).where(eq(authors.phone, UNSIGNED_PHONE));
  signedAuthorId = signed!.id;
  const own = await db.select().from(books).where(eq(books.authorId, signedAuthorId));
  bigBookId = own.find((b) => b.title === '星海长歌')!.id;
  smallBookId = own.find((b) => b.title === '青云剑主')!.id;
  const [foreign] = await db.select().from(books).where(eq(books.authorId, unsigned!.id));
  foreignBookId = foreign!.id;
  today = shanghaiDate(server.context.now());
  thisMonth = today.slice(0, 7);
  firstMonth = addMonths(thisMonth, -23);
});

afterAll(async () => {
  await server?.close();
});

/** Every statement of the author from the first month through this one. */
function allStatements(bookId?: string) {
  return server.ok<Summary>('getIncomeSummary', {
    token,
    query: { from: firstMonth, to: thisMonth, book_id: bookId },
  });
}

/** A month's components recomputed from the stored daily rows and entries. */
async function storedComponents(month: string, bookId?: string) {
  const db = server.context.db;
  const days = (
    await db.select().from(incomeDaily).where(eq(incomeDaily.authorId, signedAuthorId))
  ).filter((r) => r.date.startsWith(`${month}-`) && (!bookId || r.bookId === bookId));
  const entries = (
    await db.select().from(incomeEntries).where(eq(incomeEntries.authorId, signedAuthorId))
  ).filter((e) => e.month === month && (!bookId || e.bookId === bookId));
  const sum = (pick: (r: (typeof days)[number]) => number) => days.reduce((a, r) => a + pick(r), 0);
  const entry = (kind: string) =>
    entries.filter((e) => e.kind === kind).reduce((a, e) => a + e.amount, 0);
  return {
    subscription: sum((r) => r.subscription),
    reward: sum((r) => r.reward),
    ad_share: sum((r) => r.adShare),
    attendance_bonus: entry('attendance_bonus'),
    guarantee_top_up: entry('guarantee_top_up'),
    completion_reward: entry('completion_reward'),
    adjustment: entry('adjustment'),
  };
}

function expectRowAddsUp(row: Statement) {
  expect(row.pre_tax).toBe(COMPONENTS.reduce((a, key) => a + row[key], 0));
  expect(row.after_tax).toBe(row.pre_tax - row.tax);
  for (const line of row.tax_lines) {
    expect(line.taxable_base).toBe(line.income - line.deduction - line.reduction);
    expect(line.withheld).toBe(
      Math.max(0, Math.round((line.taxable_base * line.rate_percent) / 100) - line.quick_deduction),
    );
  }
}

describe(op('getIncomeSummary'), () => {
  it('answers the last 12 months of all books, newest first, every part from the stored facts', async () => {
    const summary = await server.ok<Summary>('getIncomeSummary', { token });
    expect(summary).toMatchObject({
      from: addMonths(thisMonth, -11),
      to: thisMonth,
      book_id: null,
    });
    expect(summary.list.map((r) => r.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => addMonths(thisMonth, -i)).filter((m) =>
        summary.list.some((r) => r.month === m),
      ),
    );
    expect(summary.list.length).toBeGreaterThanOrEqual(11);
    for (const row of summary.list) {
      expect(row.book_id).toBeNull();
      const stored = await storedComponents(row.month);
      for (const key of COMPONENTS) expect(row[key], `${row.month} ${key}`).toBe(stored[key]);
      expectRowAddsUp(row);
      // All books: the tax is the author's, line by line.
      expect(row.tax).toBe(row.tax_lines.reduce((a, l) => a + l.withheld, 0));
    }
    for (const key of TOTAL_KEYS) {
      expect(summary.totals[key], key).toBe(summary.list.reduce((a, r) => a + r[key], 0));
    }
    expect(summary.totals.pre_tax).toBeGreaterThan(0);
  });

  it('withholds each class as the published policy says and counts the year to date', async () => {
    const overview = await server.ok<Overview>('getIncomeOverview', { token });
    const classes = overview.policy.component_classes;
    const { list } = await allStatements();
    const ytd = new Map<string, number>();
    for (const row of [...list].reverse()) {
      for (const line of row.tax_lines) {
        const income = COMPONENTS.filter((key) => classes[key] === line.income_class).reduce(
          (a, key) => a + row[key],
          0,
        );
        expect(line.income).toBe(income);
        const key = `${row.month.slice(0, 4)}/${line.income_class}`;
        ytd.set(key, (ytd.get(key) ?? 0) + line.withheld);
        expect(line.ytd_withheld, `${row.month} ${line.income_class}`).toBe(ytd.get(key));
      }
    }
    // Reader gifts and sales of this size pay author's remuneration tax.
    expect(list.some((r) => r.tax_lines.some((l) => l.withheld > 0))).toBe(true);
  });

  it('answers one book with its share of the author’s tax; the books add up to all books', async () => {
    const [all, big, small] = await Promise.all([
      allStatements(),
      allStatements(bigBookId),
      allStatements(smallBookId),
    ]);
    for (const row of all.list) {
      const a = big.list.find((r) => r.month === row.month);
      const b = small.list.find((r) => r.month === row.month);
      for (const key of TOTAL_KEYS) {
        expect((a?.[key] ?? 0) + (b?.[key] ?? 0), `${row.month} ${key}`).toBe(row[key]);
      }
      for (const one of [a, b]) {
        if (!one) continue;
        expect(one.book_id).not.toBeNull();
        expectRowAddsUp(one);
        expect(one.tax).toBe(one.tax_lines.reduce((s, l) => s + (l.share?.withheld ?? 0), 0));
        // Settlement belongs to the author's month.
        expect([one.state, one.payable, one.expected_pay_date]).toEqual([
          row.state,
          row.payable,
          row.expected_pay_date,
        ]);
      }
    }
    const stored = await storedComponents(big.list[2]!.month, bigBookId);
    expect(big.list[2]!.subscription).toBe(stored.subscription);
  });

  it('shows every settlement state of the seeded history with its dates and reasons', async () => {
    const { list } = await allStatements();
    const byMonth = new Map(list.map((r) => [r.month, r]));
    const current = byMonth.get(thisMonth)!;
    expect(current).toMatchObject({
      state: 'estimated',
      estimated_until: `${addMonths(thisMonth, 1)}-10`,
      paid_on: null,
    });

    const held = byMonth.get(addMonths(thisMonth, -3))!;
    expect(held).toMatchObject({
      state: 'held',
      expected_pay_date: null,
      hold: { reason: 'subscription_review', fix: 'contact_editor', released_on: null },
    });
    const released = byMonth.get(addMonths(thisMonth, -4))!;
    expect(released).toMatchObject({
      state: 'settled',
      hold: { reason: 'bank_account_rejected', fix: 'update_bank_account' },
    });
    expect(released.expected_pay_date! > today).toBe(true);

    const carried = byMonth.get(firstMonth)!;
    expect(carried).toMatchObject({
      state: 'carried_forward',
      carried_to: addMonths(firstMonth, 1),
    });
    expect(carried.payable).toBeLessThan(10_000);
    const taker = byMonth.get(addMonths(firstMonth, 1))!;
    expect(taker.carried_in).toBe(carried.payable);
    expect(taker.payable).toBe(taker.after_tax + carried.payable);
    expect(taker.state).toBe('paid');
    expect(carried.paid_on).toBe(taker.paid_on);

    const payments = await server.context.db
      .select()
      .from(incomePayments)
      .where(eq(incomePayments.authorId, signedAuthorId));
    expect(payments.length).toBeGreaterThan(10);
    for (const payment of payments) {
      expect(byMonth.get(payment.month)).toMatchObject({ state: 'paid', paid_on: payment.paidOn });
    }
    const negative = list.find((r) => r.adjustment < 0)!;
    expect(negative.adjustments.find((a) => a.amount < 0)).toMatchObject({
      book_id: bigBookId,
      reason: expect.any(String),
    });
  });

  it('follows the facts: a released hold is settled, a recorded payment is paid', async () => {
    const db = server.context.db;
    const month = addMonths(thisMonth, -3);
    const where = and(eq(incomeHolds.authorId, signedAuthorId), eq(incomeHolds.month, month));
    await db.update(incomeHolds).set({ releasedOn: today }).where(where);
    try {
      const released = await server.ok<Summary>('getIncomeSummary', {
        token,
        query: { from: month, to: month },
      });
      expect(released.list[0]).toMatchObject({ state: 'settled', hold: { released_on: today } });
      await db.insert(incomePayments).values({ authorId: signedAuthorId, month, paidOn: today });
      const paid = await server.ok<Summary>('getIncomeSummary', {
        token,
        query: { from: month, to: month },
      });
      expect(paid.list[0]).toMatchObject({ state: 'paid', paid_on: today });
    } finally {
      await db.update(incomeHolds).set({ releasedOn: null }).where(where);
      await db
        .delete(incomePayments)
        .where(and(eq(incomePayments.authorId, signedAuthorId), eq(incomePayments.month, month)));
    }
  });

  it('answers months without income as an empty list with zero totals', async () => {
    const empty = await server.ok<Summary>('getIncomeSummary', {
      token,
      query: { from: '2001-01', to: '2003-12' },
    });
    expect(empty.list).toEqual([]);
    for (const key of TOTAL_KEYS) expect(empty.totals[key]).toBe(0);
  });

  it('rejects a range reversed, over 120 months or reaching past this month, naming the field', async () => {
    const call = (query: Record<string, string>) =>
      server.call('getIncomeSummary', { token, query });
    expectFieldError(await call({ from: '2026-05', to: '2026-04' }), 'from', 'validation.range');
    expectFieldError(
      await call({ from: addMonths(thisMonth, -120), to: thisMonth }),
      'from',
      'validation.range',
    );
    expect((await call({ from: addMonths(thisMonth, -119), to: thisMonth })).code).toBe(0);
    expectFieldError(await call({ to: addMonths(thisMonth, 1) }), 'to', 'validation.range');
    expectFieldError(await call({ from: '2999-01' }), 'from', 'validation.range');
    expectFieldError(await call({ to: '2026-13' }), 'to', 'validation.format');
    expectFieldError(await call({ from: '2026-1' }), 'from', 'validation.format');
    expectFieldError(await call({ book_id: 'not an id' }), 'book_id', 'validation.format');
  });

  it('answers 102001 for another author’s book, 103001 unsigned, 100002 without a token', async () => {
    expect(
      await server.call('getIncomeSummary', { token, query: { book_id: foreignBookId } }),
    ).toMatchObject({ code: 102001, body: null });
    expect(
      await server.call('getIncomeSummary', { token, query: { book_id: 'nope' } }),
    ).toMatchObject({ code: 102001, body: null });
    const unsigned = await server.call('getIncomeSummary', {
      token: unsignedToken,
      query: { book_id: bigBookId },
    });
    expect(unsigned).toMatchObject({ code: 103001, body: null });
    expect(unsigned.msg).toBe('Income and data are for signed authors');
    expect(await server.call('getIncomeSummary', {})).toMatchObject({ code: 100002 });
  });
});

describe(op('getIncomeOverview'), () => {
  it('gives the books, the first month, the policy and four KPI figures with real signs', async () => {
    const overview = await server.ok<Overview>('getIncomeOverview', { token });
    expect(overview).toMatchObject({
      today,
      data_until: addDays(today, -1),
      current_month: thisMonth,
      first_month: firstMonth,
      policy: { statement_day: 10, pay_day: 25, payout_minimum: 10_000 },
    });
    expect(overview.books.map((b) => b.id)).toEqual(
      expect.arrayContaining([bigBookId, smallBookId]),
    );
    expect(overview.books.map((b) => b.id)).not.toContain(foreignBookId);

    const { kpis } = overview;
    for (const kpi of Object.values(kpis)) {
      if (kpi.previous === null) {
        expect([kpi.change, kpi.change_percent, kpi.trend]).toEqual([null, null, null]);
        continue;
      }
      expect(kpi.change).toBe(kpi.value - kpi.previous);
      expect(kpi.trend).toBe(kpi.change! > 0 ? 'up' : kpi.change! < 0 ? 'down' : 'flat');
    }
    const { list } = await allStatements();
    const row = (month: string) => list.find((r) => r.month === month);
    const lastMonth = addMonths(thisMonth, -1);
    expect(kpis.last_month).toMatchObject({
      basis: 'after_tax',
      value: row(lastMonth)!.after_tax,
      previous: row(addMonths(lastMonth, -1))!.after_tax,
      state: row(lastMonth)!.state,
      from: `${lastMonth}-01`,
      to: lastDayOfMonth(lastMonth),
    });
    expect(kpis.all_time).toMatchObject({
      value: list.reduce((a, r) => a + r.after_tax, 0),
      previous: null,
      trend: null,
    });
    const year = thisMonth.slice(0, 4);
    expect(kpis.this_year.value).toBe(
      list.filter((r) => r.month.startsWith(year)).reduce((a, r) => a + r.after_tax, 0),
    );
    expect(kpis.this_year.previous_from).toBe(`${Number(year) - 1}-01-01`);
    expect(kpis.this_year.previous).toBeGreaterThan(0);
  });

  it('compares this month so far with the same days of last month, from the daily rows', async () => {
    const { kpis } = await server.ok<Overview>('getIncomeOverview', { token });
    const yesterday = addDays(today, -1);
    const rows = await server.context.db
      .select()
      .from(incomeDaily)
      .where(eq(incomeDaily.authorId, signedAuthorId));
    const preTax = (from: string, to: string) =>
      rows
        .filter((r) => r.date >= from && r.date <= to)
        .reduce((a, r) => a + r.subscription + r.reward + r.adShare, 0);
    expect(kpis.this_month.basis).toBe('pre_tax');
    expect(kpis.this_month.state).toBe('estimated');
    if (!yesterday.startsWith(thisMonth)) {
      // The 1st: no day of this month is over yet.
      expect([kpis.this_month.value, kpis.this_month.previous]).toEqual([0, null]);
      return;
    }
    expect(kpis.this_month).toMatchObject({ from: `${thisMonth}-01`, to: yesterday });
    expect(kpis.this_month.value).toBe(preTax(`${thisMonth}-01`, yesterday));
    expect(kpis.this_month.previous).toBe(
      preTax(kpis.this_month.previous_from!, kpis.this_month.previous_to!),
    );
    expect(kpis.this_month.previous_from).toBe(`${addMonths(thisMonth, -1)}-01`);
  });

  it('gives one book’s figures, and the same checks as every income call', async () => {
    const all = await server.ok<Overview>('getIncomeOverview', { token });
    const small = await server.ok<Overview>('getIncomeOverview', {
      token,
      query: { book_id: smallBookId },
    });
    const big = await server.ok<Overview>('getIncomeOverview', {
      token,
      query: { book_id: bigBookId },
    });
    expect(small.kpis.all_time.value + big.kpis.all_time.value).toBe(all.kpis.all_time.value);
    expect(small.books).toEqual(all.books);
    expect(
      await server.call('getIncomeOverview', { token, query: { book_id: foreignBookId } }),
    ).toMatchObject({ code: 102001 });
    expectFieldError(
      await server.call('getIncomeOverview', { token, query: { book_id: 'b'.repeat(65) } }),
      'book_id',
      'validation.tooLong',
    );
    expect(await server.call('getIncomeOverview', { token: unsignedToken })).toMatchObject({
      code: 103001,
    });
    expect(await server.call('getIncomeOverview', {})).toMatchObject({ code: 100002 });
  });
});

describe(op('getIncomeDaily'), () => {
  it('answers each day of a month with its parts, purchases and paying readers, and totals', async () => {
    const month = addMonths(thisMonth, -1);
    const daily = await server.ok<Daily>('getIncomeDaily', {
      token,
      query: { month, book_id: bigBookId },
    });
    const stored = (
      await server.context.db.select().from(incomeDaily).where(eq(incomeDaily.bookId, bigBookId))
    )
      .filter((r) => r.date.startsWith(`${month}-`))
      .sort((a, b) => a.date.localeCompare(b.date));
    expect(daily.list.map((r) => r.date)).toEqual(stored.map((r) => r.date));
    expect(daily.list.length).toBe(Number(lastDayOfMonth(month).slice(8)));
    daily.list.forEach((row, i) => {
      const s = stored[i]!;
      expect(row).toMatchObject({
        subscription: s.subscription,
        purchases: s.purchases,
        paying_readers: s.payingReaders,
        reward: s.reward,
        ad_share: s.adShare,
        total: s.subscription + s.reward + s.adShare,
      });
    });
    for (const key of ['subscription', 'purchases', 'reward', 'ad_share', 'total'] as const) {
      expect(daily.totals[key]).toBe(daily.list.reduce((a, r) => a + r[key], 0));
    }
    // The days add up to what the month's statement says accrued by day.
    const statement = await server.ok<Summary>('getIncomeSummary', {
      token,
      query: { from: month, to: month, book_id: bigBookId },
    });
    const row = statement.list[0]!;
    expect(daily.totals.total).toBe(row.subscription + row.reward + row.ad_share);
  });

  it('sums the books per day, and marks days estimated until their statement date', async () => {
    const all = await server.ok<Daily>('getIncomeDaily', { token, query: { month: thisMonth } });
    const stored = (
      await server.context.db
        .select()
        .from(incomeDaily)
        .where(eq(incomeDaily.authorId, signedAuthorId))
    ).filter((r) => r.date.startsWith(`${thisMonth}-`));
    const firstDay = all.list[0];
    if (firstDay) {
      const ofDay = stored.filter((r) => r.date === firstDay.date);
      expect(ofDay.length).toBe(2);
      expect(firstDay.paying_readers).toBe(ofDay.reduce((a, r) => a + r.payingReaders, 0));
      expect(firstDay.estimated_until).toBe(`${addMonths(thisMonth, 1)}-10`);
    }
    expect(all.estimated_until).toBe(`${addMonths(thisMonth, 1)}-10`);
    expect(all.list.every((r) => r.date < today)).toBe(true);
    const old = await server.ok<Daily>('getIncomeDaily', {
      token,
      query: { month: addMonths(thisMonth, -3) },
    });
    expect(old.estimated_until).toBeNull();
    expect(old.list.every((r) => r.estimated_until === null)).toBe(true);
  });

  it('rejects a missing, malformed or future month', async () => {
    const call = (query: Record<string, string>) => server.call('getIncomeDaily', { token, query });
    expectFieldError(await call({}), 'month', 'validation.required');
    expectFieldError(await call({ month: '2026-00' }), 'month', 'validation.format');
    expectFieldError(await call({ month: '0000-01' }), 'month', 'validation.format');
    expectFieldError(await call({ month: addMonths(thisMonth, 1) }), 'month', 'validation.range');
    expect((await call({ month: '2001-02' })).body).toMatchObject({ list: [] });
  });

  it('answers 102001 for another author’s book, 103001 unsigned, 100002 without a token', async () => {
    expect(
      await server.call('getIncomeDaily', {
        token,
        query: { month: thisMonth, book_id: foreignBookId },
      }),
    ).toMatchObject({ code: 102001, body: null });
    expect(
      await server.call('getIncomeDaily', { token: unsignedToken, query: { month: thisMonth } }),
    ).toMatchObject({ code: 103001, body: null });
    expect(await server.call('getIncomeDaily', { query: { month: thisMonth } })).toMatchObject({
      code: 100002,
    });
  });
});

describe(op('getIncomeAttendance'), () => {
  it('lists the signed books for this month; a completed book is not eligible', async () => {
    const attendance = await server.ok<Attendance>('getIncomeAttendance', { token });
    expect(attendance).toMatchObject({
      month: thisMonth,
      today,
      rules: { daily_words: 3000, leaves_per_month: 2, bonus: 60_000 },
    });
    const small = attendance.list.find((b) => b.book_id === smallBookId)!;
    expect(small).toMatchObject({
      eligible: false,
      verdict: 'not_eligible',
      reason: 'book_completed',
      bonus: 0,
    });
    const big = attendance.list.find((b) => b.book_id === bigBookId)!;
    expect(big.eligible).toBe(true);
    expect(big.days.map((d) => d.date)).toEqual(
      Array.from(
        { length: Number(lastDayOfMonth(thisMonth).slice(8)) },
        (_, i) => `${thisMonth}-${String(i + 1).padStart(2, '0')}`,
      ),
    );
    expect(big.days.find((d) => d.date === today)?.status).toMatch(/in_progress|met|leave/);
    expect(
      big.days.filter((d) => d.date > today).every((d) => /upcoming|leave/.test(d.status)),
    ).toBe(true);
    expect(attendance.list.map((b) => b.book_id)).not.toContain(foreignBookId);
  });

  it('names a failed day with its chapter and words, and honours a leave', async () => {
    const db = server.context.db;
    const month = addMonths(thisMonth, -1);
    const [target, other] = await db
      .select()
      .from(chapters)
      .where(and(eq(chapters.bookId, bigBookId), eq(chapters.status, 'published')))
      .limit(2);
    const day = `${month}-15`;
    const before = { at: target!.publishedAt, words: target!.wordCount };
    const otherBefore = other!.publishedAt;
    // One short chapter on the 15th; the 14th is a leave day.
    await db
      .update(chapters)
      .set({ publishedAt: new Date(`${day}T20:00:00+08:00`), wordCount: 2100 })
      .where(eq(chapters.id, target!.id));
    await db
      .update(chapters)
      .set({ publishedAt: new Date(`${month}-01T09:00:00+08:00`) })
      .where(eq(chapters.id, other!.id));
    await db
      .insert(attendanceLeaves)
      .values({ bookId: bigBookId, authorId: signedAuthorId, date: `${month}-14` });
    try {
      const result = await server.ok<Attendance>('getIncomeAttendance', {
        token,
        query: { month, book_id: bigBookId },
      });
      expect(result.list).toHaveLength(1);
      const book = result.list[0]!;
      const fifteenth = book.days.find((d) => d.date === day)!;
      expect(fifteenth).toMatchObject({ status: 'below_threshold', words: 2100, shortfall: 900 });
      expect(fifteenth.chapters).toContainEqual({
        chapter_id: target!.id,
        chapter_no: target!.chapterNo,
        title: target!.title,
        words: 2100,
        at: `${day}T20:00:00+08:00`,
        scheduled: false,
      });
      expect(book.days.find((d) => d.date === `${month}-14`)?.status).toBe('leave');
      expect(book.leaves_used).toBeGreaterThanOrEqual(1);
      expect(book.verdict).toBe('failed');
      // The first day that failed is named, whichever it is.
      const firstFailed = book.days.find((d) => /below_threshold|no_update/.test(d.status))!;
      expect(book.failed_on).toBe(firstFailed.date);
      expect(book.reason).toBe(
        firstFailed.status === 'below_threshold' ? 'day_below_threshold' : 'day_without_update',
      );
      expect(book.closed_days).toBe(book.days_in_month);
    } finally {
      await db
        .update(chapters)
        .set({ publishedAt: before.at, wordCount: before.words })
        .where(eq(chapters.id, target!.id));
      await db.update(chapters).set({ publishedAt: otherBefore }).where(eq(chapters.id, other!.id));
      await db
        .delete(attendanceLeaves)
        .where(
          and(eq(attendanceLeaves.bookId, bigBookId), eq(attendanceLeaves.date, `${month}-14`)),
        );
    }
  });

  it('counts a chapter published now in today’s words', async () => {
    const [volume] = await server.context.db
      .select({ volumeId: chapters.volumeId })
      .from(chapters)
      .where(eq(chapters.bookId, bigBookId))
      .limit(1);
    const content = '星'.repeat(3200);
    const created = await server.ok<{ id: string }>('createChapter', {
      token,
      body: { book_id: bigBookId, volume_id: volume!.volumeId, title: '今日一章', content },
    });
    await server.ok('publishChapters', { token, body: { chapter_id: created.id } });
    const result = await server.ok<Attendance>('getIncomeAttendance', {
      token,
      query: { book_id: bigBookId },
    });
    const todayRow = result.list[0]!.days.find((d) => d.date === today)!;
    expect(todayRow.words).toBeGreaterThanOrEqual(3200);
    expect(todayRow.status === 'met' || todayRow.status === 'leave').toBe(true);
    expect(todayRow.chapters.map((c) => c.chapter_id)).toContain(created.id);
  });

  it('rejects a future or malformed month and checks who asks', async () => {
    expectFieldError(
      await server.call('getIncomeAttendance', {
        token,
        query: { month: addMonths(thisMonth, 1) },
      }),
      'month',
      'validation.range',
    );
    expectFieldError(
      await server.call('getIncomeAttendance', { token, query: { month: '2026/01' } }),
      'month',
      'validation.format',
    );
    expect(
      await server.call('getIncomeAttendance', { token, query: { book_id: foreignBookId } }),
    ).toMatchObject({ code: 102001, body: null });
    expect(await server.call('getIncomeAttendance', { token: unsignedToken })).toMatchObject({
      code: 103001,
      body: null,
    });
    expect(await server.call('getIncomeAttendance', {})).toMatchObject({ code: 100002 });
  });
});

// Runs last: it signs the second author and ends sessions.
describe('income of a second signed author', () => {
  it('never shows the first author’s income to another signed author', async () => {
    const [unsigned] = await server.context.db
      .select()
      .from(authors)
      .where(eq(authors.phone, UNSIGNED_PHONE));
    await server.context.db
      .update(authors)
      .set({ isSigned: true })
      .where(eq(authors.id, unsigned!.id));
    const other = await server.login(UNSIGNED_PHONE);
    const summary = await server.ok<Summary>('getIncomeSummary', { token: other });
    expect(summary.list).toEqual([]);
    expect(summary.totals.pre_tax).toBe(0);
    const overview = await server.ok<Overview>('getIncomeOverview', { token: other });
    expect(overview.first_month).toBeNull();
    expect(overview.kpis.all_time.value).toBe(0);
    expect(overview.books.map((b) => b.id)).not.toContain(bigBookId);
    for (const operation of [
      'getIncomeSummary',
      'getIncomeOverview',
      'getIncomeAttendance',
    ] as const) {
      const theirs = await server.call(operation, { token: other, query: { book_id: bigBookId } });
      expect(theirs, operation).toMatchObject({ code: 102001, body: null });
    }
    const allDays = await server.ok<Daily>('getIncomeDaily', {
      token: other,
      query: { month: addMonths(thisMonth, -1) },
    });
    expect(allDays.list).toEqual([]);
  });

  it('answers 109017 to a logged-out token and 100002 once a token expired', async () => {
    const short = await server.login();
    await server.ok('logout', { token: short });
    expect(await server.call('getIncomeOverview', { token: short })).toMatchObject({
      code: 109017,
    });
    server.advanceClock(31 * 24 * 3_600_000);
    expect(
      await server.call('getIncomeDaily', { token, query: { month: addMonths(thisMonth, -1) } }),
    ).toMatchObject({ code: 100002 });
  });
});
