/**
 * `npm run bench:books [-- --runs=5 --books=200]`
 *
 * Time from navigation to the long-novel list painted with its rows, for an
 * author with 200 books, in Chromium. Starts its own server on an in-memory
 * database (after building the SPA when stale), registers a fresh author
 * through the API (SMS code from the dev outbox), creates the books through
 * the API, then opens /book-manage in a fresh browser context per run (a cold
 * HTTP cache, as on a first visit of the day) and reads `performance.now()`
 * (milliseconds since navigation start) in the first frame after the rows are
 * in the page. Prints every run and the median; never fails on a figure.
 */

import { loadavg } from 'node:os';
import { startServer } from './lib/bench-server';
import { launchBrowser } from './lib/browsers';
import { ensureSpaBuild } from './lib/spa-build';

const PHONE = '13900000200';
const SYNOPSIS = '一座被潮水围困的孤城，一个能听见石头说话的少年，和一场持续了三百年的约定。';
const ROWS_ON_FIRST_PAGE = 10;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

interface Envelope<T> {
  code: number;
  msg: string;
  body: T;
}

function client(base: string) {
  let token = '';
  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ): Promise<Envelope<T>> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { 'x-token': token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  }
  async function ok<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    const answer = await call<T>(method, url, body);
    if (answer.code !== 0) throw new Error(`${url}: ${answer.code} ${answer.msg}`);
    return answer.body;
  }
  return {
    call,
    ok,
    setToken: (value: string) => {
      token = value;
    },
    token: () => token,
  };
}

interface Category {
  id: string;
  name: string;
  children: Category[];
}

/** Registers the bench author by SMS code and creates its books; returns the session token. */
async function seedAuthor(base: string, books: number): Promise<string> {
  const api = client(base);
  await api.ok('POST', '/author/user/send_code', { phone: PHONE, scene: 'login' });
  const outbox = await api.ok<{ list: { phone: string; code: string }[] }>('GET', '/dev/outbox');
  const code = outbox.list.filter((entry) => entry.phone === PHONE).at(-1)?.code;
  if (!code) throw new Error('no SMS code in the outbox');
  const login = await api.call<{ token: string }>('POST', '/author/user/login', {
    phone: PHONE,
    code,
  });
  if (!login.body?.token) throw new Error(`login: ${login.code} ${login.msg}`);
  api.setToken(login.body.token);
  if (login.code === 109112) {
    await api.ok('POST', '/author/user/confirm_register', {
      pen_name: '压测作者',
      agree_terms: true,
    });
  }
  const tree = await api.ok<Category[]>('GET', '/author/book/category/tree');
  const male = tree[0];
  const leaves = male?.children.flatMap((genre) => genre.children) ?? [];
  if (leaves.length === 0) throw new Error('empty category tree');
  for (let i = 0; i < books; i++) {
    await api.ok('POST', '/author/book/create', {
      kind: 'long',
      title: `压测长篇第${i + 1}部`,
      audience: 'male',
      category_id: leaves[i % leaves.length]?.id,
      tags: ['压测', `第${(i % 5) + 1}组`],
      protagonists: ['林潮'],
      synopsis: SYNOPSIS,
    });
  }
  return api.token();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function main() {
  const runs = option('runs', 5);
  const bookCount = option('books', 200);
  await ensureSpaBuild({ stdoutToStderr: true });
  console.log(`load average ${loadavg()[0]?.toFixed(2)} (other work skews every figure)`);
  // Not production: the bench author registers with a code read from /dev/outbox.
  const server = await startServer({ production: false });
  const base = server.baseUrl;
  try {
    const seedStart = Date.now();
    const token = await seedAuthor(base, bookCount);
    console.log(`seeded 1 author with ${bookCount} long novels in ${Date.now() - seedStart} ms`);

    const browser = await launchBrowser();
    const times: number[] = [];
    try {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 1440, height: 900 },
          locale: 'zh-CN',
          storageState: {
            cookies: [],
            origins: [
              {
                origin: base,
                localStorage: [
                  { name: 'token', value: token },
                  { name: 'guide-modal-opened', value: '1' },
                ],
              },
            ],
          },
        });
        const page = await context.newPage();
        await page.goto(`${base}/book-manage`, { waitUntil: 'commit' });
        await page.waitForFunction(
          (rows) => document.querySelectorAll('main li h3').length >= rows,
          Math.min(ROWS_ON_FIRST_PAGE, bookCount),
          { polling: 'raf', timeout: 60_000 },
        );
        // The first frame after the rows are in the page is when they are painted.
        const ms = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() => resolve(performance.now())),
            ),
        );
        const summary = await page.getByText(/共 \d+ 部作品/).innerText();
        times.push(ms);
        console.log(`run ${run + 1}: ${ms.toFixed(0)} ms  (${summary})`);
        await context.close();
      }
    } finally {
      await browser.close();
    }
    console.log(
      `navigation -> long-novel list painted with its rows, ${bookCount} books, Chromium: ` +
        `median ${median(times).toFixed(0)} ms of ${runs} runs [${times.map((t) => t.toFixed(0)).join(', ')}]`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
