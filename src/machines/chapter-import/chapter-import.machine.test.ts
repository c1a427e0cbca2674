import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { DecodedText } from '../../lib/chapter-split';
import { deferred, flush } from '../testing/wait';
import {
  chapterImportMachine,
  IMPORT_BAD_PATTERN,
  IMPORT_CONTENT_TOO_LONG,
  IMPORT_INTERRUPTED,
  IMPORT_MAX_BATCH_BYTES,
  IMPORT_NOT_SENT,
  IMPORT_READ_ERROR,
  IMPORT_TITLE_TOO_LONG,
  type ImportBatchInput,
  type ImportBatchResult,
  planBatches,
  type ReadFileInput,
  selectCanStart,
  selectDetectedEncoding,
  selectImportCreated,
  selectImportFailures,
  selectImportFormError,
  selectImportInterruption,
  selectImportPhase,
  selectImportProgress,
  selectPreview,
  selectReading,
} from './chapter-import.machine';

const novel = (n: number, body = '正文。') =>
  Array.from({ length: n }, (_, i) => `第${i + 1}章 标题${i + 1}\n${body}`).join('\n');

interface Fakes {
  read?: (input: ReadFileInput) => Promise<DecodedText>;
  batch?: (input: ImportBatchInput) => Promise<ImportBatchResult>;
}

function start(fakes: Fakes = {}, volumeId: string | null = 'v1') {
  const readFile = vi.fn(
    fakes.read ?? (async () => ({ text: novel(3), encoding: 'gb18030' as const })),
  );
  const importBatch = vi.fn(
    fakes.batch ??
      (async (input: ImportBatchInput) => ({ created: input.chapters.length, failed: [] })),
  );
  const reportImported = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    chapterImportMachine.provide({
      actors: {
        readFile: fromPromise(({ input }: { input: ReadFileInput }) => readFile(input)),
        importBatch: fromPromise(({ input }: { input: ImportBatchInput }) => importBatch(input)),
      },
      actions: { reportImported },
    }),
    { input: { bookId: 'b1', prefaceTitle: '序言', ...(volumeId ? { volumeId } : {}) }, clock },
  ).start();
  return { actor, readFile, importBatch, reportImported, clock, snap: () => actor.getSnapshot() };
}

describe('planBatches', () => {
  const chapter = (content: string, problem: string | null = null) => ({
    title: 't',
    sendTitle: 't',
    content,
    wordCount: 1,
    preface: false,
    problem,
    problemField: null,
  });

  it('sends at most 100 chapters per call', () => {
    const batches = planBatches(Array.from({ length: 250 }, () => chapter('短')));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
  });

  it('keeps each call under the byte budget and skips chapters with a problem', () => {
    // 30,000 CJK characters are 90,000 UTF-8 bytes: 7 fit in 700 KiB.
    const big = chapter('字'.repeat(30_000));
    const batches = planBatches([...Array.from({ length: 10 }, () => big), chapter('x', 'bad')]);
    expect(batches.map((b) => b.length)).toEqual([7, 3]);
    expect(batches.flat()).not.toContain(10);
    expect(7 * 90_000).toBeLessThan(IMPORT_MAX_BATCH_BYTES);
  });
});

