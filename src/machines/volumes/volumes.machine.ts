import { assign, type SnapshotFrom, setup } from 'xstate';
import { failureCode, firstFieldError } from '../../lib/api-failure';
import { codePointLength, ErrorCodes, FIELD_LIMITS } from '../../lib/contract';
import { declaredActor } from '../common/declared-actor';

/** A volume as GET /author/volume/list returns it. */
export interface VolumeItem {
  readonly id: string;
  readonly title: string;
  /** Chapters that are not trashed. */
  readonly chapter_count: number;
  readonly word_count: number;
}

/** Output of the `loadVolumes` actor: the book's title and its volumes in order. */
export interface VolumesLoad {
  readonly bookTitle: string;
  readonly volumes: readonly VolumeItem[];
}

/** Input of the `saveVolume` actor: one change. */
export type VolumeChange =
  | { readonly kind: 'create'; readonly bookId: string; readonly title: string }
  | { readonly kind: 'rename'; readonly volumeId: string; readonly title: string }
  /** After another volume; null puts it first. */
  | { readonly kind: 'move'; readonly volumeId: string; readonly afterVolumeId: string | null }
  | { readonly kind: 'delete'; readonly volumeId: string };
export type VolumeChangeKind = VolumeChange['kind'];

/** Events the volumes machine accepts. */
export type VolumesEvent =
  /** Reload (after chapters moved, were trashed or imported). */
  | { type: 'volumes.refresh' }
  | { type: 'volumes.create'; title: string }
  | { type: 'volumes.rename'; volumeId: string; title: string }
  | { type: 'volumes.move'; volumeId: string; afterVolumeId: string | null }
  | { type: 'volumes.delete'; volumeId: string }
  | { type: 'volumes.dismissError' };

/** Message ids the machine sets. */
export const VOLUMES_LOAD_ERROR = 'chapters.volumes.loadError';
export const VOLUME_SAVE_ERROR = 'chapters.volumes.saveFailed';
export const VOLUME_NOT_EMPTY = 'chapters.volumes.deleteNotEmpty';
export const VOLUME_TITLE_REQUIRED = 'chapters.volumes.titleRequired';
/** The contract's VolumeTitle limit, which the panel's message names. */
export const VOLUME_TITLE_MAX = FIELD_LIMITS.volumeTitle.max;
export const VOLUME_TITLE_TOO_LONG = 'chapters.volumes.titleTooLong';

/** Why the last change was not made. */
export interface VolumeChangeError {
  readonly kind: VolumeChangeKind;
  readonly volumeId: string | null;
  /** A message id: this area's, or a `validation.*` id of the API. */
  readonly reasonId: string;
}

export interface VolumesContext {
  readonly bookId: string;
  readonly bookTitle: string;
  readonly volumes: readonly VolumeItem[];
  readonly loadError: string | null;
  readonly change: VolumeChange | null;
  readonly changeError: VolumeChangeError | null;
}

/** Input of the machine. */
export interface VolumesInput {
  readonly bookId: string;
}

/** The change an event asks for, or the message id of what is wrong with it. */
function planChange(context: VolumesContext, event: VolumesEvent): VolumeChange | string | null {
  switch (event.type) {
    case 'volumes.create':
    case 'volumes.rename': {
      const title = event.title.trim();
      if (title === '') return VOLUME_TITLE_REQUIRED;
      if (codePointLength(title) > VOLUME_TITLE_MAX) return VOLUME_TITLE_TOO_LONG;
      return event.type === 'volumes.create'
        ? { kind: 'create', bookId: context.bookId, title }
        : { kind: 'rename', volumeId: event.volumeId, title };
    }
    case 'volumes.move':
      return event.volumeId === event.afterVolumeId
        ? null
        : { kind: 'move', volumeId: event.volumeId, afterVolumeId: event.afterVolumeId };
    case 'volumes.delete':
      return { kind: 'delete', volumeId: event.volumeId };
    default:
      return null;
  }
}

const volumeIdOf = (change: VolumeChange): string | null =>
  change.kind === 'create' ? null : change.volumeId;

