import type { ToastIntent } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useAppActors } from './app-actors';
import { useT } from './intl';

/** One toast to show; `text` is already translated (or a server message). */
export interface ToastRequest {
  intent: ToastIntent;
  text: string;
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

// Fluent's toaster (with its motion and focus code) is about 6 kB of gzip
// that most visits never use: it loads with the first toast, which waits in
// the bridge's queue meanwhile.
const AppToasterView = lazy(() =>
  import('./app-toaster-view').then((m) => ({ default: m.AppToasterView })),
);

/**
 * The app's one toaster: turns the settings machine's notices into toasts
 * and mounts the Fluent toaster once anything asks for a toast.
 */
export function AppToaster() {
  const { toast, settings } = useAppActors();
  const t = useT();
  const wanted = useSyncExternalStore(toast.subscribe, toast.wanted);

  useEffect(() => {
    const sub = settings.on('settings.notice', (notice) => {
      const intent: ToastIntent =
        notice.level === 'loading' ? 'info' : notice.level === 'success' ? 'success' : 'error';
      toast.show({
        intent,
        text: t(notice.id),
        toastId: `settings-${notice.topic}`,
        timeout: notice.level === 'loading' ? -1 : undefined,
      });
    });
    return () => sub.unsubscribe();
  }, [settings, toast, t]);

  return wanted ? (
    <Suspense fallback={null}>
      <AppToasterView />
    </Suspense>
  ) : null;
}
