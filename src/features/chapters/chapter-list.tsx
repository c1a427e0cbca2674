// biome-ignore-all lint/a11y/useSemanticElements: the virtual table is divs with table roles; table cells cost Chromium ~0.6 ms each to style (see ChapterRowView)
// biome-ignore-all lint/a11y/useFocusableInteractive: rows of a role="table" (not a grid) are not focus stops; their checkbox and edit link are

import {
  Checkbox,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Edit16Regular } from '@fluentui/react-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { useKeptScroll } from '../../components/kept-screen-hooks';
import { RetryNotice } from '../../components/retry-notice';
import { formatDateTime, formatWords } from '../../i18n/intl';
import { inAppClick } from '../../lib/in-app-link';
import {
  type ChapterRow,
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
} from '../../machines/chapter-list.machine';
import type { VolumeItem } from '../../machines/volumes.machine';
import { revealRank, useLeapReveal } from './leap-reveal';
import { useNarrow } from './use-narrow';

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

const ROW_HEIGHT = 48;
const ROW_HEIGHT_NARROW = 72;
const COLUMNS = '40px 72px minmax(0, 1fr) 96px 88px 160px 160px 56px';
/** Headed columns between the checkbox and the edit link (chapters.column.*). */
const WIDE_COLUMNS = ['number', 'title', 'words', 'status', 'time', 'updated'] as const;
const NARROW_COLUMNS = ['title'] as const;

