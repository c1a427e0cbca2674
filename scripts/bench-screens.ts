/**
 * `npm run bench:screens [-- --runs=5 --chapters=5000]`
 *
 * The income, work-data and account screens (issues 12 and 13) in Chromium
 * against the reference server (production build, precompressed assets),
 * on demo data whose big book has `--chapters` chapters (default 5,000):
 *   - in-app route changes from /home (/account-edit from /account-info's link): from the menu click to (a) the page's
 *     h1 painted and (b) its main content painted - /income the monthly
 *     chart's svg and the statement rows, /book-data the trend chart's svg and
 *     the first chapter-table rows, /account-info and /account-edit the
 *     profile fields - medians of `runs` (chunks cached after the first
 *     round), unthrottled and with the CPU slowed 4x;
 *   - the JS each menu route adds on its first visit (transferred bytes of the
 *     scripts fetched after the click), and which routes load the chart chunk;
 *   - the chapter table of the big book: long animation frames (> 50 ms)
 *     while scrolling through its rows.
 * Timed inside the page. Prints figures and writes bench-results/screens.json;
 * never fails on them. The machines are shared: read figures with the load
 * average printed beside them.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDemoData } from '../server/db/seed';
import { api, logIn, startServer } from './lib/bench-server';
import { launchBrowser } from './lib/browsers';
import { ensureSpaBuild } from './lib/spa-build';

const repoRoot = path.resolve(import.meta.dirname, '..');
const option = (name: string, fallback: number) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** What each measured screen shows once its main content is painted. */
const SCREENS: {
  route: string;
  link: string;
  from?: { route: string; link: string };
  content: string[];
}[] = [
  {
    route: '/income',
    link: '作品收入',
    content: ['figure[aria-label="每月收入构成（税前）"] svg', 'main table tbody tr'],
  },
  {
    route: '/book-data',
    link: '作品数据',
    content: [
      '[aria-labelledby="data-trend-title"] figure svg',
      '[role="table"][aria-label="章节数据"] [role="rowheader"]',
    ],
  },
  { route: '/account-info', link: '账号信息', content: ['main dl dd'] },
  // Not in the side menu (the account menu's item, or this link on /account-info).
  {
    route: '/account-edit',
    link: '编辑资料',
    from: { route: '/account-info', link: '账号信息' },
    content: ['main input'],
  },
];

/**
 * In-page: clicks the menu link, then resolves with the ms until a new h1 and
 * every `content` selector are visible, each timed at the frame after it
 * appears, with the scripts fetched since the click.
 */
const CHANGE_SCRIPT = (link: string, content: string[]) => `new Promise((resolve, reject) => {
  const visible = (sel) => [...document.querySelectorAll(sel)].some((e) => e.checkVisibility());
  const h1Text = () => [...document.querySelectorAll('h1')].filter((h) => h.checkVisibility()).map((h) => h.textContent.trim()).join('|');
  const anchor = [...document.querySelectorAll('nav a, [role="navigation"] a, main a')]
    .find((a) => a.textContent.trim() === ${JSON.stringify(link)});
  if (!anchor) return reject(new Error('no menu link ' + ${JSON.stringify(link)}));
  const before = h1Text();
  const resourcesBefore = performance.getEntriesByType('resource').length;
  const content = ${JSON.stringify(content)};
  const started = performance.now();
  let h1 = null;
  const parts = {};
  anchor.click();
  const finish = () => {
    const scripts = performance.getEntriesByType('resource').slice(resourcesBefore)
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({ name: new URL(e.name).pathname, bytes: e.transferSize || e.encodedBodySize }));
    resolve({ h1, parts, content: Math.max(h1, ...Object.values(parts)), scripts, heading: h1Text() });
  };
  const check = () => {
    const now = performance.now() - started;
    if (performance.now() - started > 60000) return reject(new Error('timeout on ' + ${JSON.stringify(link)} + ' ' + JSON.stringify(parts)));
    const pending = [];
    if (h1 === null && h1Text() !== before && h1Text() !== '') pending.push('h1');
    for (const sel of content) if (!(sel in parts) && visible(sel)) pending.push(sel);
    requestAnimationFrame(() => {
      const painted = performance.now() - started;
      for (const p of pending) { if (p === 'h1') h1 = painted; else parts[p] = painted; }
      if (h1 !== null && content.every((sel) => sel in parts)) finish();
      else check();
    });
    void now;
  };
  check();
})`;

interface Change {
  h1: number;
  parts: Record<string, number>;
  content: number;
  scripts: { name: string; bytes: number }[];
  heading: string;
}

/**
 * The async chunks of @fluentui/react-charts: the library's own (its `fui-cart`
 * class names) and the app's re-export module (src/components/chart/fluent-charts.ts).
 */
