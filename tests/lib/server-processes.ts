/**
 * The reference server as real processes (`node --import tsx server/main.ts`)
 * on one seeded database, for tests that must cross a process boundary:
 * limits that must hold across processes on PostgreSQL, a kill -9 in the
 * middle of saves and a restart on the same data. Any number of processes
 * share a PostgreSQL database; PGlite's folder belongs to one at a time.
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
}

/** Starts one server process on `database`. */
export function startServerProcess(
  database: SeededDatabase,
  options: ProcessOptions = {},
): Promise<ServerProcess> {
  return startServer({
    engine: database.engine,
    production: false,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    env: options.env,
  });
}

/** Starts `count` processes on one PostgreSQL database (PGlite: one at most). */
export async function startServerProcesses(
  database: SeededDatabase,
  count: number,
  options: ProcessOptions = {},
): Promise<ServerProcess[]> {
  if (database.engine === 'pglite' && count > 1) {
    throw new Error('a PGlite data folder serves one process at a time');
  }
  // One after another: two processes migrating one database at once would race.
  const started: ServerProcess[] = [];
  try {
    for (let i = 0; i < count; i += 1) started.push(await startServerProcess(database, options));
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw error;
  }
  return started;
}
