/**
 * `npm run bench:replicas [-- --duration=8 --connections=24 --startup-trials=3]`
 *
 * Several compiled servers (dist-server/main.js) on one throwaway PostgreSQL
 * (scripts/lib/local-postgres.ts), on this machine:
 *
 * 1. Start-up trials: three replicas started at once on an empty database
 *    (SEED=small), each trial on a new database; how many came up ready.
 * 2. Chapter-list load (random pages of 50 of the 3,000-chapter demo book,
 *    autocannon, bounded at --connections in all, spread evenly over the
 *    replicas as a balancer would, with no proxy hop) with 1, 2 and 3
 *    replicas, with the read cache on (as shipped) and off (every page from
 *    the database). requests/s, p50, p99, and the CPU each side used per
 *    second of load (cores busy): Node replicas, PostgreSQL, and the load
 *    generator itself, which shares the machine.
 *
 * Prints a table and writes bench-results/replicas.json. It reports figures
 * and never fails on them. Everything runs on loopback on one machine, so
 * adding replicas adds no CPU: read the "cores busy" columns to see which
 * side ran out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { freshPostgres } from '../tests/lib/databases';
import { type LoadFigures, loadList, prepareListTarget, round } from './lib/bench-load';
import { type RunningServer, startServer } from './lib/bench-server';
import { findPostgresBin, startLocalPostgres } from './lib/local-postgres';
import { ensureServerBuild } from './lib/server-build';
import { repoRoot } from './lib/spa-build';

const tag = '[bench:replicas]';
const REPLICA_COUNTS = [1, 2, 3] as const;
const WARM_UP_PER_REPLICA = 600;

function option(name: string, fallback: number): number {
  const arg = process.argv.slice(2).find((candidate) => candidate.startsWith(`--${name}=`));
  const value = Number(arg?.split('=')[1] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const duration = option('duration', 8);
const connections = option('connections', 24);
const startupTrials = option('startup-trials', 3);

// ------------------------------------------------------------------ CPU use

const TICKS_PER_S = 100; // USER_HZ on Linux

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return 0; // gone: a backend that ended
  }
}

/** Pids of every PostgreSQL server process (the postmaster and its backends). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

interface CpuSample {
  node: number;
  postgres: Map<number, number>;
  bench: number;
  at: number;
}

function sampleCpu(replicas: RunningServer[]): CpuSample {
  const usage = process.cpuUsage();
  return {
    node: replicas.reduce((sum, replica) => sum + cpuSeconds(replica.pid), 0),
    postgres: new Map(postgresPids().map((pid) => [pid, cpuSeconds(pid)])),
    bench: (usage.user + usage.system) / 1e6,
    at: performance.now(),
  };
}

/** Cores busy on each side between two samples. */
function coresBusy(before: CpuSample, after: CpuSample) {
  const seconds = (after.at - before.at) / 1000;
  let postgres = 0;
  for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? 0);
  return {
    node_cores: round((after.node - before.node) / seconds),
    postgres_cores: round(postgres / seconds),
    bench_cores: round((after.bench - before.bench) / seconds),
  };
}

// ------------------------------------------------------------------ the runs

interface StartupTrial {
  all_ready: boolean;
  ready_ms: (number | null)[];
  error?: string;
}

/** Three replicas at once on a new empty database in the cluster at `adminUrl`. */
async function startupTrial(adminUrl: string): Promise<StartupTrial> {
  const database = await freshPostgres(adminUrl);
  const starts = await Promise.allSettled(
    [1, 2, 3].map(() =>
      startServer({
        engine: 'postgres',
        databaseUrl: database.url,
        compiled: true,
        env: { SEED: 'small' },
      }),
    ),
  );
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const readies = await Promise.all(
    started.map(async (replica) => (await fetch(`${replica.baseUrl}/readyz`)).status === 200),
  );
  await Promise.all(started.map((replica) => replica.stop()));
  await database.drop();
  const failed = starts.find((start) => start.status === 'rejected');
  return {
    all_ready: started.length === 3 && readies.every(Boolean),
    ready_ms: started.map((replica) => replica.readyMs),
    error: failed ? String((failed as PromiseRejectedResult).reason).slice(0, 400) : undefined,
  };
}

interface LoadRow extends LoadFigures {
  replicas: number;
  read_cache: 'on' | 'off';
  node_cores: number;
  postgres_cores: number;
  bench_cores: number;
  node_cpu_ms_per_request: number;
  postgres_cpu_ms_per_request: number;
}

