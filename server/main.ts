/**
 * Starts the reference author API and the SPA on one port. Configuration
 * (README, "Configuration"; docs/operations.md): PORT (8080), HOST
 * (127.0.0.1), DATA_DIR (./.data; `memory://` for a throwaway in-memory
 * database), DATABASE_URL (PostgreSQL instead of the embedded PGlite),
 * STATIC_DIR (./dist), NODE_ENV=production, DEV_OUTBOX=1 (SMS codes at
 * /dev/outbox and in the log, for local use; never in production),
 * SMS_RESEND_AFTER_S (60; development only may shorten it), RATE_LIMIT_PER_MIN, READ_CACHE_TTL_MS, READ_CACHE_MAX_MB, TRUST_PROXY,
 * SHUTDOWN_DELAY_MS, SCHEDULER_INTERVAL_MS, LISTEN_RETRY_MS, SEED, BACKUP_DIR,
 * BACKUP_TIME, BACKUP_KEEP (server/backup/settings.ts), ID_ENCRYPTION_KEY (the
 * key of stored ID numbers).
 *
 * `npm start`, `npm run replicas` and the tests' server processes run this
 * compiled (dist-server/main.js, scripts/lib/server-build.ts); `npm run dev`
 * runs the TypeScript through tsx.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { type ServerBackups, setUpServerBackups } from './backup';
import { backupSettings } from './backup/settings';
import { type Db, openDatabase } from './db/client';
import { InvalidationChannel } from './db/invalidations';
import { migrateDatabase } from './db/migrate';
import { SMALL_SEED, seedDemoData } from './db/seed';
import { sealPlainIdCards } from './services/account/account-certification';
import { configureIdCardKey, resolveIdCardKey } from './services/account/id-card-crypto';
import { startScheduler } from './services/chapters/scheduler';
import { DatabaseFileStore } from './storage';

const startedAt = performance.now();
const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '127.0.0.1';
const dataDirSetting = env.DATA_DIR ?? './.data';
const inMemory = dataDirSetting === 'memory://';
const dataDir = inMemory ? await mkdtemp(join(tmpdir(), 'author-data-')) : resolve(dataDirSetting);
const uploadsDir = join(dataDir, 'uploads');
const databaseUrl = env.DATABASE_URL || undefined;
// Checked before anything opens: a wrong BACKUP_TIME stops the start.
const backupConfig = backupSettings(env, dataDir, { inMemory });
/** Milliseconds from a number setting, or its default. */
const millis = (value: string | undefined, fallback: number) =>
  value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback;

/**
 * SEED: what an empty database gets. `demo` (default) the full demo data,
 * `small` the same authors with 40 chapters and 40 days of figures (a start
 * in a second or two, for tests and trials), `none` nothing (a deployment).
 */
async function seedEmptyDatabase(db: Db, setting = 'demo'): Promise<{ seeded: boolean }> {
  if (setting === 'none') return { seeded: false };
  if (setting === 'small') return seedDemoData(db, SMALL_SEED);
  if (setting !== 'demo') throw new Error(`SEED must be demo, small or none, not '${setting}'`);
  return seedDemoData(db);
}

const database = await openDatabase({
  databaseUrl,
  inMemory,
  dataDir: join(dataDir, 'pglite'),
});
// Safe with any number of processes starting at once (an advisory lock on
// PostgreSQL; the seed takes its own).
await migrateDatabase(database);
const production = env.NODE_ENV === 'production';
// ID numbers are stored encrypted (server/services/account/id-card-crypto.ts).
const idCardKey = await resolveIdCardKey({
  envKey: env.ID_ENCRYPTION_KEY,
  production,
  dataDir,
});
if (!idCardKey) console.warn('ID_ENCRYPTION_KEY is not set: real-name certification is refused');
configureIdCardKey(idCardKey);
const seed = await seedEmptyDatabase(database.db, env.SEED);
await sealPlainIdCards(database);
if (database.kind === 'postgres' && existsSync(uploadsDir)) {
  const adopted = await new DatabaseFileStore(database.db).adoptFolderFiles(uploadsDir);
  if (adopted > 0)
    console.log(`uploads: moved ${adopted} file(s) from ${uploadsDir} into the database`);
}

/** The origin of a URL setting, when it names another host than the page's. */
function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

