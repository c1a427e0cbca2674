import type { ToastWording } from './toast-wording';

/** Error toasts last 5 seconds (docs/behaviour.md, The request layer). */
export const ERROR_TOAST_MS = 5000;

/**
 * The one UI hook the client needs. Injected so the client never imports the
 * UI kit; the app passes a Fluent toaster, tests pass a spy.
 */
export interface Toaster {
  /**
   * `message` is the server's or the transport's (English) text; `wording`,
   * when given, says it in the page's language (./toast-wording.ts).
   */
  error(message: string, options: { duration: number; wording?: ToastWording }): void;
}

/** A toaster that shows nothing (a quiet request's, ./quiet.ts). */
export const SILENT: Toaster = { error: () => {} };
