/**
 * Paragraph indexes of a text: a paragraph is a line, as the editor and the
 * reader show it. Offsets are UTF-16 code units, like the textarea's selection.
 */

export interface Paragraph {
  index: number;
  start: number;
  end: number;
}

/** Every line's start and end (the newline excluded). */
export function paragraphsOf(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  let start = 0;
  let index = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    out.push({ index, start, end: end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end });
    if (nl === -1) return out;
    start = nl + 1;
    index += 1;
  }
}

/** The index of the paragraph holding `offset` (binary search over the starts). */
export function paragraphAt(paragraphs: readonly Paragraph[], offset: number): number {
  let lo = 0;
  let hi = paragraphs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (paragraphs[mid]!.start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return paragraphs[lo]?.index ?? 0;
}
