/**
 * Backup settings from the environment (docs/operations.md, "Backups"):
 *
 * - BACKUP_DIR: where backups go (default `<DATA_DIR>/backups`).
 * - BACKUP_TIME: the daily backup's time, `HH:MM` with an optional UTC
 *   offset (`03:00+08:00`, `19:00Z`; without one, UTC); `off` for none.
 *   Default `03:00+08:00`, 3 a.m. in China, when the fewest authors write.
 * - BACKUP_KEEP: how many daily backups to keep (default 7).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DEFAULT_BACKUP_TIME = '03:00+08:00';
const DEFAULT_BACKUP_KEEP = 7;

/** Minutes after UTC midnight of a BACKUP_TIME, or null when it is not one. */
export function parseBackupTime(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  let offset = 0;
  const zone = match[3];
  if (zone && zone !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const [h, m] = zone.slice(1).split(':').map(Number) as [number, number];
    if (h > 14 || m > 59) return null;
    offset = sign * (h * 60 + m);
  }
  return (((hours * 60 + minutes - offset) % 1440) + 1440) % 1440;
}

export interface BackupSettings {
  dir: string;
  /** Minutes after UTC midnight; null: no daily backup. */
  dailyAtMinute: number | null;
  /** As configured, for the log and /readyz. */
  time: string;
  keep: number;
}

export function backupSettings(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  options: { inMemory: boolean },
): BackupSettings {
  const time = env.BACKUP_TIME?.trim() || DEFAULT_BACKUP_TIME;
  let dailyAtMinute: number | null = null;
  if (time !== 'off') {
    dailyAtMinute = parseBackupTime(time);
    if (dailyAtMinute === null) {
      throw new Error(
        `BACKUP_TIME must be HH:MM with an optional offset (03:00+08:00) or off, not '${time}'`,
      );
    }
  }
  const keep =
    env.BACKUP_KEEP === undefined || env.BACKUP_KEEP === ''
      ? DEFAULT_BACKUP_KEEP
      : Number(env.BACKUP_KEEP);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`BACKUP_KEEP must be a whole number from 1, not '${env.BACKUP_KEEP}'`);
  // A memory:// database dies with the process: daily backups only when asked where.
  if (options.inMemory && !env.BACKUP_DIR) dailyAtMinute = null;
  return {
    dir: env.BACKUP_DIR || join(dataDir, 'backups'),
    dailyAtMinute,
    time: dailyAtMinute === null ? 'off' : time,
    keep,
  };
}

/** This build's version, for the manifest (package.json, wherever the server runs from). */
export function appVersion(): string {
  for (const candidate of ['../../package.json', '../package.json', './package.json']) {
    try {
      const text = readFileSync(new URL(candidate, import.meta.url), 'utf8');
      const parsed = JSON.parse(text) as { name?: string; version?: string };
      if (parsed.name === 'author-backoffice' && parsed.version) return parsed.version;
    } catch {
      // Not there from this location.
    }
  }
  return 'unknown';
}
