import { assign, enqueueActions, raise, setup } from 'xstate';
import { failureFieldErrors } from '../../lib/api-failure';
import { declaredActor } from '../common/declared-actor';
import type {
  BibleAppearance,
  BibleAppearancePage,
  BibleChange,
  BibleEntity,
  BibleEntityList,
  BibleEntityPage,
  BibleEntitySave,
  BibleExportFormat,
  BibleKind,
  BibleThreadDraft,
  BibleThreadList,
} from './story-bible.types';

export * from './story-bible.types';

export interface StoryBibleInput {
  readonly bookId: string;
  /** An entity to open at once (from the URL). */
  readonly entityId?: string | null;
}

export type StoryBibleEvent =
  | { type: 'bible.search'; query: string }
  | { type: 'bible.kind'; kind: BibleKind | null }
  | { type: 'bible.refresh' }
  | { type: 'bible.open'; entityId: string }
  | { type: 'bible.close' }
  | { type: 'bible.asOf'; chapterNo: number | null }
  | { type: 'bible.more' }
  | { type: 'bible.create' }
  | { type: 'bible.edit' }
  | { type: 'bible.cancel' }
  | { type: 'bible.save'; draft: Omit<BibleEntitySave, 'mode' | 'bookId' | 'entityId'> }
  | { type: 'bible.addThread'; draft: Omit<BibleThreadDraft, 'bookId'> }
  | { type: 'bible.resolveThread'; threadId: string; chapterNo: number }
  /** Deletes the open entity. */
  | { type: 'bible.delete' }
  /** Merges the open entity into `targetId`, which stays (and opens). */
  | { type: 'bible.mergeInto'; targetId: string }
  | { type: 'bible.addProgression'; fromChapterNo: number; fact: string }
  | { type: 'bible.removeProgression'; progressionId: string }
  | { type: 'bible.settings'; unseenChapters: number; threadOverdueChapters: number }
  /** Downloads the whole bible as a file. */
  | { type: 'bible.export'; format: BibleExportFormat };

export interface StoryBibleContext {
  readonly bookId: string;
  readonly query: string;
  readonly kind: BibleKind | null;
  readonly entities: BibleEntityList | null;
  readonly listFailed: boolean;
  readonly selectedId: string | null;
  readonly asOf: number | null;
  readonly page: BibleEntityPage | null;
  readonly appearances: readonly BibleAppearance[];
  readonly nextAfter: number | null;
  readonly pageFailed: boolean;
  readonly threads: BibleThreadList | null;
  /** The form's subject: null for a new entity. */
  readonly editing: BibleEntity | null;
  readonly formErrors: Readonly<Record<string, string>>;
  readonly formFailed: boolean;
  /** The change under way or last made (delete, merge, progression, settings). */
  readonly change: BibleChange | null;
  /** The last change's field errors (catalogue ids by field); empty when it went through. */
  readonly changeErrors: Readonly<Record<string, string>>;
  readonly changeFailed: boolean;
  readonly exportFailed: boolean;
}

/**
 * A book's story bible: the entities (searched, by kind), the one opened
 * with its heatmap, appearances and state as of a chapter, the form that
 * creates or edits an entity, and the foreshadowing threads. Regions run
 * side by side, so the list stays usable while an entity loads.
 */
