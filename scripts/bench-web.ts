/**
 * `npm run bench:web [-- --runs=5]`
 *
 * What an author's browser pays for each screen, in Chromium against the
 * reference server (production build, precompressed assets, loopback):
 *   - JavaScript transferred on a cold load (compressed bytes, empty cache),
 *     against the budgets /login <= 150 kB and /home <= 230 kB;
 *   - Largest Contentful Paint of that cold load, unthrottled and with the
 *     CPU slowed 4x (a mid-range phone);
 *   - in-app route changes: from a menu click to the next page's heading.
 * Medians of `runs` runs (default 5); prints a table and writes
 * bench-results/web.json. It reports figures and never fails on them.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { api, logIn, type RunningServer, startServer } from './lib/bench-server';
import { ensureSpaBuild } from './lib/spa-build';

const repoRoot = path.resolve(import.meta.dirname, '..');
const BUDGET_KB: Record<string, number> = { '/login': 150, '/home': 230 };

interface LoadFigures {
  route: string;
  /** Transferred (Brotli). */
  js_kb: number;
  /** The same scripts in gzip, which the budgets are written in. */
  js_gzip_kb: number;
  lcp_ms: number;
  lcp_4x_cpu_ms: number;
  budget_kb: number | null;
}

interface ChangeFigures {
  from: string;
  to: string;
  cpu_slowdown: number;
  median_ms: number;
  runs_ms: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function runsFlag(): number {
  const flag = process.argv.find((arg) => arg.startsWith('--runs='));
  const runs = flag ? Number(flag.slice('--runs='.length)) : 5;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  return runs;
}

/** A fresh context (empty cache) with the author logged in, or not. */
async function freshPage(browser: Browser, baseUrl: string, token: string | null) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addInitScript(
    ([t]) => {
      localStorage.setItem('guide-modal-opened', '1');
      if (t) localStorage.setItem('token', t);
    },
    [token] as const,
  );
  const page = await context.newPage();
  return { context, page, origin: baseUrl };
}

