/**
 * Where the server keeps files for authors: a small interface with two
 * implementations, chosen by the database the server runs on.
 *
 * - PostgreSQL: the database itself (database-store.ts). Every server
 *   process sees every file the moment its upload committed, backups cover
 *   them, and there is no shared disk to set up.
 * - PGlite: the data folder (folder-store.ts). PGlite serves one process, so
 *   the folder beside it is as shared as the database.
 *
 * Both record each file in stored_files (key, owner, type, size, time), so
 * listing by owner, quotas and orphan sweeps are the same everywhere; only
 * the bytes live in different places. Keys are chosen by the server
 * ('<kind>/<name>.<ext>') and are the path the file is served under.
 */
import type { Db } from '../db/client';
import type { StoredFileRecord } from '../repositories/stored-files';

export interface FileToStore {
  key: string;
  ownerId: string;
  contentType: string;
  bytes: Buffer;
  /** Defaults to the database's clock. */
  createTime?: Date;
}

export interface FileContent {
  contentType: string;
  bytes: Buffer;
}

export type FileStorage = 'database' | 'folder';

export interface FileStore {
  readonly storage: FileStorage;
  /**
   * Records and keeps a file. `db` may be a transaction: the file then
   * exists for others only once it commits (the folder's bytes are written
   * first and swept if it never does).
   */
  put(db: Db, file: FileToStore): Promise<void>;
  /** The file under `key`, or null (unknown, removed, or not a key at all). */
  get(key: string): Promise<FileContent | null>;
  /** Removes files; unknown keys are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** An owner's files (optionally under a key prefix such as 'avatar/'), oldest first. */
  list(ownerId: string, prefix?: string): Promise<StoredFileRecord[]>;
  /** Housekeeping of the store itself (bytes nothing records); answers how many went. */
  sweepStrays(): Promise<number>;
}

/** '<kind>/<name>.<ext>' in a safe alphabet: never a path a client can steer. */
const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function isFileKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}
