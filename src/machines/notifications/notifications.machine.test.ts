import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  backoffDelay,
  type MessageStatistics,
  notificationsMachine,
  selectReaderComments,
  selectUnread,
  selectUnreadByType,
} from './notifications.machine';

const STATS: MessageStatistics = { unread: 5, message: 3, notice: 1, todo: 1, reader_comments: 12 };

type Answer = MessageStatistics | Error | Promise<MessageStatistics>;

/**
 * Starts the machine with a fake `fetchStatistics` that answers from `answers`
 * in order (the last one repeats). Time only moves through vi's fake timers.
 */
function start(
  answers: Answer[] = [STATS],
  options: { hidden?: boolean; delays?: { pollInterval?: number } } = {},
) {
  let call = 0;
  const fetchStatistics = vi.fn((): Promise<MessageStatistics> => {
    const answer = answers[Math.min(call++, answers.length - 1)] ?? STATS;
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(answer);
  });
  const machine = notificationsMachine.provide({
    actors: { fetchStatistics: fromPromise(() => fetchStatistics()) },
    ...(options.delays ? { delays: options.delays } : {}),
  });
  const actor = createActor(machine, { input: { hidden: options.hidden ?? false } }).start();
  return { actor, fetchStatistics, snap: () => actor.getSnapshot() };
}

