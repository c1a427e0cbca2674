/**
 * The platform's review of published chapters, shared by client and server:
 * the states a chapter can be in, the steps of its timeline, and which state
 * each step leaves it in (so the state kept on the chapter row is always the
 * one the timeline implies).
 */
import {
  chapterReviewEventKindValues,
  chapterReviewStateValues,
  type components,
} from '../../api/schema';

export type ChapterReviewState = components['schemas']['ChapterReviewState'];
export type ChapterReviewEventKind = components['schemas']['ChapterReviewEventKind'];
export type ChapterReviewSpan = components['schemas']['ChapterReviewSpan'];
export type ChapterReviewEvent = components['schemas']['ChapterReviewEvent'];
export type ChapterAppealDiff = components['schemas']['ChapterAppealDiff'];
export type ChapterReview = components['schemas']['ChapterReview'];

export const CHAPTER_REVIEW_STATES: readonly ChapterReviewState[] = chapterReviewStateValues;
export const CHAPTER_REVIEW_EVENT_KINDS: readonly ChapterReviewEventKind[] =
  chapterReviewEventKindValues;

/** The state a step leaves the chapter in; null for steps on the way (submitted, the decision). */
export const STATE_AFTER: Readonly<Record<ChapterReviewEventKind, ChapterReviewState | null>> = {
  submitted: null,
  machine_passed: null,
  machine_failed: null,
  in_review: 'in_review',
  live: 'live',
  blocked: 'blocked',
  appeal_submitted: 'appealed',
  appeal_approved: null,
  appeal_rejected: 'blocked',
};

/** The current state of a timeline (oldest first): the last step that sets one. */
export function reviewStateOf(kinds: readonly ChapterReviewEventKind[]): ChapterReviewState | null {
  for (let i = kinds.length - 1; i >= 0; i--) {
    const state = STATE_AFTER[kinds[i]!];
    if (state) return state;
  }
  return null;
}

/** What the list's filter matches: "in review" includes chapters whose appeal waits. */
export function statesOfFilter(filter: ChapterReviewState): ChapterReviewState[] {
  return filter === 'in_review' ? ['in_review', 'appealed'] : [filter];
}
