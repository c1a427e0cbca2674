/**
 * The daily backup: at BACKUP_TIME each day the server claims the day's slot
 * (runs.ts: one process of several takes it), writes a backup into the
 * backup folder, keeps the newest BACKUP_KEEP and logs the outcome. Timing
 * goes through the injected clock, so tests move a fake one.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_EXTENSION } from './format';

const DAY_MS = 86_400_000;
const SCHEDULED_PREFIX = 'backup-';

/** The first slot strictly after `now` at `minuteOfDay` minutes after UTC midnight. */
export function nextSlot(now: Date, minuteOfDay: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let slot = midnight + minuteOfDay * 60_000;
  while (slot <= now.getTime()) slot += DAY_MS;
  return new Date(slot);
}

/** A scheduled backup's file name: sorts by time. */
export function scheduledFileName(slot: Date): string {
  const stamp = slot.toISOString().slice(0, 16).replace(':', '-');
  return `${SCHEDULED_PREFIX}${stamp}Z${BACKUP_EXTENSION}`;
}

/** Removes all but the newest `keep` scheduled backups in `dir`; answers the removed names. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => []))
    .filter((name) => name.startsWith(SCHEDULED_PREFIX) && name.endsWith(BACKUP_EXTENSION))
    .sort()
    .reverse();
  const removed = names.slice(keep);
  for (const name of removed) await rm(join(dir, name), { force: true });
  return removed;
}

export interface DailyBackupDeps {
  minuteOfDay: number;
  keep: number;
  dir: string;
  now(): Date;
  /** True when this process is to take `slot`. */
  claim(slot: Date): Promise<boolean>;
  /** Writes the backup into `path`; answers its size. */
  take(path: string): Promise<{ bytes: number; ms: number }>;
  /** Records how the slot ended. */
  finish(
    slot: Date,
    outcome: { ok: true; file: string; bytes: number } | { ok: false; error: string },
  ): Promise<void>;
  log: { info(message: string): void; error(message: string): void };
}

export interface DailyBackups {
  /** When the next one is due. */
  nextAt(): Date;
  /** Stops the timer and waits for a backup under way. */
  stop(): Promise<void>;
}

export function startDailyBackups(deps: DailyBackupDeps): DailyBackups {
  let next = nextSlot(deps.now(), deps.minuteOfDay);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = async (slot: Date) => {
    let claimed = false;
    try {
      claimed = await deps.claim(slot);
      if (!claimed) {
        deps.log.info(`backup of ${slot.toISOString()}: taken by another server`);
        return;
      }
      const file = scheduledFileName(slot);
      const { bytes, ms } = await deps.take(join(deps.dir, file));
      await deps.finish(slot, { ok: true, file, bytes });
      const removed = await pruneBackups(deps.dir, deps.keep);
      deps.log.info(
        `backup: ${join(deps.dir, file)} (${(bytes / 1_048_576).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s)${removed.length ? `; removed ${removed.length} older` : ''}`,
      );
    } catch (error) {
      const message = (error as Error).message;
      deps.log.error(`backup of ${slot.toISOString()} FAILED: ${message}`);
      if (claimed) await deps.finish(slot, { ok: false, error: message }).catch(() => {});
    }
  };

  const arm = () => {
    if (stopped) return;
    const delay = Math.max(0, next.getTime() - deps.now().getTime());
    timer = setTimeout(() => {
      const slot = next;
      next = nextSlot(new Date(Math.max(deps.now().getTime(), slot.getTime())), deps.minuteOfDay);
      running = run(slot).finally(() => {
        running = undefined;
      });
      arm();
    }, delay);
    timer.unref();
  };
  arm();

  return {
    nextAt: () => next,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
