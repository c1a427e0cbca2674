import { describe, expect, it } from 'vitest';
import { normalizePastedText, normalizePastedTitle } from './paste-text';

describe('normalizePastedText', () => {
  it('turns CRLF, CR and Unicode separators into \\n', () => {
    expect(normalizePastedText('一\r\n二\r三\u2028四\u2029五')).toBe('一\n二\n三\n四\n五');
  });

  it('strips full-width, tab and space indentation and trailing spaces', () => {
    expect(
      normalizePastedText('\u3000\u3000林川抬起头。  \n\t苏瑶笑了。\u3000\n    风停了。'),
    ).toBe('林川抬起头。\n苏瑶笑了。\n风停了。');
  });

  it('drops the blank line Word puts after every paragraph', () => {
    expect(normalizePastedText('第一段\n\n第二段\n\n\n第三段')).toBe('第一段\n第二段\n第三段');
  });

  it('keeps a scene break (one blank line) when paragraphs are otherwise single-spaced', () => {
    expect(normalizePastedText('甲\n乙\n\n\n\n丙\n丁')).toBe('甲\n乙\n\n丙\n丁');
  });

  it('removes invisible and control characters and turns nbsp into a space', () => {
    expect(normalizePastedText('\uFEFF星\u200B海\u00A0长歌\u0007')).toBe('星海 长歌');
  });

  it('trims blank lines at both ends and leaves an empty paste empty', () => {
    expect(normalizePastedText('\n\n  \u3000\n正文\n\n')).toBe('正文');
    expect(normalizePastedText(' \r\n\t ')).toBe('');
  });

  it('leaves one paragraph as it is', () => {
    expect(normalizePastedText('Chapter one, 2026.')).toBe('Chapter one, 2026.');
  });
});

describe('normalizePastedTitle', () => {
  it('makes one line with single spaces', () => {
    expect(normalizePastedTitle('  第一章\r\n\u3000星火\t燎原 ')).toBe('第一章 星火 燎原');
  });
});
