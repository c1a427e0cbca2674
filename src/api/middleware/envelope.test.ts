import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../lib/contract';
import { ApiError } from '../envelope';
import { envelope, fakeFetch, json, setup } from '../testing/fake-fetch';
import { createMemoryTokenStore } from '../token-store';

const bookList = (response: Response) => {
  const api = setup(fakeFetch(() => response));
  return { ...api, pending: api.unwrap(api.client.GET('/author/book/list')) };
};

describe('envelope middleware: session expiry', () => {
  it.each([ErrorCodes.tokenInvalid, ErrorCodes.tokenRevoked])(
    '%i clears the token, calls onSessionExpired once and rejects',
    async (code) => {
      const tokens = createMemoryTokenStore('old');
      const api = setup(
        fakeFetch(() => envelope(code, null, 'expired')),
        { tokens },
      );

      const rejection = await api.unwrap(api.client.GET('/author/book/list')).catch((e) => e);

      expect(rejection).toBeInstanceOf(ApiError);
      expect(rejection).toMatchObject({ kind: 'business', code, message: 'expired' });
      expect(tokens.get()).toBeNull();
      expect(api.onSessionExpired).toHaveBeenCalledTimes(1);
      expect(api.onSessionExpired).toHaveBeenCalledWith(code);
      expect(api.toast.error).not.toHaveBeenCalled();
    },
  );
});

describe('envelope middleware: quiet rejections', () => {
  it.each([ErrorCodes.invalid, ErrorCodes.notFound, ErrorCodes.notAllowed, ErrorCodes.conflict])(
    '%i rejects with the message and no toast',
    async (code) => {
      const body = { errors: { title: 'book.title.required' } };
      const { pending, toast, onSessionExpired } = bookList(envelope(code, body, 'nope'));

      const rejection = await pending.catch((e) => e);

      expect(rejection).toBeInstanceOf(ApiError);
      expect(rejection).toMatchObject({ kind: 'business', code, message: 'nope', body });
      expect(toast.error).not.toHaveBeenCalled();
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it.each([ErrorCodes.invalid, ErrorCodes.notFound, ErrorCodes.notAllowed, ErrorCodes.conflict])(
    "%i rejects with 'Error' when msg is empty",
    async (code) => {
      const { pending, toast } = bookList(envelope(code, null, ''));

      await expect(pending).rejects.toMatchObject({ code, message: 'Error' });
      expect(toast.error).not.toHaveBeenCalled();
    },
  );
});

describe('envelope middleware: verification codes', () => {
  it.each([ErrorCodes.codeWrong, ErrorCodes.codeExpired])(
    '%i rejects with the whole envelope',
    async (code) => {
      const whole = { code, msg: 'code wrong', body: { tries_left: 2 } };
      const { pending, toast } = bookList(json(whole));

      const rejection = await pending.catch((e) => e);

      expect(rejection).not.toBeInstanceOf(Error);
      expect(rejection).toEqual(whole);
      expect(toast.error).not.toHaveBeenCalled();
    },
  );
});

describe('envelope middleware: pass-through', () => {
  it.each([ErrorCodes.passwordNotSet, ErrorCodes.registrationToConfirm])(
    '%i resolves with the envelope, silently',
    async (code) => {
      const whole = { code, msg: 'set a password', body: { phone: '138****0000' } };
      const api = setup(fakeFetch(() => json(whole)));

      const { data } = await api.client.POST('/author/user/login', {
        body: { username: 'a', password: 'b' },
      });

      expect(data).toEqual(whole);
      expect(api.toast.error).not.toHaveBeenCalled();
      expect(api.onSessionExpired).not.toHaveBeenCalled();
    },
  );
});

describe('envelope middleware: toasted codes', () => {
  it('105001 toasts for 5000 ms and rejects with retry_after_s', async () => {
    const { pending, toast } = bookList(
      envelope(ErrorCodes.tooManyRequests, { retry_after_s: 30 }, 'Slow down'),
    );

    await expect(pending).rejects.toMatchObject({
      kind: 'business',
      code: 105001,
      message: 'Slow down',
      body: { retry_after_s: 30 },
    });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Slow down', {
      duration: 5000,
      wording: { messageId: 'error.105001', values: { seconds: 30 } },
    });
  });

  it("any other code toasts msg or 'Error' for 5000 ms and rejects", async () => {
    const named = bookList(envelope(500123, null, 'Server fault'));
    await expect(named.pending).rejects.toMatchObject({ code: 500123, message: 'Server fault' });
    expect(named.toast.error).toHaveBeenCalledExactlyOnceWith('Server fault', {
      duration: 5000,
      wording: { messageId: 'error.500123' },
    });

    const blank = bookList(envelope(500123, null, ''));
    await expect(blank.pending).rejects.toMatchObject({ code: 500123, message: 'Error' });
    expect(blank.toast.error).toHaveBeenCalledExactlyOnceWith('Error', {
      duration: 5000,
      wording: { messageId: 'error.500123' },
    });
  });
});

