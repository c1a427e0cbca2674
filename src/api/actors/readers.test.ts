import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { createReaderActors } from './readers';
import { bodyOf, run, testApi } from './testing';

describe('the readers inbox actors', () => {
  it('send the filters and the cursor as the query, and map the page', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [], next_cursor: 'c2', books: [] }));
    const { fetchPage } = createReaderActors(testApi(fetch));
    const page = await run(fetchPage, {
      filters: { kind: 'chapter', bookId: 'b1', chapterFrom: 2, unread: true, keyword: '伏笔' },
      cursor: 'c1',
      pageSize: 20,
    });
    expect(page).toEqual({ list: [], nextCursor: 'c2', books: [] });
    const [request] = fetch.mock.calls.map(([r]) => r as Request);
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({
      kind: 'chapter',
      book_id: 'b1',
      chapter_from: '2',
      unread: 'true',
      keyword: '伏笔',
      cursor: 'c1',
      page_size: '20',
    });
  });

  it('reply, act and mark read with the spec’s bodies', async () => {
    const fetch = fakeFetch(() => envelope(0, { updated: 1, unread: 0 }));
    const { reply, act, markRead } = createReaderActors(testApi(fetch));
    await run(reply, { commentId: 'k1', content: '谢谢' });
    await run(act, { commentId: 'k1', action: 'pin' });
    await run(markRead, { ids: ['k1'] });
    const [r, a, m] = fetch.mock.calls.map(([request]) => request as Request);
    expect(await bodyOf(r!)).toEqual({ comment_id: 'k1', content: '谢谢' });
    expect(await bodyOf(a!)).toEqual({ comment_id: 'k1', action: 'pin' });
    expect(await bodyOf(m!)).toEqual({ ids: ['k1'] });
  });
});
