/**
 * The chapter editor's actors: opening a chapter (the book, its volumes, the
 * chapter and the local draft), saving with the chapter's version, writing
 * the local draft, publishing and unscheduling. A save's failure is turned
 * into the machine's SaveFailure here, so the machine never reads codes.
 */
import { fromPromise } from 'xstate';
import { isUnreachable } from '../../lib/api-failure';
import { ErrorCodes } from '../../lib/contract';
import type { DraftStore, LocalDraft } from '../../lib/draft-store';
import type {
  BookFacts,
  DraftWrite,
  LoadInput,
  LoadResult,
  PublishInput,
  PublishResult,
  ReadDraftInput,
  ReplaceTextInput,
  SaveFailure,
  SaveInput,
  ServerChapter,
} from '../../machines/chapter-editor/chapter-editor.machine';
import { orderRefusalOf } from '../../machines/common/reading-order';
import { isApiError, TRANSPORT_ERROR_CODE, validationErrors } from '../envelope';
import { quietRequest } from '../quiet';
import type { components } from '../schema';
import { type Api, bySignal } from './request';

type ApiChapter = components['schemas']['Chapter'];
type ApiSummary = components['schemas']['ChapterSummary'];

/**
 * The chapter as the editor edits it: a published or scheduled chapter's
 * pending revision when it has one (the server keeps it apart from what
 * readers have until the author applies it).
 */
export function toServerChapter(c: ApiChapter): ServerChapter {
  const text = c.revision ?? c;
  return {
    id: c.id,
    bookId: c.book_id,
    volumeId: c.volume_id,
    chapterNo: c.chapter_no,
    version: c.version,
    status: c.status,
    textState: c.text_state,
    ownWordCount: c.word_count,
    publishAt: c.publish_at,
    publishedAt: c.published_at,
    updateTime: c.update_time,
    prevChapterId: c.prev_chapter_id,
    nextChapterId: c.next_chapter_id,
    title: text.title,
    content: text.content,
    authorNote: text.author_note,
    isVip: text.is_vip,
  };
}

function toPublishResult(list: readonly ApiSummary[], chapterId: string): PublishResult {
  const row = list.find((c) => c.id === chapterId);
  if (!row) throw new Error('publish: the chapter is missing from the answer');
  return {
    status: row.status,
    publishAt: row.publish_at,
    publishedAt: row.published_at,
    version: row.version,
  };
}

const isApiChapter = (value: unknown): value is ApiChapter =>
  typeof value === 'object' && value !== null && 'version' in value && 'content' in value;

/** The client's rejection in the machine's terms (see SaveFailure). */
export function classifyFailure(reason: unknown): SaveFailure {
  if (!isApiError(reason)) return { kind: 'network' };
  if (reason.code === TRANSPORT_ERROR_CODE) {
    return reason.status === 0 ? { kind: 'network' } : { kind: 'server' };
  }
  switch (reason.code) {
    case ErrorCodes.tokenInvalid:
    case ErrorCodes.tokenRevoked:
      return { kind: 'session' };
    case ErrorCodes.conflict: {
      const body = reason.body;
      const current =
        typeof body === 'object' && body !== null && 'current' in body ? body.current : null;
      return isApiChapter(current)
        ? { kind: 'conflict', current: toServerChapter(current) }
        : { kind: 'server' };
    }
    case ErrorCodes.invalid:
      return { kind: 'invalid', errors: validationErrors(reason) ?? {} };
    case ErrorCodes.notFound:
      return { kind: 'notFound' };
    case ErrorCodes.notAllowed:
      return { kind: 'notAllowed' };
    case ErrorCodes.prepublishBlocked:
      return { kind: 'prepublishBlocked' };
    case ErrorCodes.prepublishWarnings:
      return { kind: 'prepublishWarnings' };
    case ErrorCodes.outOfOrder: {
      const refusal = orderRefusalOf(reason);
      return refusal ? { kind: 'outOfOrder', refusal } : { kind: 'server' };
    }
    default:
      return { kind: 'server' };
  }
}

const rethrowClassified = (reason: unknown): never => {
  throw classifyFailure(reason);
};

/** What the editor's actors are built over. */
export interface EditorActorDeps {
  api: Api;
  /** The page's local draft store. */
  drafts: () => DraftStore;
}