describe('envelope middleware: menu envelope', () => {
  const menu = [{ path: '/dashboard', name: 'dashboard', children: [] }];

  it('resolves data for code 0', async () => {
    const api = setup(fakeFetch(() => json({ data: menu, status: 'ok', msg: '', code: 0 })));
    await expect(api.unwrap(api.client.POST('/api/user/menu'))).resolves.toEqual(menu);
  });

  it('applies the same code rules', async () => {
    const api = setup(
      fakeFetch(() => json({ data: null, status: 'fail', msg: 'menu broke', code: 50000 })),
    );
    await expect(api.unwrap(api.client.POST('/api/user/menu'))).rejects.toMatchObject({
      code: 50000,
      message: 'menu broke',
    });
    expect(api.toast.error).toHaveBeenCalledExactlyOnceWith('menu broke', {
      duration: 5000,
      wording: { messageId: 'error.50000' },
    });

    const expired = setup(
      fakeFetch(() => json({ data: null, status: 'fail', msg: '', code: 100002 })),
    );
    await expect(expired.unwrap(expired.client.POST('/api/user/menu'))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(expired.onSessionExpired).toHaveBeenCalledExactlyOnceWith(100002);
    expect(expired.tokens.get()).toBeNull();
  });
});

describe('envelope middleware: non-envelope answers pass through untouched', () => {
  it('blob', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const api = setup(
      fakeFetch(
        () => new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } }),
      ),
    );

    const blob = await api.unwrap(api.client.GET('/author/book/export', { parseAs: 'blob' }));

    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(bytes);
    expect(api.toast.error).not.toHaveBeenCalled();
  });

  it('text', async () => {
    const api = setup(
      fakeFetch(() => new Response('第一章\n正文', { headers: { 'content-type': 'text/plain' } })),
    );

    const text = await api.unwrap(api.client.GET('/author/book/export', { parseAs: 'text' }));

    expect(text).toBe('第一章\n正文');
    expect(api.toast.error).not.toHaveBeenCalled();
  });

  it('JSON asked for as text, even if it looks like a failed envelope', async () => {
    const raw = JSON.stringify({ code: 500123, msg: 'x', body: null });
    const api = setup(fakeFetch(() => json(JSON.parse(raw))));

    const text = await api.unwrap(api.client.GET('/author/book/export', { parseAs: 'text' }));

    expect(text).toBe(raw);
    expect(api.toast.error).not.toHaveBeenCalled();
  });

  it('stream', async () => {
    const api = setup(
      fakeFetch(() => new Response('chunk', { headers: { 'content-type': 'text/plain' } })),
    );

    const stream = await api.unwrap(api.client.GET('/author/book/export', { parseAs: 'stream' }));

    expect(await new Response(stream as ReadableStream).text()).toBe('chunk');
  });
});
