/**
 * The message catalogues the page has, by locale. Each locale is its own
 * chunk, loaded when first needed: an author reading Chinese never downloads
 * the English texts (about 8 kB of gzip on every first visit), and switching
 * language fetches the other catalogue once.
 */
import type { Locale } from './locales';

/** Message id to ICU message (an AST in the browser: scripts/lib/messages-loader.mjs). */
export type Catalogue = Readonly<Record<string, string>>;

const IMPORTERS: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  // Chunk names: src/lib/route-chunks.ts lists them for the HTML's preload hints.
  'zh-CN': () => import(/* webpackChunkName: "messages-zh-CN" */ './messages/zh-CN'),
  'en-US': () => import(/* webpackChunkName: "messages-en-US" */ './messages/en-US'),
};

const loaded = new Map<Locale, Catalogue>();
const loading = new Map<Locale, Promise<Catalogue>>();

/** The locale's catalogue if it is already here, without waiting. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}

/** Makes a catalogue available at once (tests, tools): later loads of the locale reuse it. */
export function provideCatalogue(locale: Locale, catalogue: Catalogue): void {
  loaded.set(locale, catalogue);
}

/**
 * The locale's catalogue, fetched once. A failed fetch (a deploy replaced the
 * chunk, the network dropped) is not remembered, so the next call tries again.
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = IMPORTERS[locale]()
      .then((module) => {
        loaded.set(locale, module.default);
        return module.default;
      })
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
