/**
 * The author's main paths by keyboard alone (issue 15): log in, open a
 * book's chapters, open the editor, type and save, read a message in the
 * message box, change a setting, log out. Every step says where focus is.
 * The Tab presses from a page load to the first chapter row and to the
 * editor's text are counted and attached to the report.
 */
import type { Page } from '@playwright/test';
import { apiLogin, contentBox, createBookWithChapter, syncStatus } from './editor-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_PASSWORD, SIGNED_AUTHOR } from './helpers';

/** Presses Tab until `done` holds for the focused element; the number of presses. */
async function tabUntil(page: Page, done: () => Promise<boolean>, max = 80): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await done()) return presses;
  }
  throw new Error(`not reached within ${max} Tab presses`);
}

const isFocused = (locator: import('@playwright/test').Locator) => () =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

function report(name: string, presses: number): void {
  test.info().annotations.push({ type: 'tab-presses', description: `${name}: ${presses}` });
  console.log(`[tab presses] ${name}: ${presses}`);
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

test.describe('logged out', () => {
  test('log in by keyboard: the account field first, then the home heading', async ({ page }) => {
    await page.goto('/login');
    const account = page.getByLabel('账号');
    await expect(account).toBeFocused();
    await page.keyboard.type(SIGNED_AUTHOR);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('密码')).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeFocused();
  });
});

