/**
 * The chart wrapper of the seed: area or line charts over days with axes,
 * legend and tooltips, for the income and data screens. @fluentui/react-charts
 * brings d3 and weighs more than the rest of a screen (about 60 kB of gzip),
 * so it loads on first use, in its own chunk (./fluent-charts.ts); until then
 * (and while the data loads) a skeleton of the chart's height holds the
 * place, and a series without points says so instead of drawing empty axes.
 * The caller's summary is the figure's caption: what a screen reader reads,
 * and what a reader who cannot tell the colours apart reads too. Glanceable
 * trends (the home page) use ./sparkline.tsx, which needs none of that.
 */
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useIntl } from '../intl';
import { yAxisMargins } from './axis-margin';
import { chartLegendProps } from './chart-legend';
import { ChartEmpty, ChartFigure, ChartSkeleton } from './chart-states';
import { seriesColour } from './palette';
import { dayToDate, type TrendPoint } from './trend';

export type { TrendPoint } from './trend';

const AreaChart = lazy(() => import('./fluent-charts').then((m) => ({ default: m.AreaChart })));
const LineChart = lazy(() => import('./fluent-charts').then((m) => ({ default: m.LineChart })));

/** One line of the chart. */
export interface TrendSeries {
  /** Legend text, already translated. */
  legend: string;
  points: readonly TrendPoint[];
}

/** Props of {@link TrendChart}. */
export interface TrendChartProps {
  /** Accessible name of the chart, already translated. */
  title: string;
  series: readonly TrendSeries[];
  /** The data is still on its way: show the skeleton. */
  loading?: boolean;
  /** Shown when no series has a point; already translated. */
  emptyText: string;
  /** Chart height in px. */
  height?: number;
  /** Formats a y value for the tooltip (money, counts), and the axis unless `formatTick` is given. */
  formatValue?: (value: number) => string;
  /** Formats the y axis's ticks, shorter than the tooltip's values ("¥1.2万"). */
  formatTick?: (value: number) => string;
  /** 'area' (default) fills under the line; 'line' draws the line alone. */
  kind?: 'area' | 'line';
  /** What the chart shows, in words (the figure's caption, read by screen readers). */
  summary?: ReactNode;
}

export function TrendChart({
  title,
  series,
  loading = false,
  emptyText,
  height = 220,
  formatValue,
  formatTick,
  kind = 'area',
  summary,
}: TrendChartProps) {
  const intl = useIntl();
  const data = useMemo(
    () => ({
      chartTitle: title,
      lineChartData: series.map((line, index) => ({
        legend: line.legend,
        color: seriesColour(index),
        data: line.points.map((point) => ({
          x: dayToDate(point.date),
          y: point.value,
          // The tooltip says the value as the axis does (money in yuan, not fen).
          ...(formatValue ? { yAxisCalloutData: formatValue(point.value) } : {}),
        })),
      })),
    }),
    [title, series, formatValue],
  );
  const margins = useMemo(() => {
    const largest = Math.max(0, ...series.flatMap((line) => line.points.map((p) => p.value)));
    return yAxisMargins(largest, formatTick ?? formatValue);
  }, [series, formatTick, formatValue]);
  const skeleton = <ChartSkeleton title={title} height={height} />;
  const Chart = kind === 'line' ? LineChart : AreaChart;

  if (loading) return skeleton;
  if (series.every((line) => line.points.length === 0)) {
    return <ChartEmpty title={title} text={emptyText} height={height} />;
  }
  return (
    <ChartFigure title={title} summary={summary}>
      <Suspense fallback={skeleton}>
        <Chart
          data={data}
          height={height}
          culture={intl.locale}
          hideLegend={series.length < 2}
          legendProps={chartLegendProps(intl)}
          dateLocalizeOptions={{ month: 'numeric', day: 'numeric', timeZone: 'UTC' }}
          useUTC
          yAxisTickFormat={formatTick ?? formatValue}
          margins={margins}
          roundedTicks
          enableReflow
        />
      </Suspense>
    </ChartFigure>
  );
}
