/**
 * Reader and income figures of the demo's signed books, generated so that
 * everything agrees with everything else: daily income and reader figures
 * come from one daily series, month-end entries from the rule modules
 * (attendance, guarantee), payments from the settlement policy, and the
 * chapter figures follow a read-through funnel in which nobody reads a next
 * chapter without someone finishing this one.
 *
 * The signed demo author's history shows every state of the income screen:
 * two early months below the payout minimum (one carried forward), a month
 * held for a subscription review, a month whose returned transfer was
 * released and awaits its pay day (settled), negative adjustments, a
 * guarantee top-up, a completion reward, paid months, the estimated current
 * month, and this month's attendance with a leave day and a day whose only
 * chapter fell under the threshold.
 */
import type { HoldReason } from '../../src/lib/contract/income-data';
import { countWords } from '../../src/lib/word-count';
import { DAILY_WORDS, type DayChapter, evaluateAttendance } from '../services/income/attendance';
import { payDate, statementDate } from '../services/income/settlement';
import { type BookMonth, buildStatements, zeroParts } from '../services/income/statements';
import { addDays, addMonths, lastDayOfMonth } from '../services/platform/calendar';
import type {
  bookDailyStats,
  chapterReads,
  incomeDaily,
  incomeEntries,
  NewBook,
  NewChapter,
  NewVolume,
} from './schema';
import { cnDate, cnMidnight, cnMonthStart, cnWeekday, DAY, MINUTE } from './seed-clock';
import type { BookFixture } from './seed-fixtures';
import { chapterText, type Rng, randInt } from './seed-prose';

/** Months of income history, this month included. */
const INCOME_MONTHS = 24;

export interface BuiltBook {
  book: NewBook;
  volumes: NewVolume[];
  chapters: NewChapter[];
}

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** When a book goes VIP (the middle of a month), or null when before its whole history. */
export function vipStartOf(fixture: BookFixture, now: number): number | null {
  const monthsAgo = fixture.money?.vipFromMonthsAgo;
  return monthsAgo === undefined ? null : cnMonthStart(now, monthsAgo) + 14 * DAY;
}

/** A book the attendance bonus applies to (signed VIP long novel in serial). */
function attendanceBook(fixture: BookFixture) {
  return {
    kind: fixture.kind,
    signStatus: fixture.signStatus,
    serialStatus: fixture.serialStatus,
    allowVip: fixture.allowVip,
  };
}

function eligibleForAttendance(fixture: BookFixture): boolean {
  const book = attendanceBook(fixture);
  return (
    book.kind === 'long' &&
    book.signStatus === 'signed' &&
    book.allowVip &&
    book.serialStatus !== 'completed' &&
    book.serialStatus !== 'hiatus'
  );
}

/**
 * This month's attendance story for an eligible book: a leave day five days
 * before yesterday (its chapters go out the next day), and two days before
 * yesterday a day whose only chapter is under the threshold (the others go
 * out the next day). Changes the chapters in place; answers the leave days.
 */
export function shapeAttendanceDemo(
  rng: Rng,
  fixture: BookFixture,
  chapterRows: NewChapter[],
  now: number,
): string[] {
  if (!eligibleForAttendance(fixture)) return [];
  const yesterday = cnMidnight(now) - DAY;
  const leaveDay = yesterday - 5 * DAY;
  const shortDay = yesterday - 2 * DAY;
  const onDay = (day: number) =>
    chapterRows
      .filter((c) => c.publishedAt && cnMidnight(c.publishedAt.getTime()) === day)
      .sort((a, b) => a.publishedAt!.getTime() - b.publishedAt!.getTime());
  const moveToNextDay = (rows: NewChapter[], day: number) => {
    rows.forEach((chapter, k) => {
      chapter.publishedAt = new Date(day + DAY + (k + 1) * MINUTE);
      chapter.updateTime = chapter.publishedAt;
    });
  };
  moveToNextDay(onDay(leaveDay), leaveDay);
  const [kept, ...others] = onDay(shortDay);
  moveToNextDay(others, shortDay);
  if (kept) {
    // Rewritten until it is under the threshold, as a chapter cut short would be.
    do {
      kept.content = chapterText(rng, fixture.cast, 2300, 2700);
      kept.wordCount = countWords(kept.content);
    } while (kept.wordCount >= DAILY_WORDS);
  }
  return [cnDate(leaveDay)];
}

