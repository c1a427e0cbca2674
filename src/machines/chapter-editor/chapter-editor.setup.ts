/**
 * The chapter editor's setup: the actors it declares, its delays, guards and
 * named actions. Its states are in ./chapter-editor.machine.ts, what its
 * actions compute in ./chapter-editor.logic.ts.
 */
import { assertEvent, assign, emit, raise, setup } from 'xstate';
import type { LocalDraft } from '../../lib/draft-store';
import { countWords } from '../../lib/word-count';
import { declaredActor } from '../common/declared-actor';
import { orderChoices } from '../common/reading-order';
import {
  editedChanges,
  type FailureParams,
  failureKind,
  hasPendingRevision,
  intentAfterChoice,
  intentOf,
  isFailure,
  loadedChanges,
  mineChanges,
  offlineDraftChanges,
  publishedChanges,
  replacedChanges,
  replaceErrorOf,
  retryDelay,
  savedChanges,
  theirsChanges,
  validateFields,
} from './chapter-editor.logic';
import {
  type ChapterEditorContext,
  type ChapterEditorEmitted,
  type ChapterEditorEvent,
  type ChapterEditorInput,
  type DeskIntent,
  type DraftWrite,
  EDITOR_ERRORS,
  type LoadInput,
  type LoadResult,
  type PublishInput,
  type PublishResult,
  type ReadDraftInput,
  type ReplaceTextInput,
  type SaveFailure,
  type SaveInput,
  type ServerChapter,
} from './chapter-editor.types';

