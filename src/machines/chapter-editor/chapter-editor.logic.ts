/**
 * The chapter editor's pure rules: the fields' limits, the retry backoff,
 * and what each step does to the context (an opened chapter, a change, a
 * save, a conflict settled, a publish). The machine
 * (./chapter-editor.machine.ts) names them as its actions and guards; tests
 * may call them directly.
 */
import { codePointLength, FIELD_LIMITS } from '../../lib/contract';
import type { DraftFields, LocalDraft } from '../../lib/draft-store';
import { countWords } from '../../lib/word-count';
import {
  earlierIds,
  type OrderChoice,
  type OrderRefusal,
  timeAfterEarlier,
} from '../common/reading-order';
import {
  type ChapterEditorContext,
  type ChapterEditorEvent,
  type ChapterStatus,
  type ChapterTextState,
  type DeskIntent,
  EDITOR_ERRORS,
  type EditorErrorId,
  type LoadResult,
  type PublishInput,
  type PublishResult,
  type ReplaceTextInput,
  type SaveFailure,
  type SaveInput,
  type ServerChapter,
} from './chapter-editor.types';

type Changes = Partial<ChapterEditorContext>;

/** The contract's limits of the fields the author edits (ChapterTitle, ChapterContent, AuthorNote). */
export const LIMITS = {
  title: FIELD_LIMITS.chapterTitle.max,
  content: FIELD_LIMITS.chapterContent.max,
  authorNote: FIELD_LIMITS.authorNote.max,
} as const;

/** Longest wait between two retries of a failed save. */
const MAX_RETRY_MS = 60_000;

/** Backoff of the n-th retry (from 1): 2 s, 4 s, 8 s ... up to a minute. */
export function retryDelay(attempt: number): number {
  return Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.max(1, attempt));
}

/** The fields of a chapter with no text yet. */
export const EMPTY_FIELDS: DraftFields = { title: '', content: '', authorNote: '', isVip: false };

/** Field -> message id for what the server would refuse; empty when it would accept. */
export function validateFields(fields: DraftFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (codePointLength(fields.title) > LIMITS.title) errors.title = 'validation.tooLong';
  if (codePointLength(fields.content) > LIMITS.content) errors.content = 'validation.tooLong';
  if (codePointLength(fields.authorNote) > LIMITS.authorNote)
    errors.author_note = 'validation.tooLong';
  return errors;
}

/** True when two texts are the same, field by field. */
function sameFields(a: DraftFields, b: DraftFields): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.authorNote === b.authorNote &&
    a.isVip === b.isVip
  );
}

/** The API's name of each field, as `body.errors` keys them. */
const API_FIELD: Record<keyof DraftFields, string> = {
  title: 'title',
  content: 'content',
  authorNote: 'author_note',
  isVip: 'is_vip',
};

/** Only the fields of the text, from a chapter or a draft. */
export const pickFields = (f: DraftFields): DraftFields => ({
  title: f.title,
  content: f.content,
  authorNote: f.authorNote,
  isVip: f.isVip,
});

/** The local store's key of the chapter's draft (LocalDraft.key). */
export function draftKeyOf(context: Pick<ChapterEditorContext, 'chapterId' | 'draftId'>): string {
  return context.chapterId ? `chapter:${context.chapterId}` : `new:${context.draftId ?? ''}`;
}

/** What the local store should hold now. */
export function localDraftOf(context: ChapterEditorContext): LocalDraft {
  const { chapterId, draftId } = context;
  return {
    key: draftKeyOf(context),
    bookId: context.bookId,
    chapterId,
    draftId,
    volumeId: context.volumeId,
    baseVersion: context.baseVersion,
    synced: context.rev === context.syncedRev,
    savedAt: context.editedAt,
    owner: context.owner,
    ...context.fields,
  };
}

/** True for a SaveFailure (what the save and publish actors reject with). */
export function isFailure(error: unknown): error is SaveFailure {
  return (
    typeof error === 'object' && error !== null && typeof (error as SaveFailure).kind === 'string'
  );
}
/** The kind of a failure, or null for anything that is not a SaveFailure. */
export const failureKind = (error: unknown): SaveFailure['kind'] | null =>
  isFailure(error) ? error.kind : null;

