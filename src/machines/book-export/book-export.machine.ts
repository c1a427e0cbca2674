import { assign, type SnapshotFrom, setup } from 'xstate';
import { failureMessageId } from '../../lib/api-failure';
import {
  type BookExportFormat,
  EXPORT_MESSAGES,
  type ExportEncoding,
  type ExportJob,
  type ExportScope,
  isExportFinished,
} from '../../lib/contract';
import { declaredActor } from '../common/declared-actor';

export type { BookExportFormat, ExportEncoding, ExportJob, ExportScope };

/** A volume the author may pick for the `volume` scope. */
export interface ExportVolume {
  readonly id: string;
  readonly title: string;
}

/** Input of `prepareExport`: the book (null for the account export). */
export interface PrepareExportInput {
  readonly bookId: string | null;
}

/** Output of `prepareExport`: the book's volumes and the newest job still kept, if any. */
export interface PreparedExport {
  readonly volumes: readonly ExportVolume[];
  readonly job: ExportJob | null;
}

/** Input of `startExport`: a book export's choices, or the account export (bookId null). */
export interface StartExportInput {
  readonly bookId: string | null;
  readonly scope: ExportScope;
  readonly volumeId: string | null;
  readonly format: BookExportFormat;
  readonly encoding: ExportEncoding;
}

/** Input of `fetchExport` and `downloadExport`. */
export interface ExportJobInput {
  readonly jobId: string;
}

/** Output of `downloadExport`: the file handed to the browser. */
export interface DownloadedExport {
  readonly fileName: string;
  readonly size: number;
}

/** Events of the export dialog. */
export type BookExportEvent =
  /** The dialog opened: volumes and the newest kept job are loaded. */
  | { type: 'export.open' }
  | { type: 'export.scope'; scope: ExportScope }
  | { type: 'export.volume'; volumeId: string }
  | { type: 'export.format'; format: BookExportFormat }
  | { type: 'export.encoding'; encoding: ExportEncoding }
  | { type: 'export.start' }
  /** Fetch the finished file (again). */
  | { type: 'export.download' }
  /** Back to the choices for another export. */
  | { type: 'export.again' };

export interface BookExportContext {
  readonly bookId: string | null;
  readonly volumes: readonly ExportVolume[];
  readonly scope: ExportScope;
  readonly volumeId: string | null;
  readonly format: BookExportFormat;
  readonly encoding: ExportEncoding;
  readonly job: ExportJob | null;
  /** A message id: why the last step failed. */
  readonly error: string | null;
  /** The file the browser got last (its name). */
  readonly downloaded: string | null;
}

/** Input of the machine: the book, or null for "export my data". */
export interface BookExportInput {
  readonly bookId: string | null;
}

/** The message id of a refusal: the export's own (busy, empty) or the code's. */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const own: readonly string[] = [EXPORT_MESSAGES.busy, EXPORT_MESSAGES.empty];
  return own.includes(message) ? message : failureMessageId(error);
}

/**
 * The export dialog of a book (book details, chapter management) or of the
 * account ("export my data"): the author picks scope, format and encoding,
 * the server runs the export as a job that this machine polls (every
 * `pollInterval`) for its progress, and the finished file is downloaded.
 * Opening the dialog again finds a job still running or kept (the author
 * may have left the page meanwhile).
 */