/** TRUST_PROXY: unset (trust nobody), `true`, or addresses / CIDR ranges, comma-separated. */
function trustProxySetting(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const devOutbox = env.DEV_OUTBOX === '1';
if (devOutbox && production) console.warn('DEV_OUTBOX is ignored in production');

let draining = false;
let backups: ServerBackups | undefined;
const { app, context } = await buildApp({
  db: database.db,
  staticDir: resolve(env.STATIC_DIR ?? 'dist'),
  config: {
    production,
    devOutbox,
    // In the database on PostgreSQL, so every server process serves every
    // upload; beside the database in the data folder on PGlite.
    fileStorage: database.kind === 'postgres' ? 'database' : 'folder',
    uploadsDir,
    // Hot reads from memory; writers invalidate (on PostgreSQL across
    // processes through LISTEN/NOTIFY). READ_CACHE_TTL_MS=0 turns it off.
    readCacheTtlMs: millis(env.READ_CACHE_TTL_MS, 30_000),
    readCacheMaxBytes: millis(env.READ_CACHE_MAX_MB, 32) * 1024 * 1024,
    // Far above what an author's browser sends; 0 turns the ceiling off.
    requestsPerMinute: millis(env.RATE_LIMIT_PER_MIN, 3000),
    // Development only (server/context.ts): the end-to-end servers shorten it.
    smsResendAfterS: env.SMS_RESEND_AFTER_S ? millis(env.SMS_RESEND_AFTER_S, 60) : undefined,
    connectOrigins: [...originOf(env.PUBLIC_API_BASE_URL), ...originOf(env.PUBLIC_RUM_URL)],
  },
  logger: { level: env.LOG_LEVEL ?? 'warn' },
  health: {
    draining: () => draining,
    backup: () => (backups ? backups.health() : Promise.resolve(undefined)),
  },
  trustProxy: trustProxySetting(env.TRUST_PROXY),
});

// PostgreSQL: other processes may write, so the read cache listens for their
// invalidations (server/db/invalidations.ts) and serves nothing until it does.
let channel: InvalidationChannel | undefined;
if (databaseUrl) {
  const cache = context.readCache.connect({
    publish: (message) => (channel ? channel.publish(message) : Promise.resolve()),
    caughtUp: () => (channel ? channel.caughtUp() : Promise.resolve()),
  });
  const listening = new InvalidationChannel(
    {
      databaseUrl,
      db: database.db,
      retryMs: millis(env.LISTEN_RETRY_MS, 250),
      onError: (error) =>
        app.log.warn({ err: error }, 'read-cache invalidation channel lost; reading the database'),
    },
    {
      onMessage: cache.onMessage,
      onDown: cache.onDown,
      onUp() {
        cache.onUp();
        if (listening.connections > 1)
          app.log.warn('read-cache invalidation channel listening again');
      },
    },
  );
  channel = listening;
  await listening.start();
}
const scheduler = startScheduler(context, millis(env.SCHEDULER_INTERVAL_MS, 30_000));
// The daily backup, and on PGlite the endpoint `npm run backup` asks (server/backup/).
backups = setUpServerBackups({
  app,
  database,
  settings: backupConfig,
  dataDir: inMemory ? null : dataDir,
  uploadsDir,
  log: { info: (line) => console.log(line), error: (line) => console.error(line) },
});

/**
 * Graceful stop: /readyz turns 503 at once (a load balancer stops sending),
 * then after SHUTDOWN_DELAY_MS the server stops accepting connections and
 * waits for requests under way (a chapter save included) and a scheduler
 * run under way, then closes the invalidation channel, the pool or PGlite.
 * A second signal, or 30 s more, ends the process at once.
 */
async function shutdown(signal: string) {
  if (draining) {
    console.log(`${signal} again: exiting now`);
    process.exit(1);
  }
  draining = true;
  console.log(`${signal}: finishing requests under way, then closing`);
  const delayMs = millis(env.SHUTDOWN_DELAY_MS, 0);
  setTimeout(() => {
    console.error('shutdown took longer than 30 s: exiting');
    process.exit(1);
  }, delayMs + 30_000).unref();
  if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
  await app.close();
  await scheduler.stop();
  await backups?.stop();
  await channel?.close();
  await database.close();
  // A memory:// run keeps its uploads in a temp folder: leave nothing behind.
  if (inMemory) await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
const address = app.server.address();
await backups.listening(host, typeof address === 'object' && address ? address.port : port);
const where = databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : inMemory
    ? 'in-memory PGlite'
    : `PGlite in ${dataDir}`;
console.log(`database: ${where}${seed.seeded ? ', seeded with demo data' : ''}`);
console.log('demo authors: 13800000001 (signed) and 13800000002 (unsigned), password Demo#2026');
if (devOutbox && !production) console.log(`SMS codes: http://${host}:${port}/dev/outbox`);
console.log(
  `listening on http://${host}:${port} (ready in ${Math.round(performance.now() - startedAt)} ms)`,
);
