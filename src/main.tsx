import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppActors } from './app/actors';
import { App } from './app/app';
import { loadInspector } from './app/inspector';
import { preloadPage } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { showStartupFailure } from './app/startup-failure';
import { reportWebVitals } from './app/web-vitals';
import { loadCatalogue } from './i18n/catalogues';
import { readStoredLocale } from './i18n/locales';
import { initSignFormData } from './lib/sign-form-data';
import { STORAGE_KEYS } from './lib/storage-keys';
import { selectIsLoggedIn } from './machines/auth/auth.machine';

const container = document.getElementById('root');
if (!container) {
  // Rsbuild's HTML template always has #root; failing loudly beats a blank page.
  throw new Error('Mount point #root is missing from index.html');
}

/**
 * How long the first render waits for the landing page's code: on a slow
 * network the loading state shows after this rather than a blank page.
 */
const PAGE_CODE_WAIT_MS = 1_500;

async function start(root: HTMLElement) {
  // docs/behaviour.md, Books: the signing form's saved data: saved sign forms survive a reload, not a new browser
  // session; the rule runs before anything reads them.
  initSignFormData(window);
  // The texts of the author's language start loading first (the HTML hints them).
  const catalogue = loadCatalogue(readStoredLocale());
  // Resolves at once unless a developer asked for the inspector.
  const inspect = await loadInspector();
  // The build-time flag makes this dead code, dropped from the bundle, unless set.
  const sample = import.meta.env.PUBLIC_SAMPLE_MODE === '1' ? await loadSampleBackend() : undefined;
  // Once per page, outside React: StrictMode would otherwise build them twice.
  // Made before the texts arrive, so the session's first request (the user)
  // goes out beside the downloads.
  const { root: actors, screens } = createAppActors({ inspect, sample });
  // The landing page's code too, so the first render draws the page itself
  // rather than a spinner (src/components/preloadable.tsx), and in a session
  // the screens' API actors. A chunk that fails here fails again, visibly,
  // in the screen's error boundary.
  const hasSession = selectIsLoggedIn(actors.auth.getSnapshot());
  const pageCode = Promise.all([
    preloadPage(window.location.pathname, hasSession),
    hasSession ? screens.load() : null,
  ]).catch(() => {});
  await Promise.all([catalogue, Promise.race([pageCode, delay(PAGE_CODE_WAIT_MS)])]);
  createRoot(root).render(
    <StrictMode>
      <App actors={actors} screens={screens} />
    </StrictMode>,
  );
  reportWebVitals(import.meta.env.PUBLIC_RUM_URL);
  registerServiceWorker();
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The template's sample backend (PUBLIC_SAMPLE_MODE=1), answering in the browser. */
async function loadSampleBackend() {
  const { createSampleFetch, switchSampleRole } = await import('./app/sample/sample-backend');
  const roleKey = STORAGE_KEYS.userRole;
  return {
    fetch: createSampleFetch({ storage: localStorage, roleKey }),
    switchRole: () => switchSampleRole(localStorage, roleKey),
  };
}

// A start-up chunk that fails to download must not leave a blank page.
start(container).catch((error: unknown) => showStartupFailure(container, error));
