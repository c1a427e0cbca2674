/**
 * Work data (/book-data): for one book and period, the KPI cards against
 * the previous equal period, the daily trend, the read-through curve and the
 * per-chapter table, each with its loading, empty and failed state, so one
 * slow or failed part never blanks the others. Every figure carries its
 * definition, and the freshness stamp says which Beijing day they include.
 */
import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DataArea24Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { Surface } from '../../components/surface';
import { downloadCsv } from '../../lib/download';
import type { bookDataMachine } from '../../machines/book-data/book-data.machine';
import {
  selectBook,
  selectBooks,
  selectBooksError,
  selectBooksLoading,
  selectChapterExport,
  selectChapters,
  selectChaptersError,
  selectChaptersLoading,
  selectDaily,
  selectDailyError,
  selectDailyLoading,
  selectDataUntil,
  selectExportError,
  selectExporting,
  selectNoBooks,
  selectQuery,
  selectRangeProblem,
  selectReadthrough,
  selectReadthroughError,
  selectReadthroughLoading,
  selectUnknownBook,
} from '../../machines/book-data/book-data.selectors';
import type { BookDataQuery } from '../../machines/book-data/book-data.types';
import { ChapterTable } from './chapter-table';
import { DailyTrend } from './daily-trend';
import { chaptersCsv, dailyDataCsv } from './data-csv';
import { DataFilters } from './data-filters';
import { useDataFormat } from './data-format';
import { useDataStyles } from './data-styles';
import { KpiCards } from './kpi-cards';
import { ReadthroughCurve } from './readthrough-curve';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: { margin: 0 },
  kpiSkeleton: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  kpiSkeletonItem: { height: '104px', borderRadius: tokens.borderRadiusMedium },
  empty: { alignItems: 'flex-start', maxWidth: '640px' },
  icon: { color: tokens.colorBrandForeground1 },
});

/** Props of {@link BookDataPage}. */
export interface BookDataPageProps {
  readonly data: ActorRefFrom<typeof bookDataMachine>;
  readonly titleId: string;
  readonly onQuery: (query: BookDataQuery) => void;
}

function KpiSkeleton() {
  const styles = useStyles();
  const t = useT();
  return (
    <Skeleton className={styles.kpiSkeleton} aria-label={t('data.kpi.loading')}>
      {[0, 1, 2, 3, 4].map((key) => (
        <SkeletonItem key={key} className={styles.kpiSkeletonItem} />
      ))}
    </Skeleton>
  );
}

function EmptyState({
  text,
  hint,
  action,
}: {
  text: string;
  hint?: string;
  action?: React.ReactNode;
}) {
  const styles = useStyles();
  const shared = useDataStyles();
  return (
    <Surface className={mergeClasses(shared.panel, styles.empty)}>
      <DataArea24Regular className={styles.icon} />
      <Body1>{text}</Body1>
      {hint ? <Caption1 className={shared.muted}>{hint}</Caption1> : null}
      {action}
    </Surface>
  );
}

