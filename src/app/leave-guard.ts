/**
 * Asks before an in-app navigation leaves a screen that holds work the
 * server does not have yet (the editor offline, failing or logged out). A
 * screen registers a check with {@link useLeaveGuard}; every navigation of the
 * app goes through wouter's location hook, which the app replaces with
 * {@link useGuardedLocation}, so the question comes before the address
 * changes and before any screen re-renders for the new one. Redirects the app
 * makes itself (an expired session sending the author to login) run inside
 * {@link withoutLeaveCheck}: the text stays on the device and comes back after
 * login. The question is the app's own dialog (./leave-dialog.tsx), not the
 * browser's confirm; closing the tab still gets the browser's beforeunload
 * prompt from the editor. The browser's own back button is not intercepted;
 * the editor saves on the way out and keeps its local draft.
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

/** Asks the author one question in the app's dialog; resolves true to leave. */
export type LeaveAsker = (question: string) => Promise<boolean>;

let asker: LeaveAsker | null = null;

/** The app's leave dialog registers here while mounted; without it the browser's confirm asks. */
export function setLeaveAsker(ask: LeaveAsker | null): void {
  asker = ask;
}

/** The first question a screen asks about leaving now, or null (also inside withoutLeaveCheck). */
function pendingQuestion(): string | null {
  if (skipping) return null;
  for (const check of checks) {
    const question = check();
    if (question) return question;
  }
  return null;
}

const guardedNavigate: typeof navigate = (to, options) => {
  const question = pendingQuestion();
  if (question === null) return navigate(to, options);
  if (!asker) {
    if (confirmLeave()) navigate(to, options);
    return;
  }
  void asker(question).then((leave) => {
    if (leave) navigate(to, options);
  });
};

/** wouter's browser location hook, with navigation asking the screens first. */
export function useGuardedLocation(): [string, typeof navigate] {
  return [usePathname(), guardedNavigate];
}
