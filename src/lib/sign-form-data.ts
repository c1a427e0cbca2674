import { browserStorage, type StorageKind } from './browser-storage';
import { STORAGE_KEYS } from './storage-keys';

/**
 * One book's half-filled sign-up (contract application) form. Its fields
 * belong to the sign form; here it is any JSON object.
 */
export type SignFormDraft = Record<string, unknown>;

/** The part of `Storage` this module uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Saved sign-up forms, one per book, kept as one JSON map in localStorage. */
export interface SignFormDataStore {
  /** The saved form of a book, or undefined when none (or storage is unusable). */
  read(bookId: string): SignFormDraft | undefined;
  /** Saves a book's form. Returns false when storage refused (blocked, full). */
  write(bookId: string, data: SignFormDraft): boolean;
  /** Forgets one book's form, e.g. after the application was submitted. */
  remove(bookId: string): void;
  /** Forgets every saved form. */
  clear(): void;
}

// Looked up on every access (./browser-storage.ts).
const browserLocalStorage = (): KeyValueStorage | null => browserStorage();

function isDraft(value: unknown): value is SignFormDraft {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A store over the given storage. A missing, blocked or corrupt entry reads
 * as "nothing saved" rather than throwing: losing a draft is better than a
 * sign form that cannot open.
 */
export function createSignFormDataStore(
  storage: () => KeyValueStorage | null = browserLocalStorage,
  key: string = STORAGE_KEYS.signFormData,
): SignFormDataStore {
  const readAll = (): Record<string, SignFormDraft> => {
    try {
      const raw = storage()?.getItem(key);
      if (!raw) return {};
      const parsed: unknown = JSON.parse(raw);
      if (!isDraft(parsed)) return {};
      const map: Record<string, SignFormDraft> = {};
      for (const [bookId, draft] of Object.entries(parsed)) {
        if (isDraft(draft)) map[bookId] = draft;
      }
      return map;
    } catch {
      return {};
    }
  };

  const writeAll = (map: Record<string, SignFormDraft>): boolean => {
    try {
      const target = storage();
      if (!target) return false;
      if (Object.keys(map).length === 0) target.removeItem(key);
      else target.setItem(key, JSON.stringify(map));
      return true;
    } catch {
      return false;
    }
  };

  return {
    read: (bookId) => readAll()[bookId],
    write: (bookId, data) => writeAll({ ...readAll(), [bookId]: data }),
    remove(bookId) {
      const map = readAll();
      if (!(bookId in map)) return;
      delete map[bookId];
      writeAll(map);
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Unreachable storage holds nothing we could clear.
      }
    },
  };
}

/** The app's store, over `localStorage['signFormData']`. */
export const signFormData: SignFormDataStore = createSignFormDataStore();

/** What {@link initSignFormData} needs from `window`. */
export type SignFormWindow = Pick<
  Window,
  'localStorage' | 'sessionStorage' | 'addEventListener' | 'removeEventListener'
>;

function storageOf(win: SignFormWindow, kind: StorageKind) {
  return (): KeyValueStorage | null => browserStorage(kind, win);
}

/**
 * Start-up rule of docs/behaviour.md, Books: the signing form's saved data: saved sign forms survive a reload but
 * not a new browser session. sessionStorage survives reloads and dies with
 * the session, so a flag written there on the way out tells the two apart: if
 * it is missing now, this is a new session and the saved forms are cleared.
 *
 * Call once, before anything reads the saved forms. Returns a function that
 * removes the listeners (for tests and hot reload).
 */
export function initSignFormData(win: SignFormWindow): () => void {
  const session = storageOf(win, 'sessionStorage');
  const store = createSignFormDataStore(storageOf(win, 'localStorage'));

  let hasFlag = false;
  try {
    hasFlag = (session()?.getItem(STORAGE_KEYS.signFormSession) ?? null) !== null;
  } catch {
    // Blocked sessionStorage: treat as a new session.
  }
  if (!hasFlag) store.clear();

  const setFlag = () => {
    try {
      session()?.setItem(STORAGE_KEYS.signFormSession, '1');
    } catch {
      // Without sessionStorage every start is a new session: forms are cleared.
    }
  };
  // unload and beforeunload as in the seed; pagehide as well because browsers
  // are retiring unload and skip it for pages entering the back/forward cache.
  const events = ['unload', 'beforeunload', 'pagehide'] as const;
  for (const type of events) win.addEventListener(type, setFlag);
  return () => {
    for (const type of events) win.removeEventListener(type, setFlag);
  };
}
