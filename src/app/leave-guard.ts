/**
 * Asks before an in-app navigation leaves a screen that holds work the
 * server does not have yet (the editor offline, failing or logged out). A
 * screen registers a check with {@link useLeaveGuard}; every navigation of the
 * app goes through wouter's location hook, which the app replaces with
 * {@link useGuardedLocation}, so the question comes before the address
 * changes and before any screen re-renders for the new one. Redirects the app
 * makes itself (an expired session sending the author to login) run inside
 * {@link withoutLeaveCheck}: the text stays on the device and comes back after
 * login. The browser's own back button is not intercepted; the editor saves
 * on the way out and keeps its local draft.
 */
import { useEffect } from 'react';
import { navigate, usePathname } from 'wouter/use-browser-location';

/** Returns the question to ask, or null when leaving is fine. */
export type LeaveCheck = () => string | null;

const checks = new Set<LeaveCheck>();
let skipping = false;

/** Registers `check` while the calling screen is mounted. Pass a stable function. */
export function useLeaveGuard(check: LeaveCheck): void {
  useEffect(() => {
    checks.add(check);
    return () => {
      checks.delete(check);
    };
  }, [check]);
}

/** Runs the app's own redirect without asking any screen. */
export function withoutLeaveCheck(action: () => void): void {
  skipping = true;
  try {
    action();
  } finally {
    skipping = false;
  }
}

/**
 * Whether a navigation may proceed: true when no screen objects, or the
 * author confirms leaving.
 */
export function confirmLeave(
  ask: (question: string) => boolean = (question) => window.confirm(question),
): boolean {
  if (skipping) return true;
  for (const check of checks) {
    const question = check();
    if (question && !ask(question)) return false;
  }
  return true;
}

const guardedNavigate: typeof navigate = (to, options) => {
  if (confirmLeave()) navigate(to, options);
};

/** wouter's browser location hook, with navigation asking the screens first. */
export function useGuardedLocation(): [string, typeof navigate] {
  return [usePathname(), guardedNavigate];
}
