import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../i18n/intl';
import { zoneLabel } from './zone-label';

describe('zoneLabel', () => {
  it("punctuates the zone as the page's language does", () => {
    const zh = zoneLabel(createAppIntl('zh-CN'));
    const en = zoneLabel(createAppIntl('en-US'));
    expect(zh).toMatch(/，UTC[+-]\d/);
    expect(zh).not.toContain(',');
    expect(en).toMatch(/, UTC[+-]\d/);
  });
});
