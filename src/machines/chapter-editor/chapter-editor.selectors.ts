/**
 * What the editor's views read, one primitive or stable object each
 * (docs/conventions.md, Views). Re-exported by ./chapter-editor.machine.ts.
 */
import type { SnapshotFrom } from 'xstate';
import type { OrderRefusal } from '../common/reading-order';
import { hasPendingRevision, restoredDraftSaved, saveInputOf } from './chapter-editor.logic';
import type { chapterEditorMachine } from './chapter-editor.machine';
import type {
  BookFacts,
  DeskIntent,
  EditorErrorId,
  RestoredDraft,
  SaveInput,
  ServerChapter,
  SyncStatus,
} from './chapter-editor.types';

export type EditorSnapshot = SnapshotFrom<typeof chapterEditorMachine>;

/** The sync region's states the status line names; check, waiting and send are 'unsaved'. */
const SYNC_STATES: readonly string[] = [
  'saved',
  'saving',
  'retrying',
  'offline',
  'paused',
  'incomplete',
  'invalid',
  'conflict',
  'blocked',
] satisfies SyncStatus[];
const isNamedSyncState = (state: string): state is SyncStatus => SYNC_STATES.includes(state);

/**
 * Read off the state value rather than asked with s.matches() state by
 * state: the status line runs this on every snapshot, i.e. every keystroke.
 */
export const selectSyncStatus = (s: EditorSnapshot): SyncStatus => {
  const value = s.value;
  if (typeof value === 'string') {
    return value === 'opening' || value === 'openingOffline' ? 'loading' : value;
  }
  const sync = value.editing.sync;
  return isNamedSyncState(sync) ? sync : 'unsaved';
};
/**
 * Opened from this device's draft with no server (offline): the text is the
 * device's, not yet on the server. Off once the server has it.
 */
export const selectOpenedOffline = (s: EditorSnapshot): boolean => s.context.openedOffline;
/** True once the chapter is open for editing. */
export const selectIsEditing = (s: EditorSnapshot): boolean => s.matches('editing');
/** Text the server does not have yet (warn before leaving). */
export const selectIsDirty = (s: EditorSnapshot): boolean => s.context.rev !== s.context.syncedRev;
/** The server cannot get the text by itself (offline, failing, logged out, in conflict...). */
export const selectIsStuck = (s: EditorSnapshot): boolean => s.hasTag('stuck');
/**
 * The update that would send the text the server does not have yet, or null
 * (nothing unsent, or a chapter the server has not created).
 */
export const selectPendingUpdate = (s: EditorSnapshot): SaveInput | null => {
  const { chapterId, baseVersion } = s.context;
  if (!selectIsDirty(s) || chapterId === null || baseVersion === null) return null;
  return saveInputOf(s.context);
};
export const selectTitle = (s: EditorSnapshot): string => s.context.fields.title;
export const selectContent = (s: EditorSnapshot): string => s.context.fields.content;
/** True while the chapter has no text (the box shows its placeholder). */
export const selectContentIsEmpty = (s: EditorSnapshot): boolean => s.context.fields.content === '';
export const selectAuthorNote = (s: EditorSnapshot): string => s.context.fields.authorNote;
export const selectIsVip = (s: EditorSnapshot): boolean => s.context.fields.isVip;
export const selectWordCount = (s: EditorSnapshot): number => s.context.wordCount;
export const selectVolumeId = (s: EditorSnapshot): string | null => s.context.volumeId;
export const selectBook = (s: EditorSnapshot): BookFacts | null => s.context.book;
export const selectChapterId = (s: EditorSnapshot): string | null => s.context.chapterId;
/** The server's copy as last seen; the same object until it changes. */
export const selectServer = (s: EditorSnapshot): ServerChapter | null => s.context.server;
export const selectConflict = (s: EditorSnapshot): ServerChapter | null => s.context.conflict;
/** This device's draft put back by itself on opening; null once the author edits after it is saved. */
export const selectRestoredDraft = (s: EditorSnapshot): RestoredDraft | null =>
  s.context.restoredDraft;
/** The draft put back on opening has reached the server. */
export const selectRestoredDraftSaved = (s: EditorSnapshot): boolean =>
  restoredDraftSaved(s.context);
export const selectFieldErrors = (s: EditorSnapshot): Readonly<Record<string, string>> =>
  s.context.fieldErrors;
export const selectError = (s: EditorSnapshot): EditorErrorId | null => s.context.error;
export const selectLocalFailed = (s: EditorSnapshot): boolean => s.context.localFailed;
/** Epoch ms of the last successful server save, or null. */
export const selectSyncedAt = (s: EditorSnapshot): number | null => s.context.syncedAt;
/** True once every change is in the local store. */
export const selectLocalSaved = (s: EditorSnapshot): boolean =>
  s.context.writtenRev === s.context.persistRev && !s.context.localFailed;
/**
 * True while a local write has been going on for longer than it should
 * (`localWriteSlow`): what the status line says. Not selectLocalSaved, which
 * turns false and true again at every keystroke.
 */
export const selectLocalBehind = (s: EditorSnapshot): boolean => s.hasTag('localBehind');
export const selectIsPublishing = (s: EditorSnapshot): boolean => s.hasTag('publishing');
export const selectPublishError = (s: EditorSnapshot): EditorErrorId | null =>
  s.context.publishError;
export const selectPublishFieldErrors = (s: EditorSnapshot): Readonly<Record<string, string>> =>
  s.context.publishFieldErrors;

/**
 * Which text the author is editing, as the editor says it: a chapter not
 * created yet, a draft, a trashed chapter, or a published or scheduled one
 * with or without a pending revision (edits readers do not have yet, on the
 * server or still only here).
 */
export type EditedText =
  | 'new'
  | 'draft'
  | 'trashed'
  | 'published'
  | 'publishedRevision'
  | 'scheduled'
  | 'scheduledRevision';

export const selectEditedText = (s: EditorSnapshot): EditedText => {
  const { server } = s.context;
  if (!server) return 'new';
  if (server.status === 'draft' || server.status === 'trashed') return server.status;
  return hasPendingRevision(server, selectIsDirty(s)) ? `${server.status}Revision` : server.status;
};
/** True when there is a pending revision to apply or discard. */
export const selectHasRevision = (s: EditorSnapshot): boolean =>
  hasPendingRevision(s.context.server, selectIsDirty(s));
/** Words of the text readers have (or get when scheduled); null for a chapter not created. */
export const selectOwnWordCount = (s: EditorSnapshot): number | null =>
  s.context.server?.ownWordCount ?? null;
/** What the last publish, apply, discard or restore was (its error is shown beside it). */
export const selectIntentKind = (s: EditorSnapshot): DeskIntent['kind'] => s.context.intent.kind;
/** When the publish being carried out (or last refused) goes out: null for now. */
export const selectPublishAt = (s: EditorSnapshot): string | null =>
  s.context.intent.kind === 'publish' ? s.context.intent.publishAt : null;
/** The out-of-order refusal the author is asked about; null otherwise. */
export const selectOrderRefusal = (s: EditorSnapshot): OrderRefusal | null =>
  s.hasTag('orderRefused') ? s.context.orderRefusal : null;
/** The refused publish was to go out now (not a schedule). */
export const selectPublishesNow = (s: EditorSnapshot): boolean =>
  s.context.intent.kind === 'publish' && s.context.intent.publishAt === null;
