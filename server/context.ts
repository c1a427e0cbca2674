/**
 * What every handler may use: the database, the clock, configuration, the
 * SMS outbox, the read cache and the file store. Built once per app, so tests get a fresh one per server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { SmsService } from './services/auth/sms';
import type { ReadCache } from './services/platform/read-cache';
import type { FileStorage, FileStore } from './storage';

export interface AppConfig {
  /** Production: development helpers stay off whatever else is set. */
  production: boolean;
  /**
   * GET /dev/outbox and SMS codes in the log, for local use only: answered
   * to loopback clients, and never in production.
   */
  devOutbox: boolean;
  /**
   * Seconds before a phone may ask for another SMS code: 60 (the real
   * rule). Development only may shorten it (SMS_RESEND_AFTER_S): the
   * end-to-end servers do, so a test that needs a second code does not
   * wait a minute. Ignored in production.
   */
  smsResendAfterS?: number;
  /** Requests per minute one client address may make (0: no ceiling). */
  requestsPerMinute: number;
  /** Web-vitals beacons all clients together may send a minute (default RUM_GLOBAL_PER_MINUTE). */
  rumGlobalPerMinute?: number;
  /** Origins besides the page's own that the SPA may call (CSP connect-src). */
  connectOrigins: string[];
  /**
   * Where uploaded files' bytes live: 'database' (PostgreSQL: every server
   * process reads them) or 'folder' (uploadsDir; PGlite, one process).
   */
  fileStorage: FileStorage;
  /** The folder store's folder (and, on PostgreSQL, where older uploads are adopted from). */
  uploadsDir: string;
  /** Lifetime of a session token. */
  tokenTtlMs: number;
  /**
   * How long hot reads (sessions, chapter-list pages) may be served from
   * memory; 0 (the default) reads the database every time. Only safe when
   * this process is the database's only writer, as with embedded PGlite.
   */
  readCacheTtlMs: number;
  /** Bytes the read cache may hold (estimated); default 32 MiB. */
  readCacheMaxBytes?: number;
}

export interface AppContext {
  db: Db;
  config: AppConfig;
  sms: SmsService;
  readCache: ReadCache;
  /** Uploaded files (server/storage/), served under /uploads/. */
  files: FileStore;
  /** The clock; tests move it instead of sleeping. */
  now(): Date;
  log: FastifyBaseLogger;
}