describe('chapter import: text and preview', () => {
  it('splits pasted text after the typing pause', async () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'import.text', text: '第1章 起' });
    actor.send({ type: 'import.text', text: '前言\n第1章 起\n正文\n第2章 承\n正文二' });
    clock.increment(249);
    expect(selectPreview(snap())).toEqual([]);
    clock.increment(1);
    expect(selectPreview(snap()).map((c) => [c.sendTitle, c.wordCount, c.preface])).toEqual([
      ['序言', 2, true],
      ['第1章 起', 2, false],
      ['第2章 承', 3, false],
    ]);
    expect(selectCanStart(snap())).toBe(true);
  });

  it('re-splits with another rule, and reports a broken custom pattern', async () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'import.text', text: 'Chapter 1\nA\n【二】\nB' });
    clock.increment(250);
    expect(selectPreview(snap())).toHaveLength(1);
    actor.send({
      type: 'import.rule',
      rule: { kind: 'custom', pattern: '^(Chapter \\d+|【.】)$' },
    });
    expect(selectPreview(snap()).map((c) => c.title)).toEqual(['Chapter 1', '【二】']);
    actor.send({ type: 'import.rule', rule: { kind: 'custom', pattern: '[' } });
    expect(selectImportFormError(snap())).toBe(IMPORT_BAD_PATTERN);
    expect(selectPreview(snap())).toEqual([]);
    expect(selectCanStart(snap())).toBe(false);
    actor.send({ type: 'import.rule', rule: { kind: 'english' } });
    expect(selectImportFormError(snap())).toBeNull();
  });

  it('flags titles and contents the API would refuse', async () => {
    const { actor, clock, snap } = start();
    const longTitle = `第1章 ${'长'.repeat(50)}`;
    actor.send({
      type: 'import.text',
      text: `${longTitle}\n正文\n第2章 大\n${'字'.repeat(60_001)}\n第3章 好\n正文`,
    });
    clock.increment(250);
    // The 55-character heading is still a heading (up to 60), but too long a title.
    expect(selectPreview(snap()).map((c) => c.problem)).toEqual([
      IMPORT_TITLE_TOO_LONG,
      IMPORT_CONTENT_TOO_LONG,
      null,
    ]);
  });

  it('reads a file, shows the detected encoding, and reads it again in another', async () => {
    const { actor, readFile, snap } = start();
    const file = new Blob(['x']);
    actor.send({ type: 'import.file', file, name: 'novel.txt' });
    expect(selectReading(snap())).toBe(true);
    await flush();
    expect(readFile).toHaveBeenCalledWith({ file, encoding: 'auto' });
    expect(selectDetectedEncoding(snap())).toBe('gb18030');
    expect(selectPreview(snap())).toHaveLength(3);
    actor.send({ type: 'import.encoding', encoding: 'utf-8' });
    await flush();
    expect(readFile).toHaveBeenLastCalledWith({ file, encoding: 'utf-8' });
  });

  it('says when a file cannot be read', async () => {
    const { actor, snap } = start({ read: () => Promise.reject(new Error('gone')) });
    actor.send({ type: 'import.file', file: new Blob([]), name: 'a.txt' });
    await flush();
    expect(selectImportFormError(snap())).toBe(IMPORT_READ_ERROR);
    expect(selectReading(snap())).toBe(false);
  });

  it('needs a volume and a sendable chapter to start', async () => {
    const { actor, clock, importBatch, snap } = start({}, null);
    actor.send({ type: 'import.text', text: novel(2) });
    clock.increment(250);
    expect(selectCanStart(snap())).toBe(false);
    actor.send({ type: 'import.start' });
    expect(importBatch).not.toHaveBeenCalled();
    actor.send({ type: 'import.volume', volumeId: 'v2' });
    expect(selectCanStart(snap())).toBe(true);
  });
});

