/**
 * The stockpile planner (存稿): what a book has in finished drafts and
 * scheduled chapters and how many days that lasts, scheduling a stockpile in
 * one action (preview, then apply with an undo), the month calendar against
 * the daily threshold, and the desk figures of the home page. The rules are
 * in desk-rules.ts; days are Beijing days.
 */
import type { components } from '../../../src/api/schema';
import { classifyAttendanceDay, honouredLeaves } from '../../../src/lib/attendance-day';
import type { EarlierChapter } from '../../../src/lib/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Book } from '../../db/schema';
import { invalid, notAllowed, notFound } from '../../http/failure';
import type { Query, RequestBody } from '../../http/operations';
import { leavesBetween } from '../../repositories/income';
import {
  dayTotals,
  finishedDrafts,
  type PlanRow,
  planRowsOf,
  publishedBetween,
  type StockTotals,
  scheduledChapters,
  scheduleEach,
  serialisingBooks,
  stockTotals,
} from '../../repositories/stockpile';
import { writingDaysSince } from '../../repositories/writing-days';
import { ownBook } from '../books/book-view';
import { lockBook } from '../chapters/ownership';
import { chaptersBefore, requireReadingOrder } from '../chapters/reading-order';
import { SCHEDULE_MAX_AHEAD_MS, SCHEDULE_MIN_LEAD_MS } from '../chapters/rules';
import { placementsOf, recordUndo, type UndoInfo } from '../chapters/undo';
import { attendanceIneligibility } from '../income/attendance';
import { addDays, shanghaiDate } from '../platform/calendar';
import { requireCleanChapters } from '../prepublish/gate';
import {
  ALLOWED_MISSES,
  beijingInstant,
  CADENCE_DAYS,
  DAILY_THRESHOLD_WORDS,
  datesOfMonth,
  daysCovered,
  judgeDays,
  LEAVES_ALLOWED,
  MIN_CHAPTER_WORDS,
  planSlots,
  writingStreak,
} from './desk-rules';

type Stockpile = components['schemas']['Stockpile'];
type PlannedChapter = components['schemas']['PlannedChapter'];
type ScheduleConflict = components['schemas']['ScheduleConflict'];
type PlanDayFigures = components['schemas']['PlanDay'];

/** A plan can schedule at most this many chapters at once (as other bulk actions). */
const PLAN_MAX = 500;
/** Books the home page lists with their stockpile. */
const DESK_BOOKS = 10;

