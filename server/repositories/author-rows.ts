/**
 * Rows an author owns directly (messages, readers' comments on their books):
 * the check that every id of a bulk action is the author's, so one foreign
 * id refuses the whole action rather than acting on part of it.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

type AuthorRowsTable = PgTable & { id: PgColumn; authorId: PgColumn };

/** How many of `ids` are rows of `table` the author owns. */
export async function countOwnRows(
  db: Db,
  table: AuthorRowsTable,
  authorId: string,
  ids: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(and(eq(table.authorId, authorId), inArray(table.id, [...ids])));
  return row?.n ?? 0;
}
