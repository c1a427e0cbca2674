/**
 * The one masking rule for an author's personal data, wherever the server
 * answers it (user info, the sensitive-info call, forms' prefilled phone):
 *
 * - a number (phone, contact phone, ID number) keeps its 3 leading and 4
 *   trailing characters: `138****8293`, `110***********002X`; one too short
 *   to hide anything that way (under 8 characters) is masked whole;
 * - a real name keeps the surname (its first character): `林*`, `欧**`;
 * - an email keeps 2 characters before the @ (1 when the name is that short)
 *   and the domain: `li***@qq.com`.
 *
 * Characters are counted by code point, so a name outside the BMP is never
 * cut in half. Empty or absent values answer ''.
 */

import { MASK_CHAR } from '../../../src/lib/contract';

// The contract's character, so the server's refusal of masked values
// (src/lib/contract/masked-values.ts) recognises every mask made here.
const MASK = MASK_CHAR;
const NUMBER_HEAD = 3;
const NUMBER_TAIL = 4;
const EMAIL_KEEP = 2;
/** The stars put between an email's kept characters and the @, whatever the name's length. */
const EMAIL_STARS = 3;

/** `13800008293` -> `138****8293`; `11010519491231002X` -> `110***********002X`. */
export function maskNumber(value: string | null | undefined): string {
  if (!value) return '';
  const chars = Array.from(value);
  if (chars.length <= NUMBER_HEAD + NUMBER_TAIL) return MASK.repeat(chars.length);
  const hidden = chars.length - NUMBER_HEAD - NUMBER_TAIL;
  return (
    chars.slice(0, NUMBER_HEAD).join('') + MASK.repeat(hidden) + chars.slice(-NUMBER_TAIL).join('')
  );
}

/** `林墨` -> `林*`: the surname stays, each other character becomes a star. */
export function maskRealName(name: string | null | undefined): string {
  if (!name) return '';
  const chars = Array.from(name);
  if (chars.length === 1) return MASK;
  return chars[0] + MASK.repeat(chars.length - 1);
}

/** `lixiaoming@qq.com` -> `li***@qq.com`; a value without an @ is masked as a whole. */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at <= 0) return MASK.repeat(Array.from(email).length);
  const name = Array.from(email.slice(0, at));
  const keep = Math.min(EMAIL_KEEP, name.length - 1);
  return name.slice(0, keep).join('') + MASK.repeat(EMAIL_STARS) + email.slice(at);
}

/** The personal fields of an author, in clear. */
export interface PersonalData {
  readonly phone: string;
  readonly homePhone: string | null;
  readonly email: string | null;
  readonly realName: string | null;
  readonly idCard: string | null;
}

/** The same fields as the API answers them: masked by the rule above, '' when absent. */
export interface MaskedPersonalData {
  readonly phone: string;
  readonly home_phone: string;
  readonly email: string;
  readonly real_name: string;
  readonly id_card: string;
}

/** Every personal field masked: the answer of every call that has no fresh SMS code. */
export function maskPersonalData(data: PersonalData): MaskedPersonalData {
  return {
    phone: maskNumber(data.phone),
    home_phone: maskNumber(data.homePhone),
    email: maskEmail(data.email),
    real_name: maskRealName(data.realName),
    id_card: maskNumber(data.idCard),
  };
}

/** Every personal field in clear ('' when absent): only after a fresh SMS code. */
export function revealPersonalData(data: PersonalData): MaskedPersonalData {
  return {
    phone: data.phone,
    home_phone: data.homePhone ?? '',
    email: data.email ?? '',
    real_name: data.realName ?? '',
    id_card: data.idCard ?? '',
  };
}
