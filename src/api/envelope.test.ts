import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../lib/contract';
import {
  ApiError,
  CODE_HANDLING,
  handlingFor,
  isApiError,
  isEnvelope,
  isVerificationCodeError,
  validationErrors,
} from './envelope';

describe('error catalogue', () => {
  it('maps every code of the error catalogue (docs/behaviour.md)', () => {
    expect(CODE_HANDLING).toEqual({
      0: 'resolve',
      100002: 'session-expired',
      109017: 'session-expired',
      101001: 'reject-quiet',
      102001: 'reject-quiet',
      103001: 'reject-quiet',
      103002: 'reject-quiet',
      103003: 'reject-quiet',
      103004: 'reject-quiet',
      104001: 'reject-quiet',
      105001: 'toast',
      109016: 'pass-through',
      109112: 'pass-through',
      116001: 'reject-envelope',
      116002: 'reject-envelope',
    });
  });

  it('toasts every code outside the table', () => {
    expect(handlingFor(500123)).toBe('toast');
    expect(handlingFor(50000)).toBe('toast');
  });

  it('recognises envelopes by a numeric code', () => {
    expect(isEnvelope({ code: 0, msg: '', body: null })).toBe(true);
    expect(isEnvelope({ code: '0' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });

  it('reads validation errors of a 101001 rejection', () => {
    const invalid = new ApiError({
      kind: 'business',
      code: ErrorCodes.invalid,
      message: 'invalid',
      body: { errors: { pen_name: 'user.penName.tooLong' } },
    });
    expect(validationErrors(invalid)).toEqual({ pen_name: 'user.penName.tooLong' });
    expect(validationErrors(new Error('x'))).toBeNull();
    expect(isApiError(invalid, ErrorCodes.invalid)).toBe(true);
    expect(isApiError(invalid, ErrorCodes.notFound)).toBe(false);
  });

  it('tells verification-code rejections apart', () => {
    expect(isVerificationCodeError({ code: 116002, msg: '', body: null })).toBe(true);
    expect(isVerificationCodeError({ code: 101001, msg: '', body: null })).toBe(false);
  });
});
