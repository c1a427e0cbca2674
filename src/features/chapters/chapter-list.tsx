// biome-ignore-all lint/a11y/useSemanticElements: the virtual table is divs with table roles; table cells cost Chromium ~0.6 ms each to style (see ChapterRowView)
// biome-ignore-all lint/a11y/useFocusableInteractive: rows of a role="table" (not a grid) are not focus stops; their checkbox and edit link are

import { Checkbox, mergeClasses, Spinner } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { useKeptScroll } from '../../components/kept-screen-hooks';
import { RetryNotice } from '../../components/retry-notice';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden';
import {
  type chapterListMachine,
  rowAt,
  selectFilterVolume,
  selectHighlightNo,
  selectLoadError,
  selectPageSize,
  selectPages,
  selectScrollTarget,
  selectSelectedCount,
  selectSelection,
  selectTotal,
  selectViewKey,
} from '../../machines/chapter-list/chapter-list.machine';
import type { VolumeItem } from '../../machines/volumes/volumes.machine';
import {
  COMPACT_COLUMNS,
  NARROW_COLUMNS,
  ROW_HEIGHT,
  ROW_HEIGHT_NARROW,
  useChapterListStyles,
  WIDE_COLUMNS,
} from './chapter-list-styles';
import { ChapterRowView } from './chapter-row';
import { revealRank, useLeapReveal } from './leap-reveal';
import { COMPACT_QUERY, useMediaQuery, useNarrow } from './use-narrow';

/** Props of {@link ChapterList}. */
export interface ChapterListProps {
  readonly list: ActorRefFrom<typeof chapterListMachine>;
  /** The book's volumes, to name the volume where its chapters start. */
  readonly volumes: readonly VolumeItem[];
  /** Address of a chapter's editor. */
  readonly editHref: (chapterId: string) => string;
  /** Opens a chapter's editor (in-app navigation). */
  readonly onEdit: (chapterId: string) => void;
}

/**
 * The book's chapters as one virtual table: only the rows in view are in the
 * page, and the rows the window reaches are asked of the list actor, which
 * loads their pages. Thousands of chapters scroll like a dozen.
 */
