import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { authors } from './schema';
import { type ReaderCommentRows, readerCommentRecords } from './seed-readers';

/** Rows a statement: well under the 65,535 bind parameters of the widest table. */
const BATCH = 500;

export type Executor = Pick<Db, 'select' | 'insert'>;

export async function hasAuthors(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: authors.id }).from(authors).limit(1);
  return rows.length > 0;
}

export async function insertAll<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH));
  }
}

/**
 * Tens of thousands of comments as one JSON parameter a statement, unpacked
 * by the database: binding 21 parameters a row made them most of the seed's
 * time.
 */
export async function insertReaderComments(
  db: Pick<Db, 'execute'>,
  rows: ReaderCommentRows['roots'],
) {
  const records = readerCommentRecords(rows);
  for (let i = 0; i < records.length; i += 5000) {
    const json = JSON.stringify(records.slice(i, i + 5000));
    await db.execute(
      sql`insert into reader_comments select * from json_populate_recordset(null::reader_comments, ${json}::json)`,
    );
  }
}
