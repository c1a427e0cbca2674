// biome-ignore-all lint/a11y/useSemanticElements: a virtual table is divs with table roles (absolutely placed rows cannot be <tr>s), as the chapter list's
// biome-ignore-all lint/a11y/useFocusableInteractive: rows of a role="table" (not a grid) are not focus stops; their links are
/**
 * The chapter table's rows as one virtual table: every chapter of the book
 * has its place in the scroller (a 5,000-chapter book scrolls end to end),
 * only the rows in view are in the page, and the rows the window reaches
 * are asked of the screen's machine, which loads their pages in the order
 * the server sorts them. Screen readers get the table's size and each row's
 * place from aria-rowcount and aria-rowindex, and each header's order from
 * aria-sort; a header is a button that sorts by its column.
 */
import { mergeClasses } from '@fluentui/react-components';
import { ArrowDown16Regular, ArrowUp16Regular } from '@fluentui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../components/intl';
import { inAppClick } from '../../lib/in-app-link';
import { chapterRowAt } from '../../machines/book-data/book-data.logic';
import type {
  ChapterFigures,
  ChapterRows,
  ChapterSortKey,
  SortOrder,
} from '../../machines/book-data/book-data.types';
import { type ChapterColumn, figureOf } from './chapter-columns';
import { CHAPTER_ROW_HEIGHT, gridColumns, useChapterGridStyles } from './chapter-grid-styles';
import { chapterHref } from './chapter-link';
import { type DataFormat, useDataFormat } from './data-format';

/** Props of {@link ChapterGrid}. */
export interface ChapterGridProps {
  readonly bookId: string;
  readonly rows: ChapterRows;
  readonly columns: readonly ChapterColumn[];
  readonly sort: ChapterSortKey;
  readonly order: SortOrder;
  /** Sort by a column (the same one again turns the order round). */
  readonly onSort: (key: ChapterSortKey) => void;
  /** The window shows rows `start` to `end` (from 0). */
  readonly onRange: (start: number, end: number) => void;
  /** The table is waiting for rows (another order on its way). */
  readonly busy: boolean;
}

interface RowProps {
  readonly index: number;
  readonly row: ChapterFigures | undefined;
  readonly start: number;
  readonly columns: readonly ChapterColumn[];
  readonly template: string;
  readonly bookId: string;
  readonly format: DataFormat;
  readonly vipText: string;
  readonly onOpen: (href: string) => void;
}

// Rows mount by the dozen on every frame of a fast scroll: plain elements
// styled with tokens, not Fluent components, keep each frame short.
const ChapterGridRow = memo(function ChapterGridRow(props: RowProps) {
  const { index, row, start, columns, template, format } = props;
  const styles = useChapterGridStyles();
  const style = {
    height: `${CHAPTER_ROW_HEIGHT}px`,
    transform: `translateY(${start}px)`,
    gridTemplateColumns: template,
  };
  if (!row) {
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        aria-busy="true"
        className={styles.row}
        style={style}
      >
        <div role="cell" className={mergeClasses(styles.cell, styles.chapter)}>
          <div className={styles.placeholder} />
        </div>
      </div>
    );
  }
  const href = chapterHref(props.bookId, row.chapter_id);
  return (
    <div role="row" aria-rowindex={index + 2} className={styles.row} style={style}>
      <div role="rowheader" className={mergeClasses(styles.cell, styles.chapter)}>
        <a
          className={styles.link}
          href={href}
          title={row.title}
          onClick={inAppClick(() => props.onOpen(href))}
        >
          {row.title}
        </a>
        {row.is_vip ? <span className={styles.vip}>{props.vipText}</span> : null}
      </div>
      {columns.map((column) => {
        const value = figureOf(row, column);
        return (
          <div key={column.key} role="cell" className={mergeClasses(styles.cell, styles.numeric)}>
            {column.share ? format.share(value) : format.count(value ?? 0)}
          </div>
        );
      })}
    </div>
  );
});

export function ChapterGrid(props: ChapterGridProps) {
  const { bookId, rows, columns, sort, order, onSort, onRange, busy } = props;
  const styles = useChapterGridStyles();
  const t = useT();
  const format = useDataFormat();
  const [, navigate] = useLocation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const template = gridColumns(columns.length);

  const virtualizer = useVirtualizer({
    count: rows.total,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => CHAPTER_ROW_HEIGHT,
    overscan: 8,
    // The header row sits above the rows inside the same scroller.
    scrollMargin: headerRef.current?.offsetHeight ?? CHAPTER_ROW_HEIGHT,
    // Let React batch scroll renders instead of flushing one per scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    onRange(first, last);
  }, [onRange, first, last]);

  // Another order starts at its first row.
  const orderKey = `${sort}:${order}`;
  const shownOrder = useRef(orderKey);
  useEffect(() => {
    if (orderKey === shownOrder.current) return;
    shownOrder.current = orderKey;
    scrollerRef.current?.scrollTo({ top: 0 });
  }, [orderKey]);

  const direction = (key: ChapterSortKey) =>
    key === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  const header = (key: ChapterSortKey, label: string, numeric: boolean) => {
    const current = direction(key);
    return (
      <div
        key={key}
        role="columnheader"
        aria-sort={current}
        className={mergeClasses(!numeric && styles.chapter, styles.th, numeric && styles.numeric)}
      >
        <button
          type="button"
          className={mergeClasses(styles.sortButton, numeric && styles.sortButtonNumeric)}
          onClick={() => onSort(key)}
        >
          {label}
          {current === 'ascending' ? (
            <ArrowUp16Regular aria-hidden />
          ) : current === 'descending' ? (
            <ArrowDown16Regular aria-hidden />
          ) : null}
        </button>
      </div>
    );
  };

  const scrollMargin = virtualizer.options.scrollMargin;
  return (
    <section
      ref={scrollerRef}
      className={styles.scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
      tabIndex={0}
      aria-label={t('data.chapters.scroll')}
    >
      <div
        role="table"
        className={styles.table}
        aria-label={t('data.chapters.title')}
        aria-rowcount={rows.total + 1}
        aria-busy={busy}
      >
        <div role="rowgroup" ref={headerRef} className={styles.head}>
          <div
            role="row"
            aria-rowindex={1}
            className={styles.headRow}
            style={{ gridTemplateColumns: template }}
          >
            {header('chapter_no', t('data.col.chapter'), false)}
            {columns.map((column) => header(column.key, t(column.label), true))}
          </div>
        </div>
        <div
          role="rowgroup"
          className={styles.body}
          style={{ height: `${virtualizer.getTotalSize()}px` }}
        >
          {items.map((item) => (
            <ChapterGridRow
              key={item.key}
              index={item.index}
              row={chapterRowAt(rows, item.index)}
              start={item.start - scrollMargin}
              columns={columns}
              template={template}
              bookId={bookId}
              format={format}
              vipText={t('data.chapters.vip')}
              onOpen={navigate}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
