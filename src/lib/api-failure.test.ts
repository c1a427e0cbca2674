import { describe, expect, it } from 'vitest';
import { failureCode, fieldErrorsOf, firstFieldError } from './api-failure';

const invalid = Object.assign(new Error('Invalid request'), {
  code: 101001,
  body: { errors: { title: 'validation.tooLong', 'contact.phone': 'validation.phone', n: 3 } },
});

describe('api failure helpers', () => {
  it('read the code, or null without one', () => {
    expect(failureCode(invalid)).toBe(101001);
    expect(failureCode(new TypeError('Failed to fetch'))).toBeNull();
    expect(failureCode(null)).toBeNull();
  });

  it('read the field errors, keeping only message ids', () => {
    expect(fieldErrorsOf(invalid)).toEqual({
      title: 'validation.tooLong',
      'contact.phone': 'validation.phone',
    });
    expect(firstFieldError(invalid)).toBe('validation.tooLong');
    expect(fieldErrorsOf({ code: 104001, body: null })).toEqual({});
    expect(firstFieldError('boom')).toBeNull();
  });
});
