import { describe, expect, it } from 'vitest';
import { countWords } from './word-count';

describe('countWords', () => {
  it('counts nothing in an empty or blank string', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t\u3000')).toBe(0);
  });

  it('counts each CJK ideograph once', () => {
    expect(countWords('少年出山')).toBe(4);
    expect(countWords('第一卷 初入星海')).toBe(7);
  });

  it('counts full-width and ASCII punctuation as zero', () => {
    expect(countWords('“你来了？”他问。')).toBe(5);
    expect(countWords('，。！？；：、（）《》【】…—·')).toBe(0);
    expect(countWords('...!?,;:()[]-')).toBe(0);
  });

  it('counts a run of Latin letters or digits once', () => {
    expect(countWords('Hello world')).toBe(2);
    expect(countWords('abc123def')).toBe(1);
    expect(countWords('2026年')).toBe(2);
    expect(countWords('第3000章')).toBe(3);
    expect(countWords('v2.0')).toBe(2);
  });

  it('handles mixed Chinese and English text', () => {
    expect(countWords('他打开了iPhone，看到GPT-5的消息。')).toBe(12);
    expect(countWords('Hello世界')).toBe(3);
  });

  it('treats full-width letters and digits like ASCII ones', () => {
    expect(countWords('２０２６年ＡＢＣ')).toBe(3);
  });

  it('keeps accented Latin words in one run', () => {
    expect(countWords('café naïve')).toBe(2);
    // Decomposed form: e + combining acute accent.
    expect(countWords('cafe\u0301 ok')).toBe(2);
  });

  it('counts kana and hangul characters', () => {
    expect(countWords('ありがとう')).toBe(5);
    expect(countWords('カタカナ・テスト')).toBe(7);
    expect(countWords('안녕하세요')).toBe(5);
  });

  it('counts CJK Extension B characters (surrogate pairs) once each', () => {
    expect(countWords('𠀀𪚥')).toBe(2);
    expect(countWords('我𠮷野家')).toBe(4);
  });

  it('counts emoji and symbols as zero', () => {
    expect(countWords('😀👍🏽🎉')).toBe(0);
    expect(countWords('好😀好')).toBe(2);
    expect(countWords('a😀b')).toBe(2);
    expect(countWords('★☆→©')).toBe(0);
  });

  it('survives a lone surrogate', () => {
    expect(countWords('a\ud83db')).toBe(2);
    expect(countWords('\udc00好')).toBe(1);
  });

  it('is fast on a 30,000-character chapter', () => {
    const unit = '“星海无垠，”林远说，“2026年我们再见。”Hello world! ';
    const text = unit.repeat(Math.ceil(30_000 / unit.length)).slice(0, 30_000);
    const start = performance.now();
    let total = 0;
    for (let i = 0; i < 100; i++) total += countWords(text);
    const perCall = (performance.now() - start) / 100;
    expect(total).toBeGreaterThan(0);
    // Generous bound for slow CI; a single pass takes well under 1 ms.
    expect(perCall).toBeLessThan(10);
  });
});
