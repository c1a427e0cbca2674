import { vi } from 'vitest';
import { createAuthorClient } from '../client';
import { createMemoryTokenStore, type TokenStore } from '../token-store';
import type { paths } from './paths';

/** The base URL of every test client; Node's Request needs an absolute URL. */
export const TEST_BASE_URL = 'http://api.test';

/** A JSON response as the author API sends it. */
export function json(value: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(value), {
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}

/** An author envelope response. */
export function envelope(code: number, body: unknown = null, msg = ''): Response {
  return json({ code, msg, body });
}

/** A fake fetch answering every request with `answer(request)`; records requests. */
export function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (!(input instanceof Request)) throw new Error('openapi-fetch always passes a Request');
    return answer(input);
  });
}

/** A fetch that never answers and rejects with the signal's reason when aborted. */
export function hangingFetch() {
  return fakeFetch(
    (request) =>
      new Promise<Response>((_resolve, reject) => {
        const { signal } = request;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
  );
}

/** A test client wired with spies; override any dependency. */
export function setup(
  fetch: typeof globalThis.fetch,
  overrides: { tokens?: TokenStore; readCookie?: () => string; origin?: string | null } = {},
) {
  const toast = { error: vi.fn<(message: string, options: { duration: number }) => void>() };
  const onSessionExpired = vi.fn<(code: number) => void>();
  const tokens = overrides.tokens ?? createMemoryTokenStore('tok-1');
  const api = createAuthorClient<paths>({
    baseUrl: TEST_BASE_URL,
    fetch,
    tokens,
    toast,
    onSessionExpired,
    readCookie: overrides.readCookie ?? (() => ''),
    origin: overrides.origin === undefined ? null : overrides.origin,
  });
  return { ...api, toast, onSessionExpired };
}
