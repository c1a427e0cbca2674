import { describe, expect, it } from 'vitest';
import { decodeText, headingMatcher, splitChapters } from './chapter-split';

// "第1章 你好\n正文" in GB18030 (第 B5DA, 章 D5C2, 你 C4E3, 好 BAC3, 正 D5FD, 文 CEC4).
const GB18030_BYTES = new Uint8Array([
  0xb5, 0xda, 0x31, 0xd5, 0xc2, 0x20, 0xc4, 0xe3, 0xba, 0xc3, 0x0a, 0xd5, 0xfd, 0xce, 0xc4,
]);

describe('decodeText', () => {
  it('reads valid UTF-8 as UTF-8', () => {
    const bytes = new TextEncoder().encode('第1章 你好\n正文');
    expect(decodeText(bytes)).toEqual({ text: '第1章 你好\n正文', encoding: 'utf-8' });
  });

  it('falls back to GB18030 when the bytes are not UTF-8', () => {
    expect(decodeText(GB18030_BYTES)).toEqual({ text: '第1章 你好\n正文', encoding: 'gb18030' });
  });

  it('honours an explicit choice', () => {
    expect(decodeText(GB18030_BYTES, 'gb18030').text).toBe('第1章 你好\n正文');
    // Forced UTF-8 on GB18030 bytes gives replacement characters, not a throw.
    expect(decodeText(GB18030_BYTES, 'utf-8').text).toContain('\uFFFD');
  });

  it('drops a UTF-8 byte-order mark and reads UTF-16 by its mark', () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('序')]);
    expect(decodeText(utf8)).toEqual({ text: '序', encoding: 'utf-8' });
    // 序 is U+5E8F.
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x8f, 0x5e]))).toEqual({
      text: '序',
      encoding: 'utf-16le',
    });
    expect(decodeText(new Uint8Array([0xfe, 0xff, 0x5e, 0x8f])).text).toBe('序');
  });

  it('accepts an ArrayBuffer', () => {
    const bytes = new TextEncoder().encode('abc');
    expect(decodeText(bytes.buffer.slice(0)).text).toBe('abc');
  });
});

describe('headingMatcher', () => {
  it('knows Chinese headings with every kind of numeral', () => {
    const test = headingMatcher({ kind: 'chinese' })!;
    for (const line of [
      '第1章',
      '第12章 星海',
      '第一百二十三章 归来',
      '第１２章',
      '第三回 夜宴',
      '第两千节',
    ])
      expect(test(line), line).toBe(true);
    for (const line of ['第章', '第一卷 初入星海', '他第一章就写砸了', '第X章'])
      expect(test(line), line).toBe(false);
  });

  it('knows English headings', () => {
    const test = headingMatcher({ kind: 'english' })!;
    for (const line of ['Chapter 1', 'CHAPTER 12: Dawn', 'chapter xii', 'Chapter 3 - The Gate'])
      expect(test(line), line).toBe(true);
    for (const line of ['Chapters 1-3', 'Chapter one', 'The chapter 2', 'Chapter 12a'])
      expect(test(line), line).toBe(false);
  });

  it('compiles a custom pattern, or answers null for a broken or empty one', () => {
    expect(headingMatcher({ kind: 'custom', pattern: '^【.+】$' })!('【序幕】')).toBe(true);
    expect(headingMatcher({ kind: 'custom', pattern: '([' })).toBeNull();
    expect(headingMatcher({ kind: 'custom', pattern: '  ' })).toBeNull();
  });
});

describe('splitChapters', () => {
  it('splits at 第X章 headings with titles, content and word counts', () => {
    const text = '第1章 星海初启\n\u3000\u3000林远抬头。\n\n第2章 群星之门\n\u3000\u3000门开了。\n';
    expect(splitChapters(text)).toEqual([
      { title: '第1章 星海初启', content: '\u3000\u3000林远抬头。', wordCount: 4, preface: false },
      { title: '第2章 群星之门', content: '\u3000\u3000门开了。', wordCount: 3, preface: false },
    ]);
  });

  it('splits at Chapter N headings and normalises CRLF', () => {
    const text = 'Chapter 1 Dawn\r\nThe sun rose.\r\nChapter 2\r\nIt set.';
    const chapters = splitChapters(text, { kind: 'english' });
    expect(chapters.map((c) => [c.title, c.content, c.wordCount])).toEqual([
      ['Chapter 1 Dawn', 'The sun rose.', 3],
      ['Chapter 2', 'It set.', 2],
    ]);
  });

  it('splits with a custom pattern', () => {
    const text = '【一】\n甲\n【二】\n乙';
    expect(splitChapters(text, { kind: 'custom', pattern: '^【.】$' }).map((c) => c.title)).toEqual(
      ['【一】', '【二】'],
    );
  });

  it('keeps text before the first heading as a preface, never dropping it', () => {
    const chapters = splitChapters('作品简介：星海。\n\n第1章 起\n正文');
    expect(chapters[0]).toEqual({
      title: '',
      content: '作品简介：星海。',
      wordCount: 6,
      preface: true,
    });
    expect(chapters[1]?.title).toBe('第1章 起');
  });

  it('skips a preface of blank lines only', () => {
    expect(splitChapters('\n  \n第1章\n正文')).toHaveLength(1);
  });

  it('gives the whole text as a preface when nothing matches', () => {
    expect(splitChapters('只有正文，没有标题。')).toEqual([
      { title: '', content: '只有正文，没有标题。', wordCount: 8, preface: true },
    ]);
  });

  it('keeps an empty chapter between two headings', () => {
    expect(splitChapters('第1章\n第2章\n正文').map((c) => [c.title, c.content])).toEqual([
      ['第1章', ''],
      ['第2章', '正文'],
    ]);
  });

  it('does not take long prose lines that start like a heading for headings', () => {
    const prose = `第一章${'的'.repeat(80)}`;
    const chapters = splitChapters(`第1章 起\n${prose}`);
    expect(chapters).toHaveLength(1);
    expect(chapters[0]?.content).toBe(prose);
  });

  it('normalises ideographic spaces and tabs inside a heading', () => {
    expect(splitChapters('\u3000\u3000第3章\u3000\t夜航\n正文')[0]?.title).toBe('第3章 夜航');
  });

  it('answers [] for a broken custom pattern or blank text', () => {
    expect(splitChapters('第1章\n正文', { kind: 'custom', pattern: '(' })).toEqual([]);
    expect(splitChapters('   \n')).toEqual([]);
  });

  it('splits a large text in one pass', () => {
    const text = Array.from(
      { length: 500 },
      (_, i) => `第${i + 1}章 标题\n${'字'.repeat(1500)}`,
    ).join('\n');
    const chapters = splitChapters(text);
    expect(chapters).toHaveLength(500);
    expect(chapters[499]).toMatchObject({ title: '第500章 标题', wordCount: 1500 });
  });
});
