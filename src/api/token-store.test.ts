import { describe, expect, it } from 'vitest';
import {
  createLocalStorageTokenStore,
  createMemoryTokenStore,
  type TokenStorage,
} from './token-store';

function fakeStorage(): TokenStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('token stores', () => {
  it('keeps the token under localStorage key "token"', () => {
    const storage = fakeStorage();
    const tokens = createLocalStorageTokenStore(() => storage);

    tokens.set('t1');
    expect(storage.items.get('token')).toBe('t1');
    expect(tokens.get()).toBe('t1');

    tokens.clear();
    expect(tokens.get()).toBeNull();
  });

  it('acts as empty when storage is missing or blocked', () => {
    expect(createLocalStorageTokenStore(() => null).get()).toBeNull();
    const blocked = createLocalStorageTokenStore(() => {
      throw new Error('SecurityError');
    });
    expect(blocked.get()).toBeNull();
    expect(() => blocked.clear()).not.toThrow();
  });

  it('holds a token in memory', () => {
    const tokens = createMemoryTokenStore('a');
    expect(tokens.get()).toBe('a');
    tokens.clear();
    expect(tokens.get()).toBeNull();
  });
});
