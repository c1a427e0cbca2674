import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch, setup } from '../testing/fake-fetch';
import { readCookieValue } from './xsrf';

const sentHeader = (fetch: ReturnType<typeof fakeFetch>) =>
  (fetch.mock.calls[0]![0] as Request).headers.get('X-XSRF-TOKEN');

describe('xsrf middleware', () => {
  it('copies cookie XSRF-TOKEN into header X-XSRF-TOKEN', async () => {
    const fetch = fakeFetch(() => envelope(0, null));
    const { client, unwrap } = setup(fetch, { readCookie: () => 'a=1; XSRF-TOKEN=x%2By; b=2' });

    await unwrap(client.POST('/author/user/logout'));

    expect(sentHeader(fetch)).toBe('x+y');
  });

  it('sends no header without the cookie', async () => {
    const fetch = fakeFetch(() => envelope(0, null));
    const { client, unwrap } = setup(fetch, { readCookie: () => 'XSRF-TOKENX=1' });

    await unwrap(client.POST('/author/user/logout'));

    expect(sentHeader(fetch)).toBeNull();
  });

  it('keeps the token from other origins, as axios did', async () => {
    const fetch = fakeFetch(() => envelope(0, null));
    const { client, unwrap } = setup(fetch, {
      readCookie: () => 'XSRF-TOKEN=secret',
      origin: 'http://app.test',
    });

    await unwrap(client.POST('/author/user/logout'));

    expect(sentHeader(fetch)).toBeNull();
  });

  it('sends it to the same origin', async () => {
    const fetch = fakeFetch(() => envelope(0, null));
    const { client, unwrap } = setup(fetch, {
      readCookie: () => 'XSRF-TOKEN=secret',
      origin: 'http://api.test',
    });

    await unwrap(client.POST('/author/user/logout'));

    expect(sentHeader(fetch)).toBe('secret');
  });

  it('parses cookie strings', () => {
    expect(readCookieValue('', 'XSRF-TOKEN')).toBeNull();
    expect(readCookieValue('XSRF-TOKEN=%E4%BD%A0', 'XSRF-TOKEN')).toBe('你');
    expect(readCookieValue('XSRF-TOKEN=%zz', 'XSRF-TOKEN')).toBe('%zz');
  });
});
