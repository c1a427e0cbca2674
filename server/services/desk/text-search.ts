/**
 * Finding and replacing text in a chapter, as pure functions. Plain searches
 * run on V8's own RegExp over an escaped literal (no backtracking is
 * possible); regular expressions run on RE2JS, a port of RE2 that matches in
 * time linear in the text whatever the pattern, so a hostile pattern cannot
 * hang the server (the search service also bounds the total time).
 */
import { RE2JS } from 're2js';
import { escapeLiteral, isWholeWord } from '../../../src/lib/contract';
import { invalid } from '../../http/failure';

export interface SearchSpec {
  query: string;
  mode: 'plain' | 'regex';
  caseSensitive: boolean;
  wholeWord: boolean;
}

/** A match in one field, in UTF-16 offsets. */
export interface TextMatch {
  start: number;
  end: number;
}

/** Matches of a chapter in the order replace numbers them: title first, then content. */
export interface FieldMatch extends TextMatch {
  field: 'title' | 'content';
}

/** A compiled search: finds matches and expands replacements. */
export class TextMatcher {
  private constructor(
    private readonly spec: SearchSpec,
    private readonly literal: RegExp | null,
    private readonly pattern: RE2JS | null,
  ) {}

  /** 101001 on `query` when the pattern is invalid or matches empty text. */
  static compile(spec: SearchSpec): TextMatcher {
    if (spec.mode === 'plain') {
      const flags = spec.caseSensitive ? 'gu' : 'giu';
      return new TextMatcher(spec, new RegExp(escapeLiteral(spec.query), flags), null);
    }
    let pattern: RE2JS;
    try {
      pattern = RE2JS.compile(spec.query, spec.caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
    } catch {
      throw invalid({ query: 'validation.format' }, 'Not a valid RE2 regular expression');
    }
    if (pattern.testExact('')) {
      throw invalid({ query: 'validation.invalid' }, 'The pattern matches empty text');
    }
    return new TextMatcher(spec, null, pattern);
  }

  /** Matches in `text`, left to right, without overlaps; empty matches are passed over. */
  find(text: string, limit = Number.POSITIVE_INFINITY): TextMatch[] {
    const found: TextMatch[] = [];
    const keep = (m: TextMatch) =>
      m.end > m.start && (!this.spec.wholeWord || isWholeWord(text, m));
    if (this.literal) {
      for (const m of text.matchAll(this.literal)) {
        const match = { start: m.index, end: m.index + m[0].length };
        if (keep(match)) found.push(match);
        if (found.length >= limit) break;
      }
      return found;
    }
    // The DFA-only test is far cheaper than locating matches: most chapters have none.
    if (!this.pattern!.test(text)) return found;
    const matcher = this.pattern!.matcher(text);
    let from = 0;
    while (from <= text.length && matcher.find(from)) {
      const match = { start: matcher.start(), end: matcher.end() };
      if (keep(match)) found.push(match);
      if (found.length >= limit) break;
      from = match.end > match.start ? match.end : match.end + 1;
    }
    return found;
  }

  /** The text that replaces `match`: the template, with `$1`, `$<name>`, `$&`, `$$` in regex mode. */
  private expand(text: string, match: TextMatch, template: string): string {
    if (!this.pattern || !template.includes('$')) return template;
    // Found again from its own start, so anchors and word edges see the whole text.
    const matcher = this.pattern.matcher(text);
    if (!matcher.find(match.start)) return template;
    const groups = matcher.groupCount();
    return template.replace(
      /\$(\$|&|<([A-Za-z_][A-Za-z0-9_]*)>|([0-9]{1,2}))/g,
      (all, what: string, name: string | undefined, n: string | undefined) => {
        if (what === '$') return '$';
        if (what === '&') return text.slice(match.start, match.end);
        if (name !== undefined) {
          try {
            return matcher.group(name) ?? '';
          } catch {
            return all;
          }
        }
        const index = Number(n);
        return index <= groups ? (matcher.group(index) ?? '') : all;
      },
    );
  }

  /**
   * Replaces the given matches of `text` (found by `find` on the same text),
   * answering the new text.
   */
  replace(text: string, matches: readonly TextMatch[], template: string): string {
    let out = '';
    let at = 0;
    for (const match of matches) {
      out += text.slice(at, match.start) + this.expand(text, match, template);
      at = match.end;
    }
    return out + text.slice(at);
  }
}

/** `length` UTF-16 units of context ending at `end` (or starting at `start`), never half a pair. */
export function contextBefore(text: string, end: number, length: number): string {
  let start = Math.max(0, end - length);
  const c = text.charCodeAt(start);
  if (start > 0 && c >= 0xdc00 && c <= 0xdfff) start -= 1;
  return text.slice(start, end);
}

export function contextAfter(text: string, start: number, length: number): string {
  let end = Math.min(text.length, start + length);
  const c = text.charCodeAt(end - 1);
  if (end < text.length && c >= 0xd800 && c <= 0xdbff) end += 1;
  return text.slice(start, end);
}