/**
 * An opened chapter: the server's copy, this device's unsent draft put back
 * (still on the server's version), or both in conflict (the server moved on).
 */
export function loadedChanges(context: ChapterEditorContext, result: LoadResult): Changes {
  const { book, chapter } = result;
  const draft = result.draft && !result.draft.synced ? result.draft : null;
  const lastVolume = book.volumes[book.volumes.length - 1]?.id ?? null;
  const base = {
    book,
    server: chapter,
    volumeId: chapter?.volumeId ?? draft?.volumeId ?? context.volumeId ?? lastVolume,
    error: null,
  };
  if (chapter) {
    const serverFields = pickFields(chapter);
    const clean = {
      ...base,
      fields: serverFields,
      wordCount: countWords(chapter.content),
      baseVersion: chapter.version,
    };
    if (!draft || sameFields(draft, serverFields)) return clean;
    const drafted = {
      ...clean,
      fields: pickFields(draft),
      wordCount: countWords(draft.content),
      rev: 1,
      syncedRev: 0,
      editedAt: draft.savedAt,
      takeOver: true,
    };
    // Written on the very version the server still has (typically offline):
    // nothing was saved elsewhere since, so the draft is simply the latest
    // text. It is put back and sent by itself; asking here only gave one
    // wrong click the power to drop it.
    if (draft.baseVersion === chapter.version) {
      return {
        ...drafted,
        restoredDraft: { savedAt: draft.savedAt, words: drafted.wordCount, rev: drafted.rev },
      };
    }
    // The server moved on since this draft was written (another tab or
    // device saved), or holds a version the draft never saw: show both
    // rather than pick one.
    return { ...drafted, baseVersion: draft.baseVersion, conflict: chapter };
  }
  // A new chapter's draft has nothing to compete with: it is simply back.
  if (draft) {
    return {
      ...base,
      fields: pickFields(draft),
      wordCount: countWords(draft.content),
      rev: 1,
      syncedRev: 0,
      editedAt: draft.savedAt,
    };
  }
  return base;
}

/**
 * A chapter opened from this device's draft alone (the server could not be
 * reached): the draft's text, still to be sent on the version it was
 * edited from (a conflict then goes the usual way), and the record taken
 * over, so the save that reaches the server removes it whoever wrote it.
 */
export function offlineDraftChanges(context: ChapterEditorContext, draft: LocalDraft): Changes {
  return {
    chapterId: draft.chapterId ?? context.chapterId,
    volumeId: draft.volumeId ?? context.volumeId,
    fields: pickFields(draft),
    wordCount: countWords(draft.content),
    baseVersion: draft.baseVersion,
    rev: 1,
    syncedRev: 0,
    editedAt: draft.savedAt,
    takeOver: true,
    openedOffline: true,
    error: null,
  };
}

/** One keystroke (or a choice) of the author. The word count follows later (`count` region). */
export function editedChanges(
  context: ChapterEditorContext,
  event: Extract<ChapterEditorEvent, { type: 'editor.change' }>,
): Changes {
  const editedAt = context.now();
  if (event.field === 'volumeId') {
    // Only a chapter not created yet can choose; moving is /chapter-manage's job.
    return context.chapterId === null ? { volumeId: event.value, editedAt } : {};
  }
  const fields = { ...context.fields, [event.field]: event.value };
  // An edited field's error goes; the others stay until the next save says.
  const errorKey = API_FIELD[event.field];
  const fieldErrors =
    errorKey in context.fieldErrors
      ? Object.fromEntries(Object.entries(context.fieldErrors).filter(([k]) => k !== errorKey))
      : context.fieldErrors;
  const rev = context.rev + 1;
  return {
    fields,
    rev,
    editedAt,
    fieldErrors,
    ...(restoredDraftSaved(context) ? { restoredDraft: null } : {}),
    ...('replaceAll' in event && event.replaceAll ? { replacedAllRev: rev } : {}),
  };
}

/** A draft put back by itself on opening has reached the server. */
export function restoredDraftSaved(
  context: Pick<ChapterEditorContext, 'restoredDraft' | 'syncedRev'>,
): boolean {
  return context.restoredDraft !== null && context.syncedRev >= context.restoredDraft.rev;
}

