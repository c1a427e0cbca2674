/**
 * The page's one local draft store (src/lib/draft-store.ts): IndexedDB, or
 * memory where the browser refuses it. The editor writes to it; chapter
 * management lists what it holds, so text that never reached the server is
 * never out of the author's sight.
 */
import {
  createIndexedDbDraftStore,
  createMemoryDraftStore,
  type DraftStore,
  type LocalDraft,
} from './draft-store';

let store: DraftStore | null = null;

/** The store, opened on first use. */
export function localDrafts(): DraftStore {
  store ??=
    typeof indexedDB === 'undefined' ? createMemoryDraftStore() : createIndexedDbDraftStore();
  return store;
}

/** The editor's address for a local draft: its chapter, or the new chapter it was started as. */
export function localDraftHref(draft: LocalDraft): string {
  const query = new URLSearchParams({ book_id: draft.bookId });
  if (draft.chapterId) query.set('chapter_id', draft.chapterId);
  else if (draft.draftId) query.set('draft', draft.draftId);
  return `/chapter-add?${query}`;
}
