/**
 * Dates and times as text in the page's language, for the date and time
 * fields (src/components/date-field.tsx). The values stay the strings the
 * native inputs gave the screens — `YYYY-MM-DD`, `HH:mm` and the
 * datetime-local `YYYY-MM-DDTHH:mm` — so machines and URL queries do not
 * change; only what the author sees and types follows the page.
 *
 * Typing is read in either language and as ISO, whatever the page's
 * language: an author with a Chinese habit on the English page (or the
 * reverse) is still understood. Text that is not a real day or time is
 * refused with a reason, never rolled over into a neighbouring date
 * (2 月 30 日 is not 3 月 2 日).
 */

/** Why a text is not a date or time. */
export type DateTextProblem = 'format' | 'noSuchDate' | 'noSuchTime';

/** A parsed text: the value the native input would have given, or why not. */
export type DateTextResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly problem: DateTextProblem };

const pad = (n: number) => String(n).padStart(2, '0');

/** ICU puts narrow and non-breaking spaces in en-US times; shown and typed as plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

// ---- formatting -----------------------------------------------------------

const DATE_OPTIONS: Record<string, Intl.DateTimeFormatOptions> = {
  // 2026年11月28日
  zh: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  // Nov 28, 2026
  en: { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' },
};

const isChinese = (locale: string) => locale.toLowerCase().startsWith('zh');

/** `YYYY-MM-DD` as the page writes a day; '' for anything else. */
export function formatDateText(value: string, locale: string): string {
  const day = splitDate(value);
  if (!day) return '';
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day));
  date.setUTCFullYear(day.year);
  return plainSpaces(
    new Intl.DateTimeFormat(locale, DATE_OPTIONS[isChinese(locale) ? 'zh' : 'en']).format(date),
  );
}

/** `HH:mm` as the page writes a time: 20:00 in Chinese, 8:00 PM in English; '' for anything else. */
export function formatTimeText(value: string, locale: string): string {
  const time = splitTime(value);
  if (!time) return '';
  const date = new Date(Date.UTC(2000, 0, 1, time.hour, time.minute));
  const options: Intl.DateTimeFormatOptions = isChinese(locale)
    ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }
    : { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' };
  return plainSpaces(new Intl.DateTimeFormat(locale, options).format(date));
}

/** A datetime-local value as the page writes it: the day, then the time. */
export function formatDateTimeText(value: string, locale: string): string {
  const [datePart = '', timePart = ''] = value.split('T');
  const date = formatDateText(datePart, locale);
  const time = formatTimeText(timePart, locale);
  if (!date || !time) return '';
  return isChinese(locale) ? `${date} ${time}` : `${date}, ${time}`;
}

function splitDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

function splitTime(value: string): { hour: number; minute: number } | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// ---- parsing --------------------------------------------------------------

/** English month names and their usual short forms, to month numbers. */
const EN_MONTHS: ReadonlyMap<string, number> = (() => {
  const months = new Map<string, number>();
  for (let m = 0; m < 12; m += 1) {
    const date = new Date(Date.UTC(2000, m, 1));
    for (const month of ['long', 'short'] as const) {
      const name = new Intl.DateTimeFormat('en-US', { month, timeZone: 'UTC' }).format(date);
      months.set(name.toLowerCase(), m + 1);
    }
  }
  months.set('sept', 9);
  return months;
})();

interface DateMatch {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** The text after the date (a time, for a date and time). */
  readonly rest: string;
}

/** Patterns of a day at the start of a text; the groups name what they hold. */
const DATE_PATTERNS: readonly RegExp[] = [
  // 2026-11-28, 2026/11/28, 2026.11.28
  /^(?<year>\d{4})[-/.](?<month>\d{1,2})[-/.](?<day>\d{1,2})/,
  // 2026年11月28日 (the 日 may be left off, spaces are allowed)
  /^(?<year>\d{4})\s*年\s*(?<month>\d{1,2})\s*月\s*(?<day>\d{1,2})\s*[日号]?/,
  // Nov 28, 2026 / November 28th 2026
  /^(?<monthName>[a-z]+)\.?\s+(?<day>\d{1,2})(?:st|nd|rd|th)?\s*,?\s*(?<year>\d{4})/i,
  // 28 Nov 2026
  /^(?<day>\d{1,2})\s+(?<monthName>[a-z]+)\.?\s*,?\s*(?<year>\d{4})/i,
  // 11/28/2026: the US order, the only one with the year last that either page uses
  /^(?<month>\d{1,2})\/(?<day>\d{1,2})\/(?<year>\d{4})/,
];

