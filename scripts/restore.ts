/**
 * `npm run restore -- <file> [--force] [--verify-only]`: brings a backup of
 * `npm run backup` (or of the server's daily backup) back into the database
 * the server would use: DATABASE_URL, else PGlite in $DATA_DIR. Either
 * engine's backup goes into either engine: this is also how a PGlite
 * installation moves to PostgreSQL (docs/operations.md, "Backups").
 *
 * The target must be empty (no rows, no uploads) unless --force: a PGlite
 * folder's database and uploads are then moved aside, a PostgreSQL
 * database's tables dropped. Stop the server first (PGlite: the folder is
 * locked while it runs).
 */
import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { restoreBackup, TargetNotEmptyError, verifyBackup } from '../server/backup/restore';
import { openDatabase } from '../server/db/client';
import { cliTarget, parseArgs, postgresTool, runTool } from './lib/backup-cli';

const HELP = `Usage: npm run restore -- <file> [--force] [--verify-only]

Restores a backup into DATABASE_URL (PostgreSQL) when set, else into the
PGlite data folder $DATA_DIR (default ./.data). Stop the server first.

  --force        replace a target that holds data (PGlite: moved aside to
                 pglite.replaced-<time>; PostgreSQL: its tables are dropped)
  --verify-only  check the file against its manifest and change nothing

Files of 'npm run backup -- --pg-dump' go back with pg_restore (PostgreSQL only).
`;

async function isPgDump(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(5);
    await file.read(head, 0, 5, 0);
    return head.toString('latin1') === 'PGDMP';
  } finally {
    await file.close();
  }
}

async function restorePgDump(path: string, databaseUrl: string | undefined, force: boolean) {
  if (!databaseUrl)
    throw new Error('a pg_dump file restores into PostgreSQL only: set DATABASE_URL');
  const handle = await openDatabase({ databaseUrl });
  try {
    const result = (await handle.pool!.query(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    )) as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) {
      if (!force)
        throw new TargetNotEmptyError(
          'the database has tables: restore into an empty one, or pass --force to drop them',
        );
      await handle.pool!.query(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
      );
    }
  } finally {
    await handle.close();
  }
  await runTool(postgresTool('pg_restore'), [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    path,
  ]);
}

async function main(): Promise<void> {
  const { flags, rest } = parseArgs(process.argv.slice(2));
  const file = rest[0];
  if (flags.has('help') || !file) {
    console.log(HELP);
    if (!file && !flags.has('help')) process.exitCode = 2;
    return;
  }
  const path = resolve(file);
  const target = cliTarget();
  const force = flags.has('force');
  const started = performance.now();
  if (await isPgDump(path)) {
    await restorePgDump(path, target.databaseUrl, force);
    console.log(`pg_dump restored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  if (flags.has('verify-only')) {
    const { manifest, end } = await verifyBackup(path);
    console.log(
      `backup checked: ${manifest.engine}, taken ${manifest.takenAt}, migration ${manifest.migrations.count}, ${manifest.tables.length} tables, ${end.files} uploads`,
    );
    return;
  }
  const where = target.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : target.dataDir;
  const result = await restoreBackup(path, { ...target, force });
  const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `restored into ${where} in ${(result.ms / 1000).toFixed(1)} s: ${rows} rows in ${result.manifest.tables.length} tables and ${result.end.files} uploads from the ${result.manifest.engine} backup of ${result.manifest.takenAt}`,
  );
  for (const aside of result.movedAside) console.log(`  the data it replaced: ${aside}`);
}

try {
  await main();
} catch (error) {
  const message = (error as Error).message;
  console.error(
    error instanceof TargetNotEmptyError
      ? `restore refused: ${message}`
      : `restore failed: ${message}`,
  );
  process.exit(1);
}
