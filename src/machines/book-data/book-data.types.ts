/**
 * What the work-data screen (/book-data) works with: the answers of the four
 * data operations (openapi/author.yaml, tag `data`) as the machine keeps
 * them, the query the URL carries, and the inputs of the API actors
 * (src/api/actors/data.ts maps the client's answers onto these; the compiler
 * checks that they fit).
 */
import type { ChapterSortKey, Trend } from '../../lib/contract/income-data';
import type { DataErrorId, RangeProblem, RowRange } from './book-data.logic';

export type { ChapterSortKey, Trend };

/** A Beijing day, 'YYYY-MM-DD'. */
export type Day = string;

/** A book of the selector (getDataBooks). */
export interface DataBook {
  readonly book_id: string;
  readonly title: string;
  readonly kind: 'long' | 'short';
  readonly is_vip: boolean;
  /** First day of figures; null when the book has none yet. */
  readonly data_from: Day | null;
  /** Last day of figures (the freshness stamp); null when none yet. */
  readonly data_until: Day | null;
}

/** One figure against the previous equal period (the contract's `Change`). */
export interface DataKpi {
  readonly value: number;
  readonly previous: number | null;
  readonly change: number | null;
  readonly change_percent: number | null;
  readonly trend: Trend | null;
}

/** The KPI cards, in the order the screen shows them. */
export const KPI_KEYS = ['readers', 'views', 'favorites_net', 'subscriptions', 'comments'] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

/** One day (or, by month, one month) of figures. */
export interface DataRow {
  /** 'YYYY-MM-DD', or 'YYYY-MM' by month. */
  readonly period: string;
  /** Days of figures in the row (by month, fewer than the month's days when partial). */
  readonly days: number;
  readonly readers: number;
  readonly views: number;
  readonly favorites_added: number;
  readonly favorites_removed: number;
  readonly favorites_net: number;
  readonly favorites_total: number;
  readonly subscriptions: number;
  readonly comments: number;
  readonly chapters_published: number;
  readonly words_added: number;
}

/** Body of getDataDaily. */
export interface DataDaily {
  readonly book_id: string;
  readonly by: 'day' | 'month';
  readonly from: Day;
  readonly to: Day;
  readonly previous_from: Day | null;
  readonly previous_to: Day | null;
  readonly data_from: Day | null;
  readonly data_until: Day | null;
  readonly kpis: Readonly<Record<KpiKey, DataKpi>>;
  readonly list: readonly DataRow[];
}

/** One row of the chapter table (lifetime figures of a published chapter). */
export interface ChapterFigures {
  readonly chapter_id: string;
  readonly chapter_no: number;
  readonly title: string;
  readonly is_vip: boolean;
  readonly published_at: string | null;
  readonly views: number;
  readonly unique_readers: number;
  readonly finished_readers: number;
  /** Share to 4 decimals; null when nobody opened the chapter. */
  readonly completion_rate: number | null;
  /** Share to 4 decimals; null for the latest chapter or when nobody finished. */
  readonly next_chapter_rate: number | null;
  readonly subscriptions: number;
  readonly first_day_subscriptions: number;
  readonly comments: number;
}

/** First-order, average and highest subscriptions of a VIP book. */
export interface VipSummary {
  readonly vip_chapters: number;
  readonly first_order: number;
  readonly first_vip_chapter_id: string | null;
  readonly first_vip_chapter_no: number | null;
  readonly average: number;
  readonly highest: number;
  readonly highest_chapter_id: string | null;
  readonly highest_chapter_no: number | null;
}

/** Body of getDataChapters. */
export interface ChapterPage {
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
  readonly vip: VipSummary | null;
  readonly list: readonly ChapterFigures[];
}

/** One loaded page of the chapter table; a stale one shows until its fresh copy arrives. */
export interface ChapterPageEntry {
  readonly rows: readonly ChapterFigures[];
  readonly fresh: boolean;
}

/**
 * The chapter table as far as it is loaded, in the query's order: the
 * server's total and VIP summary, and the pages the rows in view asked for.
 * Row `i` (from 0) is in page `floor(i / pageSize) + 1`.
 */
export interface ChapterRows {
  readonly total: number;
  readonly vip: VipSummary | null;
  readonly pageSize: number;
  readonly pages: Readonly<Record<number, ChapterPageEntry>>;
}

