import { describe, expect, it } from 'vitest';
import { isWholeWord } from '../../../src/lib/contract';
import { ApiFailure } from '../../http/failure';
import { contextAfter, contextBefore, type SearchSpec, TextMatcher } from './text-search';

const spec = (query: string, more: Partial<SearchSpec> = {}): SearchSpec => ({
  query,
  mode: 'plain',
  caseSensitive: false,
  wholeWord: false,
  ...more,
});
const found = (matcher: TextMatcher, text: string) =>
  matcher.find(text).map((m) => text.slice(m.start, m.end));

describe('TextMatcher (plain)', () => {
  it('finds the text as typed, regex characters included, with or without case', () => {
    const text = 'a.b A.B a*b (林远) 林远';
    expect(found(TextMatcher.compile(spec('a.b')), text)).toEqual(['a.b', 'A.B']);
    expect(found(TextMatcher.compile(spec('a.b', { caseSensitive: true })), text)).toEqual(['a.b']);
    expect(found(TextMatcher.compile(spec('(林远)')), text)).toEqual(['(林远)']);
  });

  it('keeps whole words of Latin letters and digits; CJK edges always count', () => {
    const m = TextMatcher.compile(spec('lin', { wholeWord: true }));
    expect(found(m, 'Lin Linda lin-7 林lin远 _lin')).toEqual(['Lin', 'lin', 'lin']);
    const cjk = TextMatcher.compile(spec('林远', { wholeWord: true }));
    expect(found(cjk, '林远说，林远笑')).toEqual(['林远', '林远']);
  });

  it('treats a character outside the BMP as one character at a word edge', () => {
    expect(isWholeWord('𝐀lin', { start: 2, end: 5 })).toBe(false);
    expect(isWholeWord('𠀀lin', { start: 2, end: 5 })).toBe(true);
  });
});

describe('TextMatcher (regex)', () => {
  const regex = (query: string, more: Partial<SearchSpec> = {}) =>
    TextMatcher.compile(spec(query, { mode: 'regex', ...more }));

  it('refuses invalid patterns, look-around, back-references and empty matches with 101001', () => {
    for (const bad of ['(unclosed', '(?=x)', '(a)\\1', 'x{2000}']) {
      expect(() => regex(bad)).toThrowError(ApiFailure);
    }
    try {
      regex('a*');
    } catch (error) {
      expect((error as ApiFailure).body).toEqual({ errors: { query: 'validation.invalid' } });
    }
  });

  it('answers catastrophic-backtracking patterns on long text (linear-time engine)', () => {
    const text = `${'a'.repeat(50_000)}!`;
    for (const pattern of ['(a+)+$', '(a|aa)+b', '(a*)*b', '(x+x+)+y']) {
      expect(regex(pattern).find(text)).toEqual([]);
    }
  });

  it('passes over empty matches in the text', () => {
    expect(found(regex('\\bx*'), 'ab xx c')).toEqual(['xx']);
  });

  it('expands $1, $<name>, $& and $$ in replacements, from the whole text', () => {
    const m = regex('(?P<y>\\d{4})-(\\d{2})');
    const text = '2026-11 and 2027-01';
    expect(m.replace(text, m.find(text), '$2/$<y> [$&] $$ $9')).toBe(
      '11/2026 [2026-11] $ $9 and 01/2027 [2027-01] $ $9',
    );
    const anchored = regex('^第');
    expect(anchored.replace('第一', anchored.find('第一'), '$&')).toBe('第一');
  });

  it('replaces only the chosen matches', () => {
    const m = TextMatcher.compile(spec('林远'));
    const text = '林远，林远，林远';
    const chosen = m.find(text).filter((_, i) => i !== 1);
    expect(m.replace(text, chosen, '林渊')).toBe('林渊，林远，林渊');
  });
});

describe('context', () => {
  it('never splits a surrogate pair', () => {
    const text = 'a𠀀bc';
    expect(contextBefore(text, 3, 1)).toBe('𠀀');
    expect(contextAfter('x𠀀y', 1, 1)).toBe('𠀀');
  });
});