describe('chapter import: sending', () => {
  it('sends batches one after another with progress, then reports the import', async () => {
    const gates = [deferred<ImportBatchResult>(), deferred<ImportBatchResult>()];
    let call = 0;
    const { actor, clock, importBatch, reportImported, snap } = start({
      batch: () => gates[call++]!.promise,
    });
    actor.send({ type: 'import.text', text: novel(150) });
    clock.increment(250);
    actor.send({ type: 'import.start' });
    expect(selectImportPhase(snap())).toBe('importing');
    expect(selectImportProgress(snap())).toEqual({ done: 0, of: 150 });
    const first = importBatch.mock.calls[0]![0];
    expect(first.bookId).toBe('b1');
    expect(first.volumeId).toBe('v1');
    expect(first.chapters).toHaveLength(100);
    expect(first.chapters[0]).toEqual({ title: '第1章 标题1', content: '正文。' });
    gates[0]!.resolve({ created: 100, failed: [] });
    await flush();
    expect(selectImportProgress(snap())).toEqual({ done: 100, of: 150 });
    expect(importBatch.mock.calls[1]![0].chapters[0]?.title).toBe('第101章 标题101');
    gates[1]!.resolve({
      created: 49,
      failed: [{ index: 3, title: 'x', field: 'title', reason: 'validation.tooLong' }],
    });
    await flush();
    expect(selectImportPhase(snap())).toBe('done');
    expect(selectImportCreated(snap())).toBe(149);
    // Named by the title the preview showed, from the batch's own index.
    expect(selectImportFailures(snap())).toEqual([
      { title: '第104章 标题104', field: 'title', reasonId: 'validation.tooLong' },
    ]);
    expect(reportImported).toHaveBeenCalledTimes(1);
  });

  it('reports chapters it did not send, by name', async () => {
    const { actor, clock, importBatch, snap } = start();
    actor.send({ type: 'import.text', text: `第1章 好\n正文\n第2章 大\n${'字'.repeat(60_001)}` });
    clock.increment(250);
    actor.send({ type: 'import.start' });
    await flush();
    expect(importBatch.mock.calls[0]![0].chapters.map((c) => c.title)).toEqual(['第1章 好']);
    expect(selectImportFailures(snap())).toEqual([
      { title: '第2章 大', field: 'content', reasonId: IMPORT_CONTENT_TOO_LONG },
    ]);
    expect(selectImportCreated(snap())).toBe(1);
  });

  it('stops on a failed call, goes on from that batch on retry', async () => {
    let fail = true;
    const { actor, clock, importBatch, reportImported, snap } = start({
      batch: async (input) => {
        if (input.chapters[0]?.title.startsWith('第101章') && fail) throw new Error('offline');
        return { created: input.chapters.length, failed: [] };
      },
    });
    actor.send({ type: 'import.text', text: novel(250) });
    clock.increment(250);
    actor.send({ type: 'import.start' });
    await flush();
    await flush();
    expect(selectImportPhase(snap())).toBe('interrupted');
    expect(selectImportInterruption(snap())).toBe(IMPORT_INTERRUPTED);
    expect(selectImportCreated(snap())).toBe(100);
    // The hundred already imported show in the list now.
    expect(reportImported).toHaveBeenCalledTimes(1);
    fail = false;
    actor.send({ type: 'import.retry' });
    await flush();
    await flush();
    expect(selectImportPhase(snap())).toBe('done');
    expect(selectImportCreated(snap())).toBe(250);
    expect(importBatch).toHaveBeenCalledTimes(4);
  });

  it('lists every unsent chapter by name when the author stops', async () => {
    const { actor, clock, snap } = start({
      batch: async (input) => {
        if (input.chapters.length < 100) {
          throw { code: 101001, body: { errors: { volume_id: 'validation.invalid' } } };
        }
        return { created: input.chapters.length, failed: [] };
      },
    });
    actor.send({ type: 'import.text', text: novel(102) });
    clock.increment(250);
    actor.send({ type: 'import.start' });
    await flush();
    await flush();
    expect(selectImportInterruption(snap())).toBe('validation.invalid');
    actor.send({ type: 'import.stop' });
    expect(selectImportPhase(snap())).toBe('done');
    expect(selectImportFailures(snap())).toEqual([
      { title: '第101章 标题101', field: '', reasonId: IMPORT_NOT_SENT },
      { title: '第102章 标题102', field: '', reasonId: IMPORT_NOT_SENT },
    ]);
    actor.send({ type: 'import.reset' });
    expect(selectImportPhase(snap())).toBe('editing');
    expect(selectPreview(snap())).toEqual([]);
    expect(selectImportFailures(snap())).toEqual([]);
  });
});
