/**
 * The message catalogues the page has, by locale. Each locale comes in two
 * chunks, loaded when first needed: the core texts every page uses (the
 * shell, the login pages, errors) and the texts of the screens inside the
 * shell. The login page downloads only the core (about a sixth of the
 * whole); an author reading Chinese never downloads the English texts; and
 * switching language fetches the parts the page already has, once.
 */
import type { Locale } from './locales';

/** Message id to ICU message (an AST in the browser: scripts/lib/messages-loader.mjs). */
export type Catalogue = Readonly<Record<string, string>>;

/** The two chunks of a locale's catalogue (./messages/<locale>/core.ts and screens.ts). */
export type CataloguePart = 'core' | 'screens';

type Importer = () => Promise<{ default: Catalogue }>;

const IMPORTERS: Record<Locale, Record<CataloguePart, Importer>> = {
  // Chunk names: src/lib/route-chunks.ts lists them for the HTML's preload hints.
  'zh-CN': {
    core: () => import(/* webpackChunkName: "messages-zh-CN" */ './messages/zh-CN/core'),
    screens: () =>
      import(/* webpackChunkName: "messages-zh-CN-screens" */ './messages/zh-CN/screens'),
  },
  'en-US': {
    core: () => import(/* webpackChunkName: "messages-en-US" */ './messages/en-US/core'),
    screens: () =>
      import(/* webpackChunkName: "messages-en-US-screens" */ './messages/en-US/screens'),
  },
};

/** Every part loaded so far, merged, and which parts those are. */
const loaded = new Map<Locale, { catalogue: Catalogue; parts: Set<CataloguePart> }>();
const loading = new Map<string, Promise<Catalogue>>();

// The intl provider re-renders when a part arrives (the screens' texts come
// after the login page has drawn).
let version = 0;
const listeners = new Set<() => void>();

function store(locale: Locale, parts: readonly CataloguePart[], texts: Catalogue): Catalogue {
  const before = loaded.get(locale);
  const catalogue = before ? { ...before.catalogue, ...texts } : texts;
  loaded.set(locale, { catalogue, parts: new Set([...(before?.parts ?? []), ...parts]) });
  version += 1;
  for (const listener of listeners) listener();
  return catalogue;
}

/** The locale's texts loaded so far, without waiting. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale)?.catalogue;
}

/** The parts of the locale's catalogue loaded so far. */
export function loadedParts(locale: Locale): CataloguePart[] {
  return [...(loaded.get(locale)?.parts ?? [])];
}

/** Makes a whole catalogue available at once (tests, tools): later loads of the locale reuse it. */
export function provideCatalogue(locale: Locale, catalogue: Catalogue): void {
  loaded.delete(locale);
  store(locale, ['core', 'screens'], catalogue);
}

/**
 * The locale's texts once `part` is here (with every part loaded before it),
 * fetched once. A failed fetch (a deploy replaced the chunk, the network
 * dropped) is not remembered, so the next call tries again.
 */
export function loadCatalogue(locale: Locale, part: CataloguePart = 'core'): Promise<Catalogue> {
  const ready = loaded.get(locale);
  if (ready?.parts.has(part)) return Promise.resolve(ready.catalogue);
  const key = `${locale}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = IMPORTERS[locale]
      [part]()
      .then((module) => store(locale, [part], module.default))
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** For useSyncExternalStore: told whenever a part arrives. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever a part arrives. */
export function catalogueVersion(): number {
  return version;
}
