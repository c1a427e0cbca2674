import { expect, test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

// A new browser: nothing remembered yet.
test.use({ freshBrowser: true });

test('the first-visit guide shows once, walks four steps, and is remembered', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('账号').fill(SIGNED_AUTHOR);
  await page.getByLabel('密码').fill('Demo#2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();

  const guide = page.getByRole('dialog', { name: '新手引导' });
  // After the login, the home page and its data: a wait, not a timing.
  await expect(guide).toBeVisible({ timeout: 30_000 });
  await expect(guide.getByText('第 1 / 4 步')).toBeVisible();
  for (let step = 2; step <= 4; step += 1) {
    await guide.getByRole('button', { name: '下一步' }).click();
    await expect(guide.getByText(`第 ${step} / 4 步`)).toBeVisible();
  }
  await guide.getByRole('button', { name: '开始创作' }).click();
  await expect(guide).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('guide-modal-opened'))).toBe('1');

  await page.reload();
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '新手引导' })).toHaveCount(0);
});

test.describe(() => {
  test.use({ author: SIGNED_AUTHOR });

  test('logout forgets the guide, so the next author sees it', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('guide-modal-opened', '1');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await openHome(page);
    expect(await page.evaluate(() => localStorage.getItem('guide-modal-opened'))).toBe('1');
    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('guide-modal-opened'))).toBeNull();
  });
});