async function measure(replicas: RunningServer[], readCache: 'on' | 'off'): Promise<LoadRow> {
  const target = await prepareListTarget(replicas[0]!.baseUrl);
  const urls = replicas.map((replica) => replica.baseUrl);
  // Unmeasured, a number of requests per replica rather than a time, so each
  // process gets as many to optimise its hot paths, fill its pool and warm
  // its cache however slow a busy machine makes them.
  await loadList(target, connections, { requests: WARM_UP_PER_REPLICA * replicas.length }, urls);
  const before = sampleCpu(replicas);
  const figures = await loadList(target, connections, duration, urls);
  const cpu = coresBusy(before, sampleCpu(replicas));
  // CPU per answered request: what each side costs, whatever share of the
  // machine other work left this run (the req/s figures depend on that).
  const perRequest = (cores: number) => round(figures.rps > 0 ? (cores * 1000) / figures.rps : 0);
  const row = {
    replicas: replicas.length,
    read_cache: readCache,
    ...figures,
    ...cpu,
    node_cpu_ms_per_request: perRequest(cpu.node_cores),
    postgres_cpu_ms_per_request: perRequest(cpu.postgres_cores),
  };
  console.log(
    `${tag} ${row.replicas} replica(s), cache ${readCache}: ${row.rps} req/s, p99 ${row.p99_ms} ms, ` +
      `cores busy: node ${row.node_cores}, postgres ${row.postgres_cores}, bench ${row.bench_cores}`,
  );
  return row;
}

/** The load with 1, 2, 3 replicas, each set started afresh with `readCacheTtlMs`. */
async function loadRuns(databaseUrl: string, readCache: 'on' | 'off'): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const count of REPLICA_COUNTS) {
    const replicas = await Promise.all(
      Array.from({ length: count }, () =>
        startServer({
          engine: 'postgres',
          databaseUrl,
          compiled: true,
          env: {
            READ_CACHE_TTL_MS: readCache === 'on' ? '30000' : '0',
            RATE_LIMIT_PER_MIN: '0',
          },
        }),
      ),
    );
    try {
      rows.push(await measure(replicas, readCache));
    } finally {
      await Promise.all(replicas.map((replica) => replica.stop()));
    }
  }
  return rows;
}

function printTable(rows: LoadRow[]): void {
  const header = [
    'replicas',
    'cache',
    'req/s',
    'p50 ms',
    'p99 ms',
    'failed',
    'node',
    'pg',
    'bench',
    'node ms/req',
    'pg ms/req',
  ];
  const lines = rows.map((row) => [
    String(row.replicas),
    row.read_cache,
    String(row.rps),
    String(row.p50_ms),
    String(row.p99_ms),
    String(row.failed),
    String(row.node_cores),
    String(row.postgres_cores),
    String(row.bench_cores),
    String(row.node_cpu_ms_per_request),
    String(row.postgres_cpu_ms_per_request),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((l) => l[i]!.length)),
  );
  const format = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i]!)).join('  ');
  console.log(`\n${format(header)}   (node/pg/bench: cores busy; ms/req: CPU per request)`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  if (!findPostgresBin()) {
    console.log(`${tag} PostgreSQL binaries not found: nothing to measure`);
    return;
  }
  await ensureServerBuild();
  const cluster = await startLocalPostgres({
    databaseName: 'author_bench',
    serverOptions: '-c max_connections=200',
  });
  console.log(
    `${tag} ${cluster.version}; ${cpus().length} CPU(s), load ${loadavg()[0]?.toFixed(2)}`,
  );
  const loadAtStart = round(loadavg()[0] ?? 0);
  try {
    const trials: StartupTrial[] = [];
    for (let i = 0; i < startupTrials; i += 1) {
      trials.push(await startupTrial(cluster.url));
      const last = trials.at(-1)!;
      console.log(
        `${tag} start-up trial ${i + 1}: ${last.all_ready ? 'all 3 ready' : 'FAILED'} ` +
          `(ready in ${last.ready_ms.join(', ')} ms)${last.error ? `\n${last.error}` : ''}`,
      );
    }
    // The full demo data (3,000-chapter book), seeded once by a first server.
    console.log(`${tag} seeding the full demo data…`);
    const seeder = await startServer({
      engine: 'postgres',
      databaseUrl: cluster.url,
      compiled: true,
    });
    await seeder.stop();
    const rows = [...(await loadRuns(cluster.url, 'on')), ...(await loadRuns(cluster.url, 'off'))];
    printTable(rows);
    const results = {
      at: new Date().toISOString(),
      cpus: cpus().length,
      load_average_at_start: loadAtStart,
      postgres: cluster.version,
      duration_s: duration,
      connections,
      startup_trials: trials,
      load: rows,
    };
    const outDir = path.join(repoRoot, 'bench-results');
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'replicas.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${tag} wrote bench-results/replicas.json`);
    console.log(
      `${tag} load average now ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await cluster.stop();
  }
}

await main();
