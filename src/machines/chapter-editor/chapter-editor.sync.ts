/**
 * The chapter editor's `sync` region: the server copy, saved after
 * `autosaveDebounce` of quiet or on `editor.flush`, with the version its
 * text is based on. A file of its own only for size; the machine
 * (./chapter-editor.machine.ts) describes it.
 */
import { errorOf, failedAs, saveInputOf } from './chapter-editor.logic';
import { chapterEditorSetup } from './chapter-editor.setup';

// States where the server cannot get the text by itself carry the tag
// `stuck`; they say so (`sync.stuck`) on entry and whenever a flush
// asks, so a publish waiting for its save gives up at once.
export const syncRegion = chapterEditorSetup.createStateConfig({
  initial: 'check',
  on: { 'sync.conflicted': { target: '.conflict' } },
  states: {
    check: {
      always: [{ guard: 'isDirty', target: 'waiting' }, { target: 'saved' }],
    },
    saved: {
      entry: 'raiseSettled',
      on: { 'sync.edited': { target: 'waiting' } },
    },
    waiting: {
      after: { autosaveDebounce: { target: 'send' } },
      on: {
        'sync.edited': { target: 'waiting', reenter: true },
        'editor.flush': { target: 'send' },
      },
    },
    send: {
      always: [
        { guard: 'isOffline', target: 'offline' },
        { guard: 'isLoggedOut', target: 'paused' },
        { guard: 'cannotCreateYet', target: 'incomplete' },
        { guard: 'hasInvalidFields', target: 'invalid', actions: 'assignLocalErrors' },
        { target: 'saving' },
      ],
    },
    saving: {
      entry: 'startSave',
      invoke: {
        src: 'save',
        input: ({ context }) => saveInputOf(context),
        onDone: [
          {
            guard: 'isNewChapter',
            target: 'check',
            actions: [
              { type: 'assignSaved', params: ({ event }) => ({ chapter: event.output }) },
              'requestPersist',
              'raisePersist',
              'emitCreated',
            ],
          },
          {
            target: 'check',
            actions: [
              { type: 'assignSaved', params: ({ event }) => ({ chapter: event.output }) },
              'requestPersist',
              'raisePersist',
            ],
          },
        ],
        onError: [
          {
            guard: failedAs('conflict'),
            target: 'conflict',
            actions: { type: 'assignConflict', params: errorOf },
          },
          { guard: failedAs('session'), target: 'paused', actions: 'setLoggedOut' },
          {
            guard: failedAs('invalid'),
            target: 'invalid',
            actions: { type: 'assignServerErrors', params: errorOf },
          },
          {
            guard: failedAs('notFound', 'notAllowed'),
            target: 'blocked',
            actions: { type: 'assignBlocked', params: errorOf },
          },
          { guard: 'isOffline', target: 'offline' },
          { target: 'retrying', actions: 'countRetry' },
        ],
      },
    },
    retrying: {
      tags: ['stuck'],
      entry: 'raiseStuck',
      after: { retryBackoff: { target: 'send' } },
      on: {
        'editor.flush': { target: 'send' },
        'editor.retry': { target: 'send' },
        'network.online': { target: 'send', actions: 'setOnline' },
        'network.offline': { target: 'offline', actions: 'setOffline' },
      },
    },
    offline: {
      tags: ['stuck'],
      entry: 'raiseStuck',
      on: {
        'editor.flush': { actions: 'raiseStuck' },
        'network.online': { target: 'send', actions: 'setOnline' },
        'editor.retry': { target: 'send' },
      },
    },
    paused: {
      tags: ['stuck'],
      entry: 'raiseStuck',
      on: {
        'editor.flush': { actions: 'raiseStuck' },
        'session.restored': { target: 'send', actions: 'setLoggedIn' },
      },
    },
    incomplete: {
      tags: ['stuck'],
      entry: 'raiseStuck',
      on: {
        'editor.flush': { actions: 'raiseStuck' },
        'sync.edited': { target: 'waiting' },
      },
    },
    invalid: {
      tags: ['stuck'],
      entry: 'raiseStuck',
      on: {
        'editor.flush': { actions: 'raiseStuck' },
        'sync.edited': { target: 'waiting' },
      },
    },
    conflict: {
      tags: ['stuck'],
      entry: 'raiseStuck',
      on: {
        'editor.flush': { actions: 'raiseStuck' },
        'conflict.keepMine': { target: 'send', actions: 'keepMine' },
        'conflict.useTheirs': {
          target: 'check',
          actions: ['useTheirs', 'requestPersist', 'raisePersist'],
        },
      },
    },
    blocked: {
      tags: ['stuck'],
      entry: 'raiseStuck',
      on: {
        'editor.flush': { actions: 'raiseStuck' },
        'editor.retry': { target: 'send' },
      },
    },
  },
});
