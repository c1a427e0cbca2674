/**
 * The locales the back-office ships, with no storage or DOM: the server
 * reads the default (the language of the page it serves before the app
 * starts). Choosing and remembering one is ./locales.ts.
 */
/** Every locale the back-office ships, default first. */
export const LOCALES = ['zh-CN', 'en-US'] as const;

/** A locale the back-office ships. */
export type Locale = (typeof LOCALES)[number];

/** Locale before the author picks one: most authors write in Chinese. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Locale whose catalogue fills any id the chosen locale lacks. */
export const FALLBACK_LOCALE: Locale = 'en-US';

/** True for the locales the back-office ships. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
