import { describe, expect, it } from 'vitest';
import { hasUnstorableCharacters } from './text-rules';

describe('hasUnstorableCharacters', () => {
  it('finds NUL and unpaired surrogates, and passes pairs and ordinary text', () => {
    expect(hasUnstorableCharacters('正文 with text\n')).toBe(false);
    expect(hasUnstorableCharacters('𠀀😀')).toBe(false);
    expect(hasUnstorableCharacters('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacters('\ud83d')).toBe(true);
    expect(hasUnstorableCharacters('\ude00x')).toBe(true);
    expect(hasUnstorableCharacters('x\ud83dy')).toBe(true);
  });
});