/**
 * Lifetime figures of each published chapter. Readers leave along a funnel:
 * casual readers early, committed ones rarely, and in five cliffs (the VIP
 * paywall and four chapters readers disliked), each cut deep enough to be
 * among the curve's five largest drops. Of the readers who leave at a
 * chapter, some never finish it and some finish but do not go on, so the
 * next-chapter rate never exceeds 1.
 */
export function buildChapterReads(rng: Rng, fixture: BookFixture, rows: NewChapter[]) {
  const base = fixture.popularity!.reads;
  const published = rows
    .filter((c) => c.status === 'published')
    .sort((a, b) => a.position! - b.position!);
  const n = published.length;
  const natural: number[] = [];
  let level = 1;
  for (let i = 0; i < n; i++) {
    natural.push(level);
    level *= 1 - (0.015 * Math.exp(-i / 50) + 0.0004);
  }
  const largestNaturalDrop = n > 1 ? base * (natural[0]! - natural[1]!) : 0;
  const cliffs = new Map<number, number>();
  const vipIndex = published.findIndex((c) => c.isVip);
  if (vipIndex > 0) cliffs.set(vipIndex, 0.3);
  for (const at of [0.1, 0.3, 0.55, 0.78]) {
    const i = Math.round(at * (n - 1));
    if (i > 0 && !cliffs.has(i)) cliffs.set(i, 0.1);
  }
  const readers: number[] = [];
  let kept = 1;
  for (let i = 0; i < n; i++) {
    const cut = cliffs.get(i);
    if (cut !== undefined) {
      const here = base * natural[i]! * kept;
      kept *= 1 - Math.min(0.6, Math.max(cut, (1.6 * largestNaturalDrop) / here));
    }
    const value = Math.round(base * natural[i]! * kept * (1 + (rng() - 0.5) * 0.002));
    readers.push(i === 0 ? value : Math.min(value, readers[i - 1]!));
  }
  return published.map((chapter, i) => {
    const unique = readers[i]!;
    const next = readers[i + 1];
    const loss = next === undefined ? 0.08 + rng() * 0.06 : 1 - next / Math.max(1, unique);
    const completion = Math.min(1, 1 - 0.6 * loss - rng() * 0.4 * loss);
    const subscriptions = chapter.isVip ? Math.round(unique * (0.42 + rng() * 0.08)) : 0;
    return {
      chapterId: chapter.id!,
      bookId: chapter.bookId,
      views: Math.round(unique * (1.12 + rng() * 0.12)),
      uniqueReaders: unique,
      finishedReaders: Math.round(unique * completion),
      subscriptions,
      firstDaySubscriptions: Math.round(subscriptions * (0.38 + rng() * 0.12)),
      comments: Math.round(unique * (0.002 + rng() * 0.004)),
    } satisfies Insert<typeof chapterReads>;
  });
}

/**
 * One daily series per signed book drives book_daily_stats and income_daily,
 * so they agree (a day's purchases are its subscriptions). A book earns from
 * its VIP start; before it readers read for free.
 */
