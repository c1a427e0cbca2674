import { describe, expect, it } from 'vitest';
import { carryPositions } from './undo';

describe('carryPositions', () => {
  it('returns old positions as they are when the book was not respaced', () => {
    const before = new Map([
      ['a', 1024],
      ['m', 1536],
      ['b', 2048],
    ]);
    const after = new Map([
      ['a', 1024],
      ['m', 4000],
      ['b', 2048],
    ]);
    expect(carryPositions([{ id: 'm', position: 1536 }], before, after)).toEqual(
      new Map([['m', 1536]]),
    );
  });

  it('carries them between the same neighbours after a respace, keeping their order', () => {
    const before = new Map([
      ['a', 1000],
      ['m1', 1000.25],
      ['m2', 1000.5],
      ['b', 1001],
      ['c', 5000],
    ]);
    // The move respaced the book: a, b, c got new ranks, the moved ones went to the end.
    const after = new Map([
      ['a', 1024],
      ['b', 2048],
      ['c', 3072],
      ['m1', 4096],
      ['m2', 5120],
    ]);
    const carried = carryPositions(
      [
        { id: 'm1', position: 1000.25 },
        { id: 'm2', position: 1000.5 },
      ],
      before,
      after,
    );
    expect(carried.get('m1')).toBe(1024 + 0.25 * 1024);
    expect(carried.get('m2')).toBe(1024 + 0.5 * 1024);
  });

  it('keeps the offset from the nearest neighbour at either end of the book', () => {
    const before = new Map([
      ['first', 10],
      ['a', 1000],
      ['last', 9000],
    ]);
    const after = new Map([
      ['a', 1024],
      ['first', 3000],
      ['last', 3072],
    ]);
    const carried = carryPositions(
      [
        { id: 'first', position: 10 },
        { id: 'last', position: 9000 },
      ],
      before,
      after,
    );
    expect(carried.get('first')).toBe(1024 - 990);
    expect(carried.get('last')).toBe(1024 + 8000);
  });
});
