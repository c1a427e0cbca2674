/**
 * The order each book's chapter list was last shown in, kept in this
 * browser: a list opens newest first (where a serial author works) until the
 * author picks reading order for that book.
 */
import { browserStorage } from './browser-storage';
import { STORAGE_KEYS } from './storage-keys';

/** Reading order, or the latest chapters first. */
export type StoredChapterOrder = 'reading' | 'newest';

/** A list opens newest first unless the author chose otherwise for the book. */
const DEFAULT_CHAPTER_ORDER: StoredChapterOrder = 'newest';

function readAll(storage: Storage | null): Record<string, StoredChapterOrder> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.chapterOrder) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, StoredChapterOrder>)
      : {};
  } catch {
    return {};
  }
}

/** The order last chosen for the book, or the default. */
export function readChapterOrder(
  bookId: string,
  storage: Storage | null = browserStorage(),
): StoredChapterOrder {
  const order = readAll(storage)[bookId];
  return order === 'reading' || order === 'newest' ? order : DEFAULT_CHAPTER_ORDER;
}

/** Remembers the order chosen for the book (a blocked storage forgets quietly). */
export function writeChapterOrder(
  bookId: string,
  order: StoredChapterOrder,
  storage: Storage | null = browserStorage(),
): void {
  if (!storage) return;
  const all = readAll(storage);
  if (all[bookId] === order) return;
  try {
    storage.setItem(STORAGE_KEYS.chapterOrder, JSON.stringify({ ...all, [bookId]: order }));
  } catch {
    // Quota or privacy mode: the order is only not remembered.
  }
}
