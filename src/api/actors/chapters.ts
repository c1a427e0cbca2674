/**
 * Chapter management's actors: the list's pages, the bulk actions, and the
 * .txt import (reading the file, then sending its chapters in batches).
 */
import { fromPromise } from 'xstate';
import { type DecodedText, decodeText } from '../../lib/chapter-split';
import { ErrorCodes } from '../../lib/contract';
import type {
  ImportBatchInput,
  ImportBatchResult,
  ReadFileInput,
} from '../../machines/chapter-import/chapter-import.machine';
import type {
  ChapterActionInput,
  ChapterActionResult,
  ChapterPage,
  ChapterPageQuery,
  ChapterRow,
  UndoConflictReason,
  UndoFailure,
  UndoInput,
  UndoOutcome,
} from '../../machines/chapter-list/chapter-list.machine';
import { ApiError, isApiError } from '../envelope';
import { chapterListQuery } from './chapter-query';
import { type Api, bySignal } from './request';

/** A refused undo in the list's terms (see UndoFailure). */
function undoFailureOf(error: unknown, undone: readonly string[]): UndoFailure {
  if (!isApiError(error)) return { kind: 'failed', conflicts: [], undone };
  if (error.code === ErrorCodes.notAllowed) return { kind: 'expired', conflicts: [], undone };
  const body = error.body;
  if (
    error.code === ErrorCodes.conflict &&
    typeof body === 'object' &&
    body !== null &&
    'conflicts' in body &&
    Array.isArray(body.conflicts)
  ) {
    const conflicts = body.conflicts
      .map((c: unknown) =>
        typeof c === 'object' && c !== null && 'reason' in c ? String(c.reason) : 'changed',
      )
      .filter((reason): reason is UndoConflictReason => UNDO_REASONS.includes(reason));
    return { kind: 'conflict', conflicts, undone };
  }
  return { kind: 'failed', conflicts: [], undone };
}

const UNDO_REASONS: readonly string[] = ['changed', 'publish_time_passed', 'position_taken'];

/** The named actors chapterListMachine and chapterImportMachine declare, over the client. */
export function createChapterActors(api: Api) {
  const { client } = api;

  /** The chapter of a number (not trashed), to anchor a move after it. */
  async function chapterByNumber(
    bookId: string,
    no: number,
    signal: AbortSignal,
  ): Promise<ChapterRow> {
    const query = { book_id: bookId, keyword: String(no), page_size: 50 };
    const body = await api.unwrap(
      client.GET('/author/chapter/list', { params: { query }, ...bySignal(signal) }),
    );
    const row = body.list.find((chapter) => chapter.chapter_no === no);
    if (!row) {
      throw new ApiError({
        kind: 'business',
        code: ErrorCodes.invalid,
        message: 'No such chapter',
        body: { errors: { after_chapter_id: 'chapters.move.noSuchChapter' } },
      });
    }
    return row;
  }

  return {
    // chapterListMachine
    fetchPage: fromPromise<ChapterPage, ChapterPageQuery>(async ({ input, signal }) => {
      const query = chapterListQuery(input);
      const body = await api.unwrap(
        client.GET('/author/chapter/list', { params: { query }, ...bySignal(signal) }),
      );
      const counts = {
        ...body.counts,
        revision: body.revisions.count,
        revisionWords: body.revisions.word_delta,
      };
      return { list: body.list, total: body.total, counts };
    }),
    /**
     * The list's bulk actions in one book: a move after a chapter number
     * looks that chapter up in the book first.
     */
    runActionIn: (bookId: string) =>
      fromPromise<ChapterActionResult, ChapterActionInput>(async ({ input, signal }) => {
        const chapter_ids = [...input.chapterIds];
        const options = bySignal(signal);
        const { action } = input;
        switch (action.kind) {
          case 'publish':
          case 'schedule': {
            const body = {
              chapter_ids,
              ...(action.kind === 'schedule' ? { publish_at: action.publishAt } : {}),
              ...(action.kind === 'schedule' && action.intervalMinutes
                ? { interval_minutes: action.intervalMinutes }
                : {}),
              ...(action.kind === 'schedule' && action.daily
                ? { daily_times: [...action.daily.times], time_zone: action.daily.timeZone }
                : {}),
              ...(action.outOfOrder ? { out_of_order: true } : {}),
            };
            const answer = await api.unwrap(
              client.POST('/author/chapter/publish', { body, ...options }),
            );
            return { rows: answer.list, undoId: answer.undo_id };
          }
          case 'unschedule':
          case 'restore': {
            const path = `/author/chapter/${action.kind}` as const;
            const answer = await api.unwrap(
              client.POST(path, { body: { chapter_ids }, ...options }),
            );
            return { rows: answer.list, undoId: null };
          }
          case 'applyRevisions':
          case 'discardRevisions': {
            const path =
              action.kind === 'applyRevisions'
                ? '/author/chapter/revisions/apply'
                : '/author/chapter/revisions/discard';
            await api.unwrap(
              client.POST(path, { body: { book_id: bookId, chapter_ids }, ...options }),
            );
            // The rows change only in their revision: the list reloads after the action.
            return { rows: [], undoId: null };
          }
          case 'trash': {
            const answer = await api.unwrap(
              client.POST('/author/chapter/trash', { body: { chapter_ids }, ...options }),
            );
            return { rows: answer.list, undoId: answer.undo_id };
          }
          case 'move': {
            const after =
              action.afterChapterNo === undefined
                ? null
                : await chapterByNumber(bookId, action.afterChapterNo, signal);
            const target = after ? after.volume_id : action.volumeId;
            const body = {
              chapter_ids,
              ...(target ? { volume_id: target } : {}),
              ...(after ? { after_chapter_id: after.id } : {}),
            };
            const answer = await api.unwrap(
              client.POST('/author/chapter/move', { body, ...options }),
            );
            return { rows: answer.list, undoId: answer.undo_id };
          }
        }
      }),
    /**
     * Undoes an action's calls, the last first. A refusal rejects with an
     * UndoFailure naming the calls undone before it.
     */
    undoAction: fromPromise<UndoOutcome, UndoInput>(async ({ input, signal }) => {
      const undone: string[] = [];
      let restored = 0;
      let skipped = 0;
      for (const undoId of [...input.undoIds].reverse()) {
        const body = { undo_id: undoId, skip_changed: input.skipChanged };
        try {
          // 103001 and 104001 reject without a toast: the list says why.
          const answer = await api.unwrap(
            client.POST('/author/chapter/undo', { body, ...bySignal(signal) }),
          );
          restored += answer.restored.length;
          skipped += answer.skipped.length;
          undone.push(undoId);
        } catch (error) {
          throw undoFailureOf(error, undone);
        }
      }
      return { restored, skipped };
    }),

    // chapterImportMachine
    readFile: fromPromise<DecodedText, ReadFileInput>(async ({ input }) =>
      decodeText(await input.file.arrayBuffer(), input.encoding),
    ),
    importBatch: fromPromise<ImportBatchResult, ImportBatchInput>(async ({ input, signal }) => {
      const body = {
        book_id: input.bookId,
        volume_id: input.volumeId,
        chapters: input.chapters.map((c) => ({ title: c.title, content: c.content })),
      };
      const result = await api.unwrap(
        client.POST('/author/chapter/import', { body, ...bySignal(signal) }),
      );
      return { created: result.created.length, failed: result.failed };
    }),
  };
}
