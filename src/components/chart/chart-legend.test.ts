import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../../i18n/intl';
import { chartLegendProps } from './chart-legend';

describe('chartLegendProps', () => {
  it("wraps the legend instead of folding it behind the library's English '+5 more'", () => {
    const zh = chartLegendProps(createAppIntl('zh-CN'));
    expect(zh.enabledWrapLines).toBe(true);
    expect(zh.overflowText).toBe('项');
    expect(chartLegendProps(createAppIntl('en-US')).overflowText).toBe('more');
  });
});
