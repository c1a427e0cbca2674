import { browserStorage } from '../lib/browser-storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** docs/behaviour.md, Session and login: the session token lives under `token`. */
const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;

/** Where the session token lives; injected so tests and SSR need no localStorage. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The part of `Storage` the token store uses. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Looked up on every access, not once (lib/browser-storage.ts).
const browserLocalStorage = (): TokenStorage | null => browserStorage();

/**
 * The default store: `localStorage['token']`. Without usable storage it
 * behaves as if no token were stored, so requests simply go out without one.
 */
export function createLocalStorageTokenStore(
  storage: () => TokenStorage | null = browserLocalStorage,
  key: string = TOKEN_STORAGE_KEY,
): TokenStore {
  return {
    get() {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(token) {
      storage()?.setItem(key, token);
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored that we could reach, so nothing to clear.
      }
    },
  };
}

/** A store held in memory, for tests and non-browser callers. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = null;
    },
  };
}
