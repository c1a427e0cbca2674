/**
 * The per-chapter table of a book of thousands of chapters: one page of 100
 * rows at a time, sorted by the server by any column (a header click is a
 * new URL, so the order survives a reload), with the VIP summary (first
 * order, average and highest subscriptions) above it for VIP books. Only a
 * page is ever in the DOM, so a 5,000-chapter book is as quick as a short one.
 */
import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useT } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { Surface } from '../../components/surface';
import type {
  ChapterFigures,
  ChapterPage,
  ChapterSortKey,
  SortOrder,
  VipSummary,
} from '../../machines/book-data.types';
import { ChapterLink } from './chapter-link';
import { useDataFormat } from './data-format';
import { useDataStyles } from './data-styles';
import { FigureLabel } from './figure-label';

interface Column {
  readonly key: ChapterSortKey;
  readonly label: string;
  readonly definition: string;
  /** Only VIP books sell chapters. */
  readonly vipOnly?: boolean;
}

const FIGURE_COLUMNS: readonly Column[] = [
  { key: 'views', label: 'data.col.views', definition: 'data.def.views' },
  { key: 'unique_readers', label: 'data.col.uniqueReaders', definition: 'data.def.uniqueReaders' },
  {
    key: 'completion_rate',
    label: 'data.col.completionRate',
    definition: 'data.def.completionRate',
  },
  {
    key: 'next_chapter_rate',
    label: 'data.col.nextChapterRate',
    definition: 'data.def.nextChapterRate',
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

const useStyles = makeStyles({
  vip: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    '& > div': {
      display: 'flex',
      flexDirection: 'column',
      gap: '2px',
      padding: tokens.spacingHorizontalM,
      borderRadius: tokens.borderRadiusMedium,
      backgroundColor: tokens.colorNeutralBackground2,
    },
    '& dd': { margin: 0 },
  },
  vipValue: {
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  // A page of 100 rows scrolls inside its own frame under a header that stays.
  frame: { maxHeight: '70vh', overflowY: 'auto' },
  table: {
    minWidth: '880px',
    '& thead th': {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
  stale: { opacity: 0.6 },
  chapterCell: { minWidth: '220px', maxWidth: '320px' },
  chapterTitle: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  numberHeader: {
    textAlign: 'end',
    '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' },
  },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  definitions: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingInlineStart: tokens.spacingHorizontalL,
  },
});

/** Props of {@link ChapterTable}. */
export interface ChapterTableProps {
  readonly page: ChapterPage | null;
  readonly loading: boolean;
  readonly error: string | null;
  readonly isVipBook: boolean;
  readonly sort: ChapterSortKey;
  readonly order: SortOrder;
  readonly onSort: (sort: ChapterSortKey, order: SortOrder) => void;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  readonly bookId: string;
}

function VipFigures({ vip, bookId }: { vip: VipSummary; bookId: string }) {
  const t = useT();
  const styles = useStyles();
  const shared = useDataStyles();
  const format = useDataFormat();
  const chapterLink = (id: string | null, no: number | null) =>
    id && no !== null ? (
      <ChapterLink bookId={bookId} chapterId={id}>
        {t('data.vip.chapter', { no })}
      </ChapterLink>
    ) : null;
  return (
    <dl className={styles.vip} aria-label={t('data.vip.title')}>
      <div>
        <dt>
          <FigureLabel label={t('data.vip.firstOrder')} definitionId="data.def.firstOrder" />
        </dt>
        <dd className={styles.vipValue}>{format.count(vip.first_order)}</dd>
        <dd>
          <Caption1 className={shared.muted}>
            {chapterLink(vip.first_vip_chapter_id, vip.first_vip_chapter_no)}
          </Caption1>
        </dd>
      </div>
      <div>
        <dt>
          <FigureLabel label={t('data.vip.average')} definitionId="data.def.averageSubscriptions" />
        </dt>
        <dd className={styles.vipValue}>{format.count(vip.average)}</dd>
        <dd>
          <Caption1 className={shared.muted}>
            {t('data.vip.chapters', { count: vip.vip_chapters })}
          </Caption1>
        </dd>
      </div>
      <div>
        <dt>
          <FigureLabel label={t('data.vip.highest')} definitionId="data.def.highestSubscriptions" />
        </dt>
        <dd className={styles.vipValue}>{format.count(vip.highest)}</dd>
        <dd>
          <Caption1 className={shared.muted}>
            {chapterLink(vip.highest_chapter_id, vip.highest_chapter_no)}
          </Caption1>
        </dd>
      </div>
    </dl>
  );
}

function figureOf(
  row: ChapterFigures,
  key: ChapterSortKey,
  format: ReturnType<typeof useDataFormat>,
) {
  switch (key) {
    case 'completion_rate':
    case 'next_chapter_rate':
      return format.share(row[key]);
    case 'chapter_no':
      return String(row.chapter_no);
    default:
      return format.count(row[key]);
  }
}

function SkeletonRows({ columns }: { columns: number }) {
  return (
    <>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <TableRow key={index}>
          {Array.from({ length: columns }, (_, cell) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
            <TableCell key={cell}>
              <Skeleton>
                <SkeletonItem size={16} />
              </Skeleton>
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

export function ChapterTable(props: ChapterTableProps) {
  const { page, loading, error, isVipBook, sort, order, onSort, onPage, onRetry, bookId } = props;
  const t = useT();
  const styles = useStyles();
  const shared = useDataStyles();
  const format = useDataFormat();
  const columns = FIGURE_COLUMNS.filter((column) => isVipBook || !column.vipOnly);
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;
  const current = page?.page ?? 1;
  // Another page or order starts at its first row; a refresh of the same one stays put.
  const frame = useRef<HTMLDivElement>(null);
  const position = `${current}:${page?.list[0]?.chapter_id ?? ''}`;
  useEffect(() => {
    if (frame.current && position) frame.current.scrollTop = 0;
  }, [position]);

  // The same column again turns the order round; a new column starts with
  // the largest figures first (the chapter number with the first chapter).
  const sortBy = (key: ChapterSortKey) => {
    if (key === sort) onSort(key, order === 'asc' ? 'desc' : 'asc');
    else onSort(key, key === 'chapter_no' ? 'asc' : 'desc');
  };
  const direction = (key: ChapterSortKey) =>
    key === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined;

  const pager = page ? (
    <nav className={styles.pager} aria-label={t('data.chapters.pager')}>
      <Caption1 className={shared.muted}>
        {t('data.chapters.pageOf', { page: current, pages })}
      </Caption1>
      <Button
        size="small"
        icon={<ChevronLeft20Regular />}
        disabled={current <= 1 || loading}
        onClick={() => onPage(current - 1)}
      >
        {t('data.chapters.previous')}
      </Button>
      <Button
        size="small"
        icon={<ChevronRight20Regular />}
        iconPosition="after"
        disabled={current >= pages || loading}
        onClick={() => onPage(current + 1)}
      >
        {t('data.chapters.next')}
      </Button>
    </nav>
  ) : null;

  return (
    <Surface className={shared.panel} aria-labelledby="data-chapters-title">
      <div className={shared.headerRow}>
        <Subtitle2 as="h2" id="data-chapters-title">
          {t('data.chapters.title')}
        </Subtitle2>
        {page ? (
          <Caption1 className={shared.muted}>
            {t('data.chapters.count', { total: format.count(page.total) })}
          </Caption1>
        ) : null}
      </div>
      {page?.vip ? <VipFigures vip={page.vip} bookId={bookId} /> : null}
      {error ? <RetryNotice message={t(error)} onRetry={onRetry} /> : null}
      {page && page.total === 0 ? (
        <Text className={shared.muted}>{t('data.chapters.empty')}</Text>
      ) : (
        <div className={mergeClasses(shared.scroller, styles.frame)} ref={frame}>
          <Table
            sortable
            size="small"
            className={mergeClasses(styles.table, loading && page !== null && styles.stale)}
            aria-label={t('data.chapters.title')}
            aria-busy={loading}
          >
            <TableHeader>
              <TableRow>
                <TableHeaderCell
                  className={styles.chapterCell}
                  sortDirection={direction('chapter_no')}
                  onClick={() => sortBy('chapter_no')}
                >
                  {t('data.col.chapter')}
                </TableHeaderCell>
                {columns.map((column) => (
                  <TableHeaderCell
                    key={column.key}
                    className={styles.numberHeader}
                    sortDirection={direction(column.key)}
                    onClick={() => sortBy(column.key)}
                  >
                    {t(column.label)}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {!page && loading ? (
                <SkeletonRows columns={columns.length + 1} />
              ) : (
                (page?.list ?? []).map((row) => (
                  <TableRow key={row.chapter_id}>
                    <TableCell className={styles.chapterCell}>
                      <span className={styles.chapterTitle}>
                        <ChapterLink
                          className={styles.ellipsis}
                          bookId={bookId}
                          chapterId={row.chapter_id}
                          title={row.title}
                        >
                          {row.title}
                        </ChapterLink>
                        {row.is_vip ? (
                          <Badge size="small" appearance="tint" color="brand">
                            {t('data.chapters.vip')}
                          </Badge>
                        ) : null}
                      </span>
                    </TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.key} className={shared.numeric}>
                        {figureOf(row, column.key, format)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
      {pager}
      <details className={shared.details}>
        <summary>{t('data.chapters.definitions')}</summary>
        <ul className={styles.definitions}>
          {columns.map((column) => (
            <li key={column.key}>
              <Caption1>{t(column.definition)}</Caption1>
            </li>
          ))}
        </ul>
      </details>
    </Surface>
  );
}
