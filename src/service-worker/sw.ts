/**
 * The service worker (issue 17): a known author's editor opens with no
 * network at all. Built apart from the app (scripts/lib/service-worker.ts
 * bundles this file and writes the precache manifest into it),
 * served at /sw.js so its scope is the whole origin.
 *
 * What it does, and only this:
 * - precaches the build's hashed JS and CSS (every chunk, both locales'
 *   catalogues) and the plain app shell HTML (/index.html), and answers
 *   those URLs from the cache;
 * - answers a navigation from the network, and only when the network fails
 *   (or says nothing for NAVIGATION_TIMEOUT_S) with the cached app shell:
 *   the app boots from it and draws the route itself, drafts from IndexedDB;
 * - touches nothing else. API calls, uploads, beacons and health probes
 *   have no route here, so the browser sends them as if there were no
 *   worker: they carry personal data and must be fresh, and none of it ever
 *   lands in a cache. Navigations to those paths are left alone too.
 *
 * Updates: no skipWaiting. A new worker installs beside the old one (its
 * files go into the same precache under their own URLs) and waits until no
 * tab runs the old version; only then does it activate and drop the old
 * files. A tab that is open keeps getting the chunks its own HTML names
 * (a lazy screen opened an hour later included), never a mix of two
 * builds; skipWaiting would delete them under it. A reload still gets the
 * new version at once, since navigations come from the network and the new
 * build's hashed files are not in the old precache either (they pass
 * through to the server). clientsClaim only matters on the first install:
 * the page that registered the worker is controlled without a reload, which
 * is safe because there is no older worker whose files it could mix with.
 */
import { clientsClaim } from 'workbox-core';
import * as navigationPreload from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isServerPath } from '../lib/api-paths';

// The worker's global scope; the app's DOM typings do not describe it, and
// this file needs only the manifest the build writes into it.
declare const self: typeof globalThis & {
  readonly __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** The app shell: the build's index.html, without any route's preload hints or prerendered page. */
export const APP_SHELL_URL = '/index.html';

/**
 * How long a navigation waits for the network before the cached shell
 * answers: a dead network that never refuses (a captive portal, a dropped
 * route) must not leave the author on a blank tab. Long enough that a slow
 * but working server still answers itself.
 */
const NAVIGATION_TIMEOUT_S = 6;

clientsClaim();
cleanupOutdatedCaches();
// A page load goes out while the worker is still starting, instead of
// after it: the worker sits in front of every navigation, and without this
// its start-up is added to each page's first byte (npm run bench:sw).
navigationPreload.enable();
// No '/' -> '/index.html' and no '/home' -> '/home.html': those are
// navigations, which the network answers first (below), not the precache.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

// A page load of a client-side route; never one of the server's own paths
// (an upload or /dev/outbox opened in a tab): those go by as if there were
// no worker.
const isAppNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' && url.origin === self.location.origin && !isServerPath(url.pathname);

registerRoute(
  isAppNavigation,
  new NetworkOnly({
    networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
    plugins: [
      {
        // Only when the network gave no answer at all: a 404 or 500 from
        // the server is the server's answer and is shown as it is.
        handlerDidError: async () => (await matchPrecache(APP_SHELL_URL)) ?? undefined,
      },
    ],
  }),
);
