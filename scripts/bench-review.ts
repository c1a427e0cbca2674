/**
 * `npm run bench:review`: figures for the review tracker (issue 31) on the
 * seeded 3,000-chapter book (星海长歌), in an in-memory PGlite:
 *   - the chapter list's review filter (count and first page, the queries
 *     listChapters runs) with 30 chapters blocked and 20 in review among
 *     3,000 live ones, and the plan the database picks for it;
 *   - a blocked chapter's timeline with its appeal draft (getChapterReview's
 *     reads).
 * Numbers only; nothing here is asserted.
 */
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { books, chapters } from '../server/db/schema';
import { seedDemoData } from '../server/db/seed';
import { countChapters, pageOfChapters } from '../server/repositories/chapter-lists';
import { setReviewState } from '../server/repositories/chapter-review';
import { chapterRow } from '../server/repositories/chapters';
import { decideChapterReview } from '../server/services/chapter-review/platform';
import { reviewOf } from '../server/services/chapter-review/timeline';

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms (n=${samples.length})`;
}

async function time(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < 20; i += 1) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

const database = await openDatabase({ inMemory: true });
await migrateDatabase(database);
const { db } = database;
let t0 = performance.now();
await seedDemoData(db);
console.log(`seeded the demo in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const [book] = await db.select().from(books).where(eq(books.title, '星海长歌'));
if (!book) throw new Error('the seeded 3,000-chapter book is missing');
const published = await db
  .select({ id: chapters.id })
  .from(chapters)
  .where(and(eq(chapters.bookId, book.id), eq(chapters.status, 'published')))
  .orderBy(chapters.position);
const ids = published.map((c) => c.id);
await setReviewState(db, ids, 'live');
const now = new Date();
t0 = performance.now();
for (const id of ids.filter((_, i) => i % 100 === 7)) {
  await decideChapterReview(
    db,
    db,
    id,
    { kind: 'block', reason: '站外引流', spans: [{ start: 0, end: 2 }] },
    now,
  );
}
for (const id of ids.filter((_, i) => i % 150 === 3)) {
  await decideChapterReview(db, db, id, { kind: 'review' }, now);
}
console.log(
  `${ids.length} published chapters live; 30 blocked and 20 in review by the platform in ${(performance.now() - t0).toFixed(0)} ms`,
);

for (const states of [['blocked'], ['in_review', 'appealed']] as const) {
  const filter = { bookId: book.id, reviewStates: [...states] };
  const samples = await time(async () => {
    await countChapters(db, filter);
    await pageOfChapters(db, filter, false, 0, 50);
  }, 200);
  console.log(`list filter ${states.join('+')} (count + first page): ${percentiles(samples)}`);
}
// Both drivers answer EXPLAIN as rows of one column.
const plan = (await db.execute(
  sql`EXPLAIN SELECT id FROM chapters WHERE book_id = ${book.id} AND status <> 'trashed'
    AND review_state IN ('blocked') ORDER BY position LIMIT 50`,
)) as { rows: { 'QUERY PLAN': string }[] };
console.log('plan of the filter:');
for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);

const blocked = await chapterRow(db, ids[7]!);
if (!blocked) throw new Error('the blocked chapter is missing');
const timeline = await time(() => reviewOf(db, blocked), 200);
console.log(`a blocked chapter's timeline with its appeal draft: ${percentiles(timeline)}`);

await database.close();
