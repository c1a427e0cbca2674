/**
 * Length as the spec's `minLength` / `maxLength` count it (JSON Schema counts
 * code points), so '𠀀' is 1 where `'𠀀'.length` is 2; a lone surrogate counts
 * 1, as it does for Ajv. Client checks and server checks must agree with the
 * spec, so both use this one function. It walks UTF-16 units instead of
 * iterating code points: no allocation on a 60,000-character chapter.
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