/** Full-width digits and punctuation (２０２６：３０) read as their ASCII forms. */
const normalise = (text: string) => plainSpaces(text.normalize('NFKC')).trim();

function matchDate(text: string): DateMatch | 'noSuchDate' | null {
  for (const pattern of DATE_PATTERNS) {
    const found = pattern.exec(text);
    const groups = found?.groups;
    if (!found || !groups) continue;
    const month = groups.monthName
      ? EN_MONTHS.get(groups.monthName.toLowerCase())
      : Number(groups.month);
    if (month === undefined) continue;
    const year = Number(groups.year);
    const day = Number(groups.day);
    if (!isRealDate(year, month, day)) return 'noSuchDate';
    return { year, month, day, rest: text.slice(found[0].length) };
  }
  return null;
}

const dateValue = ({ year, month, day }: DateMatch) => `${year}-${pad(month)}-${pad(day)}`;

/** A typed day: `YYYY-MM-DD`, or why it is not one. */
export function parseDateText(text: string): DateTextResult {
  const match = matchDate(normalise(text));
  if (match === 'noSuchDate') return { ok: false, problem: 'noSuchDate' };
  if (match?.rest.trim() !== '') return { ok: false, problem: 'format' };
  return { ok: true, value: dateValue(match) };
}

/** Morning and afternoon words of both languages; 中午 is around noon (12 stays 12, 1 is 13). */
const MORNING = /^(?:上午|早上|早晨|凌晨|清晨)/;
const AFTERNOON = /^(?:下午|晚上|傍晚|中午)/;

/** A typed time: `HH:mm`, or why it is not one. */
export function parseTimeText(text: string): DateTextResult {
  let rest = normalise(text).toLowerCase();
  let half: 'am' | 'pm' | null = null;
  if (MORNING.test(rest)) half = 'am';
  else if (AFTERNOON.test(rest)) half = 'pm';
  rest = rest.replace(MORNING, '').replace(AFTERNOON, '').trim();
  const suffix = /\s*([ap])\.?\s*m\.?$/.exec(rest);
  if (suffix) {
    if (half) return { ok: false, problem: 'format' };
    half = suffix[1] === 'a' ? 'am' : 'pm';
    rest = rest.slice(0, suffix.index);
  }
  const clock = /^(\d{1,2})[:.](\d{2})$/.exec(rest);
  // 20点, 20点30分, 20时30, 8点半
  const chinese = /^(\d{1,2})[点时](?:(\d{1,2})分?|(半))?$/.exec(rest);
  // 8 pm: an hour alone only with a half of the day
  const bare = half ? /^(\d{1,2})$/.exec(rest) : null;
  const match = clock ?? chinese ?? bare;
  if (!match) return { ok: false, problem: 'format' };
  let hour = Number(match[1]);
  const minute = chinese?.[3] ? 30 : Number(match[2] ?? 0);
  if (half) {
    // 下午15:00 is said too: an afternoon hour already past noon stays as it is.
    const pastNoon = half === 'pm' && hour > 12 && hour < 24;
    if ((hour < 1 || hour > 12) && !pastNoon) return { ok: false, problem: 'noSuchTime' };
    if (half === 'am' && hour === 12) hour = 0;
    if (half === 'pm' && hour < 12) hour += 12;
  }
  if (hour > 23 || minute > 59) return { ok: false, problem: 'noSuchTime' };
  return { ok: true, value: `${pad(hour)}:${pad(minute)}` };
}

/** A typed day and time: the datetime-local `YYYY-MM-DDTHH:mm`, or why it is not one. */
export function parseDateTimeText(text: string): DateTextResult {
  const match = matchDate(normalise(text));
  if (match === 'noSuchDate') return { ok: false, problem: 'noSuchDate' };
  if (!match) return { ok: false, problem: 'format' };
  // Between the day and the time: T (ISO), a comma, "at", or nothing after 日.
  const timeText = match.rest.replace(/^\s*(?:t|,|at\b)?\s*/i, '');
  const time = parseTimeText(timeText);
  if (!time.ok) return time;
  return { ok: true, value: `${dateValue(match)}T${time.value}` };
}
