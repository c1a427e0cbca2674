/**
 * Restores a backup (format.ts) into an empty PGlite data folder or an empty
 * PostgreSQL database, whichever engine took it.
 *
 * 1. The whole file is read once and checked first: its manifest, each
 *    table's rows against the manifest's counts, each upload against its
 *    SHA-256, and the end line (a truncated file has none). Nothing in the
 *    target is touched before the file has passed.
 * 2. The target must hold no rows (and, for a folder, no uploads). With
 *    `force`, a PGlite folder's database and uploads are moved aside
 *    (`pglite.replaced-<time>`), a PostgreSQL database's schemas dropped.
 * 3. The target is migrated to the backup's own migration level, the rows go
 *    in, parents first, in one transaction, the serial counters are set, the
 *    uploads land where the target engine keeps them (files beside PGlite,
 *    stored_file_contents on PostgreSQL), then the remaining migrations of
 *    this build run, so an older backup comes back upgraded.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, type Db, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import type * as schema from '../db/schema';
import { isFileKey } from '../storage/file-store';
import { insertableColumns, rowsOf, selfReferencingTables, tablesInOrder } from './catalog';
import {
  type BackupEnd,
  BackupFormatError,
  type BackupManifest,
  ident,
  readBackupLines,
  TABLES_NOT_DUMPED,
} from './format';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));
/** Rows (or bytes of their JSON) per INSERT. */
const BATCH_ROWS = 1_000;
const BATCH_CHARS = 4 * 1024 * 1024;

export interface RestoreTarget {
  /** PostgreSQL: the database to restore into. */
  databaseUrl?: string;
  /** PGlite: the DATA_DIR (database in pglite/, uploads in uploads/). */
  dataDir?: string;
  /** Replace a target that holds data (moved aside on PGlite, dropped on PostgreSQL). */
  force?: boolean;
}

export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

export interface VerifiedBackup {
  manifest: BackupManifest;
  end: BackupEnd;
}

/** Reads the whole file and checks it against its own manifest (step 1). */
export async function verifyBackup(path: string): Promise<VerifiedBackup> {
  let manifest: BackupManifest | undefined;
  let end: BackupEnd | undefined;
  let table: string | undefined;
  const seen = new Map<string, number>();
  let files = 0;
  for await (const line of readBackupLines(path)) {
    if (end) throw new BackupFormatError('lines after the end line');
    switch (line.tag) {
      case 'M':
        manifest = line.manifest;
        break;
      case 'T':
        table = line.table;
        if (seen.has(table)) throw new BackupFormatError(`table ${table} twice`);
        seen.set(table, 0);
        break;
      case 'R':
        if (!table) throw new BackupFormatError('a row before any table');
        seen.set(table, seen.get(table)! + 1);
        break;
      case 'F': {
        const digest = createHash('sha256')
          .update(Buffer.from(line.file.data, 'base64'))
          .digest('hex');
        if (digest !== line.file.sha256 || !isFileKey(line.file.key)) {
          throw new BackupFormatError(`upload ${line.file.key} is damaged`);
        }
        files += 1;
        break;
      }
      case 'E':
        end = line.end;
        break;
      case 'S':
        break;
    }
  }
  if (!manifest) throw new BackupFormatError('no manifest');
  if (!end) throw new BackupFormatError('the file is truncated (no end line)');
  for (const { name, rows } of manifest.tables) {
    if (seen.get(name) !== rows) {
      throw new BackupFormatError(
        `table ${name}: ${seen.get(name) ?? 0} rows in the file, ${rows} in the manifest`,
      );
    }
  }
  if (seen.size !== manifest.tables.length)
    throw new BackupFormatError('tables not in the manifest');
  if (files !== end.files || files + end.missingFiles.length !== manifest.files.count) {
    throw new BackupFormatError(`uploads: ${files} in the file, ${manifest.files.count} recorded`);
  }
  const known = readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
  const level = known.indexOf(manifest.migrations.latest);
  if (level < 0 || level + 1 !== manifest.migrations.count) {
    throw new BackupFormatError(
      `the backup's schema (migration ${manifest.migrations.count}) is not one this build knows: restore it with the version that took it (${manifest.appVersion}) or a newer one`,
    );
  }
  return { manifest, end };
}

export interface RestoreResult extends VerifiedBackup {
  ms: number;
  /** Where a forced restore moved the previous PGlite data. */
  movedAside: string[];
}

/** Restores `path` into `target` (steps 1 to 3). */
export async function restoreBackup(path: string, target: RestoreTarget): Promise<RestoreResult> {
  const started = performance.now();
  const verified = await verifyBackup(path);
  const movedAside = target.databaseUrl
    ? await emptyPostgres(target.databaseUrl, target.force ?? false)
    : await emptyFolder(requireDataDir(target), target.force ?? false);
  const uploadsDir = target.databaseUrl ? undefined : join(requireDataDir(target), 'uploads');
  const handle = await openDatabase(
    target.databaseUrl
      ? { databaseUrl: target.databaseUrl }
      : { dataDir: join(requireDataDir(target), 'pglite') },
  );
  try {
    await migrateToLevel(handle, verified.manifest.migrations.latest);
    await handle.db.transaction((tx) => load(tx as unknown as Db, path, uploadsDir));
    await migrateDatabase(handle);
    await checkCounts(handle.db, verified.manifest);
  } finally {
    await handle.close();
  }
  return { ...verified, ms: performance.now() - started, movedAside };
}

