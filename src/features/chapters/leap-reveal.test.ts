// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isLeap,
  REVEAL_PER_FRAME,
  revealRank,
  useLeapReveal,
  type WindowState,
} from './leap-reveal';

describe('isLeap', () => {
  it('is a move further than the window is tall', () => {
    expect(isLeap(1300, 0, 1200)).toBe(true);
    expect(isLeap(0, 1300, 1200)).toBe(true);
    expect(isLeap(1200, 0, 1200)).toBe(false);
    expect(isLeap(96, 0, 1200)).toBe(false);
  });

  it('is never a leap before the scroller has a height', () => {
    expect(isLeap(5000, 0, 0)).toBe(false);
  });
});

describe('revealRank', () => {
  it('ranks the rows in view first, top down, then the overscan above them', () => {
    // 10 rows rendered, the first 3 are overscan above the view.
    const ranks = Array.from({ length: 10 }, (_, position) => revealRank(position, 3, 10));
    expect(ranks).toEqual([7, 8, 9, 0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('useLeapReveal', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  const start: WindowState = { offset: 0, viewport: 900, isScrolling: false, count: 30 };

  it('shows every row while the author scrolls a little at a time', () => {
    const { result, rerender } = renderHook((state: WindowState) => useLeapReveal(state), {
      initialProps: start,
    });
    expect(result.current).toBe(Number.POSITIVE_INFINITY);
    rerender({ ...start, offset: 120, isScrolling: true });
    expect(result.current).toBe(Number.POSITIVE_INFINITY);
    rerender({ ...start, offset: 240, isScrolling: true });
    expect(result.current).toBe(Number.POSITIVE_INFINITY);
  });

  it('shows placeholders during a leap, then brings rows back a few per frame', () => {
    const { result, rerender } = renderHook((state: WindowState) => useLeapReveal(state), {
      initialProps: start,
    });
    rerender({ ...start, offset: 20_000, isScrolling: true });
    expect(result.current).toBe(0);
    rerender({ ...start, offset: 40_000, isScrolling: true });
    expect(result.current).toBe(0);

    // The drag stops: still nothing until the next frame, then a few rows a frame.
    rerender({ ...start, offset: 40_000, isScrolling: false });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(REVEAL_PER_FRAME);
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(2 * REVEAL_PER_FRAME);
    for (let frame = 0; frame < 5; frame++) act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(Number.POSITIVE_INFINITY);
  });
});