function chartChunks(): Set<string> {
  const dir = path.join(repoRoot, 'dist', 'static', 'js', 'async');
  const found = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    if (/fui-cart|VerticalStackedBarChart:\(\)=>/.test(text)) found.add(`/static/js/async/${file}`);
  }
  return found;
}

/** Long animation frames (> 50 ms) while stepping the chapter table's scroller down. */
const SCROLL_SCRIPT = `new Promise((resolve, reject) => {
  const scroller = document.querySelector('section[aria-label="章节数据表（可上下、左右滚动）"]');
  if (!scroller) return reject(new Error('no chapter-table scroller'));
  const long = [];
  let type = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame') ? 'long-animation-frame' : 'longtask';
  const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) long.push(Math.round(e.duration)); });
  observer.observe({ type });
  const deltas = [];
  let last = performance.now();
  let steps = 0;
  const started = performance.now();
  const step = () => {
    const now = performance.now();
    deltas.push(now - last);
    last = now;
    scroller.scrollTop += 400;
    steps++;
    if (steps < 150 && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight) requestAnimationFrame(step);
    else setTimeout(() => {
      observer.disconnect();
      resolve({ type, steps, ms: Math.round(performance.now() - started), scrolled_px: Math.round(scroller.scrollTop),
        scroll_height_px: scroller.scrollHeight, rows_in_dom: scroller.querySelectorAll('[role="row"]').length,
        long_frames: long.length, longest_ms: Math.max(0, ...long), raf_over_50ms: deltas.filter((d) => d > 50).length,
        worst_raf_ms: Math.round(Math.max(...deltas)) });
    }, 500);
  };
  requestAnimationFrame(step);
})`;

