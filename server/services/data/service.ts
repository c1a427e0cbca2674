/**
 * The work-data answers, one function per operation: ranges validated
 * (101001 naming the field), rows read through ./repository.ts, metrics from
 * ./metrics.ts. Every answer carries `data_until`, the last Beijing day the
 * book's figures include.
 */
import {
  type ChapterSortKey,
  DATA_MAX_DAYS,
  DATA_MAX_MONTHS,
} from '../../../src/lib/contract/income-data';
import type { AppContext } from '../../context';
import { invalid } from '../../http/failure';
import {
  booksWithData,
  chapterPage,
  chapterTitles,
  dailyStats,
  monthlyStats,
  periodTotals,
  publishedCount,
  readersByChapter,
  statsBounds,
  vipAggregates,
} from '../../repositories/reader-data';
import { addDays, daySpan, FIRST_DATE, monthSpan, shanghaiDate } from '../platform/calendar';
import { compare } from '../platform/period-change';
import type { OwnBook } from '../platform/signed-access';
import { chapterRow, largestDrops, vipSummary } from './metrics';

/** Yesterday on the platform calendar: today's figures are not in until tomorrow. */
function yesterdayOf(app: AppContext): string {
  return addDays(shanghaiDate(app.now()), -1);
}

export async function dataBooks(app: AppContext, authorId: string) {
  const rows = await booksWithData(app.db, authorId);
  return {
    list: rows.map((row) => ({
      book_id: row.id,
      title: row.title,
      kind: row.kind,
      is_vip: row.allowVip,
      data_from: row.first,
      data_until: row.last,
    })),
  };
}

type Totals = Awaited<ReturnType<typeof periodTotals>>;

/** The KPI figures of one period: readers as a daily average, the rest as sums. */
function kpiValues(totals: Totals) {
  return {
    readers: totals.days > 0 ? Math.round(totals.readerDays / totals.days) : 0,
    views: totals.views,
    favorites_net: totals.favoritesNet,
    subscriptions: totals.subscriptions,
    comments: totals.comments,
  };
}

export async function dataDaily(
  app: AppContext,
  book: OwnBook,
  query: { from?: string; to?: string; by?: 'day' | 'month' },
) {
  const by = query.by ?? 'day';
  const yesterday = yesterdayOf(app);
  const bounds = await statsBounds(app.db, book.id);
  const to = query.to ?? yesterday;
  if (to < FIRST_DATE || to > yesterday) throw invalid({ to: 'validation.range' });
  // All time by month starts at the book's first day of figures.
  const from = query.from ?? (by === 'day' ? addDays(to, -29) : (bounds.first ?? to));
  if (from < FIRST_DATE || from > to) throw invalid({ from: 'validation.range' });
  const tooLong =
    by === 'day'
      ? daySpan(from, to) > DATA_MAX_DAYS
      : monthSpan(from.slice(0, 7), to.slice(0, 7)) > DATA_MAX_MONTHS;
  if (tooLong) throw invalid({ from: 'validation.range' });

  // The previous equal period, compared only when the figures cover all of it.
  const span = daySpan(from, to);
  const previousFrom = addDays(from, -span);
  const previousTo = addDays(from, -1);
  const comparable = bounds.first !== null && bounds.first <= previousFrom;
  const [list, current, previous] = await Promise.all([
    by === 'day' ? dailyRows(app, book.id, from, to) : monthlyRows(app, book.id, from, to),
    periodTotals(app.db, book.id, from, to),
    comparable ? periodTotals(app.db, book.id, previousFrom, previousTo) : null,
  ]);
  const now = kpiValues(current);
  const before = previous ? kpiValues(previous) : null;
  const kpis = Object.fromEntries(
    (Object.keys(now) as (keyof typeof now)[]).map((key) => [
      key,
      { value: now[key], ...compare(now[key], before?.[key] ?? null) },
    ]),
  ) as Record<keyof typeof now, { value: number } & ReturnType<typeof compare>>;
  return {
    book_id: book.id,
    by,
    from,
    to,
    previous_from: comparable ? previousFrom : null,
    previous_to: comparable ? previousTo : null,
    data_from: bounds.first,
    data_until: bounds.last,
    kpis,
    list,
  };
}

async function dailyRows(app: AppContext, bookId: string, from: string, to: string) {
  const rows = await dailyStats(app.db, bookId, from, to);
  return rows.map((row) => ({
    period: row.date,
    days: 1,
    readers: row.readers,
    views: row.views,
    favorites_added: row.newFavorites,
    favorites_removed: row.favoritesRemoved,
    favorites_net: row.newFavorites - row.favoritesRemoved,
    favorites_total: row.favorites,
    subscriptions: row.subscriptions,
    comments: row.comments,
    chapters_published: row.chaptersPublished,
    words_added: row.wordsAdded,
  }));
}

async function monthlyRows(app: AppContext, bookId: string, from: string, to: string) {
  const rows = await monthlyStats(app.db, bookId, from, to);
  return rows.map((row) => ({
    period: row.month,
    days: row.days,
    readers: Math.round(row.readerDays / row.days),
    views: row.views,
    favorites_added: row.favoritesAdded,
    favorites_removed: row.favoritesRemoved,
    favorites_net: row.favoritesAdded - row.favoritesRemoved,
    favorites_total: row.favoritesTotal,
    subscriptions: row.subscriptions,
    comments: row.comments,
    chapters_published: row.chaptersPublished,
    words_added: row.wordsAdded,
  }));
}

export async function dataChapters(
  app: AppContext,
  book: OwnBook,
  query: { sort?: ChapterSortKey; order?: 'asc' | 'desc'; page?: number; page_size?: number },
) {
  const sort = query.sort ?? 'chapter_no';
  const order = query.order ?? 'asc';
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 100;
  const [total, rows, vip, bounds] = await Promise.all([
    publishedCount(app.db, book.id),
    chapterPage(app.db, book.id, sort, order, pageSize, (page - 1) * pageSize),
    book.allowVip ? vipAggregates(app.db, book.id) : null,
    statsBounds(app.db, book.id),
  ]);
  return {
    book_id: book.id,
    sort,
    order,
    page,
    page_size: pageSize,
    total,
    data_until: bounds.last,
    vip: vip ? vipSummary(vip) : null,
    list: rows.map(chapterRow),
  };
}

export async function dataReadthrough(app: AppContext, book: OwnBook) {
  const [points, bounds] = await Promise.all([
    readersByChapter(app.db, book.id),
    statsBounds(app.db, book.id),
  ]);
  const drops = largestDrops(points);
  const titles = await chapterTitles(
    app.db,
    drops.map((d) => d.chapter_id),
  );
  return {
    book_id: book.id,
    data_until: bounds.last,
    // Two parallel arrays: 5,000 chapters stay a compact answer.
    chapter_nos: points.map((p) => p.chapterNo),
    readers: points.map((p) => p.readers),
    drops: drops.map((drop) => ({ ...drop, title: titles.get(drop.chapter_id) ?? '' })),
  };
}
