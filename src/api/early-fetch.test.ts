import { describe, expect, it, vi } from 'vitest';
import { testApi } from './actors/testing';
import { createEarlyFetch, EARLY_ANSWER_MS } from './early-fetch';
import { envelope } from './testing/fake-fetch';

/** A base fetch that answers each call with a numbered envelope and records the URLs. */
function countingFetch() {
  const urls: string[] = [];
  const base = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return envelope(0, { n: urls.length });
  });
  return { base: base as unknown as typeof fetch, urls };
}

describe('early answers', () => {
  it('a GET started early is answered from that request, once, its query in any order', async () => {
    const { base, urls } = countingFetch();
    const early = createEarlyFetch(() => base);
    early.start('http://api.test/author/chapter/list?page=1&book_id=b1', 'tok-1');
    const api = testApi(early.fetch);
    const query = { book_id: 'b1', page: 1 };

    const first = await api.unwrap(api.client.GET('/author/chapter/list', { params: { query } }));
    const second = await api.unwrap(api.client.GET('/author/chapter/list', { params: { query } }));

    expect(first).toEqual({ n: 1 });
    expect(second).toEqual({ n: 2 });
    expect(urls).toHaveLength(2);
  });

  it('another address, a POST, another session or a stale answer asks the server', async () => {
    let now = 0;
    const { base, urls } = countingFetch();
    const early = createEarlyFetch(
      () => base,
      () => now,
    );
    const api = testApi(early.fetch);
    const other = testApi(early.fetch, 'tok-2');

    early.start('http://api.test/author/book/info?book_id=b1', 'tok-1');
    await api.unwrap(api.client.GET('/author/book/info', { params: { query: { book_id: 'b2' } } }));
    early.start('http://api.test/author/dashboard', 'tok-1');
    await other.unwrap(other.client.GET('/author/dashboard'));
    early.start('http://api.test/author/volume/list?book_id=b1', 'tok-1');
    now = EARLY_ANSWER_MS + 1;
    const stale = await api.unwrap(
      api.client.GET('/author/volume/list', { params: { query: { book_id: 'b1' } } }),
    );

    // Three early requests and three asked afresh: none was taken.
    expect(urls).toHaveLength(6);
    expect(stale).toEqual({ n: 6 });
  });

  it('an early request that fails fails its reader, through the middleware, once', async () => {
    const base = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const early = createEarlyFetch(() => base);
    early.start('http://api.test/author/dashboard', 'tok-1');
    const api = testApi(early.fetch);

    await expect(api.unwrap(api.client.GET('/author/dashboard'))).rejects.toMatchObject({
      kind: 'transport',
    });
    expect(base).toHaveBeenCalledTimes(1);
    expect(api.toast.error).toHaveBeenCalledTimes(1);
  });
});
