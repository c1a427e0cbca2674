/**
 * Editor figures in Chromium (`npm run bench:editor`): a chapter of 30,000
 * characters open in the editor, then
 *
 * - keypress-to-paint latency over 200 keypresses (`--keys=N`) typed in the
 *   middle of the text, two ways: keydown -> the next animation frame after
 *   the input was handled (rAF timestamp, what the page can measure itself),
 *   and the Event Timing API's duration of each keydown (input to next paint,
 *   as the browser reports it; rounded to 8 ms by the browser);
 * - the shared word count (src/lib/word-count.ts) on the same 30,000
 *   characters, run inside Chromium's V8 (median and p95 of 1,000 calls).
 *
 * - the main thread's work per keypress: the key's handlers (keydown to the
 *   end of the input event's handlers and microtasks) plus the next frame's
 *   rendering (its animation-frame callback to the first task after paint).
 *   Keypress-to-paint also waits for the display's next frame, up to 16.7 ms
 *   at 60 Hz whatever the page does (the bare textarea shows that floor);
 *   this figure is the part the page controls.
 *
 * The same keys go to a bare <textarea> holding the same text, in another tab
 * of the same browser, interleaved with the editor's in blocks of
 * KEYS_PER_BLOCK (the order alternating each round): on a machine shared with
 * other work, both see the same load, so their difference is the app's cost.
 * `--find=WORD` opens the find bar on WORD first, so every key is typed with
 * the matches painted on the text (the highlight layer's cost while typing).
 * `--keys-only` skips the word count. `--cpu` types the keys again under a
 * trace and reports each page's main-thread CPU time per keypress (thread
 * time of every task from one keydown to the next: what the key set off
 * after its frame too, and none of the time the OS gave other processes).
 * The bare page is on localhost, the app on 127.0.0.1: two sites, two
 * renderer processes, so the trace tells them apart.
 *
 * Goals: p95 keypress-to-paint under 16 ms, word count under 2 ms. This
 * reports numbers; it asserts nothing. It builds the SPA if needed, starts
 * the server on an fresh database (scripts/lib/bench-server.ts) and stops
 * it at the end. CHROMIUM_PATH picks the browser (default /usr/bin/chromium).
 */

import type { Browser, Page } from '@playwright/test';
import { countWords } from '../src/lib/word-count';
import { DEMO_PASSWORD, SIGNED_PHONE, startServer } from './lib/bench-server';
import { launchBrowser } from './lib/browsers';
import { ensureSpaBuild } from './lib/spa-build';

/** The bench server's address, set once it answers. */
let BASE = '';
/** A positive integer `--name=N` flag, or the fallback. */
function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Keypresses typed in each of the editor and the bare textarea. */
const KEYPRESSES = option('keys', 200);
/** Keys typed in one page before switching to the other. */
const KEYS_PER_BLOCK = 20;
const CHAPTER_CHARS = 30_000;

async function api<T>(token: string | null, method: 'GET' | 'POST', path: string, data?: object) {
  const url = new URL(path, BASE);
  if (method === 'GET' && data) {
    for (const [k, v] of Object.entries(data)) url.searchParams.set(k, String(v));
  }
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: method === 'POST' ? JSON.stringify(data ?? {}) : undefined,
  });
  const envelope = (await response.json()) as { code: number; msg: string; body: T };
  if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.body;
}

