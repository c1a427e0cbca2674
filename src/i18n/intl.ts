import { createIntl, createIntlCache, IntlErrorCode, type IntlShape } from '@formatjs/intl';
import { loadedCatalogue } from './catalogues';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from './locales';

/** The intl object the app formats with. */
export type AppIntl = IntlShape<string>;

/** Options of {@link createAppIntl}; tests pin the time zone and capture reports. */
export interface AppIntlOptions {
  /** IANA zone for dates; defaults to the browser's. */
  timeZone?: string;
  /**
   * Told about every id the locale's catalogue lacks: once per id filled from
   * en-US when the intl object is made, and on every lookup of an id neither
   * catalogue has. Default: console.error in development, silent in production.
   */
  onMissingMessage?: (id: string, locale: Locale) => void;
}

// Rsbuild replaces process.env.NODE_ENV at build time; vitest sets it to 'test'.
const isDevelopment = process.env.NODE_ENV !== 'production';

function defaultMissingReporter(id: string, locale: Locale): void {
  if (isDevelopment) console.error(`[i18n] missing message "${id}" in ${locale}`);
}

// One cache for the life of the page: switching locale back and forth reuses
// the Intl formatters instead of building new ones each time.
const cache = createIntlCache();

/**
 * The intl object for a locale, from the catalogues already loaded
 * (./catalogues.ts): the locale's own, with en-US filling any gap when it is
 * here too, so a missing translation shows English rather than a raw id.
 * The catalogue test keeps the shipped locales complete, so the app loads
 * only the chosen one.
 */
export function createAppIntl(
  locale: Locale = DEFAULT_LOCALE,
  options: AppIntlOptions = {},
): AppIntl {
  const report = options.onMissingMessage ?? defaultMissingReporter;
  const own = loadedCatalogue(locale) ?? {};
  const fallback = (locale !== FALLBACK_LOCALE && loadedCatalogue(FALLBACK_LOCALE)) || {};
  for (const id of Object.keys(fallback)) {
    if (!own[id]) report(id, locale);
  }
  return createIntl(
    {
      locale,
      defaultLocale: FALLBACK_LOCALE,
      messages: { ...fallback, ...own },
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      onError(error) {
        if (error.code === IntlErrorCode.MISSING_TRANSLATION) {
          report(String(error.descriptor?.id ?? ''), locale);
        } else if (isDevelopment) {
          console.error(error);
        }
      },
    },
    cache,
  );
}

/**
 * Money from integer cents (fen), always in CNY: "¥1,234.56" in zh-CN and
 * "CN¥1,234.56" in en-US, where a bare ¥ could be read as yen.
 * @throws RangeError for NaN or infinite amounts, which mean a bug upstream.
 */
export function formatMoney(intl: AppIntl, cents: number): string {
  if (!Number.isFinite(cents)) throw new RangeError(`formatMoney: not an amount: ${cents}`);
  return intl.formatNumber(Math.round(cents) / 100, { style: 'currency', currency: 'CNY' });
}

/** Options of {@link formatWords}. */
export interface FormatWordsOptions {
  /** Every digit, even in Chinese (the editor's live count). */
  exact?: boolean;
  /**
   * Short in every locale from 10,000 up ("7.2M words"), for figures in a
   * narrow card; Chinese is short from 10,000 anyway.
   */
  short?: boolean;
}

/**
 * A word count as authors read it. Chinese platforms count in 万 (10,000):
 * zh-CN gives "3,456字", "1.2万字", "123.5万字", "1.2亿字"; en-US spells the
 * number out: "1 word", "12,000 words".
 */
export function formatWords(
  intl: AppIntl,
  count: number,
  options: FormatWordsOptions = {},
): string {
  const compact =
    !options.exact && (options.short || intl.locale.startsWith('zh')) && Math.abs(count) >= 10_000;
  const words = compact
    ? intl.formatNumber(count, { notation: 'compact', maximumFractionDigits: 1 })
    : intl.formatNumber(count);
  return intl.formatMessage({ id: 'format.words' }, { count, words });
}

/** What {@link formatDateTime} shows. */
export type DateTimeStyle = 'dateTime' | 'date' | 'time';

const dateTimeOptions: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
};

/**
 * A date and/or time in the locale's words: "2026年3月1日 14:05" in zh-CN,
 * "Mar 1, 2026, 2:05 PM" in en-US. Accepts the API's ISO-8601 strings. An
 * unreadable value gives '' rather than "Invalid Date" on screen.
 */
export function formatDateTime(
  intl: AppIntl,
  value: Date | number | string,
  style: DateTimeStyle = 'dateTime',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return intl.formatDate(date, dateTimeOptions[style]);
}