/** Moves fake time forward and lets settled fetches reach the machine. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notificationsMachine', () => {
  it('starts at 0 and loads the counts at once', async () => {
    const { snap, fetchStatistics } = start();
    expect(selectUnread(snap())).toBe(0);
    await advance(0);
    expect(fetchStatistics).toHaveBeenCalledTimes(1);
    expect(selectUnread(snap())).toBe(5);
    expect(selectUnreadByType(snap())).toEqual({ message: 3, notice: 1, todo: 1 });
  });

  it('polls every pollInterval', async () => {
    const { snap, fetchStatistics } = start([STATS, { ...STATS, unread: 7 }]);
    await advance(0);
    await advance(59_999);
    expect(fetchStatistics).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchStatistics).toHaveBeenCalledTimes(2);
    expect(selectUnread(snap())).toBe(7);
    await advance(60_000 * 3);
    expect(fetchStatistics).toHaveBeenCalledTimes(5);
  });

  it('takes its poll interval from the named delay', async () => {
    const { fetchStatistics } = start([STATS], { delays: { pollInterval: 1_000 } });
    await advance(3_000);
    expect(fetchStatistics).toHaveBeenCalledTimes(4);
  });

  it('keeps the byType object when a poll brings the same counts', async () => {
    const { snap } = start();
    await advance(0);
    const before = selectUnreadByType(snap());
    await advance(60_000);
    expect(selectUnreadByType(snap())).toBe(before);
  });

  describe('visibility', () => {
    it('pauses while the page is hidden and refreshes when it shows again', async () => {
      const { actor, fetchStatistics } = start();
      await advance(0);
      actor.send({ type: 'notifications.visibility', hidden: true });
      await advance(10 * 60_000);
      expect(fetchStatistics).toHaveBeenCalledTimes(1);

      actor.send({ type: 'notifications.visibility', hidden: false });
      await advance(0);
      expect(fetchStatistics).toHaveBeenCalledTimes(2);
      await advance(60_000);
      expect(fetchStatistics).toHaveBeenCalledTimes(3);
    });

    it('starts paused when created on a hidden page', async () => {
      const { actor, fetchStatistics } = start([STATS], { hidden: true });
      await advance(5 * 60_000);
      expect(fetchStatistics).not.toHaveBeenCalled();
      actor.send({ type: 'notifications.visibility', hidden: false });
      await advance(0);
      expect(fetchStatistics).toHaveBeenCalledTimes(1);
    });

    it('answers an explicit refresh while hidden without resuming the polling', async () => {
      const { actor, snap, fetchStatistics } = start([STATS], { hidden: true });
      actor.send({ type: 'notifications.refresh' });
      await advance(0);
      expect(selectUnread(snap())).toBe(5);
      await advance(5 * 60_000);
      expect(fetchStatistics).toHaveBeenCalledTimes(1);
    });
  });

  it('refreshes at once on focus and counts the next poll from there', async () => {
    const { actor, fetchStatistics } = start();
    await advance(30_000);
    actor.send({ type: 'notifications.focus' });
    await advance(0);
    expect(fetchStatistics).toHaveBeenCalledTimes(2);
    await advance(59_999);
    expect(fetchStatistics).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetchStatistics).toHaveBeenCalledTimes(3);
  });

  it('does not start a second request while one is under way', async () => {
    let resolve!: (value: MessageStatistics) => void;
    const pending = new Promise<MessageStatistics>((res) => {
      resolve = res;
    });
    const { actor, snap, fetchStatistics } = start([pending]);
    actor.send({ type: 'notifications.focus' });
    actor.send({ type: 'notifications.refresh' });
    expect(fetchStatistics).toHaveBeenCalledTimes(1);
    resolve(STATS);
    await advance(0);
    expect(selectUnread(snap())).toBe(5);
  });

  it('refreshes on notifications.refresh', async () => {
    const { actor, snap } = start([STATS, { ...STATS, unread: 2 }]);
    await advance(0);
    actor.send({ type: 'notifications.refresh' });
    await advance(0);
    expect(selectUnread(snap())).toBe(2);
  });

  it('backs off 5, 10, 20 s after failures and resets after a success', async () => {
    const down = new Error('503');
    const { snap, fetchStatistics } = start([down, down, down, STATS, down, STATS]);
    const callsAfter = async (ms: number) => {
      await advance(ms);
      return fetchStatistics.mock.calls.length;
    };

    expect(await callsAfter(0)).toBe(1); // fails
    expect(await callsAfter(4_999)).toBe(1);
    expect(await callsAfter(1)).toBe(2); // after 5 s, fails
    expect(await callsAfter(9_999)).toBe(2);
    expect(await callsAfter(1)).toBe(3); // after 10 s, fails
    expect(await callsAfter(19_999)).toBe(3);
    expect(await callsAfter(1)).toBe(4); // after 20 s, succeeds
    expect(selectUnread(snap())).toBe(5);

    expect(await callsAfter(59_999)).toBe(4);
    expect(await callsAfter(1)).toBe(5); // regular poll, fails
    // The success reset the backoff: 5 s again, not 40 s.
    expect(await callsAfter(4_999)).toBe(5);
    expect(await callsAfter(1)).toBe(6);
  });

  it('keeps the last known counts while the server fails', async () => {
    const { snap } = start([STATS, new Error('503')]);
    await advance(60_000);
    expect(selectUnread(snap())).toBe(5);
  });

  it('caps the backoff at 5 minutes', () => {
    const seconds = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => backoffDelay(n) / 1000);
    expect(seconds).toEqual([5, 10, 20, 40, 80, 160, 300, 300, 300]);
  });

  it('stop resets to 0 and stops polling; start polls again', async () => {
    const { actor, snap, fetchStatistics } = start();
    await advance(0);
    actor.send({ type: 'notifications.stop' });
    expect(selectUnread(snap())).toBe(0);
    expect(selectUnreadByType(snap())).toEqual({ message: 0, notice: 0, todo: 0 });
    expect(selectReaderComments(snap())).toBe(0);
    await advance(10 * 60_000);
    expect(fetchStatistics).toHaveBeenCalledTimes(1);

    actor.send({ type: 'notifications.set', unread: 9, readerComments: 4 });
    expect(selectUnread(snap())).toBe(0);
    expect(selectReaderComments(snap())).toBe(0);

    actor.send({ type: 'notifications.start' });
    await advance(0);
    expect(fetchStatistics).toHaveBeenCalledTimes(2);
    expect(selectUnread(snap())).toBe(5);
  });

  it('stays paused after a restart when the page went hidden while stopped', async () => {
    const { actor, fetchStatistics } = start();
    await advance(0);
    actor.send({ type: 'notifications.stop' });
    actor.send({ type: 'notifications.visibility', hidden: true });
    actor.send({ type: 'notifications.start' });
    await advance(5 * 60_000);
    expect(fetchStatistics).toHaveBeenCalledTimes(1);
  });

  describe('notifications.set', () => {
    it('sets the counts directly, merging the given types', async () => {
      const { actor, snap } = start();
      await advance(0);
      actor.send({ type: 'notifications.set', unread: 2, byType: { message: 0 } });
      expect(selectUnread(snap())).toBe(2);
      expect(selectUnreadByType(snap())).toEqual({ message: 0, notice: 1, todo: 1 });
    });

    it('clamps nonsense to 0', () => {
      const { actor, snap } = start();
      actor.send({ type: 'notifications.set', unread: -3, byType: { todo: Number.NaN } });
      expect(selectUnread(snap())).toBe(0);
      expect(selectUnreadByType(snap()).todo).toBe(0);
    });

    it('wins over a request that was already under way', async () => {
      let resolve!: (value: MessageStatistics) => void;
      const pending = new Promise<MessageStatistics>((res) => {
        resolve = res;
      });
      const { actor, snap } = start([pending]);
      actor.send({ type: 'notifications.set', unread: 0, byType: { message: 0 } });
      resolve(STATS);
      await advance(0);
      expect(selectUnread(snap())).toBe(0);
    });
  });

  describe('readers\u2019 comments', () => {
    it('keeps the unread comments the statistics count, apart from the messages', async () => {
      const { snap } = start([STATS, { ...STATS, reader_comments: 3 }]);
      expect(selectReaderComments(snap())).toBe(0);
      await advance(0);
      expect(selectReaderComments(snap())).toBe(12);
      expect(selectUnread(snap())).toBe(5);
      await advance(60_000);
      expect(selectReaderComments(snap())).toBe(3);
    });

    it('keeps the last count when the statistics leave comments out, and clamps nonsense', async () => {
      const { unread, message, notice, todo } = STATS;
      const { snap } = start([
        STATS,
        { unread, message, notice, todo },
        { ...STATS, reader_comments: -1 },
      ]);
      await advance(0);
      await advance(60_000);
      expect(selectReaderComments(snap())).toBe(12);
      await advance(60_000);
      expect(selectReaderComments(snap())).toBe(0);
    });

    it('takes a count set directly without touching the message counts', async () => {
      const { actor, snap } = start();
      await advance(0);
      actor.send({ type: 'notifications.set', readerComments: 11 });
      expect(selectReaderComments(snap())).toBe(11);
      expect(selectUnread(snap())).toBe(5);
      expect(selectUnreadByType(snap())).toEqual({ message: 3, notice: 1, todo: 1 });
      // And a set of the messages leaves the comments alone.
      actor.send({ type: 'notifications.set', unread: 2, byType: { message: 0 } });
      expect(selectReaderComments(snap())).toBe(11);
    });

    it('a count set while statistics are on their way is not undone by their older answer', async () => {
      let resolve!: (value: MessageStatistics) => void;
      const pending = new Promise<MessageStatistics>((res) => {
        resolve = res;
      });
      const { actor, snap } = start([pending]);
      actor.send({ type: 'notifications.set', readerComments: 11 });
      resolve(STATS);
      await advance(0);
      expect(selectReaderComments(snap())).toBe(11);
    });
  });
});
