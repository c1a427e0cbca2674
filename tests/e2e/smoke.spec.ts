import { expect, test } from './fixtures';

test('the app opens on the login page with the product name', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle(/墨笔作家后台/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { name: '登录墨笔作家后台' })).toBeVisible();
});
