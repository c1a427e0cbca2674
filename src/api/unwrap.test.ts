import { describe, expect, expectTypeOf, it } from 'vitest';
import { ErrorCodes } from '../lib/contract';
import { ApiError, type Envelope, isPassThrough } from './envelope';
import { envelope, fakeFetch, json, setup } from './testing/fake-fetch';
import type { BookPage, MenuRoute } from './testing/paths';
import { unwrap, unwrapEnvelope } from './unwrap';

describe('unwrap', () => {
  it('resolves with the body of a code 0 envelope, typed from paths', async () => {
    const page: BookPage = { list: [{ book_id: 'b1', title: '长夜' }], total: 1 };
    const fetch = fakeFetch(() => envelope(0, page));
    const api = setup(fetch);

    const result = await api.unwrap(
      api.client.GET('/author/book/list', { params: { query: { page: 1, page_size: 20 } } }),
    );

    expectTypeOf(result).toEqualTypeOf<BookPage>();
    expect(result).toEqual(page);
    expect((fetch.mock.calls[0]![0] as Request).url).toBe(
      'http://api.test/author/book/list?page=1&page_size=20',
    );
  });

  it('resolves null bodies (logout)', async () => {
    const api = setup(fakeFetch(() => envelope(0, null)));

    const result = await api.unwrap(api.client.POST('/author/user/logout'));

    expectTypeOf(result).toEqualTypeOf<null>();
    expect(result).toBeNull();
  });

  it("resolves with the menu's data", async () => {
    const menu: MenuRoute[] = [{ path: '/dashboard', name: 'dashboard' }];
    const api = setup(fakeFetch(() => json({ data: menu, status: 'ok', msg: 'ok', code: 0 })));

    const result = await api.unwrap(api.client.POST('/api/user/menu'));

    expectTypeOf(result).toEqualTypeOf<MenuRoute[]>();
    expect(result).toEqual(menu);
  });

  it('resolves with the envelope for pass-through codes', async () => {
    const whole = { code: ErrorCodes.registrationToConfirm, msg: '', body: null };
    const api = setup(fakeFetch(() => json(whole)));

    const result: unknown = await api.unwrap(
      api.client.POST('/author/user/login', { body: { username: 'u', password: 'p' } }),
    );

    expect(result).toEqual(whole);
    expect(isPassThrough(result)).toBe(true);
  });

  it('rejects failures that bypassed the middleware', async () => {
    const bare = (data: unknown, status = 200) =>
      Promise.resolve({ data, response: new Response(null, { status }) });

    await expect(unwrap(bare({ code: 500123, msg: '', body: null }))).rejects.toMatchObject({
      kind: 'business',
      code: 500123,
      message: 'Error',
    });
    await expect(unwrap(bare(undefined, 500))).rejects.toBeInstanceOf(ApiError);
  });
});

describe('unwrapEnvelope', () => {
  it('resolves with the whole envelope so login can branch on the code', async () => {
    const api = setup(fakeFetch(() => envelope(ErrorCodes.passwordNotSet, null, 'no password')));

    const result = await api.unwrapEnvelope(
      api.client.POST('/author/user/login', { body: { username: 'u', password: 'p' } }),
    );

    expectTypeOf(result).toEqualTypeOf<Envelope<{ token: string }>>();
    expect(result).toEqual({ code: 109016, msg: 'no password', body: null });
  });

  it('resolves code 0 envelopes too', async () => {
    const api = setup(fakeFetch(() => envelope(0, { token: 't' })));
    const result = await unwrapEnvelope(
      api.client.POST('/author/user/login', { body: { username: 'u', password: 'p' } }),
    );
    expect(result.body).toEqual({ token: 't' });
  });
});
