import { afterEach, describe, expect, it, vi } from 'vitest';
import { callerSignal } from '../abort';
import { ApiError, TRANSPORT_ERROR_CODE } from '../envelope';
import { envelope, fakeFetch, hangingFetch, json, setup } from '../testing/fake-fetch';
import { withTimeout } from '../timeout';
import { describeFetchError } from './transport';

afterEach(() => {
  vi.useRealTimers();
});

describe('transport middleware', () => {
  it("fetch throwing TypeError toasts 'Network Error' and rejects with a transport error", async () => {
    const api = setup(
      fakeFetch(() => {
        throw new TypeError('fetch failed');
      }),
    );

    const rejection = await api.unwrap(api.client.GET('/author/book/list')).catch((e) => e);

    expect(rejection).toBeInstanceOf(ApiError);
    expect(rejection).toMatchObject({
      kind: 'transport',
      code: TRANSPORT_ERROR_CODE,
      message: 'Network Error',
      status: 0,
    });
    expect(rejection.cause).toBeInstanceOf(TypeError);
    expect(api.toast.error).toHaveBeenCalledExactlyOnceWith('Network Error', {
      duration: 5000,
      wording: { messageId: 'error.network' },
    });
  });

  it("a caller's abort toasts 'Request aborted' and rejects", async () => {
    const controller = new AbortController();
    const api = setup(hangingFetch());

    const pending = api.unwrap(api.client.GET('/author/book/list', { signal: controller.signal }));
    controller.abort();

    await expect(pending).rejects.toMatchObject({ kind: 'transport', message: 'Request aborted' });
    expect(api.toast.error).toHaveBeenCalledExactlyOnceWith('Request aborted', {
      duration: 5000,
      wording: { messageId: 'error.aborted' },
    });
  });

  it('a call whose caller went away (a stopped actor) rejects without a toast', async () => {
    const actor = new AbortController();
    const api = setup(hangingFetch());

    const pending = api.unwrap(
      api.client.GET('/author/book/list', { signal: callerSignal(actor.signal) }),
    );
    actor.abort();

    await expect(pending).rejects.toMatchObject({ kind: 'transport', message: 'Request aborted' });
    expect(api.toast.error).not.toHaveBeenCalled();
  });

  it("a per-call timeout aborts and reports 'timeout exceeded'", async () => {
    const api = setup(hangingFetch());

    const pending = api.unwrap(api.client.GET('/author/book/list', { ...withTimeout(10) }));

    await expect(pending).rejects.toMatchObject({ kind: 'transport', message: 'timeout exceeded' });
    expect(api.toast.error).toHaveBeenCalledExactlyOnceWith('timeout exceeded', {
      duration: 5000,
      wording: { messageId: 'error.timeout' },
    });
  });

  it("withTimeout keeps the caller's signal working", async () => {
    const controller = new AbortController();
    const api = setup(hangingFetch());

    const pending = api.unwrap(
      api.client.GET('/author/book/list', { ...withTimeout(60_000, controller.signal) }),
    );
    controller.abort();

    await expect(pending).rejects.toMatchObject({ message: 'Request aborted' });
  });

  it('has no timeout by default: a slow answer still resolves', async () => {
    vi.useFakeTimers();
    const page = { list: [], total: 0 };
    const api = setup(
      fakeFetch(
        () =>
          new Promise<Response>((resolve) => setTimeout(() => resolve(envelope(0, page)), 600_000)),
      ),
    );

    const pending = api.unwrap(api.client.GET('/author/book/list'));
    await vi.advanceTimersByTimeAsync(600_000);

    await expect(pending).resolves.toEqual(page);
    expect(api.toast.error).not.toHaveBeenCalled();
  });

  it("a non-2xx answer toasts 'Request Error' and rejects with the HTTP status", async () => {
    const api = setup(fakeFetch(() => new Response('Bad Gateway', { status: 502 })));

    await expect(api.unwrap(api.client.GET('/author/book/list'))).rejects.toMatchObject({
      kind: 'transport',
      code: TRANSPORT_ERROR_CODE,
      message: 'Request Error',
      status: 502,
      body: 'Bad Gateway',
    });
    expect(api.toast.error).toHaveBeenCalledExactlyOnceWith('Request Error', {
      duration: 5000,
      wording: { messageId: 'error.request' },
    });
  });

  it('a non-2xx envelope toasts its msg and never counts as a session expiry', async () => {
    const api = setup(
      fakeFetch(() =>
        json({ code: 100002, msg: 'Payload too large', body: null }, { status: 413 }),
      ),
    );

    await expect(api.unwrap(api.client.GET('/author/book/list'))).rejects.toMatchObject({
      kind: 'transport',
      message: 'Payload too large',
      status: 413,
    });
    expect(api.toast.error).toHaveBeenCalledExactlyOnceWith('Payload too large', {
      duration: 5000,
      wording: { messageId: 'error.request' },
    });
    expect(api.onSessionExpired).not.toHaveBeenCalled();
    expect(api.tokens.get()).toBe('tok-1');
  });

  it("the rate limit's HTTP 429 is worded by its code, in the page's language", async () => {
    const api = setup(
      fakeFetch(() =>
        json(
          { code: 105001, msg: 'Too many requests', body: { retry_after_s: 12 } },
          { status: 429 },
        ),
      ),
    );
    await expect(api.unwrap(api.client.GET('/author/book/list'))).rejects.toMatchObject({
      status: 429,
    });
    expect(api.toast.error).toHaveBeenCalledExactlyOnceWith('Too many requests', {
      duration: 5000,
      wording: { messageId: 'error.105001', values: { seconds: 12 } },
    });
  });

  it("a 200 JSON answer that does not parse toasts 'Request Error' and rejects", async () => {
    const api = setup(
      fakeFetch(
        () => new Response('{"code":0,"bo', { headers: { 'content-type': 'application/json' } }),
      ),
    );

    await expect(api.unwrap(api.client.GET('/author/book/list'))).rejects.toMatchObject({
      kind: 'transport',
      message: 'Request Error',
      status: 200,
    });
    expect(api.toast.error).toHaveBeenCalledExactlyOnceWith('Request Error', {
      duration: 5000,
      wording: { messageId: 'error.request' },
    });
  });

  it('describes other fetch errors by their message, else Request Error', () => {
    expect(describeFetchError(new Error('socket hang up'))).toBe('socket hang up');
    expect(describeFetchError('weird')).toBe('Request Error');
    const aborted = new AbortController();
    aborted.abort('navigated away');
    expect(describeFetchError('navigated away', aborted.signal)).toBe('Request aborted');
  });
});
