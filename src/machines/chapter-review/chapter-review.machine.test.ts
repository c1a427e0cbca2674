import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ChapterReview } from '../../lib/contract/chapter-review';
import { waitFor } from '../testing/wait';
import {
  type AppealInput,
  chapterReviewMachine,
  REVIEW_ERRORS,
  selectReview,
  selectReviewBusy,
  selectReviewError,
} from './chapter-review.machine';

const blocked: ChapterReview = {
  chapter_id: 'c1',
  state: 'blocked',
  events: [
    {
      id: 'e1',
      kind: 'blocked',
      time: '2026-11-22T09:30:00+08:00',
      reason: '站外引流',
      spans: [
        { start: 0, end: 2, paragraph: 0, excerpt: '加V', rule_id: null, category: 'platform' },
      ],
      diff: null,
    },
  ],
  appeal_draft: {
    before: { title: 't', content: '加V', time: '2026-11-22T09:30:00+08:00' },
    after: { title: 't', content: '留言', time: '2026-11-22T10:00:00+08:00' },
    changed: true,
  },
};
const appealed: ChapterReview = { ...blocked, state: 'appealed', appeal_draft: null };

function start(appeal: (input: AppealInput) => Promise<ChapterReview>) {
  let reads = 0;
  const actor = createActor(
    chapterReviewMachine.provide({
      actors: {
        fetchReview: fromPromise(async () => {
          reads += 1;
          return blocked;
        }),
        appeal: fromPromise(({ input }: { input: AppealInput }) => appeal(input)),
      },
    }),
    { input: { chapterId: 'c1' } },
  ).start();
  return { actor, reads: () => reads };
}

describe('chapterReviewMachine', () => {
  it('reads the timeline, then sends the appeal with the trimmed note and shows the answer', async () => {
    const sent: AppealInput[] = [];
    const { actor } = start(async (input) => {
      sent.push(input);
      return appealed;
    });
    await waitFor(actor, (s) => selectReview(s)?.state === 'blocked');
    actor.send({ type: 'review.appeal', note: '  已删去  ' });
    expect(selectReviewBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => selectReview(s)?.state === 'appealed');
    expect(sent).toEqual([{ chapterId: 'c1', note: '已删去' }]);
    expect(selectReviewError(actor.getSnapshot())).toBeNull();
  });

  it('a refused appeal says so and reads the timeline again', async () => {
    const { actor, reads } = start(() => Promise.reject(new Error('103001')));
    await waitFor(actor, (s) => selectReview(s) !== null);
    actor.send({ type: 'review.appeal', note: '' });
    await waitFor(actor, (s) => s.matches('ready') && reads() === 2);
    expect(selectReviewError(actor.getSnapshot())).toBe(REVIEW_ERRORS.appeal);
    expect(selectReview(actor.getSnapshot())?.state).toBe('blocked');
  });
});
