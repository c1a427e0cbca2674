/**
 * Masked personal data must never come back as data. The server answers the
 * author's phone, contact phone, email, real name and ID number masked
 * (server/services/account/account-masking.ts builds every mask from MASK_CHAR); a
 * form that put such a value back in a field and saved it would store the
 * mask in place of the real value ("mo***@example.comm"). So no personal
 * field of any request may carry the mask character: the server refuses it
 * with 101001 `validation.masked` on the field, and the forms check the same
 * rule before sending.
 *
 * The rule is by field name, wherever the field sits in a body (`phone` of a
 * login, `contact.email` of a sign application), so an operation added later
 * is covered without being listed.
 */

/** The one character every mask of personal data is made of. */
export const MASK_CHAR = '*';

/** The message id of a personal field whose value carries a mask. */
export const MASKED_VALUE_PROBLEM = 'validation.masked';

/**
 * Request fields that hold an author's personal data, masked in answers:
 * none of them has a legitimate use for MASK_CHAR (numbers, names, and
 * emails, whose `*` is allowed by RFC 5322 but never used by real mailboxes).
 */
const PERSONAL_FIELD_NAMES: ReadonlySet<string> = new Set([
  'phone',
  'home_phone',
  'email',
  'qq',
  'real_name',
  'id_card',
]);

/** True when `value` holds the mask character, so it may be (part of) a masked value. */
export function carriesMask(value: string): boolean {
  return value.includes(MASK_CHAR);
}

/** Past this nesting a body is not walked further (request schemas nest far less). */
const MAX_DEPTH = 8;

/**
 * `validation.masked` for every personal field of `body` (any depth, dotted
 * path as the other field errors name them) whose text carries a mask.
 */
export function maskedValueErrors(body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const visit = (current: unknown, path: string, depth: number) => {
    if (typeof current !== 'object' || current === null || depth > MAX_DEPTH) return;
    if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) {
        visit(item, path ? `${path}.${index}` : `${index}`, depth + 1);
      }
      return;
    }
    for (const [key, value] of Object.entries(current)) {
      const field = path ? `${path}.${key}` : key;
      if (typeof value === 'string') {
        if (PERSONAL_FIELD_NAMES.has(key) && carriesMask(value))
          errors[field] = MASKED_VALUE_PROBLEM;
      } else {
        visit(value, field, depth + 1);
      }
    }
  };
  visit(body, '', 0);
  return errors;
}
