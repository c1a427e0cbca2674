/**
 * The server's side of backups, wired by server/main.ts: the daily backup
 * (schedule.ts), the endpoint `npm run backup` asks a running PGlite server
 * through (endpoint.ts), and what /readyz says about the last backup.
 */
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { writeBackup } from './dump';
import { registerBackupEndpoint, writeEndpointFile } from './endpoint';
import { claimSlot, finishRun, lastBackups } from './runs';
import { type DailyBackups, startDailyBackups } from './schedule';
import { appVersion, type BackupSettings } from './settings';

/** /readyz's `backup` field. */
export interface BackupHealth {
  /** BACKUP_TIME, or 'off'. */
  daily: string;
  next_at: string | null;
  /** The newest scheduled run: 'ok', 'failed' or 'running'; null before the first. */
  last_status: string | null;
  last_started_at: string | null;
  /** When the newest successful backup finished (any server on this database). */
  last_ok_at: string | null;
}

export interface ServerBackups {
  health(): Promise<BackupHealth>;
  /** Once listening: publishes the endpoint file (PGlite in a data folder). */
  listening(host: string, port: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerBackupOptions {
  app: FastifyInstance;
  database: DatabaseHandle;
  settings: BackupSettings;
  /** The data folder; null for memory:// (no endpoint file). */
  dataDir: string | null;
  uploadsDir: string;
  log: { info(message: string): void; error(message: string): void };
}

export function setUpServerBackups(options: ServerBackupOptions): ServerBackups {
  const { database, settings } = options;
  const version = appVersion();
  const take = async (path: string) => {
    await mkdir(settings.dir, { recursive: true });
    return writeBackup(
      {
        db: database.db,
        engine: database.kind,
        uploadsDir: database.kind === 'pglite' ? options.uploadsDir : undefined,
        appVersion: version,
      },
      path,
    );
  };
  // PostgreSQL needs no server for a backup: the CLI reads the database itself.
  const secret =
    database.kind === 'pglite' && options.dataDir
      ? registerBackupEndpoint(options.app, { take, workDir: settings.dir })
      : null;
  let daily: DailyBackups | null = null;
  if (settings.dailyAtMinute !== null) {
    daily = startDailyBackups({
      minuteOfDay: settings.dailyAtMinute,
      keep: settings.keep,
      dir: settings.dir,
      now: () => new Date(),
      claim: (slot) => claimSlot(database.db, slot, new Date()),
      take,
      finish: (slot, outcome) => finishRun(database.db, slot, outcome, new Date()),
      log: options.log,
    });
  }
  let removeEndpoint: (() => Promise<void>) | null = null;
  return {
    async health() {
      const { last, lastOkAt } = await lastBackups(database.db);
      return {
        daily: settings.time,
        next_at: daily?.nextAt().toISOString() ?? null,
        last_status: last?.status ?? null,
        last_started_at: last?.startedAt.toISOString() ?? null,
        last_ok_at: lastOkAt?.toISOString() ?? null,
      };
    },
    async listening(host, port) {
      if (secret && options.dataDir) {
        removeEndpoint = await writeEndpointFile(options.dataDir, {
          pid: process.pid,
          host,
          port,
          secret,
        });
      }
      if (daily) {
        options.log.info(
          `backups: daily at ${settings.time} into ${settings.dir}, keeping ${settings.keep}; next ${daily.nextAt().toISOString()}`,
        );
      }
    },
    async stop() {
      await daily?.stop();
      await removeEndpoint?.();
    },
  };
}