interface Cadence {
  words_per_day: number;
  chapters_per_day: number;
  source: 'recent' | 'threshold';
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Words and chapters a day over the last 14 days, or the threshold when none went out. */
function cadenceOf(
  recent: { words: number; chapters: number } | undefined,
  stock: StockTotals | undefined,
): Cadence {
  const words = Math.round((recent?.words ?? 0) / CADENCE_DAYS);
  if (words >= 1) {
    return {
      words_per_day: words,
      chapters_per_day: round1((recent?.chapters ?? 0) / CADENCE_DAYS),
      source: 'recent',
    };
  }
  const perChapter =
    stock && stock.finishedCount > 0 ? stock.finishedWords / stock.finishedCount : 0;
  return {
    words_per_day: DAILY_THRESHOLD_WORDS,
    chapters_per_day: perChapter > 0 ? round1(DAILY_THRESHOLD_WORDS / perChapter) : 0,
    source: 'threshold',
  };
}

/** The last 14 Beijing days up to yesterday, as instants. */
function cadenceWindow(now: Date): { from: Date; to: Date } {
  const today = shanghaiDate(now);
  return {
    from: beijingInstant(addDays(today, -CADENCE_DAYS), '00:00'),
    to: beijingInstant(today, '00:00'),
  };
}

async function stockFigures(db: Db, bookIds: string[], now: Date) {
  const window = cadenceWindow(now);
  const [stock, recent] = await Promise.all([
    stockTotals(db, bookIds, MIN_CHAPTER_WORDS),
    publishedBetween(db, bookIds, window.from, window.to),
  ]);
  return (bookId: string) => {
    const totals = stock.get(bookId);
    const cadence = cadenceOf(recent.get(bookId), totals);
    const words = (totals?.finishedWords ?? 0) + (totals?.scheduledWords ?? 0);
    return { totals, cadence, days: daysCovered(words, cadence.words_per_day) };
  };
}

export async function stockpileOf(
  app: AppContext,
  authorId: string,
  bookId: string,
): Promise<Stockpile> {
  const book = await ownBook(app.db, authorId, bookId);
  const now = app.now();
  const { totals, cadence, days } = (await stockFigures(app.db, [book.id], now))(book.id);
  return {
    book_id: book.id,
    today: shanghaiDate(now),
    daily_threshold: DAILY_THRESHOLD_WORDS,
    min_chapter_words: MIN_CHAPTER_WORDS,
    drafts: { count: totals?.finishedCount ?? 0, words: totals?.finishedWords ?? 0 },
    unfinished_drafts: { count: totals?.unfinishedCount ?? 0, words: totals?.unfinishedWords ?? 0 },
    scheduled: {
      count: totals?.scheduledCount ?? 0,
      words: totals?.scheduledWords ?? 0,
      last_publish_at: totals?.lastPublishAt?.toISOString() ?? null,
    },
    cadence,
    days_covered: days,
  };
}

type PlanBody = RequestBody<'planSchedule'>;

/** Beijing 'HH:MM' of an instant. */
function beijingTime(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
}

/**
 * Scheduled chapters outside the plan that hold one of its slots, or that
 * would go out in another order than reading order against the plan.
 */
function conflictsOf(
  plan: { row: PlanRow; at: Date }[],
  others: PlanRow[],
  times: Set<string>,
): ScheduleConflict[] {
  if (plan.length === 0) return [];
  const firstDate = shanghaiDate(plan[0]!.at);
  const lastDate = shanghaiDate(plan.at(-1)!.at);
  const conflicts: ScheduleConflict[] = [];
  for (const other of others) {
    const at = other.publishAt!;
    const date = shanghaiDate(at);
    const inPlanDays = date >= firstDate && date <= lastDate && times.has(beijingTime(at));
    // Plan times rise with reading order, so the nearest planned chapter on each side decides.
    const before = plan.filter((p) => p.row.position < other.position).at(-1);
    const after = plan.find((p) => p.row.position > other.position);
    const outOfOrder = (before && before.at > at) || (after && after.at < at);
    const kind = inPlanDays ? 'slot_taken' : outOfOrder ? 'out_of_order' : null;
    if (kind) {
      conflicts.push({
        kind,
        chapter_id: other.id,
        chapter_no: other.chapterNo,
        title: other.title,
        publish_at: at.toISOString(),
      });
    }
  }
  return conflicts;
}

async function computePlan(db: Db, book: Pick<Book, 'id'>, body: PlanBody, now: Date) {
  let rows: PlanRow[];
  if (body.chapter_ids) {
    const ids = [...new Set(body.chapter_ids)];
    rows = await planRowsOf(db, book.id, ids);
    if (rows.length !== ids.length) throw notFound();
    if (rows.some((r) => r.status !== 'draft')) throw notAllowed('Only drafts can be planned');
  } else {
    rows = await finishedDrafts(db, book.id, MIN_CHAPTER_WORDS, body.count ?? PLAN_MAX);
  }
  const others = await scheduledChapters(db, book.id);
  const slots = planSlots({
    startDate: body.start_date,
    times: body.times,
    count: rows.length,
    earliest: new Date(now.getTime() + SCHEDULE_MIN_LEAD_MS),
    taken: new Set(others.map((o) => o.publishAt!.getTime())),
    notBefore: earlierScheduledTimes(rows, others),
  });
  const last = slots.at(-1);
  if (last && last.publishAt.getTime() - now.getTime() > SCHEDULE_MAX_AHEAD_MS) {
    throw invalid({ start_date: 'validation.range' });
  }
  const plan = rows.map((row, i) => ({ row, at: slots[i]!.publishAt, date: slots[i]!.date }));
  const list: PlannedChapter[] = plan.map(({ row, at, date }) => ({
    chapter_id: row.id,
    chapter_no: row.chapterNo,
    title: row.title,
    word_count: row.wordCount,
    date,
    publish_at: at.toISOString(),
  }));
  const releases = plan.map(({ row, at }) => ({ ...row, at }));
  const [earlier, days] = await Promise.all([
    chaptersBefore(db, book.id, releases),
    planDaysOf(db, book.id, plan, now),
  ]);
  return {
    plan,
    releases,
    list,
    conflicts: [...conflictsOf(plan, others, new Set(body.times)), ...earlierDrafts(earlier)],
    days,
  };
}

/**
 * Each day of the plan against the threshold by the shared attendance rule
 * (src/lib/attendance-day.ts): chapters already out or scheduled that day
 * count with the plan's own, so a day the plan tops up is not called short
 * (issue 30), and a leave day is a leave.
 */
async function planDaysOf(
  db: Db,
  bookId: string,
  plan: readonly { row: PlanRow; date: string }[],
  now: Date,
): Promise<PlanDayFigures[]> {
  const first = plan[0]?.date;
  const last = plan.at(-1)?.date;
  if (!first || !last) return [];
  const [totals, leaveRows] = await Promise.all([
    dayTotals(
      db,
      bookId,
      beijingInstant(first, '00:00'),
      beijingInstant(addDays(last, 1), '00:00'),
    ),
    leavesBetween(db, [bookId], `${first.slice(0, 7)}-01`, last),
  ]);
  const published = new Map(totals.published.map((d) => [d.date, d.words]));
  const scheduled = new Map(totals.scheduled.map((d) => [d.date, d.words]));
  const planned = new Map<string, number>();
  for (const { row, date } of plan) planned.set(date, (planned.get(date) ?? 0) + row.wordCount);
  const leaveDates = leaveRows.map((l) => l.date);
  const today = shanghaiDate(now);
  return [...planned].map(([date, plannedWords]) => {
    const kind = classifyAttendanceDay({
      date,
      today,
      publishedWords: published.get(date) ?? 0,
      scheduledWords: (scheduled.get(date) ?? 0) + plannedWords,
      onLeave: honouredLeaves(leaveDates, date.slice(0, 7), LEAVES_ALLOWED).has(date),
      threshold: DAILY_THRESHOLD_WORDS,
    });
    return {
      date,
      published_words: published.get(date) ?? 0,
      scheduled_words: scheduled.get(date) ?? 0,
      planned_words: plannedWords,
      status: kind === 'leave' || kind === 'met' || kind === 'covered' ? kind : 'open',
    };
  });
}

/**
 * For each planned chapter (in reading order), the latest time a scheduled
 * chapter before it goes out: its slot may not be earlier.
 */
function earlierScheduledTimes(rows: PlanRow[], scheduled: PlanRow[]): number[] {
  const byPosition = [...scheduled].sort((a, b) => a.position - b.position);
  let latest = 0;
  let next = 0;
  return rows.map((row) => {
    while (next < byPosition.length && byPosition[next]!.position < row.position) {
      latest = Math.max(latest, byPosition[next]!.publishAt!.getTime());
      next += 1;
    }
    return latest;
  });
}

/** Drafts outside the plan that come before a planned chapter, as conflicts. */
function earlierDrafts(earlier: EarlierChapter[]): ScheduleConflict[] {
  return earlier
    .filter((c) => c.status === 'draft')
    .map((c) => ({
      kind: 'earlier_draft' as const,
      chapter_id: c.chapter_id,
      chapter_no: c.chapter_no,
      title: c.title,
      publish_at: null,
    }));
}

/** See the spec's planSchedule. */
export async function planSchedule(app: AppContext, authorId: string, body: PlanBody) {
  const now = app.now();
  if (body.mode === 'preview') {
    const book = await ownBook(app.db, authorId, body.book_id);
    const { list, conflicts, days } = await computePlan(app.db, book, body, now);
    return {
      book_id: book.id,
      mode: body.mode,
      list,
      conflicts,
      days,
      undo_id: null,
      undo_expires_at: null,
    };
  }
  return app.db.transaction(async (tx) => {
    const book = await lockBook(tx, body.book_id, authorId);
    const { plan, releases, list, conflicts, days } = await computePlan(tx, book, body, now);
    await requireReadingOrder(tx, book.id, releases, body.out_of_order);
    await requireCleanChapters(app, tx, releases, body.warnings_acknowledged === true);
    let undo: UndoInfo = { undo_id: null, undo_expires_at: null };
    if (plan.length > 0) {
      const before = await placementsOf(
        tx,
        plan.map((p) => p.row.id),
      );
      await scheduleEach(
        tx,
        plan.map((p) => ({ id: p.row.id, publishAt: p.at })),
        now,
      );
      undo = await recordUndo(tx, { authorId, bookId: book.id, kind: 'schedule', before, now });
    }
    return { book_id: book.id, mode: body.mode, list, conflicts, days, ...undo };
  });
}

/** See the spec's getChapterCalendar. */
export async function calendarOf(
  app: AppContext,
  authorId: string,
  query: Query<'getChapterCalendar'>,
) {
  const book = await ownBook(app.db, authorId, query.book_id);
  const today = shanghaiDate(app.now());
  const dates = datesOfMonth(query.month);
  const from = beijingInstant(dates[0]!, '00:00');
  const to = beijingInstant(addDays(dates.at(-1)!, 1), '00:00');
  const [totals, leaveRows] = await Promise.all([
    dayTotals(app.db, book.id, from, to),
    leavesBetween(app.db, [book.id], dates[0]!, dates.at(-1)!),
  ]);
  const published = new Map(totals.published.map((d) => [d.date, d]));
  const scheduled = new Map(totals.scheduled.map((d) => [d.date, d]));
  const judged = judgeDays({
    days: dates.map((date) => ({
      date,
      publishedWords: published.get(date)?.words ?? 0,
      scheduledWords: scheduled.get(date)?.words ?? 0,
    })),
    today,
    threshold: DAILY_THRESHOLD_WORDS,
    firstActiveDate: shanghaiDate(book.createTime),
    allowedMisses: ALLOWED_MISSES,
    // The leaves income honours, so both screens call the day a leave.
    leaves: honouredLeaves(
      leaveRows.map((l) => l.date),
      query.month,
      LEAVES_ALLOWED,
    ),
  });
  return {
    book_id: book.id,
    month: query.month,
    today,
    daily_threshold: DAILY_THRESHOLD_WORDS,
    attendance: {
      // Income's eligibility: the bonus the calendar speaks of is the one income pays.
      eligible: attendanceIneligibility(book) === null,
      allowed_misses: ALLOWED_MISSES,
      missed_days: judged.missed,
      gap_days: judged.gaps,
      status: judged.status,
    },
    days: judged.days.map((verdict) => ({
      date: verdict.date,
      published_words: published.get(verdict.date)?.words ?? 0,
      published_chapters: published.get(verdict.date)?.chapters ?? 0,
      scheduled_words: scheduled.get(verdict.date)?.words ?? 0,
      scheduled_chapters: scheduled.get(verdict.date)?.chapters ?? 0,
      status: verdict.status,
      at_risk: verdict.atRisk,
    })),
  };
}

/** The home page's desk: today's words, the writing streak, stockpile days per book. */
export async function deskFigures(app: AppContext, authorId: string) {
  const now = app.now();
  const today = shanghaiDate(now);
  const [days, serialising] = await Promise.all([
    // A streak longer than a year still reads as "a year and counting".
    writingDaysSince(app.db, authorId, addDays(today, -400)),
    serialisingBooks(app.db, authorId, DESK_BOOKS),
  ]);
  const figures = await stockFigures(
    app.db,
    serialising.map((b) => b.id),
    now,
  );
  return {
    today,
    today_words: Math.max(0, days.find((d) => d.date === today)?.words ?? 0),
    streak_days: writingStreak(new Set(days.filter((d) => d.words > 0).map((d) => d.date)), today),
    stockpile: serialising.map((book) => {
      const { totals, days: covered } = figures(book.id);
      return {
        book_id: book.id,
        title: book.title,
        days_covered: covered,
        draft_count: totals?.finishedCount ?? 0,
        draft_words: totals?.finishedWords ?? 0,
        scheduled_count: totals?.scheduledCount ?? 0,
        scheduled_words: totals?.scheduledWords ?? 0,
      };
    }),
  };
}
