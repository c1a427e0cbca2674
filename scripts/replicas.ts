/**
 * `npm run replicas [-- --replicas=3]`: several servers on one PostgreSQL,
 * behind a round-robin balancer, on this machine.
 *
 * Starts a throwaway PostgreSQL from the machine's binaries
 * (scripts/lib/local-postgres.ts), compiles the server and builds the SPA
 * when stale, starts the replicas all at once on the empty database (they
 * migrate under a lock and one of them seeds the demo data), and puts
 * scripts/lib/round-robin-proxy.ts in front of them:
 *
 *   http://127.0.0.1:PORT      the balancer (PORT, default 8080): open the app here
 *   http://127.0.0.1:PORT+1..  each replica directly
 *
 * Stop one replica (its pid is printed) and the balancer sends around it;
 * log out in one tab and every replica refuses the token at once. Ctrl+C
 * stops everything and deletes the database.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningServer, startServer } from './lib/bench-server';
import { findPostgresBin, type LocalPostgres, startLocalPostgres } from './lib/local-postgres';
import { type RunningProxy, startRoundRobinProxy } from './lib/round-robin-proxy';
import { ensureServerBuild } from './lib/server-build';
import { ensureSpaBuild } from './lib/spa-build';

const tag = '[replicas]';

function option(name: string, fallback: number): number {
  const arg = process.argv.slice(2).find((candidate) => candidate.startsWith(`--${name}=`));
  const value = Number(arg?.split('=')[1] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${tag} --${name} takes a positive whole number`);
    process.exit(2);
  }
  return value;
}

const count = option('replicas', 3);
const port = Number(process.env.PORT ?? 8080);

if (!findPostgresBin()) {
  console.error(`${tag} PostgreSQL binaries (initdb, pg_ctl) not found: install postgresql first`);
  process.exit(1);
}

let cluster: LocalPostgres | undefined;
let replicas: RunningServer[] = [];
let proxy: RunningProxy | undefined;
let stopping: Promise<void> | undefined;

function stopAll(code: number): Promise<void> {
  stopping ??= (async () => {
    console.log(`${tag} stopping…`);
    await proxy?.close();
    // SIGTERM: each finishes its requests under way and closes its pool.
    await Promise.all(replicas.map((replica) => replica.stop()));
    await cluster?.stop();
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void stopAll(0));
}

try {
  await ensureSpaBuild();
  await ensureServerBuild();
  cluster = await startLocalPostgres({ databaseName: 'author' });
  console.log(`${tag} ${cluster.version} at ${cluster.url}`);
  const databaseUrl = cluster.url;
  console.log(`${tag} starting ${count} replicas together on the empty database…`);
  replicas = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const name = `replica-${i + 1}`;
      return startServer({
        engine: 'postgres',
        databaseUrl,
        compiled: true,
        port: port + 1 + i,
        // DEV_OUTBOX: SMS codes at /dev/outbox of each replica, for trying logins.
        production: false,
        // Its own data folder: nothing on disk is shared between replicas.
        dataDir: await mkdtemp(path.join(tmpdir(), `author-${name}-`)),
        env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MIN: '3000', LOG_LEVEL: 'warn' },
        onOutput: (text) => {
          for (const line of text.trimEnd().split('\n')) console.log(`[${name}] ${line}`);
        },
      });
    }),
  );
  proxy = await startRoundRobinProxy({
    port,
    backends: replicas.map((replica, i) => ({ name: `replica-${i + 1}`, url: replica.baseUrl })),
  });
  console.log(`\n${tag} balancer: ${proxy.url}  (open the app here)`);
  replicas.forEach((replica, i) => {
    console.log(`${tag} replica-${i + 1}: ${replica.baseUrl}  pid ${replica.pid}`);
  });
  console.log(`${tag} demo login 13800000001 / Demo#2026; Ctrl+C stops everything\n`);
} catch (error) {
  console.error(`${tag} ${(error as Error).message}`);
  await stopAll(1);
}
