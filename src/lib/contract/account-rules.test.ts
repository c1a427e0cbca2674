/**
 * The account's shared rules (password, profile): what they refuse, and
 * their limits and patterns held to openapi/author.yaml.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  CONTACT_PHONE_PATTERN,
  checkPassword,
  checkProfile,
  PASSWORD_LIMITS,
  PROFILE_LIMITS,
  passwordStrength,
  QQ_PATTERN,
} from '.';

const spec: unknown = parseYaml(
  readFileSync(new URL('../../../openapi/author.yaml', import.meta.url), 'utf8'),
);
/** The spec's node at `path` under components.schemas (no $refs followed). */
function schema(...path: (string | number)[]): Record<string, unknown> {
  let node = spec;
  for (const key of ['components', 'schemas', ...path])
    node = (node as Record<string | number, unknown>)[key];
  return node as Record<string, unknown>;
}

describe('the password rule', () => {
  const owner = { phone: '13912345678', penName: '墨染青衣' };

  it('takes a password with a letter and a digit, 8 to 64 characters', () => {
    expect(checkPassword('Lantern#42', owner)).toBeNull();
    expect(checkPassword(`a1${'x'.repeat(62)}`, owner)).toBeNull();
  });

  it('names the first rule a password breaks', () => {
    expect(checkPassword('', owner)).toBe('validation.required');
    expect(checkPassword('a1b2c3', owner)).toBe('validation.tooShort');
    expect(checkPassword(`a1${'x'.repeat(63)}`, owner)).toBe('validation.tooLong');
    expect(checkPassword('onlyletters', owner)).toBe('validation.format');
    expect(checkPassword('1234567890', owner)).toBe('validation.format');
    expect(checkPassword('with space1', owner)).toBe('validation.format');
    expect(checkPassword('x13912345678', owner)).toBe('validation.passwordPhone');
    expect(checkPassword('Password123', owner)).toBe('validation.passwordCommon');
    expect(checkPassword('WOAINI1314', owner)).toBe('validation.passwordCommon');
  });

  it('refuses the pen name inside the password, in any case', () => {
    expect(checkPassword('Inkwell2026', { penName: 'inkwell' })).toBe('validation.passwordPenName');
    // A pen name without ASCII can never appear in an ASCII password.
    expect(checkPassword('Moran2026x', owner)).toBeNull();
  });

  it('hints at strength only for passwords the rule takes', () => {
    expect(passwordStrength('qwerty123')).toBe(0);
    expect(passwordStrength('lantern42')).toBe(1);
    expect(passwordStrength('Lantern42')).toBe(2);
    expect(passwordStrength('Lantern#42river')).toBe(3);
  });

  it('has the limits and the pattern of the spec', () => {
    const password = schema('Password');
    expect(password).toMatchObject({
      minLength: PASSWORD_LIMITS.min,
      maxLength: PASSWORD_LIMITS.max,
    });
    const pattern = new RegExp(password.pattern as string);
    for (const sample of ['Lantern#42', 'onlyletters', '1234567890', 'with space1', '密码abc123'])
      expect(pattern.test(sample), sample).toBe(checkPassword(sample) !== 'validation.format');
    const ids = schema('ValidationErrors', 'properties', 'errors', 'additionalProperties')
      .enum as string[];
    for (const id of [
      'validation.passwordPhone',
      'validation.passwordPenName',
      'validation.passwordCommon',
    ])
      expect(ids).toContain(id);
  });
});

describe('the profile rules', () => {
  it('check only the fields present', () => {
    expect(checkProfile({})).toEqual({});
    expect(checkProfile({ email: '', qq: '', home_phone: '', introduction: '' })).toEqual({});
    expect(
      checkProfile({
        pen_name: ' ',
        email: 'nope',
        qq: '0123',
        home_phone: '12',
        introduction: '字'.repeat(201),
      }),
    ).toEqual({
      pen_name: 'validation.required',
      email: 'validation.format',
      qq: 'validation.format',
      home_phone: 'validation.format',
      introduction: 'validation.tooLong',
    });
    expect(checkProfile({ pen_name: ' 墨 ' })).toEqual({ pen_name: 'validation.tooShort' });
    expect(checkProfile({ email: 'li@qq.com', qq: '12345', home_phone: '010-1234567' })).toEqual(
      {},
    );
  });

  it('have the limits and patterns of the spec', () => {
    const field = (name: string) => schema('UpdateUserRequest', 'properties', name);
    expect(field('introduction').maxLength).toBe(PROFILE_LIMITS.introduction.max);
    expect(schema('UpdateUserRequest', 'properties', 'email', 'anyOf', 0)).toMatchObject({
      format: 'email',
      maxLength: PROFILE_LIMITS.email.max,
    });
    expect(field('qq').pattern).toBe(QQ_PATTERN.source);
    expect(field('home_phone').pattern).toBe(CONTACT_PHONE_PATTERN.source);
    expect(schema('PenName')).toMatchObject({
      minLength: PROFILE_LIMITS.penName.min,
      maxLength: PROFILE_LIMITS.penName.max,
    });
  });
});
