/**
 * The bridge between code outside React (the HTTP client, actor wiring) and
 * the toaster view. It lives apart from both toaster files so the root
 * actors' type, the toaster and its lazily loaded view import it without
 * importing each other.
 */
import type { ToastIntent } from '@fluentui/react-components';

/** One toast to show; `text` is already translated (or a server message). */
export interface ToastRequest {
  intent: ToastIntent;
  text: string;
  /**
   * The catalogue id that says `text` in the page's language (a server's or
   * the transport's English message); `text` shows only when the catalogue
   * has no such id.
   */
  messageId?: string;
  values?: Readonly<Record<string, number>>;
  /** Milliseconds; Fluent's default when absent. */
  timeout?: number;
  /** A toast with the same id replaces the earlier one (a loading notice by its outcome). */
  toastId?: string;
}

/**
 * Lets code outside React (the HTTP client, actor wiring) show toasts. Toasts
 * asked for before the toaster mounts are queued, not lost.
 */
export interface ToastBridge {
  show(request: ToastRequest): void;
  /** Called by the toaster view; returns the detach function. */
  attach(sink: (request: ToastRequest) => void): () => void;
  /** True once any toast was asked for: the toaster's code is needed from then on. */
  wanted(): boolean;
  /** Called once when the first toast is asked for; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A bridge with no toaster yet. */
export function createToastBridge(): ToastBridge {
  let sink: ((request: ToastRequest) => void) | null = null;
  const pending: ToastRequest[] = [];
  let wanted = false;
  const listeners = new Set<() => void>();
  return {
    show(request) {
      if (sink) sink(request);
      else pending.push(request);
      if (!wanted) {
        wanted = true;
        for (const listener of listeners) listener();
      }
    },
    wanted: () => wanted,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(next) {
      sink = next;
      for (const request of pending.splice(0)) next(request);
      return () => {
        if (sink === next) sink = null;
      };
    },
  };
}
