import { assign, type SnapshotFrom, setup } from 'xstate';
import { failureCode, firstFieldError } from '../../lib/api-failure';
import {
  type DecodedText,
  type HeadingRule,
  headingMatcher,
  type SplitChapter,
  splitChapters,
  type TextEncodingChoice,
} from '../../lib/chapter-split';
import { codePointLength, ErrorCodes, FIELD_LIMITS } from '../../lib/contract';
import { declaredActor } from '../common/declared-actor';

/** Chapters per POST /author/chapter/import (the contract's limit). */
const IMPORT_MAX_PER_CALL = FIELD_LIMITS.importChapters.maxItems;
/**
 * The server takes request bodies up to 1 MiB; a batch stops growing at this
 * many UTF-8 bytes of text so JSON escaping and field names fit around it.
 */
export const IMPORT_MAX_BATCH_BYTES = 700 * 1024;

/** Input of the `readFile` actor: a file's bytes to decode. */
export interface ReadFileInput {
  readonly file: Blob;
  readonly encoding: TextEncodingChoice;
}

/** One chapter as sent to the API. */
export interface ImportChapter {
  readonly title: string;
  readonly content: string;
}

/** Input of the `importBatch` actor (one call). */
export interface ImportBatchInput {
  readonly bookId: string;
  readonly volumeId: string;
  readonly chapters: readonly ImportChapter[];
}

/** A chapter the server did not create: `index` within the batch, `reason` a message id. */
export interface ImportBatchFailure {
  readonly index: number;
  readonly title: string;
  readonly field: string;
  readonly reason: string;
}

/** Output of the `importBatch` actor. */
export interface ImportBatchResult {
  readonly created: number;
  readonly failed: readonly ImportBatchFailure[];
}

/** A chapter of the preview, with what is wrong with it before sending. */
export interface PreviewChapter extends SplitChapter {
  /** Title sent (the preface gets the input's `prefaceTitle`). */
  readonly sendTitle: string;
  /** A message id when the API would refuse it; such chapters are reported, not sent. */
  readonly problem: string | null;
  /** Field the problem is about. */
  readonly problemField: 'title' | 'content' | null;
}

/** A chapter that was not imported, by name. */
export interface ImportFailure {
  readonly title: string;
  readonly field: string;
  /** Message id: `validation.*` from the API or this area's. */
  readonly reasonId: string;
}

/** Events of the import. */
export type ChapterImportEvent =
  /** Pasted or typed text (split after the `splitDebounce` pause). */
  | { type: 'import.text'; text: string }
  /** A chosen .txt file. */
  | { type: 'import.file'; file: Blob; name: string }
  /** Read the chosen file again in another encoding. */
  | { type: 'import.encoding'; encoding: TextEncodingChoice }
  | { type: 'import.rule'; rule: HeadingRule }
  | { type: 'import.volume'; volumeId: string }
  | { type: 'import.start' }
  /** Continue after an interruption, from the batch that failed. */
  | { type: 'import.retry' }
  /** Give up after an interruption; what was imported stays. */
  | { type: 'import.stop' }
  /** Back to an empty form. */
  | { type: 'import.reset' };

/** Message ids the machine sets. */
export const IMPORT_READ_ERROR = 'chapters.import.readError';
export const IMPORT_BAD_PATTERN = 'chapters.import.badPattern';
export const IMPORT_TITLE_TOO_LONG = 'chapters.import.titleTooLong';
export const IMPORT_CONTENT_TOO_LONG = 'chapters.import.contentTooLong';
export const IMPORT_INTERRUPTED = 'chapters.import.interrupted';
export const IMPORT_NOT_SENT = 'chapters.import.notSent';

export interface ChapterImportContext {
  readonly bookId: string;
  readonly prefaceTitle: string;
  readonly text: string;
  readonly fileName: string | null;
  readonly file: Blob | null;
  readonly encoding: TextEncodingChoice;
  /** The encoding the file was read in. */
  readonly detected: DecodedText['encoding'] | null;
  readonly rule: HeadingRule;
  readonly volumeId: string | null;
  readonly preview: readonly PreviewChapter[];
  readonly formError: string | null;
  /** Batches of preview indexes to send. */
  readonly batches: readonly (readonly number[])[];
  readonly nextBatch: number;
  readonly created: number;
  readonly failures: readonly ImportFailure[];
  /** Why the import stopped before the end (a message id), or null. */
  readonly interruption: string | null;
}

