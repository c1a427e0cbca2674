import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDurablePglite } from './durable-node-fs';
import * as schema from './schema';

/**
 * The database as routes and services see it. Both drivers produce a
 * PgDatabase, so code written against this type runs unchanged on embedded
 * PGlite and on a real Postgres.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  close(): Promise<void>;
  kind: DatabaseKind;
  /** PostgreSQL only: the connection pool behind `db` (migrations take one connection). */
  pool?: pg.Pool;
  /** PGlite only: the whole cluster as a tarball, to start copies from (tests). */
  dump?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when set, node-postgres is used and the rest is ignored. */
  databaseUrl?: string;
  /** PGlite's own directory (created if missing); defaults to ./.data/pglite. */
  dataDir?: string;
  /** Throwaway PGlite in memory, for tests. */
  inMemory?: boolean;
  /**
   * With inMemory: start from a `dumpDataDir()` tarball instead of an empty
   * cluster. Skips initdb, which is most of PGlite's start-up time.
   */
  snapshot?: Blob;
}

// A subdirectory rather than ./.data itself, so uploads and other files kept
// under ./.data never sit inside the Postgres cluster directory.
const DEFAULT_DATA_DIR = './.data/pglite';

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      // Enough for 50 concurrent requests without queueing behind 10 clients.
      max: Number(process.env.PG_POOL_MAX ?? 20),
    });
    // An idle client losing its connection emits 'error' on the pool; without
    // a listener that would crash the process instead of failing one query.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema });
    let ended: Promise<void> | undefined;
    // Idempotent, as PGlite's close is: a second call waits for the first.
    return { db, kind: 'postgres', pool, close: () => (ended ??= pool.end()) };
  }

  let client: PGlite;
  let releaseLock = () => {};
  if (opts.inMemory) {
    client = await PGlite.create(opts.snapshot ? { loadDataDir: opts.snapshot } : {});
  } else {
    const dataDir = opts.dataDir ?? DEFAULT_DATA_DIR;
    await mkdir(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
    try {
      // Acknowledged writes must survive a crash or power cut (see the module).
      client = await openDurablePglite(dataDir);
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
      releaseLock();
    },
  };
}

/** Thrown when another live process holds a PGlite data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is open in process ${pid} (the server?). Stop it first, or run both on DATABASE_URL.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process and takes no lock of its own: a second process
 * (the editor CLI beside a running server) would corrupt the directory. A pid
 * file beside it makes the second opener fail fast; a stale one is replaced.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** One round trip to the database (the readiness probe's). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
