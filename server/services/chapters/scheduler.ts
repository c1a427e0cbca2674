/**
 * Scheduled publishing: chapters whose `publish_at` has come go out with
 * `published_at` = `publish_at` (the time the author promised readers, not
 * the time the timer happened to fire). A timer does it every 30 s, and the
 * chapter reads call it for their book first, so nothing reads stale states.
 *
 * Exactly once, however many server processes run this at the same moment
 * (every replica has the timer, and every chapter read of a book with due
 * chapters calls it): nothing here is decided in memory.
 * - Each book's run is one transaction that first takes the book's row lock
 *   (`lockBook`: SELECT ... FOR UPDATE), so runs for one book take turns,
 *   and the book's last-published fields are updated by one run at a time.
 * - The publishing UPDATE is conditional (status = 'scheduled' and
 *   publish_at <= now), so a run that got the lock after another finds those
 *   chapters published and changes nothing. Even without the book lock,
 *   PostgreSQL re-checks an UPDATE's condition on a row another transaction
 *   changed meanwhile (READ COMMITTED), so a chapter is never set published
 *   twice.
 * - The versions written for what went out come from the UPDATE's RETURNING
 *   rows, inside the same transaction: one `publish` version per chapter.
 * tests/contract/replicas.test.ts publishes 40 chapters through three
 * processes whose timers and reads race, and counts those versions.
 */
import type { AppContext } from '../../context';
import { booksWithDueChapters, publishDueChaptersOf } from '../../repositories/chapter-writes';
import { reviewPublished } from '../chapter-review/publish-check';
import { sweepExpiredRows } from '../platform/housekeeping';
import { recheckScheduledChapters } from '../prepublish/recheck';
import { notePublished } from './aggregates';
import { recordPublished } from './history';
import { lockBook } from './ownership';

const INTERVAL_MS = 30_000;
/** Expired limit rows and unused uploads are swept this often. */
const SWEEP_EVERY_MS = 600_000;

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
      const ids = published.map((p) => p.id);
      await recordPublished(tx, ids, now);
      // Scheduled chapters go through the platform's machine check as they go out.
      await reviewPublished(tx, app.db, ids, now);
      return published.length;
    });
  }
  if (total > 0) app.readCache.invalidateAll();
  return total;
}

export interface Scheduler {
  /** Stops the timer and resolves once a run under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `publishDueChapters` now (chapters may have come due while the server
 * was down) and then every `intervalMs` (30 s), each time followed by the
 * pre-publish re-check of what is scheduled next, and sweeps expired limit
 * rows and unused uploads every 10 minutes; the timer never keeps the
 * process alive.
 */
export function startScheduler(app: AppContext, intervalMs = INTERVAL_MS): Scheduler {
  let running: Promise<void> | undefined;
  let lastSweep = Number.NEGATIVE_INFINITY;
  const tick = () => {
    // A slow run (a big backlog) must not overlap the next tick.
    if (running) return;
    const sweep = Date.now() - lastSweep >= SWEEP_EVERY_MS;
    if (sweep) lastSweep = Date.now();
    running = publishDueChapters(app)
      .then(async (n) => {
        if (n > 0) app.log.info(`scheduler: published ${n} chapter(s)`);
        // What goes out next is checked again while there is time to fix it.
        const { held } = await recheckScheduledChapters(app);
        if (held > 0) app.log.info(`scheduler: ${held} scheduled chapter(s) would be held`);
        if (sweep) await sweepExpiredRows(app);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'scheduler: publishing failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