/** Every row of the chapter table in one order, gathered for its CSV file. */
export interface ChapterExport {
  /** Counts the files gathered, so the screen hands each to the browser once. */
  readonly seq: number;
  readonly sort: ChapterSortKey;
  readonly order: SortOrder;
  readonly rows: readonly ChapterFigures[];
}

/** One of the five largest drops of the read-through curve. */
export interface ReadthroughDrop {
  readonly chapter_id: string;
  readonly chapter_no: number;
  readonly title: string;
  readonly readers_before: number;
  readonly readers: number;
  readonly lost: number;
  readonly lost_rate: number;
}

/** Body of getDataReadthrough: two parallel arrays and the drops. */
export interface Readthrough {
  readonly chapter_nos: readonly number[];
  readonly readers: readonly number[];
  readonly drops: readonly ReadthroughDrop[];
}

/** Date presets of the screen; 'all' is all time by month. */
export const RANGE_PRESETS = ['7d', '30d', '90d', '365d', 'all', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Metrics of the daily trend's switcher. */
export const TREND_METRICS = [
  'readers',
  'views',
  'favorites',
  'subscriptions',
  'comments',
] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

export type SortOrder = 'asc' | 'desc';

/** Everything the screen shows, as the URL carries it. */
export interface BookDataQuery {
  /** `book_id` in the URL (the book list links here with it); '' for the first book with figures. */
  readonly book: string;
  readonly range: RangePreset;
  /** Only for 'custom'; '' otherwise. */
  readonly from: Day | '';
  readonly to: Day | '';
  readonly metric: TrendMetric;
  readonly sort: ChapterSortKey;
  readonly order: SortOrder;
}

/** Input of `fetchDaily`. */
export interface FetchDailyInput {
  readonly bookId: string;
  /** Absent: the server's default (29 days before `to`, or the book's first day by month). */
  readonly from?: Day;
  readonly to?: Day;
  readonly by: 'day' | 'month';
}

/** Input of `fetchChapters`. */
export interface FetchChaptersInput {
  readonly bookId: string;
  readonly sort: ChapterSortKey;
  readonly order: SortOrder;
  readonly page: number;
  readonly pageSize: number;
}

/** Input of `fetchReadthrough`. */
export interface FetchReadthroughInput {
  readonly bookId: string;
}

/** Events the work-data screen sends. */
export type BookDataEvent =
  /** Show what a query describes (the screen sends the URL's query whenever it changes). */
  | { type: 'bookData.query'; query: BookDataQuery }
  /** Try again whatever failed. */
  | { type: 'bookData.retry' }
  /** Load everything again behind what is shown (the screen is shown again). */
  | { type: 'bookData.refresh' }
  /** The chapter table's window shows rows `start` to `end` (from 0): load their pages. */
  | { type: 'bookData.chapterRange'; start: number; end: number }
  /** Gather every row of the chapter table, in the order shown, for its CSV file. */
  | { type: 'bookData.exportChapters' };

export interface BookDataContext {
  readonly query: BookDataQuery;
  readonly books: readonly DataBook[];
  /** The book the query means, once the books are in (null: none, or not the author's). */
  readonly book: DataBook | null;
  readonly daily: DataDaily | null;
  /** The chapter table's loaded pages, in the query's order; null before the first answer. */
  readonly chapters: ChapterRows | null;
  /** The rows the chapter table's window shows. */
  readonly chapterRange: RowRange;
  /** The chapter page in flight. */
  readonly loadingPage: number | null;
  /** The CSV gathering under way: its order and the rows so far. */
  readonly gathering: {
    readonly sort: ChapterSortKey;
    readonly order: 'asc' | 'desc';
    readonly rows: readonly ChapterFigures[];
  } | null;
  /** The last whole table gathered for a CSV file. */
  readonly chapterExport: ChapterExport | null;
  readonly readthrough: Readthrough | null;
  /** Why the custom range cannot be asked for. */
  readonly rangeProblem: RangeProblem | null;
  readonly errors: {
    readonly books: DataErrorId | null;
    readonly daily: DataErrorId | null;
    readonly chapters: DataErrorId | null;
    readonly readthrough: DataErrorId | null;
    readonly export: DataErrorId | null;
  };
}
