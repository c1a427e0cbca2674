/**
 * A throwaway PostgreSQL cluster from the machine's own binaries (initdb,
 * pg_ctl), for `npm run test:contract:pg` (scripts/with-postgres.ts) and
 * `npm run replicas`: created in a temp folder, listening on loopback only,
 * trusted local logins, and removed again by `stop()`.
 *
 * As root the tools run as the `postgres` user (the server refuses root).
 */
import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

const superuser = 'postgres';

/** Directory holding initdb, pg_ctl and postgres: PATH first, then Debian's layout. */
export function findPostgresBin(): string | null {
  const fromPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debianRoot = '/usr/lib/postgresql';
  const fromDebian = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        // Newest major first: '15' before '9.6'.
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
        .map((version) => path.join(debianRoot, version, 'bin'))
    : [];
  return (
    [...fromPath, ...fromDebian].find((dir) =>
      ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(path.join(dir, bin))),
    ) ?? null
  );
}

/** POSIX shell single-quoting, for the command line handed to `su -c`. */
function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

function userIds(name: string): { uid: number; gid: number } | null {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
}

const isRoot = process.getuid?.() === 0;

/**
 * Runs a PostgreSQL tool, as the `postgres` user when we are root. Output is
 * captured and shown only on failure, so a green run prints nothing.
 */
function runTool(bin: string, args: string[], cwd: string): Promise<void> {
  const [file, argv] = isRoot
    ? ['su', [superuser, '-s', '/bin/sh', '-c', [bin, ...args].map(shellQuote).join(' ')]]
    : [bin, args];
  return new Promise((resolve, reject) => {
    // cwd: the postgres user may not be allowed into the repository.
    const child = spawn(file, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`${path.basename(bin)} ${args.at(-1)} failed (exit ${code}):\n${output}`));
    });
  });
}

/** `postgres --version`, so a log says which server it ran against. */
function serverVersion(bin: string): Promise<string> {
  return new Promise((resolve) => {
    const probe = spawn(path.join(bin, 'postgres'), ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    probe.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    probe.on('error', () => resolve('PostgreSQL (version unknown)'));
    probe.on('exit', () => resolve(out.trim() || 'PostgreSQL (version unknown)'));
  });
}

export interface LocalPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<databaseName> */
  url: string;
  version: string;
  /** The server's log so far (for error messages). */
  log(): string;
  /** Stops the cluster and deletes it; safe to call more than once. */
  stop(): Promise<void>;
}

export interface LocalPostgresOptions {
  /** The database created empty in the cluster. */
  databaseName: string;
  /** Extra `postgres` options (e.g. `-c max_connections=200`). */
  serverOptions?: string;
}

/**
 * Creates and starts a cluster, and an empty database in it. Throws when the
 * binaries are missing (call findPostgresBin first to skip politely).
 */
export async function startLocalPostgres(options: LocalPostgresOptions): Promise<LocalPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl, postgres) not found');
  const ids = isRoot ? userIds(superuser) : null;
  if (isRoot && !ids) {
    throw new Error(`running as root needs a '${superuser}' user to own the cluster; none found`);
  }
  const baseDir = mkdtempSync(path.join(tmpdir(), 'author-pg-'));
  const dataDir = path.join(baseDir, 'data');
  const logFile = path.join(baseDir, 'postgres.log');
  const pgCtl = path.join(bin, 'pg_ctl');
  let started = false;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (started) {
        await runTool(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w'], baseDir).catch(
          (error: Error) => console.error(`[local-postgres] ${error.message}`),
        );
      }
      rmSync(baseDir, { recursive: true, force: true });
    })());
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  try {
    if (ids) chownSync(baseDir, ids.uid, ids.gid);
    // UTF8 with the C locale: Chinese text round-trips whatever the machine's
    // locale is (a bare container would otherwise get SQL_ASCII), and sorting
    // is byte order, identical everywhere. No fsync: the data is thrown away.
    await runTool(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-A', 'trust', '-U', superuser, '-E', 'UTF8', '--locale=C', '--no-sync'],
      baseDir,
    );
    const port = await freePort();
    // -F: no fsync; -k /tmp: the socket where psql and friends look by default.
    const serverOptions = `-p ${port} -h 127.0.0.1 -F -k /tmp ${options.serverOptions ?? ''}`;
    started = true;
    await runTool(
      pgCtl,
      ['-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', serverOptions.trim(), 'start'],
      baseDir,
    );
    const admin = new pg.Client({ host: '127.0.0.1', port, user: superuser, database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${options.databaseName}`);
    } finally {
      await admin.end();
    }
    return {
      url: `postgres://${superuser}@127.0.0.1:${port}/${options.databaseName}`,
      version: await serverVersion(bin),
      log,
      stop,
    };
  } catch (error) {
    const message = `${(error as Error).message}${log() ? `\nserver log:\n${log()}` : ''}`;
    await stop();
    throw new Error(message);
  }
}
