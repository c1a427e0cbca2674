import { browserStorage } from '../lib/browser-storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** Every locale the back-office ships, default first. */
export const LOCALES = ['zh-CN', 'en-US'] as const;

/** A locale the back-office ships. */
export type Locale = (typeof LOCALES)[number];

/** Locale before the author picks one: most authors write in Chinese. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Locale whose catalogue fills any id the chosen locale lacks. */
export const FALLBACK_LOCALE: Locale = 'en-US';

/** localStorage key of the chosen locale; the seed's key, kept for returning authors. */
export const LOCALE_STORAGE_KEY = STORAGE_KEYS.locale;

/** The part of `Storage` the locale choice uses. */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** True for the locales the back-office ships. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

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
