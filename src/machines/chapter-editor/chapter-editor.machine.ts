import type { LocalDraft } from '../../lib/draft-store';
import {
  draftKeyOf,
  EMPTY_FIELDS,
  errorOf,
  failedAs,
  localDraftOf,
  publishInputOf,
  replaceInputOf,
} from './chapter-editor.logic';
import { chapterEditorSetup } from './chapter-editor.setup';
import { syncRegion } from './chapter-editor.sync';

// The machine module is the editor's one entry point: its vocabulary and
// pure rules are re-exported here.
export * from './chapter-editor.logic';
export * from './chapter-editor.selectors';
export * from './chapter-editor.types';

/**
 * Owns the safety of one chapter's text while an author writes it.
 *
 * - `loading` reads the book, the chapter (none for a new one) and the local
 *   draft; an unsent local draft written on the version the server still
 *   has is put back and saved by itself (`restoredDraft`, which the editor
 *   announces), one written on an older version is shown against the
 *   server's (`conflict`). A new chapter's draft is simply restored. When
 *   the server cannot be reached, `openingOffline` opens the local draft
 *   alone (`openedOffline`; it is sent on its base version once the network
 *   is back, and the book is read then), or says the chapter is not on this
 *   device (`offlineNoDraft`) until the network returns.
 * - `editing` has four regions. `local` writes every change to the local
 *   store (one write in flight, the latest state next) as soon as the page
 *   is idle after it (`whenIdle`: the frame that shows the keystroke is
 *   drawn first), never later than `localWriteIdleLimit`, and at once on
 *   `editor.flush`; a write still going after `localWriteSlow` is tagged
 *   `localBehind`. `sync` saves to the server after `autosaveDebounce` of
 *   quiet or on `editor.flush`, sending `version`; it waits out offline
 *   spells (`offline`) and logged-out spells (`paused`), retries server
 *   faults with backoff (`retrying`), and on 104001 holds both texts until
 *   the author chooses (`conflict`). `publish` saves first, then publishes
 *   or schedules. `count` recounts the words `wordCountDelay` after a change.
 *
 *   A published or scheduled chapter's saves are its pending revision (readers
 *   keep the text they have); `publish` also carries out applying or
 *   discarding that revision and restoring an old version, each after the
 *   server has every change, taking the answer's text as the new base.
 *
 * The app provides `load`, `readDraft`, `save`, `writeDraft`, `whenIdle`, `publish`,
 * `unschedule` and `replaceText`, and forwards network and session changes
 * as events. A screen that stops the actor writes a change still queued for
 * its local write itself (see src/app/screens/editor.tsx).
 */
