import { describe, expect, it } from 'vitest';
import { labelWidth, yAxisMargins } from './axis-margin';

describe('yAxisMargins', () => {
  it("keeps Fluent's 40 px where short labels fit", () => {
    expect(yAxisMargins(40, undefined)).toEqual({ left: 40 });
  });

  it('makes room for a money label that 40 px cut short', () => {
    const money = (v: number) => `CN¥${Math.round(v / 1000)}K`;
    const { left } = yAxisMargins(19_500, money);
    expect(left).toBeGreaterThan(labelWidth('CN¥20K'));
    expect(left).toBeGreaterThan(40);
  });

  it('counts Chinese characters wider than Latin ones', () => {
    expect(labelWidth('¥1.2万')).toBeGreaterThan(labelWidth('¥1.2K'));
  });
});
