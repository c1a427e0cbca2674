import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { createAuthActors } from './auth';
import { bodyOf, run, testApi } from './testing';

const LOGIN = { token: 'tok-9', expires_at: '2026-12-22T10:00:00+08:00', new_register: false };

describe('the auth actors', () => {
  it('log in by password, SMS code or SSO ticket through one actor', async () => {
    const fetch = fakeFetch(() => envelope(0, LOGIN, 'ok'));
    const { login } = createAuthActors(testApi(fetch));

    const answers = [
      await run(login, { method: 'password', phone: '13800000001', password: 'p' }),
      await run(login, { method: 'sms', phone: '13800000001', code: '123456' }),
      await run(login, { method: 'sso', ticket: 't-1' }),
    ];

    expect(answers).toEqual([0, 1, 2].map(() => ({ code: 0, msg: 'ok', body: LOGIN })));
    const [byPassword, bySms, bySso] = fetch.mock.calls.map(([request]) => request as Request);
    expect(byPassword!.url).toBe('http://api.test/author/user/login_by_pwd');
    expect(await bodyOf(byPassword!)).toEqual({ phone: '13800000001', password: 'p' });
    expect(bySms!.url).toBe('http://api.test/author/user/login');
    expect(await bodyOf(bySms!)).toEqual({ phone: '13800000001', code: '123456' });
    expect(bySso!.url).toBe('http://api.test/backend/admin/operation/sso/login?ticket=t-1');
  });

  it('keep the token of a registration to confirm (109112) and drop other bodies', async () => {
    const confirm = createAuthActors(testApi(fakeFetch(() => envelope(109112, LOGIN, 'confirm'))));
    await expect(run(confirm.login, { method: 'sms', phone: '1', code: '2' })).resolves.toEqual({
      code: 109112,
      msg: 'confirm',
      body: LOGIN,
    });
    const noPassword = createAuthActors(
      testApi(fakeFetch(() => envelope(109016, null, 'set one'))),
    );
    await expect(
      run(noPassword.login, { method: 'password', phone: '1', password: '2' }),
    ).resolves.toEqual({ code: 109016, msg: 'set one', body: null });
  });

  it('reject what the error catalogue rejects', async () => {
    const { fetchUserInfo } = createAuthActors(
      testApi(fakeFetch(() => envelope(102001, null, 'gone'))),
    );
    await expect(run(fetchUserInfo, undefined)).rejects.toMatchObject({ code: 102001 });
  });
});
