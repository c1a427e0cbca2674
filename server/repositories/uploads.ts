/**
 * Queries of the upload rules (server/services/platform/uploads.ts): which of an
 * author's uploads are in use (the author's avatar, a book's cover), how
 * much an author holds, and a per-author lock so the quota holds however
 * many requests and server processes upload at once.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authors, books, storedFiles, type UploadKind } from '../db/schema';
import { escapeLike } from './stored-files';

/** Served under this prefix; a profile or a book stores the whole URL. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Any constant: names the per-author upload locks among other advisory locks. */
const UPLOAD_LOCK_SPACE = 7_242_116;

/** Serialises an author's uploads until the transaction ends (all processes). */
export async function lockUploadsOf(tx: Db, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_SPACE}, hashtext(${ownerId}))`);
}

/** The URL of a stored file is in use by its owner's profile or one of their books. */
const inUse = sql`(
  exists (select 1 from ${authors} where ${authors.id} = ${storedFiles.ownerId}
    and ${authors.avatar} = ${UPLOADS_URL_PREFIX} || ${storedFiles.key})
  or exists (select 1 from ${books} where ${books.authorId} = ${storedFiles.ownerId}
    and ${books.coverUrl} = ${UPLOADS_URL_PREFIX} || ${storedFiles.key})
)`;

function ofKinds(kinds: readonly UploadKind[]) {
  return sql`(${sql.join(
    kinds.map((kind) => sql`${storedFiles.key} like ${`${escapeLike(kind)}/%`}`),
    sql` or `,
  )})`;
}

/** Bytes an author holds in uploads of these kinds, and how many of them are unused. */
export async function uploadUsage(
  db: Db,
  ownerId: string,
  kinds: readonly UploadKind[],
): Promise<{ bytes: number; unused: number }> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)`,
      unused: sql<string>`count(*) filter (where not ${inUse})`,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), ofKinds(kinds)));
  return { bytes: Number(row?.bytes ?? 0), unused: Number(row?.unused ?? 0) };
}

/** Whether this one upload (by key) is in use by its owner. */
export async function isUploadInUse(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ used: sql<boolean>`${inUse}` })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  return row?.used === true;
}

/** Uploads of these kinds made before `before` that nothing uses, at most `limit`. */
export async function unusedUploadKeys(
  db: Db,
  kinds: readonly UploadKind[],
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(ofKinds(kinds), lt(storedFiles.createTime, before), sql`not ${inUse}`))
    .limit(limit);
  return rows.map((row) => row.key);
}
