/**
 * The reference server as real processes on one database, for tests that
 * must cross a process boundary: replicas on one PostgreSQL (limits, cache
 * coherence, uploads, the scheduler), a kill -9 in the middle of saves and a
 * restart on the same data. Any number of processes share a PostgreSQL
 * database; PGlite's folder belongs to one at a time.
 *
 * Each process gets a free port, SMS codes at /dev/outbox (DEV_OUTBOX=1,
 * loopback) and the read cache as `npm start` runs it.
 */
import { type RunningServer, startServer } from '../../scripts/lib/bench-server';
import type { SeededDatabase } from './databases';

export type ServerProcess = RunningServer;

export interface ProcessOptions {
  /** More environment for every process. */
  env?: Record<string, string>;
  /**
   * Run dist-server/main.js as `npm start` does (the default; the contract
   * global setup builds it), or server/main.ts through tsx, which compiles
   * the server at every start.
   */
  compiled?: boolean;
}

/** Starts one server process on `database`. */
export function startServerProcess(
  database: Pick<SeededDatabase, 'engine' | 'dataDir' | 'databaseUrl'>,
  options: ProcessOptions = {},
): Promise<ServerProcess> {
  return startServer({
    engine: database.engine,
    production: false,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    env: options.env,
    compiled: options.compiled ?? true,
  });
}

/**
 * Starts `count` processes at once on one PostgreSQL database (PGlite: one
 * at most), as replicas behind a load balancer start: they migrate under an
 * advisory lock and seed under another, so an empty database is fine.
 */
export async function startServerProcesses(
  database: Pick<SeededDatabase, 'engine' | 'dataDir' | 'databaseUrl'>,
  count: number,
  options: ProcessOptions = {},
): Promise<ServerProcess[]> {
  if (database.engine === 'pglite' && count > 1) {
    throw new Error('a PGlite data folder serves one process at a time');
  }
  const starts = await Promise.allSettled(
    Array.from({ length: count }, () => startServerProcess(database, options)),
  );
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((server) => server.stop()));
    throw failed.reason;
  }
  return started;
}
