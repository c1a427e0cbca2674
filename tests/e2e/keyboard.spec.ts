/**
 * Keyboard paths through the shell: the skip link, focus on the new page's
 * heading after a route change, and toasts that Tab passes through (Fluent
 * makes its toast stack a focus trap; WCAG 2.1.2).
 */
import { expect, test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR });

/** The accessible name (or text) of the focused element. */
function focusedName(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });
}

test('the first Tab reaches the skip link, which moves focus to the page', async ({ page }) => {
  await openHome(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/home(#main)?$/);
});

test('a route change by keyboard puts focus on the new page heading', async ({ page }) => {
  await openHome(page);
  const menu = page.getByRole('navigation', { name: '主导航' });
  await menu.getByRole('link', { name: '长篇作品' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '作品管理', level: 1 })).toBeFocused();
  await menu.getByRole('link', { name: '首页' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeFocused();
});

test('Tab never stops on a toast: toasts are read out, not a trap', async ({ page, context }) => {
  test.slow(); // Two dozen key presses, each checked.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHome(page);
  await page.getByRole('button', { name: '页面配置' }).click();
  const drawer = page.getByRole('dialog', { name: '页面配置' });
  // A toast is named by its title. Found by role while the drawer is open:
  // the modal hides everything else from screen readers, but not the toasts.
  const toast = page.getByRole('region', { name: /配置已复制/ });
  await drawer.getByRole('button', { name: '复制配置' }).click();
  await expect(toast).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Not a tab stop, so nothing can hold focus there (Fluent's default is a trap).
  await expect(toast).toHaveAttribute('tabindex', '-1');
  // Forward past the end of the page, then back, while the toast is shown.
  await page.getByRole('button', { name: '页面配置' }).focus();
  const stops = new Set<string>();
  for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const onToast = await page.evaluate(
      () =>
        document.activeElement?.closest('.fui-Toaster')?.textContent?.includes('配置已复制') ??
        false,
    );
    expect(onToast).toBe(false);
    stops.add(await focusedName(page));
  }
  // Focus went places: the walk was not stuck on one element.
  expect(stops.size).toBeGreaterThan(5);
});
