import { describe, expect, it } from 'vitest';
import { fakeFetch, json, setup } from '../testing/fake-fetch';

describe('menu envelope middleware', () => {
  const menu = [{ path: '/dashboard', name: 'dashboard', children: [] }];

  it("rewrites the menu's { data, status } as the author envelope", async () => {
    const api = setup(fakeFetch(() => json({ data: menu, status: 'ok', msg: 'fine', code: 0 })));
    await expect(api.unwrapEnvelope(api.client.POST('/api/user/menu'))).resolves.toEqual({
      code: 0,
      msg: 'fine',
      body: menu,
    });
  });

  it('leaves every other path alone', async () => {
    const odd = { data: menu, status: 'ok', msg: '', code: 0 };
    const api = setup(fakeFetch(() => json(odd)));
    await expect(api.unwrapEnvelope(api.client.GET('/author/book/list'))).resolves.toEqual(odd);
  });
});
