/**
 * The writer's desk's actors: a chapter's history (chapterHistoryMachine)
 * and find and replace across a book (bookReplaceMachine). Restoring a
 * version is the editor's (editor.ts, `replaceText`), so unsent text is saved
 * first. Refusals are turned into the machines' failures here.
 */
import { fromPromise } from 'xstate';
import { ErrorCodes } from '../../lib/contract';
import type {
  BookReplaceFailure,
  BookSearchInput,
  BookSearchPage,
  CollectInput,
  ReplaceBatchInput,
  ReplaceBatchResult,
  ReplaceSpec,
  ReplaceTarget,
  UndoReplaceInput,
  UndoReplaceResult,
} from '../../machines/book-replace/book-replace.machine';
import type {
  FetchVersionsInput,
  HistoryPage,
  VersionSummary,
  VersionText,
} from '../../machines/chapter-history/chapter-history.machine';
import { isApiError, validationErrors } from '../envelope';
import type { components } from '../schema';
import { type Api, bySignal } from './request';

type ApiVersionSummary = components['schemas']['ChapterVersionSummary'];

/** Chapters per search page when gathering every chapter to replace in (the contract's maximum). */
const COLLECT_PAGE_SIZE = 500;

function toSummary(v: ApiVersionSummary): VersionSummary {
  return {
    id: v.id,
    title: v.title,
    wordCount: v.word_count,
    wordDelta: v.word_delta,
    reason: v.reason,
    published: v.published,
    createTime: v.create_time,
  };
}

function searchQuery(bookId: string, spec: ReplaceSpec) {
  return {
    book_id: bookId,
    query: spec.query,
    mode: spec.regex ? ('regex' as const) : ('plain' as const),
    case_sensitive: spec.caseSensitive,
    whole_word: spec.wholeWord,
  };
}

/** A refusal in bookReplaceMachine's terms. */
export function replaceFailureOf(reason: unknown): BookReplaceFailure {
  const errors = validationErrors(reason);
  if (errors) return { kind: 'invalid', errors };
  if (!isApiError(reason)) return { kind: 'failed' };
  if (reason.code === ErrorCodes.notAllowed) return { kind: 'expired' };
  const body = reason.body;
  if (
    reason.code === ErrorCodes.conflict &&
    typeof body === 'object' &&
    body !== null &&
    'conflicts' in body &&
    Array.isArray(body.conflicts)
  ) {
    return { kind: 'conflict', conflicts: body.conflicts.length };
  }
  return { kind: 'failed' };
}

const rethrow = (reason: unknown): never => {
  throw replaceFailureOf(reason);
};

/** The named actors of the history panel and of the book's find and replace. */
export function createHistoryActors(api: Api) {
  const { client } = api;

  async function search(input: BookSearchInput, signal: AbortSignal): Promise<BookSearchPage> {
    const query = {
      ...searchQuery(input.bookId, input.spec),
      page: input.page,
      page_size: input.pageSize,
    };
    const body = await api
      .unwrap(client.GET('/author/chapter/search', { params: { query }, ...bySignal(signal) }))
      .catch(rethrow);
    return {
      totalMatches: body.total_matches,
      totalChapters: body.total_chapters,
      scannedChapters: body.scanned_chapters,
      complete: body.complete,
      page: body.page,
      list: body.list.map((c) => ({
        chapterId: c.chapter_id,
        chapterNo: c.chapter_no,
        title: c.title,
        status: c.status,
        textState: c.text_state,
        version: c.version,
        matchCount: c.match_count,
        matches: c.matches.map((m) => ({
          index: m.index,
          field: m.field,
          before: m.before,
          match: m.match,
          after: m.after,
        })),
      })),
    };
  }

  return {
    fetchVersions: fromPromise<HistoryPage, FetchVersionsInput>(async ({ input, signal }) => {
      const query = { chapter_id: input.chapterId, page: input.page, page_size: 30 };
      const body = await api.unwrap(
        client.GET('/author/chapter/versions', { params: { query }, ...bySignal(signal) }),
      );
      return {
        list: body.list.map(toSummary),
        total: body.total,
        page: body.page,
        retention: {
          fullDays: body.retention.full_days,
          editIntervalMinutes: body.retention.edit_interval_minutes,
        },
      };
    }),
    fetchVersionTexts: fromPromise<readonly VersionText[], { versionIds: readonly string[] }>(
      ({ input, signal }) =>
        Promise.all(
          input.versionIds.map(async (id) => {
            const v = await api.unwrap(
              client.GET('/author/chapter/version', {
                params: { query: { version_id: id } },
                ...bySignal(signal),
              }),
            );
            return { ...toSummary(v), content: v.content, authorNote: v.author_note };
          }),
        ),
    ),
    search: fromPromise<BookSearchPage, BookSearchInput>(({ input, signal }) =>
      search(input, signal),
    ),
    /** Every chapter with matches and its version, listing no matches (fast), page by page. */
    collectTargets: fromPromise<readonly ReplaceTarget[], CollectInput>(
      async ({ input, signal }) => {
        const targets: ReplaceTarget[] = [];
        for (let page = 1; ; page += 1) {
          const query = {
            ...searchQuery(input.bookId, input.spec),
            page,
            page_size: COLLECT_PAGE_SIZE,
            max_matches: 0,
          };
          const body = await api
            .unwrap(
              client.GET('/author/chapter/search', { params: { query }, ...bySignal(signal) }),
            )
            .catch(rethrow);
          for (const c of body.list) targets.push({ chapterId: c.chapter_id, version: c.version });
          if (body.list.length < COLLECT_PAGE_SIZE || targets.length >= body.total_chapters) {
            return targets;
          }
        }
      },
    ),
    replaceBatch: fromPromise<ReplaceBatchResult, ReplaceBatchInput>(async ({ input, signal }) => {
      const body = {
        ...searchQuery(input.bookId, input.spec),
        replacement: input.replacement,
        chapters: input.chapters.map((c) => ({
          chapter_id: c.chapterId,
          version: c.version,
          ...(c.exclude && c.exclude.length > 0 ? { exclude: [...c.exclude] } : {}),
        })),
        ...(input.undoId ? { undo_id: input.undoId } : {}),
      };
      const answer = await api
        .unwrap(client.POST('/author/chapter/replace', { body, ...bySignal(signal) }))
        .catch(rethrow);
      return {
        undoId: answer.undo_id,
        changed: answer.changed.length,
        replaced: answer.changed.reduce((sum, c) => sum + c.replaced, 0),
        skipped: answer.skipped.length,
      };
    }),
    undo: fromPromise<UndoReplaceResult, UndoReplaceInput>(async ({ input, signal }) => {
      const body = { undo_id: input.undoId, skip_changed: input.skipChanged };
      const answer = await api
        .unwrap(client.POST('/author/chapter/undo', { body, ...bySignal(signal) }))
        .catch(rethrow);
      return { restored: answer.restored.length, skipped: answer.skipped.length };
    }),
  };
}
