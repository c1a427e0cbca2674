/**
 * The income answers, one function per operation: ranges validated (101001
 * naming the field), facts loaded through ./repository.ts and ./history.ts,
 * figures computed by the rule modules beside this file. Routes only pass
 * the checked author and book in.
 */
import { STATEMENT_MAX_MONTHS } from '../../../src/lib/contract/income-data';
import type { AppContext } from '../../context';
import { invalid } from '../../http/failure';
import {
  booksWithIncome,
  chaptersOutBetween,
  dailyRows,
  leavesBetween,
} from '../../repositories/income';
import {
  addDays,
  addMonths,
  FIRST_DATE,
  lastDayOfMonth,
  monthSpan,
  shanghaiDate,
  shanghaiMidnight,
} from '../platform/calendar';
import type { OwnBook } from '../platform/signed-access';
import {
  BONUS,
  DAILY_WORDS,
  type DayChapter,
  evaluateAttendance,
  LEAVES_PER_MONTH,
} from './attendance';
import { loadStatements } from './history';
import { incomeKpis } from './kpis';
import { PAY_DAY, PAYOUT_MINIMUM, STATEMENT_DAY, statementDate } from './settlement';
import { totalsOf } from './statements';
import { COMPONENT_CLASS } from './tax';

/** Today and yesterday on the platform calendar. */
function clock(app: AppContext) {
  const today = shanghaiDate(app.now());
  return { today, yesterday: addDays(today, -1), month: today.slice(0, 7) };
}

/** A month parameter must be a real month that has begun. */
function requireBegunMonth(field: string, month: string, current: string): void {
  if (`${month}-01` < FIRST_DATE || month > current) throw invalid({ [field]: 'validation.range' });
}

/** The policy the screens explain (statement and pay days, minimum, tax classes). */
const INCOME_POLICY = {
  statement_day: STATEMENT_DAY,
  pay_day: PAY_DAY,
  payout_minimum: PAYOUT_MINIMUM,
  component_classes: COMPONENT_CLASS,
};

export async function incomeOverview(app: AppContext, authorId: string, book: OwnBook | null) {
  const { today, yesterday, month } = clock(app);
  const bookId = book?.id ?? null;
  const [{ rows }, books] = await Promise.all([
    loadStatements(app.db, authorId, bookId, today),
    booksWithIncome(app.db, authorId),
  ]);
  return {
    today,
    data_until: yesterday,
    current_month: month,
    first_month: rows[0]?.month ?? null,
    books: books.map((b) => ({ id: b.id, title: b.title, kind: b.kind })),
    kpis: await incomeKpis({ db: app.db, authorId, bookId, rows, today }),
    policy: INCOME_POLICY,
  };
}

export async function incomeStatements(
  app: AppContext,
  authorId: string,
  book: OwnBook | null,
  query: { from?: string; to?: string },
) {
  const { today, yesterday, month } = clock(app);
  const to = query.to ?? month;
  const from = query.from ?? addMonths(to, -11);
  requireBegunMonth('to', to, month);
  requireBegunMonth('from', from, month);
  const span = monthSpan(from, to);
  if (span < 1 || span > STATEMENT_MAX_MONTHS) throw invalid({ from: 'validation.range' });

  const { rows } = await loadStatements(app.db, authorId, book?.id ?? null, today);
  const list = rows.filter((row) => row.month >= from && row.month <= to).reverse();
  return {
    from,
    to,
    book_id: book?.id ?? null,
    data_until: yesterday,
    list,
    totals: totalsOf(list),
  };
}

export async function incomeDaily(
  app: AppContext,
  authorId: string,
  book: OwnBook | null,
  month: string,
) {
  const { today, yesterday, month: current } = clock(app);
  requireBegunMonth('month', month, current);
  const rows = await dailyRows(app.db, authorId, `${month}-01`, lastDayOfMonth(month), book?.id);
  // A day is final once its month's statement is out.
  const issued = statementDate(month);
  const estimatedUntil = today < issued ? issued : null;
  const list = rows.map((row) => ({
    date: row.date,
    subscription: row.subscription,
    purchases: row.purchases,
    paying_readers: row.paying_readers,
    reward: row.reward,
    ad_share: row.ad_share,
    total: row.subscription + row.reward + row.ad_share,
    estimated_until: estimatedUntil,
  }));
  const totals = { subscription: 0, purchases: 0, reward: 0, ad_share: 0, total: 0 };
  for (const row of list) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  }
  return {
    month,
    book_id: book?.id ?? null,
    data_until: yesterday,
    estimated_until: estimatedUntil,
    list,
    totals,
  };
}

export async function incomeAttendance(
  app: AppContext,
  authorId: string,
  book: OwnBook | null,
  month: string | undefined,
) {
  const { today, month: current } = clock(app);
  const asked = month ?? current;
  requireBegunMonth('month', asked, current);
  const candidates = book
    ? [book]
    : (await booksWithIncome(app.db, authorId)).filter((b) => b.signStatus === 'signed');
  const ids = candidates.map((b) => b.id);
  const from = `${asked}-01`;
  const to = lastDayOfMonth(asked);
  const [chapterRows, leaveRows] = await Promise.all([
    chaptersOutBetween(app.db, ids, shanghaiMidnight(from), shanghaiMidnight(addDays(to, 1))),
    leavesBetween(app.db, ids, from, to),
  ]);
  return {
    month: asked,
    today,
    rules: { daily_words: DAILY_WORDS, leaves_per_month: LEAVES_PER_MONTH, bonus: BONUS },
    list: candidates.map((candidate) => {
      const chapters: DayChapter[] = chapterRows
        .filter((c) => c.bookId === candidate.id)
        .map((c) => ({
          chapter_id: c.chapterId,
          chapter_no: c.chapterNo,
          title: c.title,
          words: c.words,
          day: c.day,
          at: c.at,
          scheduled: c.status === 'scheduled',
        }));
      const result = evaluateAttendance({
        month: asked,
        today,
        book: candidate,
        chapters,
        leaves: leaveRows.filter((l) => l.bookId === candidate.id).map((l) => l.date),
      });
      return { book_id: candidate.id, title: candidate.title, ...result };
    }),
  };
}
