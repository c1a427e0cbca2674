import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes, ReactNode } from 'react';

const useStyles = makeStyles({
  // Fluent Card's look: its background, radius, shadow, padding and gap.
  surface: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
    minWidth: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    '& > h1, & > h2, & > h3': { margin: 0 },
  },
});

/** Props of {@link Surface}: a section's attributes. */
export type SurfaceProps = HTMLAttributes<HTMLElement>;

/**
 * A panel with a card's look for content that is not itself a control (a
 * form, figures, a list). Fluent's Card adds focus and selection handling,
 * about 6 kB of gzip, that such panels never use.
 */
export function Surface({ className, ...props }: SurfaceProps) {
  const styles = useStyles();
  return <section {...props} className={mergeClasses(styles.surface, className)} />;
}

/** Props of {@link SurfaceHeader}. */
export interface SurfaceHeaderProps {
  /** The heading (a Subtitle2 as h2, usually). */
  header: ReactNode;
  /** A control at the end of the row ("View all"). */
  action?: ReactNode;
}

/** A surface's title row: heading at the start, an optional action at the end. */
export function SurfaceHeader({ header, action }: SurfaceHeaderProps) {
  const styles = useStyles();
  return (
    <div className={styles.header}>
      {header}
      {action}
    </div>
  );
}
