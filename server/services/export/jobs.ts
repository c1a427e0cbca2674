/**
 * Export jobs: created by a request and answered at once, then run in this
 * server process in the background, batch by batch, their progress in the
 * job's row (any process answers a poll), their bytes in export_chunks (any
 * process serves the download). When a job is done the author gets a notice
 * in the message box; the file is kept for 24 hours. A job whose process
 * stopped stops moving and housekeeping marks it failed.
 */
import type { components } from '../../../src/api/schema';
import {
  EXPORT_KEEP_MS,
  EXPORT_MAX_RUNNING,
  EXPORT_MESSAGES,
  EXPORT_STALE_MS,
  type ExportJob,
} from '../../../src/lib/contract/export';
import type { AppContext } from '../../context';
import type { Author, Book, ExportJobRow } from '../../db/schema';
import { ApiFailure, ErrorCodes, invalid, notAllowed, notFound } from '../../http/failure';
import { findOwnBook } from '../../repositories/books';
import {
  countSelectedChapters,
  deleteExpiredExportJobs,
  deleteExportChunks,
  exportChunk,
  failStaleExportJobs,
  findExportJob,
  findOwnExportJob,
  insertExportJob,
  ownExportJobs,
  unfinishedJobCount,
  updateExportJob,
} from '../../repositories/exports';
import { insertMessage } from '../../repositories/messages';
import { findOwnVolume } from '../../repositories/volumes';
import { uploadedFile } from '../platform/uploads';
import { writeAccountZip } from './account';
import { bookMeta, chapterBatches } from './book-source';
import { writeDocx } from './docx';
import { type BookWriteInput, writeEpub } from './epub';
import { beijingDate, CONTENT_TYPES, exportFileName } from './names';
import { ChunkSink } from './sink';
import { writeTxt } from './txt';

type BookExportRequest = components['schemas']['BookExportRequest'];

const SCOPE_SUFFIX = { whole: '', volume: '', published: '已发布', drafts: '草稿' } as const;

