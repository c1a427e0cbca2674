/**
 * The one password rule, checked by the forms as the author types and by the
 * server before it stores a password (set, change, reset). The spec's
 * Password schema carries what JSON Schema can say (8 to 64 printable ASCII
 * characters, a letter and a digit); the rest needs the author: not the
 * phone number, not the pen name, and none of the passwords tried first by
 * anyone guessing (NIST SP 800-63B 3.1.1.2: refuse commonly used and
 * context-specific passwords; no composition theatre beyond the seed's
 * letter-plus-digit rule, no expiry).
 */

/** Length in characters (ASCII only, so UTF-16 units and code points agree). */
export const PASSWORD_LIMITS = { min: 8, max: 64 } as const;

/** Why a password is refused: a message id, the same on both sides. */
export type PasswordProblem =
  | 'validation.required'
  | 'validation.tooShort'
  | 'validation.tooLong'
  /** Not printable ASCII with a letter and a digit: what the spec's pattern answers. */
  | 'validation.format'
  | 'validation.passwordPhone'
  | 'validation.passwordPenName'
  | 'validation.passwordCommon';

/** What the rule needs to know about the author. */
export interface PasswordOwner {
  readonly phone?: string | null;
  readonly penName?: string | null;
}

/**
 * Common passwords that pass the letter-plus-digit rule, lower-cased: the
 * head of the public leak lists (SecLists' 10k most common, the Chinese
 * CSDN/Tianya dumps) filtered to that rule. Short on purpose: the list is
 * shipped in the client bundle, and what it refuses is the guesses an
 * attacker tries first.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword1',
  'abc12345',
  'abc123456',
  'abcd1234',
  'abcd12345',
  'a1234567',
  'a12345678',
  'a123456789',
  'aa123456',
  'aa123456789',
  'qwerty123',
  'qwerty12',
  'qwer1234',
  'q1w2e3r4',
  'q1w2e3r4t5',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'zaq12wsx',
  'qwe123456',
  'asd123456',
  'zxc123456',
  'asdf1234',
  'zxcv1234',
  '123456abc',
  '123456aa',
  '12345678a',
  '123456789a',
  '1234qwer',
  '123qwe123',
  'qweasd123',
  'iloveyou1',
  'iloveyou520',
  'woaini1314',
  'woaini520',
  '5201314a',
  'a5201314',
  'admin123',
  'admin1234',
  'administrator1',
  'root1234',
  'test1234',
  'test12345',
  'welcome1',
  'welcome123',
  'letmein1',
  'monkey123',
  'dragon123',
  'sunshine1',
  'princess1',
  'football1',
  'baseball1',
  'master123',
  'shadow123',
  'superman1',
  'trustno1',
  'michael1',
  'charlie1',
  'jordan23',
  'computer1',
  'hello123',
  'abc123abc',
  'pass1234',
  'password2026',
  'author123',
  'zhang123',
  'wang1234',
  'li123456',
  'liu123456',
  'chen123456',
  'qq123456',
  'qq12345678',
  'asdfgh123',
  'zxcvbnm1',
  'zxcvbnm123',
  'qazwsx123',
  'qwertyuiop1',
]);

const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
/** Printable ASCII without the space, as the spec's Password pattern. */
const PRINTABLE = /^[!-~]+$/;

/** The first rule `password` breaks, or null when it may be used. */
export function checkPassword(password: string, owner: PasswordOwner = {}): PasswordProblem | null {
  if (password === '') return 'validation.required';
  if (password.length < PASSWORD_LIMITS.min) return 'validation.tooShort';
  if (password.length > PASSWORD_LIMITS.max) return 'validation.tooLong';
  if (!PRINTABLE.test(password) || !LETTER.test(password) || !DIGIT.test(password))
    return 'validation.format';
  const lower = password.toLowerCase();
  if (owner.phone && lower.includes(owner.phone)) return 'validation.passwordPhone';
  const penName = owner.penName?.trim().toLowerCase();
  if (penName && lower.includes(penName)) return 'validation.passwordPenName';
  if (COMMON_PASSWORDS.has(lower)) return 'validation.passwordCommon';
  return null;
}

/** A hint for the author, not a rule: 0 refused, 1 weak, 2 fair, 3 strong. */
export type PasswordStrength = 0 | 1 | 2 | 3;

/**
 * How hard the password looks to guess: length and the kinds of character
 * used (lower, upper, digit, symbol). A password the rule refuses is 0.
 */
export function passwordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
  if (checkPassword(password, owner) !== null) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((k) => k.test(password)).length;
  const score = (password.length >= 12 ? 2 : password.length >= 10 ? 1 : 0) + (kinds - 2);
  if (score >= 3) return 3;
  return score >= 1 ? 2 : 1;
}
