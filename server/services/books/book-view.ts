/**
 * The spec's Book as answers carry it, and the author's own book by id
 * (102001 for any other, so ids reveal nothing).
 */
import type { components } from '../../../src/api/schema';
import type { Db } from '../../db/client';
import type { Book } from '../../db/schema';
import { notFound } from '../../http/failure';
import { findOwnBook } from '../../repositories/books';
import { type CategoryNames, categoryPath, loadCategoryIndex } from './categories';

export type BookView = components['schemas']['Book'];

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A books row as the spec's Book; `path` is its category's names from the channel down. */
export function toBook(row: Book, path: CategoryNames[]): BookView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    audience: row.audience,
    category_id: row.categoryId,
    category_path: path.map((names) => names['zh-CN']),
    category_names: path,
    tags: row.tags,
    protagonists: row.protagonists,
    synopsis: row.synopsis,
    cover_url: row.coverUrl,
    serial_status: row.serialStatus,
    review_status: row.reviewStatus,
    reject_reason: row.rejectReason,
    reject_fields: row.rejectFields,
    sign_status: row.signStatus,
    allow_vip: row.allowVip,
    word_count: row.wordCount,
    chapter_count: row.chapterCount,
    last_chapter_title: row.lastChapterTitle,
    last_published_at: iso(row.lastPublishedAt),
    create_time: row.createTime.toISOString(),
    update_time: row.updateTime.toISOString(),
  };
}

/** One book as the spec's Book, with its category path read from the table. */
export async function bookView(db: Db, row: Book): Promise<BookView> {
  return toBook(row, categoryPath(await loadCategoryIndex(db), row.categoryId));
}

/** Books as the spec's Book, their category paths read once (none read for no books). */
export async function bookViews(db: Db, rows: Book[]): Promise<BookView[]> {
  if (rows.length === 0) return [];
  const index = await loadCategoryIndex(db);
  return rows.map((row) => toBook(row, categoryPath(index, row.categoryId)));
}

/**
 * The author's own book, or 102001: another author's id answers exactly like
 * an unknown one, so ids reveal nothing.
 */
export async function ownBook(db: Db, authorId: string, bookId: string): Promise<Book> {
  const row = await findOwnBook(db, authorId, bookId);
  if (!row) throw notFound('Book not found');
  return row;
}
