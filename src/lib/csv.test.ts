import { describe, expect, it } from 'vitest';
import { centsToYuan, csvFileName, toCsv } from './csv';

describe('the CSV writer', () => {
  it('starts with a byte-order mark and ends rows with CRLF', () => {
    const text = toCsv(['月份', '税后'], [['2026年11月', { cents: 815931 }]]);
    expect(text.startsWith('\uFEFF月份,税后\r\n')).toBe(true);
    expect(text).toBe('\uFEFF月份,税后\r\n2026年11月,8159.31\r\n');
  });

  it('escapes text that a spreadsheet would run as a formula, but not amounts', () => {
    const text = toCsv(
      ['a', 'b', 'c', 'd', 'e'],
      [['=1+1', '+86', '-x', '@SUM(A1)', { cents: -32640 }]],
    );
    expect(text.split('\r\n')[1]).toBe("'=1+1,'+86,'-x,'@SUM(A1),-326.40");
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(toCsv(['t'], [['a,b'], ['say "hi"'], ['two\nlines'], [null], [3]])).toBe(
      '\uFEFFt\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n\r\n3\r\n',
    );
  });

  it('writes yuan with two decimals exactly', () => {
    expect(centsToYuan(0)).toBe('0.00');
    expect(centsToYuan(5)).toBe('0.05');
    expect(centsToYuan(-5)).toBe('-0.05');
    expect(centsToYuan(123456789012)).toBe('1234567890.12');
    expect(() => centsToYuan(1.5)).toThrow(RangeError);
  });

  it('makes file names every system accepts', () => {
    expect(csvFileName(['收入', '星海/长歌', '2025-12', '2026-11'])).toBe(
      '收入_星海_长歌_2025-12_2026-11.csv',
    );
  });
});