export function BookDataPage({ data, titleId, onQuery }: BookDataPageProps) {
  const t = useT();
  const styles = useStyles();
  const shared = useDataStyles();
  const format = useDataFormat();
  const query = useSelector(data, selectQuery);
  const books = useSelector(data, selectBooks);
  const book = useSelector(data, selectBook);
  const booksLoading = useSelector(data, selectBooksLoading);
  const booksError = useSelector(data, selectBooksError);
  const noBooks = useSelector(data, selectNoBooks);
  const unknownBook = useSelector(data, selectUnknownBook);
  const daily = useSelector(data, selectDaily);
  const dailyLoading = useSelector(data, selectDailyLoading);
  const dailyError = useSelector(data, selectDailyError);
  const rangeProblem = useSelector(data, selectRangeProblem);
  const chapters = useSelector(data, selectChapters);
  const chaptersLoading = useSelector(data, selectChaptersLoading);
  const chaptersError = useSelector(data, selectChaptersError);
  const readthrough = useSelector(data, selectReadthrough);
  const readthroughLoading = useSelector(data, selectReadthroughLoading);
  const readthroughError = useSelector(data, selectReadthroughError);
  const dataUntil = useSelector(data, selectDataUntil);
  const exporting = useSelector(data, selectExporting);
  const exportError = useSelector(data, selectExportError);
  const chapterExport = useSelector(data, selectChapterExport);
  const retry = () => data.send({ type: 'bookData.retry' });
  const onRange = useCallback(
    (start: number, end: number) => data.send({ type: 'bookData.chapterRange', start, end }),
    [data],
  );

  // Each table the machine gathers for a CSV file goes to the browser once.
  const delivered = useRef(chapterExport?.seq ?? 0);
  useEffect(() => {
    if (!chapterExport || !book || chapterExport.seq === delivered.current) return;
    delivered.current = chapterExport.seq;
    downloadCsv(chaptersCsv(chapterExport, book, t));
  }, [chapterExport, book, t]);

  const header = (
    <header className={styles.header}>
      <Text as="h1" size={600} weight="semibold" className={styles.title}>
        {t(titleId)}
      </Text>
      {dataUntil ? (
        <Caption1 className={shared.muted} data-testid="data-freshness">
          {t('data.def.freshness', { date: format.fullDay(dataUntil) })} {t('data.freshness.today')}
        </Caption1>
      ) : null}
    </header>
  );

  let content: React.ReactNode;
  if (booksError) content = <RetryNotice message={t(booksError)} onRetry={retry} />;
  else if (booksLoading) content = <KpiSkeleton />;
  else if (noBooks)
    content = <EmptyState text={t('data.empty.noBooks')} hint={t('data.empty.noBooksHint')} />;
  else if (unknownBook || !book)
    content = (
      <>
        <DataFilters
          books={books}
          book={null}
          query={query}
          daily={null}
          rangeProblem={null}
          onQuery={onQuery}
        />
        <EmptyState
          text={t('data.error.book')}
          action={
            <Button onClick={() => onQuery({ ...query, book: '' })}>
              {t('data.unknownBook.action')}
            </Button>
          }
        />
      </>
    );
  else
    content = (
      <>
        <DataFilters
          books={books}
          book={book}
          query={query}
          daily={daily}
          rangeProblem={rangeProblem}
          onQuery={onQuery}
        />
        {book.data_until === null ? (
          <EmptyState text={t('data.empty.noFigures')} hint={t('data.empty.noBooksHint')} />
        ) : null}
        {dailyError ? <RetryNotice message={t(dailyError)} onRetry={retry} /> : null}
        {/* A range refused shows no figures: those of the last good range would pass for it. */}
        {rangeProblem ? null : daily ? (
          <KpiCards daily={daily} />
        ) : dailyLoading ? (
          <KpiSkeleton />
        ) : null}
        {rangeProblem || dailyError ? null : (
          <DailyTrend
            daily={daily}
            loading={dailyLoading}
            metric={query.metric}
            onMetric={(metric) => onQuery({ ...query, metric })}
            onDownload={() => daily && downloadCsv(dailyDataCsv(daily, book.title, t))}
          />
        )}
        <ReadthroughCurve
          bookId={book.book_id}
          curve={readthrough}
          loading={readthroughLoading}
          error={readthroughError}
          onRetry={retry}
        />
        <ChapterTable
          bookId={book.book_id}
          rows={chapters}
          loading={chaptersLoading}
          error={chaptersError}
          isVipBook={book.is_vip}
          sort={query.sort}
          order={query.order}
          onSort={(sort, order) => onQuery({ ...query, sort, order })}
          onRange={onRange}
          onRetry={retry}
          onExport={() => data.send({ type: 'bookData.exportChapters' })}
          exporting={exporting}
          exportError={exportError}
        />
      </>
    );

  return (
    <section className={styles.root} aria-busy={booksLoading}>
      {header}
      {content}
    </section>
  );
}
