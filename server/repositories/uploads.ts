/** The record of each stored upload: who made it, of what kind, where it lies. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type NewUpload, type UploadKind, uploads } from '../db/schema';

export async function insertUpload(db: Db, row: NewUpload): Promise<void> {
  await db.insert(uploads).values(row);
}

/** True when this author made an upload of this kind stored at `path`. */
export async function hasUpload(
  db: Db,
  authorId: string,
  kind: UploadKind,
  path: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.authorId, authorId), eq(uploads.kind, kind), eq(uploads.path, path)))
    .limit(1);
  return row !== undefined;
}
