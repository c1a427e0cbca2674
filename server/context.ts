/**
 * What every handler may use: the database, the clock, configuration and the
 * SMS outbox. Built once per app, so tests get a fresh one per server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { ReadCache } from './services/read-cache';
import type { SmsService } from './services/sms';

export interface AppConfig {
  /** Production hides development helpers such as GET /dev/outbox. */
  production: boolean;
  /** Where uploads are stored (served read-only under /uploads). */
  uploadsDir: string;
  /** Lifetime of a session token. */
  tokenTtlMs: number;
  /**
   * How long hot reads (sessions, chapter-list pages) may be served from
   * memory; 0 (the default) reads the database every time. Only safe when
   * this process is the database's only writer, as with embedded PGlite.
   */
  readCacheTtlMs: number;
}

export interface AppContext {
  db: Db;
  config: AppConfig;
  sms: SmsService;
  readCache: ReadCache;
  /** The clock; tests move it instead of sleeping. */
  now(): Date;
  log: FastifyBaseLogger;
}
