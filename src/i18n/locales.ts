import { browserStorage } from '../lib/browser-storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

import { DEFAULT_LOCALE, isLocale, type Locale } from './locale-names';

export { DEFAULT_LOCALE, FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from './locale-names';

/** localStorage key of the chosen locale; the seed's key, kept for returning authors. */
export const LOCALE_STORAGE_KEY = STORAGE_KEYS.locale;

/** The part of `Storage` the locale choice uses. */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The stored locale, or {@link DEFAULT_LOCALE} when nothing usable is stored:
 * no storage, blocked storage, or a value this build does not ship (an old
 * or hand-edited entry must not leave the app without texts).
 */
export function readStoredLocale(storage: LocaleStorage | null = browserStorage()): Locale {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * Remembers the author's choice. Returns false when storage refused it; the
 * switch still applies for this visit, it just will not be remembered.
 */
export function storeLocale(
  locale: Locale,
  storage: LocaleStorage | null = browserStorage(),
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(LOCALE_STORAGE_KEY, locale);
    return true;
  } catch {
    return false;
  }
}
