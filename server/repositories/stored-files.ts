/**
 * The record of stored files (server/db/schema.ts, stored_files): both file
 * stores keep it, so listing, quotas and orphan sweeps read one table
 * whichever store holds the bytes.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type StoredFile, storedFiles } from '../db/schema';

export type StoredFileRecord = StoredFile;
export type NewStoredFileRecord = Omit<StoredFile, 'createTime'> & { createTime?: Date };

export async function insertFileRecord(db: Db, file: NewStoredFileRecord): Promise<void> {
  await db.insert(storedFiles).values(file);
}

export async function fileRecord(db: Db, key: string): Promise<StoredFileRecord | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return row;
}

/** An owner's files, optionally only those whose key starts with `prefix`, oldest first. */
export function fileRecordsOf(db: Db, ownerId: string, prefix = ''): Promise<StoredFileRecord[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), like(storedFiles.key, `${escapeLike(prefix)}%`)))
    .orderBy(storedFiles.createTime, storedFiles.key);
}

/** Removes records; answers the keys that existed. */
export async function deleteFileRecords(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.key, [...keys]))
    .returning({ key: storedFiles.key });
  return rows.map((row) => row.key);
}

/** Keys among `keys` that have a record (the rest are strays). */
export async function recordedKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(inArray(storedFiles.key, [...keys]));
  return new Set(rows.map((row) => row.key));
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
