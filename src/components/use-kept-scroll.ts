import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Keeps an inner scroller's position while its screen is kept alive hidden
 * (src/app/kept-screens.tsx). Hiding is display: none, which resets
 * scrollTop to 0, so the position is noted as it changes and put back when
 * the screen shows again: back from a chapter, the author is where they were
 * in a list of thousands.
 */
export function useKeptScroll(ref: RefObject<HTMLElement | null>): void {
  const top = useRef(0);
  // A layout effect: the position is back before the first frame is painted.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (top.current > 0 && element.scrollTop === 0) element.scrollTop = top.current;
    const note = () => {
      top.current = element.scrollTop;
    };
    element.addEventListener('scroll', note, { passive: true });
    return () => element.removeEventListener('scroll', note);
  }, [ref]);
}
