import { describe, expect, it } from 'vitest';
import {
  hasControlCharacters,
  locateParagraph,
  paragraphExcerpt,
  paragraphHash,
  paragraphsOf,
} from './readers';

describe('paragraph anchors', () => {
  const before = '第一段。\n\n第二段，舰队离港。\n第三段。';
  const paragraphs = paragraphsOf(before);

  it('numbers non-blank lines from 0', () => {
    expect(paragraphs).toEqual(['第一段。', '第二段，舰队离港。', '第三段。']);
  });

  it('stays where it was while the text is unchanged', () => {
    const anchor = { index: 1, hash: paragraphHash(paragraphs[1]!) };
    expect(locateParagraph(paragraphs, anchor)).toEqual({ index: 1, state: 'anchored' });
  });

  it('follows the paragraph when a paragraph is inserted before it', () => {
    const anchor = { index: 1, hash: paragraphHash('第二段，舰队离港。') };
    const after = paragraphsOf('新的开头。\n第一段。\n第二段，舰队离港。\n第三段。');
    expect(locateParagraph(after, anchor)).toEqual({ index: 2, state: 'moved' });
  });

  it('says gone when the paragraph was rewritten, keeping the old index', () => {
    const anchor = { index: 1, hash: paragraphHash('第二段，舰队离港。') };
    const after = paragraphsOf('第一段。\n第二段，舰队没有离港。\n第三段。');
    expect(locateParagraph(after, anchor)).toEqual({ index: 1, state: 'gone' });
  });

  it('ignores indentation when hashing', () => {
    expect(paragraphHash('　　舰队离港。 ')).toBe(paragraphHash('舰队离港。'));
  });

  it('shortens long paragraphs for the quote', () => {
    expect(Array.from(paragraphExcerpt('长'.repeat(200)))).toHaveLength(80);
    expect(paragraphExcerpt('短句。')).toBe('短句。');
  });
});

describe('comment text', () => {
  it('refuses control characters but line breaks and tabs', () => {
    expect(hasControlCharacters('好看\n追更\t')).toBe(false);
    expect(hasControlCharacters('好看\u0007')).toBe(true);
    expect(hasControlCharacters('好看\u009b')).toBe(true);
  });
});
