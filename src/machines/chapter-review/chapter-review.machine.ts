import { assertEvent, assign, setup } from 'xstate';
import type { ChapterReview } from '../../lib/contract/chapter-review';
import { declaredActor } from '../common/declared-actor';

/** Input of the machine and of `fetchReview`. */
export interface ReviewInput {
  readonly chapterId: string;
}

/** Input of `appeal`. */
export interface AppealInput {
  readonly chapterId: string;
  readonly note: string;
}

/** Message ids the machine sets. */
export const REVIEW_ERRORS = {
  load: 'review.error.load',
  appeal: 'review.error.appeal',
} as const;

/** Events of the review panel. */
export type ChapterReviewEvent =
  /** Read the timeline again (the panel opened again, the text was saved). */
  | { type: 'review.refresh' }
  /** Send the appeal of a blocked chapter, with a word to the reviewer. */
  | { type: 'review.appeal'; note: string };

interface Context {
  readonly chapterId: string;
  readonly review: ChapterReview | null;
  readonly error: string | null;
}

/**
 * A chapter's review for the editor's panel: the timeline read from the
 * server, read again on demand, and an appeal that answers the timeline
 * with the appeal added (or an error, the timeline read again: the refusal
 * means the server knows better).
 */
export const chapterReviewMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ChapterReviewEvent,
    input: {} as ReviewInput,
  },
  actors: {
    fetchReview: declaredActor<ChapterReview, ReviewInput>('chapterReview', 'fetchReview'),
    appeal: declaredActor<ChapterReview, AppealInput>('chapterReview', 'appeal'),
  },
  actions: {
    assignReview: assign((_, review: ChapterReview) => ({ review })),
    clearError: assign({ error: null }),
    failWith: assign((_, error: string) => ({ error })),
  },
}).createMachine({
  id: 'chapterReview',
  context: ({ input }) => ({ chapterId: input.chapterId, review: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchReview',
        input: ({ context }) => ({ chapterId: context.chapterId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignReview', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          actions: { type: 'failWith', params: REVIEW_ERRORS.load },
        },
      },
    },
    ready: {
      on: {
        'review.refresh': { target: 'loading', actions: 'clearError' },
        'review.appeal': { target: 'appealing', actions: 'clearError' },
      },
    },
    appealing: {
      tags: ['busy'],
      invoke: {
        src: 'appeal',
        input: ({ context, event }) => {
          assertEvent(event, 'review.appeal');
          return { chapterId: context.chapterId, note: event.note.trim() };
        },
        onDone: {
          target: 'ready',
          actions: { type: 'assignReview', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loading',
          actions: { type: 'failWith', params: REVIEW_ERRORS.appeal },
        },
      },
    },
  },
});

export const selectReview = (s: { context: Context }) => s.context.review;
export const selectReviewError = (s: { context: Context }) => s.context.error;
export const selectReviewBusy = (s: { hasTag: (tag: 'busy') => boolean }) => s.hasTag('busy');
