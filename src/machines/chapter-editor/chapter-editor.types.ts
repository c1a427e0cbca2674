/**
 * The chapter editor's vocabulary: what its actors take and give, its
 * events, what it emits, its context and the message ids it sets. The
 * machine is in ./chapter-editor.machine.ts, its pure rules in
 * ./chapter-editor.logic.ts.
 */
import type { ChapterStatus, ChapterTextState } from '../../lib/contract';
import type { DraftFields, LocalDraft } from '../../lib/draft-store';
import type { OrderChoice, OrderRefusal } from '../common/reading-order';

export type { ChapterStatus, ChapterTextState };

/** A chapter as the server holds it (the app adapts the API's Chapter to this). */
export interface ServerChapter extends DraftFields {
  readonly id: string;
  readonly bookId: string;
  readonly volumeId: string;
  readonly chapterNo: number;
  readonly version: number;
  readonly status: ChapterStatus;
  /**
   * Which text the fields are: the chapter's own (`draft`, `published`,
   * `scheduled`) or its pending revision (`revision`), which readers do not
   * have until the author applies it.
   */
  readonly textState: ChapterTextState;
  /** Words of the chapter's own text: what readers have (or get at `publishAt`). */
  readonly ownWordCount: number;
  readonly publishAt: string | null;
  readonly publishedAt: string | null;
  /** ISO-8601. */
  readonly updateTime: string;
  readonly prevChapterId: string | null;
  readonly nextChapterId: string | null;
}

/** A volume the author may put a new chapter in. */
export interface VolumeOption {
  readonly id: string;
  readonly title: string;
}

/** What the editor needs to know about the book. */
export interface BookFacts {
  readonly id: string;
  readonly title: string;
  /** Signed books may mark chapters VIP. */
  readonly allowVip: boolean;
  /** In reading order; new chapters go to the last one unless chosen. */
  readonly volumes: readonly VolumeOption[];
}

/** Input of the `load` actor. */
export interface LoadInput {
  readonly bookId: string;
  readonly chapterId: string | null;
  /** Key of the local draft to look for (see `draftKey`). */
  readonly draftKey: string;
}

/** Output of the `load` actor. A draft the store could not read is null. */
export interface LoadResult {
  readonly book: BookFacts;
  readonly chapter: ServerChapter | null;
  readonly draft: LocalDraft | null;
}

/** Input of the `readDraft` actor: the local draft alone, when the server cannot be reached. */
export interface ReadDraftInput {
  readonly draftKey: string;
}

/** Input of the `writeDraft` actor: the draft, and whether this tab took the record over. */
export interface DraftWrite {
  readonly draft: LocalDraft;
  readonly takeOver: boolean;
}

/** Input of the `save` actor: create a new chapter, or update with the version it was based on. */
export type SaveInput =
  | {
      readonly kind: 'create';
      readonly bookId: string;
      readonly volumeId: string;
      /**
       * The draft the chapter starts as: a create sent again under it (its
       * answer was lost) finds the chapter the first one made on the server.
       */
      readonly draftId: string | null;
      readonly fields: DraftFields;
    }
  | {
      readonly kind: 'update';
      readonly chapterId: string;
      readonly version: number;
      readonly fields: DraftFields;
      /** The text carries a replace-all the server has not seen. */
      readonly replaceAll?: boolean;
    };

/**
 * Why a save failed, as the app classifies the client's rejection. The
 * machine only reads `kind` (and `current` / `errors`):
 * - `network`: no answer (offline, refused, timed out);
 * - `server`: HTTP 5xx or an unexpected code; worth retrying;
 * - `session`: 100002 / 109017;
 * - `conflict`: 104001, with the chapter the server holds now;
 * - `invalid`: 101001, with field -> message id;
 * - `notFound` / `notAllowed`: 102001 / 103001, retrying will not help;
 * - `prepublishBlocked` / `prepublishWarnings`: 103003 / 103004, the pre-publish
 *   check refused publishing (its findings are in the editor's panel).
 */
export type SaveFailure =
  | {
      readonly kind:
        | 'network'
        | 'server'
        | 'session'
        | 'notFound'
        | 'notAllowed'
        | 'prepublishBlocked'
        | 'prepublishWarnings';
    }
  | { readonly kind: 'conflict'; readonly current: ServerChapter }
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, string>> }
  /** 103002: earlier chapters would go out after this one. */
  | { readonly kind: 'outOfOrder'; readonly refusal: OrderRefusal };

/** Input of the `publish` actor: now when `publishAt` is null. */
export interface PublishInput {
  readonly chapterId: string;
  readonly publishAt: string | null;
  /** Earlier chapters sent in the same request, so all go out in reading order. */
  readonly withEarlier?: readonly string[];
  /** The author chose to publish before earlier chapters (`out_of_order`). */
  readonly outOfOrder?: boolean;
  /** The author read the pre-publish check's warnings and publishes anyway. */
  readonly warningsAcknowledged?: boolean;
}

