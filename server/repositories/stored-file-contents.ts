/**
 * The bytes of files kept in PostgreSQL (stored_file_contents, bytea), next
 * to their record in stored_files (./stored-files.ts). Deleting the record
 * deletes the bytes (cascade).
 */
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFileContents, storedFiles } from '../db/schema';

export async function insertFileContent(db: Db, key: string, bytes: Buffer): Promise<void> {
  await db.insert(storedFileContents).values({ key, bytes });
}

/** A file's type and bytes, or null when it has no record or no bytes. */
export async function fileContent(
  db: Db,
  key: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: storedFiles.contentType, bytes: storedFileContents.bytes })
    .from(storedFiles)
    .innerJoin(storedFileContents, eq(storedFileContents.key, storedFiles.key))
    .where(eq(storedFiles.key, key))
    .limit(1);
  return row ?? null;
}

/** Keys of records whose bytes are not in the database. */
export async function keysWithoutContent(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .leftJoin(storedFileContents, eq(storedFileContents.key, storedFiles.key))
    .where(isNull(storedFileContents.key));
  return rows.map((row) => row.key);
}

/** Stores the bytes unless another process did first; true when this call stored them. */
export async function adoptFileContent(db: Db, key: string, bytes: Buffer): Promise<boolean> {
  const inserted = await db
    .insert(storedFileContents)
    .values({ key, bytes })
    .onConflictDoNothing()
    .returning({ key: storedFileContents.key });
  return inserted.length > 0;
}
