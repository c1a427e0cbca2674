/**
 * Test helpers for the API actors: a client over the real generated paths
 * with an injected fetch (as the middleware tests have), and a way to run an
 * actor to its end.
 */
import { vi } from 'vitest';
import { type AnyActorLogic, createActor, type InputFrom, toPromise } from 'xstate';
import { createAuthorClient } from '../client';
import type { paths } from '../schema';
import { TEST_BASE_URL } from '../testing/fake-fetch';
import { createMemoryTokenStore } from '../token-store';
import type { Api } from './request';

/** A client over `fetch` with a token and spies for its toasts and expiry. */
export function testApi(
  fetch: typeof globalThis.fetch,
  token = 'tok-1',
): Api & {
  toast: { error: ReturnType<typeof vi.fn> };
} {
  const toast = { error: vi.fn() };
  const api = createAuthorClient<paths>({
    baseUrl: TEST_BASE_URL,
    fetch,
    tokens: createMemoryTokenStore(token),
    toast,
    onSessionExpired: vi.fn(),
    readCookie: () => '',
    origin: null,
  });
  return { ...api, toast };
}

/** Starts `logic` with `input` and resolves with its output (rejects with its error). */
export function run<TLogic extends AnyActorLogic>(logic: TLogic, input: InputFrom<TLogic>) {
  return toPromise(createActor(logic, { input }).start());
}

/** The JSON body of a recorded request. */
export async function bodyOf(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text());
}
