/** Queries of `prepublish_reports`: warnings authors reported as wrong. */
import { count, countDistinct, desc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepublishReports } from '../db/schema';

export type NewPrepublishReport = Omit<typeof prepublishReports.$inferInsert, 'id' | 'createTime'>;

/** Keeps the report unless the author reported this rule and these words before. */
export async function insertReport(db: Db, report: NewPrepublishReport): Promise<void> {
  await db.insert(prepublishReports).values(report).onConflictDoNothing();
}

/** Reports per rule, most reported first, with a few of the words reported. */
export async function reportsByRule(db: Db) {
  return db
    .select({
      ruleId: prepublishReports.ruleId,
      reports: count(),
      authors: countDistinct(prepublishReports.authorId),
      latestVersion: sql<number>`max(${prepublishReports.rulesVersion})`,
      excerpts: sql<string[]>`(array_agg(distinct ${prepublishReports.excerpt}))[1:5]`,
    })
    .from(prepublishReports)
    .groupBy(prepublishReports.ruleId)
    .orderBy(desc(count()));
}
