import { describe, expect, it } from 'vitest';
import { readChapterOrder, writeChapterOrder } from './chapter-order';
import { memoryStorage } from './testing/memory-storage';

describe('chapter order per book', () => {
  it('opens newest first, and remembers reading order for the book it was chosen for', () => {
    const storage = memoryStorage();
    expect(readChapterOrder('b1', storage)).toBe('newest');
    writeChapterOrder('b1', 'reading', storage);
    expect(readChapterOrder('b1', storage)).toBe('reading');
    expect(readChapterOrder('b2', storage)).toBe('newest');
  });

  it('survives a broken or blocked storage', () => {
    const storage = memoryStorage();
    storage.setItem('chapter-order', '{not json');
    expect(readChapterOrder('b1', storage)).toBe('newest');
    expect(readChapterOrder('b1', null)).toBe('newest');
    writeChapterOrder('b1', 'reading', null);
  });
});
