/**
 * What a match means in find and replace, for the editor's find (in the
 * browser, JavaScript expressions) and the book's replace (on the server,
 * RE2): the same whole-word rule and the same literal escaping, so a search
 * finds the same places on both sides.
 */

/** A match's place in a text, in UTF-16 units. */
export interface MatchSpan {
  start: number;
  end: number;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD = /[\p{L}\p{N}_]/u;

/** A letter or digit that joins a word: CJK characters never do (no spaces between words). */
function joinsWord(char: string | undefined): boolean {
  return char !== undefined && WORD.test(char) && !CJK.test(char);
}

/** The code point ending right before `index` (a whole surrogate pair). */
function charBefore(text: string, index: number): string | undefined {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  const isLow = low >= 0xdc00 && low <= 0xdfff;
  return isLow && index >= 2 ? text.slice(index - 2, index) : text[index - 1];
}

function charAt(text: string, index: number): string | undefined {
  const cp = text.codePointAt(index);
  return cp === undefined ? undefined : String.fromCodePoint(cp);
}

/** True when neither edge of the match runs into a letter or digit of the same word. */
export function isWholeWord(text: string, match: MatchSpan): boolean {
  const first = charAt(text, match.start);
  const last = charBefore(text, match.end);
  if (joinsWord(first) && joinsWord(charBefore(text, match.start))) return false;
  if (joinsWord(last) && joinsWord(charAt(text, match.end))) return false;
  return true;
}

/** Syntax characters of a JavaScript regular expression (the `u` flag allows escaping only these). */
export function escapeLiteral(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
