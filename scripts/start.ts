/**
 * `npm start`: build the SPA and compile the server if their sources
 * changed, then run the compiled server (`node dist-server/main.js`, no
 * TypeScript loader), which serves dist/ and the API on one port (PORT,
 * default 8080).
 *
 * The server runs as a child process started exactly the way a deployment
 * starts it, rather than being imported here, so its own entry-point logic
 * (signal handlers, graceful shutdown) behaves the same.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureServerBuild, serverEntry } from './lib/server-build';
import { ensureSpaBuild, repoRoot } from './lib/spa-build';

const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

try {
  await ensureSpaBuild();
  await ensureServerBuild();
} catch (error) {
  console.error(`[start] ${(error as Error).message}`);
  process.exit(1);
}

// Own process group: a Ctrl+C in the terminal then reaches the server once,
// through the forwarding below, instead of twice (terminal and forwarding),
// which would cut a graceful shutdown short.
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
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