/**
 * Input of `replaceText`: an operation whose answer is the chapter with a new
 * text (or a new text state), sent with the version the editor's text is
 * based on. `apply` gives readers the pending revision, `discard` drops it,
 * `restore` makes an old version the text again (as a new version).
 */
export type ReplaceTextInput =
  | {
      readonly kind: 'apply';
      readonly chapterId: string;
      readonly version: number;
      /** The pre-publish warnings were read: 103004 is not answered. */
      readonly warningsAcknowledged?: boolean;
    }
  | { readonly kind: 'discard'; readonly chapterId: string; readonly version: number }
  | {
      readonly kind: 'restore';
      readonly chapterId: string;
      readonly version: number;
      readonly versionId: string;
    };

/**
 * What the publish region is carrying out once the server has the text:
 * publish or schedule (`publishAt`), update the published chapter with its
 * pending revision, drop the revision, or restore an old version.
 */
export type DeskIntent =
  | {
      readonly kind: 'publish';
      readonly publishAt: string | null;
      readonly withEarlier?: readonly string[];
      readonly outOfOrder?: boolean;
      readonly warningsAcknowledged?: boolean;
    }
  | { readonly kind: 'apply'; readonly warningsAcknowledged?: boolean }
  | { readonly kind: 'discard' }
  | { readonly kind: 'restore'; readonly versionId: string };

/** What publishing (or unscheduling) changed. */
export interface PublishResult {
  readonly status: ChapterStatus;
  readonly publishAt: string | null;
  readonly publishedAt: string | null;
  readonly version: number;
}

/** Input of the machine. */
export interface ChapterEditorInput {
  readonly bookId: string;
  /** The chapter to edit; null for a new one. */
  readonly chapterId: string | null;
  /** The client id a new chapter's draft is kept under (in the URL). */
  readonly draftId: string | null;
  /** Volume asked for in the URL for a new chapter. */
  readonly volumeId?: string | null;
  readonly online: boolean;
  readonly loggedIn: boolean;
  /** This page's id, stamped on local drafts (see LocalDraft.owner). */
  readonly owner?: string;
  /** Epoch ms; tests pass a fixed clock. */
  readonly now?: () => number;
}

/** A field of the chapter the author edits. */
export type EditableField = keyof DraftFields | 'volumeId';

/** Events the chapter editor accepts. */
export type ChapterEditorEvent =
  /** The author changed a field (every keystroke). */
  | {
      type: 'editor.change';
      field: 'title' | 'content' | 'authorNote';
      value: string;
      /** The change is a replace-all of find and replace. */
      replaceAll?: boolean;
    }
  | { type: 'editor.change'; field: 'isVip'; value: boolean }
  | { type: 'editor.change'; field: 'volumeId'; value: string }
  /**
   * Save now, to the server and a queued local write: Ctrl/Cmd+S, blur, tab
   * hidden, page hide, before unload, previous/next chapter, "Save draft".
   */
  | { type: 'editor.flush' }
  /** Retry now after a failed save, or a failed load. */
  | { type: 'editor.retry' }
  /** Publish now (`publishAt` null) or schedule. */
  | {
      type: 'editor.publish';
      publishAt: string | null;
      /** The pre-publish check's warnings were read: publish anyway (103004 not answered). */
      warningsAcknowledged?: boolean;
    }
  /** Turn a scheduled chapter back into a draft. */
  | { type: 'editor.unschedule' }
  /** After an out-of-order refusal: how to publish after all. */
  | { type: 'order.choose'; choice: OrderChoice }
  /** After an out-of-order refusal: leave the chapter as it is. */
  | { type: 'order.cancel' }
  /** Give readers the pending revision (a scheduled chapter: go out with it). */
  | { type: 'revision.apply'; warningsAcknowledged?: boolean }
  /** Drop the pending revision; the published (or scheduled) text stays. */
  | { type: 'revision.discard' }
  /** Make an old version the text again (history keeps both). */
  | { type: 'version.restore'; versionId: string }
  /** Answer to the offer of a newer local draft found on opening. */
  /** Answer to a 104001: overwrite the server's copy with mine, or take the server's. */
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.useTheirs' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'session.expired' }
  | { type: 'session.restored' }
  /** Internal: ask the local region to write the latest state. */
  | { type: 'local.persist' }
  /** Internal: the text changed; the sync and count regions react. */
  | { type: 'sync.edited' }
  /** Internal: the server has every change (publish may go on). */
  | { type: 'sync.settled' }
  /** Internal: a save cannot go through for now (publish gives up). */
  | { type: 'sync.stuck' }
  /** Internal: an apply or discard found the chapter changed elsewhere (104001). */
  | { type: 'sync.conflicted' };

/** Events the machine emits; subscribe with `actor.on(type, handler)`. */
export type ChapterEditorEmitted =
  /** The server created the new chapter: the app puts its id in the URL. */
  | { type: 'editor.created'; chapterId: string }
  /** Published or scheduled. */
  | { type: 'editor.published'; status: ChapterStatus; publishAt: string | null }
  /** The pending revision was applied, discarded, or an old version restored. */
  | { type: 'editor.textReplaced'; by: 'apply' | 'discard' | 'restore' };

