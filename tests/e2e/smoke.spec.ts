import { expect, test } from '@playwright/test';

test('the shell loads with the product name and a reachable API', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveTitle('墨笔作家后台');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '墨笔作家后台' })).toBeVisible();
  // The status line is announced as a live region; it reads "checking" until
  // /healthz answers.
  await expect(page.getByRole('status')).toHaveText(/API:\s*ok/);
});

test('a deep link is answered by the SPA, not a 404', async ({ page }) => {
  const response = await page.goto('/book-manage');

  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: '墨笔作家后台' })).toBeVisible();
});