/** The named actors chapterEditorMachine declares, and the save the screen sends on leaving. */
export function createEditorActors({ api, drafts }: EditorActorDeps) {
  const { client } = api;

  /**
   * Creates or updates the chapter with the version its text is based on.
   * Rejects with a SaveFailure.
   */
  async function save(input: SaveInput, signal?: AbortSignal): Promise<ServerChapter> {
    // Saves toast nothing: the editor reports its own sync state (../quiet.ts).
    const options = { ...(signal ? bySignal(signal) : {}), middleware: [quietRequest] };
    const { fields } = input;
    const common = {
      title: fields.title,
      content: fields.content,
      author_note: fields.authorNote,
      is_vip: fields.isVip,
    };
    const update = (chapterId: string, version: number, replaceAll = false) =>
      api
        .unwrap(
          client.POST('/author/chapter/update', {
            body: {
              chapter_id: chapterId,
              version,
              ...common,
              ...(replaceAll ? { replace_all: true } : {}),
            },
            ...options,
          }),
        )
        .catch(rethrowClassified);
    if (input.kind === 'update') {
      return toServerChapter(await update(input.chapterId, input.version, input.replaceAll));
    }
    const created = await api
      .unwrap(
        client.POST('/author/chapter/create', {
          body: {
            book_id: input.bookId,
            volume_id: input.volumeId,
            ...common,
            ...(input.draftId ? { draft_id: input.draftId } : {}),
          },
          ...options,
        }),
      )
      .catch(rethrowClassified);
    // A create sent again answers the chapter the first one made (its answer
    // was lost), holding the text of that first send: bring it up to this
    // text with an ordinary, version-checked save.
    const stale =
      created.title !== fields.title.trim() ||
      created.content !== fields.content ||
      created.author_note !== fields.authorNote ||
      created.is_vip !== fields.isVip;
    return toServerChapter(stale ? await update(created.id, created.version) : created);
  }

  return {
    load: fromPromise<LoadResult, LoadInput>(async ({ input, signal }) => {
      const options = bySignal(signal);
      const byBook = { params: { query: { book_id: input.bookId } }, ...options };
      // No answer from the server (offline): the machine opens the local
      // draft alone. Any other failure is the load's own.
      const noServer = (reason: unknown): never => {
        throw isUnreachable(reason) ? ({ kind: 'network' } satisfies SaveFailure) : reason;
      };
      const [book, volumes, chapter, draft] = await Promise.all([
        api.unwrap(client.GET('/author/book/info', byBook)),
        api.unwrap(client.GET('/author/volume/list', byBook)),
        input.chapterId
          ? api.unwrap(
              client.GET('/author/chapter/info', {
                params: { query: { chapter_id: input.chapterId } },
                ...options,
              }),
            )
          : Promise.resolve(null),
        drafts()
          .get(input.draftKey)
          .catch(() => null),
      ]).catch(noServer);
      const facts: BookFacts = {
        id: book.id,
        title: book.title,
        allowVip: book.allow_vip,
        volumes: volumes.list.map((v) => ({ id: v.id, title: v.title })),
      };
      return { book: facts, chapter: chapter ? toServerChapter(chapter) : null, draft };
    }),
    readDraft: fromPromise<LocalDraft | null, ReadDraftInput>(({ input }) =>
      drafts().get(input.draftKey),
    ),
    save: fromPromise<ServerChapter, SaveInput>(({ input, signal }) => save(input, signal)),
    writeDraft: fromPromise<void, DraftWrite>(({ input }) =>
      drafts().save(input.draft, { takeOver: input.takeOver }),
    ),
    /**
     * The page's next idle moment (requestIdleCallback; the next task where
     * the browser has none): a keystroke's frame is drawn before its local
     * write. The machine bounds the wait (localWriteIdleLimit).
     */
    whenIdle: fromPromise<void, void>(
      ({ signal }) =>
        new Promise<void>((resolve) => {
          if (typeof requestIdleCallback === 'function') {
            const id = requestIdleCallback(() => resolve());
            signal.addEventListener('abort', () => cancelIdleCallback(id));
          } else {
            const id = setTimeout(resolve, 0);
            signal.addEventListener('abort', () => clearTimeout(id));
          }
        }),
    ),
    /**
     * Publishes or schedules the chapter, with the earlier chapters the author
     * sends along (one request in reading order) or out of order when chosen.
     */
    publish: fromPromise<PublishResult, PublishInput>(async ({ input, signal }) => {
      const body = {
        chapter_ids: [...(input.withEarlier ?? []), input.chapterId],
        ...(input.publishAt ? { publish_at: input.publishAt } : {}),
        ...(input.outOfOrder ? { out_of_order: true } : {}),
        ...(input.warningsAcknowledged ? { warnings_acknowledged: true } : {}),
      };
      const result = await api
        .unwrap(client.POST('/author/chapter/publish', { body, ...bySignal(signal) }))
        .catch(rethrowClassified);
      return toPublishResult(result.list, input.chapterId);
    }),
    unschedule: fromPromise<PublishResult, { chapterId: string }>(async ({ input, signal }) => {
      const body = { chapter_ids: [input.chapterId] };
      const result = await api
        .unwrap(client.POST('/author/chapter/unschedule', { body, ...bySignal(signal) }))
        .catch(rethrowClassified);
      return toPublishResult(result.list, input.chapterId);
    }),
    /**
     * Applies or discards the pending revision, or restores an old version,
     * at the version the editor's text is based on. Rejects with a SaveFailure.
     */
    replaceText: fromPromise<ServerChapter, ReplaceTextInput>(async ({ input, signal }) => {
      const at = { chapter_id: input.chapterId, version: input.version };
      const options = bySignal(signal);
      const answer =
        input.kind === 'restore'
          ? client.POST('/author/chapter/version/restore', {
              body: { ...at, version_id: input.versionId },
              ...options,
            })
          : client.POST(
              input.kind === 'apply'
                ? '/author/chapter/revision/apply'
                : '/author/chapter/revision/discard',
              {
                body:
                  input.kind === 'apply' && input.warningsAcknowledged
                    ? { ...at, warnings_acknowledged: true }
                    : at,
                ...options,
              },
            );
      return toServerChapter(await api.unwrap(answer).catch(rethrowClassified));
    }),
    /**
     * A save outside any actor, for text still waiting for its debounce when
     * the author leaves the screen: the editor's actor is stopping, so this
     * one must not be tied to its signal.
     */
    saveNow: (input: SaveInput) => save(input),
  };
}
