import {
  Toast,
  Toaster,
  type ToastIntent,
  ToastTitle,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect } from 'react';
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
  /** Called by {@link AppToaster}; returns the detach function. */
  attach(sink: (request: ToastRequest) => void): () => void;
}

/** A bridge with no toaster yet. */
export function createToastBridge(): ToastBridge {
  let sink: ((request: ToastRequest) => void) | null = null;
  const pending: ToastRequest[] = [];
  return {
    show(request) {
      if (sink) sink(request);
      else pending.push(request);
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

/** The app's one Fluent toaster, fed by the bridge and by the settings notices. */
export function AppToaster() {
  const { toast, settings } = useAppActors();
  const t = useT();
  const toasterId = useId('app-toaster');
  const { dispatchToast, dismissToast } = useToastController(toasterId);

  useEffect(
    () =>
      toast.attach((request) => {
        if (request.toastId) dismissToast(request.toastId);
        dispatchToast(
          <Toast>
            <ToastTitle>{request.text}</ToastTitle>
          </Toast>,
          { intent: request.intent, timeout: request.timeout, toastId: request.toastId },
        );
      }),
    [toast, dispatchToast, dismissToast],
  );

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

  return <Toaster toasterId={toasterId} position="top" />;
}
