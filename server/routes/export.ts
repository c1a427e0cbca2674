/**
 * Exports: a book (text, EPUB, Word) or all of the author's data as a job,
 * its progress, the author's kept jobs, and the finished file. The download
 * answers the file itself rather than an envelope, so it is a file handler
 * (given the reply) instead of one that returns a body.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AuthedInput } from '../http/operations';
import { authed } from '../http/operations';
import {
  createAccountExport,
  createBookExport,
  downloadableExport,
  exportFileChunks,
  getExport,
  listExports,
} from '../services/export/jobs';
import { contentDisposition } from '../services/export/names';

export const exportHandlers = authed({
  createBookExport: ({ body, author, app }) => createBookExport(app, author, body),
  createAccountExport: ({ author, app }) => createAccountExport(app, author),
  getExport: ({ query, author, app }) => getExport(app, author.id, query.job_id),
  listExports: ({ query, author, app }) => listExports(app, author.id, query.book_id),
});

/** Operations that answer a file: they write the reply themselves (refusals still as envelopes). */
export const exportFileHandlers = {
  async downloadExport(
    { query, author, app }: AuthedInput<'downloadExport'>,
    reply: FastifyReply,
  ): Promise<void> {
    const job = await downloadableExport(app, author.id, query.job_id);
    reply
      .header('content-type', job.contentType)
      .header('content-disposition', contentDisposition(job.fileName))
      .header('cache-control', 'private, no-store');
    if (job.size !== null) reply.header('content-length', String(job.size));
    // Chunk by chunk from the database: the file never sits whole in memory.
    await reply.send(Readable.from(exportFileChunks(app, job.id)));
  },
};
