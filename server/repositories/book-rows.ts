/**
 * The four statements every table of a book's own rows needs (the bible's
 * entities and threads): find one of the author's by id, insert, update,
 * delete. Ownership is read through the book, so another author's id is
 * simply not found and the service answers its own not-found code.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { books } from '../db/schema';

type BookRowsTable = PgTable & { id: PgColumn; bookId: PgColumn };

export function bookRowsOf<T extends BookRowsTable>(table: T) {
  type Row = T['$inferSelect'];
  type NewRow = T['$inferInsert'];
  return {
    /** The author's row, or undefined (also for another author's). */
    async findOwn(db: Db, authorId: string, id: string): Promise<Row | undefined> {
      const [found] = await db
        .select({ row: table as PgTable })
        .from(table as PgTable)
        .innerJoin(books, eq(books.id, table.bookId))
        .where(and(eq(table.id, id), eq(books.authorId, authorId)));
      return found?.row as Row | undefined;
    },
    async insert(tx: Db, values: NewRow): Promise<Row> {
      const [row] = await tx
        .insert(table as PgTable)
        .values(values)
        .returning();
      return row as Row;
    },
    async update(tx: Db, id: string, values: Partial<NewRow>): Promise<Row> {
      const [row] = await tx
        .update(table as PgTable)
        .set(values)
        .where(eq(table.id, id))
        .returning();
      return row as Row;
    },
    async remove(tx: Db, id: string): Promise<void> {
      await tx.delete(table as PgTable).where(eq(table.id, id));
    },
  };
}