const useStyles = makeStyles({
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  header: {
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    alignItems: 'center',
    minHeight: '40px',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
  },
  headerNarrow: { gridTemplateColumns: '40px minmax(0, 1fr)' },
  scroller: {
    display: 'block',
    height: 'max(360px, calc(100vh - 380px))',
    overflowY: 'auto',
    overflowX: 'hidden',
    position: 'relative',
    contain: 'strict',
  },
  scrollerNarrow: { height: '65vh' },
  table: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
  },
  block: { display: 'block' },
  th: { textAlign: 'left', fontWeight: tokens.fontWeightSemibold },
  row: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    alignItems: 'center',
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  rowNarrow: { gridTemplateColumns: '40px minmax(0, 1fr) 44px' },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  highlight: {
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  cell: {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    paddingRight: tokens.spacingHorizontalS,
  },
  center: { display: 'flex', justifyContent: 'center' },
  number: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
  titleCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  volumeTag: {
    flexShrink: 1,
    maxWidth: '40%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: tokens.colorBrandForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  status: {
    display: 'inline-block',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  draft: {
    color: tokens.colorPaletteBlueForeground2,
    backgroundColor: tokens.colorPaletteBlueBackground2,
  },
  scheduled: {
    color: tokens.colorPaletteDarkOrangeForeground2,
    backgroundColor: tokens.colorPaletteYellowBackground1,
  },
  published: {
    color: tokens.colorPaletteGreenForeground2,
    backgroundColor: tokens.colorPaletteGreenBackground1,
  },
  trashed: {
    color: tokens.colorPaletteRedForeground2,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  checkbox: {
    width: '16px',
    height: '16px',
    margin: 0,
    accentColor: tokens.colorBrandBackground,
    cursor: 'pointer',
  },
  edit: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorBrandForeground1,
    },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  numeric: {
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'right',
    paddingRight: tokens.spacingHorizontalL,
  },
  narrowMain: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  narrowMeta: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
  placeholder: {
    height: '12px',
    width: '60%',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  empty: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
  loading: { padding: tokens.spacingVerticalXXL },
});

interface RowProps {
  readonly index: number;
  readonly row: ChapterRow | undefined;
  readonly start: number;
  readonly height: number;
  readonly narrow: boolean;
  readonly selected: boolean;
  readonly highlighted: boolean;
  /** Volume title when this row starts a volume in the whole-book view. */
  readonly volumeTitle: string | null;
  readonly onToggle: (id: string, selected: boolean) => void;
  readonly editHref: (chapterId: string) => string;
  readonly onEdit: (chapterId: string) => void;
}

const ChapterRowView = memo(function ChapterRowView(props: RowProps) {
  const { index, row, start, height, narrow, selected, highlighted, volumeTitle } = props;
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const className = mergeClasses(
    styles.row,
    narrow && styles.rowNarrow,
    selected && styles.selected,
    highlighted && styles.highlight,
  );
  const style = { height: `${height}px`, transform: `translateY(${start}px)` };
  if (!row) {
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        aria-busy="true"
        className={className}
        style={style}
      >
        <div role="cell" />
        <div role="cell" className={styles.cell}>
          <div className={styles.placeholder} />
        </div>
      </div>
    );
  }
  const time =
    row.status === 'scheduled' && row.publish_at
      ? t('chapters.row.scheduledAt', { time: formatDateTime(intl, row.publish_at) })
      : row.published_at
        ? formatDateTime(intl, row.published_at)
        : '—';
  const number = t('chapters.row.number', { no: row.chapter_no });
  // Rows mount by the dozen on every frame of a fast scroll: plain elements
  // styled with tokens, not Fluent components, keep each frame short. They
  // are divs with table roles, not <tr>/<td>: Chromium took about 0.6 ms to
  // style each table cell laid out as a grid item, 50 to 150 ms a frame.
  const status = (
    <span className={mergeClasses(styles.status, styles[row.status])}>
      {t(`chapters.status.${row.status}`)}
    </span>
  );
  const edit = (
    <a
      className={styles.edit}
      href={props.editHref(row.id)}
      aria-label={t('chapters.row.edit', { title: row.title })}
      title={t('chapters.row.edit', { title: row.title })}
      onClick={inAppClick(() => props.onEdit(row.id))}
    >
      <Edit16Regular />
    </a>
  );
  const check = (
    <div role="cell" className={styles.center}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={selected}
        aria-label={t('chapters.row.select', { title: row.title })}
        onChange={(event) => props.onToggle(row.id, event.target.checked)}
      />
    </div>
  );
  const volumeTag = volumeTitle ? (
    <span className={mergeClasses(styles.status, styles.volumeTag)}>{volumeTitle}</span>
  ) : null;

  if (narrow) {
    return (
      <div role="row" aria-rowindex={index + 2} className={className} style={style}>
        {check}
        <div role="cell" className={styles.narrowMain}>
          <div className={styles.titleCell}>
            <Text weight="semibold" className={styles.cell}>
              {row.title}
            </Text>
            {volumeTag}
          </div>
          <div className={styles.narrowMeta}>
            <span className={styles.number}>{number}</span>
            {status}
            <span>{formatWords(intl, row.word_count)}</span>
            <span className={styles.cell}>{time}</span>
          </div>
        </div>
        <div role="cell">{edit}</div>
      </div>
    );
  }
  return (
    <div role="row" aria-rowindex={index + 2} className={className} style={style}>
      {check}
      <div role="cell" className={mergeClasses(styles.cell, styles.number)}>
        {row.chapter_no}
      </div>
      <div role="cell" className={mergeClasses(styles.cell, styles.titleCell)}>
        <span className={styles.cell}>{row.title}</span>
        {volumeTag}
      </div>
      <div role="cell" className={mergeClasses(styles.cell, styles.numeric)}>
        {formatWords(intl, row.word_count)}
      </div>
      <div role="cell" className={styles.cell}>
        {status}
      </div>
      <div role="cell" className={mergeClasses(styles.cell, styles.muted)}>
        {time}
      </div>
      <div role="cell" className={mergeClasses(styles.cell, styles.muted)}>
        {formatDateTime(intl, row.update_time)}
      </div>
      <div role="cell">{edit}</div>
    </div>
  );
});

/**
 * The book's chapters as one virtual table: only the rows in view are in the
 * page, and the rows the window reaches are asked of the list actor, which
 * loads their pages. Thousands of chapters scroll like a dozen.
 */
export function ChapterList({ list, volumes, editHref, onEdit }: ChapterListProps) {
  const styles = useStyles();
  const t = useT();
  const narrow = useNarrow();
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
            className={mergeClasses(styles.header, narrow && styles.headerNarrow)}
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
            {(narrow ? NARROW_COLUMNS : WIDE_COLUMNS).map((column) => (
              <div
                key={column}
                role="columnheader"
                className={mergeClasses(styles.th, column === 'words' && styles.numeric)}
              >
                {t(`chapters.column.${column}`)}
              </div>
            ))}
            {narrow ? null : (
              <div
                role="columnheader"
                className={styles.th}
                aria-label={t('chapters.column.actions')}
              />
            )}
          </div>
        </div>
        <div
          role="rowgroup"
          ref={scrollerRef}
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
