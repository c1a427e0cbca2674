/**
 * `npm start`: build the SPA if its sources changed, then run the server,
 * which serves dist/ and the API on one port (PORT, default 8080).
 *
 * The server runs as a child process started exactly the way the docs and
 * the tests start it (`node --import tsx server/main.ts`), rather than being
 * imported here, so there is one way to launch it and its own entry-point
 * logic (signal handlers, "is this the main module" checks) behaves the same.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureSpaBuild, repoRoot } from './lib/spa-build';

const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

try {
  await ensureSpaBuild();
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
}

// Own process group: a Ctrl+C in the terminal then reaches the server once,
// through the forwarding below, instead of twice (terminal and forwarding),
// which would cut a graceful shutdown short.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  detached: true,
});

// npm forwards the terminal's SIGINT to us as well, so one Ctrl+C can arrive
// twice within milliseconds; pass on only the first of a burst.
const lastForwarded = new Map<NodeJS.Signals, number>();
for (const signal of forwardedSignals) {
  process.on(signal, () => {
    const now = Date.now();
    if (now - (lastForwarded.get(signal) ?? 0) < 500) return;
    lastForwarded.set(signal, now);
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

// If this script dies on an error, do not leave an orphaned server behind.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  // Conventional shell status for "ended by a signal".
  if (signal) process.exit(128 + constants.signals[signal]);
  process.exit(code ?? 1);
});
