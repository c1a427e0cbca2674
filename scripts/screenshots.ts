/**
 * The README's pictures of the product, captured from the running app so they
 * stay current: `npm run screenshots` starts the reference server on a fresh
 * demo database, signs in as the signed demo author and saves the main
 * screens (home, chapter list, editor, income) in both languages on a
 * desktop, and the editor on a phone, to docs/screenshots/.
 */

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { api, logIn, startServer } from './lib/bench-server';
import { launchBrowser } from './lib/browsers';
import { ensureSpaBuild, repoRoot } from './lib/spa-build';

const OUT_DIR = path.join(repoRoot, 'docs', 'screenshots');
const LOCALES = ['zh-CN', 'en-US'] as const;
type Locale = (typeof LOCALES)[number];

interface Shot {
  name: string;
  path: string;
  width: number;
  height: number;
}

/** Waits until the page has its heading, no request in flight and no animation running. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
  // Lazy charts and fonts paint a frame after the last request.
  await page.waitForTimeout(500);
}

async function main() {
  await ensureSpaBuild();
  console.log('starting the reference server on a fresh demo database…');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await logIn(server.baseUrl);
    const books = await api<{ list: { id: string; title: string }[] }>(
      server.baseUrl,
      'GET',
      '/author/book/list?kind=long&page_size=50',
      token,
    );
    const book = books.list.find((b) => b.title === '星海长歌') ?? books.list[0]!;
    const chapters = await api<{ list: { id: string }[] }>(
      server.baseUrl,
      'GET',
      `/author/chapter/list?book_id=${book.id}&page_size=1`,
      token,
    );
    const chapterId = chapters.list[0]!.id;
    const desktop = { width: 1440, height: 900 };
    const shots: Shot[] = [
      { name: 'home', path: '/home', ...desktop },
      { name: 'chapters', path: `/chapter-manage?book_id=${book.id}`, ...desktop },
      {
        name: 'editor',
        path: `/chapter-add?book_id=${book.id}&chapter_id=${chapterId}`,
        ...desktop,
      },
      { name: 'income', path: '/income', ...desktop },
      {
        name: 'editor-phone',
        path: `/chapter-add?book_id=${book.id}&chapter_id=${chapterId}`,
        width: 390,
        height: 844,
      },
    ];
    await mkdir(OUT_DIR, { recursive: true });
    for (const locale of LOCALES) {
      for (const shot of shots) await capture(browser, server.baseUrl, token, locale, shot);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function capture(
  browser: import('@playwright/test').Browser,
  baseUrl: string,
  token: string,
  locale: Locale,
  shot: Shot,
): Promise<void> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale,
    timezoneId: 'Asia/Shanghai',
    viewport: { width: shot.width, height: shot.height },
    colorScheme: 'light',
  });
  // A returning author: signed in, the first-visit guide already seen, the language chosen.
  await context.addInitScript(
    ({ token, locale }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('guide-modal-opened', '1');
      localStorage.setItem('arco-locale', locale);
    },
    { token, locale },
  );
  const page = await context.newPage();
  await page.goto(shot.path);
  await settle(page);
  const file = path.join(OUT_DIR, `${shot.name}-${locale}.png`);
  await page.screenshot({ path: file });
  console.log(`saved ${path.relative(repoRoot, file)}`);
  await context.close();
}

await main();
