/**
 * Scheduled publishing: chapters whose `publish_at` has come go out with
 * `published_at` = `publish_at` (the time the author promised readers, not
 * the time the timer happened to fire). A timer does it every 30 s, and the
 * chapter reads call it for their book first, so nothing reads stale states.
 */
import type { AppContext } from '../context';
import { booksWithDueChapters, publishDueChaptersOf } from '../repositories/chapter-writes';
import { notePublished } from './chapters/aggregates';
import { lockBook } from './chapters/ownership';
import { sweepExpiredRows } from './housekeeping';
import { recordPublished } from './versions';

const INTERVAL_MS = 30_000;
/** Expired limit rows are swept every this many ticks (10 minutes). */
const SWEEP_EVERY_TICKS = 20;

/**
 * Publishes the due scheduled chapters of one book, or of every book, and
 * returns how many went out. When nothing is due it costs one indexed probe.
 */
export async function publishDueChapters(app: AppContext, bookId?: string): Promise<number> {
  const now = app.now();
  let total = 0;
  for (const id of await booksWithDueChapters(app.db, now, bookId)) {
    total += await app.db.transaction(async (tx) => {
      const book = await lockBook(tx, id);
      // Re-checked under the lock: a concurrent run may have published them.
      const published = await publishDueChaptersOf(tx, id, now);
      await notePublished(tx, book, published);
      // What readers now have goes into history (a pending revision stays pending).
      await recordPublished(
        tx,
        published.map((p) => p.id),
        now,
      );
      return published.length;
    });
  }
  if (total > 0) app.readCache.invalidateAll();
  return total;
}

/**
 * Runs `publishDueChapters` now (chapters may have come due while the server
 * was down) and then every 30 s, and sweeps expired limit rows every 10
 * minutes; the timer never keeps the process alive.
 */
export function startScheduler(app: AppContext): { stop(): void } {
  let running = false;
  let ticks = 0;
  const tick = () => {
    // A slow run (a big backlog) must not overlap the next tick.
    if (running) return;
    running = true;
    const sweep = ticks % SWEEP_EVERY_TICKS === 0;
    ticks += 1;
    publishDueChapters(app)
      .then(async (n) => {
        if (n > 0) app.log.info(`scheduler: published ${n} chapter(s)`);
        if (sweep) await sweepExpiredRows(app);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduler: publishing failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, INTERVAL_MS);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}
