/** Queries of `sign_applications`: a book's signing applications, newest last. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type NewSignApplication,
  type SignApplication,
  type SignApplicationStatus,
  signApplications,
} from '../db/schema';

/**
 * The book's most recent application. Creation times are kept strictly
 * increasing per book by the apply service, so this order is total.
 */
export async function latestApplication(
  db: Pick<Db, 'select'>,
  bookId: string,
): Promise<SignApplication | undefined> {
  const [row] = await db
    .select()
    .from(signApplications)
    .where(eq(signApplications.bookId, bookId))
    .orderBy(desc(signApplications.createTime), desc(signApplications.id))
    .limit(1);
  return row;
}

/** The status of each book's latest application (books without any are absent). */
export async function latestStatuses(
  db: Db,
  bookIds: string[],
): Promise<Map<string, SignApplicationStatus>> {
  const latest = new Map<string, SignApplicationStatus>();
  if (bookIds.length === 0) return latest;
  const rows = await db
    .select({ bookId: signApplications.bookId, status: signApplications.status })
    .from(signApplications)
    .where(inArray(signApplications.bookId, bookIds))
    .orderBy(asc(signApplications.createTime), asc(signApplications.id));
  // Ascending, so the last write per book is its latest application.
  for (const row of rows) latest.set(row.bookId, row.status);
  return latest;
}

export async function insertApplication(
  db: Db,
  values: NewSignApplication,
): Promise<SignApplication> {
  const [row] = await db.insert(signApplications).values(values).returning();
  return row!;
}

/**
 * Changes the application; with `expected`, only while it still has that
 * status (so a decision made in between is not overwritten). Undefined when
 * it changed meanwhile.
 */
export async function updateApplication(
  db: Pick<Db, 'update'>,
  id: string,
  set: Partial<NewSignApplication>,
  expected?: SignApplicationStatus,
): Promise<SignApplication | undefined> {
  const [row] = await db
    .update(signApplications)
    .set(set)
    .where(
      and(
        eq(signApplications.id, id),
        expected ? eq(signApplications.status, expected) : undefined,
      ),
    )
    .returning();
  return row;
}