/** The job as the spec's ExportJob. */
function toExportJob(row: ExportJobRow): ExportJob {
  return {
    job_id: row.id,
    kind: row.kind,
    book_id: row.bookId,
    scope: row.scope,
    volume_id: row.volumeId,
    format: row.format,
    encoding: row.encoding,
    state: row.state,
    done: row.done,
    total: row.total,
    file_name: row.fileName,
    size: row.size,
    error: row.error,
    create_time: row.createTime.toISOString(),
    finish_time: row.finishTime?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

async function assertRoom(app: AppContext, authorId: string): Promise<void> {
  if ((await unfinishedJobCount(app.db, authorId)) >= EXPORT_MAX_RUNNING) {
    throw notAllowed(EXPORT_MESSAGES.busy);
  }
}

export async function createBookExport(
  app: AppContext,
  author: Author,
  body: BookExportRequest,
): Promise<ExportJob> {
  const encoding = body.encoding ?? 'utf-8';
  if (body.format !== 'txt' && encoding !== 'utf-8') {
    throw invalid({ encoding: 'validation.invalid' });
  }
  if (body.scope === 'volume' && !body.volume_id)
    throw invalid({ volume_id: 'validation.required' });
  if (body.scope !== 'volume' && body.volume_id) throw invalid({ volume_id: 'validation.invalid' });
  const book = await findOwnBook(app.db, author.id, body.book_id);
  if (!book) throw notFound();
  let volumeTitle = '';
  if (body.volume_id) {
    const volume = await findOwnVolume(app.db, author.id, body.volume_id);
    if (!volume || volume.bookId !== book.id) throw notFound();
    volumeTitle = volume.title;
  }
  await assertRoom(app, author.id);
  const selection = { bookId: book.id, scope: body.scope, volumeId: body.volume_id ?? null };
  const total = await countSelectedChapters(app.db, selection);
  if (total === 0) throw notAllowed(EXPORT_MESSAGES.empty);
  const now = app.now();
  const row = await insertExportJob(app.db, {
    authorId: author.id,
    kind: 'book',
    bookId: book.id,
    scope: body.scope,
    volumeId: body.volume_id ?? null,
    format: body.format,
    encoding,
    total,
    fileName: exportFileName(
      [book.title, volumeTitle || SCOPE_SUFFIX[body.scope], beijingDate(now)],
      body.format,
    ),
    contentType:
      body.format === 'txt'
        ? `text/plain; charset=${encoding === 'gb18030' ? 'GB18030' : 'utf-8'}`
        : CONTENT_TYPES[body.format],
    createTime: now,
    updateTime: now,
  });
  start(app, row, bookWriter(app, row, book));
  return toExportJob(row);
}

export async function createAccountExport(app: AppContext, author: Author): Promise<ExportJob> {
  await assertRoom(app, author.id);
  const now = app.now();
  const row = await insertExportJob(app.db, {
    authorId: author.id,
    kind: 'account',
    format: 'zip',
    fileName: exportFileName([author.penName || '我的数据', '数据导出', beijingDate(now)], 'zip'),
    contentType: CONTENT_TYPES.zip,
    createTime: now,
    updateTime: now,
  });
  start(app, row, (sink) => writeAccountZip(app, author, sink, progressOf(app, row.id)));
  return toExportJob(row);
}

export async function getExport(app: AppContext, authorId: string, jobId: string) {
  const row = await findOwnExportJob(app.db, authorId, jobId);
  if (!row || isGone(app, row)) throw notFound();
  return toExportJob(row);
}

export async function listExports(app: AppContext, authorId: string, bookId?: string) {
  const rows = await ownExportJobs(app.db, authorId, bookId, 20);
  return { list: rows.filter((row) => !isGone(app, row)).map(toExportJob) };
}

/** The job whose finished file the author may download, or the refusal. */
export async function downloadableExport(
  app: AppContext,
  authorId: string,
  jobId: string,
): Promise<ExportJobRow> {
  const row = await findOwnExportJob(app.db, authorId, jobId);
  if (!row || isGone(app, row)) throw notFound();
  if (row.state !== 'done') throw new ApiFailure(ErrorCodes.notAllowed, 'The file is not ready');
  return row;
}

/** A finished file's bytes, one stored chunk at a time. */
export async function* exportFileChunks(app: AppContext, jobId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const bytes = await exportChunk(app.db, jobId, seq);
    if (!bytes) return;
    yield bytes;
  }
}

function isGone(app: AppContext, row: ExportJobRow): boolean {
  return row.expiresAt !== null && row.expiresAt.getTime() <= app.now().getTime();
}

/** Housekeeping: expired files go, and jobs of a stopped process are marked failed. */
export async function sweepExports(app: AppContext): Promise<void> {
  const now = app.now();
  await deleteExpiredExportJobs(app.db, now);
  await failStaleExportJobs(
    app.db,
    new Date(now.getTime() - EXPORT_STALE_MS),
    now,
    EXPORT_MESSAGES.interrupted,
  );
}

// ------------------------------------------------------------------ running

/** Jobs under way in this process, per app, so closing the app stops and awaits them. */
const running = new WeakMap<AppContext, { stopping: boolean; jobs: Set<Promise<void>> }>();

function registry(app: AppContext) {
  let entry = running.get(app);
  if (!entry) {
    entry = { stopping: false, jobs: new Set() };
    running.set(app, entry);
  }
  return entry;
}

/**
 * How long a closing server waits for its jobs to stop. A job that does not
 * stop by then is left: its row is marked failed by the stale-job rule, and
 * a shutdown never hangs on a background job.
 */
const STOP_WAIT_MS = 10_000;

/** Stops this process's jobs after their current batch and waits for them (app close). */
export async function stopExports(app: AppContext): Promise<void> {
  const entry = registry(app);
  entry.stopping = true;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, STOP_WAIT_MS);
    timer.unref();
  });
  await Promise.race([Promise.allSettled([...entry.jobs]), waited]);
  clearTimeout(timer);
}

class Interrupted extends Error {}

