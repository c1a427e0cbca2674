/**
 * What `npm run backup` and `npm run restore` share: where the database is
 * (DATABASE_URL, else DATA_DIR), the arguments, and pg_dump / pg_restore.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findPostgresBin } from './local-postgres';

export interface CliTarget {
  databaseUrl?: string;
  /** Absolute DATA_DIR (PGlite); set when DATABASE_URL is not. */
  dataDir?: string;
}

export function cliTarget(env: NodeJS.ProcessEnv = process.env): CliTarget {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl) return { databaseUrl };
  const setting = env.DATA_DIR ?? './.data';
  if (setting === 'memory://') {
    throw new Error(
      'DATA_DIR=memory:// is private to the server process: nothing to back up or restore',
    );
  }
  return { dataDir: resolve(setting) };
}

/** `--flag` and `--name=value` options, and the rest as positional arguments. */
export function parseArgs(argv: string[]): { flags: Map<string, string | true>; rest: string[] } {
  const flags = new Map<string, string | true>();
  const rest: string[] = [];
  for (const arg of argv) {
    if (arg.startsWith('--')) {
      const [name, value] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      flags.set(name, value ?? true);
    } else rest.push(arg);
  }
  return { flags, rest };
}

/** A PostgreSQL client tool (pg_dump, pg_restore): PATH first, then Debian's layout. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  const bin = findPostgresBin();
  if (bin && existsSync(join(bin, name))) return join(bin, name);
  throw new Error(
    `${name} not found: install the PostgreSQL client tools (Debian: postgresql-client)`,
  );
}

/** Runs a tool with inherited output; rejects on a non-zero exit. */
export function runTool(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`)),
    );
  });
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
