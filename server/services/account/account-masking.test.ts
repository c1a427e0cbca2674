import { describe, expect, it } from 'vitest';
import { carriesMask, maskedValueErrors } from '../../../src/lib/contract';
import {
  maskEmail,
  maskNumber,
  maskPersonalData,
  maskRealName,
  revealPersonalData,
} from './account-masking';

describe('the masking rule', () => {
  it('keeps 3 leading and 4 trailing characters of a number', () => {
    expect(maskNumber('13800008293')).toBe('138****8293');
    expect(maskNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskNumber('010-87654321')).toBe('010*****4321');
  });

  it('masks a number too short to keep 7 characters as a whole', () => {
    expect(maskNumber('1234567')).toBe('*******');
    expect(maskNumber('12345678')).toBe('123*5678');
    expect(maskNumber('')).toBe('');
    expect(maskNumber(null)).toBe('');
  });

  it('keeps the surname of a real name', () => {
    expect(maskRealName('林墨')).toBe('林*');
    expect(maskRealName('欧阳锋')).toBe('欧**');
    expect(maskRealName('墨')).toBe('*');
    // A character outside the BMP is one character, not two halves.
    expect(maskRealName('𠮷野家')).toBe('𠮷**');
    expect(maskRealName(null)).toBe('');
  });

  it('keeps 2 characters before the @ of an email and the domain', () => {
    expect(maskEmail('lixiaoming@qq.com')).toBe('li***@qq.com');
    expect(maskEmail('li@qq.com')).toBe('l***@qq.com');
    expect(maskEmail('a@qq.com')).toBe('***@qq.com');
    expect(maskEmail('not-an-email')).toBe('************');
    expect(maskEmail('')).toBe('');
  });

  it('never leaves a full value in the masked personal data', () => {
    const data = {
      phone: '13800008293',
      homePhone: '010-87654321',
      email: 'lixiaoming@qq.com',
      realName: '林墨',
      idCard: '11010519491231002X',
    };
    const masked = maskPersonalData(data);
    expect(masked).toEqual({
      phone: '138****8293',
      home_phone: '010*****4321',
      email: 'li***@qq.com',
      real_name: '林*',
      id_card: '110***********002X',
    });
    for (const value of Object.values(masked)) {
      expect(Object.values(data)).not.toContain(value);
    }
    expect(revealPersonalData(data)).toEqual({
      phone: '13800008293',
      home_phone: '010-87654321',
      email: 'lixiaoming@qq.com',
      real_name: '林墨',
      id_card: '11010519491231002X',
    });
  });
});

describe('masks and the contract', () => {
  // The server refuses personal fields that carry a mask
  // (src/lib/contract/masked-values.ts): every mask made here must be one.
  it.each([
    ['a phone', maskNumber('13800008293')],
    ['a short number', maskNumber('12345')],
    ['an ID number', maskNumber('11010519491231002X')],
    ['a real name', maskRealName('林墨')],
    ['a one-character name', maskRealName('林')],
    ['an email', maskEmail('lixiaoming@qq.com')],
    ['a one-letter email', maskEmail('a@qq.com')],
    ['an email without @', maskEmail('nobody')],
  ])('%s masked carries the mask', (_, masked) => {
    expect(carriesMask(masked)).toBe(true);
    expect(maskedValueErrors({ contact: { email: masked } })).toEqual({
      'contact.email': 'validation.masked',
    });
  });
});
