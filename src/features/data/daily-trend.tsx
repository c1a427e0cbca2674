/**
 * The daily (or, for all time, monthly) trend of one metric, with the
 * switcher, the favourites split into added, removed, net and total, and
 * every row as a table for those who do not read charts. A month the
 * figures cover only in part (the book's first, or the month still under
 * way) says so in the table.
 */
import {
  Button,
  Caption1,
  makeStyles,
  Subtitle2,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload16Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { Sparkline } from '../../components/chart/sparkline';
import { useT } from '../../components/intl';
import { Surface } from '../../components/surface';
import { daysInMonth } from '../../machines/book-data/book-data.logic';
import {
  type DataDaily,
  type DataRow,
  TREND_METRICS,
  type TrendMetric,
} from '../../machines/book-data/book-data.types';
import { DAILY_COLUMNS } from './daily-columns';
import { useDataFormat } from './data-format';
import { useDataStyles } from './data-styles';
import { FigureLabel } from './figure-label';

/** What each metric draws, and its name and definition. */
const METRICS: Readonly<
  Record<TrendMetric, { value: (row: DataRow) => number; label: string; definition: string }>
> = {
  readers: {
    value: (r) => r.readers,
    label: 'data.metric.readers',
    definition: 'data.def.readers',
  },
  views: { value: (r) => r.views, label: 'data.metric.views', definition: 'data.def.views' },
  // The net change may be negative; the line shows the total it moves.
  favorites: {
    value: (r) => r.favorites_total,
    label: 'data.metric.favorites',
    definition: 'data.def.favoritesTotal',
  },
  subscriptions: {
    value: (r) => r.subscriptions,
    label: 'data.metric.subscriptions',
    definition: 'data.def.subscriptions',
  },
  comments: {
    value: (r) => r.comments,
    label: 'data.metric.comments',
    definition: 'data.def.comments',
  },
};

const useStyles = makeStyles({
  favorites: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '& > div': { display: 'flex', gap: tokens.spacingHorizontalXS },
    '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
  },
  tabs: { flexWrap: 'wrap', maxWidth: '100%' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  period: { whiteSpace: 'nowrap' },
});

/** "12 of 30 days" for a month the figures cover in part, else null. */
function partialDays(row: DataRow): { days: number; of: number } | null {
  if (row.period.length !== 7) return null;
  const of = daysInMonth(row.period);
  return row.days < of ? { days: row.days, of } : null;
}

function RowsTable({ daily }: { daily: DataDaily }) {
  const t = useT();
  const format = useDataFormat();
  const shared = useDataStyles();
  const styles = useStyles();
  const byMonth = daily.by === 'month';
  return (
    <div className={shared.scroller}>
      <Table
        size="small"
        aria-label={t(byMonth ? 'data.trend.tableMonthly' : 'data.trend.tableDaily')}
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t(byMonth ? 'data.col.month' : 'data.col.day')}</TableHeaderCell>
            {DAILY_COLUMNS.map((column) => (
              <TableHeaderCell key={column.key}>
                <FigureLabel
                  size="small"
                  label={t(column.label)}
                  definitionId={column.definition}
                />
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {daily.list.map((row) => {
            const partial = partialDays(row);
            return (
              <TableRow key={row.period}>
                <TableCell className={styles.period}>
                  {format.period(row.period)}
                  {partial ? (
                    <Caption1 className={shared.muted}>
                      {' '}
                      {t('data.trend.partial', {
                        days: partial.days,
                        of: partial.of,
                      })}
                    </Caption1>
                  ) : null}
                </TableCell>
                {DAILY_COLUMNS.map((column) => (
                  <TableCell key={column.key} className={shared.numeric}>
                    {format.count(row[column.key] as number)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

/** Props of {@link DailyTrend}. */
export interface DailyTrendProps {
  readonly daily: DataDaily | null;
  readonly loading: boolean;
  readonly metric: TrendMetric;
  readonly onMetric: (metric: TrendMetric) => void;
  /** Downloads the period's rows as a CSV file. */
  readonly onDownload: () => void;
}

export function DailyTrend({ daily, loading, metric, onMetric, onDownload }: DailyTrendProps) {
  const t = useT();
  const format = useDataFormat();
  const shared = useDataStyles();
  const styles = useStyles();
  // The table mounts when opened: a year of rows costs nothing until asked for.
  const [tableOpen, setTableOpen] = useState(false);
  const chosen = METRICS[metric];
  const rows = daily?.list ?? [];
  const points = useMemo(
    () => rows.map((row) => ({ date: row.period, value: chosen.value(row) })),
    [rows, chosen],
  );
  const favourites = useMemo(
    () => ({
      added: rows.reduce((sum, row) => sum + row.favorites_added, 0),
      removed: rows.reduce((sum, row) => sum + row.favorites_removed, 0),
      total: rows.at(-1)?.favorites_total ?? null,
    }),
    [rows],
  );
  const byMonth = daily?.by === 'month';
  const title = t(byMonth ? 'data.trend.titleMonthly' : 'data.trend.titleDaily');
  return (
    <Surface className={shared.panel} aria-labelledby="data-trend-title">
      <div className={shared.headerRow}>
        <Subtitle2 as="h2" id="data-trend-title">
          {title}
        </Subtitle2>
        <div className={styles.actions}>
          <FigureLabel
            className={shared.muted}
            size="small"
            label={t(chosen.label)}
            definitionId={byMonth ? 'data.def.allTimeByMonth' : chosen.definition}
          />
          <Button
            size="small"
            icon={<ArrowDownload16Regular />}
            disabledFocusable={!daily || loading || rows.length === 0}
            onClick={onDownload}
          >
            {t(byMonth ? 'data.csv.monthly' : 'data.csv.daily')}
          </Button>
        </div>
      </div>
      <TabList
        className={styles.tabs}
        size="small"
        selectedValue={metric}
        onTabSelect={(_, data) => onMetric(data.value as TrendMetric)}
        aria-label={t('data.trend.metric')}
      >
        {TREND_METRICS.map((name) => (
          <Tab key={name} value={name}>
            {t(METRICS[name].label)}
          </Tab>
        ))}
      </TabList>
      <Sparkline
        title={`${title}: ${t(chosen.label)}`}
        points={points}
        loading={loading && !daily}
        emptyText={t('data.trend.empty')}
        height={160}
        formatValue={format.count}
        formatDay={byMonth ? format.period : format.day}
        peakText={(value, date) => t('data.trend.peak', { value, date })}
      />
      {metric === 'favorites' && daily ? (
        <dl className={styles.favorites}>
          <div>
            <dt>{t('data.col.favoritesAdded')}</dt>
            <dd>{format.count(favourites.added)}</dd>
          </div>
          <div>
            <dt>{t('data.col.favoritesRemoved')}</dt>
            <dd>{format.count(favourites.removed)}</dd>
          </div>
          <div>
            <dt>{t('data.col.favoritesNet')}</dt>
            <dd>{format.count(favourites.added - favourites.removed)}</dd>
          </div>
          {favourites.total === null ? null : (
            <div>
              <dt>{t('data.col.favoritesTotal')}</dt>
              <dd>{format.count(favourites.total)}</dd>
            </div>
          )}
        </dl>
      ) : null}
      {daily && rows.length > 0 ? (
        <details
          className={shared.details}
          onToggle={(event) => setTableOpen(event.currentTarget.open)}
        >
          <summary>{t('data.trend.showTable')}</summary>
          {tableOpen ? <RowsTable daily={daily} /> : null}
        </details>
      ) : null}
    </Surface>
  );
}
