/**
 * No figure an author reads is cut (issue 29): on the screens full of
 * figures (the chapter list with scheduled chapters, the income statement,
 * the stockpile calendar), in both languages at 1440 and 390 px, no element
 * that shortens its text with an ellipsis, and no table cell, shows less
 * than its text; at 1440 px no wide table hides columns in its frame. Names the author chose (a book's or a chapter's title) may
 * be shortened: they carry `data-name`, and their full text is one step away.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

/** The texts cut short on the page: what an ellipsis or a too-narrow cell hides. */
function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *, [role="dialog"] *')) {
      if (element.closest('[data-name]') || element.getClientRects().length === 0) continue;
      // Visually hidden texts (for screen readers) are 1 px boxes by design.
      if (element.clientWidth <= 1) continue;
      const text = element.textContent?.trim() ?? '';
      if (!text || !/\d/.test(text)) continue;
      const style = getComputedStyle(element);
      const clips = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden';
      const cell =
        ['cell', 'gridcell', 'columnheader'].includes(element.getAttribute('role') ?? '') ||
        element.tagName === 'TD' ||
        element.tagName === 'TH';
      if (!clips && !cell) continue;
      // Only leaves of text, so a row is not reported for each of its cells.
      if (element.children.length > 0 && !clips) continue;
      if (element.scrollWidth > element.clientWidth + 1) cut.push(text.slice(0, 60));
    }
    // On a desktop a table's frame shows every column: none waits out of sight.
    if (window.innerWidth >= 1200) {
      for (const frame of document.querySelectorAll<HTMLElement>('main section[tabindex="0"]')) {
        if (frame.getClientRects().length > 0 && frame.scrollWidth > frame.clientWidth + 1)
          cut.push(
            `columns beyond ${frame.getAttribute('aria-label')} ${frame.scrollWidth}>${frame.clientWidth}`,
          );
      }
    }
    return cut;
  });
}

async function starSeaId(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const books = await (
    await page.request.get('/author/book/list?kind=long&page_size=50', {
      headers: { 'x-token': token ?? '' },
    })
  ).json();
  return books.body.list.find((b: { title: string }) => b.title === '星海长歌').id;
}

const SCREENS: readonly { name: string; path: (bookId: string) => string; ready: string }[] = [
  {
    name: 'chapter list, scheduled',
    path: (id) => `/chapter-manage?book_id=${id}&status=scheduled`,
    ready: '[role="row"][aria-rowindex="2"]:not([aria-busy])',
  },
  { name: 'income', path: () => '/income', ready: 'main table tbody tr, main [role="row"]' },
  { name: 'stockpile', path: (id) => `/stockpile?book_id=${id}`, ready: 'main table td' },
];

for (const locale of ['zh-CN', 'en-US'] as const) {
  test.describe(locale, () => {
    test.use({ author: SIGNED_AUTHOR, pageLanguage: locale });

    test(`no figure is cut at 1440 or 390 px (${locale})`, async ({ page }) => {
      test.slow();
      await page.goto('/home');
      await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
      const bookId = await starSeaId(page);
      const found: string[] = [];
      for (const screen of SCREENS) {
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(screen.path(bookId));
          await expect(page.locator(screen.ready).first()).toBeVisible({ timeout: 20_000 });
          // Fonts and late rows settle.
          await page.waitForTimeout(300);
          for (const text of await cutTexts(page)) found.push(`${screen.name} ${width}px: ${text}`);
        }
      }
      expect(found).toEqual([]);
    });
  });
}
