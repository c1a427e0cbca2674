/**
 * Fast scrolling through thousands of chapters: a leap (the window moved
 * further than its own height since the last rows were drawn: a scrollbar
 * drag, a fling, a jump) shows light placeholder rows, and once the leaping
 * stops the real rows come back a few per frame, the ones in view first.
 *
 * Why: a real row (text, checkbox, link) costs the browser several times a
 * placeholder to style and lay out, and nobody reads rows that pass in one
 * frame. Drawing every window's real rows through a top-to-bottom drag of
 * 3,000 chapters gave a frame of 100 ms and stretched the drag from 2.0 s to
 * 2.7 s on the 2-core test machine; with placeholders no frame passed 17 ms
 * (npm run bench:chapters). Ordinary wheel and keyboard scrolling never
 * leaps, so it always shows the real rows.
 */
import { useEffect, useRef, useState } from 'react';

/** Real rows brought back per frame after a leap. */
export const REVEAL_PER_FRAME = 6;

/** True when the window moved further than its own height since the last drawn frame. */
export function isLeap(offset: number, drawnOffset: number, viewport: number): boolean {
  return viewport > 0 && Math.abs(offset - drawnOffset) > viewport;
}

/**
 * The order in which a window's rows come back: the rows in view from the
 * top down, then the overscan rows above them.
 * @param position the row's place among the window's rows (0 = first rendered)
 * @param firstInView place of the first row in view
 * @param count rows in the window
 */
export function revealRank(position: number, firstInView: number, count: number): number {
  return position >= firstInView ? position - firstInView : count - firstInView + position;
}

/** What {@link useLeapReveal} needs to know about the window this render. */
export interface WindowState {
  /** Scroll offset in px. */
  offset: number;
  /** Height of the scroller in px. */
  viewport: number;
  isScrolling: boolean;
  /** Rows in the window (visible plus overscan). */
  count: number;
}

/**
 * How many of the window's rows (by {@link revealRank}) show their content
 * this render: none during a leap, then {@link REVEAL_PER_FRAME} more each
 * frame, and all of them when nothing leapt.
 */
export function useLeapReveal({ offset, viewport, isScrolling, count }: WindowState): number {
  const drawnOffset = useRef(offset);
  const [revealed, setRevealed] = useState(Number.POSITIVE_INFINITY);
  const leaping = isScrolling && isLeap(offset, drawnOffset.current, viewport);

  useEffect(() => {
    drawnOffset.current = offset;
    if (leaping) setRevealed(0);
  });

  const revealing = !leaping && revealed < count;
  useEffect(() => {
    if (!revealing) return;
    const frame = requestAnimationFrame(() => {
      setRevealed((shown) => {
        const next = shown + REVEAL_PER_FRAME;
        return next >= count ? Number.POSITIVE_INFINITY : next;
      });
    });
    return () => cancelAnimationFrame(frame);
  });

  return leaping ? 0 : revealed;
}
