import { describe, expect, it } from 'vitest';
import { earlierIds, orderChoices, orderRefusalOf, timeAfterEarlier } from './reading-order';

const scheduled = (no: number, at: string) => ({
  chapter_id: `c${no}`,
  chapter_no: no,
  title: `第${no}章`,
  status: 'scheduled' as const,
  publish_at: at,
});
const draft = (no: number) => ({
  chapter_id: `c${no}`,
  chapter_no: no,
  title: `第${no}章`,
  status: 'draft' as const,
  publish_at: null,
});

describe('orderRefusalOf', () => {
  it('reads a 103002 rejection and nothing else', () => {
    const body = { earlier: [draft(3)], earlier_count: 1 };
    expect(orderRefusalOf({ code: 103002, body })).toEqual({ earlier: [draft(3)], count: 1 });
    expect(orderRefusalOf({ code: 103001, body })).toBeNull();
    expect(orderRefusalOf(new Error('offline'))).toBeNull();
  });
});

describe('the ways out of a refusal', () => {
  it('offers all three when every earlier chapter is scheduled and named', () => {
    const refusal = {
      earlier: [scheduled(5, '2026-11-23T12:00:00.000Z'), scheduled(4, '2026-11-22T12:00:00.000Z')],
      count: 2,
    };
    expect(orderChoices(refusal)).toEqual(['earlierFirst', 'scheduleAfter', 'anyway']);
    expect(timeAfterEarlier(refusal)).toBe('2026-11-23T12:01:00.000Z');
    expect(earlierIds(refusal)).toEqual(['c4', 'c5']);
  });

  it('cannot schedule after a draft', () => {
    const refusal = { earlier: [scheduled(4, '2026-11-22T12:00:00.000Z'), draft(5)], count: 2 };
    expect(orderChoices(refusal)).toEqual(['earlierFirst', 'anyway']);
    expect(timeAfterEarlier(refusal)).toBeNull();
  });

  it('only publishes anyway when the refusal names some of many', () => {
    expect(orderChoices({ earlier: [draft(1)], count: 250 })).toEqual(['anyway']);
  });
});
