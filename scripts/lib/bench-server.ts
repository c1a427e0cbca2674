/**
 * What every benchmark script needs around the thing it measures: the
 * reference server started as a user runs it (its own process, an empty data
 * directory, production mode), timed to its first answer, and one-line API
 * calls for setting up data. Servers a run started are killed on Ctrl+C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const HEALTH_POLL_MS = 50;
const COLD_START_LIMIT_MS = 600_000;

/** The demo authors of the seed (README). */
export const SIGNED_PHONE = '13800000001';
export const DEMO_PASSWORD = 'Demo#2026';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export { freePort };

/** The author API's answer. */
export interface Envelope<T> {
  code: number;
  msg: string;
  body: T;
}

/** One API call that must succeed (setup steps, not measured). */
export async function api<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers['x-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) {
    throw new Error(`${method} ${pathAndQuery} answered ${envelope.code} ${envelope.msg}`);
  }
  return envelope.body;
}

/** A token of a demo author. */
export async function logIn(baseUrl: string, phone = SIGNED_PHONE): Promise<string> {
  const { token } = await api<{ token: string }>(
    baseUrl,
    'POST',
    '/author/user/login_by_pwd',
    undefined,
    {
      phone,
      password: DEMO_PASSWORD,
    },
  );
  return token;
}

/** Servers this run started, stopped on Ctrl+C so none outlives the bench. */
const running = new Set<ChildProcess>();
let signalsHandled = false;

/**
 * Kills every started server on Ctrl+C, unless the caller handles the
 * signals itself (scripts/replicas.ts stops its servers gracefully).
 */
function killServersOnSignal(): void {
  if (signalsHandled) return;
  signalsHandled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    if (process.listenerCount(signal) > 0) continue;
    process.once(signal, () => {
      for (const child of running) child.kill('SIGKILL');
      process.exit(130);
    });
  }
}

export interface RunningServer {
  baseUrl: string;
  /** Seconds from spawn to the first answer of GET /healthz. */
  coldStartS: number;
  /** The server's own "ready in N ms" figure, when it printed one. */
  readyMs: number | null;
  /** The server process's id. */
  pid: number;
  /** What the process printed so far. */
  output(): string;
  /** Sends `signal` (SIGKILL for a crash) and waits for the exit; the data stays. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (SIGKILL after 10 s); removes the data folder unless it was given. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** 'pglite' ignores DATABASE_URL; 'postgres' requires it. Default 'pglite'. */
  engine?: 'pglite' | 'postgres';
  /** NODE_ENV=production, as authors get it (default); false turns on /dev/outbox (DEV_OUTBOX=1) for SMS codes. */
  production?: boolean;
  /** An existing data folder (DATA_DIR) to run on and keep; default a fresh one, removed on stop. */
  dataDir?: string;
  /** The PostgreSQL database (engine postgres); default the environment's DATABASE_URL. */
  databaseUrl?: string;
  /** More environment for the server. */
  env?: Record<string, string>;
  /** Another checkout to run the server of (comparisons with an older commit). */
  root?: string;
  /**
   * Run the compiled server (`node dist-server/main.js`, as `npm start`
   * does; build it first with scripts/lib/server-build.ts) instead of the
   * TypeScript through tsx.
   */
  compiled?: boolean;
  /** The port to listen on; default a free one. */
  port?: number;
  /** Sees the server's output as it comes (it is kept for output() too). */
  onOutput?: (text: string) => void;
}

/**
 * Spawns `node --import tsx server/main.ts` (or the compiled server) on an
 * empty data directory (and an empty database when DATABASE_URL is set) and
 * times it until GET /healthz first answers.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  killServersOnSignal();
  const engine = options.engine ?? 'pglite';
  const ownDataDir = options.dataDir === undefined;
  const dataDir =
    options.dataDir ?? (await mkdtemp(path.join(tmpdir(), `author-bench-${engine}-`)));
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // A load test from one address is what the per-client ceiling stops;
    // kept on (its cost is measured) but far above any bench's rate.
    RATE_LIMIT_PER_MIN: '1000000000',
  };
  if (options.production !== false) env.NODE_ENV = 'production';
  else {
    delete env.NODE_ENV;
    env.DEV_OUTBOX = '1';
  }
  Object.assign(env, options.env);
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (engine === 'pglite') delete env.DATABASE_URL;
  else if (!env.DATABASE_URL) throw new Error('postgres run without DATABASE_URL');

  const started = performance.now();
  const args = options.compiled
    ? ['--enable-source-maps', 'dist-server/main.js']
    : ['--import', 'tsx', 'server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.root ?? repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    options.onOutput?.(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  running.add(child);
  void exited.then(() => running.delete(child));

  const baseUrl = `http://127.0.0.1:${port}`;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals) => {
    if (alive()) {
      child.kill(signal);
      await exited;
    }
  };
  const stop = async () => {
    if (alive()) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode} before answering:\n${output}`);
    }
    if (performance.now() - started > COLD_START_LIMIT_MS) {
      await stop();
      throw new Error(
        `server did not answer /healthz within ${COLD_START_LIMIT_MS} ms:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(HEALTH_POLL_MS);
  }
  const coldStartS = (performance.now() - started) / 1000;
  const ready = /ready in (\d+) ms/.exec(output);
  return {
    baseUrl,
    coldStartS,
    readyMs: ready ? Number(ready[1]) : null,
    pid: child.pid ?? 0,
    output: () => output,
    kill,
    stop,
  };
}
