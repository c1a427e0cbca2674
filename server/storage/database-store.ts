/**
 * Files kept in PostgreSQL: the record in stored_files and the bytes in
 * stored_file_contents (bytea, stored uncompressed). Measured against large
 * objects on this project's sizes (scripts/bench-storage.ts): bytea is as
 * fast to write and read for avatars and covers up to 2 MB, and it needs no
 * lo_unlink bookkeeping: deleting the record deletes the bytes (cascade).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/client';
import {
  adoptFileContent,
  fileContent,
  insertFileContent,
  keysWithoutContent,
} from '../repositories/stored-file-contents';
import {
  deleteFileRecords,
  fileRecordsOf,
  insertFileRecord,
  type StoredFileRecord,
} from '../repositories/stored-files';
import {
  assertFileKey,
  type FileContent,
  type FileStore,
  type FileToStore,
  isFileKey,
} from './file-store';

export class DatabaseFileStore implements FileStore {
  readonly storage = 'database' as const;

  constructor(private readonly db: Db) {}

  async put(db: Db, file: FileToStore): Promise<void> {
    assertFileKey(file.key);
    await db.transaction(async (tx) => {
      await insertFileRecord(tx, {
        key: file.key,
        ownerId: file.ownerId,
        contentType: file.contentType,
        size: file.bytes.length,
        createTime: file.createTime,
      });
      await insertFileContent(tx, file.key, file.bytes);
    });
  }

  async get(key: string): Promise<FileContent | null> {
    if (!isFileKey(key)) return null;
    return fileContent(this.db, key);
  }

  async delete(keys: readonly string[]): Promise<void> {
    await deleteFileRecords(this.db, keys);
  }

  list(ownerId: string, prefix?: string): Promise<StoredFileRecord[]> {
    return fileRecordsOf(this.db, ownerId, prefix);
  }

  /** Nothing to sweep: bytes go with their record. */
  async sweepStrays(): Promise<number> {
    return 0;
  }

  /**
   * Files recorded before this store existed kept their bytes in each
   * server's uploads folder. Moves those this process's folder holds into
   * the database (several processes may do it at once; the first wins), and
   * answers how many it moved. Records whose bytes no folder here holds stay
   * as they are (answered 404 until a process that has them starts).
   */
  async adoptFolderFiles(folder: string): Promise<number> {
    let adopted = 0;
    for (const key of await keysWithoutContent(this.db)) {
      if (!isFileKey(key)) continue;
      const bytes = await readFile(join(folder, key)).catch(() => null);
      if (!bytes) continue;
      if (await adoptFileContent(this.db, key, bytes)) adopted += 1;
    }
    return adopted;
  }
}
