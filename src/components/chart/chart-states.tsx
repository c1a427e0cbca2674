import {
  Body1,
  Caption1,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  tokens,
} from '@fluentui/react-components';
import { DataArea24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

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
  figure: {
    width: '100%',
    minWidth: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  caption: { color: tokens.colorNeutralForeground2 },
});

/**
 * A drawn chart: a figure named by its title, with the caller's summary as
 * its caption (read by screen readers, and by anyone who cannot tell the
 * colours apart).
 */
export function ChartFigure({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <figure className={styles.figure} aria-label={title}>
      {children}
      {summary ? (
        <figcaption>
          <Caption1 className={styles.caption}>{summary}</Caption1>
        </figcaption>
      ) : null}
    </figure>
  );
}

/** A chart's place while its data (or its code) is on the way: same height, no jump. */
export function ChartSkeleton({ title, height }: { title: string; height: number }) {
  const styles = useStyles();
  return (
    <Skeleton aria-label={title} className={styles.frame} style={{ height }}>
      <SkeletonItem className={styles.skeletonItem} />
    </Skeleton>
  );
}

/** A series without points says so instead of drawing empty axes. */
export function ChartEmpty({
  title,
  text,
  height,
}: {
  title: string;
  text: string;
  height: number;
}) {
  const styles = useStyles();
  return (
    <div
      className={mergeClasses(styles.frame, styles.empty)}
      style={{ height }}
      role="img"
      aria-label={title}
    >
      <DataArea24Regular />
      <Body1>{text}</Body1>
    </div>
  );
}
