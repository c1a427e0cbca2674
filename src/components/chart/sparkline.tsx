/**
 * A glanceable trend: one series over days as a filled line, with its peak
 * and its first and last days written out, and each day's value on hover
 * (the native tooltip) and in the accessible summary. Plain SVG in the
 * theme's colours: the home page shows it on every visit, where the full
 * chart library (./trend-chart.tsx, about 60 kB of gzip) would cost more than
 * the rest of the page.
 */
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { ChartEmpty, ChartSkeleton } from './chart-states';
import type { TrendPoint } from './trend';

/** Props of {@link Sparkline}. */
export interface SparklineProps {
  /** What the series is, already translated ("Readers, last 30 days"). */
  title: string;
  points: readonly TrendPoint[];
  /** The data is on its way: show the skeleton. */
  loading?: boolean;
  /** Shown when there is no point; already translated. */
  emptyText: string;
  /** Height of the drawing in px. */
  height?: number;
  /** A value as the author reads it ("12,752"). */
  formatValue: (value: number) => string;
  /** A day ('YYYY-MM-DD') as the author reads it ("Nov 7"). */
  formatDay: (date: string) => string;
  /** "Peak {value} on {date}", already bound to the locale. */
  peakText: (value: string, date: string) => string;
}

// The drawing's own units; the SVG stretches them to the frame's width.
const VIEW_WIDTH = 1000;
// Room above the peak, so the line never touches the top edge.
const HEADROOM = 0.1;

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  caption: {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  svg: { display: 'block', width: '100%', overflow: 'visible' },
  area: { fill: tokens.colorBrandBackground2 },
  line: { fill: 'none', stroke: tokens.colorBrandStroke1, strokeWidth: '2px' },
  // A faint band over the hovered day; the line stays visible through it.
  day: {
    fill: tokens.colorNeutralForeground1,
    fillOpacity: 0,
    ':hover': { fillOpacity: 0.06 },
  },
  axis: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
});

interface Drawing {
  line: string;
  area: string;
  step: number;
  peak: TrendPoint;
}

function draw(points: readonly TrendPoint[], height: number): Drawing | null {
  const first = points[0];
  if (!first) return null;
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best), first);
  const top = peak.value > 0 ? peak.value * (1 + HEADROOM) : 1;
  const step = points.length > 1 ? VIEW_WIDTH / (points.length - 1) : VIEW_WIDTH;
  const coordinates = points.map((point, index) => {
    const x = points.length > 1 ? index * step : VIEW_WIDTH / 2;
    const y = height - (Math.max(point.value, 0) / top) * height;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = `M${coordinates.join('L')}`;
  const lastX = points.length > 1 ? VIEW_WIDTH : VIEW_WIDTH / 2;
  const firstX = points.length > 1 ? 0 : VIEW_WIDTH / 2;
  return { line, area: `${line}L${lastX},${height}L${firstX},${height}Z`, step, peak };
}

export function Sparkline({
  title,
  points,
  loading = false,
  emptyText,
  height = 120,
  formatValue,
  formatDay,
  peakText,
}: SparklineProps) {
  const styles = useStyles();
  const drawing = useMemo(() => draw(points, height), [points, height]);
  if (loading) return <ChartSkeleton title={title} height={height} />;
  if (!drawing) return <ChartEmpty title={title} text={emptyText} height={height} />;

  const peak = peakText(formatValue(drawing.peak.value), formatDay(drawing.peak.date));
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <figure className={styles.figure} aria-label={title}>
      <figcaption className={styles.caption}>
        <Caption1>{title}</Caption1>
        <Caption1 className={styles.muted}>{peak}</Caption1>
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${VIEW_WIDTH} ${height}`}
        preserveAspectRatio="none"
        height={height}
        role="img"
        aria-label={`${title}: ${points
          .map((point) => `${formatDay(point.date)} ${formatValue(point.value)}`)
          .join(', ')}`}
      >
        <path className={styles.area} d={drawing.area} />
        <path className={styles.line} d={drawing.line} vectorEffect="non-scaling-stroke" />
        {points.map((point, index) => (
          <rect
            key={point.date}
            className={styles.day}
            x={Math.max(0, index * drawing.step - drawing.step / 2)}
            width={drawing.step}
            y={0}
            height={height}
          >
            <title>{`${formatDay(point.date)}: ${formatValue(point.value)}`}</title>
          </rect>
        ))}
      </svg>
      <div className={styles.axis} aria-hidden>
        <Caption1>{first ? formatDay(first.date) : ''}</Caption1>
        <Caption1>{last ? formatDay(last.date) : ''}</Caption1>
      </div>
    </figure>
  );
}
