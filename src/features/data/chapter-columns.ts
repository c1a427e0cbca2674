/**
 * The chapter table's figure columns in the order the screen and its CSV
 * file show them, each with its header and definition ids: one list, so
 * screen and file cannot disagree.
 */
import type { ChapterFigures, ChapterSortKey } from '../../machines/book-data/book-data.types';

/** A figure column of the chapter table. */
export interface ChapterColumn {
  readonly key: Exclude<ChapterSortKey, 'chapter_no'>;
  readonly label: string;
  readonly definition: string;
  /** A share (0..1), not a count. */
  readonly share?: boolean;
  /** Only VIP books sell chapters. */
  readonly vipOnly?: boolean;
}

const CHAPTER_COLUMNS: readonly ChapterColumn[] = [
  { key: 'views', label: 'data.col.views', definition: 'data.def.views' },
  { key: 'unique_readers', label: 'data.col.uniqueReaders', definition: 'data.def.uniqueReaders' },
  {
    key: 'completion_rate',
    label: 'data.col.completionRate',
    definition: 'data.def.completionRate',
    share: true,
  },
  {
    key: 'next_chapter_rate',
    label: 'data.col.nextChapterRate',
    definition: 'data.def.nextChapterRate',
    share: true,
  },
  {
    key: 'subscriptions',
    label: 'data.col.subscriptions',
    definition: 'data.def.subscriptions',
    vipOnly: true,
  },
  {
    key: 'first_day_subscriptions',
    label: 'data.col.firstDaySubscriptions',
    definition: 'data.def.firstDaySubscriptions',
    vipOnly: true,
  },
  { key: 'comments', label: 'data.col.comments', definition: 'data.def.comments' },
];

/** The columns a book shows: the subscription ones only for a VIP book. */
export const chapterColumnsFor = (isVipBook: boolean): readonly ChapterColumn[] =>
  CHAPTER_COLUMNS.filter((column) => isVipBook || !column.vipOnly);

/** A row's figure of a column (a share may be null: nobody opened or finished). */
export const figureOf = (row: ChapterFigures, column: ChapterColumn): number | null =>
  row[column.key];
