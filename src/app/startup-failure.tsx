/**
 * When the app cannot start at all (its language chunk or another start-up
 * chunk failed to download, typically a page opened before a deploy), the
 * page must not stay blank: it reloads once for the new build, and if that
 * does not help, says so with a reload button. The few texts for that ship
 * in the main bundle (src/i18n/messages/<locale>/boot.json), since the
 * catalogue that failed cannot provide them.
 */
import { FluentProvider } from '@fluentui/react-components';
import { createRoot } from 'react-dom/client';
import { IntlProvider, useT } from '../components/intl';
import { RetryNotice } from '../components/retry-notice';
import { provideCatalogue } from '../i18n/catalogues';
import { readStoredLocale } from '../i18n/locales';
import enBoot from '../i18n/messages/en-US/boot.json';
import zhBoot from '../i18n/messages/zh-CN/boot.json';
import { isChunkLoadError, reloadOnceForChunk } from '../lib/chunk-reload';
import { inkwellLightTheme } from './theme';

const BOOT_TEXTS = { 'en-US': enBoot, 'zh-CN': zhBoot } as const;

function StartupFailure({ staleChunk }: { staleChunk: boolean }) {
  const t = useT();
  return (
    <RetryNotice
      role="alert"
      message={t(staleChunk ? 'app.error.chunk' : 'app.error.screen')}
      retryLabel={t('app.error.reload')}
      onRetry={() => window.location.reload()}
    />
  );
}

/** Handles an error that stopped the app from starting: reload once, else say so. */
export function showStartupFailure(root: HTMLElement, error: unknown): void {
  console.error('[start] the app could not start', error);
  const staleChunk = isChunkLoadError(error);
  if (
    staleChunk &&
    reloadOnceForChunk(window.sessionStorage, Date.now(), () => window.location.reload())
  ) {
    return;
  }
  const locale = readStoredLocale();
  provideCatalogue(locale, BOOT_TEXTS[locale]);
  createRoot(root).render(
    <FluentProvider theme={inkwellLightTheme}>
      <IntlProvider>
        <StartupFailure staleChunk={staleChunk} />
      </IntlProvider>
    </FluentProvider>,
  );
}
