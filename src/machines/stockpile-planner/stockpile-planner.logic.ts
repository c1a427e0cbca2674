/**
 * The stockpile planner's vocabulary and pure rules: the stockpile (存稿) as
 * GET /author/chapter/stockpile returns it, the plan the author sets up (a
 * start date, Beijing times a day, how many drafts), what the plan call takes
 * and gives, and the checks made before a preview is asked for. Days are
 * Beijing days (YYYY-MM-DD); times are Beijing 'HH:MM'.
 */
import { failureCode, firstFieldError } from '../../lib/api-failure';
import { ErrorCodes } from '../../lib/contract';

/** Words and how many chapters hold them. */
export interface WordsAndCount {
  readonly count: number;
  readonly words: number;
}

/** Body of GET /author/chapter/stockpile. */
export interface Stockpile {
  readonly book_id: string;
  /** Today on the Beijing calendar. */
  readonly today: string;
  readonly daily_threshold: number;
  readonly min_chapter_words: number;
  /** Finished drafts (at least `min_chapter_words` words). */
  readonly drafts: WordsAndCount;
  readonly unfinished_drafts: WordsAndCount;
  readonly scheduled: WordsAndCount & { readonly last_publish_at: string | null };
  readonly cadence: {
    readonly words_per_day: number;
    readonly chapters_per_day: number;
    /** `recent`: the last 14 days' publishing; `threshold`: nothing published then. */
    readonly source: 'recent' | 'threshold';
  };
  readonly days_covered: number;
}

/** What the author sets up. */
export interface PlanSettings {
  /** First Beijing day of the plan. */
  readonly startDate: string;
  /** Beijing times a day, one chapter each. */
  readonly times: readonly string[];
  /** How many finished drafts, from the first; null for all of them. */
  readonly count: number | null;
}

/** Input of the `planSchedule` actor (POST /author/chapter/schedule_plan). */
export interface PlanRequest {
  readonly bookId: string;
  readonly mode: 'preview' | 'apply';
  readonly startDate: string;
  /** Ascending. */
  readonly times: readonly string[];
  readonly count: number | null;
  /** Apply although earlier drafts stay out of the plan (the author saw them in the preview). */
  readonly outOfOrder?: boolean;
}

/** A draft and the slot the plan gives it. */
export interface PlannedChapter {
  readonly chapter_id: string;
  readonly chapter_no: number;
  readonly title: string;
  readonly word_count: number;
  readonly date: string;
  readonly publish_at: string;
}

/**
 * A day of the plan as the server judges it by the shared attendance rule
 * (src/lib/attendance-day.ts): words already out, already scheduled
 * outside the plan, and the plan's own.
 */
export interface PlanDayFigures {
  readonly date: string;
  readonly published_words: number;
  readonly scheduled_words: number;
  readonly planned_words: number;
  readonly status: 'met' | 'covered' | 'open' | 'leave';
}

/** A chapter outside the plan that the plan meets. */
export interface ScheduleConflict {
  /**
   * `slot_taken`: it holds one of the plan's slots (passed over);
   * `out_of_order`: it would go out out of reading order; `earlier_draft`:
   * a draft before a planned chapter, left out of the plan (no time).
   */
  readonly kind: 'slot_taken' | 'out_of_order' | 'earlier_draft';
  readonly chapter_id: string;
  readonly chapter_no: number;
  readonly title: string;
  readonly publish_at: string | null;
}

/** Output of the `planSchedule` actor. */
export interface Plan {
  readonly mode: 'preview' | 'apply';
  readonly list: readonly PlannedChapter[];
  readonly conflicts: readonly ScheduleConflict[];
  /** Each day of the plan against the threshold, counting what is already out or scheduled. */
  readonly days: readonly PlanDayFigures[];
  /** Undoes an applied plan (once, within 24 hours); null for a preview. */
  readonly undoId: string | null;
}

/** Input of the `undoPlan` actor (POST /author/chapter/undo). */
export interface PlanUndoInput {
  readonly undoId: string;
  /** Put back the chapters not changed since, leave the others. */
  readonly skipChanged: boolean;
}

