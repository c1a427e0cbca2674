/** The file store for the database the server runs on (see file-store.ts). */
import type { Db } from '../db/client';
import { DatabaseFileStore } from './database-store';
import type { FileStorage, FileStore } from './file-store';
import { FolderFileStore } from './folder-store';

export { DatabaseFileStore } from './database-store';
export type { FileContent, FileStorage, FileStore, FileToStore } from './file-store';

/** `folder` holds the bytes of the folder store (and older uploads to adopt). */
export function createFileStore(storage: FileStorage, db: Db, folder: string): FileStore {
  return storage === 'database' ? new DatabaseFileStore(db) : new FolderFileStore(db, folder);
}
