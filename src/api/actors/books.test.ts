import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { envelope, fakeFetch, hangingFetch } from '../testing/fake-fetch';
import { createBookActors } from './books';
import { run, testApi } from './testing';

describe('the book actors', () => {
  it('ask for a list page with only the filters that are set', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [], total: 0 }));
    const { fetchBooks } = createBookActors(testApi(fetch));

    await expect(
      run(fetchBooks, {
        kind: 'short',
        keyword: '星',
        serialStatus: '',
        reviewStatus: 'approved',
        sort: 'words_desc',
        page: 2,
        pageSize: 20,
      }),
    ).resolves.toEqual({ list: [], total: 0 });

    const url = new URL((fetch.mock.calls[0]![0] as Request).url);
    expect(url.pathname).toBe('/author/book/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      kind: 'short',
      page: '2',
      page_size: '20',
      sort: 'words_desc',
      keyword: '星',
      review_status: 'approved',
    });
  });

  it('upload a cover as multipart form data', async () => {
    const fetch = fakeFetch(() => envelope(0, { cover_url: '/uploads/cover/a.png' }));
    const { uploadCover } = createBookActors(testApi(fetch));
    const file = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });

    await expect(run(uploadCover, { file })).resolves.toEqual({
      cover_url: '/uploads/cover/a.png',
    });
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(await (form.get('file') as Blob).arrayBuffer()).toEqual(await file.arrayBuffer());
  });

  it('cancel the call when the actor stops, without a toast', async () => {
    const fetch = hangingFetch();
    const api = testApi(fetch);
    const { fetchBook } = createBookActors(api);
    const actor = createActor(fetchBook, { input: { book_id: 'b1' } }).start();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const request = fetch.mock.calls[0]![0] as Request;

    actor.stop();

    expect(request.signal.aborted).toBe(true);
    // The rejection reaches the middleware on a later turn: it must stay quiet there too.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.toast.error).not.toHaveBeenCalled();
  });
});
