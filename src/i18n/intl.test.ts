import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue, loadedCatalogue, provideCatalogue } from './catalogues';
import { createAppIntl, formatDateTime, formatMoney, formatWords } from './intl';
import type { Locale } from './locales';
import { EN_US, ZH_CN } from './messages';

const quiet = { onMissingMessage: () => {}, timeZone: 'Asia/Shanghai' };
const zh = createAppIntl('zh-CN', quiet);
const en = createAppIntl('en-US', quiet);

// ICU puts narrow/no-break spaces in some outputs; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('createAppIntl', () => {
  it('formats messages of the chosen locale', () => {
    expect(zh.formatMessage({ id: 'menu.home' })).toBe('首页');
    expect(en.formatMessage({ id: 'menu.home' })).toBe('Home');
    expect(zh.locale).toBe('zh-CN');
  });

  it('defaults to zh-CN', () => {
    expect(createAppIntl(undefined, quiet).locale).toBe('zh-CN');
  });

  it('fills ICU placeholders and plurals', () => {
    expect(en.formatMessage({ id: 'error.116001' }, { attemptsLeft: 1 })).toBe(
      'Wrong verification code. 1 try left.',
    );
    expect(en.formatMessage({ id: 'error.116001' }, { attemptsLeft: 3 })).toBe(
      'Wrong verification code. 3 tries left.',
    );
    expect(zh.formatMessage({ id: 'error.105001' }, { seconds: 30 })).toBe(
      '操作太频繁，请 30 秒后再试',
    );
    expect(en.formatMessage({ id: 'login.form.resendIn' }, { seconds: 59 })).toBe(
      'Resend in 59 seconds',
    );
  });

  it('reports an id neither catalogue has and shows the id', () => {
    const missing: Array<[string, Locale]> = [];
    const intl = createAppIntl('zh-CN', {
      onMissingMessage: (id, locale) => missing.push([id, locale]),
    });
    expect(intl.formatMessage({ id: 'no.such.id' })).toBe('no.such.id');
    expect(missing).toEqual([['no.such.id', 'zh-CN']]);
  });

  it('complains on the console in development by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    createAppIntl('en-US').formatMessage({ id: 'no.such.id' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no.such.id'));
    error.mockRestore();
  });
});

describe('createAppIntl with a gap in a catalogue', () => {
  afterEach(() => provideCatalogue('zh-CN', ZH_CN));

  it('fills the gap from en-US and reports it once', () => {
    provideCatalogue('zh-CN', { 'menu.home': '首页' });
    const missing: string[] = [];
    const intl = createAppIntl('zh-CN', { onMissingMessage: (id) => missing.push(id) });
    expect(intl.formatMessage({ id: 'menu.home' })).toBe('首页');
    expect(intl.formatMessage({ id: 'menu.income' })).toBe('Work income');
    expect(missing).toContain('menu.income');
    expect(missing).not.toContain('menu.home');
    expect(missing.filter((id) => id === 'menu.income')).toHaveLength(1);
  });
});

describe('loadCatalogue', () => {
  it('gives the catalogue already provided without loading it again', async () => {
    expect(await loadCatalogue('en-US')).toBe(EN_US);
    expect(await loadCatalogue('en-US', 'screens')).toBe(EN_US);
    expect(loadedCatalogue('en-US')).toBe(EN_US);
  });
});

describe('formatMoney', () => {
  it('shows CNY from integer cents in each locale', () => {
    expect(formatMoney(zh, 123456)).toBe('¥1,234.56');
    expect(formatMoney(en, 123456)).toBe('CN¥1,234.56');
    expect(formatMoney(zh, 0)).toBe('¥0.00');
    expect(formatMoney(zh, 5)).toBe('¥0.05');
    expect(formatMoney(zh, 100)).toBe('¥1.00');
  });

  it('handles refunds and tax as negative amounts', () => {
    expect(formatMoney(zh, -2050)).toBe('-¥20.50');
  });

  it('keeps large sums exact', () => {
    expect(formatMoney(zh, 123_456_789_012)).toBe('¥1,234,567,890.12');
  });

  it('rounds a fractional cent and refuses non-numbers', () => {
    expect(formatMoney(zh, 10.6)).toBe('¥0.11');
    expect(() => formatMoney(zh, Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(zh, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatWords', () => {
  it('counts in 万 and 亿 in Chinese from ten thousand up', () => {
    expect(formatWords(zh, 0)).toBe('0字');
    expect(formatWords(zh, 3456)).toBe('3,456字');
    expect(formatWords(zh, 9999)).toBe('9,999字');
    expect(formatWords(zh, 10_000)).toBe('1万字');
    expect(formatWords(zh, 12_000)).toBe('1.2万字');
    expect(formatWords(zh, 1_234_567)).toBe('123.5万字');
    expect(formatWords(zh, 123_456_789)).toBe('1.2亿字');
  });

  it('gives every digit when asked (the editor)', () => {
    expect(formatWords(zh, 1_234_567, { exact: true })).toBe('1,234,567字');
  });

  it('spells the number out in English with the right plural', () => {
    expect(formatWords(en, 1)).toBe('1 word');
    expect(formatWords(en, 0)).toBe('0 words');
    expect(formatWords(en, 12_000)).toBe('12,000 words');
    expect(formatWords(en, 1_234_567)).toBe('1,234,567 words');
  });

  it('shortens big counts in English too when asked (narrow cards)', () => {
    expect(formatWords(en, 7_213_680, { short: true })).toBe('7.2M words');
    expect(formatWords(en, 9_999, { short: true })).toBe('9,999 words');
    expect(formatWords(zh, 7_213_680, { short: true })).toBe('721.4万字');
  });
});

describe('formatDateTime', () => {
  const iso = '2026-03-01T14:05:00+08:00';

  it('shows date and time in the locale', () => {
    expect(plain(formatDateTime(zh, iso))).toBe('2026年3月1日 14:05');
    expect(plain(formatDateTime(en, iso))).toBe('Mar 1, 2026, 2:05 PM');
  });

  it('shows only the date or only the time', () => {
    expect(formatDateTime(zh, iso, 'date')).toBe('2026年3月1日');
    expect(formatDateTime(en, iso, 'date')).toBe('Mar 1, 2026');
    expect(formatDateTime(zh, iso, 'time')).toBe('14:05');
  });

  it('takes Date objects and epoch milliseconds', () => {
    const date = new Date(iso);
    expect(formatDateTime(zh, date, 'date')).toBe('2026年3月1日');
    expect(formatDateTime(zh, date.getTime(), 'time')).toBe('14:05');
  });

  it('uses the time zone it was given', () => {
    const utc = createAppIntl('en-US', { ...quiet, timeZone: 'UTC' });
    expect(plain(formatDateTime(utc, iso, 'time'))).toBe('6:05 AM');
  });

  it('gives an empty string for an unreadable value', () => {
    expect(formatDateTime(zh, 'not a date')).toBe('');
  });
});