/** About 30,000 characters of Chinese prose in paragraphs, as a long chapter has. */
function longChapter(): string {
  const sentences = [
    '林川站在青石镇的屋顶上，看着流星雨划过夜空。',
    '他想起父亲说过的话：星海之外，还有更远的地方。',
    '苏瑶把星核放在掌心，它微微发热，像一颗跳动的心。',
    '2026年的冬天来得很早，第一场雪落在镇口的老槐树上。',
  ];
  const paragraphs: string[] = [];
  let length = 0;
  for (let i = 0; length < CHAPTER_CHARS; i++) {
    const paragraph = `${sentences[i % 4]}${sentences[(i + 1) % 4]}${sentences[(i + 2) % 4]}`;
    paragraphs.push(paragraph);
    length += paragraph.length + 1;
  }
  return paragraphs.join('\n').slice(0, CHAPTER_CHARS);
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function main(): Promise<void> {
  console.log('building the SPA if needed and starting the server…');
  await ensureSpaBuild();
  const server = await startServer();
  BASE = server.baseUrl;
  const browser = await launchBrowser({ gpu: true });
  try {
    const token = (
      await api<{ token: string }>(null, 'POST', '/author/user/login_by_pwd', {
        phone: SIGNED_PHONE,
        password: DEMO_PASSWORD,
      })
    ).token;
    const tree = await api<
      { id: string; children: { id: string; children: { id: string }[] }[] }[]
    >(token, 'GET', '/author/book/category/tree');
    const leaf = tree[0]?.children[0]?.children[0]?.id ?? '';
    const book = await api<{ id: string }>(token, 'POST', '/author/book/create', {
      kind: 'long',
      title: `编辑器基准${Date.now().toString(36).slice(-6)}`,
      audience: 'male',
      category_id: leaf,
      synopsis: '为测量编辑器在三万字章节上的输入延迟而创建的作品。',
    });
    const volumes = await api<{ list: { id: string }[] }>(token, 'GET', '/author/volume/list', {
      book_id: book.id,
    });
    const content = longChapter();
    const chapter = await api<{ id: string }>(token, 'POST', '/author/chapter/create', {
      book_id: book.id,
      volume_id: volumes.list[0]?.id,
      title: '第一章 三万字',
      content,
    });

    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    await context.addInitScript((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('guide-modal-opened', '1');
    }, token);
    const page = await context.newPage();
    await page.goto(`${BASE}/chapter-add?book_id=${book.id}&chapter_id=${chapter.id}`);
    const box = page.getByRole('textbox', { name: '正文' });
    await box.waitFor();
    await page.waitForFunction(
      (length) =>
        (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value.length === length,
      content.length,
    );

    const findWord = process.argv.find((a) => a.startsWith('--find='))?.slice('--find='.length);
    if (findWord) {
      await box.focus();
      await page.keyboard.press('ControlOrMeta+f');
      await page.getByRole('textbox', { name: '在本章中查找' }).fill(findWord);
      await page.locator('[data-testid="text-marks"] mark').first().waitFor();
      const painted = await page.locator('[data-testid="text-marks"] mark').count();
      console.log(`find bar open on 「${findWord}」: ${painted} marks painted on the text`);
    }

    // The same keypresses in a bare <textarea> holding the same text: what the
    // browser itself costs here, without React, XState or IndexedDB.
    // On another site (localhost, not 127.0.0.1), so it gets a renderer
    // process of its own and --cpu can tell the two pages' work apart.
    const bare = await context.newPage();
    await bare.goto(`${BASE.replace('127.0.0.1', 'localhost')}/healthz`);
    await bare.setContent(
      '<textarea style="width:860px;height:800px;font-size:16px;line-height:1.9"></textarea>',
    );
    await bare.evaluate((text) => {
      (document.querySelector('textarea') as HTMLTextAreaElement).value = text;
    }, content);

    for (const p of [page, bare]) await prepare(p);
    await typeInterleaved(page, bare);
    await page.waitForTimeout(500);
    const editor = await measured(page);
    const baseline = await measured(bare);
    const cpu = process.argv.includes('--cpu') ? await cpuPerKeypress(browser, page, bare) : null;
    const finalLength = await box.evaluate((el) => (el as HTMLTextAreaElement).value.length);

    // The word count, in Chromium's V8, on the same text: the shipped module
    // itself, as a script the bench evaluates (the app's CSP refuses a blob:
    // import and eval, not the DevTools protocol's own evaluation).
    const wordCountTimes = process.argv.includes('--keys-only')
      ? null
      : await bare.evaluate<{ times: number[]; words: number }>(
          `(() => {
            ${await wordCountSource()}
            const text = ${JSON.stringify(content)};
            for (let i = 0; i < 50; i++) countWords(text); // warm-up
            const times = [];
            let words = 0;
            for (let i = 0; i < 1000; i++) {
              const start = performance.now();
              words = countWords(text);
              times.push(performance.now() - start);
            }
            return { times, words };
          })()`,
        );

    console.log('');
    console.log(
      `chapter: ${content.length.toLocaleString()} characters, ${countWords(content).toLocaleString()} words; ${KEYPRESSES} keypresses typed in the middle of each, interleaved in blocks of ${KEYS_PER_BLOCK} (editor text now ${finalLength.toLocaleString()} characters)`,
    );
    report('editor       ', editor);
    report('bare textarea', baseline);
    if (cpu) {
      for (const [label, times] of [
        ['editor       ', cpu.editor],
        ['bare textarea', cpu.bare],
      ] as const) {
        console.log(
          `${label}  main-thread CPU per keypress (every task, thread time, traced): p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  (${times.length} keys)`,
        );
      }
      console.log(
        `editor minus bare textarea, main-thread CPU per keypress: p50 ${ms(percentile(cpu.editor, 50) - percentile(cpu.bare, 50))}  p95 ${ms(percentile(cpu.editor, 95) - percentile(cpu.bare, 95))}`,
      );
    }
    const extra = (p: number) => percentile(editor.work, p) - percentile(baseline.work, p);
    console.log(
      `editor minus bare textarea, main-thread work per keypress: p50 ${ms(extra(50))}  p95 ${ms(extra(95))}  p99 ${ms(extra(99))}`,
    );
    console.log(
      'goals: editor keypress-to-paint p95 under 16 ms; its work per keypress within 2 ms of the bare textarea',
    );
    if (wordCountTimes) {
      console.log(
        `countWords on ${content.length.toLocaleString()} characters in Chromium: median ${ms(percentile(wordCountTimes.times, 50))}   p95 ${ms(percentile(wordCountTimes.times, 95))}   (goal < 2 ms; ${wordCountTimes.words} words)`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

interface Measured {
  /** keydown -> the next animation frame's callback (after the page's own work). */
  raf: number[];
  /** Main-thread work per keypress: handlers plus the next frame's rendering. */
  work: number[];
  /** Event Timing durations of keydowns that took 16 ms or more. */
  slow: number[];
  keydowns: number;
}

function report(label: string, measured: Measured): void {
  const slow = measured.slow.length;
  console.log(
    `${label}  keydown -> next frame: p50 ${ms(percentile(measured.raf, 50))}  p95 ${ms(percentile(measured.raf, 95))}  p99 ${ms(percentile(measured.raf, 99))}  max ${ms(Math.max(...measured.raf))}`,
  );
  console.log(
    `${label}  main-thread work per keypress (handlers + rendering): p50 ${ms(percentile(measured.work, 50))}  p95 ${ms(percentile(measured.work, 95))}  p99 ${ms(percentile(measured.work, 99))}`,
  );
  console.log(
    `${label}  Event Timing (input to next paint): ${slow} of ${measured.keydowns} keydowns at 16 ms or more` +
      (slow > 0
        ? ` (their p50 ${ms(percentile(measured.slow, 50))}, p95 ${ms(percentile(measured.slow, 95))})`
        : ''),
  );
}

/**
 * Starts measuring in the page and puts the caret in the middle of its first
 * textarea.
 */
async function prepare(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __bench: Measured };
    w.__bench = { raf: [], work: [], slow: [], keydowns: 0 };
    let down = 0;
    let handlersStart = 0;
    let handlersMs = 0;
    // Capture on window: the first listener to run for the key.
    window.addEventListener(
      'keydown',
      (event) => {
        down = event.timeStamp;
        handlersStart = performance.now();
        w.__bench.keydowns++;
      },
      true,
    );
    document.addEventListener(
      'input',
      () => {
        const start = down;
        requestAnimationFrame(() => w.__bench.raf.push(performance.now() - start));
      },
      true,
    );
    // Bubble on window: after the page's own input handlers; the microtask
    // runs after React's synchronous flush of the input's update.
    window.addEventListener('input', () => {
      queueMicrotask(() => {
        handlersMs = performance.now() - handlersStart;
        requestAnimationFrame(() => {
          const frameStart = performance.now();
          // The first task after this frame's style, layout and paint.
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            w.__bench.work.push(handlersMs + performance.now() - frameStart);
          channel.port2.postMessage(null);
        });
      });
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'keydown') w.__bench.slow.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  const area = page.locator('textarea').first();
  await area.focus();
  await area.evaluate((el) => {
    const textarea = el as HTMLTextAreaElement;
    const middle = Math.floor(textarea.value.length / 2);
    textarea.setSelectionRange(middle, middle);
  });
}

/**
 * Types KEYPRESSES letters into each page, KEYS_PER_BLOCK at a time, the two
 * pages taking turns and the order alternating each round.
 */
async function typeInterleaved(first: Page, second: Page): Promise<void> {
  for (let typed = 0, round = 0; typed < KEYPRESSES; typed += KEYS_PER_BLOCK, round++) {
    const keys = Math.min(KEYPRESSES - typed, KEYS_PER_BLOCK);
    for (const p of round % 2 === 0 ? [first, second] : [second, first]) {
      await p.bringToFront();
      await typeKeys(p, keys, typed);
    }
  }
}

/** A Chrome trace event (the fields read here). */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * `--cpu`: the same interleaved typing again under a trace, and for each page
 * the main thread's CPU time (thread time, so time the OS gave to other
 * processes is not counted) of every task from one keydown to the next, the
 * key's own work and whatever it set off (storage writes, timers, frames).
 * Only keys followed by another key of the same block count.
 */
async function cpuPerKeypress(
  browser: Browser,
  editor: Page,
  bare: Page,
): Promise<{ editor: number[]; bare: number[] }> {
  await browser.startTracing(undefined, {
    categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'],
  });
  for (const [p, label] of [
    [editor, 'editor'],
    [bare, 'bare'],
  ] as const) {
    await p.evaluate((mark) => performance.mark(mark), `bench-page-${label}`);
  }
  await typeInterleaved(editor, bare);
  await editor.waitForTimeout(500);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const events = trace.traceEvents;
  const pidOf = (label: string) => events.find((e) => e.name === `bench-page-${label}`)?.pid;
  const perKey = (pid: number | undefined): number[] => {
    const main = events.find(
      (e) => e.pid === pid && e.ph === 'M' && e.args?.name === 'CrRendererMain',
    )?.tid;
    const own = events
      .filter((e) => e.pid === pid && e.tid === main && e.ph === 'X')
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // Top-level tasks only: nested events are part of their task's time.
    const tasks: TraceEvent[] = [];
    for (const e of own) {
      const last = tasks.at(-1);
      if (!last || e.ts >= last.ts + (last.dur ?? 0)) tasks.push(e);
    }
    const keydowns = own
      .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
      .map((e) => e.ts);
    const times: number[] = [];
    for (let i = 0; i + 1 < keydowns.length; i++) {
      const [from, to] = [keydowns[i] ?? 0, keydowns[i + 1] ?? 0];
      // The next block's first key: the other page was typed into meanwhile.
      if (to - from > 500_000) continue;
      // From the task the keydown runs in to the one the next keydown runs in.
      const total = tasks
        .filter((t) => t.ts + (t.dur ?? 0) > from && t.ts + (t.dur ?? 0) <= to)
        .reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0);
      times.push(total / 1000);
    }
    return times;
  };
  return { editor: perKey(pidOf('editor')), bare: perKey(pidOf('bare')) };
}

/** Types `count` letters at the caret, one real key press at a time. */
async function typeKeys(page: Page, count: number, from: number): Promise<void> {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = from; i < from + count; i++) {
    // keydown, keypress, input, keyup: a real key, at a brisk typist's pace.
    await page.keyboard.press(letters[i % letters.length] ?? 'a', { delay: 10 });
    await page.waitForTimeout(25);
  }
}

/** What the page measured since {@link prepare}. */
function measured(page: Page): Promise<Measured> {
  return page.evaluate(() => (window as unknown as { __bench: Measured }).__bench);
}

/**
 * src/lib/word-count.ts as a plain script declaring `countWords` (its types
 * and exports stripped by esbuild, which tsx ships).
 */
async function wordCountSource(): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  const { transform } = await import('esbuild');
  const ts = await readFile(new URL('../src/lib/word-count.ts', import.meta.url), 'utf8');
  return (await transform(ts.replace(/^export /gm, ''), { loader: 'ts' })).code;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
