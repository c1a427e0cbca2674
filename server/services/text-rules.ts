/**
 * What the server accepts as an author's text. PostgreSQL cannot store NUL in
 * text (the insert fails), and an unpaired UTF-16 surrogate has no UTF-8 form
 * (drivers silently turn it into U+FFFD): either way the author would lose
 * what they typed without being told, so both are refused up front with
 * 101001 `validation.format` on the field.
 */
import { invalid } from '../http/failure';

/** True when the text holds NUL or a surrogate that is not half of a pair. */
export function hasUnstorableCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** Throws 101001 naming every field whose text cannot be stored as typed. */
export function requireStorableText(fields: Record<string, string | null | undefined>): void {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value && hasUnstorableCharacters(value)) errors[field] = 'validation.format';
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * Length as the spec's minLength and maxLength count it (JSON Schema counts
 * code points, not UTF-16 units): an emoji or a rare CJK ideograph is one.
 */
export function codePointLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}
