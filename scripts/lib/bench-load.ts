/**
 * The chapter-list load of the API benches (bench-api.ts, bench-replicas.ts):
 * autocannon on `GET /author/chapter/list` of the demo author's largest long
 * book, random pages of 50, each answer's envelope code counted.
 */
import { createRequire } from 'node:module';
import { api, logIn } from './bench-server';

export const LIST_PAGE_SIZE = 50;

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export interface LoadFigures {
  requests: number;
  /** Requests answered with the envelope's code 0. */
  ok: number;
  /** Everything else: other codes, non-200 statuses, transport errors. */
  failed: number;
  /** Non-zero envelope codes seen, with their counts. */
  codes: Record<string, number>;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
}

/** The part of autocannon's programmatic API used here (it ships no types). */
interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonClient {
  setRequests(requests: AutocannonRequest[]): void;
}
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}
export interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  /** Several: connections are spread over them. */
  url: string | string[];
  connections: number;
  duration?: number;
  /** Requests in all, instead of a duration. */
  amount?: number;
  headers?: Record<string, string>;
  requests?: AutocannonRequest[];
  setupClient?: (client: AutocannonClient) => void;
}) => Promise<AutocannonResult>;

// autocannon is CommonJS without type declarations; its shape is declared above.
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** Counts envelope codes of the measured answers. */
export class Tally {
  ok = 0;
  failed = 0;
  codes: Record<string, number> = {};

  record(status: number, body: string): number | null {
    // The server writes `{"code":…` first; avoid a full JSON.parse per answer
    // so the load generator spends its CPU on sending requests.
    const match = status === 200 ? /^\{"code":(\d+)/.exec(body) : null;
    const code = match ? Number(match[1]) : null;
    if (code === 0) {
      this.ok += 1;
    } else {
      this.failed += 1;
      const key = code === null ? `http_${status}` : String(code);
      this.codes[key] = (this.codes[key] ?? 0) + 1;
    }
    return code;
  }
}

export function figures(result: AutocannonResult, tally: Tally): LoadFigures {
  const transportErrors = result.errors + result.timeouts;
  if (transportErrors > 0) tally.codes.transport_errors = transportErrors;
  return {
    requests: result.requests.total,
    ok: tally.ok,
    failed: tally.failed + transportErrors,
    codes: tally.codes,
    rps: round(tally.ok / result.duration, 0),
    p50_ms: round(result.latency.p50),
    p99_ms: round(result.latency.p99),
    max_ms: round(result.latency.max),
  };
}

export interface ListTarget {
  baseUrl: string;
  token: string;
  bookId: string;
  volumeId: string;
  pages: number;
}

export async function prepareListTarget(baseUrl: string): Promise<ListTarget> {
  const token = await logIn(baseUrl);
  const books = await api<{ list: { id: string; chapter_count: number }[] }>(
    baseUrl,
    'GET',
    '/author/book/list?kind=long&page_size=100',
    token,
  );
  const big = [...books.list].sort((a, b) => b.chapter_count - a.chapter_count)[0];
  if (!big) throw new Error('the demo author has no long book');
  const volumes = await api<{ list: { id: string }[] }>(
    baseUrl,
    'GET',
    `/author/volume/list?book_id=${big.id}`,
    token,
  );
  const lastVolume = volumes.list.at(-1);
  if (!lastVolume) throw new Error('the big book has no volume');
  return {
    baseUrl,
    token,
    bookId: big.id,
    volumeId: lastVolume.id,
    pages: Math.max(1, Math.ceil(big.chapter_count / LIST_PAGE_SIZE)),
  };
}

/**
 * Loads random pages of the target's chapter list on `connections`
 * connections, spread evenly over `baseUrls` (replicas of one server; by
 * default the target's own), for `duration` seconds or `{ requests }` in all.
 */
export async function loadList(
  target: ListTarget,
  connections: number,
  duration: number | { requests: number },
  baseUrls: string[] = [target.baseUrl],
): Promise<LoadFigures> {
  const tally = new Tally();
  const result = await autocannon({
    url: baseUrls.length === 1 ? baseUrls[0]! : baseUrls,
    connections,
    ...(typeof duration === 'number' ? { duration } : { amount: duration.requests }),
    headers: { 'x-token': target.token },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/author/chapter/list?book_id=${target.bookId}&page=${
            1 + Math.floor(Math.random() * target.pages)
          }&page_size=${LIST_PAGE_SIZE}`,
        }),
        onResponse: (status, body) => {
          tally.record(status, body);
        },
      },
    ],
  });
  return figures(result, tally);
}
