import { describe, expect, it } from 'vitest';
import { createAuthorClient } from './client';
import { envelope, fakeFetch } from './testing/fake-fetch';
import type { paths } from './testing/paths';

describe('createAuthorClient', () => {
  it('works with only the required dependencies', async () => {
    const fetch = fakeFetch(() => envelope(0, { list: [], total: 0 }));
    const api = createAuthorClient<paths>({
      baseUrl: 'http://api.test/',
      fetch,
      toast: { error: () => {} },
      onSessionExpired: () => {},
    });

    await expect(api.unwrap(api.client.GET('/author/book/list'))).resolves.toEqual({
      list: [],
      total: 0,
    });
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.url).toBe('http://api.test/author/book/list');
    // No localStorage and no document in Node: no token, no XSRF header.
    expect(request.headers.has('x-token')).toBe(false);
    expect(request.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends JSON bodies with both headers', async () => {
    const fetch = fakeFetch(() => envelope(0, { token: 'new' }));
    const api = createAuthorClient<paths>({
      baseUrl: 'http://api.test',
      fetch,
      tokens: { get: () => 'tok', set: () => {}, clear: () => {} },
      readCookie: () => 'XSRF-TOKEN=xs',
      toast: { error: () => {} },
      onSessionExpired: () => {},
    });

    const body = await api.unwrap(
      api.client.POST('/author/user/login', { body: { username: 'u', password: 'p' } }),
    );

    expect(body).toEqual({ token: 'new' });
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(request.headers.get('x-token')).toBe('tok');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('xs');
    expect(await request.json()).toEqual({ username: 'u', password: 'p' });
  });
});
