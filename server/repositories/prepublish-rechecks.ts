/**
 * The scheduled chapters the pre-publish check should look at again, and
 * the claim on each re-check (`prepublish_rechecks`).
 */
import { and, asc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { books, chapters, prepublishRechecks } from '../db/schema';

/** A scheduled chapter due for a re-check, with what its message names. */
export interface RecheckCandidate {
  id: string;
  bookId: string;
  authorId: string;
  bookTitle: string;
  chapterNo: number;
  title: string;
  content: string;
  publishAt: Date;
}

/**
 * Scheduled chapters never re-checked, checked against older rules than
 * `rulesVersion`, or within `horizon` of going out and not re-checked
 * since those hours began or since their time moved; soonest first.
 */
export async function chaptersDueForRecheck(
  db: Db,
  rulesVersion: number,
  horizon: Date,
  limit: number,
): Promise<RecheckCandidate[]> {
  const rows = await db
    .select({
      id: chapters.id,
      bookId: chapters.bookId,
      authorId: books.authorId,
      bookTitle: books.title,
      chapterNo: chapters.chapterNo,
      title: chapters.title,
      content: chapters.content,
      publishAt: chapters.publishAt,
    })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .leftJoin(prepublishRechecks, eq(prepublishRechecks.chapterId, chapters.id))
    .where(
      and(
        eq(chapters.status, 'scheduled'),
        or(
          isNull(prepublishRechecks.chapterId),
          lt(prepublishRechecks.rulesVersion, rulesVersion),
          ne(prepublishRechecks.publishAt, chapters.publishAt),
          and(lte(chapters.publishAt, horizon), eq(prepublishRechecks.near, false)),
        ),
      ),
    )
    .orderBy(asc(chapters.publishAt))
    .limit(limit);
  return rows.filter((r): r is RecheckCandidate => r.publishAt !== null);
}

/**
 * Records a re-check unless another process recorded the same or a later
 * one first; true when this call made the claim (and so sends the message).
 */
export async function claimRecheck(
  tx: Db,
  row: { chapterId: string; rulesVersion: number; publishAt: Date; near: boolean; checkedAt: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(prepublishRechecks)
    .values(row)
    .onConflictDoUpdate({
      target: prepublishRechecks.chapterId,
      set: {
        rulesVersion: sql`excluded.rules_version`,
        publishAt: sql`excluded.publish_at`,
        near: sql`excluded.near`,
        checkedAt: sql`excluded.checked_at`,
      },
      // Only a newer claim replaces the row: other rules, another time, or
      // the 12 hours begun. The same claim made twice finds nothing to do.
      setWhere: sql`${prepublishRechecks.rulesVersion} < excluded.rules_version
        or ${prepublishRechecks.publishAt} <> excluded.publish_at
        or (excluded.near and not ${prepublishRechecks.near})`,
    })
    .returning({ chapterId: prepublishRechecks.chapterId });
  return claimed.length > 0;
}