async function main() {
  const runs = option('runs', 5);
  const chapters = option('chapters', 5000);
  await ensureSpaBuild();
  const charts = chartChunks();
  console.log(`chart chunks in the build: ${[...charts].join(', ') || 'none found'}`);
  console.log(`seeding demo data with a ${chapters}-chapter book… (load ${load()})`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-screens-'));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDemoData(database.db, { chaptersInBigBook: chapters });
  await database.close();
  const server = await startServer({ dataDir });
  const browser = await launchBrowser();
  const result: Record<string, unknown> = { date: new Date().toISOString(), runs, chapters };
  try {
    const token = await logIn(server.baseUrl);
    for (const cpuRate of [1, 4]) {
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
          localStorage.setItem('token', t);
        },
        [token] as const,
      );
      const page: Page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      await page.goto(`${server.baseUrl}/home`);
      await page.getByRole('heading', { level: 1, name: '首页' }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1_000);
      const samples = new Map<string, Change[]>(SCREENS.map((s) => [s.route, []]));
      const firstVisit: Record<
        string,
        { h1_ms: number; content_ms: number; js_kb: number; chart_chunk: boolean; chunks: string[] }
      > = {};
      const loadsAtStart = load();
      for (let round = 0; round <= runs; round++) {
        for (const screen of SCREENS) {
          // From /home each time (/account-info for /account-edit), as an author opens it.
          const from = screen.from ?? { route: '/home', link: '首页' };
          if (new URL(page.url()).pathname !== from.route) {
            await page.evaluate(CHANGE_SCRIPT(from.link, ['main']));
            await page.waitForTimeout(300);
          }
          const change = (await page.evaluate(
            CHANGE_SCRIPT(screen.link, screen.content),
          )) as Change;
          await page.waitForTimeout(500);
          if (round === 0) {
            firstVisit[screen.route] = {
              h1_ms: Math.round(change.h1),
              content_ms: Math.round(change.content),
              js_kb: Number((change.scripts.reduce((s, x) => s + x.bytes, 0) / 1024).toFixed(1)),
              chart_chunk: change.scripts.some((x) => charts.has(x.name)),
              chunks: change.scripts.map((x) => `${x.name.split('/').at(-1)} ${x.bytes}`),
            };
          } else samples.get(screen.route)?.push(change);
        }
      }
      // The other menu routes, once each: do any of them load a chart chunk?
      const others = (await page.evaluate(
        `[...document.querySelectorAll('nav a, [role="navigation"] a')].map((a) => [a.textContent.trim(), new URL(a.href).pathname])`,
      )) as [string, string][];
      const chartRoutes: string[] = [];
      if (cpuRate === 1) {
        const all = new Set<string>();
        for (const [text, route] of others) {
          if (SCREENS.some((s) => s.route === route)) continue;
          try {
            const change = (await page.evaluate(CHANGE_SCRIPT(text, ['main']))) as Change;
            await page.waitForTimeout(500);
            all.add(route);
            if (change.scripts.some((x) => charts.has(x.name))) chartRoutes.push(route);
          } catch (error) {
            console.log(`  (could not visit ${route}: ${(error as Error).message})`);
          }
        }
        // Chart chunks of the whole session: expected only from /income and /book-data.
        const loaded = (await page.evaluate(
          `performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)`,
        )) as string[];
        result.other_routes_visited = [...all];
        result.other_routes_loading_a_chart_chunk = chartRoutes;
        result.chart_chunks_loaded_in_session = loaded.filter((n) => charts.has(n));

        console.log(
          `other menu routes visited: ${[...all].join(' ')}; loading a chart chunk: ${chartRoutes.join(' ') || 'none'}`,
        );
      }
      console.log(
        `first visit at ${cpuRate}x CPU (chunks fetched; JS the route adds, transferred):`,
      );
      for (const [route, f] of Object.entries(firstVisit))
        console.log(
          `  ${route.padEnd(14)} h1 ${f.h1_ms} ms, content ${f.content_ms} ms; ${f.js_kb} kB${f.chart_chunk ? ' (chart chunk)' : ''}: ${f.chunks.join(', ')}`,
        );
      const rows = SCREENS.map((screen) => {
        const list = samples.get(screen.route) ?? [];
        const h1 = list.map((c) => Math.round(c.h1));
        const content = list.map((c) => Math.round(c.content));
        const parts = Object.fromEntries(
          screen.content.map((sel) => [
            sel,
            median(list.map((c) => Math.round(c.parts[sel] ?? 0))),
          ]),
        );
        return {
          route: screen.route,
          cpu_slowdown: cpuRate,
          h1_median_ms: median(h1),
          h1_runs_ms: h1,
          content_median_ms: median(content),
          content_runs_ms: content,
          parts_median_ms: parts,
        };
      });
      console.log(
        `route changes from /home at ${cpuRate}x CPU (load ${loadsAtStart} -> ${load()}):`,
      );
      for (const r of rows)
        console.log(
          `  ${r.route.padEnd(14)} h1 ${r.h1_median_ms} ms (${r.h1_runs_ms.join(', ')}); content ${r.content_median_ms} ms (${r.content_runs_ms.join(', ')}) ${JSON.stringify(r.parts_median_ms)}`,
        );
      result[`changes_${cpuRate}x`] = rows;
      result[`first_visit_${cpuRate}x`] = firstVisit;
      result[`load_average_${cpuRate}x`] = `${loadsAtStart} -> ${load()}`;

      // The chapter table of the big book: opened by its address (as from its
      // details page), ms from the navigation to its first rows painted.
      const dataBooks = await api<{ list: { book_id: string; title: string }[] }>(
        server.baseUrl,
        'GET',
        '/author/data/books',
        token,
      );
      const bigBook = dataBooks.list.find((b) => b.title === '星海长歌');
      await page.goto(`${server.baseUrl}/book-data?book_id=${bigBook?.book_id ?? ''}`);
      const firstRowsMs = (await page
        .evaluate(`new Promise((resolve, reject) => {
        const check = () => {
          if (performance.now() > 60000) return reject(new Error('no rows of the big book'));
          const table = document.querySelector('[role="table"][aria-label="章节数据"]');
          const row = table && Number(table.getAttribute('aria-rowcount')) > 1000 && table.querySelector('[role="rowheader"]');
          if (row && row.checkVisibility()) requestAnimationFrame(() => resolve(Math.round(performance.now())));
          else requestAnimationFrame(check);
        };
        check();
      })`)
        .catch((error: Error) => {
          console.log(`  (${error.message})`);
          return Number.NaN;
        })) as number;
      console.log(
        `big book's /book-data opened by address: first chapter rows painted ${firstRowsMs} ms after navigation start`,
      );
      await page.waitForTimeout(1_000);
      const count = await page
        .getByText(/已发布 [\d,]+ 章/)
        .first()
        .textContent()
        .catch(() => null);
      const scrolls = [];
      for (let run = 0; run < Math.min(runs, 3); run++) {
        await page.evaluate(
          `document.querySelector('section[aria-label="章节数据表（可上下、左右滚动）"]').scrollTop = 0`,
        );
        await page.waitForTimeout(1_000);
        scrolls.push(await page.evaluate(SCROLL_SCRIPT));
      }
      console.log(`chapter table (${count}) scrolled at ${cpuRate}x CPU (load ${load()}):`);
      for (const s of scrolls) console.log(`  ${JSON.stringify(s)}`);
      result[`chapter_table_${cpuRate}x`] = { shown: count, first_rows_ms: firstRowsMs, scrolls };
      await context.close();
    }
    await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench-results', 'screens.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log('wrote bench-results/screens.json');
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
