import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

describe('inbox cursor', () => {
  it('reads back what it wrote', () => {
    const cursor = { time: new Date('2026-11-20T02:00:00.123Z'), id: 'abc234' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('refuses what it did not write', () => {
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(Buffer.from('2026-13-40|x').toString('base64url'))).toBeNull();
    expect(
      decodeCursor(Buffer.from('2026-11-20T02:00:00.000Z|a b').toString('base64url')),
    ).toBeNull();
  });
});
