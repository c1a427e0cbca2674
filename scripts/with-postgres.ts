/**
 * `node --import tsx scripts/with-postgres.ts <command...>`
 *
 * Starts a throwaway PostgreSQL from the machine's binaries, runs the command
 * with DATABASE_URL pointing at an empty database `author_test`, then stops
 * the cluster and deletes it, whatever happens (also on Ctrl+C). Exits with
 * the command's status. Used to run the contract tests on PostgreSQL as well
 * as on PGlite, so the two drivers cannot drift apart unnoticed.
 *
 * Without PostgreSQL binaries it skips (exit 0) with a message: a laptop
 * without PostgreSQL can still run `npm test`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './lib/spa-build';

const tag = '[with-postgres]';
const databaseName = 'author_test';
const superuser = 'postgres';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error(`usage: node --import tsx scripts/with-postgres.ts <command> [args...]`);
  process.exit(2);
}

/** Directory holding initdb, pg_ctl and postgres: PATH first, then Debian's layout. */
function findPostgresBin(): string | null {
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

/** A port nobody listens on right now (the kernel picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
 * Runs a PostgreSQL tool, as the `postgres` user when we are root (the server
 * refuses to run as root). Output is captured and shown only on failure, so a
 * green run prints just the command's own output.
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

const bin = findPostgresBin();
if (!bin) {
  console.log(
    'PostgreSQL binaries not found: skipping the PostgreSQL contract run (install postgresql to run it)',
  );
  process.exit(0);
}

const ids = isRoot ? userIds(superuser) : null;
if (isRoot && !ids) {
  console.error(
    `${tag} running as root needs a '${superuser}' user to own the cluster; none found.`,
  );
  process.exit(1);
}

const baseDir = mkdtempSync(path.join(tmpdir(), 'author-pg-'));
const dataDir = path.join(baseDir, 'data');
const logFile = path.join(baseDir, 'postgres.log');
const pgCtl = path.join(bin, 'pg_ctl');
let clusterStarted = false;
let child: ChildProcess | null = null;
let interrupted: NodeJS.Signals | null = null;

let cleanedUp: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleanedUp ??= (async () => {
    if (clusterStarted) {
      try {
        await runTool(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w'], baseDir);
      } catch (error) {
        console.error(`${tag} ${(error as Error).message}`);
      }
    }
    rmSync(baseDir, { recursive: true, force: true });
  })();
  return cleanedUp;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted ??= signal;
    if (child && child.exitCode === null && child.signalCode === null) {
      // The command learns about it and exits; cleanup follows its exit.
      child.kill(signal);
    } else {
      // Still starting PostgreSQL: stop what is there and leave.
      void cleanUp().then(() => process.exit(128 + constants.signals[signal]));
    }
  });
}

async function startCluster(): Promise<string> {
  if (ids) chownSync(baseDir, ids.uid, ids.gid);
  // UTF8 with the C locale: Chinese text round-trips whatever the machine's
  // locale is (a bare container would otherwise get SQL_ASCII), and sorting
  // is byte order, identical everywhere. No fsync: the data is thrown away.
  await runTool(
    path.join(bin as string, 'initdb'),
    ['-D', dataDir, '-A', 'trust', '-U', superuser, '-E', 'UTF8', '--locale=C', '--no-sync'],
    baseDir,
  );
  const port = await freePort();
  // -F: no fsync; -k /tmp: the socket where psql and friends look by default.
  const serverOptions = `-p ${port} -h 127.0.0.1 -F -k /tmp`;
  clusterStarted = true;
  await runTool(
    pgCtl,
    ['-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', serverOptions, 'start'],
    baseDir,
  );

  const admin = new pg.Client({ host: '127.0.0.1', port, user: superuser, database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await admin.end();
  }
  return `postgres://${superuser}@127.0.0.1:${port}/${databaseName}`;
}

function runCommand(databaseUrl: string): Promise<number> {
  const [file, ...args] = command as [string, ...string[]];
  return new Promise((resolve) => {
    child = spawn(file, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        // So `vitest ...` works when this script is run outside npm too.
        PATH: [path.join(repoRoot, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
      },
    });
    child.on('error', (error) => {
      console.error(`${tag} could not run ${file}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      resolve(signal ? 128 + constants.signals[signal] : (code ?? 1));
    });
  });
}

/** `postgres --version`, so the log says which server the tests ran against. */
function serverVersion(): Promise<string> {
  return new Promise((resolve) => {
    const probe = spawn(path.join(bin as string, 'postgres'), ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    probe.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    probe.on('error', () => resolve('PostgreSQL (version unknown)'));
    probe.on('exit', () => resolve(out || 'PostgreSQL (version unknown)'));
  });
}

let exitCode: number;
try {
  const databaseUrl = await startCluster();
  const version = (await serverVersion()).trim();
  console.log(`${tag} ${version} on ${databaseUrl.replace(/^postgres:\/\//, '')}`);
  exitCode = interrupted ? 128 + constants.signals[interrupted] : await runCommand(databaseUrl);
} catch (error) {
  console.error(`${tag} ${(error as Error).message}`);
  if (existsSync(logFile)) console.error(`${tag} server log:\n${readFileSync(logFile, 'utf8')}`);
  exitCode = 1;
}
await cleanUp();
process.exit(exitCode);
