/**
 * `npm run bench:web [-- --runs=5]`
 *
 * What an author's browser pays for each screen, in Chromium against the
 * reference server (production build, precompressed assets, loopback):
 *   - JavaScript transferred on a cold load (compressed bytes, empty cache),
 *     against the budgets /login <= 150 kB and /home <= 230 kB, and as a
 *     ratio to the bare page's;
 *   - Largest Contentful Paint of that cold load, unthrottled and with the
 *     CPU slowed 4x (a mid-range phone), and its ratio to a bare React +
 *     Fluent page (scripts/bench/bare-page) loaded just before it in the same
 *     run: the machines here are shared, so only ratios taken side by side
 *     mean much;
 *   - when what the author came for was painted ("ready"): the page's h1,
 *     the chapter list's first rows, an editor that takes typing;
 *   - the waterfall of one cold load: when each script and the first API
 *     call started and ended;
 *   - in-app route changes: from a menu click to the next page's heading.
 * Medians of `runs` runs (default 5); `--routes=/login,/home` picks cold
 * loads, `--no-changes` skips the route changes. Prints a table and writes
 * bench-results/web.json. It reports figures and never fails on them.
 */

import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { serveBarePage } from './bench/bare-page/serve';
import { api, logIn, startServer } from './lib/bench-server';
import { launchBrowser } from './lib/browsers';
import { ensureSpaBuild } from './lib/spa-build';

const repoRoot = path.resolve(import.meta.dirname, '..');
const BUDGET_KB: Record<string, number> = { '/login': 150, '/home': 230 };

