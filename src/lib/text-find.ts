/**
 * Find and replace in one chapter's text, in the browser. The rules are the
 * server's (server/services/desk/text-search.ts, searchChapters in the spec):
 * plain text as typed, or a regular expression that must not match empty
 * text; case folding on request; `whole word` keeps matches whose Latin
 * letters or digits at either edge do not run on into a letter or digit (a
 * CJK edge is always a word edge); replacements may name groups (`$1`,
 * `$<name>`, `$&`, `$$`) in regex mode. Offsets are UTF-16 indices.
 *
 * Here regular expressions are JavaScript's (with the `u` flag) rather than
 * RE2: the text is the author's own chapter in their own tab, and RE2's
 * engine would weigh more than the editor itself. Patterns that work across
 * the book work here too; look-around works only here.
 */
import { escapeLiteral, isWholeWord } from './contract';

/** What to find. */
export interface FindSpec {
  readonly query: string;
  readonly regex: boolean;
  readonly caseSensitive: boolean;
  readonly wholeWord: boolean;
}

/** A match in the text. */
export interface FindMatch {
  readonly start: number;
  readonly end: number;
}

/** Why a pattern cannot be searched for: not a valid expression, or one that matches empty text. */
export type FindError = 'invalid' | 'empty';

/** A compiled search, or why there is none. */
export type CompiledFind =
  | { readonly ok: true; readonly pattern: RegExp; readonly spec: FindSpec }
  | { readonly ok: false; readonly error: FindError };

/** Compiles a search; never throws (an invalid pattern answers its error). */
export function compileFind(spec: FindSpec): CompiledFind {
  const flags = spec.caseSensitive ? 'gu' : 'giu';
  if (!spec.regex) return { ok: true, pattern: new RegExp(escapeLiteral(spec.query), flags), spec };
  let pattern: RegExp;
  try {
    pattern = new RegExp(spec.query, flags);
  } catch {
    return { ok: false, error: 'invalid' };
  }
  if (new RegExp(`^(?:${spec.query})$`, flags.replace('g', '')).test('')) {
    return { ok: false, error: 'empty' };
  }
  return { ok: true, pattern, spec };
}

/** Matches left to right, without overlaps, up to `limit`. */
export function findAll(
  text: string,
  compiled: Extract<CompiledFind, { ok: true }>,
  limit = 10_000,
): FindMatch[] {
  const found: FindMatch[] = [];
  const { pattern, spec } = compiled;
  pattern.lastIndex = 0;
  for (const m of text.matchAll(pattern)) {
    const match = { start: m.index, end: m.index + m[0].length };
    if (match.end === match.start) continue;
    if (spec.wholeWord && !isWholeWord(text, match)) continue;
    found.push(match);
    if (found.length >= limit) break;
  }
  return found;
}

/** The replacement for one match: the template, with `$1`, `$<name>`, `$&`, `$$` in regex mode. */
function expand(
  text: string,
  match: FindMatch,
  compiled: Extract<CompiledFind, { ok: true }>,
  template: string,
): string {
  if (!compiled.spec.regex || !template.includes('$')) return template;
  // Found again from its own start (sticky), so anchors and look-behind see the whole text.
  const sticky = new RegExp(compiled.pattern.source, compiled.pattern.flags.replace('g', 'y'));
  sticky.lastIndex = match.start;
  const m = sticky.exec(text);
  if (!m) return template;
  return template.replace(
    /\$(\$|&|<([A-Za-z_][A-Za-z0-9_]*)>|([0-9]{1,2}))/g,
    (all, what: string, name: string | undefined, n: string | undefined) => {
      if (what === '$') return '$';
      if (what === '&') return m[0];
      if (name !== undefined) return m.groups?.[name] ?? (m.groups && name in m.groups ? '' : all);
      const index = Number(n);
      return index >= 1 && index < m.length ? (m[index] ?? '') : all;
    },
  );
}

/** The text with the given matches (found by findAll on this text) replaced. */
export function replaceMatches(
  text: string,
  matches: readonly FindMatch[],
  compiled: Extract<CompiledFind, { ok: true }>,
  template: string,
): string {
  let out = '';
  let at = 0;
  for (const match of matches) {
    out += text.slice(at, match.start) + expand(text, match, compiled, template);
    at = match.end;
  }
  return out + text.slice(at);
}
