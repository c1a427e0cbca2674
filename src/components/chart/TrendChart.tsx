/**
 * The chart wrapper of the seed: one area chart over days, for the home page,
 * income and data screens. @fluentui/react-charts brings d3 and weighs more
 * than the rest of a screen, so it loads on first use, in its own chunk; until
 * then (and while the data loads) a skeleton of the chart's height holds the
 * place, and a series without points says so instead of drawing empty axes.
 */
import {
  Body1,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  tokens,
} from '@fluentui/react-components';
import { DataArea24Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from '../intl';

const AreaChart = lazy(() =>
  import('@fluentui/react-charts').then((m) => ({ default: m.AreaChart })),
);

/** One point of a series: a calendar day ('YYYY-MM-DD') and its value. */
export interface TrendPoint {
  date: string;
  value: number;
}

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
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground3,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  skeletonItem: { width: '100%', height: '100%' },
});

/** Series colours from the theme, in order; the first is the brand colour. */
const SERIES_COLOURS = [
  tokens.colorBrandBackground,
  tokens.colorPaletteGreenBackground3,
  tokens.colorPaletteMarigoldBackground3,
  tokens.colorPaletteBerryBackground3,
];

/** A day at noon UTC, so no time zone moves it to the day before. */
const dayToDate = (date: string) => new Date(`${date}T12:00:00Z`);

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
  const skeleton = (
    <Skeleton aria-label={title} className={styles.frame} style={{ height }}>
      <SkeletonItem className={styles.skeletonItem} />
    </Skeleton>
  );

  if (loading) return skeleton;
  if (series.every((line) => line.points.length === 0)) {
    return (
      <div
        className={mergeClasses(styles.frame, styles.empty)}
        style={{ height }}
        role="img"
        aria-label={title}
      >
        <DataArea24Regular />
        <Body1>{emptyText}</Body1>
      </div>
    );
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