test.describe('as the signed author', () => {
  test.use({ author: SIGNED_AUTHOR });

  test('chapters and the editor by keyboard, with the Tab presses counted', async ({ page }) => {
    test.slow();
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const bookId = await starSeaId(page);

    await page.goto(`/chapter-manage?book_id=${bookId}`);
    const table = page.getByRole('table', { name: '章节列表' });
    const firstRow = table.locator('[role="row"][aria-rowindex="2"]');
    await expect(firstRow).toBeVisible({ timeout: 20_000 });
    const toRow = await tabUntil(page, isFocused(firstRow));
    report('page load to the first chapter row', toRow);
    await expect(firstRow.getByRole('checkbox')).toBeFocused();
    await expectAccessible(page, 'the chapter list with the first row focused');

    // The volume list is one Tab stop; arrows move within it.
    const volumes = page.getByRole('list').filter({ has: page.getByText('全部章节') });
    await volumes.getByRole('button', { name: /^全部章节/ }).focus();
    await page.keyboard.press('ArrowDown');
    const firstVolume = volumes.getByRole('button', { name: /^第一卷/ });
    await expect(firstVolume).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(volumes.getByRole('button', { name: /第一卷.*的更多操作/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => volumes.evaluate((list) => list.contains(document.activeElement)))
      .toBe(false);
    await firstRow.getByRole('checkbox').focus();

    // End: the last chapter, focus with it (not lost to the page body).
    await page.keyboard.press('End');
    const lastRow = table.locator('[role="row"][aria-rowindex="3001"]');
    await expect(lastRow.getByRole('checkbox')).toBeFocused({ timeout: 20_000 });
    await page.keyboard.press('Home');
    await expect(firstRow.getByRole('checkbox')).toBeFocused({ timeout: 20_000 });

    // The row's edit link opens the editor; focus lands on its heading.
    await page.keyboard.press('Tab');
    const edit = firstRow.getByRole('link', { name: /^编辑/ });
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/chapter-add\?/);
    // The list opens at the newest chapter: its editor's heading.
    await expect(page.getByRole('heading', { level: 1, name: /^第\d+章/ })).toBeFocused({
      timeout: 20_000,
    });
    const fromHeading = await tabUntil(page, isFocused(contentBox(page)));
    report('editor heading to the text', fromHeading);

    // From a page load of the editor.
    await page.reload();
    await expect(contentBox(page)).toBeEditable({ timeout: 20_000 });
    const toText = await tabUntil(page, isFocused(contentBox(page)));
    report("page load to the editor's text", toText);

    // The breadcrumb names the book.
    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('link', { name: '星海长歌' })).toBeVisible();
  });

  test('type and save by keyboard; focus stays in the text', async ({ page, request }) => {
    const token = await apiLogin(request, SIGNED_AUTHOR);
    const book = await createBookWithChapter(request, token, '风从北边的山口吹下来。');
    await page.goto(`/chapter-add?book_id=${book.bookId}&chapter_id=${book.chapterId}`);
    await expect(contentBox(page)).toBeEditable({ timeout: 20_000 });
    await tabUntil(page, isFocused(contentBox(page)));
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('键盘写下的一句。');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(syncStatus(page)).toContainText(/已保存到云端/, { timeout: 20_000 });
    await expect(contentBox(page)).toBeFocused();
  });

  test('the message box by keyboard: open, read one, close back on the bell', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const bell = page.getByRole('button', { name: /条未读消息/ });
    const before = Number(((await bell.getAttribute('aria-label')) ?? '').match(/\d+/)?.[0]);
    await tabUntil(page, isFocused(bell));
    await page.keyboard.press('Enter');
    const box = page.getByRole('dialog', { name: '消息通知' });
    await expect(box).toBeVisible();
    await expect.poll(() => isFocused(box)()).toBe(true);
    await expectAccessible(page, 'the open message box');
    // Tab to the first unread message and open it: read, and its page shown.
    const unread = box.getByRole('button', { name: /未读/ }).first();
    await tabUntil(page, isFocused(unread), 30);
    await page.keyboard.press('Enter');
    await expect(box).toBeHidden();
    await expect(bell).toHaveAttribute('aria-label', new RegExp(`${before - 1} 条未读消息`));
    // Open again (from the bell: the message's page may hold many stops
    // before it) and close with Escape: focus is back on the bell.
    await bell.focus();
    await page.keyboard.press('Enter');
    await expect(box).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test('change a setting by keyboard; focus returns to the settings button', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const open = page.getByRole('button', { name: '页面配置' });
    await tabUntil(page, isFocused(open));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: '页面配置' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => isFocused(drawer)()).toBe(true);
    const footerSwitch = drawer.getByRole('switch', { name: '底部' });
    await tabUntil(page, isFocused(footerSwitch), 30);
    await page.keyboard.press('Space');
    await expect(footerSwitch).not.toBeChecked();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('dialogs, drawers and in-place panels give focus back to their opener (issue 29)', async ({
    page,
  }) => {
    test.slow();
    /** Opens by Enter on `opener`, checks where focus went, closes by `close` and expects focus back. */
    const roundTrip = async (
      opener: import('@playwright/test').Locator,
      inside: import('@playwright/test').Locator,
      close: () => Promise<void> = () => page.keyboard.press('Escape'),
    ) => {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(inside).toBeFocused();
      await close();
      await expect(inside).toBeHidden();
      await expect(opener).toBeFocused();
    };

    await page.goto('/account-info');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // Dialogs opened from state: focus goes in, and back to the button.
    const password = page.getByRole('button', { name: '修改密码' });
    await password.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(password).toBeFocused();
    const phone = page.getByRole('button', { name: '更换手机' });
    await phone.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(phone).toBeFocused();
    // 'Show' asks for a code in place: focus in the code field, then back on Show.
    await roundTrip(page.getByRole('button', { name: '查看' }), page.getByLabel('验证码'), () =>
      page.getByRole('button', { name: '取消' }).press('Enter'),
    );

    const bookId = await starSeaId(page);
    // An inline edit of the book page: Escape cancels, focus back on its Edit button.
    await page.goto(`/book-manage/book-info?book_id=${bookId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await roundTrip(
      page.getByRole('button', { name: '修改作品简介' }),
      page.getByRole('textbox', { name: '作品简介' }),
    );

    // The book-wide find opens in its Find field, and gives focus back.
    await page.goto(`/chapter-manage?book_id=${bookId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await roundTrip(
      page.getByRole('button', { name: '查找替换' }),
      page.getByRole('dialog', { name: '全书查找替换' }).getByRole('textbox', { name: '查找' }),
    );

    // On a phone, a link in the menu drawer lands on the new page's heading.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: '展开菜单' }).press('Enter');
    const link = page.getByRole('dialog').getByRole('link', { name: '账号信息' });
    await expect(link).toBeVisible();
    await link.press('Enter');
    await expect(page).toHaveURL(/\/account-info$/);
    // Found by role: nothing the drawer hid from screen readers stays hidden (under load, tabster
    // once left aria-hidden on the whole app when the route change unmounted all its users).
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
    await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');
  });

  test('log out by keyboard: back on the login form, in the account field', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    const account = page.getByRole('button', { name: '账号菜单' });
    await tabUntil(page, isFocused(account));
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect.poll(() => isFocused(menu)()).toBe(true);
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: '退出登录' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('账号')).toBeFocused();
  });
});
