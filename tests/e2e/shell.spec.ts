import { expect, test } from './fixtures';
import { logInWithPassword, openHome, SIGNED_AUTHOR, UNSIGNED_AUTHOR } from './helpers';

test('a deep link while logged out goes through login and back to the page', async ({ page }) => {
  // The server answers the SPA for a deep link, not a 404.
  const response = await page.goto('/income');
  expect(response?.status()).toBe(200);

  await expect(page).toHaveURL(/\/login\?redirect=Income$/);
  await logInWithPassword(page, SIGNED_AUTHOR);

  await expect(page).toHaveURL(/\/income$/);
  await expect(page.getByRole('heading', { name: '作品收入', level: 1 })).toBeVisible();
  // The income screen itself, no longer the placeholder.
  await expect(page.getByLabel('月份范围')).toBeVisible();
  await expect(page).toHaveTitle('作品收入 - 墨笔作家后台');
});

test('empty login fields show the seed texts', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page.getByText('用户名不能为空')).toBeVisible();
  await expect(page.getByText('密码不能为空')).toBeVisible();
});

test.describe(() => {
  test.use({ author: UNSIGNED_AUTHOR });

  test('an unsigned author sees neither Income in the menu nor the page', async ({ page }) => {
    await openHome(page);
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '作品收入' })).toHaveCount(0);

    await page.goto('/income');

    // Still the not-found route, but it says why: the page is there once signed.
    await expect(page).toHaveURL(/\/not-found\?refused=Income$/);
    await expect(page.getByRole('heading', { name: '签约后开放' })).toBeVisible();
    await expect(page.getByText('页面不存在')).toHaveCount(0);
    await expect(page).toHaveTitle('签约后开放 - 墨笔作家后台');
    await expect(page.getByRole('heading', { name: '作品收入' })).toHaveCount(0);
    await page.getByRole('link', { name: '去申请签约' }).click();
    await expect(page).toHaveURL(/\/book-manage$/);
  });
});

