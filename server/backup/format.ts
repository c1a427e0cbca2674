/**
 * The backup file: one gzip stream of tagged JSON lines, the same for both
 * engines, so a backup of PGlite restores into PostgreSQL and back.
 *
 *     M {manifest}            format, version, engine, time, migration level, row counts
 *     T {"table":"authors"}   then one line per row: R <to_jsonb(row)>
 *     S {sequence values}     serial / bigserial counters
 *     F {"key","sha256","data"}   an upload (base64), wherever the engine kept it
 *     E {"rows":n,"files":n}  the end: a file without it is truncated
 *
 * Rows are PostgreSQL's own JSON of each row (`to_jsonb`), read back with
 * `jsonb_populate_recordset`, so every type (timestamps to the microsecond,
 * bigint, numeric, bytea, arrays, jsonb) round-trips exactly, and Node never
 * parses a row: it only moves lines.
 */

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

export const BACKUP_FORMAT = 'inkwell-author-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** File name ending of every backup this server writes. */
export const BACKUP_EXTENSION = '.jsonl.gz';

export interface TableManifest {
  name: string;
  rows: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** package.json version of the server or CLI that took it. */
  appVersion: string;
  engine: 'pglite' | 'postgres';
  /** The snapshot's time (the database's clock), ISO-8601 UTC. */
  takenAt: string;
  /** Migrations applied in the source: how many, and the newest one's journal time. */
  migrations: { count: number; latest: number };
  /** Every table in restore order (parents before children), with its rows in the snapshot. */
  tables: TableManifest[];
  /** Uploads in the snapshot (records of stored_files) and their bytes in all. */
  files: { count: number; bytes: number };
}

export interface SequenceValue {
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
}

export interface FileEntry {
  key: string;
  sha256: string;
  /** base64 */
  data: string;
}

export interface BackupEnd {
  rows: number;
  files: number;
  /** Records of files whose bytes the source did not have (served 404 there too). */
  missingFiles: string[];
}

export type BackupLine =
  | { tag: 'M'; manifest: BackupManifest }
  | { tag: 'T'; table: string }
  | { tag: 'R'; json: string }
  | { tag: 'S'; sequences: SequenceValue[] }
  | { tag: 'F'; file: FileEntry }
  | { tag: 'E'; end: BackupEnd };

export class BackupFormatError extends Error {
  override name = 'BackupFormatError';
}

/**
 * Writes lines into `<path>.partial` through gzip, honouring back-pressure,
 * and renames it to `path` on `finish()`: a backup that failed half way never
 * sits where a complete one would.
 */
export class BackupWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly file;
  private readonly done: Promise<unknown>;
  readonly partialPath: string;

  constructor(readonly path: string) {
    this.partialPath = `${path}.partial`;
    this.file = createWriteStream(this.partialPath, { mode: 0o600 });
    this.gzip.pipe(this.file);
    this.done = once(this.file, 'close');
    // Errors surface through write/finish; keep them from crashing the process.
    this.file.on('error', () => {});
    this.gzip.on('error', () => {});
  }

  async line(tag: BackupLine['tag'], json: string): Promise<void> {
    if (this.file.errored) throw this.file.errored;
    if (!this.gzip.write(`${tag} ${json}\n`)) await once(this.gzip, 'drain');
  }

  /** Closes the stream, fsyncs it and moves it into place; answers its size. */
  async finish(): Promise<number> {
    this.gzip.end();
    await this.done;
    if (this.file.errored) throw this.file.errored;
    const { open, stat } = await import('node:fs/promises');
    const handle = await open(this.partialPath, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.partialPath, this.path);
    return (await stat(this.path)).size;
  }

  async abort(): Promise<void> {
    this.gzip.destroy();
    this.file.destroy();
    await rm(this.partialPath, { force: true });
  }
}

/** The lines of a backup file, parsed except for rows (their JSON stays text). */
export async function* readBackupLines(path: string): AsyncGenerator<BackupLine> {
  const input = createReadStream(path).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let first = true;
  for await (const text of lines) {
    if (text === '') continue;
    const tag = text[0];
    const json = text.slice(2);
    if (text[1] !== ' ') throw new BackupFormatError('not a backup line');
    if (first && tag !== 'M')
      throw new BackupFormatError('the file does not start with a manifest');
    first = false;
    switch (tag) {
      case 'R':
        yield { tag, json };
        break;
      case 'M': {
        const manifest = JSON.parse(json) as BackupManifest;
        if (manifest.format !== BACKUP_FORMAT) {
          throw new BackupFormatError('not a backup of this server');
        }
        if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
          throw new BackupFormatError(
            `backup format ${manifest.formatVersion}; this build reads ${BACKUP_FORMAT_VERSION}`,
          );
        }
        yield { tag, manifest };
        break;
      }
      case 'T':
        yield { tag, table: (JSON.parse(json) as { table: string }).table };
        break;
      case 'S':
        yield { tag, sequences: JSON.parse(json) as SequenceValue[] };
        break;
      case 'F':
        yield { tag, file: JSON.parse(json) as FileEntry };
        break;
      case 'E':
        yield { tag, end: JSON.parse(json) as BackupEnd };
        break;
      default:
        throw new BackupFormatError(`unknown line tag ${JSON.stringify(tag)}`);
    }
  }
  if (first) throw new BackupFormatError('empty file');
}

/** Tables the backup leaves out: the bytes of uploads travel as F lines, the run log stays. */
export const TABLES_NOT_DUMPED = new Set(['stored_file_contents', 'backup_runs']);

/** Quotes an identifier for SQL. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
