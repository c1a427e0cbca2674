import { describe, expect, it } from 'vitest';
import { compileFind, findAll, replaceMatches } from './text-find';

const spec = (query: string, more: Partial<Parameters<typeof compileFind>[0]> = {}) => ({
  query,
  regex: false,
  caseSensitive: false,
  wholeWord: false,
  ...more,
});

function ok(s: ReturnType<typeof spec>) {
  const compiled = compileFind(s);
  if (!compiled.ok) throw new Error(compiled.error);
  return compiled;
}

describe('find in a chapter (the server rules, in the browser)', () => {
  it('finds plain text as typed, case folded unless asked', () => {
    const text = 'Lin Chuan met lin chuan. (a+b)';
    expect(findAll(text, ok(spec('lin chuan')))).toEqual([
      { start: 0, end: 9 },
      { start: 14, end: 23 },
    ]);
    expect(findAll(text, ok(spec('lin chuan', { caseSensitive: true })))).toEqual([
      { start: 14, end: 23 },
    ]);
    // Regex syntax in plain mode is just text.
    expect(findAll(text, ok(spec('(a+b)')))).toEqual([{ start: 25, end: 30 }]);
  });

  it('keeps whole words only where Latin letters stop; a CJK edge is always a word edge', () => {
    const text = 'Lin Linda 林川说林川';
    expect(findAll(text, ok(spec('Lin', { wholeWord: true })))).toEqual([{ start: 0, end: 3 }]);
    expect(findAll(text, ok(spec('林川', { wholeWord: true })))).toHaveLength(2);
  });

  it('says an invalid or empty-matching expression is so, without throwing', () => {
    expect(compileFind(spec('(unclosed', { regex: true }))).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(compileFind(spec('a*', { regex: true }))).toEqual({ ok: false, error: 'empty' });
    expect(compileFind(spec('a+', { regex: true })).ok).toBe(true);
  });

  it('replaces with groups in regex mode and literally in plain mode', () => {
    const text = '林川和苏晴';
    const re = ok(spec('(林)(川)', { regex: true }));
    expect(replaceMatches(text, findAll(text, re), re, '$2$1·$&·$$')).toBe('川林·林川·$和苏晴');
    const plain = ok(spec('林川'));
    expect(replaceMatches(text, findAll(text, plain), plain, '$1')).toBe('$1和苏晴');
  });

  it('replaces only the matches given', () => {
    const text = 'a a a';
    const c = ok(spec('a'));
    const [, second] = findAll(text, c);
    expect(replaceMatches(text, [second!], c, 'b')).toBe('a b a');
  });
});
