/**
 * The per-chapter table of a book of thousands of chapters: every chapter in
 * one virtual table (./chapter-grid.tsx) that loads its rows a page at a time
 * as it scrolls, sorted by the server by any column (a header click is a new
 * URL, so the order survives a reload), with the VIP summary (first order,
 * average and highest subscriptions) above it for VIP books, and the whole
 * table as a CSV file in the order shown.
 */
import {
  Button,
  Caption1,
  makeStyles,
  Skeleton,
  SkeletonItem,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload16Regular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { useT } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { Surface } from '../../components/surface';
import type {
  ChapterRows,
  ChapterSortKey,
  SortOrder,
  VipSummary,
} from '../../machines/book-data/book-data.types';
import { chapterColumnsFor } from './chapter-columns';
import { ChapterGrid } from './chapter-grid';
import { ChapterLink } from './chapter-link';
import { useDataFormat } from './data-format';
import { useDataStyles } from './data-styles';
import { FigureLabel } from './figure-label';

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
  title: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
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
  readonly bookId: string;
  readonly rows: ChapterRows | null;
  readonly loading: boolean;
  readonly error: string | null;
  readonly isVipBook: boolean;
  readonly sort: ChapterSortKey;
  readonly order: SortOrder;
  readonly onSort: (sort: ChapterSortKey, order: SortOrder) => void;
  /** The table's window shows rows `start` to `end` (from 0). */
  readonly onRange: (start: number, end: number) => void;
  readonly onRetry: () => void;
  /** Gathers the whole table for its CSV file. */
  readonly onExport: () => void;
  readonly exporting: boolean;
  /** Why the last CSV file could not be gathered (a message id), or null. */
  readonly exportError: string | null;
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

function SkeletonRows() {
  const shared = useDataStyles();
  const t = useT();
  return (
    <Skeleton className={shared.skeletonRows} aria-label={t('data.chapters.loading')}>
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <SkeletonItem key={index} className={shared.skeletonRow} />
      ))}
    </Skeleton>
  );
}

export function ChapterTable(props: ChapterTableProps) {
  const { rows, loading, error, isVipBook, sort, order, onSort, onRange, onRetry, bookId } = props;
  const t = useT();
  const styles = useStyles();
  const shared = useDataStyles();
  const format = useDataFormat();
  const columns = chapterColumnsFor(isVipBook);

  // The same column again turns the order round; a new column starts with
  // the largest figures first (the chapter number with the first chapter).
  const sortBy = useCallback(
    (key: ChapterSortKey) => {
      if (key === sort) onSort(key, order === 'asc' ? 'desc' : 'asc');
      else onSort(key, key === 'chapter_no' ? 'asc' : 'desc');
    },
    [sort, order, onSort],
  );

  return (
    <Surface className={shared.panel} aria-labelledby="data-chapters-title">
      <div className={shared.headerRow}>
        <div className={styles.title}>
          <Subtitle2 as="h2" id="data-chapters-title">
            {t('data.chapters.title')}
          </Subtitle2>
          {rows ? (
            <Caption1 className={shared.muted}>
              {t('data.chapters.count', { total: format.count(rows.total) })}
            </Caption1>
          ) : null}
        </div>
        <Button
          icon={props.exporting ? <Spinner size="tiny" /> : <ArrowDownload16Regular />}
          disabled={!rows || rows.total === 0 || props.exporting}
          onClick={props.onExport}
        >
          {t(props.exporting ? 'data.csv.chaptersGathering' : 'data.csv.chapters')}
        </Button>
      </div>
      {props.exportError ? (
        <RetryNotice message={t('data.csv.failed')} onRetry={props.onExport} />
      ) : null}
      {rows?.vip ? <VipFigures vip={rows.vip} bookId={bookId} /> : null}
      {error ? <RetryNotice message={t(error)} onRetry={onRetry} /> : null}
      {rows === null ? (
        loading ? (
          <SkeletonRows />
        ) : null
      ) : rows.total === 0 ? (
        <Text className={shared.muted}>{t('data.chapters.empty')}</Text>
      ) : (
        <ChapterGrid
          bookId={bookId}
          rows={rows}
          columns={columns}
          sort={sort}
          order={order}
          onSort={sortBy}
          onRange={onRange}
          busy={loading}
        />
      )}
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
