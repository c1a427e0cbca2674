/** Error toasts last 5 seconds (docs/behaviour.md, The request layer). */
export const ERROR_TOAST_MS = 5000;

/**
 * The one UI hook the client needs. Injected so the client never imports the
 * UI kit; the app passes a Fluent toaster, tests pass a spy.
 */
export interface Toaster {
  error(message: string, options: { duration: number }): void;
}