test.describe(() => {
  test.use({ author: SIGNED_AUTHOR });

  test('the signed author has Income and Data in the menu', async ({ page }) => {
    await openHome(page);
    const menu = page.getByRole('navigation');

    await menu.getByRole('link', { name: '作品收入' }).click();

    await expect(page).toHaveURL(/\/income$/);
    await expect(menu.getByRole('link', { name: '作品数据' })).toBeVisible();
  });

  test('leaving a page before its user answer came keeps the author logged in', async ({
    page,
  }) => {
    // Each page load asks for the user; leaving first aborts the request,
    // which says nothing about the session (it used to log the author out).
    const slow = async (route: import('@playwright/test').Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => {});
    };
    await page.route('**/author/user/info', slow);
    for (const path of ['/home', '/book-shorts', '/income']) {
      const asked = page.waitForRequest((r) => r.url().includes('/author/user/info'));
      await page.goto(path, { waitUntil: 'commit' });
      await asked;
    }
    await page.unroute('**/author/user/info', slow);
    await openHome(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  test('logout forgets the token and lands on login', async ({ page }) => {
    await openHome(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=Home$/);
  });

  test('the language choice survives a reload', async ({ page }) => {
    await openHome(page);

    await page.getByRole('button', { name: '切换到 English' }).click();

    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'Work income' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(menu.getByRole('link', { name: 'Work income' })).toBeVisible();
    await expect(page).toHaveTitle('Home - Inkwell author back-office');
  });

  test('colour-weak mode inverts the page and can be turned off', async ({ page }) => {
    await openHome(page);

    await page.getByRole('button', { name: '页面配置' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('switch', { name: '色弱模式' }).check();

    await expect
      .poll(() => page.evaluate(() => document.body.style.filter))
      .toContain('invert(80%)');
    await drawer.getByRole('switch', { name: '色弱模式' }).uncheck();
    await expect.poll(() => page.evaluate(() => document.body.style.filter)).toBe('');
  });

  test('the tab bar opens a tab per page and closes them', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: '页面配置' }).click();
    await page.getByRole('dialog').getByRole('switch', { name: '多页签' }).check();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();

    const tabs = page.getByRole('tablist', { name: '已打开的页面' });
    await expect(tabs.getByRole('tab', { name: '首页' })).toBeVisible();
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: '作品收入' }).click();
    await menu.getByRole('link', { name: '账号信息' }).click();
    await expect(tabs.getByRole('tab')).toHaveCount(3);
    await expect(tabs.getByRole('tab', { name: '账号信息' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭当前标签页' }).click();

    await expect(tabs.getByRole('tab')).toHaveCount(2);
    await expect(page).toHaveURL(/\/income$/);

    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他标签页' }).click();
    await expect(tabs.getByRole('tab')).toHaveCount(2);
    await tabs.getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a cached tab keeps its screen: a half-filled form is still there after a visit elsewhere', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole('button', { name: '页面配置' }).click();
    await page.getByRole('dialog').getByRole('switch', { name: '多页签' }).check();
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).last().click();
    const tabs = page.getByRole('tablist', { name: '已打开的页面' });
    const menu = page.getByRole('navigation');

    await menu.getByRole('link', { name: '长篇作品' }).click();
    await page.getByRole('main').getByRole('link', { name: '创建作品' }).first().click();
    await expect(page).toHaveURL(/\/book-manage\/create-book/);
    const title = page.getByRole('textbox', { name: '书名' });
    await title.fill('留在页签里的书名');

    await menu.getByRole('link', { name: '首页' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
    await expect(title).toBeHidden();

    await tabs.getByRole('tab', { name: '创建作品' }).click();
    await expect(page).toHaveURL(/\/book-manage\/create-book/);
    await expect(title).toHaveValue('留在页签里的书名');

    // A closed tab is no longer cached: opening the page again starts afresh.
    await page.getByRole('button', { name: '标签页操作' }).click();
    await page.getByRole('menuitem', { name: '关闭当前标签页' }).click();
    await expect(title).toBeHidden();
    await menu.getByRole('link', { name: '长篇作品' }).click();
    await page.getByRole('main').getByRole('link', { name: '创建作品' }).first().click();
    await expect(title).toHaveValue('');
  });
});

test('a new phone signs up by SMS code, pen name and agreement', async ({ page, request }) => {
  const phone = '13912340001';
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  const outbox = await request.get(`/dev/outbox?phone=${phone}`);
  const { body } = (await outbox.json()) as { body: { list: { code: string }[] } };
  const code = body.list[0]?.code ?? '';
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page.getByRole('heading', { name: '完成注册' })).toBeVisible();
  await page.getByLabel('笔名').fill('青灯夜读');
  await page.getByRole('button', { name: '开始创作' }).click();
  await expect(page.getByText('请先同意《作者协议》')).toBeVisible();
  await page.getByRole('checkbox', { name: '我已阅读并同意《作者协议》' }).check();
  await page.getByRole('button', { name: '开始创作' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
});

test.describe(() => {
  test.use({ author: SIGNED_AUTHOR });

  test('copy settings puts the settings JSON on the clipboard and says so', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHome(page);
    await page.getByRole('button', { name: '页面配置' }).click();
    const drawer = page.getByRole('dialog', { name: '页面配置' });
    await drawer.getByRole('switch', { name: '多页签' }).click();
    await drawer.getByRole('button', { name: '复制配置' }).click();

    // The toast, and its copy in the screen reader's live region.
    await expect(page.getByText('配置已复制').first()).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    // The default is off; the copy carries the change just made.
    expect(copied).toMatchObject({ tabBar: true, menuWidth: 192, themeColor: '#165DFF' });
  });

  test('the watermark comes back when it is removed or hidden, and the settings turn it off', async ({
    page,
  }) => {
    await openHome(page);
    const watermark = page.locator('[data-watermark]');
    await expect(watermark).toHaveCount(1);

    await watermark.evaluate((element) => element.remove());
    await expect(watermark).toHaveCount(1);

    await watermark.evaluate((element) => {
      (element as HTMLElement).style.display = 'none';
    });
    await expect(watermark).toBeVisible();
    await expect(watermark).not.toHaveAttribute('style', /display:\s*none/);

    // The author's choice is the one way to take it away.
    await page.getByRole('button', { name: '页面配置' }).click();
    await page.getByRole('dialog').getByRole('switch', { name: '水印' }).uncheck();
    await expect(watermark).toHaveCount(0);
  });

  test('the menu width stays within its bounds, and the drawer says settings are kept', async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole('button', { name: '页面配置' }).click();
    const drawer = page.getByRole('dialog', { name: '页面配置' });
    await expect(drawer).toContainText('配置会保存在当前浏览器中');
    const width = drawer.getByRole('spinbutton', { name: '菜单宽度 (px)' });
    await expect(drawer.getByText('160–400 像素')).toBeVisible();
    // A 20 px menu is refused: leaving the field shows the width in force.
    await width.fill('20');
    await width.blur();
    await expect(width).toHaveValue('192');
    await width.fill('240');
    await width.blur();
    await expect(width).toHaveValue('240');
    await page.reload();
    await page.getByRole('button', { name: '页面配置' }).click();
    await expect(drawer.getByRole('spinbutton', { name: '菜单宽度 (px)' })).toHaveValue('240');
  });

  test('the top-menu setting moves the menu into a bar under the navbar', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: '页面配置' }).click();
    await page
      .getByRole('dialog', { name: '页面配置' })
      .getByRole('switch', { name: '顶部菜单栏' })
      .click();
    await page.keyboard.press('Escape');

    const bar = page.getByRole('navigation', { name: '主导航' });
    await expect(bar).toHaveCount(1);
    await expect(bar.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('button', { name: '作品管理' }).click();
    await page.getByRole('menuitem', { name: '短篇作品' }).click();
    await expect(page).toHaveURL(/\/book-shorts$/);
    await expect(bar.getByRole('button', { name: '作品管理' })).toBeVisible();
  });
});
