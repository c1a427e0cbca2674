/**
 * Income of a signed author: monthly settlement rows (one book, or summed
 * over all books) and the daily rows of one month. Sums are computed by the
 * database with GROUP BY; only the at most 36 month rows are touched in JS.
 */
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { incomeDaily, incomeMonthly, type SettleStatus } from '../db/schema';
import { invalid } from '../http/failure';
import { authed } from '../http/operations';
import {
  addMonths,
  FIRST_DATE,
  monthNumber,
  requireSignedAuthor,
  shanghaiDate,
} from './signed-only';

/** The longest summary range, in months, counting both ends. */
export const MAX_SUMMARY_MONTHS = 36;

/** sum() of an integer column is bigint, which drivers hand over as text or BigInt. */
const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The least settled status of the books summed into a month: a month is only
 * "paid" when every book of it is (pending < settled < paid).
 */
const leastSettled = sql<SettleStatus>`case min(case ${incomeMonthly.settleStatus}
  when 'pending' then 0 when 'settled' then 1 else 2 end)
  when 0 then 'pending' when 1 then 'settled' else 'paid' end`;

export const incomeHandlers = authed({
  async getIncomeSummary({ app, author, query }) {
    await requireSignedAuthor(app, author, query.book_id);
    const to = query.to ?? shanghaiDate(app.now()).slice(0, 7);
    const from = query.from ?? addMonths(to, -11);
    const span = monthNumber(to) - monthNumber(from) + 1;
    if (span < 1 || span > MAX_SUMMARY_MONTHS) throw invalid({ from: 'validation.range' });

    const conditions = [
      eq(incomeMonthly.authorId, author.id),
      gte(incomeMonthly.month, from),
      lte(incomeMonthly.month, to),
    ];
    if (query.book_id) conditions.push(eq(incomeMonthly.bookId, query.book_id));
    // Grouping by month is a no-op for one book and the sum over books otherwise.
    const rows = await app.db
      .select({
        month: incomeMonthly.month,
        subscription: total(incomeMonthly.subscription),
        reward: total(incomeMonthly.reward),
        ad_share: total(incomeMonthly.adShare),
        attendance_bonus: total(incomeMonthly.attendanceBonus),
        other: total(incomeMonthly.other),
        tax: total(incomeMonthly.tax),
        after_tax: total(incomeMonthly.afterTax),
        settle_status: leastSettled,
      })
      .from(incomeMonthly)
      .where(and(...conditions))
      .groupBy(incomeMonthly.month)
      .orderBy(desc(incomeMonthly.month));

    const list = rows.map((row) => ({
      month: row.month,
      book_id: query.book_id ?? null,
      subscription: row.subscription,
      reward: row.reward,
      ad_share: row.ad_share,
      attendance_bonus: row.attendance_bonus,
      other: row.other,
      // The parts are authoritative; pre_tax is derived so the row always adds up.
      pre_tax: row.subscription + row.reward + row.ad_share + row.attendance_bonus + row.other,
      tax: row.tax,
      after_tax: row.after_tax,
      settle_status: row.settle_status,
    }));
    const totals = {
      subscription: 0,
      reward: 0,
      ad_share: 0,
      attendance_bonus: 0,
      other: 0,
      pre_tax: 0,
      tax: 0,
      after_tax: 0,
    };
    for (const row of list) {
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
    }
    return { list, totals };
  },

  async getIncomeDaily({ app, author, query }) {
    await requireSignedAuthor(app, author, query.book_id);
    const first = `${query.month}-01`;
    if (first < FIRST_DATE) throw invalid({ month: 'validation.range' });
    const next = `${addMonths(query.month, 1)}-01`;
    const conditions = [
      eq(incomeDaily.authorId, author.id),
      gte(incomeDaily.date, first),
      lt(incomeDaily.date, next),
    ];
    if (query.book_id) conditions.push(eq(incomeDaily.bookId, query.book_id));
    const rows = await app.db
      .select({
        date: incomeDaily.date,
        subscription: total(incomeDaily.subscription),
        reward: total(incomeDaily.reward),
        ad_share: total(incomeDaily.adShare),
        other: total(incomeDaily.other),
      })
      .from(incomeDaily)
      .where(and(...conditions))
      .groupBy(incomeDaily.date)
      .orderBy(asc(incomeDaily.date));
    return {
      list: rows.map((row) => ({
        ...row,
        total: row.subscription + row.reward + row.ad_share + row.other,
      })),
    };
  },
});