/** The order after moving `volumeId` after `afterId` (null: first). */
export function moveVolume(
  volumes: readonly VolumeItem[],
  volumeId: string,
  afterId: string | null,
): readonly VolumeItem[] {
  const moving = volumes.find((v) => v.id === volumeId);
  if (!moving) return volumes;
  const rest = volumes.filter((v) => v.id !== volumeId);
  const at = afterId === null ? 0 : rest.findIndex((v) => v.id === afterId) + 1;
  if (afterId !== null && at === 0) return volumes;
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/**
 * The volumes of the book on /chapter-manage: listed with chapter counts and
 * words, created, renamed, reordered and deleted when empty. One change at a
 * time; each is followed by a reload, so counts stay the server's. A move is
 * shown at once and undone by that reload if it failed.
 *
 * The composition root provides `loadVolumes` and `saveVolume`.
 */
export const volumesMachine = setup({
  types: {
    context: {} as VolumesContext,
    events: {} as VolumesEvent,
    input: {} as VolumesInput,
  },
  actors: {
    loadVolumes: declaredActor<VolumesLoad, { bookId: string }>('volumes', 'loadVolumes'),
    saveVolume: declaredActor<void, VolumeChange>('volumes', 'saveVolume'),
  },
  guards: {
    isValidChange: ({ context, event }) => {
      const change = planChange(context, event);
      return typeof change === 'object' && change !== null;
    },
    isInvalidChange: ({ context, event }) => typeof planChange(context, event) === 'string',
  },
  actions: {
    assignLoad: assign((_, params: { load: VolumesLoad }) => ({
      bookTitle: params.load.bookTitle,
      volumes: params.load.volumes,
      loadError: null,
    })),
    assignLoadError: assign({ loadError: VOLUMES_LOAD_ERROR }),
    clearLoadError: assign({ loadError: null }),
    startChange: assign(({ context, event }) => {
      const change = planChange(context, event);
      if (typeof change !== 'object' || change === null) return {};
      return {
        change,
        changeError: null,
        volumes:
          change.kind === 'move'
            ? moveVolume(context.volumes, change.volumeId, change.afterVolumeId)
            : context.volumes,
      };
    }),
    assignInvalid: assign(({ context, event }) => {
      const reasonId = planChange(context, event);
      if (typeof reasonId !== 'string') return {};
      const kind: VolumeChangeKind = event.type === 'volumes.create' ? 'create' : 'rename';
      return {
        changeError: {
          kind,
          volumeId: event.type === 'volumes.rename' ? event.volumeId : null,
          reasonId,
        },
      };
    }),
    assignChangeError: assign(({ context }, params: { error: unknown }) => {
      const change = context.change;
      if (!change) return {};
      const code = failureCode(params.error);
      const reasonId =
        code === ErrorCodes.notAllowed && change.kind === 'delete'
          ? VOLUME_NOT_EMPTY
          : (code === ErrorCodes.invalid && firstFieldError(params.error)) || VOLUME_SAVE_ERROR;
      return {
        change: null,
        changeError: { kind: change.kind, volumeId: volumeIdOf(change), reasonId },
      };
    }),
    clearChange: assign({ change: null }),
    dismissError: assign({ changeError: null }),
  },
}).createMachine({
  id: 'volumes',
  context: ({ input }) => ({
    bookId: input.bookId,
    bookTitle: '',
    volumes: [],
    loadError: null,
    change: null,
    changeError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadVolumes',
        input: ({ context }) => ({ bookId: context.bookId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignLoad', params: ({ event }) => ({ load: event.output }) },
        },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
      on: {
        // A newer reload replaces the one in flight.
        'volumes.refresh': { target: 'loading', reenter: true },
      },
    },
    ready: {
      on: {
        'volumes.refresh': 'loading',
        'volumes.create': [
          { guard: 'isValidChange', target: 'saving', actions: 'startChange' },
          { guard: 'isInvalidChange', actions: 'assignInvalid' },
        ],
        'volumes.rename': [
          { guard: 'isValidChange', target: 'saving', actions: 'startChange' },
          { guard: 'isInvalidChange', actions: 'assignInvalid' },
        ],
        'volumes.move': { guard: 'isValidChange', target: 'saving', actions: 'startChange' },
        'volumes.delete': { guard: 'isValidChange', target: 'saving', actions: 'startChange' },
      },
    },
    saving: {
      invoke: {
        src: 'saveVolume',
        input: ({ context }) => context.change ?? { kind: 'delete', volumeId: '' },
        onDone: { target: 'loading', actions: 'clearChange' },
        // Reload either way: a failed move must go back to the server's order.
        onError: {
          target: 'loading',
          actions: { type: 'assignChangeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'volumes.refresh': { target: 'loading', actions: 'clearLoadError' } },
    },
  },
  on: {
    'volumes.dismissError': { actions: 'dismissError' },
  },
});

type VolumesSnapshot = SnapshotFrom<typeof volumesMachine>;

export const selectVolumes = (s: VolumesSnapshot): readonly VolumeItem[] => s.context.volumes;
export const selectBookTitle = (s: VolumesSnapshot): string => s.context.bookTitle;
/** The book whose volumes these are. */
export const selectVolumesBookId = (s: VolumesSnapshot): string => s.context.bookId;
export const selectVolumesLoading = (s: VolumesSnapshot): boolean =>
  s.matches('loading') && s.context.volumes.length === 0;
export const selectVolumesLoadError = (s: VolumesSnapshot): string | null => s.context.loadError;
/** A change is on its way (buttons wait). */
export const selectVolumeSaving = (s: VolumesSnapshot): boolean => s.matches('saving');
export const selectVolumeChangeError = (s: VolumesSnapshot): VolumeChangeError | null =>
  s.context.changeError;