export const chapterEditorMachine = chapterEditorSetup.createMachine({
  id: 'chapterEditor',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      bookId: input.bookId,
      chapterId: input.chapterId,
      draftId: input.draftId,
      volumeId: input.volumeId ?? null,
      book: null,
      server: null,
      fields: EMPTY_FIELDS,
      wordCount: 0,
      baseVersion: null,
      rev: 0,
      syncedRev: 0,
      sendingRev: 0,
      replacedAllRev: null,
      persistRev: 0,
      writingRev: 0,
      writtenRev: 0,
      editedAt: now(),
      syncedAt: null,
      retries: 0,
      online: input.online,
      loggedIn: input.loggedIn,
      conflict: null,
      restoredDraft: null,
      fieldErrors: {},
      error: null,
      localFailed: false,
      openedOffline: false,
      intent: { kind: 'publish', publishAt: null },
      intentRev: 0,
      publishError: null,
      publishFieldErrors: {},
      orderRefusal: null,
      owner: input.owner ?? '',
      takeOver: false,
      now,
    };
  },
  initial: 'loading',
  on: {
    'network.online': { actions: 'setOnline' },
    'network.offline': { actions: 'setOffline' },
    'session.expired': { actions: 'setLoggedOut' },
    'session.restored': { actions: 'setLoggedIn' },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({
          bookId: context.bookId,
          chapterId: context.chapterId,
          draftKey: draftKeyOf(context),
        }),
        onDone: [
          {
            actions: { type: 'assignLoaded', params: ({ event }) => ({ result: event.output }) },
            target: 'opening',
          },
        ],
        onError: [
          { guard: failedAs('network'), target: 'openingOffline' },
          { target: 'loadFailed', actions: 'assignLoadError' },
        ],
      },
    },
    // The server could not be reached: open what this device holds, if
    // anything. The text is the author's latest (the store keeps only text
    // the server does not have) and is sent once the network is back.
    openingOffline: {
      invoke: {
        src: 'readDraft',
        input: ({ context }) => ({ draftKey: draftKeyOf(context) }),
        onDone: [
          {
            guard: { type: 'isUnsyncedDraft', params: ({ event }) => ({ draft: event.output }) },
            target: 'editing',
            actions: {
              type: 'assignOfflineDraft',
              params: ({ event }) => ({ draft: event.output as LocalDraft }),
            },
          },
          { target: 'offlineNoDraft', actions: 'assignOfflineNoDraft' },
        ],
        onError: { target: 'offlineNoDraft', actions: 'assignOfflineNoDraft' },
      },
    },
    // Offline, and the chapter is not on this device: say so, and open it
    // as soon as the network is back.
    offlineNoDraft: {
      on: {
        'editor.retry': { target: 'loading' },
        'network.online': { target: 'loading', actions: 'setOnline' },
      },
    },
    opening: {
      always: [
        { guard: 'opensInConflict', target: '#chapterEditor.editing.sync.conflict' },
        { target: 'editing' },
      ],
    },
    loadFailed: {
      on: { 'editor.retry': { target: 'loading' } },
    },
    editing: {
      type: 'parallel',
      on: {
        'editor.change': {
          actions: ['assignChange', 'requestPersist', 'raisePersist', 'raiseEdited'],
        },
      },
      states: {
        local: {
          initial: 'check',
          states: {
            check: {
              always: [{ guard: 'needsWrite', target: 'queued' }, { target: 'idle' }],
            },
            idle: {
              on: { 'local.persist': { target: 'check' } },
            },
            // The write starts once the page is idle, so IndexedDB's put (and
            // its cloning of the whole text) is not on the keystroke's way to
            // the screen; never later than localWriteIdleLimit, and at once on
            // editor.flush (tab hidden, page hide, Ctrl/Cmd+S, blur, previous
            // or next chapter). Leaving the screen stops the actor: the
            // screen writes what is still queued.
            queued: {
              invoke: {
                src: 'whenIdle',
                onDone: { target: 'writing' },
                onError: { target: 'writing' },
              },
              after: { localWriteIdleLimit: { target: 'writing' } },
              on: { 'editor.flush': { target: 'writing' } },
            },
            writing: {
              entry: 'startWrite',
              invoke: {
                src: 'writeDraft',
                input: ({ context }) => ({
                  draft: localDraftOf(context),
                  takeOver: context.takeOver,
                }),
                onDone: { target: 'check', actions: 'assignWritten' },
                // Storage full or blocked: say so, and try again with the next change.
                onError: { target: 'idle', actions: 'assignWriteFailed' },
              },
              // A write takes a few milliseconds: the status line says the
              // text is not on the device yet only when one takes longer
              // (tag `localBehind`), rather than flicker at every keystroke.
              initial: 'prompt',
              states: {
                prompt: { after: { localWriteSlow: { target: 'slow' } } },
                slow: { tags: ['localBehind'] },
              },
            },
          },
        },
        // States where the server cannot get the text by itself carry the tag
        // `stuck`; they say so (`sync.stuck`) on entry and whenever a flush
        // asks, so a publish waiting for its save gives up at once.
        sync: syncRegion,
        // Opened offline from the device's draft: the book (title, volumes,
        // VIP) is read once a save has reached the server, i.e. the network
        // is back; a failed read waits for the next one.
        book: {
          initial: 'check',
          states: {
            check: {
              always: [{ guard: 'bookKnown', target: 'known' }, { target: 'missing' }],
            },
            known: {},
            missing: {
              on: { 'sync.settled': { target: 'fetching' } },
            },
            fetching: {
              invoke: {
                src: 'load',
                input: ({ context }) => ({
                  bookId: context.bookId,
                  chapterId: context.chapterId,
                  draftKey: draftKeyOf(context),
                }),
                onDone: {
                  target: 'known',
                  actions: {
                    type: 'assignBookFacts',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: { target: 'missing' },
              },
            },
          },
        },
        // The word count follows the text at most wordCountDelay behind:
        // counting 30,000 characters on every keystroke was the biggest part
        // of the machine's work per key. Throttled, not debounced, so a long
        // burst of typing still sees its count move.
        count: {
          initial: 'counted',
          states: {
            counted: { on: { 'sync.edited': { target: 'pending' } } },
            pending: {
              after: { wordCountDelay: { target: 'counted', actions: 'assignWordCount' } },
            },
          },
        },
        publish: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'editor.publish': { target: 'waitingForSave', actions: 'assignIntent' },
                'revision.apply': {
                  guard: 'hasRevision',
                  target: 'waitingForSave',
                  actions: 'assignIntent',
                },
                'revision.discard': {
                  guard: 'hasRevision',
                  target: 'waitingForSave',
                  actions: 'assignIntent',
                },
                'version.restore': {
                  guard: 'isSavedChapter',
                  target: 'waitingForSave',
                  actions: 'assignIntent',
                },
                'editor.unschedule': {
                  guard: 'isScheduled',
                  target: 'unscheduling',
                },
              },
            },
            // Every intent goes out on the text the server has: save first.
            waitingForSave: {
              tags: ['publishing'],
              always: [{ guard: 'canPublishNow', target: 'carryOut' }],
              entry: 'raiseFlush',
              on: {
                'sync.settled': { target: 'carryOut' },
                'sync.stuck': { target: 'idle', actions: 'assignPublishNeedsSave' },
              },
            },
            carryOut: {
              tags: ['publishing'],
              always: [
                { guard: { type: 'intentIs', params: { kind: 'publish' } }, target: 'publishing' },
                { target: 'replacing' },
              ],
            },
            replacing: {
              tags: ['publishing'],
              entry: 'startReplace',
              invoke: {
                src: 'replaceText',
                input: ({ context }) => replaceInputOf(context),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignReplaced', params: ({ event }) => ({ chapter: event.output }) },
                    'requestPersist',
                    'raisePersist',
                    'emitReplaced',
                  ],
                },
                onError: [
                  {
                    guard: failedAs('conflict'),
                    target: 'idle',
                    actions: [{ type: 'assignConflict', params: errorOf }, 'raiseConflicted'],
                  },
                  {
                    target: 'idle',
                    actions: { type: 'assignReplaceFailed', params: errorOf },
                  },
                ],
              },
            },
            publishing: {
              tags: ['publishing'],
              invoke: {
                src: 'publish',
                input: ({ context }) => publishInputOf(context),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'assignPublished', params: ({ event }) => ({ result: event.output }) },
                    'emitPublished',
                  ],
                },
                onError: [
                  {
                    guard: failedAs('outOfOrder'),
                    target: 'orderRefused',
                    actions: { type: 'assignOrderRefusal', params: errorOf },
                  },
                  {
                    target: 'idle',
                    actions: { type: 'assignPublishFailed', params: errorOf },
                  },
                ],
              },
            },
            // Earlier chapters are unpublished: the author publishes them
            // first, schedules after them, or publishes anyway (the server's
            // rule, src/lib/contract/chapter-order.ts). Back through the save,
            // as the text may have changed meanwhile.
            orderRefused: {
              tags: ['orderRefused'],
              on: {
                'order.choose': {
                  guard: 'isOfferedOrderChoice',
                  target: 'waitingForSave',
                  actions: 'assignOrderChoice',
                },
                'order.cancel': { target: 'idle', actions: 'clearOrderRefusal' },
                'editor.publish': {
                  target: 'waitingForSave',
                  actions: ['clearOrderRefusal', 'assignIntent'],
                },
              },
            },
            unscheduling: {
              tags: ['publishing'],
              invoke: {
                src: 'unschedule',
                input: ({ context }) => ({ chapterId: context.chapterId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'assignPublished',
                    params: ({ event }) => ({ result: event.output }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'assignPublishFailed', params: errorOf },
                },
              },
            },
          },
        },
      },
    },
  },
});