/** Progress after a batch: the row moves (and shows the job alive); stops when the app closes. */
function progressOf(app: AppContext, jobId: string) {
  return async (done: number, total?: number) => {
    if (registry(app).stopping) throw new Interrupted('the server is stopping');
    await updateExportJob(app.db, jobId, {
      done,
      ...(total === undefined ? {} : { total }),
      updateTime: app.now(),
    });
  };
}

function start(
  app: AppContext,
  row: ExportJobRow,
  write: (sink: ChunkSink) => Promise<void>,
): void {
  const entry = registry(app);
  const job = run(app, row, write).finally(() => entry.jobs.delete(job));
  entry.jobs.add(job);
}

async function run(
  app: AppContext,
  row: ExportJobRow,
  write: (sink: ChunkSink) => Promise<void>,
): Promise<void> {
  const sink = new ChunkSink(app.db, row.id);
  try {
    await updateExportJob(app.db, row.id, { state: 'running', updateTime: app.now() });
    await write(sink);
    const now = app.now();
    const current = await findExportJob(app.db, row.id);
    await updateExportJob(app.db, row.id, {
      state: 'done',
      done: current?.total ?? row.total,
      size: sink.size,
      finishTime: now,
      updateTime: now,
      expiresAt: new Date(now.getTime() + EXPORT_KEEP_MS),
    });
    await notifyReady(app, row, sink.size, now);
  } catch (error) {
    sink.destroy();
    const interrupted = error instanceof Interrupted;
    if (!interrupted) app.log.error({ err: error, job: row.id }, 'export failed');
    try {
      await deleteExportChunks(app.db, row.id);
      const now = app.now();
      await updateExportJob(app.db, row.id, {
        state: 'failed',
        error: interrupted ? EXPORT_MESSAGES.interrupted : EXPORT_MESSAGES.failed,
        finishTime: now,
        updateTime: now,
        expiresAt: new Date(now.getTime() + EXPORT_KEEP_MS),
      });
    } catch {
      // The database is gone (the app closed): housekeeping marks it later.
    }
  }
}

/** Formats of a book export and their writers. */
const BOOK_WRITERS = {
  txt: (input: BookWriteInput, row: ExportJobRow) => writeTxt(input, row.encoding),
  epub: (input: BookWriteInput) => writeEpub(input),
  docx: (input: BookWriteInput) => writeDocx(input),
};

function bookWriter(app: AppContext, row: ExportJobRow, book: Book) {
  return async (sink: ChunkSink) => {
    const meta = await bookMeta(app.db, book);
    const coverKey = book.coverUrl?.startsWith('/uploads/') ? book.coverUrl.slice(9) : null;
    const cover = coverKey ? await uploadedFile(app, coverKey) : null;
    const format = row.format === 'zip' ? 'txt' : row.format;
    await BOOK_WRITERS[format](
      {
        meta,
        batches: chapterBatches(app.db, meta, {
          bookId: book.id,
          scope: row.scope ?? 'whole',
          volumeId: row.volumeId,
        }),
        sink,
        now: app.now(),
        cover,
        onBatch: progressOf(app, row.id),
      },
      row,
    );
  };
}

const BYTES_PER_MB = 1024 * 1024;

async function notifyReady(app: AppContext, row: ExportJobRow, size: number, now: Date) {
  const mb = (size / BYTES_PER_MB).toFixed(size < BYTES_PER_MB ? 2 : 1);
  await insertMessage(app.db, {
    authorId: row.authorId,
    type: 'notice',
    title: row.kind === 'book' ? '作品导出完成' : '数据导出完成',
    subTitle: row.fileName,
    content: `文件“${row.fileName}”（${mb} MB）已生成，保留 24 小时，点此消息即可下载。`,
    messageType: 0,
    status: 0,
    time: now,
    // The message opens the export dialog where the file is, ready to download.
    template: 'export_ready',
    templateParams: {
      kind: row.kind === 'book' ? 'book' : 'data',
      file: row.fileName,
      size_mb: mb,
    },
    targetKind: 'export',
    targetId: row.id,
    bookId: row.bookId,
  });
}
