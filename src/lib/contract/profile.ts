/**
 * The rules of the author's profile (the spec's UpdateUserRequest), for the
 * account edit form as the author types and for the server's updateUser
 * after the spec's own checks: one function, so both name the same field
 * with the same message id. contract.test.ts holds the limits and patterns
 * to the spec.
 */
import { FIELD_LIMITS } from './limits';
import { carriesMask, MASKED_VALUE_PROBLEM } from './masked-values';
import { codePointLength } from './text';

/** Limits of the profile's fields, in code points. */
export const PROFILE_LIMITS = {
  penName: FIELD_LIMITS.penName,
  email: { max: 100 },
  introduction: { max: 200 },
} as const;

/** UpdateUserRequest.qq: 5 to 12 digits, not starting with 0 (or empty). */
export const QQ_PATTERN = /^([1-9][0-9]{4,11})?$/;
/** UpdateUserRequest.home_phone: 7 to 20 digits and dashes (or empty). */
export const CONTACT_PHONE_PATTERN = /^([0-9-]{7,20})?$/;
/**
 * What the spec's `format: email` accepts (ajv-formats' full-mode email,
 * as server/http/validation.ts adds it), kept here so the form refuses
 * exactly what the server refuses.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** The profile fields a form edits, as the API names them. */
export interface ProfileFields {
  pen_name?: string;
  email?: string;
  qq?: string;
  home_phone?: string;
  introduction?: string;
}

/** Why a profile field is refused: a message id shared with the server's `body.errors`. */
export type ProfileProblem =
  | 'validation.required'
  | 'validation.tooShort'
  | 'validation.tooLong'
  | 'validation.format'
  | typeof MASKED_VALUE_PROBLEM;

export type ProfileErrors = Partial<Record<keyof ProfileFields, ProfileProblem>>;

function checkPenName(value: string): ProfileProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'validation.required';
  const length = codePointLength(trimmed);
  if (length < PROFILE_LIMITS.penName.min) return 'validation.tooShort';
  return length > PROFILE_LIMITS.penName.max ? 'validation.tooLong' : null;
}

function checkEmail(value: string): ProfileProblem | null {
  if (value === '') return null;
  if (carriesMask(value)) return MASKED_VALUE_PROBLEM;
  if (codePointLength(value) > PROFILE_LIMITS.email.max) return 'validation.tooLong';
  return EMAIL_PATTERN.test(value) ? null : 'validation.format';
}

/** A personal field: a masked value (src/lib/contract/masked-values.ts) is named as such, not as a bad format. */
function personalFormat(value: string, pattern: RegExp): ProfileProblem | null {
  if (carriesMask(value)) return MASKED_VALUE_PROBLEM;
  return pattern.test(value) ? null : 'validation.format';
}

const RULES: { [K in keyof Required<ProfileFields>]: (value: string) => ProfileProblem | null } = {
  pen_name: checkPenName,
  email: checkEmail,
  qq: (value) => personalFormat(value, QQ_PATTERN),
  home_phone: (value) => personalFormat(value, CONTACT_PHONE_PATTERN),
  introduction: (value) =>
    codePointLength(value) > PROFILE_LIMITS.introduction.max ? 'validation.tooLong' : null,
};

/** The problems of the fields present in `fields` (absent fields are not checked). */
export function checkProfile(fields: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const key of Object.keys(RULES) as (keyof ProfileFields)[]) {
    const value = fields[key];
    if (value === undefined) continue;
    const problem = RULES[key](value);
    if (problem) errors[key] = problem;
  }
  return errors;
}

/**
 * The avatar upload (uploadAvatar): at most 1 MB, JPEG, PNG or WebP, typed
 * by the bytes on the server; the form refuses the same by size and MIME
 * type before sending.
 */
export const AVATAR_RULES = {
  maxBytes: 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** The server's names of the same types (its file sniffing's). */
  kinds: ['jpeg', 'png', 'webp'],
} as const;

/** Why a picked avatar file is refused before upload, or null. */
export function checkAvatarFile(file: {
  readonly size: number;
  readonly type: string;
}): 'validation.fileType' | 'validation.fileSize' | null {
  if (!(AVATAR_RULES.mimeTypes as readonly string[]).includes(file.type))
    return 'validation.fileType';
  if (file.size === 0 || file.size > AVATAR_RULES.maxBytes) return 'validation.fileSize';
  return null;
}
