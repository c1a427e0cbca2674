/**
 * The chart wrapper of the seed: area charts over days with axes, legend and
 * tooltips, for the income and data screens. @fluentui/react-charts brings d3
 * and weighs more than the rest of a screen (about 60 kB of gzip), so it
 * loads on first use, in its own chunk; until then (and while the data
 * loads) a skeleton of the chart's height holds the place, and a series
 * without points says so instead of drawing empty axes. Glanceable trends
 * (the home page) use ./sparkline.tsx, which needs none of that.
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from '../intl';
import { ChartEmpty, ChartSkeleton } from './chart-states';
import { dayToDate, type TrendPoint } from './trend';

export type { TrendPoint } from './trend';

// A namespace import would keep every chart of the package (Sankey, Gantt,
// Vega...) in the chunk; naming the one export lets Rspack drop the rest.
const AreaChart = lazy(() =>
  import(/* webpackExports: ["AreaChart"] */ '@fluentui/react-charts').then((m) => ({
    default: m.AreaChart,
  })),
);

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
  /** Formats a y value for the tooltip and axis (money, counts). */
  formatValue?: (value: number) => string;
}

const useStyles = makeStyles({
  frame: { width: '100%', minWidth: 0, margin: 0 },
});

/** Series colours from the theme, in order; the first is the brand colour. */
const SERIES_COLOURS = [
  tokens.colorBrandBackground,
  tokens.colorPaletteGreenBackground3,
  tokens.colorPaletteMarigoldBackground3,
  tokens.colorPaletteBerryBackground3,
];

export function TrendChart({
  title,
  series,
  loading = false,
  emptyText,
  height = 220,
  formatValue,
}: TrendChartProps) {
  const styles = useStyles();
  const intl = useIntl();
  const data = useMemo(
    () => ({
      chartTitle: title,
      lineChartData: series.map((line, index) => ({
        legend: line.legend,
        color: SERIES_COLOURS[index % SERIES_COLOURS.length],
        data: line.points.map((point) => ({ x: dayToDate(point.date), y: point.value })),
      })),
    }),
    [title, series],
  );
  const skeleton = <ChartSkeleton title={title} height={height} />;

  if (loading) return skeleton;
  if (series.every((line) => line.points.length === 0)) {
    return <ChartEmpty title={title} text={emptyText} height={height} />;
  }
  return (
    <figure className={styles.frame} aria-label={title}>
      <Suspense fallback={skeleton}>
        <AreaChart
          data={data}
          height={height}
          culture={intl.locale}
          hideLegend={series.length < 2}
          dateLocalizeOptions={{ month: 'numeric', day: 'numeric', timeZone: 'UTC' }}
          yAxisTickFormat={formatValue}
          enableReflow
        />
      </Suspense>
    </figure>
  );
}
