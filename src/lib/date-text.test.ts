import { describe, expect, it } from 'vitest';
import {
  formatDateText,
  formatDateTimeText,
  formatTimeText,
  parseDateText,
  parseDateTimeText,
  parseTimeText,
} from './date-text';

describe('formatting follows the page, not the browser', () => {
  it('writes a day in each language', () => {
    expect(formatDateText('2026-11-28', 'zh-CN')).toBe('2026年11月28日');
    expect(formatDateText('2026-11-28', 'en-US')).toBe('Nov 28, 2026');
  });

  it('writes a time in each language, with plain spaces', () => {
    expect(formatTimeText('20:05', 'zh-CN')).toBe('20:05');
    expect(formatTimeText('08:00', 'zh-CN')).toBe('08:00');
    expect(formatTimeText('20:05', 'en-US')).toBe('8:05 PM');
    expect(formatTimeText('00:30', 'en-US')).toBe('12:30 AM');
  });

  it('writes a day and time in each language', () => {
    expect(formatDateTimeText('2026-11-29T20:00', 'zh-CN')).toBe('2026年11月29日 20:00');
    expect(formatDateTimeText('2026-11-29T20:00', 'en-US')).toBe('Nov 29, 2026, 8:00 PM');
  });

  it('writes nothing for what is not a value', () => {
    expect(formatDateText('', 'zh-CN')).toBe('');
    expect(formatDateText('2026-02-30', 'en-US')).toBe('');
    expect(formatTimeText('24:00', 'en-US')).toBe('');
    expect(formatDateTimeText('2026-11-29', 'zh-CN')).toBe('');
  });

  it('reads back every text it writes, in both languages', () => {
    for (const locale of ['zh-CN', 'en-US']) {
      for (const value of ['2026-01-01', '2026-12-31', '2028-02-29']) {
        expect(parseDateText(formatDateText(value, locale))).toEqual({ ok: true, value });
      }
      for (const value of ['00:00', '00:30', '09:05', '12:00', '12:59', '13:00', '23:59']) {
        expect(parseTimeText(formatTimeText(value, locale))).toEqual({ ok: true, value });
      }
      const value = '2026-11-29T20:00';
      expect(parseDateTimeText(formatDateTimeText(value, locale))).toEqual({ ok: true, value });
    }
  });
});

describe('typed days are read in both languages and as ISO', () => {
  it.each([
    ['2026-11-28', '2026-11-28'],
    ['2026/1/5', '2026-01-05'],
    ['2026.01.05', '2026-01-05'],
    ['2026年1月5日', '2026-01-05'],
    ['2026 年 1 月 5 日', '2026-01-05'],
    ['2026年1月5号', '2026-01-05'],
    ['2026年1月5', '2026-01-05'],
    ['２０２６年１月５日', '2026-01-05'],
    ['Nov 28, 2026', '2026-11-28'],
    ['november 28 2026', '2026-11-28'],
    ['Sept. 3rd, 2026', '2026-09-03'],
    ['3 Sep 2026', '2026-09-03'],
    ['11/28/2026', '2026-11-28'],
    ['  2026-11-28  ', '2026-11-28'],
  ])('%s', (text, value) => {
    expect(parseDateText(text)).toEqual({ ok: true, value });
  });

  it('refuses a day the calendar does not have, rather than rolling it over', () => {
    expect(parseDateText('2026-02-30')).toEqual({ ok: false, problem: 'noSuchDate' });
    expect(parseDateText('2027年2月29日')).toEqual({ ok: false, problem: 'noSuchDate' });
    expect(parseDateText('Apr 31, 2026')).toEqual({ ok: false, problem: 'noSuchDate' });
    expect(parseDateText('2026-13-01')).toEqual({ ok: false, problem: 'noSuchDate' });
    // Day first is not read as the US order: there is no 28th month.
    expect(parseDateText('28/11/2026')).toEqual({ ok: false, problem: 'noSuchDate' });
  });

  it.each(['tomorrow', '2026-11', '2026-11-28x', 'Foo 28, 2026', '11月28日'])(
    'refuses %s as not a day',
    (text) => {
      expect(parseDateText(text)).toEqual({ ok: false, problem: 'format' });
    },
  );
});

describe('typed times are read in both languages', () => {
  it.each([
    ['20:00', '20:00'],
    ['8:05', '08:05'],
    ['20：30', '20:30'],
    ['20.30', '20:30'],
    ['8 pm', '20:00'],
    ['8:30 PM', '20:30'],
    ['8:30\u202fPM', '20:30'],
    ['12 am', '00:00'],
    ['12:15 p.m.', '12:15'],
    ['20点', '20:00'],
    ['20点30分', '20:30'],
    ['8点半', '08:30'],
    ['下午8:00', '20:00'],
    ['晚上8点', '20:00'],
    ['下午15:00', '15:00'],
    ['上午12点', '00:00'],
    ['中午12点', '12:00'],
    ['中午1点', '13:00'],
  ])('%s', (text, value) => {
    expect(parseTimeText(text)).toEqual({ ok: true, value });
  });

  it('refuses hours and minutes the clock does not have', () => {
    expect(parseTimeText('24:00')).toEqual({ ok: false, problem: 'noSuchTime' });
    expect(parseTimeText('20:60')).toEqual({ ok: false, problem: 'noSuchTime' });
    expect(parseTimeText('13 am')).toEqual({ ok: false, problem: 'noSuchTime' });
    expect(parseTimeText('0:30 pm')).toEqual({ ok: false, problem: 'noSuchTime' });
  });

  it.each(['20', 'noon', '8:0', '下午8:00 pm', ''])('refuses "%s" as not a time', (text) => {
    expect(parseTimeText(text)).toEqual({ ok: false, problem: 'format' });
  });
});

describe('typed days with times', () => {
  it.each([
    ['2026-11-29T20:00', '2026-11-29T20:00'],
    ['2026-11-29 20:00', '2026-11-29T20:00'],
    ['2026年11月29日 20:00', '2026-11-29T20:00'],
    ['2026年11月29日20点', '2026-11-29T20:00'],
    ['2026年11月29日 晚上8点', '2026-11-29T20:00'],
    ['Nov 29, 2026, 8:00 PM', '2026-11-29T20:00'],
    ['Nov 29, 2026 at 8 pm', '2026-11-29T20:00'],
  ])('%s', (text, value) => {
    expect(parseDateTimeText(text)).toEqual({ ok: true, value });
  });

  it('says which part is wrong', () => {
    expect(parseDateTimeText('2026-02-30 20:00')).toEqual({ ok: false, problem: 'noSuchDate' });
    expect(parseDateTimeText('2026-11-29 25:00')).toEqual({ ok: false, problem: 'noSuchTime' });
    expect(parseDateTimeText('2026-11-29')).toEqual({ ok: false, problem: 'format' });
    expect(parseDateTimeText('soon')).toEqual({ ok: false, problem: 'format' });
  });
});
