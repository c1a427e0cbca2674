/**
 * The income screen's two charts, through the app's lazy chart wrapper (the
 * chart library loads with the first chart, in its own chunk): the range's
 * statements as stacked columns by component, and the chosen month's days
 * as a line. Each says in words what it shows (its caption), from the same
 * answer as the table beside it.
 */
import { useMemo } from 'react';
import { ColumnChart } from '../../components/chart/column-chart';
import { TrendChart } from '../../components/chart/trend-chart';
import { useIntl, useT } from '../../components/intl';
import { formatMoney } from '../../i18n/intl';
import type { IncomeDaily, IncomeSummary } from '../../lib/contract/income-types';
import { dailySummary, monthlyComponents, monthlySummary } from './income-charts-data';
import { formatCompactMoney, formatMonth, formatShortDay } from './income-format';

/** Props of {@link MonthlyChart}. */
export interface MonthlyChartProps {
  readonly summary: IncomeSummary;
}

/** The range's statements as stacked columns by component, with a summary in words. */
export function MonthlyChart({ summary }: MonthlyChartProps) {
  const intl = useIntl();
  const t = useT();
  const chart = useMemo(() => monthlyComponents(summary), [summary]);
  const said = useMemo(() => monthlySummary(summary), [summary]);
  const categories = useMemo(
    () => chart.months.map((month) => formatMonth(intl, month)),
    [chart, intl],
  );
  const series = useMemo(
    () => chart.series.map((part) => ({ legend: t(part.label), values: part.values })),
    [chart, t],
  );
  const money = (cents: number) => formatMoney(intl, cents);
  return (
    <ColumnChart
      title={t('income.chart.monthly')}
      categories={categories}
      series={series}
      emptyText={t('income.statements.empty')}
      formatValue={money}
      formatTick={(cents: number) => formatCompactMoney(intl, cents)}
      summary={
        said
          ? t('income.chart.monthly.summary', {
              months: said.months,
              from: formatMonth(intl, said.from),
              to: formatMonth(intl, said.to),
              total: money(said.preTax),
              bestMonth: formatMonth(intl, said.best.month),
              best: money(said.best.preTax),
              component: t(said.largest.label),
              componentTotal: money(said.largest.total),
              share:
                said.largest.share === null
                  ? '—'
                  : intl.formatNumber(said.largest.share, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                    }),
            })
          : undefined
      }
    />
  );
}

/** Props of {@link DailyChart}. */
export interface DailyChartProps {
  readonly daily: IncomeDaily;
}

/** The chosen month's total income per day as a line, with a summary in words. */
export function DailyChart({ daily }: DailyChartProps) {
  const intl = useIntl();
  const t = useT();
  const said = useMemo(() => dailySummary(daily), [daily]);
  const series = useMemo(
    () => [
      {
        legend: t('income.col.total'),
        points: daily.list.map((day) => ({ date: day.date, value: day.total })),
      },
    ],
    [daily, t],
  );
  const money = (cents: number) => formatMoney(intl, cents);
  return (
    <TrendChart
      kind="line"
      title={t('income.chart.daily', { month: formatMonth(intl, daily.month) })}
      series={series}
      emptyText={t('income.daily.empty')}
      height={200}
      formatValue={money}
      formatTick={(cents: number) => formatCompactMoney(intl, cents)}
      summary={
        said
          ? t('income.chart.daily.summary', {
              days: said.days,
              total: money(said.total),
              average: money(said.average),
              bestDay: formatShortDay(intl, said.best.date),
              best: money(said.best.total),
              worstDay: formatShortDay(intl, said.worst.date),
              worst: money(said.worst.total),
            })
          : undefined
      }
    />
  );
}
