import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { createChapterActors } from './chapters';
import { bodyOf, run, testApi } from './testing';

const row = (id: string, no: number, volume = 'v1') => ({
  id,
  book_id: 'b1',
  volume_id: volume,
  chapter_no: no,
  position: no * 1024,
  title: `第${no}章`,
  word_count: 10,
  status: 'draft',
  publish_at: null,
  published_at: null,
  is_vip: false,
  version: 1,
  update_time: '2026-01-01T00:00:00+08:00',
});

describe('the chapter actors', () => {
  it('schedule through the publish call, with the time', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [row('c1', 1)] }));
    const { runActionIn } = createChapterActors(testApi(fetch));

    await run(runActionIn('b1'), {
      action: { kind: 'schedule', publishAt: '2026-06-01T20:00:00+08:00' },
      chapterIds: ['c1'],
    });

    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.url).toBe('http://api.test/author/chapter/publish');
    expect(await bodyOf(request)).toEqual({
      chapter_ids: ['c1'],
      publish_at: '2026-06-01T20:00:00+08:00',
    });
  });

  it('schedule an interval apart, or out of order when the author chose it', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [row('c1', 1)] }));
    const { runActionIn } = createChapterActors(testApi(fetch));

    await run(runActionIn('b1'), {
      action: {
        kind: 'schedule',
        publishAt: '2026-06-01T20:00:00+08:00',
        intervalMinutes: 1440,
        outOfOrder: true,
      },
      chapterIds: ['c1', 'c2'],
    });

    expect(await bodyOf(fetch.mock.calls[0]![0] as Request)).toEqual({
      chapter_ids: ['c1', 'c2'],
      publish_at: '2026-06-01T20:00:00+08:00',
      interval_minutes: 1440,
      out_of_order: true,
    });
  });

  it('schedule at times of day: the times and the author’s zone go with the start', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [row('c1', 1)] }));
    const { runActionIn } = createChapterActors(testApi(fetch));

    await run(runActionIn('b1'), {
      action: {
        kind: 'schedule',
        publishAt: '2026-06-01T12:00:00+08:00',
        daily: { times: ['12:00', '20:00'], timeZone: 'Europe/Berlin' },
      },
      chapterIds: ['c1', 'c2'],
    });

    expect(await bodyOf(fetch.mock.calls[0]![0] as Request)).toEqual({
      chapter_ids: ['c1', 'c2'],
      publish_at: '2026-06-01T12:00:00+08:00',
      daily_times: ['12:00', '20:00'],
      time_zone: 'Europe/Berlin',
    });
  });

  it('move after a chapter number: look the chapter up in the book, then move into its volume', async () => {
    const fetch = fakeFetch((request) =>
      request.url.includes('/chapter/list')
        ? envelope(0, { list: [row('c12', 12, 'v2'), row('c120', 120, 'v3')], total: 2 })
        : envelope(0, { list: [row('c1', 13, 'v2')] }),
    );
    const { runActionIn } = createChapterActors(testApi(fetch));

    await run(runActionIn('b1'), {
      action: { kind: 'move', afterChapterNo: 12 },
      chapterIds: ['c1'],
    });

    const [lookup, move] = fetch.mock.calls.map(([request]) => request as Request);
    expect(new URL(lookup!.url).searchParams.get('book_id')).toBe('b1');
    expect(await bodyOf(move!)).toEqual({
      chapter_ids: ['c1'],
      volume_id: 'v2',
      after_chapter_id: 'c12',
    });
  });

  it('refuse a move after a chapter number the book does not have, as the field error it is', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [], total: 0 }));
    const { runActionIn } = createChapterActors(testApi(fetch));

    await expect(
      run(runActionIn('b1'), { action: { kind: 'move', afterChapterNo: 9 }, chapterIds: ['c1'] }),
    ).rejects.toMatchObject({
      code: 101001,
      body: { errors: { after_chapter_id: 'chapters.move.noSuchChapter' } },
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('send an import batch and count what was created', async () => {
    const failed = [{ index: 1, title: 'x', field: 'title', reason: 'validation.tooLong' }];
    const fetch = fakeFetch(() => envelope(0, { created: [row('c1', 1)], failed }));
    const { importBatch } = createChapterActors(testApi(fetch));

    await expect(
      run(importBatch, {
        bookId: 'b1',
        volumeId: 'v1',
        chapters: [
          { title: '一', content: '甲' },
          { title: 'x', content: '乙' },
        ],
      }),
    ).resolves.toEqual({ created: 1, failed });
  });

  it('trash answers the undo id of the call; unschedule has none', async () => {
    const fetch = fakeFetch((request) =>
      request.url.endsWith('/trash')
        ? envelope(0, { list: [row('c1', 1)], undo_id: 'u1', undo_expires_at: null })
        : envelope(0, { list: [row('c1', 1)] }),
    );
    const { runActionIn } = createChapterActors(testApi(fetch));
    const trashed = await run(runActionIn('b1'), { action: { kind: 'trash' }, chapterIds: ['c1'] });
    expect(trashed.undoId).toBe('u1');
    const unscheduled = await run(runActionIn('b1'), {
      action: { kind: 'unschedule' },
      chapterIds: ['c1'],
    });
    expect(unscheduled).toMatchObject({ undoId: null, rows: [{ id: 'c1' }] });
  });

  it('undo puts the last call back first, and sums what each answered', async () => {
    const fetch = fakeFetch(() =>
      envelope(0, { undo_id: 'x', kind: 'trash', restored: ['c1', 'c2'], skipped: [], list: [] }),
    );
    const api = testApi(fetch);
    const { undoAction } = createChapterActors(api);
    await expect(run(undoAction, { undoIds: ['u1', 'u2'], skipChanged: true })).resolves.toEqual({
      restored: 4,
      skipped: 0,
    });
    const bodies = await Promise.all(fetch.mock.calls.map(([r]) => bodyOf(r as Request)));
    expect(bodies).toEqual([
      { undo_id: 'u2', skip_changed: true },
      { undo_id: 'u1', skip_changed: true },
    ]);
  });

  it('a refused undo says why, naming the calls undone before, without a toast', async () => {
    let call = 0;
    const fetch = fakeFetch(() =>
      ++call === 1
        ? envelope(0, { undo_id: 'u2', kind: 'move', restored: ['c9'], skipped: [], list: [] })
        : envelope(104001, {
            conflicts: [
              { chapter_id: 'c1', reason: 'position_taken' },
              { chapter_id: 'c2', reason: 'changed' },
            ],
          }),
    );
    const api = testApi(fetch);
    const { undoAction } = createChapterActors(api);
    await expect(run(undoAction, { undoIds: ['u1', 'u2'], skipChanged: false })).rejects.toEqual({
      kind: 'conflict',
      conflicts: ['position_taken', 'changed'],
      undone: ['u2'],
    });
    expect(api.toast.error).not.toHaveBeenCalled();

    const expired = createChapterActors(testApi(fakeFetch(() => envelope(103001, null))));
    await expect(
      run(expired.undoAction, { undoIds: ['u1'], skipChanged: false }),
    ).rejects.toMatchObject({ kind: 'expired' });
  });
});
