import type { ToastIntent } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useAppActors } from './app-actors';
import { useT } from './intl';

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
