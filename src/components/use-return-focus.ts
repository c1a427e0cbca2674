import { useLayoutEffect, useRef } from 'react';

/** The page's visible h1 (or its main region): where focus goes when a surface had no opener. */
export function pageHeading(): HTMLElement | null {
  const heading = Array.from(document.querySelectorAll<HTMLElement>('main h1')).find(
    (h) => h.getClientRects().length > 0,
  );
  const target = heading ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/** True when focus is nowhere the author chose: the body, or inside a surface that is closing. */
function focusIsLost(): boolean {
  const now = document.activeElement;
  if (now === null || now === document.body || !now.isConnected) return true;
  return now.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]') !== null;
}

/**
 * Gives focus back to the element that opened a drawer, dialog or guide once
 * it closes (WCAG 2.4.3): Fluent only does this for surfaces opened through
 * its own triggers, and ours open from machines' events. The opener is the
 * element focused when `open` turns true (read before the surface moves focus
 * in); `fallback` names a target when there was none (a guide shown on load).
 * Focus the author has already moved elsewhere is left alone, and a surface
 * closed by a navigation leaves focus to the new page (page-focus.tsx).
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const openedOn = useRef('');
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  // A layout effect: it runs before the surface's own effects move focus inside.
  useLayoutEffect(() => {
    if (open && !wasOpen.current) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      openedOn.current = window.location.pathname + window.location.search;
    }
    if (!open && wasOpen.current) {
      const target = opener.current;
      opener.current = null;
      // Closed by a navigation (a menu entry): the new page's heading takes focus (page-focus.tsx).
      if (window.location.pathname + window.location.search !== openedOn.current) {
        wasOpen.current = open;
        return;
      }
      const restore = () => {
        if (!focusIsLost()) return;
        const to = target?.isConnected ? target : (fallbackRef.current?.() ?? null);
        to?.focus();
      };
      // Now (focus still in the closing surface) and once its exit animation
      // has unmounted it. Not cancelled on unmount: a surface may unmount as
      // it closes, and the check above leaves focus the author has moved.
      window.requestAnimationFrame(restore);
      window.setTimeout(restore, 600);
    }
    wasOpen.current = open;
  }, [open]);
}