export function ChapterList({ list, volumes, editHref, onEdit }: ChapterListProps) {
  const styles = useChapterListStyles();
  const hidden = useVisuallyHiddenStyles();
  const t = useT();
  const narrow = useNarrow();
  const compact = useMediaQuery(COMPACT_QUERY);
  const total = useSelector(list, selectTotal);
  const pages = useSelector(list, selectPages);
  const pageSize = useSelector(list, selectPageSize);
  const selection = useSelector(list, selectSelection);
  const selectedCount = useSelector(list, selectSelectedCount);
  const highlightNo = useSelector(list, selectHighlightNo);
  const scrollTarget = useSelector(list, selectScrollTarget);
  const loadError = useSelector(list, selectLoadError);
  const volumeFilter = useSelector(list, selectFilterVolume);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const rowHeight = narrow ? ROW_HEIGHT_NARROW : ROW_HEIGHT;

  const virtualizer = useVirtualizer({
    count: total ?? 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // Let React batch scroll renders instead of flushing one per scroll event.
    useFlushSync: false,
  });
  // Rows change height between phone and desktop layouts: measure again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowHeight is the trigger
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const offset = virtualizer.scrollOffset ?? 0;
  const revealed = useLeapReveal({
    offset,
    viewport: virtualizer.scrollRect?.height ?? 0,
    isScrolling: virtualizer.isScrolling,
    count: items.length,
  });
  const firstInView = Math.max(
    0,
    items.findIndex((item) => item.end > offset),
  );
  useEffect(() => {
    list.send({ type: 'chapters.range', start: first, end: last });
  }, [list, first, last]);

  useKeptScroll(scrollerRef);
  // A new view starts at the top; showing a kept screen again is not one.
  const viewKey = useSelector(list, selectViewKey);
  const shownView = useRef(viewKey);
  useEffect(() => {
    if (viewKey === shownView.current) return;
    shownView.current = viewKey;
    scrollerRef.current?.scrollTo({ top: 0 });
  }, [viewKey]);

  const done = useRef(0);
  useEffect(() => {
    if (!scrollTarget || done.current === scrollTarget.seq || total === null) return;
    if (scrollTarget.index >= total) return;
    done.current = scrollTarget.seq;
    virtualizer.scrollToIndex(scrollTarget.index, { align: 'center' });
  }, [scrollTarget, total, virtualizer]);

  // Home and End move to the first and last chapter and take focus with them:
  // left to the browser they scrolled the list, the virtualizer unmounted the
  // focused row and focus fell to the page body. Focus waits on the scroller
  // while the far rows load, then lands on the same control of the new row.
  const pendingFocus = useRef<{ index: number; checkbox: boolean } | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key !== 'Home' && event.key !== 'End') || !total) return;
    if (event.altKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const index = event.key === 'Home' ? 0 : total - 1;
    const checkbox = (event.target as HTMLElement).matches('input[type="checkbox"]');
    pendingFocus.current = { index, checkbox };
    scrollerRef.current?.focus({ preventScroll: true });
    virtualizer.scrollToIndex(index, { align: event.key === 'Home' ? 'start' : 'end' });
  };
  useEffect(() => {
    const wanted = pendingFocus.current;
    const scroller = scrollerRef.current;
    if (!wanted || !scroller) return;
    const row = scroller.querySelector(`[aria-rowindex="${wanted.index + 2}"]`);
    const control = row?.querySelector<HTMLElement>(
      wanted.checkbox ? 'input[type="checkbox"]' : 'a[href]',
    );
    if (!control) return;
    pendingFocus.current = null;
    control.focus({ preventScroll: true });
  });

  const volumeTitles = new Map(volumes.map((v) => [v.id, v.title]));
  const onToggle = useCallback(
    (id: string, selected: boolean) => list.send({ type: 'chapters.select', ids: [id], selected }),
    [list],
  );

  const allLoaded = Object.values(pages).reduce((sum, page) => sum + page.rows.length, 0);
  const headerChecked =
    selectedCount === 0 ? false : selectedCount >= allLoaded ? true : ('mixed' as const);

  return (
    <div className={styles.frame}>
      {loadError ? (
        <RetryNotice
          message={t(loadError)}
          onRetry={() => list.send({ type: 'chapters.retry' })}
          retryLabel={t('chapters.retry')}
        />
      ) : null}
      <div
        role="table"
        className={styles.table}
        aria-label={t('chapters.list.label')}
        aria-rowcount={(total ?? 0) + 1}
      >
        <div role="rowgroup" className={styles.block}>
          <div
            role="row"
            aria-rowindex={1}
            className={mergeClasses(
              styles.header,
              narrow && styles.headerNarrow,
              compact && !narrow && styles.headerCompact,
            )}
          >
            <div role="columnheader" className={styles.center}>
              <Checkbox
                checked={headerChecked}
                disabled={allLoaded === 0}
                aria-label={t('chapters.list.selectLoaded')}
                onChange={() =>
                  list.send({
                    type: selectedCount > 0 ? 'chapters.clearSelection' : 'chapters.selectLoaded',
                  })
                }
              />
            </div>
            {(narrow ? NARROW_COLUMNS : compact ? COMPACT_COLUMNS : WIDE_COLUMNS).map((column) => (
              <div
                key={column}
                role="columnheader"
                className={mergeClasses(styles.th, column === 'words' && styles.numeric)}
              >
                {t(`chapters.column.${column}`)}
              </div>
            ))}
            {narrow ? null : (
              // Text, not only a label: a header with no text reads as empty (axe empty-table-header).
              <div role="columnheader" className={styles.th}>
                <span className={hidden.root}>{t('chapters.column.actions')}</span>
              </div>
            )}
          </div>
        </div>
        <div
          role="rowgroup"
          ref={scrollerRef}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className={mergeClasses(styles.scroller, narrow && styles.scrollerNarrow)}
        >
          {total === null && !loadError ? (
            <div role="row" className={styles.block}>
              <div role="cell" className={styles.block}>
                <Spinner className={styles.loading} label={t('chapters.list.loading')} />
              </div>
            </div>
          ) : total === 0 || total === null ? (
            <div role="row" className={styles.block}>
              <div role="cell" className={mergeClasses(styles.block, styles.empty)}>
                {total === 0 ? t('chapters.list.empty') : null}
              </div>
            </div>
          ) : (
            <>
              {/* Gives the scroller the height of every row, loaded or not. */}
              <div className={styles.block} style={{ height: `${virtualizer.getTotalSize()}px` }} />
              {items.map((item, position) => {
                // After a leap a row waits its turn to show (./leap-reveal.ts).
                const row =
                  revealRank(position, firstInView, items.length) < revealed
                    ? rowAt(pages, pageSize, item.index)
                    : undefined;
                const previous =
                  item.index > 0 ? rowAt(pages, pageSize, item.index - 1) : undefined;
                const startsVolume =
                  row !== undefined &&
                  volumeFilter === null &&
                  (item.index === 0 ||
                    (previous !== undefined && previous.volume_id !== row.volume_id));
                return (
                  <ChapterRowView
                    key={item.key}
                    index={item.index}
                    row={row}
                    start={item.start}
                    height={rowHeight}
                    narrow={narrow}
                    compact={compact}
                    selected={row !== undefined && row.id in selection}
                    highlighted={row !== undefined && row.chapter_no === highlightNo}
                    volumeTitle={startsVolume ? (volumeTitles.get(row.volume_id) ?? null) : null}
                    onToggle={onToggle}
                    editHref={editHref}
                    onEdit={onEdit}
                  />
                );
              })}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
