/**
 * The spec's Book as routes answer it, and the category lookups that go with
 * it. The category table is small (channels, genres, leaves), so a request
 * reads it once and resolves every path from memory instead of joining per
 * row or walking the tree with one query per level.
 */
import { and, eq } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Db } from '../db/client';
import { type Audience, type Book, books, categories } from '../db/schema';
import { notFound } from '../http/failure';

export type BookView = components['schemas']['Book'];

interface CategoryNode {
  name: string;
  parentId: string | null;
  audience: Audience;
}

/** Every category by id, plus which ids have children (so are not leaves). */
export interface CategoryIndex {
  byId: Map<string, CategoryNode>;
  parents: Set<string>;
}

/** Reads the whole category tree in one query. */
export async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      audience: categories.audience,
    })
    .from(categories);
  const byId = new Map<string, CategoryNode>();
  const parents = new Set<string>();
  for (const row of rows) {
    byId.set(row.id, { name: row.name, parentId: row.parentId, audience: row.audience });
    if (row.parentId) parents.add(row.parentId);
  }
  return { byId, parents };
}

/** Ids from the channel down to `categoryId`; empty for an unknown id. */
function chainOf(index: CategoryIndex, categoryId: string): string[] {
  const chain: string[] = [];
  const seen = new Set<string>();
  let id: string | null = categoryId;
  // `seen` guards against a cycle a hand-edited table could contain.
  while (id && !seen.has(id)) {
    const node = index.byId.get(id);
    if (!node) return [];
    seen.add(id);
    chain.unshift(id);
    id = node.parentId;
  }
  return chain;
}

/** Category names from the channel (男频 / 女频) down to the leaf. */
export function categoryPath(index: CategoryIndex, categoryId: string): string[] {
  return chainOf(index, categoryId).map((id) => index.byId.get(id)?.name ?? '');
}

/** True when `categoryId` is a leaf under the channel of `audience`. */
export function isLeafOfAudience(
  index: CategoryIndex,
  categoryId: string,
  audience: Audience,
): boolean {
  if (index.parents.has(categoryId)) return false;
  const chain = chainOf(index, categoryId);
  // A leaf sits below its channel: a lone top-level row is a channel, not a pick.
  if (chain.length < 2) return false;
  return index.byId.get(chain[0]!)?.audience === audience;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A books row as the spec's Book. */
export function toBook(row: Book, path: string[]): BookView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    audience: row.audience,
    category_id: row.categoryId,
    category_path: path,
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

/**
 * The author's own book, or 102001: another author's id answers exactly like
 * an unknown one, so ids reveal nothing.
 */
export async function ownBook(db: Db, authorId: string, bookId: string): Promise<Book> {
  const [row] = await db
    .select()
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.authorId, authorId)))
    .limit(1);
  if (!row) throw notFound('Book not found');
  return row;
}
