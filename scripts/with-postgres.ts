/**
 * `node --import tsx scripts/with-postgres.ts <command...>`
 *
 * Starts a throwaway PostgreSQL from the machine's binaries
 * (scripts/lib/local-postgres.ts), runs the command with DATABASE_URL
 * pointing at an empty database `author_test`, then stops the cluster and
 * deletes it, whatever happens (also on Ctrl+C). Exits with the command's
 * status. Used to run the contract tests on PostgreSQL as well as on PGlite,
 * so the two drivers cannot drift apart unnoticed.
 *
 * Without PostgreSQL binaries it skips (exit 0) with a message: a laptop
 * without PostgreSQL can still run `npm test`. With `--or-without` first, it
 * runs the command anyway, without DATABASE_URL (the test command's database
 * step: PGlite's part runs, PostgreSQL's project is then left out).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { findPostgresBin, type LocalPostgres, startLocalPostgres } from './lib/local-postgres';
import { repoRoot } from './lib/spa-build';

const tag = '[with-postgres]';

const orWithout = process.argv[2] === '--or-without';
const command = process.argv.slice(orWithout ? 3 : 2);
if (command.length === 0) {
  console.error(
    `usage: node --import tsx scripts/with-postgres.ts [--or-without] <command> [args...]`,
  );
  process.exit(2);
}

if (!findPostgresBin()) {
  console.log(
    `PostgreSQL binaries not found: ${orWithout ? 'running without PostgreSQL' : 'skipping the PostgreSQL run'} (install postgresql to run it)`,
  );
  if (!orWithout) process.exit(0);
}

let cluster: LocalPostgres | null = null;
let child: ChildProcess | null = null;
let interrupted: NodeJS.Signals | null = null;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted ??= signal;
    if (child && child.exitCode === null && child.signalCode === null) {
      // The command learns about it and exits; cleanup follows its exit.
      child.kill(signal);
    } else if (cluster) {
      // Between the start and the command: stop what is there and leave.
      void cluster.stop().then(() => process.exit(128 + constants.signals[signal]));
    }
  });
}

function runCommand(databaseUrl: string | null): Promise<number> {
  const [file, ...args] = command as [string, ...string[]];
  return new Promise((resolve) => {
    child = spawn(file, args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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

let exitCode: number;
if (!findPostgresBin()) {
  // Only reached with --or-without.
  process.exit(await runCommand(null));
}
try {
  // Room for the replica tests' processes beside vitest's own servers.
  cluster = await startLocalPostgres({
    databaseName: 'author_test',
    serverOptions: '-c max_connections=300',
  });
  console.log(`${tag} ${cluster.version} on ${cluster.url.replace(/^postgres:\/\//, '')}`);
  exitCode = interrupted ? 128 + constants.signals[interrupted] : await runCommand(cluster.url);
} catch (error) {
  console.error(`${tag} ${(error as Error).message}`);
  exitCode = 1;
}
await cluster?.stop();
process.exit(exitCode);
