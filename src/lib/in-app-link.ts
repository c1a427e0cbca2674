import type { MouseEvent } from 'react';

/**
 * The click handler of an `<a href>` the app follows itself: a plain left
 * click calls `follow` (in-app navigation, no reload); a click with Ctrl, Cmd
 * or Shift, or another button, is left to the browser (new tab or window).
 */
export function inAppClick(follow: () => void) {
  return (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    follow();
  };
}