/** Message ids the machine sets (the editor catalogue carries them). */
export const EDITOR_ERRORS = {
  load: 'editor.error.load',
  notFound: 'editor.error.notFound',
  notAllowed: 'editor.error.notAllowed',
  publishNeedsSave: 'editor.error.publishNeedsSave',
  publish: 'editor.error.publish',
  /** 103003: the pre-publish check found words the rules block. */
  prepublishBlocked: 'editor.error.prepublishBlocked',
  /** 103004: the pre-publish check has warnings; the author may publish anyway. */
  prepublishWarnings: 'editor.error.prepublishWarnings',
  apply: 'editor.error.apply',
  discard: 'editor.error.discard',
  restore: 'editor.error.restore',
  /** 103001 on apply or discard: no revision waits (applied or dropped elsewhere). */
  noRevision: 'editor.error.noRevision',
  /** The server cannot be reached and this device holds no text of the chapter. */
  offlineNoDraft: 'editor.error.offlineNoDraft',
} as const;
export type EditorErrorId = (typeof EDITOR_ERRORS)[keyof typeof EDITOR_ERRORS];

export interface ChapterEditorContext {
  readonly bookId: string;
  readonly chapterId: string | null;
  readonly draftId: string | null;
  /** Volume of a new chapter (chosen), or the chapter's volume. */
  readonly volumeId: string | null;
  readonly book: BookFacts | null;
  /** The server's copy as last seen (null for a chapter not created yet). */
  readonly server: ServerChapter | null;
  readonly fields: DraftFields;
  /** countWords(fields.content), at most `wordCountDelay` behind a change. */
  readonly wordCount: number;
  /** Server version the text is based on; sent with every update. */
  readonly baseVersion: number | null;
  /** Bumped on every change of the text. */
  readonly rev: number;
  /** The rev whose text the server holds. */
  readonly syncedRev: number;
  /** The rev of the save in flight. */
  readonly sendingRev: number;
  /**
   * The rev of the last replace-all in the chapter: a save of it or a later
   * rev tells the server, so history keeps the text it replaced.
   */
  readonly replacedAllRev: number | null;
  /** Bumped whenever what the local store should hold changes. */
  readonly persistRev: number;
  /** The persistRev of the write in flight. */
  readonly writingRev: number;
  /** The persistRev last written to the local store. */
  readonly writtenRev: number;
  /** Epoch ms of the last change. */
  readonly editedAt: number;
  /** Epoch ms of the last successful save to the server. */
  readonly syncedAt: number | null;
  /** Failed attempts since the last successful save. */
  readonly retries: number;
  readonly online: boolean;
  readonly loggedIn: boolean;
  /** The newer chapter the server answered 104001 with, while the author chooses. */
  readonly conflict: ServerChapter | null;
  /**
   * This device's unsent draft, found on opening on the very version the
   * server still has, and put back by itself: the notice says so until the
   * author edits after it reached the server.
   */
  readonly restoredDraft: RestoredDraft | null;
  /** Field -> message id (`validation.*`), from the server or the limits. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly error: EditorErrorId | null;
  /** The local store refused the last write: the text is only in this tab. */
  readonly localFailed: boolean;
  /**
   * Opened from this device's draft because the server could not be
   * reached: the book's facts and the server's copy are not known yet. Off
   * once the server has the text and the book is read again.
   */
  readonly openedOffline: boolean;
  /** What the publish region carries out once the server has the text. */
  readonly intent: DeskIntent;
  /** The rev of the text an apply, discard or restore was sent for. */
  readonly intentRev: number;
  readonly publishError: EditorErrorId | null;
  /** Field errors of the last publish (`publish_at`). */
  readonly publishFieldErrors: Readonly<Record<string, string>>;
  /** The last publish was refused out of reading order: the author picks a way out. */
  readonly orderRefusal: OrderRefusal | null;
  readonly owner: string;
  /** The stored record was another session's (restored, discarded or in conflict): it is ours now. */
  readonly takeOver: boolean;
  readonly now: () => number;
}

/** A draft put back by itself on opening (see ChapterEditorContext.restoredDraft). */
export interface RestoredDraft {
  /** Epoch ms of the draft's last change on this device. */
  readonly savedAt: number;
  readonly words: number;
  /** The rev holding its text: the server has it once syncedRev reaches it. */
  readonly rev: number;
}

/** Where the author is with the server copy, for the status line. */
export type SyncStatus =
  | 'loading'
  | 'loadFailed'
  | 'offlineNoDraft'
  | 'saved'
  | 'unsaved'
  | 'saving'
  | 'retrying'
  | 'offline'
  | 'paused'
  | 'incomplete'
  | 'invalid'
  | 'conflict'
  | 'blocked';
