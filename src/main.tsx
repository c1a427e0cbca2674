import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppActors } from './app/actors';
import { App } from './app/app';
import { loadInspector } from './app/inspector';
import { showStartupFailure } from './app/startup-failure';
import { reportWebVitals } from './app/web-vitals';
import { loadCatalogue } from './i18n/catalogues';
import { readStoredLocale } from './i18n/locales';
import { initSignFormData } from './lib/sign-form-data';
import { STORAGE_KEYS } from './lib/storage-keys';

const container = document.getElementById('root');
if (!container) {
  // Rsbuild's HTML template always has #root; failing loudly beats a blank page.
  throw new Error('Mount point #root is missing from index.html');
}

async function start(root: HTMLElement) {
  // docs/behaviour.md, Books: the signing form's saved data: saved sign forms survive a reload, not a new browser
  // session; the rule runs before anything reads them.
  initSignFormData(window);
  // The texts of the author's language load beside the inspector (which
  // resolves at once unless a developer asked for it).
  const [inspect] = await Promise.all([loadInspector(), loadCatalogue(readStoredLocale())]);
  // The build-time flag makes this dead code, dropped from the bundle, unless set.
  const sample = import.meta.env.PUBLIC_SAMPLE_MODE === '1' ? await loadSampleBackend() : undefined;
  // Once per page, outside React: StrictMode would otherwise build them twice.
  const { root: actors, screens } = createAppActors({ inspect, sample });
  createRoot(root).render(
    <StrictMode>
      <App actors={actors} screens={screens} />
    </StrictMode>,
  );
  reportWebVitals(import.meta.env.PUBLIC_RUM_URL);
}

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
