/** Queries of `web_vitals_daily`: daily aggregates of web-vitals beacons. */
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webVitalsDaily } from '../db/schema';

export type WebVitalsRow = typeof webVitalsDaily.$inferInsert;

/** The pages that already have figures on a UTC day. */
export async function pagesOfDay(db: Db, day: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ page: webVitalsDaily.page })
    .from(webVitalsDaily)
    .where(eq(webVitalsDaily.day, day));
  return rows.map((row) => row.page);
}

/** Adds samples to the aggregates of their key (day, metric, page, rating), in one upsert. */
export async function addToDailyFigures(db: Db, rows: WebVitalsRow[]): Promise<void> {
  await db
    .insert(webVitalsDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [webVitalsDaily.day, webVitalsDaily.name, webVitalsDaily.page, webVitalsDaily.rating],
      set: {
        samples: sql`${webVitalsDaily.samples} + excluded.samples`,
        valueSum: sql`${webVitalsDaily.valueSum} + excluded.value_sum`,
        valueMax: sql`greatest(${webVitalsDaily.valueMax}, excluded.value_max)`,
      },
    });
}

export async function deleteDaysBefore(db: Db, day: string): Promise<void> {
  await db.delete(webVitalsDaily).where(lt(webVitalsDaily.day, day));
}
