import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadOnceForChunk,
} from './chunk-reload';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it("knows Rspack's and the browsers' words for a failed chunk", () => {
    const rspack = Object.assign(
      new Error('Loading chunk 123 failed.\n(error: /static/js/async/123.js)'),
      {
        name: 'ChunkLoadError',
      },
    );
    expect(isChunkLoadError(rspack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
  });

  it('leaves other errors to the screen notice', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('reloadOnceForChunk', () => {
  it('reloads once, then not again within the guard time, then again after it', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunk(storage, 1_000_000, reload)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    // The page came back and the chunk failed again: no loop.
    expect(reloadOnceForChunk(storage, 1_000_000 + 5_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another deploy): one more reload.
    expect(reloadOnceForChunk(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS + 1, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
