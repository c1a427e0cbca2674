/**
 * How a figure moved against the previous equal period, computed once on the
 * server so every screen shows the same sign: an arrow and a colour come from
 * `trend`, never from the client's own subtraction.
 */
import type { Trend } from '../../../src/lib/contract/income-data';

export interface Change {
  /** The figure over the previous equal period; null when there is none to compare with. */
  previous: number | null;
  /** value - previous. */
  change: number | null;
  /** The change in percent of the previous figure, one decimal; null when that is 0 or unknown. */
  change_percent: number | null;
  trend: Trend | null;
}

export function compare(value: number, previous: number | null): Change {
  if (previous === null) return { previous, change: null, change_percent: null, trend: null };
  const change = value - previous;
  return {
    previous,
    change,
    change_percent: previous === 0 ? null : Math.round((change / Math.abs(previous)) * 1000) / 10,
    trend: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
  };
}

/** numerator / denominator to 4 decimals (a share, 0.1234 = 12.34%); null for 0 / 0. */
export function ratio(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  return Math.round((numerator / denominator) * 10_000) / 10_000;
}
