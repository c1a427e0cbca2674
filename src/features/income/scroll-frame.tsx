/** A wide table's frame: it scrolls sideways inside, so the page never does. */
import type { ReactNode } from 'react';
import { useIncomeStyles } from './income-styles';

/** Props of {@link ScrollFrame}. */
export interface ScrollFrameProps {
  /** Names the region for screen readers. */
  readonly label: string;
  readonly children: ReactNode;
}

export function ScrollFrame({ label, children }: ScrollFrameProps) {
  const styles = useIncomeStyles();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
    <section className={styles.tableFrame} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