export const storyBibleMachine = setup({
  types: {
    context: {} as StoryBibleContext,
    events: {} as StoryBibleEvent,
    input: {} as StoryBibleInput,
  },
  actors: {
    fetchEntities: declaredActor<
      BibleEntityList,
      { bookId: string; query: string; kind: BibleKind | null }
    >('storyBible', 'fetchEntities'),
    fetchEntity: declaredActor<
      { page: BibleEntityPage; appearances: BibleAppearancePage },
      { entityId: string; asOf: number | null }
    >('storyBible', 'fetchEntity'),
    fetchAppearances: declaredActor<BibleAppearancePage, { entityId: string; after: number }>(
      'storyBible',
      'fetchAppearances',
    ),
    saveEntity: declaredActor<BibleEntity, BibleEntitySave>('storyBible', 'saveEntity'),
    fetchThreads: declaredActor<BibleThreadList, { bookId: string }>('storyBible', 'fetchThreads'),
    changeBible: declaredActor<void, BibleChange>('storyBible', 'changeBible'),
    exportBible: declaredActor<void, { bookId: string; format: BibleExportFormat }>(
      'storyBible',
      'exportBible',
    ),
    saveThread: declaredActor<
      void,
      | ({ mode: 'create' } & BibleThreadDraft)
      | { mode: 'resolve'; threadId: string; chapterNo: number }
    >('storyBible', 'saveThread'),
  },
  delays: {
    searchDebounce: 250,
  },
}).createMachine({
  id: 'storyBible',
  type: 'parallel',
  context: ({ input }) => ({
    bookId: input.bookId,
    query: '',
    kind: null,
    entities: null,
    listFailed: false,
    selectedId: input.entityId ?? null,
    asOf: null,
    page: null,
    appearances: [],
    nextAfter: null,
    pageFailed: false,
    threads: null,
    editing: null,
    formErrors: {},
    formFailed: false,
    change: null,
    changeErrors: {},
    changeFailed: false,
    exportFailed: false,
  }),
  states: {
    list: {
      initial: 'loading',
      on: {
        'bible.search': {
          target: '.typing',
          actions: assign({ query: ({ event }) => event.query }),
        },
        'bible.kind': { target: '.loading', actions: assign({ kind: ({ event }) => event.kind }) },
        'bible.refresh': '.loading',
      },
      states: {
        typing: { after: { searchDebounce: 'loading' } },
        loading: {
          tags: ['listLoading'],
          invoke: {
            src: 'fetchEntities',
            input: ({ context }) => ({
              bookId: context.bookId,
              query: context.query,
              kind: context.kind,
            }),
            onDone: {
              target: 'ready',
              actions: assign({ entities: ({ event }) => event.output, listFailed: false }),
            },
            onError: { target: 'ready', actions: assign({ listFailed: true }) },
          },
        },
        ready: {},
      },
    },
    entity: {
      initial: 'choosing',
      on: {
        'bible.open': {
          target: '.loading',
          actions: assign({ selectedId: ({ event }) => event.entityId, asOf: null }),
        },
        'bible.close': {
          target: '.idle',
          actions: assign({ selectedId: null, page: null, appearances: [] }),
        },
      },
      states: {
        choosing: {
          always: [
            { guard: ({ context }) => context.selectedId !== null, target: 'loading' },
            'idle',
          ],
        },
        idle: {},
        loading: {
          tags: ['entityLoading'],
          invoke: {
            src: 'fetchEntity',
            input: ({ context }) => ({ entityId: context.selectedId!, asOf: context.asOf }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                page: event.output.page,
                appearances: event.output.appearances.list,
                nextAfter: event.output.appearances.next_after_chapter_no,
                pageFailed: false,
              })),
            },
            onError: { target: 'ready', actions: assign({ pageFailed: true, page: null }) },
          },
        },
        ready: {
          on: {
            'bible.asOf': {
              target: 'loading',
              actions: assign({ asOf: ({ event }) => event.chapterNo }),
            },
            'bible.more': { guard: ({ context }) => context.nextAfter !== null, target: 'more' },
          },
        },
        more: {
          tags: ['moreLoading'],
          invoke: {
            src: 'fetchAppearances',
            input: ({ context }) => ({ entityId: context.selectedId!, after: context.nextAfter! }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                appearances: [...context.appearances, ...event.output.list],
                nextAfter: event.output.next_after_chapter_no,
              })),
            },
            onError: 'ready',
          },
        },
      },
    },
    form: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'bible.create': {
              target: 'open',
              actions: assign({ editing: null, formErrors: {}, formFailed: false }),
            },
            'bible.edit': {
              guard: ({ context }) => context.page !== null,
              target: 'open',
              actions: assign({
                editing: ({ context }) => context.page!.entity,
                formErrors: {},
                formFailed: false,
              }),
            },
          },
        },
        open: {
          tags: ['formOpen'],
          on: { 'bible.cancel': 'closed', 'bible.save': 'saving' },
        },
        saving: {
          tags: ['formOpen', 'formSaving'],
          invoke: {
            src: 'saveEntity',
            input: ({ context, event }) => {
              if (event.type !== 'bible.save') throw new Error('saving without a draft');
              return context.editing
                ? { mode: 'edit' as const, entityId: context.editing.id, ...event.draft }
                : { mode: 'create' as const, bookId: context.bookId, ...event.draft };
            },
            onDone: {
              target: 'closed',
              actions: [
                assign({ selectedId: ({ event }) => event.output.id }),
                raise({ type: 'bible.refresh' }),
                raise(({ event }) => ({ type: 'bible.open' as const, entityId: event.output.id })),
              ],
            },
            onError: {
              target: 'open',
              actions: assign(({ event }) => {
                const errors = failureFieldErrors(event.error);
                return { formErrors: errors, formFailed: Object.keys(errors).length === 0 };
              }),
            },
          },
        },
      },
    },
    change: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'bible.delete': {
              guard: ({ context }) => context.selectedId !== null,
              target: 'running',
              actions: assign({
                change: ({ context }) => ({
                  mode: 'delete' as const,
                  entityId: context.selectedId!,
                }),
              }),
            },
            'bible.mergeInto': {
              guard: ({ context, event }) =>
                context.selectedId !== null && event.targetId !== context.selectedId,
              target: 'running',
              actions: assign({
                change: ({ context, event }) => ({
                  mode: 'merge' as const,
                  entityId: event.targetId,
                  fromEntityId: context.selectedId!,
                }),
              }),
            },
            'bible.addProgression': {
              guard: ({ context }) => context.selectedId !== null,
              target: 'running',
              actions: assign({
                change: ({ context, event }) => ({
                  mode: 'addProgression' as const,
                  entityId: context.selectedId!,
                  fromChapterNo: event.fromChapterNo,
                  fact: event.fact,
                }),
              }),
            },
            'bible.removeProgression': {
              target: 'running',
              actions: assign({
                change: ({ event }) => ({
                  mode: 'removeProgression' as const,
                  progressionId: event.progressionId,
                }),
              }),
            },
            'bible.settings': {
              target: 'running',
              actions: assign({
                change: ({ context, event }) => ({
                  mode: 'settings' as const,
                  bookId: context.bookId,
                  unseenChapters: event.unseenChapters,
                  threadOverdueChapters: event.threadOverdueChapters,
                }),
              }),
            },
          },
        },
        running: {
          tags: ['changing'],
          entry: assign({ changeErrors: {}, changeFailed: false }),
          invoke: {
            src: 'changeBible',
            input: ({ context }) => context.change!,
            onDone: {
              target: 'idle',
              // What each change leaves to show: the list (and the threads)
              // again, and the entity that stays (none after a delete).
              actions: enqueueActions(({ context, enqueue }) => {
                const change = context.change!;
                if (
                  change.mode === 'delete' ||
                  change.mode === 'merge' ||
                  change.mode === 'settings'
                ) {
                  enqueue.raise({ type: 'bible.refresh' });
                }
                if (change.mode === 'delete') enqueue.raise({ type: 'bible.close' });
                else if (change.mode === 'merge') {
                  enqueue.raise({ type: 'bible.open', entityId: change.entityId });
                } else if (change.mode !== 'settings' && context.selectedId) {
                  enqueue.raise({ type: 'bible.open', entityId: context.selectedId });
                }
              }),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => {
                const errors = failureFieldErrors(event.error);
                return { changeErrors: errors, changeFailed: Object.keys(errors).length === 0 };
              }),
            },
          },
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'bible.export': 'running' } },
        running: {
          tags: ['exporting'],
          entry: assign({ exportFailed: false }),
          invoke: {
            src: 'exportBible',
            input: ({ context, event }) => {
              if (event.type !== 'bible.export') throw new Error('exporting without a format');
              return { bookId: context.bookId, format: event.format };
            },
            onDone: 'idle',
            onError: { target: 'idle', actions: assign({ exportFailed: true }) },
          },
        },
      },
    },
    threads: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'fetchThreads',
            input: ({ context }) => ({ bookId: context.bookId }),
            onDone: { target: 'ready', actions: assign({ threads: ({ event }) => event.output }) },
            onError: 'ready',
          },
        },
        ready: {
          on: {
            'bible.addThread': 'saving',
            'bible.resolveThread': 'saving',
            'bible.refresh': 'loading',
          },
        },
        saving: {
          tags: ['threadSaving'],
          invoke: {
            src: 'saveThread',
            input: ({ context, event }) => {
              if (event.type === 'bible.addThread') {
                return { mode: 'create' as const, bookId: context.bookId, ...event.draft };
              }
              if (event.type === 'bible.resolveThread') {
                return {
                  mode: 'resolve' as const,
                  threadId: event.threadId,
                  chapterNo: event.chapterNo,
                };
              }
              throw new Error('saving a thread without a change');
            },
            onDone: 'loading',
            onError: 'loading',
          },
        },
      },
    },
  },
});
