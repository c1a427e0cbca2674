/**
 * The chapter editor's local drafts: every change an author makes is written
 * here before anything goes to the server, so a crashed tab, a closed laptop,
 * a dead network or an expired session never costs a line.
 *
 * Drafts live in IndexedDB (through `idb`), one record per chapter, keyed
 * `chapter:<id>`; a chapter not yet created on the server is keyed by a
 * client-generated draft id, `new:<draftId>`, which the editor keeps in its
 * URL so a reload or a return from the login page finds it again. A record
 * the server already has (`synced`) is deleted rather than kept: the store
 * only ever holds text that exists nowhere else.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** The editable part of a chapter. */
export interface DraftFields {
  readonly title: string;
  readonly content: string;
  readonly authorNote: string;
  readonly isVip: boolean;
}

/** One local draft. */
export interface LocalDraft extends DraftFields {
  /** `chapter:<id>` or `new:<draftId>`; see {@link draftKey}. */
  readonly key: string;
  readonly bookId: string;
  /** Null until the server created the chapter. */
  readonly chapterId: string | null;
  /** The client-generated id a new chapter was started under. */
  readonly draftId: string | null;
  /** Volume chosen for a new chapter. */
  readonly volumeId: string | null;
  /** Server version the text was edited from; null before the first create. */
  readonly baseVersion: number | null;
  /** True when the server holds exactly this text: such a record is removed. */
  readonly synced: boolean;
  /** Epoch ms of the change this record holds. */
  readonly savedAt: number;
  /**
   * The page (tab) that wrote it. A tab that saved the chapter removes only
   * its own record: another tab's unsaved text on the same chapter stays.
   */
  readonly owner: string;
}

/** Options of {@link DraftStore.save}. */
export interface SaveOptions {
  /**
   * Removes a synced record whoever wrote it: this tab took the record over
   * (restored or discarded another session's draft).
   */
  readonly takeOver?: boolean;
}

/** Where drafts are kept; the app uses IndexedDB, tests an in-memory map. */
export interface DraftStore {
  get(key: string): Promise<LocalDraft | null>;
  /**
   * Writes the draft, or removes it when `synced` (unless another tab has
   * written the record since: its text is not the one saved). A draft that carries both
   * a chapter id and the draft id it was started under also removes the
   * `new:` record, so a created chapter is never offered twice.
   */
  save(draft: LocalDraft, options?: SaveOptions): Promise<void>;
  remove(key: string): Promise<void>;
  /** Unsynced drafts of a book, newest first. */
  listByBook(bookId: string): Promise<LocalDraft[]>;
  /** Unsynced drafts of every book, newest first (what a logout would leave behind unsent). */
  listUnsynced(): Promise<LocalDraft[]>;
}

/** The key of a chapter's draft, or of a new chapter's before it has an id. */
export function draftKey(ref: { chapterId: string | null; draftId: string | null }): string {
  if (ref.chapterId) return `chapter:${ref.chapterId}`;
  if (ref.draftId) return `new:${ref.draftId}`;
  throw new Error('draftKey: a chapter id or a draft id is needed');
}

/** A fresh draft id for a new chapter: short, URL-safe, unguessable enough for one device. */
export function newDraftId(random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 12; i++) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}

/** True when a value read back from storage has the shape of a draft. */
export function isLocalDraft(value: unknown): value is LocalDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.key === 'string' &&
    typeof v.bookId === 'string' &&
    typeof v.title === 'string' &&
    typeof v.content === 'string' &&
    typeof v.authorNote === 'string' &&
    typeof v.isVip === 'boolean' &&
    typeof v.synced === 'boolean' &&
    typeof v.savedAt === 'number' &&
    typeof v.owner === 'string' &&
    (v.chapterId === null || typeof v.chapterId === 'string') &&
    (v.baseVersion === null || typeof v.baseVersion === 'number')
  );
}

