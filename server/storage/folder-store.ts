/**
 * Files kept in a folder (PGlite's data folder, one process): the bytes at
 * `<folder>/<key>`, the record in stored_files. A file is served only while
 * its record exists, so bytes left behind by an upload whose transaction
 * rolled back (or a crash between the two) are never visible; sweepStrays
 * removes them once they are old enough not to belong to an upload still
 * under way.
 */
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../db/client';
import {
  deleteFileRecords,
  fileRecord,
  fileRecordsOf,
  insertFileRecord,
  recordedKeys,
  type StoredFileRecord,
} from '../repositories/stored-files';
import {
  assertFileKey,
  type FileContent,
  type FileStore,
  type FileToStore,
  isFileKey,
} from './file-store';

/** Unrecorded bytes younger than this may belong to an upload under way. */
const STRAY_AGE_MS = 3_600_000;

export class FolderFileStore implements FileStore {
  readonly storage = 'folder' as const;

  constructor(
    private readonly db: Db,
    private readonly folder: string,
  ) {}

  async put(db: Db, file: FileToStore): Promise<void> {
    assertFileKey(file.key);
    const path = join(this.folder, file.key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.bytes);
    try {
      await insertFileRecord(db, {
        key: file.key,
        ownerId: file.ownerId,
        contentType: file.contentType,
        size: file.bytes.length,
        createTime: file.createTime,
      });
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<FileContent | null> {
    if (!isFileKey(key)) return null;
    const record = await fileRecord(this.db, key);
    if (!record) return null;
    const bytes = await readFile(join(this.folder, key)).catch(() => null);
    return bytes ? { contentType: record.contentType, bytes } : null;
  }

  async delete(keys: readonly string[]): Promise<void> {
    const gone = await deleteFileRecords(this.db, keys);
    await Promise.all(gone.map((key) => rm(join(this.folder, key), { force: true })));
  }

  list(ownerId: string, prefix?: string): Promise<StoredFileRecord[]> {
    return fileRecordsOf(this.db, ownerId, prefix);
  }

  async sweepStrays(): Promise<number> {
    const kinds = await readdir(this.folder, { withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const kind of kinds) {
      if (!kind.isDirectory()) continue;
      const names = await readdir(join(this.folder, kind.name));
      const keys = names.map((name) => `${kind.name}/${name}`).filter(isFileKey);
      const recorded = await recordedKeys(this.db, keys);
      for (const key of keys) {
        if (recorded.has(key)) continue;
        const path = join(this.folder, key);
        const info = await stat(path).catch(() => null);
        if (!info || Date.now() - info.mtimeMs < STRAY_AGE_MS) continue;
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
