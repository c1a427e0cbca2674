import { describe, expect, it } from 'vitest';
import {
  areaOffsetMapper,
  areaText,
  markSegments,
  marksOnValue,
  shiftMarks,
  snapMark,
  textEdit,
} from './segments';

const cut = (text: string, segments: ReturnType<typeof markSegments>) =>
  segments.map((s) => [text.slice(s.start, s.end), s.find, s.finding]);

describe('markSegments', () => {
  it('cuts the text at the marks, plain runs between, up to the last mark', () => {
    const text = '林川看着林川的影子，心想。';
    const segments = markSegments(text, [
      { start: 0, end: 2, kind: 'match' },
      { start: 4, end: 6, kind: 'current' },
    ]);
    expect(cut(text, segments)).toEqual([
      ['林川', 'match', null],
      ['看着', null, null],
      ['林川', 'current', null],
    ]);
  });

  it('combines a match over a finding, and lets block win over warn', () => {
    const text = '加V：abc12345 的的';
    const segments = markSegments(text, [
      { start: 0, end: 11, kind: 'block' },
      { start: 3, end: 6, kind: 'match' },
      { start: 0, end: 2, kind: 'warn' },
    ]);
    expect(cut(text, segments)).toEqual([
      ['加V：', null, 'block'],
      ['abc', 'match', 'block'],
      ['12345', null, 'block'],
    ]);
  });

  it('never cuts a character outside the BMP in two', () => {
    const text = 'a𠮷b😀c';
    // 𠮷 is text[1..3), 😀 is text[4..6): offsets inside the pairs widen.
    const segments = markSegments(text, [
      { start: 2, end: 3, kind: 'match' },
      { start: 4, end: 5, kind: 'warn' },
    ]);
    expect(cut(text, segments)).toEqual([
      ['a', null, null],
      ['𠮷', 'match', null],
      ['b', null, null],
      ['😀', null, 'warn'],
    ]);
  });

  it('drops empty and out-of-range marks and clamps the rest', () => {
    expect(markSegments('abc', [{ start: 2, end: 2, kind: 'match' }])).toEqual([]);
    expect(markSegments('abc', [{ start: 5, end: 9, kind: 'match' }])).toEqual([]);
    expect(cut('abc', markSegments('abc', [{ start: 1, end: 9, kind: 'block' }]))).toEqual([
      ['a', null, null],
      ['bc', null, 'block'],
    ]);
  });
});

describe('snapMark', () => {
  it('keeps a mark that starts and ends between characters', () => {
    expect(snapMark('𠮷x', { start: 0, end: 2, kind: 'match' })).toEqual({
      start: 0,
      end: 2,
      kind: 'match',
    });
  });
});

describe('carriage returns', () => {
  it('turns CRLF and a lone CR into LF, as a textarea does', () => {
    expect(areaText('一\r\n二\r三\n四')).toBe('一\n二\n三\n四');
  });

  it('maps offsets past each CRLF back by one', () => {
    const text = '第一段\r\n第二段\r\n第三段';
    const map = areaOffsetMapper(text);
    const value = areaText(text);
    const start = text.indexOf('第三段');
    expect(value.slice(map(start), map(start + 3))).toBe('第三段');
    expect(map(0)).toBe(0);
    expect(map(text.length)).toBe(value.length);
  });

  it('places marks found in CRLF text on the textarea value', () => {
    const text = '甲\r\n乙𠮷乙\r\n丙';
    const start = text.indexOf('𠮷');
    const placed = marksOnValue(text, [{ start, end: start + 2, kind: 'match' }], areaText(text));
    const value = areaText(text);
    expect(placed.map((m) => value.slice(m.start, m.end))).toEqual(['𠮷']);
  });
});

describe('typing between computations', () => {
  it('finds the one edited span', () => {
    expect(textEdit('abcdef', 'abXYef')).toEqual({ start: 2, oldEnd: 4, newEnd: 4 });
    expect(textEdit('abc', 'abxc')).toEqual({ start: 2, oldEnd: 2, newEnd: 3 });
    expect(textEdit('aaa', 'aa')).toEqual({ start: 2, oldEnd: 3, newEnd: 2 });
  });

  it('keeps marks before, moves marks after, drops marks the edit touches', () => {
    const marks = [
      { start: 0, end: 2, kind: 'match' as const },
      { start: 4, end: 6, kind: 'block' as const },
      { start: 8, end: 10, kind: 'warn' as const },
    ];
    expect(shiftMarks(marks, { start: 5, oldEnd: 5, newEnd: 7 })).toEqual([
      { start: 0, end: 2, kind: 'match' },
      { start: 10, end: 12, kind: 'warn' },
    ]);
    // Typed right at a mark's edges: outside it.
    expect(shiftMarks(marks, { start: 2, oldEnd: 2, newEnd: 3 })).toEqual([
      { start: 0, end: 2, kind: 'match' },
      { start: 5, end: 7, kind: 'block' },
      { start: 9, end: 11, kind: 'warn' },
    ]);
  });

  it('carries marks onto a value typed after they were computed', () => {
    const source = '他说：林川来了。林川笑了。';
    const value = `前言\n${source}`;
    const start = source.lastIndexOf('林川');
    const [placed] = marksOnValue(source, [{ start, end: start + 2, kind: 'current' }], value);
    expect(value.slice(placed?.start, placed?.end)).toBe('林川');
    expect(placed?.start).toBe(value.lastIndexOf('林川'));
  });
});
