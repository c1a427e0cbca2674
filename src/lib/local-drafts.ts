/**
 * The page's one local draft store (src/lib/draft-store.ts): IndexedDB, or
 * memory where the browser refuses it. The editor writes to it; chapter
 * management lists what it holds, so text that never reached the server is
 * never out of the author's sight.
 */
import { createIndexedDbDraftStore, createMemoryDraftStore, type DraftStore } from './draft-store';

let store: DraftStore | null = null;

/** The store, opened on first use. */
export function localDrafts(): DraftStore {
  store ??=
    typeof indexedDB === 'undefined' ? createMemoryDraftStore() : createIndexedDbDraftStore();
  return store;
}