function requireDataDir(target: RestoreTarget): string {
  if (!target.dataDir) throw new Error('restore needs a data folder or a database URL');
  return target.dataDir;
}

/** Public tables holding rows (the run log of backups aside). */
async function tablesWithRows(db: Db): Promise<string[]> {
  const full: string[] = [];
  for (const name of await tablesInOrder(db)) {
    if (name === 'backup_runs') continue;
    const rows = await rowsOf(db, `select 1 from public.${ident(name)} limit 1`);
    if (rows.length > 0) full.push(name);
  }
  return full;
}

async function emptyPostgres(databaseUrl: string, force: boolean): Promise<string[]> {
  const handle = await openDatabase({ databaseUrl });
  try {
    const full = await tablesWithRows(handle.db);
    if (full.length > 0 && !force) {
      throw new TargetNotEmptyError(
        `the database holds data (${full.slice(0, 5).join(', ')}${full.length > 5 ? ', ...' : ''}): restore into an empty one, or pass --force to drop what it holds`,
      );
    }
    // Empty tables too: the restore migrates from the backup's own level.
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`drop schema public cascade`);
    await handle.db.execute(sql`create schema public`);
  } finally {
    await handle.close();
  }
  return [];
}

async function folderHasFiles(folder: string): Promise<boolean> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile());
}

async function emptyFolder(dataDir: string, force: boolean): Promise<string[]> {
  const pgliteDir = join(dataDir, 'pglite');
  const uploadsDir = join(dataDir, 'uploads');
  let full: string[] = [];
  const hasDatabase = await folderHasFiles(pgliteDir);
  if (hasDatabase) {
    // Opening takes the folder's lock: a running server makes this fail clearly.
    const handle = await openDatabase({ dataDir: pgliteDir });
    try {
      full = await tablesWithRows(handle.db);
    } finally {
      await handle.close();
    }
  }
  const hasUploads = await folderHasFiles(uploadsDir);
  if ((full.length > 0 || hasUploads) && !force) {
    throw new TargetNotEmptyError(
      `${dataDir} holds data (${[...full.slice(0, 5), ...(hasUploads ? ['uploads'] : [])].join(', ')}): restore into an empty data folder, or pass --force to move it aside`,
    );
  }
  const movedAside: string[] = [];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const [folder, keep] of [
    [pgliteDir, full.length > 0],
    [uploadsDir, hasUploads],
  ] as const) {
    if (!existsSync(folder)) continue;
    if (keep) {
      const aside = `${folder}.replaced-${stamp}`;
      await rename(folder, aside);
      movedAside.push(aside);
    } else {
      await rm(folder, { recursive: true, force: true });
    }
  }
  return movedAside;
}

/** Applies this build's migrations up to the one with journal time `latest`. */
async function migrateToLevel(handle: DatabaseHandle, latest: number): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'author-restore-migrations-'));
  try {
    const journal = JSON.parse(
      await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { when: number; tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.when <= latest);
    await mkdir(join(folder, 'meta'));
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries) {
      await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    }
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder: folder });
    } else {
      await migrateNodePg(handle.db as NodePgDatabase<typeof schema>, { migrationsFolder: folder });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Step 3 inside the transaction: rows, counters, uploads. */
async function load(tx: Db, path: string, uploadsDir: string | undefined): Promise<void> {
  const selfReferencing = await selfReferencingTables(tx);
  let table: string | undefined;
  let columns = '';
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const name = `public.${ident(table)}`;
    await tx.execute(
      sql`insert into ${sql.raw(name)} (${sql.raw(columns)}) select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(name)}, ${`[${batch.join(',')}]`}::jsonb)`,
    );
    batch = [];
    chars = 0;
  };
  for await (const line of readBackupLines(path)) {
    switch (line.tag) {
      case 'T': {
        await flush();
        if (TABLES_NOT_DUMPED.has(line.table))
          throw new BackupFormatError(`unexpected table ${line.table}`);
        table = line.table;
        columns = (await insertableColumns(tx, table)).map(ident).join(', ');
        break;
      }
      case 'R':
        batch.push(line.json);
        chars += line.json.length;
        // A table referring to itself goes in one statement: its foreign
        // keys are checked at the statement's end, whatever the rows' order.
        if (!selfReferencing.has(table!) && (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS))
          await flush();
        break;
      case 'S':
        await flush();
        table = undefined;
        for (const sequence of line.sequences) {
          await tx.execute(
            sql`select setval(pg_get_serial_sequence(${`public.${ident(sequence.table)}`}, ${sequence.column}), ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
          );
        }
        break;
      case 'F': {
        await flush();
        const { key, data } = line.file;
        if (uploadsDir) {
          const file = join(uploadsDir, key);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, Buffer.from(data, 'base64'));
        } else {
          await tx.execute(
            sql`insert into public.stored_file_contents (key, bytes) values (${key}, decode(${data}, 'base64'))`,
          );
        }
        break;
      }
      default:
        await flush();
    }
  }
}

/** After the load: every table holds what the manifest says. */
async function checkCounts(db: Db, manifest: BackupManifest): Promise<void> {
  for (const { name, rows } of manifest.tables) {
    const [row] = await rowsOf<{ n: unknown }>(
      db,
      `select count(*) as n from public.${ident(name)}`,
    );
    if (Number(row?.n) !== rows) {
      throw new Error(`restored ${name} has ${String(row?.n)} rows, the backup ${rows}`);
    }
  }
}
