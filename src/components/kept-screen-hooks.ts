/**
 * Hooks for screens the tab bar keeps alive hidden (src/app/kept-screens.tsx):
 * what a screen must do itself when it is shown again.
 */
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

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

/**
 * Runs `refresh` each time the screen is shown again after being kept
 * hidden, not when it first mounts. A kept screen shows what it had at once;
 * meanwhile the author may have changed things elsewhere (a chapter written
 * in the editor must be in the chapter list they go back to), so it loads
 * again behind what it shows.
 */
export function useRefreshWhenShownAgain(refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const mounted = useRef(false);
  // Hiding disconnects a kept screen's effects and showing connects them
  // again, so after the first mount this runs once per showing.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    // After the screen is painted: after a click React runs effects before
    // the paint, and the reload must not hold the screen back.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => latest.current(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}
