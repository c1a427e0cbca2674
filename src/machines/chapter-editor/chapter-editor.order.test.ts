import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRefusal } from '../common/reading-order';
import { advance, start } from '../testing/chapter-editor';
import {
  type PublishInput,
  type PublishResult,
  selectOrderRefusal,
  selectPublishesNow,
  selectServer,
} from './chapter-editor.machine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const SCHEDULED: OrderRefusal = {
  earlier: [
    {
      chapter_id: 'c7',
      chapter_no: 7,
      title: '第七章',
      status: 'scheduled',
      publish_at: '2026-11-22T12:00:00.000Z',
    },
    {
      chapter_id: 'c8',
      chapter_no: 8,
      title: '第八章',
      status: 'scheduled',
      publish_at: '2026-11-23T12:00:00.000Z',
    },
  ],
  count: 2,
};
const WITH_DRAFT: OrderRefusal = {
  earlier: [
    ...SCHEDULED.earlier,
    { chapter_id: 'c9', chapter_no: 9, title: '第九章', status: 'draft', publish_at: null },
  ],
  count: 3,
};

/** A publish the server refuses out of order until the request is in order or chosen. */
function refusingPublish(refusal: OrderRefusal) {
  return async (input: PublishInput): Promise<PublishResult> => {
    const inOrder = (input.withEarlier?.length ?? 0) === refusal.count;
    const after =
      input.publishAt !== null &&
      refusal.earlier.every((c) => c.publish_at !== null && c.publish_at < input.publishAt!);
    if (!inOrder && !after && !input.outOfOrder) {
      throw { kind: 'outOfOrder', refusal };
    }
    return {
      status: input.publishAt ? 'scheduled' : 'published',
      publishAt: input.publishAt,
      publishedAt: input.publishAt ? null : '2026-11-20T12:00:00+08:00',
      version: 3,
    };
  };
}

describe('chapterEditorMachine: reading order', () => {
  it('asks the author when earlier chapters are unpublished, and publishes them first on request', async () => {
    const t = start({ publish: refusingPublish(WITH_DRAFT) });
    await advance(0);
    t.actor.send({ type: 'editor.publish', publishAt: null });
    await advance(0);
    expect(selectOrderRefusal(t.snap())).toEqual(WITH_DRAFT);
    expect(selectPublishesNow(t.snap())).toBe(true);
    expect(selectServer(t.snap())?.status).toBe('draft');

    t.actor.send({ type: 'order.choose', choice: 'earlierFirst' });
    await advance(0);
    expect(t.publish).toHaveBeenLastCalledWith({
      chapterId: 'c1',
      publishAt: null,
      withEarlier: ['c7', 'c8', 'c9'],
    });
    expect(selectOrderRefusal(t.snap())).toBeNull();
    expect(selectServer(t.snap())?.status).toBe('published');
  });

  it('publishes anyway with the flag when the author chooses', async () => {
    const t = start({ publish: refusingPublish(WITH_DRAFT) });
    await advance(0);
    t.actor.send({ type: 'editor.publish', publishAt: null });
    await advance(0);
    t.actor.send({ type: 'order.choose', choice: 'anyway' });
    await advance(0);
    expect(t.publish).toHaveBeenLastCalledWith({
      chapterId: 'c1',
      publishAt: null,
      outOfOrder: true,
    });
    expect(selectServer(t.snap())?.status).toBe('published');
  });

  it('schedules a minute after the last earlier chapter when every one has a time', async () => {
    const t = start({ publish: refusingPublish(SCHEDULED) });
    await advance(0);
    t.actor.send({ type: 'editor.publish', publishAt: '2026-11-21T12:00:00.000Z' });
    await advance(0);
    expect(selectPublishesNow(t.snap())).toBe(false);
    t.actor.send({ type: 'order.choose', choice: 'scheduleAfter' });
    await advance(0);
    expect(t.publish).toHaveBeenLastCalledWith({
      chapterId: 'c1',
      publishAt: '2026-11-23T12:01:00.000Z',
    });
    expect(selectServer(t.snap())?.status).toBe('scheduled');
  });

  it('does not offer to schedule after a draft, and leaves the chapter as it was on cancel', async () => {
    const t = start({ publish: refusingPublish(WITH_DRAFT) });
    await advance(0);
    t.actor.send({ type: 'editor.publish', publishAt: '2026-11-21T12:00:00.000Z' });
    await advance(0);
    t.actor.send({ type: 'order.choose', choice: 'scheduleAfter' });
    await advance(0);
    expect(t.publish).toHaveBeenCalledTimes(1);
    expect(selectOrderRefusal(t.snap())).toEqual(WITH_DRAFT);
    t.actor.send({ type: 'order.cancel' });
    expect(selectOrderRefusal(t.snap())).toBeNull();
    expect(selectServer(t.snap())?.status).toBe('draft');
  });
});
