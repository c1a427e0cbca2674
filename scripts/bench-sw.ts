/**
 * `npm run bench:sw [-- --runs=5]`
 *
 * Issue 17's service worker on a repeat visit: /login and the chapter list
 * (/chapter-manage of the 3,000-chapter book) opened cold in a new tab of
 * a browser that has visited before, once with only the HTTP cache (the
 * worker blocked: what every visit got before) and once with the worker
 * installed and controlling. For each: the Largest Contentful Paint, when
 * the page's ready element showed, the navigation's time to first byte,
 * and the script and style bytes that still came over the network. The
 * two ways alternate run by run, so both meet the same machine load.
 * Then, offline with the worker, a new tab opening a chapter whose draft is
 * on the device: how long until the draft is in the editor.
 * Medians; writes bench-results/sw.json. Reports, never fails.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { api, logIn, startServer } from './lib/bench-server';
import { launchBrowser } from './lib/browsers';
import { ensureSpaBuild } from './lib/spa-build';

const repoRoot = path.resolve(import.meta.dirname, '..');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function runsFlag(): number {
  const flag = process.argv.find((arg) => arg.startsWith('--runs='));
  const runs = flag ? Number(flag.slice('--runs='.length)) : 5;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  return runs;
}

type Mode = 'http-cache' | 'service-worker';

interface Visit {
  lcp: number;
  ready: number;
  ttfb: number;
  /** JS and CSS bytes that came over the network (not from a cache or the worker). */
  networkAssetBytes: number;
  /** The page was controlled by the worker. */
  controlled: boolean;
}

async function browserContext(browser: Browser, mode: Mode, token: string | null) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    serviceWorkers: mode === 'service-worker' ? 'allow' : 'block',
  });
  await context.addInitScript(
    ([t]) => {
      localStorage.setItem('guide-modal-opened', '1');
      if (t) localStorage.setItem('token', t);
    },
    [token] as const,
  );
  return context;
}

/** The earlier visit: fills the HTTP cache, and installs the worker when allowed. */
async function firstVisit(context: BrowserContext, url: string, ready: string, mode: Mode) {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  if (mode === 'service-worker') {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
  // Every lazy chunk the page asked for has arrived.
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.close();
}

async function repeatVisit(context: BrowserContext, url: string, ready: string): Promise<Visit> {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  const readyAt = await page.evaluate(() => performance.now());
  const figures = await page.evaluate(
    () =>
      new Promise<Omit<Visit, 'ready'>>((resolve) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const assets = (
          performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        ).filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname));
        // transferSize is 0 for a cache or worker answer; headers only for a 304.
        const networkAssetBytes = assets.reduce(
          (sum, e) => sum + e.encodedBodySize * Number(e.transferSize > 0),
          0,
        );
        new PerformanceObserver((list) => {
          resolve({
            lcp: list.getEntries().at(-1)?.startTime ?? Number.NaN,
            ttfb: nav.responseStart,
            networkAssetBytes,
            controlled: navigator.serviceWorker?.controller != null,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await page.close();
  return { ...figures, ready: readyAt };
}

/**
 * Offline, the worker controlling: a new tab opening a chapter whose draft
 * is on the device, from navigation start to the draft's text in the
 * editor (what no visit without the worker can do at all).
 */
async function offlineEditorOpen(
  browser: Browser,
  baseUrl: string,
  token: string,
  bookId: string,
  chapterId: string,
): Promise<number> {
  const context = await browserContext(browser, 'service-worker', token);
  const url = `${baseUrl}/chapter-add?book_id=${bookId}&chapter_id=${chapterId}`;
  const box = 'textarea';
  await firstVisit(context, url, box, 'service-worker');
  const writer = await context.newPage();
  await writer.goto(url);
  await writer.locator(box).first().waitFor({ timeout: 60_000 });
  await context.setOffline(true);
  const marker = `offline-${Date.now()}`;
  await writer.locator(box).first().press('ControlOrMeta+End');
  await writer.keyboard.type(marker);
  // On the device once the editor says it is held offline.
  await writer.getByText('网络已断开').first().waitFor({ timeout: 30_000 });
  await writer.close();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(
    (text) => document.querySelector('textarea')?.value.includes(text) ?? false,
    marker,
    { timeout: 60_000 },
  );
  const shown = await page.evaluate(() => performance.now());
  await context.close();
  return shown;
}

async function main() {
  const runs = runsFlag();
  await ensureSpaBuild();
  console.log('starting the reference server…');
  const server = await startServer();
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
    const scenarios = [
      { route: '/login', token: null, ready: 'form input' },
      { route: `/chapter-manage?book_id=${big.id}`, token, ready: '[role="row"] >> nth=1' },
    ];
    const results: Record<string, unknown>[] = [];
    for (const scenario of scenarios) {
      const url = `${server.baseUrl}${scenario.route}`;
      const visits: Record<Mode, Visit[]> = { 'http-cache': [], 'service-worker': [] };
      for (let run = 0; run < runs; run++) {
        for (const mode of ['http-cache', 'service-worker'] as const) {
          const context = await browserContext(browser, mode, scenario.token);
          await firstVisit(context, url, scenario.ready, mode);
          visits[mode].push(await repeatVisit(context, url, scenario.ready));
          await context.close();
        }
      }
      const routePath = scenario.route.split('?')[0]!;
      for (const mode of ['http-cache', 'service-worker'] as const) {
        const list = visits[mode];
        const row = {
          route: routePath,
          mode,
          lcp_ms: Math.round(median(list.map((v) => v.lcp))),
          ready_ms: Math.round(median(list.map((v) => v.ready))),
          ttfb_ms: Math.round(median(list.map((v) => v.ttfb))),
          network_asset_kb: Number(
            (median(list.map((v) => v.networkAssetBytes)) / 1024).toFixed(1),
          ),
          controlled: list.every((v) => v.controlled),
          lcp_runs_ms: list.map((v) => Math.round(v.lcp)),
        };
        results.push(row);
        console.log(
          `${routePath.padEnd(16)} ${mode.padEnd(15)} LCP ${row.lcp_ms} ms, ready ${row.ready_ms} ms, TTFB ${row.ttfb_ms} ms, JS+CSS over the network ${row.network_asset_kb} kB${row.controlled ? ' (controlled)' : ''}; LCP runs ${row.lcp_runs_ms.join(', ')}`,
        );
      }
    }
    // A chapter of the big book, left as it was: only the device gets the marker.
    const chapters = await api<{ list: { id: string }[] }>(
      server.baseUrl,
      'GET',
      `/author/chapter/list?book_id=${big.id}&page=1&page_size=1`,
      token,
    );
    const chapterId = chapters.list[0]!.id;
    const offline: number[] = [];
    for (let run = 0; run < runs; run++) {
      offline.push(await offlineEditorOpen(browser, server.baseUrl, token, big.id, chapterId));
    }
    const offlineRow = {
      route: '/chapter-add',
      mode: 'offline-service-worker',
      draft_shown_ms: Math.round(median(offline)),
      runs_ms: offline.map(Math.round),
    };
    results.push(offlineRow);
    console.log(
      `/chapter-add     offline, worker: the device's draft in the editor after ${offlineRow.draft_shown_ms} ms; runs ${offlineRow.runs_ms.join(', ')}`,
    );
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'sw.json'),
      `${JSON.stringify({ date: new Date().toISOString(), runs, load_average_1m: Number((loadavg()[0] ?? 0).toFixed(2)), results }, null, 2)}\n`,
    );
    console.log('wrote bench-results/sw.json');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