interface LoadFigures {
  route: string;
  /** Largest paint of the bare Fluent page in the same runs, and the app's median ratio to it. */
  bare_lcp_ms: number;
  lcp_ratio: number;
  bare_lcp_4x_cpu_ms: number;
  lcp_4x_cpu_ratio: number;
  /** Transferred (Brotli). */
  js_kb: number;
  /** The same scripts in gzip, which the budgets are written in. */
  js_gzip_kb: number;
  /** The bare page's scripts in gzip, and the app's ratio to them. */
  bare_js_gzip_kb: number;
  js_gzip_ratio: number;
  lcp_ms: number;
  lcp_4x_cpu_ms: number;
  /** When what the author came for was painted (h1, first rows, a writable editor). */
  ready_ms: number;
  ready_4x_cpu_ms: number;
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

function listFlag(name: string): string[] | null {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return flag
    ? flag
        .slice(name.length + 3)
        .split(',')
        .filter(Boolean)
    : null;
}

function runsFlag(): number {
  const flag = process.argv.find((arg) => arg.startsWith('--runs='));
  const runs = flag ? Number(flag.slice('--runs='.length)) : 5;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  return runs;
}

/**
 * In-page, from the first script on: the time (ms from navigation start) of
 * the frame after `selector` first matches, as `window.__ready`. A string:
 * tsx's helpers for named functions do not exist in the page.
 */
const READY_SCRIPT = (selector: string) => `(() => {
  const check = () => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      requestAnimationFrame(() => { window.__ready = performance.now(); });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** A fresh context (empty cache) with the author logged in, or not. */
async function freshPage(browser: Browser, token: string | null, readySelector?: string) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A first visit: the service worker's precache download (after the
    // load event, 2.3 MB) would run into the next measured load.
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    ([t]) => {
      localStorage.setItem('guide-modal-opened', '1');
      if (t) localStorage.setItem('token', t);
    },
    [token] as const,
  );
  if (readySelector) await context.addInitScript(READY_SCRIPT(readySelector));
  const page = await context.newPage();
  return { context, page };
}

/** Size of the build's gzip copy of a loaded script (the budget is in gzip). */
function gzipBytes(url: string): number {
  const file = path.join(repoRoot, 'dist', new URL(url).pathname);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

/** One fetched resource of a cold load, in ms from navigation start. */
interface WaterfallRow {
  name: string;
  start: number;
  end: number;
}

interface PageFigures {
  /** Bytes as transferred (Brotli from the reference server). */
  jsBytes: number;
  /** The same scripts' gzip sizes. */
  jsGzipBytes: number;
  lcp: number;
  /** When the page's ready mark (its scenario's selector) was first painted. */
  ready: number;
  waterfall: WaterfallRow[];
}

/** JavaScript the page has loaded so far, its LCP, and when each resource came. */
async function pageFigures(page: Page, gzipOf: (url: string) => number): Promise<PageFigures> {
  const measured = await page.evaluate(
    () =>
      new Promise<{
        scripts: string[];
        jsBytes: number;
        lcp: number;
        ready: number;
        waterfall: WaterfallRow[];
      }>((resolve) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = resources.filter((e) => e.name.endsWith('.js'));
        const jsBytes = scripts.reduce((sum, e) => sum + e.encodedBodySize, 0);
        const waterfall = resources.map((e) => ({
          name: new URL(e.name).pathname.replace(/^\/static\/(js|css)\/(async\/)?/, ''),
          start: Math.round(e.startTime),
          end: Math.round(e.responseEnd),
        }));
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({
            scripts: scripts.map((e) => e.name),
            jsBytes,
            lcp: entries.at(-1)?.startTime ?? Number.NaN,
            ready: (window as { __ready?: number }).__ready ?? Number.NaN,
            waterfall,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const jsGzipBytes = measured.scripts.reduce((sum, url) => sum + gzipOf(url), 0);
  return { ...measured, jsGzipBytes };
}

/**
 * Until the page has fetched nothing new for a second (at most 30 s).
 * Playwright's 'networkidle' never came on some loads of a loaded machine,
 * and the figures only need the route's own downloads to be over.
 */
async function settled(page: Page): Promise<void> {
  const resources = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  let seen = await resources();
  for (let waited = 0; waited < 30; waited++) {
    await page.waitForTimeout(1_000);
    const now = await resources();
    if (now === seen) return;
    seen = now;
  }
}

async function coldLoad(
  browser: Browser,
  url: string,
  token: string | null,
  ready: string,
  cpuRate: number,
  gzipOf: (url: string) => number = gzipBytes,
) {
  const { context, page } = await freshPage(browser, token, ready);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await page.goto(url);
  await page
    .locator(ready)
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  await settled(page);
  const figures = await pageFigures(page, gzipOf);
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
  const barePage = await serveBarePage();
  const browser = await launchBrowser();
  try {
    const token = await logIn(server.baseUrl);
    const books = await api<{ list: { id: string; chapter_count: number }[] }>(
      server.baseUrl,
      'GET',
      '/author/book/list?kind=long&page_size=50',
      token,
    );
    const big = books.list.reduce((a, b) => (b.chapter_count > a.chapter_count ? b : a));

    // Each page is ready when what the author came for is on screen: its h1
    // (the login page's heading is an h1 too), the chapter list's first
    // rows, an editor that takes typing (the issue's goals for cold opens).
    const scenarios: { route: string; token: string | null; ready: string }[] = [
      { route: '/login', token: null, ready: 'h1' },
      { route: '/home', token, ready: 'h1' },
      { route: '/book-manage', token, ready: 'h1' },
      {
        route: `/chapter-manage?book_id=${big.id}`,
        token,
        ready: '[role="table"] [role="row"][aria-rowindex] [role="cell"]',
      },
      { route: `/chapter-add?book_id=${big.id}`, token, ready: 'textarea:not([readonly])' },
    ];
    const wanted = listFlag('routes');
    const chosen = scenarios.filter((s) => !wanted || wanted.includes(s.route.split('?')[0]!));
    const bareGzip = (url: string) => {
      const file = path.join(repoRoot, 'bench-results', 'bare-page', new URL(url).pathname);
      return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
    };
    const loads: LoadFigures[] = [];
    const waterfalls: Record<string, WaterfallRow[]> = {};
    for (const scenario of chosen) {
      const plain: PageFigures[] = [];
      const slow: number[] = [];
      const slowReady: number[] = [];
      const bare: number[] = [];
      const bareJs: number[] = [];
      const bareSlow: number[] = [];
      const ratios: number[] = [];
      const slowRatios: number[] = [];
      const url = `${server.baseUrl}${scenario.route}`;
      for (let run = 0; run < runs; run++) {
        // The yardstick right before the app, so both meet the same load.
        for (const cpuRate of [1, 4]) {
          const yardstick = await coldLoad(browser, barePage.url, null, 'h1', cpuRate, bareGzip);
          const app = await coldLoad(browser, url, scenario.token, scenario.ready, cpuRate);
          if (cpuRate === 1) {
            plain.push(app);
            bare.push(yardstick.lcp);
            bareJs.push(yardstick.jsGzipBytes);
            ratios.push(app.lcp / yardstick.lcp);
          } else {
            slow.push(app.lcp);
            slowReady.push(app.ready);
            bareSlow.push(yardstick.lcp);
            slowRatios.push(app.lcp / yardstick.lcp);
          }
        }
      }
      const routePath = scenario.route.split('?')[0]!;
      waterfalls[routePath] = plain[0]?.waterfall ?? [];
      const figures: LoadFigures = {
        route: routePath,
        js_kb: round(median(plain.map((p) => p.jsBytes)) / 1024),
        js_gzip_kb: round(median(plain.map((p) => p.jsGzipBytes)) / 1024),
        bare_js_gzip_kb: round(median(bareJs) / 1024),
        js_gzip_ratio: round(median(plain.map((p) => p.jsGzipBytes)) / median(bareJs), 2),
        lcp_ms: Math.round(median(plain.map((p) => p.lcp))),
        bare_lcp_ms: Math.round(median(bare)),
        lcp_ratio: round(median(ratios), 2),
        lcp_4x_cpu_ms: Math.round(median(slow)),
        bare_lcp_4x_cpu_ms: Math.round(median(bareSlow)),
        lcp_4x_cpu_ratio: round(median(slowRatios), 2),
        ready_ms: Math.round(median(plain.map((p) => p.ready))),
        ready_4x_cpu_ms: Math.round(median(slowReady)),
        budget_kb: BUDGET_KB[routePath] ?? null,
      };
      loads.push(figures);
      console.log(
        `${routePath.padEnd(16)} JS ${String(figures.js_gzip_kb).padStart(6)} kB gzip = ${figures.js_gzip_ratio}x the bare page's ${figures.bare_js_gzip_kb} kB, ${figures.js_kb} kB sent (Brotli)${
          figures.budget_kb ? `, budget ${figures.budget_kb} kB gzip` : ''
        }\n${''.padEnd(16)} LCP ${figures.lcp_ms} ms = ${figures.lcp_ratio}x the bare page's ${figures.bare_lcp_ms} ms; at 4x CPU ${figures.lcp_4x_cpu_ms} ms = ${figures.lcp_4x_cpu_ratio}x its ${figures.bare_lcp_4x_cpu_ms} ms\n${''.padEnd(16)} ready (${scenario.ready}) ${figures.ready_ms} ms; at 4x CPU ${figures.ready_4x_cpu_ms} ms`,
      );
      for (const row of waterfalls[routePath]!) {
        console.log(
          `${''.padEnd(18)}${String(row.start).padStart(5)}-${String(row.end).padEnd(5)} ms  ${row.name}`,
        );
      }
    }

    // Route changes inside the app, chunks already cached as in a real session,
    // unthrottled and with the CPU slowed 4x.
    const changes: ChangeFigures[] = [];
    for (const cpuRate of process.argv.includes('--no-changes') ? [] : [1, 4]) {
      const { context, page } = await freshPage(browser, token);
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
      waterfalls,
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
    await barePage.stop();
  }
}

await main();
