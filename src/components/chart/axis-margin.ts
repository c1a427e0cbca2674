/**
 * The left margin a chart's y axis needs for its longest tick label.
 * Fluent's charts leave a fixed 40 px, which cut money ticks short
 * ('CN¥20K' showed as 'N¥20K' on the income chart). The largest value's
 * label stands for the widest: ticks are rounded up from it and have the
 * same number of digits or one more, which the spare character covers.
 */

/** Fluent's default left margin, kept as the least. */
const DEFAULT_LEFT = 40;
/** The axis's 10-12 px labels: about 7 px a Latin character, 12 px a CJK one. */
const LATIN_PX = 7;
const CJK_PX = 12;
/** The tick mark and the gap before the label. */
const TICK_PX = 14;

const isWide = (char: string) => /[\u2E80-\u9FFF\uAC00-\uD7AF\uFF00-\uFFEF]/u.test(char);

/** Pixels a label takes at the axis's size (an estimate; no DOM needed). */
export function labelWidth(label: string): number {
  let px = 0;
  for (const char of label) px += isWide(char) ? CJK_PX : LATIN_PX;
  return px;
}

/** `{ left }` for the chart's `margins`: room for the largest value's label and one more character. */
export function yAxisMargins(
  largest: number,
  format: ((value: number) => string) | undefined,
): { left: number } {
  const label = format ? format(largest) : String(Math.round(largest));
  return { left: Math.max(DEFAULT_LEFT, Math.ceil(labelWidth(label) + LATIN_PX + TICK_PX)) };
}
