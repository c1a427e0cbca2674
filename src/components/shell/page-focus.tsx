import { makeStyles, tokens } from '@fluentui/react-components';
import { type RefObject, useEffect, useRef } from 'react';
import { useT } from '../intl';

/** How long a new screen may take to draw its heading (a lazy chunk, a first request). */
const HEADING_WAIT_MS = 3_000;

const useStyles = makeStyles({
  // Out of sight until a keyboard reaches it (WCAG 2.4.1, bypass blocks).
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 1000,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    ':focus': { top: tokens.spacingVerticalS },
  },
});

/** Focuses an element that is not in the tab order, for this one move. */
function focusTarget(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * The page's first focusable stop: straight past the navbar, menu and tabs
 * to the screen. A plain fragment link: the browser moves focus to the
 * target (`<main id=MAIN_ID tabIndex={-1}>`), and the router ignores hashes.
 */
export function SkipToContent() {
  const t = useT();
  const styles = useStyles();
  return (
    <a href={`#${MAIN_ID}`} className={styles.skip}>
      {t('app.skipToContent')}
    </a>
  );
}

/** The id of the shell's `<main>`, the skip link's target. */
export const MAIN_ID = 'main';

// Set when the author arrives in the shell from inside the app (a login):
// then the first page is no page load, and its heading takes focus too.
let arrivingInApp = false;

/** The next shell page is reached from inside the app (a login form): focus its heading. */
export function markInAppArrival(): void {
  arrivingInApp = true;
}

/**
 * After a route change, focus moves to the new screen's heading, so a
 * keyboard or screen-reader user starts on the page they asked for and hears
 * its name (instead of focus falling to the page body). Not on the first
 * paint, and only while focus is still where the navigation left it (the
 * link, or the body): never over the editor's text, an open popover or
 * dialog, or wherever the author has moved since.
 */
export function useFocusPageHeading(routeKey: string | null, main: RefObject<HTMLElement | null>) {
  const first = useRef(true);
  useEffect(() => {
    if (routeKey === null) return; // No page (not found): nothing to focus.
    if (first.current) {
      first.current = false;
      // A page load keeps focus at the document's start (the skip link first).
      if (!arrivingInApp) return;
      arrivingInApp = false;
    }
    const region = main.current;
    if (!region) return;
    const opener = document.activeElement;
    const settle = (): boolean => {
      const now = document.activeElement;
      // Moved since the navigation (by the author or by the screen): leave it.
      if (now !== opener && now !== document.body && now !== null) return true;
      // A modal over the page: the first-visit guide, where focus belongs
      // (moving it out would make the modal hide itself from screen readers),
      // or the phone's menu drawer still closing after its link was followed.
      // Wait for it to go: once gone, focus is on the body and the heading
      // takes it; a modal that stays keeps it until the wait ends.
      if (document.querySelector('[aria-modal="true"]')) return false;
      // Kept screens of other tabs stay mounted, hidden: the visible heading.
      const heading = Array.from(region.querySelectorAll<HTMLElement>('h1')).find(
        (h) => h.getClientRects().length > 0,
      );
      if (!heading) return false;
      focusTarget(heading);
      return true;
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    // The whole body: a modal leaving is a portal's change, outside the region.
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [routeKey, main]);
}
