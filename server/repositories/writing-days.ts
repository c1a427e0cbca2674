/**
 * Queries of `writing_days`: net words an author wrote per Beijing day. Each
 * save adds its change in one atomic upsert, so concurrent saves (two tabs,
 * two server processes) never lose a count.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { writingDays } from '../db/schema';

export async function addWrittenWords(
  db: Db,
  authorId: string,
  date: string,
  words: number,
): Promise<void> {
  if (words === 0) return;
  await db
    .insert(writingDays)
    .values({ authorId, date, words })
    .onConflictDoUpdate({
      target: [writingDays.authorId, writingDays.date],
      set: { words: sql`${writingDays.words} + ${words}` },
    });
}

/** The author's days with a count since `fromDate`, newest first. */
export async function writingDaysSince(
  db: Db,
  authorId: string,
  fromDate: string,
): Promise<{ date: string; words: number }[]> {
  return db
    .select({ date: writingDays.date, words: writingDays.words })
    .from(writingDays)
    .where(and(eq(writingDays.authorId, authorId), gte(writingDays.date, fromDate)))
    .orderBy(desc(writingDays.date));
}