export function buildDailyFigures(
  rng: Rng,
  fixture: BookFixture,
  built: BuiltBook,
  input: { now: number; daysOfStats: number },
) {
  const { now, daysOfStats } = input;
  const pop = fixture.popularity!;
  const authorId = built.book.authorId;
  const bookId = built.book.id!;
  const lastDay = cnMidnight(now) - DAY; // yesterday: today's figures are not in yet
  const incomeStart = cnMonthStart(now, INCOME_MONTHS - 1);
  const statsStart = cnMidnight(now) - daysOfStats * DAY;
  const seriesStart = Math.min(incomeStart, statsStart);
  const vipStart = vipStartOf(fixture, now);
  const earnsFrom = vipStart === null ? seriesStart : cnMidnight(vipStart);
  const span = Math.max(1, (lastDay - seriesStart) / DAY);

  // Words and chapters published per day come from the chapters themselves.
  const published = new Map<string, { words: number; chapters: number }>();
  for (const c of built.chapters) {
    if (!c.publishedAt || c.status !== 'published') continue;
    const key = cnDate(c.publishedAt.getTime());
    const day = published.get(key) ?? { words: 0, chapters: 0 };
    day.words += c.wordCount!;
    day.chapters += 1;
    published.set(key, day);
  }

  const income: Insert<typeof incomeDaily>[] = [];
  const stats: Insert<typeof bookDailyStats>[] = [];
  let favorites = Math.round(pop.views * 2.5);
  const rewardScale = pop.views / 24_000;
  for (let t = seriesStart; t <= lastDay; t += DAY) {
    const date = cnDate(t);
    const progress = (t - seriesStart) / DAY / span;
    const trend = pop.trend === 'rising' ? 0.65 + 0.7 * progress : 1.15 - 0.45 * progress;
    const weekday = cnWeekday(t);
    const weekly = weekday === 0 || weekday === 6 ? 1.2 : weekday === 5 ? 1.08 : 1;
    const views = Math.round(pop.views * trend * weekly * (0.88 + rng() * 0.24));
    const readers = Math.round(views * (0.3 + rng() * 0.08));
    const added = Math.round(views * (0.003 + rng() * 0.003));
    const removed = Math.round(added * (0.2 + rng() * 0.25));
    favorites += added - removed;
    const earning = t >= earnsFrom;
    const subscriptions = earning ? Math.round(readers * (0.55 + rng() * 0.2)) : 0;
    const day = published.get(date);
    if (t >= statsStart) {
      stats.push({
        bookId,
        authorId,
        date,
        views,
        readers,
        newFavorites: added,
        favoritesRemoved: removed,
        favorites,
        subscriptions,
        wordsAdded: day?.words ?? 0,
        chaptersPublished: day?.chapters ?? 0,
        comments: Math.round(readers * (0.006 + rng() * 0.008)),
      });
    }
    if (t < incomeStart || !earning) continue;
    // Rewards come in bursts: mostly small tips, now and then a big patron.
    const r = rng();
    const reward = Math.round(
      rewardScale *
        (r < 0.6
          ? randInt(rng, 0, 1500)
          : r < 0.93
            ? randInt(rng, 1500, 12_000)
            : randInt(rng, 20_000, 80_000)),
    );
    income.push({
      authorId,
      bookId,
      date,
      // The author's share of a chapter purchase is 6 to 8 fen.
      subscription: Math.round(subscriptions * (6 + rng() * 2)),
      purchases: subscriptions,
      payingReaders: Math.round(subscriptions / (1.6 + rng() * 0.8)),
      reward,
      adShare: Math.round(views * (0.06 + rng() * 0.03)),
    });
  }
  return { income, stats };
}

type EntryRow = Insert<typeof incomeEntries>;

/**
 * Month-end entries of a book's closed months: the attendance bonus where
 * the attendance rules grant it, the guarantee top-up, the completion reward
 * and the fixture's adjustments.
 */