/** Output of the `undoPlan` actor. */
export interface PlanUndoOutcome {
  readonly restored: number;
  readonly skipped: number;
}

/**
 * How the `undoPlan` actor fails: `conflict` (chapters changed since;
 * nothing undone), `expired` (undone already or past 24 hours) or `failed`.
 */
export interface PlanUndoFailure {
  readonly kind: 'conflict' | 'expired' | 'failed';
  readonly changed: number;
}

/** What the planner's notice says; message ids and figures only. */
export type PlannerNotice =
  | {
      readonly kind: 'applied';
      readonly count: number;
      readonly first: string | null;
      readonly last: string | null;
    }
  | { readonly kind: 'undone'; readonly count: number; readonly skipped: number }
  | { readonly kind: 'undoRefused'; readonly reasonId: string; readonly changed: number }
  | { readonly kind: 'failed'; readonly reasonId: string };

/** The most times a day the contract takes. */
export const MAX_TIMES = 12;
/** The most drafts one plan takes. */
export const MAX_PLAN_COUNT = 500;
/** The plan's first look: one chapter a day at noon, Beijing time. */
const DEFAULT_TIMES: readonly string[] = ['12:00'];

/** Message ids the planner sets (desk.json carries them). */
export const PLANNER_IDS = {
  loadError: 'desk.stockpile.loadError',
  planFailed: 'desk.plan.failed',
  notDraft: 'desk.plan.notDraft',
  outOfOrder: 'desk.plan.outOfOrder',
  /** 103003: publishing's own text (core catalogue); the findings are not listed yet. */
  prepublishBlocked: 'error.103003',
  startRequired: 'desk.plan.error.start',
  startPast: 'desk.plan.error.startPast',
  timesRequired: 'desk.plan.error.times',
  timeInvalid: 'desk.plan.error.time',
  timesRepeat: 'desk.plan.error.timesRepeat',
  countInvalid: 'desk.plan.error.count',
  nothingToPlan: 'desk.plan.error.nothing',
  undoConflict: 'desk.undo.conflict',
  undoExpired: 'desk.undo.expired',
  undoFailed: 'desk.undo.failed',
} as const;

const DAY = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The Beijing day `days` after `date` (Beijing has no daylight saving time). */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Today on the Beijing calendar at the instant `now` (epoch ms). */
export function beijingDay(now: number): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Which field of the plan is wrong, and why (message ids). */
export interface PlanProblems {
  readonly startDate?: string;
  readonly times?: string;
  readonly count?: string;
}

/** What stops a plan from being previewed; empty when nothing does. */
export function planProblems(settings: PlanSettings, today: string | null): PlanProblems {
  const problems: { startDate?: string; times?: string; count?: string } = {};
  if (!DAY.test(settings.startDate)) problems.startDate = PLANNER_IDS.startRequired;
  else if (today !== null && settings.startDate < today) problems.startDate = PLANNER_IDS.startPast;
  if (settings.times.length === 0) problems.times = PLANNER_IDS.timesRequired;
  else if (settings.times.some((time) => !TIME.test(time)))
    problems.times = PLANNER_IDS.timeInvalid;
  else if (new Set(settings.times).size !== settings.times.length)
    problems.times = PLANNER_IDS.timesRepeat;
  if (
    settings.count !== null &&
    (!Number.isInteger(settings.count) || settings.count < 1 || settings.count > MAX_PLAN_COUNT)
  )
    problems.count = PLANNER_IDS.countInvalid;
  return problems;
}

export const hasProblems = (problems: PlanProblems): boolean => Object.keys(problems).length > 0;

/** The request for the settings, times in ascending order. */
export function planRequest(
  bookId: string,
  settings: PlanSettings,
  mode: PlanRequest['mode'],
): PlanRequest {
  return {
    bookId,
    mode,
    startDate: settings.startDate,
    times: [...settings.times].sort(),
    count: settings.count,
  };
}

