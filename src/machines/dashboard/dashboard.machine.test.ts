import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { waitFor } from '../testing/wait';
import {
  type Dashboard,
  dashboardMachine,
  selectDashboard,
  selectFailed,
  selectIsLoading,
} from './dashboard.machine';

const figures = (books: number): Dashboard => ({
  book_count: books,
  total_words: 1000,
  words_this_month: 100,
  chapters_this_week: 2,
  recent_books: [],
  desk: { today: '2026-11-24', today_words: 0, streak_days: 0, stockpile: [] },
  signed: null,
});

/** A machine whose loads answer from `answers` in order ('fail' rejects). */
function start(answers: (Dashboard | 'fail')[]) {
  let calls = 0;
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        fetchDashboard: fromPromise(async () => {
          const answer = answers[calls++];
          if (!answer || answer === 'fail') throw new Error('HTTP 500');
          return answer;
        }),
      },
    }),
  ).start();
  return { actor, calls: () => calls };
}

describe('dashboardMachine', () => {
  it('loads the figures on start', async () => {
    const { actor } = start([figures(3)]);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => !selectIsLoading(s));
    expect(selectDashboard(actor.getSnapshot())?.book_count).toBe(3);
    expect(selectFailed(actor.getSnapshot())).toBe(false);
  });

  it('flags a failed load and loads again on refresh', async () => {
    const { actor, calls } = start(['fail', figures(4)]);
    await waitFor(actor, (s) => !selectIsLoading(s));
    expect(selectFailed(actor.getSnapshot())).toBe(true);
    expect(selectDashboard(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'dashboard.refresh' });
    await waitFor(actor, (s) => !selectIsLoading(s));
    expect(calls()).toBe(2);
    expect(selectFailed(actor.getSnapshot())).toBe(false);
    expect(selectDashboard(actor.getSnapshot())?.book_count).toBe(4);
  });

  it('keeps the figures on screen when a refresh fails', async () => {
    const { actor } = start([figures(5), 'fail']);
    await waitFor(actor, (s) => !selectIsLoading(s));
    actor.send({ type: 'dashboard.refresh' });
    expect(selectDashboard(actor.getSnapshot())?.book_count).toBe(5);
    await waitFor(actor, (s) => !selectIsLoading(s));
    expect(selectFailed(actor.getSnapshot())).toBe(true);
    expect(selectDashboard(actor.getSnapshot())?.book_count).toBe(5);
  });

  it('ignores refreshes while a load is under way', async () => {
    const { actor, calls } = start([figures(1), figures(2)]);
    actor.send({ type: 'dashboard.refresh' });
    await waitFor(actor, (s) => !selectIsLoading(s));
    expect(calls()).toBe(1);
  });
});