/** The server took the text: it is the new base. */
export function savedChanges(context: ChapterEditorContext, chapter: ServerChapter): Changes {
  return {
    server: chapter,
    chapterId: chapter.id,
    volumeId: chapter.volumeId,
    baseVersion: chapter.version,
    syncedRev: context.sendingRev,
    syncedAt: context.now(),
    retries: 0,
    fieldErrors: {},
    error: null,
  };
}

/** A conflict settled by taking the server's text. */
export function theirsChanges(context: ChapterEditorContext): Changes {
  const theirs = context.conflict;
  if (!theirs) return {};
  const rev = context.rev + 1;
  return {
    server: theirs,
    fields: pickFields(theirs),
    wordCount: countWords(theirs.content),
    baseVersion: theirs.version,
    rev,
    syncedRev: rev,
    syncedAt: context.now(),
    conflict: null,
    retries: 0,
  };
}

/** A conflict settled by keeping this text: it is sent again on the server's version. */
export function mineChanges(context: ChapterEditorContext): Changes {
  const theirs = context.conflict;
  if (!theirs) return {};
  return { baseVersion: theirs.version, server: theirs, conflict: null, retries: 0 };
}

/** What publishing (or unscheduling) changed on the server's copy. */
export function publishedChanges(context: ChapterEditorContext, result: PublishResult): Changes {
  if (!context.server) return {};
  const { server } = context;
  // A pending revision stays pending through publishing a scheduled chapter;
  // unscheduling folds it into the draft, whose saves are its text.
  const keepsRevision = server.textState === 'revision' && result.status !== 'draft';
  return {
    server: {
      ...server,
      status: result.status,
      textState: keepsRevision ? 'revision' : textStateOfStatus(result.status),
      ownWordCount: keepsRevision ? server.ownWordCount : countWords(server.content),
      publishAt: result.publishAt,
      publishedAt: result.publishedAt,
      version: result.version,
    },
    // Publishing does not change the text; a version bump (if any) is the new base.
    baseVersion: context.baseVersion === server.version ? result.version : context.baseVersion,
  };
}

/** The text state of a chapter with no pending revision. */
function textStateOfStatus(status: ChapterStatus): ChapterTextState {
  return status === 'published' || status === 'scheduled' ? status : 'draft';
}

/**
 * The server's answer to an apply, discard or restore. The author's text
 * becomes the answer's when nothing was typed since the call went out (a
 * discard or restore changes it); a keystroke made meanwhile is kept and
 * saved on the new version as the next revision, never overwritten.
 */
export function replacedChanges(context: ChapterEditorContext, chapter: ServerChapter): Changes {
  const base = { server: chapter, baseVersion: chapter.version, retries: 0, error: null };
  if (context.rev !== context.intentRev) return base;
  const rev = context.rev + 1;
  return {
    ...base,
    fields: pickFields(chapter),
    wordCount: countWords(chapter.content),
    rev,
    syncedRev: rev,
    syncedAt: context.now(),
  };
}

/** True when readers have (or will get) a text other than the one being edited. */
export function hasPendingRevision(server: ServerChapter | null, dirty: boolean): boolean {
  if (!server || (server.status !== 'published' && server.status !== 'scheduled')) return false;
  return server.textState === 'revision' || dirty;
}

/** The `save` actor's input: create a chapter the server does not have, else update. */
/** A replace all the server has not seen yet is in the text. */
const carriesReplaceAll = (context: ChapterEditorContext): boolean =>
  context.replacedAllRev !== null && context.replacedAllRev > context.syncedRev;

export function saveInputOf(context: ChapterEditorContext): SaveInput {
  return context.chapterId === null || context.baseVersion === null
    ? {
        kind: 'create',
        bookId: context.bookId,
        volumeId: context.volumeId ?? '',
        draftId: context.draftId,
        fields: context.fields,
      }
    : {
        kind: 'update',
        chapterId: context.chapterId,
        version: context.baseVersion,
        fields: context.fields,
        ...(carriesReplaceAll(context) ? { replaceAll: true } : {}),
      };
}

/** What the failure actions read: the error a save or publish actor rejected with. */
export interface FailureParams {
  error: unknown;
}

/** The params of a failure action, from the error event of an invoke. */
export const errorOf = ({ event }: { event: { error: unknown } }): FailureParams => ({
  error: event.error,
});

