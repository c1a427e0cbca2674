import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch, setup } from '../testing/fake-fetch';
import { createMemoryTokenStore } from '../token-store';

describe('token middleware', () => {
  it('sends x-token when a token exists', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [], total: 0 }));
    const { client, unwrap } = setup(fetch, { tokens: createMemoryTokenStore('abc') });

    await unwrap(client.GET('/author/book/list'));

    expect(fetch.mock.calls[0]![0]).toBeInstanceOf(Request);
    expect((fetch.mock.calls[0]![0] as Request).headers.get('x-token')).toBe('abc');
  });

  it('sends no x-token without a token', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [], total: 0 }));
    const { client, unwrap } = setup(fetch, { tokens: createMemoryTokenStore(null) });

    await unwrap(client.GET('/author/book/list'));

    expect((fetch.mock.calls[0]![0] as Request).headers.has('x-token')).toBe(false);
  });

  it('reads the store per request, so a login applies to the next call', async () => {
    const fetch = fakeFetch(() => envelope(0, null));
    const tokens = createMemoryTokenStore(null);
    const { client, unwrap } = setup(fetch, { tokens });

    await unwrap(client.POST('/author/user/logout'));
    tokens.set('fresh');
    await unwrap(client.POST('/author/user/logout'));

    const sent = fetch.mock.calls.map(([request]) => (request as Request).headers.get('x-token'));
    expect(sent).toEqual([null, 'fresh']);
  });
});
