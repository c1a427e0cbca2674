/**
 * The export dialog's actors (bookExportMachine): what the dialog needs when
 * it opens (the book's volumes, the newest kept job), starting a book or an
 * account export, polling a job, and downloading the finished file into the
 * browser's downloads under the name the server gave it.
 */
import { fromPromise } from 'xstate';
import { downloadFile } from '../../lib/download';
import type {
  DownloadedExport,
  ExportJob,
  ExportJobInput,
  PreparedExport,
  PrepareExportInput,
  StartExportInput,
} from '../../machines/book-export/book-export.machine';
import { ApiError, envelopeMessage, isEnvelope } from '../envelope';
import { type Api, bySignal } from './request';

/** Hands a file to the browser's download (an object URL and a link click). */
export type SaveFile = (file: Blob, name: string) => void;

/** The name in a Content-Disposition (RFC 5987 `filename*` first), or null. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

const keptJob = (job: ExportJob) => job.state !== 'failed';

/** The named actors bookExportMachine declares, over the client. */
export function createExportActors(api: Api, save: SaveFile = downloadFile) {
  const { client } = api;
  return {
    prepareExport: fromPromise<PreparedExport, PrepareExportInput>(async ({ input, signal }) => {
      const options = bySignal(signal);
      if (input.bookId === null) {
        const jobs = await api.unwrap(client.GET('/author/export/list', options));
        const job = jobs.list.find((j) => j.kind === 'account' && keptJob(j)) ?? null;
        return { volumes: [], job };
      }
      const query = { book_id: input.bookId };
      const [volumes, jobs] = await Promise.all([
        api.unwrap(client.GET('/author/volume/list', { params: { query }, ...options })),
        api.unwrap(client.GET('/author/export/list', { params: { query }, ...options })),
      ]);
      return {
        volumes: volumes.list.map((v) => ({ id: v.id, title: v.title })),
        job: jobs.list.find(keptJob) ?? null,
      };
    }),
    startExport: fromPromise<ExportJob, StartExportInput>(({ input, signal }) => {
      if (input.bookId === null) {
        return api.unwrap(client.POST('/author/export/account', bySignal(signal)));
      }
      const body = {
        book_id: input.bookId,
        scope: input.scope,
        format: input.format,
        ...(input.scope === 'volume' && input.volumeId ? { volume_id: input.volumeId } : {}),
        ...(input.format === 'txt' ? { encoding: input.encoding } : {}),
      };
      return api.unwrap(client.POST('/author/export/book', { body, ...bySignal(signal) }));
    }),
    fetchExport: fromPromise<ExportJob, ExportJobInput>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/export/info', {
          params: { query: { job_id: input.jobId } },
          ...bySignal(signal),
        }),
      ),
    ),
    downloadExport: fromPromise<DownloadedExport, ExportJobInput>(async ({ input, signal }) => {
      const { data, response } = await client.GET('/author/export/download', {
        params: { query: { job_id: input.jobId } },
        parseAs: 'blob',
        ...bySignal(signal),
      });
      const blob = data;
      if (!blob) throw new Error('no file');
      // A refusal is an envelope, not the file.
      if (/json/i.test(response.headers.get('content-type') ?? '')) {
        const envelope: unknown = JSON.parse(await blob.text());
        throw new ApiError({
          kind: 'business',
          code: isEnvelope(envelope) ? envelope.code : 0,
          message: isEnvelope(envelope) ? envelopeMessage(envelope) : 'Error',
          body: null,
        });
      }
      const fileName = fileNameOf(response.headers.get('content-disposition')) ?? 'export';
      save(blob, fileName);
      return { fileName, size: blob.size };
    }),
  };
}
