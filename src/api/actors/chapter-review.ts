/**
 * The review tracker's actors (chapterReviewMachine): a chapter's review
 * timeline, and an appeal of a blocked chapter. The answer is the spec's
 * ChapterReview, which the machine uses as it is.
 */
import { fromPromise } from 'xstate';
import type { ChapterReview } from '../../lib/contract/chapter-review';
import type {
  AppealInput,
  ReviewInput,
} from '../../machines/chapter-review/chapter-review.machine';
import { type Api, bySignal } from './request';

export function createChapterReviewActors(api: Api) {
  return {
    fetchReview: fromPromise<ChapterReview, ReviewInput>(({ input, signal }) =>
      api.unwrap(
        api.client.GET('/author/chapter/review', {
          params: { query: { chapter_id: input.chapterId } },
          ...bySignal(signal),
        }),
      ),
    ),
    appeal: fromPromise<ChapterReview, AppealInput>(({ input, signal }) =>
      api.unwrap(
        api.client.POST('/author/chapter/review/appeal', {
          body: { chapter_id: input.chapterId, ...(input.note ? { note: input.note } : {}) },
          ...bySignal(signal),
        }),
      ),
    ),
  };
}