/** Input of the machine. */
export interface ChapterImportInput {
  readonly bookId: string;
  /** Title for text found before the first heading (localised by the app). */
  readonly prefaceTitle: string;
  readonly volumeId?: string;
}

function previewOf(text: string, rule: HeadingRule, prefaceTitle: string): PreviewChapter[] {
  return splitChapters(text, rule).map((chapter) => {
    const sendTitle = chapter.preface ? prefaceTitle : chapter.title;
    const titleTooLong = codePointLength(sendTitle) > FIELD_LIMITS.chapterTitle.max;
    const contentTooLong =
      !titleTooLong && codePointLength(chapter.content) > FIELD_LIMITS.chapterContent.max;
    return {
      ...chapter,
      sendTitle,
      problem: titleTooLong
        ? IMPORT_TITLE_TOO_LONG
        : contentTooLong
          ? IMPORT_CONTENT_TOO_LONG
          : null,
      problemField: titleTooLong ? 'title' : contentTooLong ? 'content' : null,
    };
  });
}

// UTF-8 size without encoding: CJK is 3 bytes, a surrogate pair 4 (2 units).
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdfff ? 2 : 3;
  }
  return bytes;
}

/** Splits the sendable chapters into calls of at most 100 and the byte budget. */
export function planBatches(preview: readonly PreviewChapter[]): number[][] {
  const batches: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  preview.forEach((chapter, index) => {
    if (chapter.problem) return;
    const size = utf8Bytes(chapter.sendTitle) + utf8Bytes(chapter.content) + 64;
    if (
      current.length > 0 &&
      (current.length >= IMPORT_MAX_PER_CALL || bytes + size > IMPORT_MAX_BATCH_BYTES)
    ) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(index);
    bytes += size;
  });
  if (current.length > 0) batches.push(current);
  return batches;
}

const resplit = (context: ChapterImportContext) => {
  if (headingMatcher(context.rule) === null && context.rule.kind === 'custom') {
    return { preview: [], formError: IMPORT_BAD_PATTERN };
  }
  return { preview: previewOf(context.text, context.rule, context.prefaceTitle), formError: null };
};

/**
 * Bulk import of a novel's text into a volume: paste or pick a .txt (UTF-8
 * or GB18030, detected or chosen), split it at headings (第X章, Chapter N or
 * a custom pattern), preview titles and word counts, then send the chapters
 * as drafts in calls the API accepts (100 chapters, under the body limit),
 * one after another with progress. Every chapter that is not created is
 * reported by name with a reason: ones the API would refuse are not sent,
 * ones it refuses come back from it, and an interrupted import lists what
 * was not sent and can go on where it stopped.
 *
 * The composition root provides `readFile`, `importBatch` and the
 * `reportImported` action.
 */