/** The preview leaves earlier drafts behind: applying it publishes out of reading order. */
export function leavesEarlierDrafts(preview: Plan | null): boolean {
  return preview?.conflicts.some((c) => c.kind === 'earlier_draft') ?? false;
}

/** The settings a new plan starts from: from tomorrow, at noon, every finished draft. */
export function defaultSettings(today: string): PlanSettings {
  return { startDate: addDays(today, 1), times: DEFAULT_TIMES, count: null };
}

/** The plan as days: each Beijing day of the plan, its chapters and words. */
export interface PlanDay {
  readonly date: string;
  readonly chapters: readonly PlannedChapter[];
  readonly words: number;
  /** Words of the day already out or scheduled outside the plan, which count toward it too. */
  readonly otherWords: number;
  /** The day under the attendance rule; null when the server did not say. */
  readonly status: PlanDayFigures['status'] | null;
}

/** The plan's chapters grouped by day, in order, with the server's judgement of each day. */
export function planDays(
  list: readonly PlannedChapter[],
  figures: readonly PlanDayFigures[] = [],
): PlanDay[] {
  const byDate = new Map(figures.map((f) => [f.date, f]));
  const days: PlanDay[] = [];
  for (const chapter of list) {
    const last = days[days.length - 1];
    if (last && last.date === chapter.date) {
      days[days.length - 1] = {
        ...last,
        chapters: [...last.chapters, chapter],
        words: last.words + chapter.word_count,
      };
    } else {
      const figure = byDate.get(chapter.date);
      days.push({
        date: chapter.date,
        chapters: [chapter],
        words: chapter.word_count,
        otherWords: figure ? figure.published_words + figure.scheduled_words : 0,
        status: figure?.status ?? null,
      });
    }
  }
  return days;
}

/**
 * The day falls short of the threshold: the server's verdict (which counts
 * chapters already out or scheduled that day), else the plan's own words.
 */
export function isShortDay(day: PlanDay, threshold: number): boolean {
  if (day.status !== null) return day.status === 'open';
  return threshold > 0 && day.words < threshold;
}

/** The notice of an applied plan. */
export function appliedNotice(plan: Plan): PlannerNotice {
  return {
    kind: 'applied',
    count: plan.list.length,
    first: plan.list[0]?.publish_at ?? null,
    last: plan.list[plan.list.length - 1]?.publish_at ?? null,
  };
}

/** Why a preview or an apply failed, as a message id. */
export function planFailureId(error: unknown): string {
  const code = failureCode(error);
  if (code === ErrorCodes.notAllowed) return PLANNER_IDS.notDraft;
  // Drafts before the plan that the preview did not show (written since).
  if (code === ErrorCodes.outOfOrder) return PLANNER_IDS.outOfOrder;
  // The pre-publish check holds a planned chapter: say so, not "the plan failed".
  if (code === ErrorCodes.prepublishBlocked) return PLANNER_IDS.prepublishBlocked;
  if (code === ErrorCodes.invalid) return firstFieldError(error) ?? PLANNER_IDS.planFailed;
  return PLANNER_IDS.planFailed;
}

const isUndoFailure = (error: unknown): error is PlanUndoFailure =>
  typeof error === 'object' && error !== null && 'kind' in error && 'changed' in error;

/** The notice of a refused undo. */
export function undoRefusedNotice(error: unknown): PlannerNotice {
  const failure: PlanUndoFailure = isUndoFailure(error) ? error : { kind: 'failed', changed: 0 };
  const reasonId =
    failure.kind === 'conflict'
      ? PLANNER_IDS.undoConflict
      : failure.kind === 'expired'
        ? PLANNER_IDS.undoExpired
        : PLANNER_IDS.undoFailed;
  return { kind: 'undoRefused', reasonId, changed: failure.changed };
}

/** After a refused undo, whether it can still be asked for (with `skipChanged` after a conflict). */
export function undoLeft(error: unknown): boolean {
  return isUndoFailure(error) && error.kind !== 'expired';
}
