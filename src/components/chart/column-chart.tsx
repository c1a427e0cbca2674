/**
 * Stacked columns (one column per category, e.g. a month; one stacked part
 * per series, e.g. an income component) from @fluentui/react-charts, loaded
 * lazily like ./trend-chart.tsx: the library stays in its own chunk
 * (./fluent-charts.ts) and a skeleton of the chart's height holds the place
 * until it and the data are there. Negative parts (a refund) hang below the
 * axis. The caller's summary is the figure's caption, read by screen
 * readers and by anyone who cannot tell the colours apart; the screen keeps
 * every value in a table beside it.
 */
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useIntl } from '../intl';
import { yAxisMargins } from './axis-margin';
import { chartLegendProps } from './chart-legend';
import { ChartEmpty, ChartFigure, ChartSkeleton } from './chart-states';
import { seriesColour } from './palette';

const VerticalStackedBarChart = lazy(() =>
  import('./fluent-charts').then((m) => ({ default: m.VerticalStackedBarChart })),
);

/** One stacked part of every column. */
export interface ColumnSeries {
  /** Legend text, already translated. */
  readonly legend: string;
  /** One value per category, in the categories' order. */
  readonly values: readonly number[];
}

/** Props of {@link ColumnChart}. */
export interface ColumnChartProps {
  /** Accessible name of the chart, already translated. */
  readonly title: string;
  /** The columns' labels, left to right, already formatted ("Nov 2026"). */
  readonly categories: readonly string[];
  readonly series: readonly ColumnSeries[];
  readonly loading?: boolean;
  /** Shown when there is no column; already translated. */
  readonly emptyText: string;
  /** Chart height in px. */
  readonly height?: number;
  /** Formats a value for the tooltip (money), and the axis unless `formatTick` is given. */
  readonly formatValue?: (value: number) => string;
  /** Formats the y axis's ticks, shorter than the tooltip's values ("¥1.2万"). */
  readonly formatTick?: (value: number) => string;
  /** What the chart shows, in words (the figure's caption). */
  readonly summary?: ReactNode;
}

export function ColumnChart({
  title,
  categories,
  series,
  loading = false,
  emptyText,
  height = 260,
  formatValue,
  formatTick,
  summary,
}: ColumnChartProps) {
  const intl = useIntl();
  const data = useMemo(
    () =>
      categories.map((category, column) => ({
        xAxisPoint: category,
        chartData: series.map((part, index) => ({
          legend: part.legend,
          data: part.values[column] ?? 0,
          color: seriesColour(index),
          ...(formatValue ? { yAxisCalloutData: formatValue(part.values[column] ?? 0) } : {}),
        })),
      })),
    [categories, series, formatValue],
  );
  // The tallest column (its positive parts stacked) labels the top tick.
  const margins = useMemo(() => {
    const tallest = Math.max(
      0,
      ...categories.map((_, column) =>
        series.reduce((sum, part) => sum + Math.max(0, part.values[column] ?? 0), 0),
      ),
    );
    return yAxisMargins(tallest, formatTick ?? formatValue);
  }, [categories, series, formatTick, formatValue]);
  const skeleton = <ChartSkeleton title={title} height={height} />;

  if (loading) return skeleton;
  if (categories.length === 0 || series.length === 0) {
    return <ChartEmpty title={title} text={emptyText} height={height} />;
  }
  return (
    <ChartFigure title={title} summary={summary}>
      <Suspense fallback={skeleton}>
        <VerticalStackedBarChart
          data={data}
          chartTitle={title}
          height={height}
          culture={intl.locale}
          legendProps={chartLegendProps(intl)}
          yAxisTickFormat={formatTick ?? formatValue}
          margins={margins}
          roundedTicks
          barWidth="auto"
          maxBarWidth={36}
          hideLabels
          enableReflow
        />
      </Suspense>
    </ChartFigure>
  );
}
