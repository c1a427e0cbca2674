import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../testing/wait';
import {
  bookExportMachine,
  type ExportJob,
  type ExportJobInput,
  type PreparedExport,
  type StartExportInput,
  selectExportCanStart,
  selectExportDownloaded,
  selectExportError,
  selectExportPhase,
  selectExportProgress,
} from './book-export.machine';

const job = (patch: Partial<ExportJob> = {}): ExportJob => ({
  job_id: 'j1',
  kind: 'book',
  book_id: 'b1',
  scope: 'whole',
  volume_id: null,
  format: 'txt',
  encoding: 'utf-8',
  state: 'running',
  done: 0,
  total: 3000,
  file_name: '星海长歌_2026-11-24.txt',
  size: null,
  error: null,
  create_time: '2026-11-24T12:00:00.000Z',
  finish_time: null,
  expires_at: null,
  ...patch,
});

function setup(options: { prepared?: PreparedExport; polls?: ExportJob[]; startError?: Error }) {
  const started: StartExportInput[] = [];
  const polls = [...(options.polls ?? [])];
  const downloads: ExportJobInput[] = [];
  const machine = bookExportMachine.provide({
    delays: { pollInterval: 0 },
    actors: {
      prepareExport: fromPromise(async () => options.prepared ?? { volumes: [], job: null }),
      startExport: fromPromise<ExportJob, StartExportInput>(async ({ input }) => {
        started.push(input);
        if (options.startError) throw options.startError;
        return job();
      }),
      // The server keeps answering its last state once the scripted ones are used.
      fetchExport: fromPromise<ExportJob, ExportJobInput>(async () =>
        polls.length > 1 ? polls.shift()! : (polls[0] ?? job()),
      ),
      downloadExport: fromPromise(async ({ input }: { input: ExportJobInput }) => {
        downloads.push(input);
        return { fileName: '星海长歌_2026-11-24.txt', size: 10 };
      }),
    },
  });
  const actor = createActor(machine, { input: { bookId: 'b1' } }).start();
  return { actor, started, downloads };
}

const VOLUMES = [
  { id: 'v1', title: '第一卷' },
  { id: 'v2', title: '第二卷' },
];

describe('bookExportMachine', () => {
  it('starts with the chosen scope, volume, format and encoding', async () => {
    const { actor, started } = setup({ prepared: { volumes: VOLUMES, job: null } });
    actor.send({ type: 'export.open' });
    await flush();
    expect(selectExportPhase(actor.getSnapshot())).toBe('editing');
    actor.send({ type: 'export.scope', scope: 'volume' });
    actor.send({ type: 'export.volume', volumeId: 'v2' });
    actor.send({ type: 'export.encoding', encoding: 'gb18030' });
    actor.send({ type: 'export.start' });
    await flush();
    expect(started).toEqual([
      { bookId: 'b1', scope: 'volume', volumeId: 'v2', format: 'txt', encoding: 'gb18030' },
    ]);
  });

  it('sends UTF-8 for EPUB and no volume for other scopes', async () => {
    const { actor, started } = setup({ prepared: { volumes: VOLUMES, job: null } });
    actor.send({ type: 'export.open' });
    await flush();
    actor.send({ type: 'export.encoding', encoding: 'gb18030' });
    actor.send({ type: 'export.format', format: 'epub' });
    actor.send({ type: 'export.start' });
    await flush();
    expect(started[0]).toMatchObject({ scope: 'whole', volumeId: null, encoding: 'utf-8' });
  });

  it('cannot start a volume export without a volume', async () => {
    const { actor } = setup({ prepared: { volumes: [], job: null } });
    actor.send({ type: 'export.open' });
    await flush();
    actor.send({ type: 'export.scope', scope: 'volume' });
    expect(selectExportCanStart(actor.getSnapshot())).toBe(false);
  });

  it('polls the job until it is done, then downloads the file', async () => {
    const { actor, downloads } = setup({
      polls: [job({ done: 1200 }), job({ state: 'done', done: 3000, size: 9_000_000 })],
    });
    actor.send({ type: 'export.open' });
    await flush();
    actor.send({ type: 'export.start' });
    await vi.waitFor(() => expect(selectExportPhase(actor.getSnapshot())).toBe('ready'));
    expect(selectExportProgress(actor.getSnapshot())).toEqual({ done: 3000, total: 3000 });
    actor.send({ type: 'export.download' });
    await flush();
    expect(downloads).toEqual([{ jobId: 'j1' }]);
    expect(selectExportDownloaded(actor.getSnapshot())).toBe('星海长歌_2026-11-24.txt');
  });

  it('shows progress of a job still running when the dialog opens again', async () => {
    const { actor } = setup({
      prepared: { volumes: VOLUMES, job: job({ done: 700 }) },
      polls: [job({ done: 900 })],
    });
    actor.send({ type: 'export.open' });
    // The prepared job arrives through a promise chain: wait for it rather
    // than for a fixed number of turns (one loaded machine needed more).
    await vi.waitFor(() =>
      expect(selectExportProgress(actor.getSnapshot()).done).toBeGreaterThanOrEqual(700),
    );
    expect(['running', 'ready']).toContain(selectExportPhase(actor.getSnapshot()));
  });

  it('says why a start was refused and stays on the choices', async () => {
    const { actor } = setup({ startError: new Error('export.busy') });
    actor.send({ type: 'export.open' });
    await flush();
    actor.send({ type: 'export.start' });
    await flush();
    expect(selectExportPhase(actor.getSnapshot())).toBe('editing');
    expect(selectExportError(actor.getSnapshot())).toBe('export.busy');
  });

  it('offers another export after a failed job', async () => {
    const { actor } = setup({
      polls: [job({ state: 'failed', error: 'export.interrupted' })],
    });
    actor.send({ type: 'export.open' });
    await flush();
    actor.send({ type: 'export.start' });
    await vi.waitFor(() => expect(selectExportPhase(actor.getSnapshot())).toBe('failed'));
    actor.send({ type: 'export.again' });
    expect(selectExportPhase(actor.getSnapshot())).toBe('editing');
  });
});