export function buildEntries(
  fixture: BookFixture,
  built: BuiltBook,
  income: readonly Insert<typeof incomeDaily>[],
  leaves: readonly string[],
  now: number,
): EntryRow[] {
  const authorId = built.book.authorId;
  const bookId = built.book.id!;
  const thisMonth = cnDate(now).slice(0, 7);
  const monthAgo = (back: number) => addMonths(thisMonth, -back);
  const rows: EntryRow[] = [];
  const entry = (
    month: string,
    kind: EntryRow['kind'],
    amount: number,
    reason: EntryRow['reason'] = null,
  ) =>
    rows.push({
      authorId,
      bookId,
      month,
      kind,
      amount,
      reason,
      createTime: new Date(`${statementDate(month)}T09:00:00+08:00`),
    });

  const earned = new Map<string, number>();
  for (const day of income) {
    const month = day.date.slice(0, 7);
    earned.set(month, (earned.get(month) ?? 0) + day.subscription! + day.reward! + day.adShare!);
  }
  const vipStart = vipStartOf(fixture, now);
  const vipMonth = vipStart === null ? null : cnDate(vipStart).slice(0, 7);
  const guarantee = fixture.money?.guarantee;
  if (guarantee && vipMonth) {
    for (let k = 0; k < guarantee.months; k++) {
      const month = addMonths(vipMonth, k);
      if (month >= thisMonth) break;
      const topUp = guarantee.perMonth - (earned.get(month) ?? 0);
      if (topUp > 0) entry(month, 'guarantee_top_up', topUp);
    }
  }

  if (eligibleForAttendance(fixture)) {
    const chaptersByMonth = new Map<string, DayChapter[]>();
    for (const c of built.chapters) {
      if (c.status !== 'published' || !c.publishedAt) continue;
      const day = cnDate(c.publishedAt.getTime());
      const list = chaptersByMonth.get(day.slice(0, 7)) ?? [];
      list.push({
        chapter_id: c.id!,
        chapter_no: c.chapterNo,
        title: c.title,
        words: c.wordCount!,
        day,
        at: c.publishedAt.toISOString(),
        scheduled: false,
      });
      chaptersByMonth.set(day.slice(0, 7), list);
    }
    for (let back = INCOME_MONTHS - 1; back >= 1; back--) {
      const month = monthAgo(back);
      // Only whole VIP months count.
      if (vipMonth && month <= vipMonth) continue;
      const verdict = evaluateAttendance({
        month,
        today: addDays(lastDayOfMonth(month), 1),
        book: attendanceBook(fixture),
        chapters: chaptersByMonth.get(month) ?? [],
        leaves,
      });
      if (verdict.verdict === 'qualified') entry(month, 'attendance_bonus', verdict.bonus);
    }
  }

  const completion = fixture.money?.completionReward;
  if (completion) entry(monthAgo(completion.monthsAgo), 'completion_reward', completion.amount);
  for (const adjustment of fixture.money?.adjustments ?? []) {
    entry(monthAgo(adjustment.monthsAgo), 'adjustment', adjustment.amount, adjustment.reason);
  }
  return rows;
}

/** Holds of the signed demo author's history: one in force, one released. */
const DEMO_HOLDS: { monthsAgo: number; reason: HoldReason; released: boolean }[] = [
  { monthsAgo: 3, reason: 'subscription_review', released: false },
  { monthsAgo: 4, reason: 'bank_account_rejected', released: true },
];

/**
 * Holds and payments of an author: payments are recorded for every statement
 * whose pay day has passed, as the settlement policy computes it.
 */
export function buildSettlementFacts(
  authorId: string,
  income: readonly Insert<typeof incomeDaily>[],
  entries: readonly EntryRow[],
  now: number,
) {
  const today = cnDate(now);
  const thisMonth = today.slice(0, 7);
  const holds = DEMO_HOLDS.map((hold) => {
    const month = addMonths(thisMonth, -hold.monthsAgo);
    // A review starts with the statement; a returned transfer on its pay day.
    const since = hold.reason === 'subscription_review' ? statementDate(month) : payDate(month);
    return {
      authorId,
      month,
      reason: hold.reason,
      since,
      releasedOn: hold.released ? addDays(today, -3) : null,
    };
  });

  const history = new Map<string, BookMonth>();
  const bookMonth = (bookId: string, month: string) => {
    const key = `${bookId}/${month}`;
    const found = history.get(key) ?? { bookId, month, parts: zeroParts(), adjustments: [] };
    history.set(key, found);
    return found;
  };
  for (const day of income) {
    const parts = bookMonth(day.bookId, day.date.slice(0, 7)).parts;
    parts.subscription += day.subscription!;
    parts.reward += day.reward!;
    parts.ad_share += day.adShare!;
  }
  for (const e of entries) bookMonth(e.bookId, e.month).parts[e.kind] += e.amount;

  const statements = buildStatements({
    history: [...history.values()],
    holds: new Map(holds.map((h) => [h.month, h])),
    paidOn: new Map(),
    today,
    bookId: null,
  });
  const payments = statements
    .filter((s) => s.state === 'settled' && s.expected_pay_date && s.expected_pay_date < today)
    .map((s) => ({ authorId, month: s.month, paidOn: s.expected_pay_date! }));
  return { holds, payments };
}