export const bookExportMachine = setup({
  types: {
    context: {} as BookExportContext,
    events: {} as BookExportEvent,
    input: {} as BookExportInput,
  },
  actors: {
    prepareExport: declaredActor<PreparedExport, PrepareExportInput>('bookExport', 'prepareExport'),
    startExport: declaredActor<ExportJob, StartExportInput>('bookExport', 'startExport'),
    fetchExport: declaredActor<ExportJob, ExportJobInput>('bookExport', 'fetchExport'),
    downloadExport: declaredActor<DownloadedExport, ExportJobInput>('bookExport', 'downloadExport'),
  },
  delays: {
    pollInterval: 1000,
  },
  guards: {
    hasJob: ({ context }) => context.job !== null,
    jobDone: ({ context }) => context.job?.state === 'done',
    jobFailed: ({ context }) => context.job?.state === 'failed',
    canStart: ({ context }) => context.scope !== 'volume' || context.volumeId !== null,
  },
  actions: {
    setJob: assign({ job: (_, job: ExportJob) => job, error: null }),
  },
}).createMachine({
  id: 'bookExport',
  context: ({ input }) => ({
    bookId: input.bookId,
    volumes: [],
    scope: 'whole',
    volumeId: null,
    format: 'txt',
    encoding: 'utf-8',
    job: null,
    error: null,
    downloaded: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'export.open': 'preparing' },
    },
    preparing: {
      tags: ['loading'],
      invoke: {
        src: 'prepareExport',
        input: ({ context }) => ({ bookId: context.bookId }),
        onDone: {
          target: 'checking',
          actions: assign(({ event }) => ({
            volumes: event.output.volumes,
            volumeId: event.output.volumes[0]?.id ?? null,
            job: event.output.job,
            error: null,
          })),
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    // A kept job is shown as it stands; else the choices.
    checking: {
      always: [
        { guard: 'jobDone', target: 'ready' },
        { guard: 'jobFailed', target: 'failed' },
        { guard: 'hasJob', target: 'running' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        'export.scope': { actions: assign({ scope: ({ event }) => event.scope, error: null }) },
        'export.volume': { actions: assign({ volumeId: ({ event }) => event.volumeId }) },
        'export.format': {
          actions: assign({
            format: ({ event }) => event.format,
            // Only plain text comes in GB18030.
            encoding: ({ event, context }) => (event.format === 'txt' ? context.encoding : 'utf-8'),
          }),
        },
        'export.encoding': { actions: assign({ encoding: ({ event }) => event.encoding }) },
        'export.start': { guard: 'canStart', target: 'starting' },
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        src: 'startExport',
        input: ({ context }) => ({
          bookId: context.bookId,
          scope: context.scope,
          volumeId: context.scope === 'volume' ? context.volumeId : null,
          format: context.format,
          encoding: context.format === 'txt' ? context.encoding : 'utf-8',
        }),
        onDone: {
          target: 'running',
          actions: { type: 'setJob', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    running: {
      tags: ['busy'],
      initial: 'waiting',
      states: {
        waiting: { after: { pollInterval: 'polling' } },
        polling: {
          invoke: {
            src: 'fetchExport',
            input: ({ context }) => ({ jobId: context.job!.job_id }),
            onDone: [
              {
                guard: ({ event }) => isExportFinished(event.output.state),
                target: '#bookExport.checking',
                actions: { type: 'setJob', params: ({ event }) => event.output },
              },
              {
                target: 'waiting',
                actions: { type: 'setJob', params: ({ event }) => event.output },
              },
            ],
            // A missed poll is tried again; the job runs on the server regardless.
            onError: { target: 'waiting' },
          },
        },
      },
    },
    ready: {
      on: {
        'export.download': 'downloading',
        'export.again': { target: 'editing', actions: assign({ job: null, downloaded: null }) },
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        src: 'downloadExport',
        input: ({ context }) => ({ jobId: context.job!.job_id }),
        onDone: {
          target: 'ready',
          actions: assign({ downloaded: ({ event }) => event.output.fileName, error: null }),
        },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: {
      on: {
        'export.again': { target: 'editing', actions: assign({ job: null, error: null }) },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof bookExportMachine>;

/** Which step the dialog shows. */
export type ExportPhase = 'loading' | 'editing' | 'starting' | 'running' | 'ready' | 'failed';

export const selectExportPhase = (s: Snapshot): ExportPhase => {
  if (s.matches('closed') || s.matches('preparing') || s.matches('checking')) return 'loading';
  if (s.matches('starting')) return 'starting';
  if (s.matches('running')) return 'running';
  if (s.matches('ready') || s.matches('downloading')) return 'ready';
  if (s.matches('failed')) return 'failed';
  return 'editing';
};
export const selectExportScope = (s: Snapshot) => s.context.scope;
export const selectExportVolumeId = (s: Snapshot) => s.context.volumeId;
export const selectExportVolumes = (s: Snapshot) => s.context.volumes;
export const selectExportFormat = (s: Snapshot) => s.context.format;
export const selectExportEncoding = (s: Snapshot) => s.context.encoding;
export const selectExportError = (s: Snapshot) => s.context.error;
export const selectExportJob = (s: Snapshot) => s.context.job;
export const selectExportDownloaded = (s: Snapshot) => s.context.downloaded;
export const selectExportDownloading = (s: Snapshot) => s.matches('downloading');
export const selectExportCanStart = (s: Snapshot) =>
  s.matches('editing') && (s.context.scope !== 'volume' || s.context.volumeId !== null);
/** Chapters (items) written of all, 0 of 0 before the first poll. */
export const selectExportProgress = (s: Snapshot) => ({
  done: s.context.job?.done ?? 0,
  total: s.context.job?.total ?? 0,
});
