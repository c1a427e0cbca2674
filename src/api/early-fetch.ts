/**
 * Answers asked for before the code that reads them has run. On a cold open
 * of a bookmarked screen the page's requests used to wait for the whole
 * chain: the scripts, the user's answer, the first render of the shell and
 * the screen, and only then the screen's own GETs. The composition root
 * starts the landing screen's GETs as the page starts (src/app/landing-requests.ts),
 * beside the user request and the code; when the screen's actor then makes
 * the very same GET, the client's fetch hands it the answer already on its
 * way instead of asking again.
 *
 * It sits under the client's middleware, at the fetch: the early request is
 * a bare fetch, so the answer goes through the middleware (session expiry,
 * error toasts, the envelope) once, for the actor that reads it, exactly as
 * if that actor had asked. The machines need not know.
 */
import { TOKEN_HEADER } from './middleware/token';

/** How long an early answer waits for its reader; after this the reader asks afresh. */
export const EARLY_ANSWER_MS = 10_000;

interface EarlyAnswer {
  readonly token: string;
  readonly response: Promise<Response>;
  readonly startedAt: number;
}

/** A GET's identity: path and query, its parameters in any order. */
function keyOf(url: URL): string {
  const params = [...url.searchParams].sort(([a, x], [b, y]) =>
    a === b ? x.localeCompare(y) : a.localeCompare(b),
  );
  return `${url.origin}${url.pathname}?${new URLSearchParams(params)}`;
}

export interface EarlyFetch {
  /** The fetch to give the client: takes an early answer for a matching GET, once. */
  readonly fetch: typeof fetch;
  /** Starts a GET of `url` (absolute, or relative to the page) as this token's session. */
  start(url: string, token: string): void;
}

/**
 * @param base the fetch underneath, read at each call (tests and the sample
 *   backend pass their own; by default the page's `fetch`, as it is then).
 * @param now the clock, for tests.
 */
export function createEarlyFetch(
  base: () => typeof fetch = () => globalThis.fetch,
  now: () => number = () => Date.now(),
): EarlyFetch {
  const answers = new Map<string, EarlyAnswer>();

  const take = (request: Request): Promise<Response> | null => {
    if (request.method !== 'GET' || answers.size === 0) return null;
    const key = keyOf(new URL(request.url));
    const early = answers.get(key);
    if (!early) return null;
    answers.delete(key);
    const fresh = now() - early.startedAt <= EARLY_ANSWER_MS;
    // Another session's answer (a login or logout since) is not this one's.
    const sameSession = request.headers.get(TOKEN_HEADER) === early.token;
    return fresh && sameSession ? early.response : null;
  };

  const earlyFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : null;
    return (request && take(request)) ?? base()(input, init);
  }) as typeof fetch;

  return {
    fetch: earlyFetch,
    start(url, token) {
      const absolute = new URL(url, globalThis.location?.href);
      const response = base()(absolute, { headers: { [TOKEN_HEADER]: token } });
      // Read or not, a failed early request is never an unhandled rejection:
      // its reader gets the failure as its own.
      response.catch(() => {});
      answers.set(keyOf(absolute), { token, response, startedAt: now() });
    },
  };
}
