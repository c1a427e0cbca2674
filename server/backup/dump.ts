/**
 * Takes a backup: one consistent snapshot of every table and every upload,
 * written as the engine-neutral file of format.ts.
 *
 * Consistency: everything is read in ONE transaction. On PostgreSQL it is
 * REPEATABLE READ READ ONLY, so the server keeps writing while the backup
 * reads the state as of its first statement. PGlite has one connection and
 * runs a transaction exclusively, so inside the server process the backup
 * sees one state and requests wait for it (a few seconds for the demo data;
 * see the figures in docs/operations.md). On PGlite the uploads' bytes are files: they
 * are read inside the same transaction, and a file is written before its
 * record commits and removed after its record is gone, so every record in the
 * snapshot finds its bytes.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isFileKey } from '../storage/file-store';
import { migrationLevel, ownedSequences, rowsOf, tablesInOrder } from './catalog';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  BackupWriter,
  type FileEntry,
  ident,
  type SequenceValue,
  TABLES_NOT_DUMPED,
} from './format';

/** Rows fetched from the cursor at a time: bounded memory whatever the table's size. */
const FETCH_ROWS = 500;

export interface BackupSource {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PGlite: the folder holding the uploads' bytes (DATA_DIR/uploads). */
  uploadsDir?: string;
  appVersion: string;
  /** Tests: runs inside the snapshot's transaction before anything is read. */
  onSnapshot?: (tx: Db) => Promise<void>;
}

export interface BackupResult {
  path: string;
  manifest: BackupManifest;
  bytes: number;
  ms: number;
}

/** Writes a backup of `source` to `path` (through `path.partial`); answers what it wrote. */
export async function writeBackup(source: BackupSource, path: string): Promise<BackupResult> {
  const started = performance.now();
  const writer = new BackupWriter(path);
  try {
    const manifest = await source.db.transaction(async (tx) => {
      // First statement of the transaction: fixes the snapshot.
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      // Timestamps in the file in one zone whatever the server's setting.
      await tx.execute(sql`set local time zone 'UTC'`);
      const [clock] = await rowsOf<{ now: string }>(tx, `select now()::text as now`);
      await source.onSnapshot?.(tx as unknown as Db);
      return dumpInTransaction(tx as unknown as Db, source, writer, clock!.now);
    });
    const bytes = await writer.finish();
    return { path, manifest, bytes, ms: performance.now() - started };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

async function dumpInTransaction(
  tx: Db,
  source: BackupSource,
  writer: BackupWriter,
  now: string,
): Promise<BackupManifest> {
  const tables = (await tablesInOrder(tx)).filter((name) => !TABLES_NOT_DUMPED.has(name));
  const counts = [];
  for (const name of tables) {
    const [row] = await rowsOf<{ n: unknown }>(
      tx,
      `select count(*) as n from public.${ident(name)}`,
    );
    counts.push({ name, rows: Number(row?.n ?? 0) });
  }
  const [files] = await rowsOf<{ n: unknown; bytes: unknown }>(
    tx,
    `select count(*) as n, coalesce(sum(size), 0) as bytes from public.stored_files`,
  );
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion: source.appVersion,
    engine: source.engine,
    takenAt: new Date(`${now.replace(' ', 'T')}`.replace(/\+00$/, 'Z')).toISOString(),
    migrations: await migrationLevel(tx),
    tables: counts,
    files: { count: Number(files?.n ?? 0), bytes: Number(files?.bytes ?? 0) },
  };
  await writer.line('M', JSON.stringify(manifest));

  let rows = 0;
  for (const name of tables) {
    await writer.line('T', JSON.stringify({ table: name }));
    rows += await eachCursorRow<{ r: string }>(
      tx,
      `select to_jsonb(t)::text as r from public.${ident(name)} t`,
      (row) => writer.line('R', row.r),
    );
  }

  const sequences: SequenceValue[] = [];
  for (const owned of await ownedSequences(tx)) {
    if (TABLES_NOT_DUMPED.has(owned.table)) continue;
    const [value] = await rowsOf<{ last_value: unknown; is_called: boolean }>(
      tx,
      `select last_value::text as last_value, is_called from public.${ident(owned.sequence)}`,
    );
    sequences.push({
      table: owned.table,
      column: owned.column,
      lastValue: String(value!.last_value),
      isCalled: value!.is_called,
    });
  }
  await writer.line('S', JSON.stringify(sequences));

  const missingFiles: string[] = [];
  let fileCount = 0;
  const emit = async (key: string, bytes: Uint8Array | null) => {
    if (!bytes) {
      missingFiles.push(key);
      return;
    }
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const entry: FileEntry = {
      key,
      sha256: createHash('sha256').update(data).digest('hex'),
      data: data.toString('base64'),
    };
    await writer.line('F', JSON.stringify(entry));
    fileCount += 1;
  };
  if (source.engine === 'postgres') {
    await eachCursorRow<{ key: string; bytes: Uint8Array | null }>(
      tx,
      `select f.key, c.bytes from public.stored_files f
       left join public.stored_file_contents c on c.key = f.key order by f.key`,
      (row) => emit(row.key, row.bytes),
    );
  } else {
    const folder = source.uploadsDir;
    await eachCursorRow<{ key: string }>(
      tx,
      `select key from public.stored_files order by key`,
      async (row) => {
        const bytes =
          folder && isFileKey(row.key)
            ? await readFile(join(folder, row.key)).catch(() => null)
            : null;
        await emit(row.key, bytes);
      },
    );
  }
  await writer.line('E', JSON.stringify({ rows, files: fileCount, missingFiles }));
  return manifest;
}

let cursorSerial = 0;

/** Runs `query` through a cursor in the current transaction, row by row; answers how many. */
async function eachCursorRow<T>(
  tx: Db,
  query: string,
  each: (row: T) => Promise<void>,
): Promise<number> {
  cursorSerial += 1;
  const cursor = `backup_cursor_${cursorSerial}`;
  await tx.execute(sql.raw(`declare ${cursor} no scroll cursor for ${query}`));
  let count = 0;
  for (;;) {
    const batch = await rowsOf<T>(tx, `fetch forward ${FETCH_ROWS} from ${cursor}`);
    for (const row of batch) await each(row);
    count += batch.length;
    if (batch.length < FETCH_ROWS) break;
  }
  await tx.execute(sql.raw(`close ${cursor}`));
  return count;
}
