/**
 * Marks painted on the chapter text (find matches, pre-publish findings) as
 * segments of the textarea's value: pure offset arithmetic, no DOM, so the
 * highlight layer only turns segments into nodes.
 *
 * Offsets are UTF-16 code units, as String.slice, the find machine and the
 * pre-publish check count them. A textarea's value never holds a carriage
 * return (HTML turns CRLF and a lone CR into LF), while the text a mark was
 * computed on may: {@link areaOffsetMapper} moves such offsets onto the value.
 */

/** A find match, or the current one. */
export type FindKind = 'match' | 'current';
/** A pre-publish finding's severity. */
export type FindingKind = 'block' | 'warn';

/** One painted range, [start, end) in UTF-16 offsets. */
export interface TextMark {
  readonly start: number;
  readonly end: number;
  readonly kind: FindKind | FindingKind;
}

/** A run of text with one look: plain where both kinds are null. */
export interface Segment {
  readonly start: number;
  readonly end: number;
  readonly find: FindKind | null;
  readonly finding: FindingKind | null;
}

/** The text as a textarea holds it: CRLF and a lone CR become LF. */
export function areaText(text: string): string {
  return text.indexOf('\r') === -1 ? text : text.replace(/\r\n?/g, '\n');
}

/**
 * Maps an offset in `text` to the same place in {@link areaText}(text): each
 * CR of a CRLF pair before it is gone (a lone CR becomes LF and keeps its place).
 */
export function areaOffsetMapper(text: string): (offset: number) => number {
  if (text.indexOf('\r') === -1) return (offset) => offset;
  const dropped: number[] = [];
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
    if (text.charCodeAt(i + 1) === 10) dropped.push(i);
  }
  return (offset) => {
    // How many dropped CRs lie before `offset` (binary search).
    let low = 0;
    let high = dropped.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((dropped[mid] as number) < offset) low = mid + 1;
      else high = mid;
    }
    return offset - low;
  };
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The mark within [0, text.length], never cutting a character outside the
 * BMP in two (a start inside a pair moves back, an end inside one forward);
 * null when nothing is left.
 */
export function snapMark(text: string, mark: TextMark): TextMark | null {
  let start = Math.max(0, Math.min(mark.start, text.length));
  let end = Math.max(start, Math.min(mark.end, text.length));
  if (start > 0 && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start--;
  if (end < text.length && isLow(text.charCodeAt(end)) && isHigh(text.charCodeAt(end - 1))) end++;
  return end > start ? { start, end, kind: mark.kind } : null;
}

/**
 * The text cut into segments at every mark's edges, up to the end of the
 * last mark (the text after it paints nothing). Overlaps combine: a find
 * match over a finding is both; the current match wins over a match, a
 * block over a warning. Adjacent segments of one look are merged.
 */
export function markSegments(text: string, marks: readonly TextMark[]): Segment[] {
  interface Edge {
    at: number;
    kind: TextMark['kind'];
    delta: 1 | -1;
  }
  const edges: Edge[] = [];
  for (const raw of marks) {
    const mark = snapMark(text, raw);
    if (!mark) continue;
    edges.push({ at: mark.start, kind: mark.kind, delta: 1 });
    edges.push({ at: mark.end, kind: mark.kind, delta: -1 });
  }
  if (edges.length === 0) return [];
  edges.sort((a, b) => a.at - b.at);
  const open = { match: 0, current: 0, warn: 0, block: 0 };
  const segments: Segment[] = [];
  const push = (start: number, end: number) => {
    if (end <= start) return;
    const find: FindKind | null = open.current > 0 ? 'current' : open.match > 0 ? 'match' : null;
    const finding: FindingKind | null = open.block > 0 ? 'block' : open.warn > 0 ? 'warn' : null;
    const last = segments[segments.length - 1];
    if (last && last.end === start && last.find === find && last.finding === finding) {
      segments[segments.length - 1] = { ...last, end };
    } else {
      segments.push({ start, end, find, finding });
    }
  };
  let at = 0;
  for (const edge of edges) {
    push(at, edge.at);
    at = Math.max(at, edge.at);
    open[edge.kind] += edge.delta;
  }
  return segments;
}

/** Where two versions of a text differ: [start, oldEnd) became [start, newEnd). */
export interface TextEdit {
  readonly start: number;
  readonly oldEnd: number;
  readonly newEnd: number;
}

/** The one span that changed between `before` and `after` (common start and end kept). */
export function textEdit(before: string, after: string): TextEdit {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (
    tail < shorter - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  ) {
    tail++;
  }
  return { start, oldEnd: before.length - tail, newEnd: after.length - tail };
}

/**
 * Carries marks across an edit until they are computed again: marks before
 * the edit stay, marks after it move by the change in length, marks the edit
 * touches are dropped (their words changed). Text typed right at a mark's
 * edge stays outside it.
 */
export function shiftMarks(marks: readonly TextMark[], edit: TextEdit): TextMark[] {
  const delta = edit.newEnd - edit.oldEnd;
  const kept: TextMark[] = [];
  for (const mark of marks) {
    if (mark.end <= edit.start) kept.push(mark);
    else if (mark.start >= edit.oldEnd) {
      kept.push({ start: mark.start + delta, end: mark.end + delta, kind: mark.kind });
    }
  }
  return kept;
}

/**
 * The marks computed on `source` placed on the textarea's `value`: carriage
 * returns mapped away, then shifted across what was typed since.
 */
export function marksOnValue(
  source: string,
  marks: readonly TextMark[],
  value: string,
): TextMark[] {
  const map = areaOffsetMapper(source);
  const mapped = marks.map((m) => ({ start: map(m.start), end: map(m.end), kind: m.kind }));
  const normalized = areaText(source);
  return normalized === value ? mapped : shiftMarks(mapped, textEdit(normalized, value));
}

/** The marks a list of segments paints (for carrying them across an edit). */
export function segmentMarks(segments: readonly Segment[]): TextMark[] {
  const marks: TextMark[] = [];
  for (const s of segments) {
    if (s.find) marks.push({ start: s.start, end: s.end, kind: s.find });
    if (s.finding) marks.push({ start: s.start, end: s.end, kind: s.finding });
  }
  return marks;
}