export const chapterImportMachine = setup({
  types: {
    context: {} as ChapterImportContext,
    events: {} as ChapterImportEvent,
    input: {} as ChapterImportInput,
  },
  actors: {
    readFile: declaredActor<DecodedText, ReadFileInput>('chapterImport', 'readFile'),
    importBatch: declaredActor<ImportBatchResult, ImportBatchInput>('chapterImport', 'importBatch'),
  },
  delays: {
    splitDebounce: 250,
  },
  guards: {
    canStart: ({ context }) =>
      context.volumeId !== null && context.preview.some((chapter) => chapter.problem === null),
    hasMoreBatches: ({ context }) => context.nextBatch + 1 < context.batches.length,
    hasFile: ({ context }) => context.file !== null,
  },
  actions: {
    // The app replaces this to refresh the list and the volumes.
    reportImported: () => {},
    assignText: assign(({ event }) =>
      event.type === 'import.text'
        ? { text: event.text, file: null, fileName: null, detected: null }
        : {},
    ),
    assignFile: assign(({ event }) =>
      event.type === 'import.file'
        ? { file: event.file, fileName: event.name, formError: null }
        : {},
    ),
    assignEncoding: assign(({ event }) =>
      event.type === 'import.encoding' ? { encoding: event.encoding } : {},
    ),
    assignDecoded: assign(({ context }, params: { decoded: DecodedText }) => ({
      text: params.decoded.text,
      detected: params.decoded.encoding,
      ...resplit({ ...context, text: params.decoded.text }),
    })),
    assignReadError: assign({ formError: IMPORT_READ_ERROR, preview: [] }),
    assignRule: assign(({ context, event }) =>
      event.type === 'import.rule'
        ? { rule: event.rule, ...resplit({ ...context, rule: event.rule }) }
        : {},
    ),
    split: assign(({ context }) => resplit(context)),
    assignVolume: assign(({ event }) =>
      event.type === 'import.volume' ? { volumeId: event.volumeId } : {},
    ),
    startImport: assign(({ context }) => ({
      batches: planBatches(context.preview),
      nextBatch: 0,
      created: 0,
      interruption: null,
      // Chapters the API would refuse are reported up front, by name.
      failures: context.preview
        .filter((chapter) => chapter.problem !== null)
        .map((chapter) => ({
          title: chapter.sendTitle,
          field: chapter.problemField ?? 'content',
          reasonId: chapter.problem ?? IMPORT_CONTENT_TOO_LONG,
        })),
    })),
    assignBatchResult: assign(({ context }, params: { result: ImportBatchResult }) => {
      const batch = context.batches[context.nextBatch] ?? [];
      const failures = params.result.failed.map((failure) => ({
        title: context.preview[batch[failure.index] ?? -1]?.sendTitle ?? failure.title,
        field: failure.field,
        reasonId: failure.reason,
      }));
      return {
        created: context.created + params.result.created,
        failures: [...context.failures, ...failures],
        nextBatch: context.nextBatch + 1,
      };
    }),
    assignInterruption: assign((_, params: { error: unknown }) => ({
      interruption:
        (failureCode(params.error) === ErrorCodes.invalid && firstFieldError(params.error)) ||
        IMPORT_INTERRUPTED,
    })),
    // Stopping reports every chapter that was never sent, by name.
    reportNotSent: assign(({ context }) => ({
      failures: [
        ...context.failures,
        ...context.batches.slice(context.nextBatch).flatMap((batch) =>
          batch.map((index) => ({
            title: context.preview[index]?.sendTitle ?? '',
            field: '',
            reasonId: IMPORT_NOT_SENT,
          })),
        ),
      ],
      nextBatch: context.batches.length,
    })),
    reset: assign(({ context }) => ({
      text: '',
      file: null,
      fileName: null,
      detected: null,
      preview: [],
      formError: null,
      batches: [],
      nextBatch: 0,
      created: 0,
      failures: [],
      interruption: null,
      volumeId: context.volumeId,
    })),
  },
}).createMachine({
  id: 'chapterImport',
  context: ({ input }) => ({
    bookId: input.bookId,
    prefaceTitle: input.prefaceTitle,
    text: '',
    fileName: null,
    file: null,
    encoding: 'auto',
    detected: null,
    rule: { kind: 'auto' },
    volumeId: input.volumeId ?? null,
    preview: [],
    formError: null,
    batches: [],
    nextBatch: 0,
    created: 0,
    failures: [],
    interruption: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        typing: {
          after: { splitDebounce: { target: 'idle', actions: 'split' } },
        },
        reading: {
          invoke: {
            src: 'readFile',
            input: ({ context }) => ({
              file: context.file ?? new Blob([]),
              encoding: context.encoding,
            }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignDecoded',
                params: ({ event }) => ({ decoded: event.output }),
              },
            },
            onError: { target: 'idle', actions: 'assignReadError' },
          },
        },
      },
      on: {
        'import.text': { target: '.typing', reenter: true, actions: 'assignText' },
        'import.file': { target: '.reading', reenter: true, actions: 'assignFile' },
        'import.encoding': [
          { guard: 'hasFile', target: '.reading', reenter: true, actions: 'assignEncoding' },
          { actions: 'assignEncoding' },
        ],
        'import.rule': { actions: 'assignRule' },
        'import.volume': { actions: 'assignVolume' },
        'import.start': { guard: 'canStart', target: 'importing', actions: 'startImport' },
      },
    },
    importing: {
      invoke: {
        src: 'importBatch',
        input: ({ context }) => ({
          bookId: context.bookId,
          volumeId: context.volumeId ?? '',
          chapters: (context.batches[context.nextBatch] ?? []).map((index) => ({
            title: context.preview[index]?.sendTitle ?? '',
            content: context.preview[index]?.content ?? '',
          })),
        }),
        onDone: [
          {
            guard: 'hasMoreBatches',
            target: 'importing',
            reenter: true,
            actions: {
              type: 'assignBatchResult',
              params: ({ event }) => ({ result: event.output }),
            },
          },
          {
            target: 'done',
            actions: [
              { type: 'assignBatchResult', params: ({ event }) => ({ result: event.output }) },
              'reportImported',
            ],
          },
        ],
        onError: {
          target: 'interrupted',
          actions: { type: 'assignInterruption', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    interrupted: {
      // What got in before the interruption is already in the book.
      entry: 'reportImported',
      on: {
        'import.retry': 'importing',
        'import.stop': { target: 'done', actions: 'reportNotSent' },
      },
    },
    done: {
      on: { 'import.reset': { target: 'editing', actions: 'reset' } },
    },
  },
});

type ChapterImportSnapshot = SnapshotFrom<typeof chapterImportMachine>;

export const selectImportText = (s: ChapterImportSnapshot): string => s.context.text;
export const selectImportFileName = (s: ChapterImportSnapshot): string | null => s.context.fileName;
export const selectImportEncoding = (s: ChapterImportSnapshot): TextEncodingChoice =>
  s.context.encoding;
export const selectDetectedEncoding = (s: ChapterImportSnapshot): string | null =>
  s.context.detected;
export const selectImportRule = (s: ChapterImportSnapshot): HeadingRule => s.context.rule;
export const selectImportVolume = (s: ChapterImportSnapshot): string | null => s.context.volumeId;
export const selectPreview = (s: ChapterImportSnapshot): readonly PreviewChapter[] =>
  s.context.preview;
export const selectImportFormError = (s: ChapterImportSnapshot): string | null =>
  s.context.formError;
export const selectCanStart = (s: ChapterImportSnapshot): boolean =>
  s.matches({ editing: 'idle' }) &&
  s.context.volumeId !== null &&
  s.context.preview.some((chapter) => chapter.problem === null);
export const selectReading = (s: ChapterImportSnapshot): boolean =>
  s.matches({ editing: 'reading' });
/** 'editing' | 'importing' | 'interrupted' | 'done'. */
export const selectImportPhase = (
  s: ChapterImportSnapshot,
): 'editing' | 'importing' | 'interrupted' | 'done' =>
  s.matches('importing')
    ? 'importing'
    : s.matches('interrupted')
      ? 'interrupted'
      : s.matches('done')
        ? 'done'
        : 'editing';
/** Chapters handled so far (created or failed) and chapters in all. */
export const selectImportProgress = (s: ChapterImportSnapshot): { done: number; of: number } => {
  const sent = s.context.batches
    .slice(0, s.context.nextBatch)
    .reduce((sum, batch) => sum + batch.length, 0);
  const unsent = s.context.preview.filter((c) => c.problem !== null).length;
  return { done: sent + unsent, of: s.context.preview.length };
};
export const selectImportCreated = (s: ChapterImportSnapshot): number => s.context.created;
export const selectImportFailures = (s: ChapterImportSnapshot): readonly ImportFailure[] =>
  s.context.failures;
export const selectImportInterruption = (s: ChapterImportSnapshot): string | null =>
  s.context.interruption;
