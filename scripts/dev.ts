/**
 * `npm run dev`: the API server on API_PORT (default 8080) and the Rsbuild
 * dev server with hot reload on 3000, which proxies API paths to the former
 * (see rsbuild.config.ts). Open http://localhost:3000.
 *
 * Both run until either one stops or the terminal sends Ctrl+C; then both are
 * stopped, so no server is left holding a port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:os';
import { repoRoot } from './lib/spa-build';

const apiPort = process.env.API_PORT ?? '8080';
const env = { ...process.env, API_PORT: apiPort };

type Named = { name: string; child: ChildProcess };

function start(name: string, command: string, args: string[], extraEnv: NodeJS.ProcessEnv) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
    // Own process group, so stopping it also stops anything it spawned
    // (Rsbuild's workers) and a Ctrl+C reaches it only once, through stopAll.
    detached: true,
  });
  return { name, child };
}

const running: Named[] = [
  // Local development: SMS codes at /dev/outbox (loopback only) unless DEV_OUTBOX=0.
  start('server', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: apiPort,
    DEV_OUTBOX: process.env.DEV_OUTBOX ?? '1',
  }),
  // --no-install: never fetch a different Rsbuild from the registry.
  start('rsbuild', 'npx', ['--no-install', 'rsbuild', 'dev', '--port', '3000'], {}),
];

const isAlive = ({ child }: Named) => child.exitCode === null && child.signalCode === null;

function signalGroup({ child }: Named, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    // Negative pid: the whole process group started above.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

let stopping = false;
let exitCode = 0;

function stopAll(reason: string, code: number) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  console.log(`\n[dev] ${reason}: stopping the server and the dev server`);
  for (const item of running) if (isAlive(item)) signalGroup(item, 'SIGTERM');
  // Whatever ignores SIGTERM for 5 s is not shutting down by itself.
  setTimeout(() => {
    for (const item of running) if (isAlive(item)) signalGroup(item, 'SIGKILL');
  }, 5_000).unref();
}

for (const item of running) {
  item.child.on('error', (error) => {
    console.error(`[dev] could not start ${item.name}: ${error.message}`);
    stopAll(`${item.name} failed to start`, 1);
  });
  item.child.on('exit', (code, signal) => {
    if (!stopping) {
      stopAll(`${item.name} exited (${signal ?? `code ${code}`})`, code || 1);
    }
    if (running.every((other) => !isAlive(other))) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => stopAll(`received ${signal}`, 128 + constants.signals[signal]));
}

// Last resort if this script itself crashes: do not leave orphans.
process.on('exit', () => {
  for (const item of running) if (isAlive(item)) signalGroup(item, 'SIGKILL');
});