export const chapterEditorSetup = setup({
  types: {
    context: {} as ChapterEditorContext,
    events: {} as ChapterEditorEvent,
    input: {} as ChapterEditorInput,
    emitted: {} as ChapterEditorEmitted,
  },
  actors: {
    /** Rejects with a SaveFailure of kind `network` when the server could not be reached. */
    load: declaredActor<LoadResult, LoadInput>('chapterEditor', 'load'),
    /** The local draft alone (null when there is none), for opening with no server. */
    readDraft: declaredActor<LocalDraft | null, ReadDraftInput>('chapterEditor', 'readDraft'),
    save: declaredActor<ServerChapter, SaveInput>('chapterEditor', 'save'),
    writeDraft: declaredActor<void, DraftWrite>('chapterEditor', 'writeDraft'),
    /** Done at the page's next idle moment: after the frame a keystroke asked for is drawn. */
    whenIdle: declaredActor<void, void>('chapterEditor', 'whenIdle'),
    publish: declaredActor<PublishResult, PublishInput>('chapterEditor', 'publish'),
    unschedule: declaredActor<PublishResult, { chapterId: string }>('chapterEditor', 'unschedule'),
    replaceText: declaredActor<ServerChapter, ReplaceTextInput>('chapterEditor', 'replaceText'),
  },
  delays: {
    /** Quiet time after the last keystroke before the server copy is saved. */
    autosaveDebounce: 2000,
    /**
     * The longest a change waits for the page to be idle before its local
     * write starts anyway: the bound on how long a keystroke is only in this
     * tab's memory (plus the write itself, a few milliseconds).
     */
    localWriteIdleLimit: 50,
    /**
     * How long a local write may take before the author is told the latest
     * text is not on the device yet (a write normally takes milliseconds).
     */
    localWriteSlow: 1000,
    /** How far the word count may lag behind the text while the author types. */
    wordCountDelay: 200,
    /** Wait before retrying a failed save; grows with each failure. */
    retryBackoff: ({ context }) => retryDelay(context.retries),
  },
  guards: {
    isDirty: ({ context }) => context.rev !== context.syncedRev,
    isOffline: ({ context }) => !context.online,
    isLoggedOut: ({ context }) => !context.loggedIn,
    /** A chapter the server does not have yet needs a title and a volume first. */
    cannotCreateYet: ({ context }) =>
      context.chapterId === null &&
      (context.fields.title.trim() === '' || context.volumeId === null),
    hasInvalidFields: ({ context }) => Object.keys(validateFields(context.fields)).length > 0,
    needsWrite: ({ context }) => context.persistRev !== context.writtenRev,
    /** Text the server does not have (a synced record is removed, but read defensively). */
    isUnsyncedDraft: (_, params: { draft: LocalDraft | null }) =>
      params.draft !== null && !params.draft.synced,
    bookKnown: ({ context }) => context.book !== null,
    opensInConflict: ({ context }) => context.conflict !== null,
    canPublishNow: ({ context }) => context.chapterId !== null && context.rev === context.syncedRev,
    /** A chapter the server does not have yet: its first save creates it. */
    isNewChapter: ({ context }) => context.chapterId === null,
    isScheduled: ({ context }) => context.server?.status === 'scheduled',
    /** Readers have (or will get) another text than the author's: there is something to apply or drop. */
    hasRevision: ({ context }) =>
      hasPendingRevision(context.server, context.rev !== context.syncedRev),
    /** Only a chapter the server has has versions to restore. */
    isSavedChapter: ({ context }) => context.chapterId !== null,
    intentIs: ({ context }, params: { kind: DeskIntent['kind'] }) =>
      context.intent.kind === params.kind,
    /** The way out the author picked is one the refusal offers. */
    isOfferedOrderChoice: ({ context, event }) =>
      event.type === 'order.choose' &&
      context.orderRefusal !== null &&
      orderChoices(context.orderRefusal).includes(event.choice),
    /** The save or publish failed in one of these ways (see SaveFailure). */
    failedAs: (_, params: { error: unknown; kinds: readonly SaveFailure['kind'][] }) => {
      const kind = failureKind(params.error);
      return kind !== null && params.kinds.includes(kind);
    },
  },
  actions: {
    assignLoaded: assign(({ context }, params: { result: LoadResult }) =>
      loadedChanges(context, params.result),
    ),
    assignLoadError: assign({ error: EDITOR_ERRORS.load }),
    assignOfflineDraft: assign(({ context }, params: { draft: LocalDraft }) =>
      offlineDraftChanges(context, params.draft),
    ),
    assignOfflineNoDraft: assign({ error: EDITOR_ERRORS.offlineNoDraft }),
    // Only the book: the server's copy came with the save that settled.
    assignBookFacts: assign((_, params: { result: LoadResult }) => ({
      book: params.result.book,
      openedOffline: false,
    })),
    assignChange: assign(({ context, event }) => {
      assertEvent(event, 'editor.change');
      return editedChanges(context, event);
    }),
    assignWordCount: assign(({ context }) => ({ wordCount: countWords(context.fields.content) })),
    requestPersist: assign(({ context }) => ({ persistRev: context.persistRev + 1 })),
    raisePersist: raise({ type: 'local.persist' }),
    raiseEdited: raise({ type: 'sync.edited' }),
    raiseSettled: raise({ type: 'sync.settled' }),
    raiseStuck: raise({ type: 'sync.stuck' }),
    raiseFlush: raise({ type: 'editor.flush' }),
    startWrite: assign(({ context }) => ({ writingRev: context.persistRev })),
    assignWritten: assign(({ context }) => ({
      writtenRev: context.writingRev,
      localFailed: false,
      takeOver: false,
    })),
    assignWriteFailed: assign(({ context }) => ({
      writtenRev: context.writingRev,
      localFailed: true,
    })),
    startSave: assign(({ context }) => ({ sendingRev: context.rev })),
    assignSaved: assign(({ context }, params: { chapter: ServerChapter }) =>
      savedChanges(context, params.chapter),
    ),
    emitCreated: emit(({ context }) => ({
      type: 'editor.created' as const,
      chapterId: context.chapterId ?? '',
    })),
    countRetry: assign(({ context }) => ({ retries: context.retries + 1 })),
    assignConflict: assign((_, { error }: FailureParams) =>
      isFailure(error) && error.kind === 'conflict' ? { conflict: error.current } : {},
    ),
    assignServerErrors: assign((_, { error }: FailureParams) =>
      isFailure(error) && error.kind === 'invalid' ? { fieldErrors: error.errors } : {},
    ),
    assignLocalErrors: assign(({ context }) => ({ fieldErrors: validateFields(context.fields) })),
    assignBlocked: assign((_, { error }: FailureParams) => ({
      error: failureKind(error) === 'notFound' ? EDITOR_ERRORS.notFound : EDITOR_ERRORS.notAllowed,
    })),
    keepMine: assign(({ context }) => mineChanges(context)),
    useTheirs: assign(({ context }) => theirsChanges(context)),
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    setLoggedIn: assign({ loggedIn: true }),
    setLoggedOut: assign({ loggedIn: false }),
    assignIntent: assign(({ event }) => {
      assertEvent(event, [
        'editor.publish',
        'revision.apply',
        'revision.discard',
        'version.restore',
      ]);
      return { intent: intentOf(event), publishError: null, publishFieldErrors: {} };
    }),
    startReplace: assign(({ context }) => ({ intentRev: context.rev })),
    assignReplaced: assign(({ context }, params: { chapter: ServerChapter }) =>
      replacedChanges(context, params.chapter),
    ),
    emitReplaced: emit(({ context }) => ({
      type: 'editor.textReplaced' as const,
      by: context.intent.kind === 'publish' ? 'apply' : context.intent.kind,
    })),
    // The sync region shows both texts (an apply or discard answered 104001).
    raiseConflicted: raise({ type: 'sync.conflicted' }),
    assignReplaceFailed: assign(({ context }, { error }: FailureParams) => ({
      publishError: replaceErrorOf(context.intent, failureKind(error)),
    })),
    assignPublishNeedsSave: assign({ publishError: EDITOR_ERRORS.publishNeedsSave }),
    assignPublished: assign(({ context }, params: { result: PublishResult }) =>
      publishedChanges(context, params.result),
    ),
    emitPublished: emit(({ context }) => ({
      type: 'editor.published' as const,
      status: context.server?.status ?? 'draft',
      publishAt: context.server?.publishAt ?? null,
    })),
    assignOrderRefusal: assign((_, { error }: FailureParams) =>
      isFailure(error) && error.kind === 'outOfOrder'
        ? { orderRefusal: error.refusal, publishError: null, publishFieldErrors: {} }
        : {},
    ),
    assignOrderChoice: assign(({ context, event }) => {
      assertEvent(event, 'order.choose');
      if (!context.orderRefusal) return {};
      return {
        intent: intentAfterChoice(context.intent, context.orderRefusal, event.choice),
        orderRefusal: null,
      };
    }),
    clearOrderRefusal: assign({ orderRefusal: null }),
    assignPublishFailed: assign((_, { error }: FailureParams) => {
      if (isFailure(error) && error.kind === 'invalid') {
        return { publishFieldErrors: error.errors, publishError: null };
      }
      if (isFailure(error) && error.kind === 'prepublishBlocked') {
        return { publishError: EDITOR_ERRORS.prepublishBlocked };
      }
      if (isFailure(error) && error.kind === 'prepublishWarnings') {
        return { publishError: EDITOR_ERRORS.prepublishWarnings };
      }
      return { publishError: EDITOR_ERRORS.publish };
    }),
  },
});
