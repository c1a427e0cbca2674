import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { envelope, fakeFetch, hangingFetch } from '../testing/fake-fetch';
import { createAccountActors, createPasswordResetActors } from './account';
import { bodyOf, run, testApi } from './testing';

const pathOf = (fetch: ReturnType<typeof fakeFetch>, call = 0) =>
  new URL((fetch.mock.calls[call]![0] as Request).url).pathname;
const requestOf = (fetch: ReturnType<typeof fakeFetch>, call = 0) =>
  fetch.mock.calls[call]![0] as Request;

describe('the account actors', () => {
  it('ask for a sensitive-scene code, then reveal with it', async () => {
    const info = {
      phone: '13800000001',
      home_phone: '',
      email: 'a@b.cn',
      real_name: '林墨',
      id_card: '',
      revealed: true,
    };
    const fetch = fakeFetch((request) =>
      envelope(
        0,
        request.url.endsWith('send_verify_code') ? { expires_in_s: 300, resend_after_s: 60 } : info,
      ),
    );
    const { sendSensitiveCode, revealSensitive } = createAccountActors(testApi(fetch));

    await run(sendSensitiveCode, undefined);
    await expect(run(revealSensitive, { code: '123456' })).resolves.toEqual(info);

    expect(pathOf(fetch, 0)).toBe('/author/user/send_verify_code');
    expect(await bodyOf(requestOf(fetch, 0))).toEqual({ scene: 'sensitive' });
    expect(pathOf(fetch, 1)).toBe('/author/user/author_sensitive_info');
    expect(await bodyOf(requestOf(fetch, 1))).toEqual({ code: '123456' });
  });

  it('send only the changed profile fields it is given', async () => {
    const fetch = fakeFetch(() => envelope(0, { id: 'u1' }));
    const { updateProfile } = createAccountActors(testApi(fetch));
    await run(updateProfile, { qq: '12345', email: '' });
    expect(pathOf(fetch)).toBe('/author/user/update');
    expect(await bodyOf(requestOf(fetch))).toEqual({ qq: '12345', email: '' });
  });

  it('upload an avatar as multipart form data', async () => {
    const fetch = fakeFetch(() => envelope(0, { avatar_url: '/uploads/avatar/a.png' }));
    const { uploadAvatar } = createAccountActors(testApi(fetch));
    const file = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await expect(run(uploadAvatar, { file })).resolves.toEqual({
      avatar_url: '/uploads/avatar/a.png',
    });
    const request = requestOf(fetch);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await request.formData()).get('file')).toBeInstanceOf(Blob);
  });

  it('keep this session after a password change by storing the fresh token', async () => {
    const fetch = fakeFetch(() =>
      envelope(0, { token: 'tok-2', expires_in: 3600, new_register: false }),
    );
    const api = testApi(fetch);
    const { savePassword } = createAccountActors(api);
    await run(savePassword, { phone: null, code: '123456', password: 'Lantern#42' });
    expect(pathOf(fetch)).toBe('/author/user/set_pwd');
    expect(await bodyOf(requestOf(fetch))).toEqual({ code: '123456', password: 'Lantern#42' });
    expect(api.tokens.get()).toBe('tok-2');
  });

  it('reject a wrong code with its body, without a toast', async () => {
    const fetch = fakeFetch(() => envelope(116001, { attempts_left: 3 }));
    const api = testApi(fetch);
    const { revealSensitive } = createAccountActors(api);
    await expect(run(revealSensitive, { code: '000000' })).rejects.toMatchObject({
      code: 116001,
      body: { attempts_left: 3 },
    });
    expect(api.toast.error).not.toHaveBeenCalled();
  });

  it('cancel an upload when the actor stops', async () => {
    const fetch = hangingFetch();
    const api = testApi(fetch);
    const { uploadAvatar } = createAccountActors(api);
    const actor = createActor(uploadAvatar, { input: { file: new Blob(['x']) } }).start();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    actor.stop();
    expect((fetch.mock.calls[0]![0] as Request).signal.aborted).toBe(true);
  });
});

describe('the password reset actors', () => {
  it('send a reset code to the typed phone and reset with it', async () => {
    const fetch = fakeFetch((request) =>
      envelope(
        0,
        request.url.endsWith('send_code') ? { expires_in_s: 300, resend_after_s: 60 } : null,
      ),
    );
    const { sendPasswordCode, savePassword } = createPasswordResetActors(testApi(fetch));
    await run(sendPasswordCode, { phone: '13800000002' });
    await run(savePassword, { phone: '13800000002', code: '654321', password: 'Lantern#42' });
    expect(pathOf(fetch, 0)).toBe('/author/user/send_code');
    expect(await bodyOf(requestOf(fetch, 0))).toEqual({ phone: '13800000002', scene: 'reset_pwd' });
    expect(pathOf(fetch, 1)).toBe('/author/user/re_set_pwd');
    expect(await bodyOf(requestOf(fetch, 1))).toEqual({
      phone: '13800000002',
      code: '654321',
      password: 'Lantern#42',
    });
  });
});