/** Size of the build's gzip copy of a loaded script (the budget is in gzip). */
function gzipBytes(url: string): number {
  const file = path.join(repoRoot, 'dist', new URL(url).pathname);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

interface PageFigures {
  /** Bytes as transferred (Brotli from the reference server). */
  jsBytes: number;
  /** The same scripts' gzip sizes. */
  jsGzipBytes: number;
  lcp: number;
}

/** JavaScript the page has loaded so far, and its LCP. */
async function pageFigures(page: Page): Promise<PageFigures> {
  const measured = await page.evaluate(
    () =>
      new Promise<{ scripts: string[]; jsBytes: number; lcp: number }>((resolve) => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js')) as PerformanceResourceTiming[];
        const jsBytes = scripts.reduce((sum, e) => sum + e.encodedBodySize, 0);
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({
            scripts: scripts.map((e) => e.name),
            jsBytes,
            lcp: entries.at(-1)?.startTime ?? Number.NaN,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const jsGzipBytes = measured.scripts.reduce((sum, url) => sum + gzipBytes(url), 0);
  return { jsBytes: measured.jsBytes, jsGzipBytes, lcp: measured.lcp };
}

async function coldLoad(
  browser: Browser,
  server: RunningServer,
  route: string,
  token: string | null,
  ready: string,
  cpuRate: number,
) {
  const { context, page } = await freshPage(browser, server.baseUrl, token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.goto(`${server.baseUrl}${route}`);
  await page
    .locator(ready)
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const figures = await pageFigures(page);
  await context.close();
  return figures;
}

/** Milliseconds from a menu click to the target page's h1. */
/**
 * In-page: clicks the menu link named `link` and resolves with the ms until
 * an h1 reading `heading` has been painted (the frame after it appears). Timed
 * inside the page, so Playwright's own round trips are not in the figure.
 * A string because tsx's helpers for named functions do not exist in the page.
 */
const ROUTE_CHANGE_SCRIPT = (link: string, heading: string) => `new Promise((resolve, reject) => {
  const anchor = [...document.querySelectorAll('nav a, [role="navigation"] a')]
    .find((a) => a.textContent.trim() === ${JSON.stringify(link)});
  if (!anchor) return reject(new Error('no menu link ' + ${JSON.stringify(link)}));
  const started = performance.now();
  anchor.click();
  const check = () => {
    // Visible only: the screens of other cached tabs stay in the page, hidden.
    const h1 = [...document.querySelectorAll('h1')].find((h) => h.textContent.trim() === ${JSON.stringify(heading)} && h.checkVisibility());
    if (h1) requestAnimationFrame(() => resolve(performance.now() - started));
    else requestAnimationFrame(check);
  };
  check();
})`;

/** Milliseconds from a menu click to the target page's h1 painted. */
async function routeChange(page: Page, linkName: string, heading: string): Promise<number> {
  const ms = (await page.evaluate(ROUTE_CHANGE_SCRIPT(linkName, heading))) as number;
  // Let the page settle (data, effects) before the next click.
  await page.waitForTimeout(300);
  return ms;
}

async function main() {
  const runs = runsFlag();
  await ensureSpaBuild();
  console.log('starting the reference server on an empty database…');
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const token = await logIn(server.baseUrl);
    const books = await api<{ list: { id: string; chapter_count: number }[] }>(
      server.baseUrl,
      'GET',
      '/author/book/list?kind=long&page_size=50',
      token,
    );
    const big = books.list.reduce((a, b) => (b.chapter_count > a.chapter_count ? b : a));

    // Each page is ready when its h1 is on screen (the login page's heading is an h1 too).
    const scenarios: { route: string; token: string | null; ready: string }[] = [
      { route: '/login', token: null, ready: 'h1' },
      { route: '/home', token, ready: 'h1' },
      { route: '/book-manage', token, ready: 'h1' },
      { route: `/chapter-manage?book_id=${big.id}`, token, ready: 'h1' },
      { route: `/chapter-add?book_id=${big.id}`, token, ready: 'textarea' },
    ];
    const loads: LoadFigures[] = [];
    for (const scenario of scenarios) {
      const plain: PageFigures[] = [];
      const slow: number[] = [];
      for (let run = 0; run < runs; run++) {
        plain.push(
          await coldLoad(browser, server, scenario.route, scenario.token, scenario.ready, 1),
        );
        slow.push(
          (await coldLoad(browser, server, scenario.route, scenario.token, scenario.ready, 4)).lcp,
        );
      }
      const routePath = scenario.route.split('?')[0]!;
      const figures: LoadFigures = {
        route: routePath,
        js_kb: round(median(plain.map((p) => p.jsBytes)) / 1024),
        js_gzip_kb: round(median(plain.map((p) => p.jsGzipBytes)) / 1024),
        lcp_ms: Math.round(median(plain.map((p) => p.lcp))),
        lcp_4x_cpu_ms: Math.round(median(slow)),
        budget_kb: BUDGET_KB[routePath] ?? null,
      };
      loads.push(figures);
      console.log(
        `${routePath.padEnd(16)} JS ${String(figures.js_gzip_kb).padStart(6)} kB gzip, ${figures.js_kb} kB sent (Brotli)${
          figures.budget_kb ? `, budget ${figures.budget_kb} kB gzip` : ''
        }  LCP ${figures.lcp_ms} ms, ${figures.lcp_4x_cpu_ms} ms at 4x CPU`,
      );
    }

    // Route changes inside the app, chunks already cached as in a real session,
    // unthrottled and with the CPU slowed 4x.
    const changes: ChangeFigures[] = [];
    for (const cpuRate of [1, 4]) {
      const { context, page } = await freshPage(browser, server.baseUrl, token);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      await page.goto(`${server.baseUrl}/home`);
      await page.getByRole('heading', { level: 1, name: '首页' }).waitFor({ timeout: 60_000 });
      const pairs = [
        { from: '/home', to: '/book-manage', link: '长篇作品', heading: '作品管理' },
        { from: '/book-manage', to: '/home', link: '首页', heading: '首页' },
      ];
      const samples = new Map<string, number[]>(pairs.map((p) => [p.to, []]));
      // The first round loads each chunk once; only the rounds after it count.
      for (let round = 0; round <= runs; round++) {
        for (const pair of pairs) {
          const ms = await routeChange(page, pair.link, pair.heading);
          if (round > 0) samples.get(pair.to)?.push(ms);
        }
      }
      for (const pair of pairs) {
        const runsMs = (samples.get(pair.to) ?? []).map((ms) => Math.round(ms));
        changes.push({
          from: pair.from,
          to: pair.to,
          cpu_slowdown: cpuRate,
          median_ms: median(runsMs),
          runs_ms: runsMs,
        });
        console.log(
          `${pair.from} -> ${pair.to} at ${cpuRate}x CPU: median ${median(runsMs)} ms (${runsMs.join(', ')})`,
        );
      }
      await context.close();
    }

    const result = {
      date: new Date().toISOString(),
      runs,
      load_average_1m: round(loadavg()[0] ?? 0, 2),
      loads,
      route_changes: changes,
    };
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'web.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log('wrote bench-results/web.json');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
