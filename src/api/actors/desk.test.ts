import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { createDeskActors } from './desk';
import { bodyOf, run, testApi } from './testing';

const spec = { query: '林川', regex: true, caseSensitive: false, wholeWord: true };

function requestOf(fetch: ReturnType<typeof fakeFetch>, n = 0) {
  const request = fetch.mock.calls[n]![0] as Request;
  const url = new URL(request.url);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), request };
}

describe('the desk actors', () => {
  it('read a page of versions in the machine’s terms', async () => {
    const fetch = fakeFetch(() =>
      envelope(0, {
        total: 1,
        page: 1,
        page_size: 30,
        retention: { full_days: 30, edit_interval_minutes: 10 },
        list: [
          {
            id: 'k1',
            chapter_id: 'c1',
            title: '第1章',
            word_count: 12,
            word_delta: 12,
            reason: 'publish',
            published: true,
            create_time: '2026-11-20T20:00:00+08:00',
          },
        ],
      }),
    );
    const { fetchVersions } = createDeskActors(testApi(fetch));
    await expect(run(fetchVersions, { chapterId: 'c1', page: 1 })).resolves.toEqual({
      total: 1,
      page: 1,
      retention: { fullDays: 30, editIntervalMinutes: 10 },
      list: [
        {
          id: 'k1',
          title: '第1章',
          wordCount: 12,
          wordDelta: 12,
          reason: 'publish',
          published: true,
          createTime: '2026-11-20T20:00:00+08:00',
        },
      ],
    });
    expect(requestOf(fetch).query).toEqual({ chapter_id: 'c1', page: '1', page_size: '30' });
  });

  it('gather every chapter with matches, 500 a page, listing no matches', async () => {
    const chapters = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        chapter_id: `c${from + i}`,
        chapter_no: from + i,
        title: 't',
        status: 'draft',
        text_state: 'draft',
        version: 2,
        match_count: 1,
        matches: [],
      }));
    const fetch = fakeFetch((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return envelope(0, {
        total_matches: 600,
        total_chapters: 600,
        scanned_chapters: 3000,
        complete: true,
        page,
        page_size: 500,
        list: page === 1 ? chapters(1, 500) : chapters(501, 100),
      });
    });
    const { collectTargets } = createDeskActors(testApi(fetch));
    const targets = await run(collectTargets, { bookId: 'b1', spec });
    expect(targets).toHaveLength(600);
    expect(targets[599]).toEqual({ chapterId: 'c600', version: 2 });
    expect(requestOf(fetch, 1).query).toEqual({
      book_id: 'b1',
      query: '林川',
      mode: 'regex',
      case_sensitive: 'false',
      whole_word: 'true',
      page: '2',
      page_size: '500',
      max_matches: '0',
    });
  });

  it('send a batch joined to the earlier undo, with the matches to leave alone', async () => {
    const fetch = fakeFetch(() =>
      envelope(0, {
        undo_id: 'u1',
        undo_expires_at: '2026-11-25T10:00:00+08:00',
        changed: [{ chapter_id: 'c1', replaced: 2, version: 4, text_state: 'draft' }],
        skipped: [{ chapter_id: 'c2', reason: 'changed' }],
      }),
    );
    const { replaceBatch } = createDeskActors(testApi(fetch));
    const result = await run(replaceBatch, {
      bookId: 'b1',
      spec,
      replacement: '林舟',
      chapters: [
        { chapterId: 'c1', version: 3, exclude: [1] },
        { chapterId: 'c2', version: 3 },
      ],
      undoId: 'u1',
    });
    expect(result).toEqual({ undoId: 'u1', changed: 1, replaced: 2, skipped: 1 });
    expect(await bodyOf(requestOf(fetch).request)).toEqual({
      book_id: 'b1',
      query: '林川',
      mode: 'regex',
      case_sensitive: false,
      whole_word: true,
      replacement: '林舟',
      chapters: [
        { chapter_id: 'c1', version: 3, exclude: [1] },
        { chapter_id: 'c2', version: 3 },
      ],
      undo_id: 'u1',
    });
  });

  it('turn refusals into the machine’s failures', async () => {
    const answers = [
      envelope(101001, { errors: { query: 'validation.format' } }),
      envelope(104001, { conflicts: [{ chapter_id: 'c1', reason: 'changed' }] }),
      envelope(103001),
    ];
    const fetch = fakeFetch(() => answers.shift()!);
    const { search, undo } = createDeskActors(testApi(fetch));
    await expect(run(search, { bookId: 'b1', spec, page: 1, pageSize: 20 })).rejects.toEqual({
      kind: 'invalid',
      errors: { query: 'validation.format' },
    });
    await expect(run(undo, { undoId: 'u1', skipChanged: false })).rejects.toEqual({
      kind: 'conflict',
      conflicts: 1,
    });
    await expect(run(undo, { undoId: 'u1', skipChanged: false })).rejects.toEqual({
      kind: 'expired',
    });
  });
});
