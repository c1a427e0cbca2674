/**
 * Real-name certification, one rule for the form and the server: the states
 * an application moves through, and what makes a name and ID number
 * acceptable (a GB 11643 number with its check character, a real birth date,
 * and an author of at least 18: younger authors sign through a guardian, with
 * the editor, not here).
 */

import { ageFromIdNumber, isValidChineseIdNumber } from './id-card';
import { carriesMask, MASKED_VALUE_PROBLEM } from './masked-values';
import { codePointLength } from './text';

/** none: never applied (or withdrew); reviewing: waiting for the platform; certified: locked; rejected: with a reason, may resubmit. */
export const CERT_STATUSES = ['none', 'reviewing', 'certified', 'rejected'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];

/** Authors this old or older may certify and sign themselves. */
const CERT_MIN_AGE = 18;
const REAL_NAME_MIN = 2;
const REAL_NAME_MAX = 20;
/** Longest reason an editor may give for a rejection. */
export const CERT_REASON_MAX = 200;

export interface CertificationFields {
  real_name: string;
  id_card: string;
}

/**
 * Field -> message id for what is wrong ({} when nothing is):
 * `validation.tooShort` / `validation.realName` on the name,
 * `validation.idCard` (format, area, birth date or check character) or
 * `validation.idCardUnderage` on the number.
 */
export function checkCertification(
  fields: CertificationFields,
  now: Date,
): Partial<Record<keyof CertificationFields, string>> {
  const errors: Partial<Record<keyof CertificationFields, string>> = {};
  const name = fields.real_name.trim();
  // A masked name (林*) or number pasted back is named as such.
  if (carriesMask(name)) errors.real_name = MASKED_VALUE_PROBLEM;
  else if (codePointLength(name) < REAL_NAME_MIN) errors.real_name = 'validation.tooShort';
  else if (codePointLength(name) > REAL_NAME_MAX) errors.real_name = 'validation.tooLong';
  // Chinese names, and the middle dot of minority and foreign names.
  else if (!/^[\p{Script=Han}·•A-Za-z ]+$/u.test(name)) errors.real_name = 'validation.realName';
  const id = fields.id_card.trim();
  if (carriesMask(id)) errors.id_card = MASKED_VALUE_PROBLEM;
  else if (!isValidChineseIdNumber(id, now)) errors.id_card = 'validation.idCard';
  else if (ageFromIdNumber(id, now) < CERT_MIN_AGE) errors.id_card = 'validation.idCardUnderage';
  return errors;
}
