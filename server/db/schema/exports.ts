/**
 * Export jobs (a book as text, EPUB or Word; all of an author's data as a
 * ZIP) and the bytes of their files. The bytes live in the database in
 * chunks written as the file is produced, so a file is never whole in memory,
 * every server process can serve it, and removing the job removes the file.
 */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  EXPORT_ENCODINGS,
  EXPORT_FORMATS,
  EXPORT_KINDS,
  EXPORT_SCOPES,
  EXPORT_STATES,
  type ExportEncoding,
  type ExportFormat,
  type ExportKind,
  type ExportScope,
  type ExportState,
} from '../../../src/lib/contract/export';
import { authors } from './accounts';
import { books } from './books';
import { createTime, id, oneOf, tstz, updateTime } from './columns';
import { bytea } from './files';

export const exportJobs = pgTable(
  'export_jobs',
  {
    id: id(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ExportKind>().notNull(),
    bookId: text('book_id').references(() => books.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<ExportScope>(),
    volumeId: text('volume_id'),
    format: text('format').$type<ExportFormat>().notNull(),
    encoding: text('encoding').$type<ExportEncoding>().notNull().default('utf-8'),
    state: text('state').$type<ExportState>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size'),
    error: text('error'),
    // What the job needs beyond the columns (the account export's book list).
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
    // The running job touches it with each batch: a job whose process died
    // stops touching it, and housekeeping marks it failed.
    updateTime: updateTime(),
    finishTime: tstz('finish_time'),
    expiresAt: tstz('expires_at'),
  },
  (t) => [
    index('export_jobs_author_time_idx').on(t.authorId, t.createTime),
    index('export_jobs_expires_idx').on(t.expiresAt),
    oneOf('export_jobs_kind_ck', t.kind, EXPORT_KINDS),
    oneOf('export_jobs_scope_ck', t.scope, EXPORT_SCOPES),
    oneOf('export_jobs_format_ck', t.format, EXPORT_FORMATS),
    oneOf('export_jobs_encoding_ck', t.encoding, EXPORT_ENCODINGS),
    oneOf('export_jobs_state_ck', t.state, EXPORT_STATES),
  ],
);

/** The file of a job, in order: chunk `seq` 0, 1, 2 ... of at most 256 KiB each. */
export const exportChunks = pgTable(
  'export_chunks',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
