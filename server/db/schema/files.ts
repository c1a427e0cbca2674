/** Files the server keeps for authors, and their bytes on PostgreSQL. */
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { authors } from './accounts';
import { createTime } from './columns';

/** Binary column: Buffer on node-postgres, Uint8Array on PGlite, Buffer to callers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files the server keeps for authors (avatars and covers today; any kind a
 * later feature adds): what each one is and whose. `key` is the path the
 * file is served under after /uploads/ ('<kind>/<id>.<ext>'), always chosen
 * by the server. The bytes live in stored_file_contents on PostgreSQL, where
 * every server process reads them, and in the data folder on PGlite
 * (server/storage/).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createTime: createTime(),
  },
  // Per-owner listing and quota sums; text_pattern_ops serves `key like 'avatar/%'`.
  (t) => [index('stored_files_owner_key_idx').on(t.ownerId, t.key.op('text_pattern_ops'))],
);

/**
 * The bytes of a stored file kept in the database. Stored uncompressed
 * (STORAGE EXTERNAL, set in the migration): images are compressed already,
 * and PostgreSQL would spend time trying again on every write.
 */
export const storedFileContents = pgTable('stored_file_contents', {
  key: text('key')
    .primaryKey()
    .references(() => storedFiles.key, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});