/** The guard of an onError transition taken for these kinds of SaveFailure. */
export const failedAs = (...kinds: SaveFailure['kind'][]) => ({
  type: 'failedAs' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, kinds }),
});

/** What an author's request asks the publish region to carry out. */
export function intentOf(
  event: Extract<
    ChapterEditorEvent,
    { type: 'editor.publish' | 'revision.apply' | 'revision.discard' | 'version.restore' }
  >,
): DeskIntent {
  switch (event.type) {
    case 'editor.publish':
      return event.warningsAcknowledged
        ? { kind: 'publish', publishAt: event.publishAt, warningsAcknowledged: true }
        : { kind: 'publish', publishAt: event.publishAt };
    case 'revision.apply':
      return event.warningsAcknowledged
        ? { kind: 'apply', warningsAcknowledged: true }
        : { kind: 'apply' };
    case 'revision.discard':
      return { kind: 'discard' };
    case 'version.restore':
      return { kind: 'restore', versionId: event.versionId };
  }
}

/** The `publish` actor's input for the intent being carried out. */
export function publishInputOf(context: ChapterEditorContext): PublishInput {
  const { intent } = context;
  const chapterId = context.chapterId ?? '';
  if (intent.kind !== 'publish') return { chapterId, publishAt: null };
  return {
    chapterId,
    publishAt: intent.publishAt,
    ...(intent.withEarlier ? { withEarlier: intent.withEarlier } : {}),
    ...(intent.outOfOrder ? { outOfOrder: true } : {}),
    ...(intent.warningsAcknowledged ? { warningsAcknowledged: true } : {}),
  };
}

/**
 * The publish intent once the author picked a way out of an out-of-order
 * refusal: the same time with the earlier chapters sent along, a minute
 * after the last of them, or the same request marked as chosen.
 */
export function intentAfterChoice(
  intent: DeskIntent,
  refusal: OrderRefusal,
  choice: OrderChoice,
): DeskIntent {
  const publishAt = intent.kind === 'publish' ? intent.publishAt : null;
  // Warnings the author already read stay read whichever way out is chosen.
  const read = intent.kind === 'publish' && intent.warningsAcknowledged;
  const kept = read ? { warningsAcknowledged: true } : {};
  switch (choice) {
    case 'earlierFirst':
      return { kind: 'publish', publishAt, withEarlier: earlierIds(refusal), ...kept };
    case 'scheduleAfter':
      return { kind: 'publish', publishAt: timeAfterEarlier(refusal) ?? publishAt, ...kept };
    case 'anyway':
      return { kind: 'publish', publishAt, outOfOrder: true, ...kept };
  }
}

/** The `replaceText` actor's input for the intent being carried out. */
export function replaceInputOf(context: ChapterEditorContext): ReplaceTextInput {
  const chapterId = context.chapterId ?? '';
  const version = context.baseVersion ?? 0;
  const { intent } = context;
  if (intent.kind === 'restore') {
    return { kind: 'restore', chapterId, version, versionId: intent.versionId };
  }
  if (intent.kind === 'apply' && intent.warningsAcknowledged) {
    return { kind: 'apply', chapterId, version, warningsAcknowledged: true };
  }
  return { kind: intent.kind === 'discard' ? 'discard' : 'apply', chapterId, version };
}

/** The message of a failed apply, discard or restore. */
export function replaceErrorOf(
  intent: DeskIntent,
  failure: SaveFailure['kind'] | null,
): EditorErrorId {
  if (intent.kind === 'restore') return EDITOR_ERRORS.restore;
  // 103001: no revision waits any more (applied or dropped in another tab).
  if (failure === 'notAllowed') return EDITOR_ERRORS.noRevision;
  // 103003 / 103004: the revision's text holds words the rules block or warn
  // about; the findings panel shows them, and warnings may be read and applied.
  if (intent.kind === 'apply' && failure === 'prepublishBlocked') {
    return EDITOR_ERRORS.prepublishBlocked;
  }
  if (intent.kind === 'apply' && failure === 'prepublishWarnings') {
    return EDITOR_ERRORS.prepublishWarnings;
  }
  return intent.kind === 'discard' ? EDITOR_ERRORS.discard : EDITOR_ERRORS.apply;
}
