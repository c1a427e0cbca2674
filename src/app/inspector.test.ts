import { describe, expect, it } from 'vitest';
import { wantsInspector } from './inspector';

describe('wantsInspector', () => {
  it('is on with ?inspect, with or without a value, among other parameters', () => {
    expect(wantsInspector('?inspect', undefined)).toBe(true);
    expect(wantsInspector('?book_id=1&inspect=1', undefined)).toBe(true);
  });

  it('is on with the build flag', () => {
    expect(wantsInspector('', '1')).toBe(true);
  });

  it('is off otherwise', () => {
    expect(wantsInspector('', undefined)).toBe(false);
    expect(wantsInspector('?inspector=1', '0')).toBe(false);
  });
});