/** The shared logic of both stores over a minimal key-value backend. */
interface Backend {
  get(key: string): Promise<unknown>;
  put(draft: LocalDraft): Promise<void>;
  delete(keys: readonly string[]): Promise<void>;
  /** Deletes the record unless it is an unsynced one of another owner. */
  deleteOwn(key: string, owner: string): Promise<void>;
  /** The records of a book, or of every book (null). */
  all(bookId: string | null): Promise<unknown[]>;
}

function storeOver(backend: Backend): DraftStore {
  return {
    async get(key) {
      const value = await backend.get(key);
      return isLocalDraft(value) ? value : null;
    },
    async save(draft, options) {
      const obsolete =
        draft.chapterId && draft.draftId
          ? [`new:${draft.draftId}`].filter((k) => k !== draft.key)
          : [];
      if (draft.synced) {
        if (options?.takeOver) await backend.delete([draft.key]);
        else await backend.deleteOwn(draft.key, draft.owner);
        if (obsolete.length > 0) await backend.delete(obsolete);
      } else {
        await backend.put(draft);
        if (obsolete.length > 0) await backend.delete(obsolete);
      }
    },
    remove: (key) => backend.delete([key]),
    async listByBook(bookId) {
      const drafts = (await backend.all(bookId)).filter(isLocalDraft);
      return drafts.filter((d) => !d.synced).sort((a, b) => b.savedAt - a.savedAt);
    },
    async listUnsynced() {
      const drafts = (await backend.all(null)).filter(isLocalDraft);
      return drafts.filter((d) => !d.synced).sort((a, b) => b.savedAt - a.savedAt);
    },
  };
}

/** Drafts in a Map: for tests, and as the fallback where IndexedDB is unavailable. */
export function createMemoryDraftStore(initial: readonly LocalDraft[] = []): DraftStore & {
  readonly records: Map<string, LocalDraft>;
} {
  const records = new Map<string, LocalDraft>(initial.map((d) => [d.key, d]));
  const store = storeOver({
    get: async (key) => records.get(key),
    put: async (draft) => {
      records.set(draft.key, draft);
    },
    delete: async (keys) => {
      for (const key of keys) records.delete(key);
    },
    deleteOwn: async (key, owner) => {
      const current = records.get(key);
      if (!current || current.synced || current.owner === owner) records.delete(key);
    },
    all: async (bookId) =>
      [...records.values()].filter((d) => bookId === null || d.bookId === bookId),
  });
  return Object.assign(store, { records });
}

/** IndexedDB database of the drafts. */
const DRAFT_DB_NAME = 'inkwell-drafts';
const STORE = 'drafts';

interface DraftDb extends DBSchema {
  drafts: { key: string; value: LocalDraft; indexes: { byBook: string } };
}

/**
 * Drafts in IndexedDB. The database opens lazily on first use; a browser
 * that refuses IndexedDB (some private modes) rejects each call, which the
 * editor shows as "not saved on this device" rather than failing to edit.
 */
export function createIndexedDbDraftStore(name: string = DRAFT_DB_NAME): DraftStore {
  let db: Promise<IDBPDatabase<DraftDb>> | null = null;
  const open = () => {
    db ??= openDB<DraftDb>(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: 'key' });
        store.createIndex('byBook', 'bookId');
      },
    }).catch((error: unknown) => {
      db = null;
      throw error;
    });
    return db;
  };
  return storeOver({
    get: async (key) => (await open()).get(STORE, key),
    put: async (draft) => {
      await (await open()).put(STORE, draft);
    },
    delete: async (keys) => {
      const tx = (await open()).transaction(STORE, 'readwrite');
      await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
    },
    deleteOwn: async (key, owner) => {
      // One transaction: no other tab can write between the read and the delete.
      const tx = (await open()).transaction(STORE, 'readwrite');
      const current = await tx.store.get(key);
      if (!current || current.synced || current.owner === owner) await tx.store.delete(key);
      await tx.done;
    },
    all: async (bookId) =>
      bookId === null
        ? (await open()).getAll(STORE)
        : (await open()).getAllFromIndex(STORE, 'byBook', bookId),
  });
}
