/**
 * The app as served, under its security headers, in real Chromium: the
 * Content-Security-Policy and friends are on the page and the API answers,
 * and the built app runs under them without one violation or console error
 * (Fluent's run-time styles, the watermark, charts, lazy chunks, the editor).
 * A chunk that cannot be downloaded reloads the page once, then says so.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInThroughForm, openHome, SIGNED_AUTHOR } from './helpers';

/**
 * The long list, searched for the seeded book: other specs of the worker add
 * books to this author, which may push it off the list's first page.
 */
async function openStarSea(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: '主导航' });
  await menu.getByRole('link', { name: '长篇作品' }).click();
  await page.getByRole('searchbox', { name: '搜索书名' }).fill('星海长歌');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
}

/** CSP violations and console errors of a page, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => seen.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return seen;
}

test('the page and API answers carry the security headers', async ({ page }) => {
  const document = await page.goto('/login');
  const headers = document!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // <style> elements only empty (Griffel fills them through the CSSOM).
  expect(csp).toMatch(/style-src-elem 'self' 'sha256-[^']+'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');

  const info = page.waitForResponse((response) => response.url().includes('/author/user/info'));
  const login = page.waitForResponse((response) => response.url().includes('/login_by_pwd'));
  await logInThroughForm(page, SIGNED_AUTHOR);
  for (const answer of [await login, await info]) {
    expect(answer.headers()['cache-control']).toBe('no-store');
  }
});

test.describe('as the signed author', () => {
  test.use({ author: SIGNED_AUTHOR });

  test('the app runs under its policy: no violation, no console error', async ({ page }) => {
    test.slow(); // Five screens and a drawer, each its own chunk, on a shared machine.
    const seen = await watchViolations(page);
    await openHome(page);
    // The signed author's home draws the 30-day readers chart (its own chunk).
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
    await openStarSea(page);
    await page.getByRole('link', { name: '作品详情: 星海长歌' }).click();
    await expect(page.getByRole('heading', { name: '星海长歌' })).toBeVisible();
    await openStarSea(page);
    await page.getByRole('link', { name: '章节管理: 星海长歌' }).click();
    await expect(page.getByRole('heading', { name: '章节管理', level: 1 })).toBeVisible();
    await openStarSea(page);
    await page.getByRole('link', { name: '写新章节: 星海长歌' }).click();
    await expect(page.getByRole('textbox', { name: '正文' })).toBeEditable();
    await page.getByRole('textbox', { name: '正文' }).fill('在内容安全策略之下写下的一段话。');
    // The settings drawer inserts its styles when it opens.
    await page.getByRole('button', { name: '页面配置' }).click();
    await expect(page.getByRole('dialog', { name: '页面配置' })).toBeVisible();
    expect(seen).toEqual([]);
  });

  test('a screen chunk that cannot be downloaded reloads the page once, then says so', async ({
    page,
  }) => {
    await openHome(page);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // As after a deploy: the chunks this page was built with are gone.
    await page.route('**/static/js/async/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '短篇作品' })
      .click();
    // The page reloads once for the new build; its chunks are still missing, so
    // it stays put and says so (the guard stops a reload loop).
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole('alert')).toContainText('应用已更新，请重新加载后继续。');
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
    expect(loads).toBe(1);
    // Once the new build is there, the button brings the app back.
    await page.unroute('**/static/js/async/**');
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
