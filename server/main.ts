/**
 * Starts the reference author API and the SPA on one port. Configuration:
 * PORT (8080), HOST (127.0.0.1), DATA_DIR (./.data; `memory://` for a
 * throwaway in-memory database), DATABASE_URL (PostgreSQL instead of the
 * embedded PGlite), STATIC_DIR (./dist), NODE_ENV=production, DEV_OUTBOX=1
 * (SMS codes at /dev/outbox and in the log, for local use; never in
 * production), RATE_LIMIT_PER_MIN, READ_CACHE_TTL_MS, READ_CACHE_MAX_MB.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { connectInvalidationBus } from './db/invalidations';
import { migrateDatabase } from './db/migrate';
import { seedDemoData } from './db/seed';
import { startScheduler } from './services/scheduler';

const startedAt = performance.now();
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const dataDirSetting = process.env.DATA_DIR ?? './.data';
const inMemory = dataDirSetting === 'memory://';
const dataDir = inMemory ? await mkdtemp(join(tmpdir(), 'author-data-')) : resolve(dataDirSetting);
const databaseUrl = process.env.DATABASE_URL || undefined;

const database = await openDatabase({
  databaseUrl,
  inMemory,
  dataDir: join(dataDir, 'pglite'),
});
await migrateDatabase(database);
const seed = await seedDemoData(database.db);

/** The origin of a URL setting, when it names another host than the page's. */
function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
}

const production = process.env.NODE_ENV === 'production';
const devOutbox = process.env.DEV_OUTBOX === '1';
if (devOutbox && production) console.warn('DEV_OUTBOX is ignored in production');

const { app, context } = await buildApp({
  db: database.db,
  staticDir: resolve(process.env.STATIC_DIR ?? 'dist'),
  config: {
    production,
    devOutbox,
    uploadsDir: join(dataDir, 'uploads'),
    // Hot reads from memory; writers invalidate (on PostgreSQL across
    // processes through LISTEN/NOTIFY). READ_CACHE_TTL_MS=0 turns it off.
    readCacheTtlMs: Number(process.env.READ_CACHE_TTL_MS ?? 30_000),
    readCacheMaxBytes: Number(process.env.READ_CACHE_MAX_MB ?? 32) * 1024 * 1024,
    // Far above what an author's browser sends; 0 turns the ceiling off.
    requestsPerMinute: Number(process.env.RATE_LIMIT_PER_MIN ?? 3000),
    connectOrigins: [
      ...originOf(process.env.PUBLIC_API_BASE_URL),
      ...originOf(process.env.PUBLIC_RUM_URL),
    ],
  },
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
const bus = databaseUrl
  ? await connectInvalidationBus(
      databaseUrl,
      context.readCache.connect((message) => bus?.publish(message)),
      (error) => app.log.warn({ err: error }, 'read-cache invalidation channel'),
    )
  : undefined;
const scheduler = startScheduler(context);

async function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  scheduler.stop();
  await bus?.close();
  await app.close();
  await database.close();
  // A memory:// run keeps its uploads in a temp folder: leave nothing behind.
  if (inMemory) await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
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
