/**
 * The early requests are only worth anything if they are the very requests
 * the screens make: each case runs the screen's real actor (or machine) over
 * a recording client and compares what it asked for.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom, waitFor } from 'xstate';
import { createChapterActors } from '../api/actors/chapters';
import { createDashboardActors } from '../api/actors/dashboard';
import { createEditorActors } from '../api/actors/editor';
import { run, testApi } from '../api/actors/testing';
import { createVolumeActors } from '../api/actors/volumes';
import { envelope, fakeFetch, TEST_BASE_URL } from '../api/testing/fake-fetch';
import { writeChapterOrder } from '../lib/chapter-order';
import { createMemoryDraftStore } from '../lib/draft-store';
import { memoryStorage } from '../lib/testing/memory-storage';
import { chapterListMachine } from '../machines/chapter-list/chapter-list.machine';
import { landingRequests } from './landing-requests';

/** Path and query, the query's order aside (as the early fetch compares them). */
const normalized = (url: string) => {
  const parsed = new URL(url, TEST_BASE_URL);
  return `${parsed.pathname}?${[...parsed.searchParams].map((p) => p.join('=')).sort()}`;
};

/** A client that records every URL and answers a fitting empty success. */
function recording() {
  const urls: string[] = [];
  const fetch = fakeFetch((request) => {
    urls.push(normalized(request.url));
    const path = new URL(request.url).pathname;
    if (path.endsWith('/list'))
      return envelope(0, {
        list: [],
        total: 0,
        counts: {},
        revisions: { count: 0, word_delta: 0 },
      });
    if (path === '/author/book/info') return envelope(0, { id: 'b1', title: 'T', allow_vip: true });
    return envelope(0, {});
  });
  return { api: testApi(fetch), urls };
}

const early = (pathname: string, search: string, storage: Storage | null = null) =>
  landingRequests(pathname, search, storage).map(normalized).sort();

describe('landing requests', () => {
  it('chapter management: the volumes panel and the list first page, in the order kept for the book', async () => {
    for (const order of ['reading', 'newest'] as const) {
      const storage = memoryStorage();
      writeChapterOrder('b1', order, storage);
      const { api, urls } = recording();
      await run(createVolumeActors(api).loadVolumes, { bookId: 'b1' });
      const list = createActor(chapterListMachine.provide({ actors: createChapterActors(api) }), {
        input: { bookId: 'b1', order },
      }).start();
      await waitFor(list, (s: SnapshotFrom<typeof chapterListMachine>) => s.context.total !== null);
      list.stop();
      expect(early('/chapter-manage', '?book_id=b1', storage)).toEqual([...urls].sort());
    }
  });

  it('the editor: the book and volumes, and the chapter when one is named', async () => {
    for (const chapterId of [null, 'c1']) {
      const { api, urls } = recording();
      const drafts = createMemoryDraftStore();
      await run(createEditorActors({ api, drafts: () => drafts }).load, {
        bookId: 'b1',
        chapterId,
        draftKey: 'k',
      }).catch(() => {});
      const search = chapterId ? `?book_id=b1&chapter_id=${chapterId}` : '?book_id=b1';
      expect(early('/chapter-add', search)).toEqual([...urls].sort());
    }
  });

  it('home: the dashboard', async () => {
    const { api, urls } = recording();
    await run(createDashboardActors(api).fetchDashboard, undefined);
    expect(early('/home', '')).toEqual(urls);
    expect(landingRequests('/home', '')).toEqual(['/author/dashboard']);
  });

  it('nothing for a screen without its book, or one not listed', () => {
    expect(landingRequests('/chapter-manage', '')).toEqual([]);
    expect(landingRequests('/income', '')).toEqual([]);
  });
});
