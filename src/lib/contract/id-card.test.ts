import { describe, expect, it } from 'vitest';
import { chineseIdCheckChar, isValidChineseIdNumber } from './id-card';

const now = new Date('2026-06-01T00:00:00Z');

describe('chineseIdCheckChar', () => {
  it('matches the worked example of GB 11643-1999', () => {
    expect(chineseIdCheckChar('11010519491231002')).toBe('X');
  });

  it('rejects input that is not 17 digits', () => {
    expect(() => chineseIdCheckChar('1234')).toThrow();
  });
});

describe('isValidChineseIdNumber', () => {
  it('accepts valid numbers, including an X check character in either case', () => {
    expect(isValidChineseIdNumber('11010519491231002X', now)).toBe(true);
    expect(isValidChineseIdNumber('11010519491231002x', now)).toBe(true);
    expect(isValidChineseIdNumber('110101199003071233', now)).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(isValidChineseIdNumber('110101199003071234', now)).toBe(false);
    expect(isValidChineseIdNumber('110105194912310021', now)).toBe(false);
  });

  it('rejects the wrong length or characters', () => {
    expect(isValidChineseIdNumber('', now)).toBe(false);
    expect(isValidChineseIdNumber('11010119900307123', now)).toBe(false);
    expect(isValidChineseIdNumber('1101011990030712333', now)).toBe(false);
    expect(isValidChineseIdNumber('11010119900307123a', now)).toBe(false);
    expect(isValidChineseIdNumber(' 110101199003071233', now)).toBe(false);
  });

  it('rejects unknown province codes', () => {
    const first17 = '99010119900307123';
    expect(isValidChineseIdNumber(first17 + chineseIdCheckChar(first17), now)).toBe(false);
  });

  it('rejects impossible or future birth dates', () => {
    for (const birth of ['19900230', '19901301', '19900000', '18991231', '20300101']) {
      const first17 = `110101${birth}123`;
      expect(isValidChineseIdNumber(first17 + chineseIdCheckChar(first17), now)).toBe(false);
    }
  });

  it('accepts 29 February in a leap year only', () => {
    const leap = '11010120000229123';
    const plain = '11010120010229123';
    expect(isValidChineseIdNumber(leap + chineseIdCheckChar(leap), now)).toBe(true);
    expect(isValidChineseIdNumber(plain + chineseIdCheckChar(plain), now)).toBe(false);
  });
});
