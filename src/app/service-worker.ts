/**
 * Registers the service worker (src/service-worker/sw.ts) in production
 * builds only: `npm run dev` serves modules the worker knows nothing about,
 * and unit tests never load this entry. Issue 17: a known author's editor
 * opens with no network at all.
 */

/** Where the build writes the worker; at the root, so its scope is every route. */
const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  // After the load event: installing downloads every chunk of the build,
  // which must not compete with this page's own first paint.
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // Refused (a private window, storage full, plain HTTP on another
      // host): the app works as before, only not offline.
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
