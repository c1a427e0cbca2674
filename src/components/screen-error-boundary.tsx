import { type ReactNode, useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError, reloadOnceForChunk } from '../lib/chunk-reload';
import { useT } from './intl';
import { RetryNotice } from './retry-notice';

/** Props of {@link ScreenErrorBoundary}. */
export interface ScreenErrorBoundaryProps {
  readonly children: ReactNode;
  /** A new value (another route) clears the failure. */
  readonly resetKey?: string;
  /** Reloads the page; the browser's own by default (tests pass a spy). */
  readonly reload?: () => void;
}

const browserReload = () => window.location.reload();

/**
 * One routed screen's failure stays that screen's: a render error shows a
 * translated notice with a retry in its place while the shell, menu and
 * other tabs keep working. A screen whose code chunk failed to download
 * (a deploy replaced it) reloads the page once to get the new build.
 */
export function ScreenErrorBoundary({ children, resetKey, reload }: ScreenErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      fallbackRender={(props) => <ScreenFailure {...props} reload={reload ?? browserReload} />}
      onError={(error) => console.error('[screen] render failed', error)}
    >
      {children}
    </ErrorBoundary>
  );
}

function ScreenFailure({
  error,
  resetErrorBoundary,
  reload,
}: FallbackProps & { reload: () => void }) {
  const t = useT();
  const staleChunk = isChunkLoadError(error);
  useEffect(() => {
    if (staleChunk) reloadOnceForChunk(window.sessionStorage, Date.now(), reload);
  }, [staleChunk, reload]);
  return staleChunk ? (
    <RetryNotice
      role="alert"
      message={t('app.error.chunk')}
      retryLabel={t('app.error.reload')}
      onRetry={reload}
    />
  ) : (
    <RetryNotice role="alert" message={t('app.error.screen')} onRetry={resetErrorBoundary} />
  );
}
