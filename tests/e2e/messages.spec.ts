import { expect, test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

// Every test here runs as this author (a session in the storage state, ./fixtures.ts).
test.use({ author: SIGNED_AUTHOR });

/** The unread count the bell announces, e.g. "10 条未读消息". */
async function unreadCount(page: import('@playwright/test').Page): Promise<number> {
  const bell = page.getByRole('button', { name: /条未读消息|没有未读消息/ });
  await expect(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const match = label.match(/(\d+)/);
  return match ? Number(match[1]) : 0;
}

test('reading a message in the message box lowers the badge', async ({ page }) => {
  await openHome(page);
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
  const before = await unreadCount(page);

  await page.getByRole('button', { name: /条未读消息/ }).click();
  const box = page.getByRole('dialog');
  await expect(box).toBeVisible();
  // The first tab with unread messages; read its first unread item.
  for (const tab of ['消息', '通知', '待办']) {
    await box.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    const unreadItem = box.getByRole('button', { name: /未读/ }).first();
    if (await unreadItem.isVisible().catch(() => false)) {
      await unreadItem.click();
      break;
    }
  }
  // The open box keeps focus (the rest of the page is hidden from assistive tech).
  await page.keyboard.press('Escape');
  await expect.poll(() => unreadCount(page)).toBe(before - 1);
});

/** Opens the message page with a query and waits for its list. */
async function openMessages(page: import('@playwright/test').Page, search = '') {
  await openHome(page);
  await page.goto(`/message-notification${search}`);
  await expect(page.getByRole('heading', { name: '消息通知', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: '消息通知' })).toBeVisible();
}

// The URL round trip of the filters is the machine's (messages.filters.test.ts);
// this walk runs in `npm run test:full`.
test('filters by type and book, kept in the URL', { tag: '@full' }, async ({ page }) => {
  await openMessages(page, '?type=notice');
  await expect(page.getByRole('tab', { name: /^通知/, selected: true })).toBeVisible();
  const list = page.getByRole('list', { name: '消息通知' });
  await expect(list.getByRole('listitem', { name: '审核未通过', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: '作品' }).selectOption({ label: '雾港迷踪' });
  await expect(page).toHaveURL(/type=notice&book=/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: '审核未通过', exact: true })).toBeVisible();
  // A reload keeps the filter.
  await page.reload();
  await expect(page.getByRole('combobox', { name: '作品' })).toHaveValue(/.+/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: '清除筛选' }).click();
  await expect(page).toHaveURL(/\/message-notification\?type=notice$/);
  await expect(list.getByRole('listitem').nth(1)).toBeVisible();
});

test('a rejected review says why and links to resubmit', async ({ page }) => {
  await openMessages(page, '?type=notice');
  const rejection = page
    .getByRole('list', { name: '消息通知' })
    .getByRole('listitem', { name: '审核未通过', exact: true });
  await expect(rejection).toContainText('退回原因：简介与正文关联不足');
  await expect(rejection).toContainText('需要修改：简介、章节内容');
  await rejection.getByRole('link', { name: '去修改并重新提交' }).click();
  await expect(page).toHaveURL(/\/book-manage\/book-info\?book_id=/);
  await expect(page.getByRole('heading', { name: '雾港迷踪', level: 2 })).toBeVisible();
});

test("a chapter's rejection opens that chapter in the editor, not the book's page", async ({
  page,
}) => {
  await openMessages(page, '?type=notice');
  const rejection = page
    .getByRole('list', { name: '消息通知' })
    .getByRole('listitem', { name: '章节审核未通过', exact: true });
  await expect(rejection).toContainText('需要修改：章节内容');
  const title = rejection.getByRole('link', { name: '章节审核未通过' });
  const chapterLink = /\/chapter-add\?book_id=[^&]+&chapter_id=[^&]+$/;
  await expect(title).toHaveAttribute('href', chapterLink);
  await rejection.getByRole('link', { name: '去修改并重新提交' }).click();
  await expect(page).toHaveURL(chapterLink);
  await expect(page.getByRole('heading', { level: 1, name: /第\d+章/ })).toBeVisible({
    timeout: 20_000,
  });
});

test('a message opens its target', async ({ page }) => {
  await openMessages(page);
  // Each login from a new device writes one (an earlier test of this worker
  // may have logged in too): any of them opens the account page.
  await page.getByRole('link', { name: '新设备登录提醒' }).first().click();
  await expect(page).toHaveURL(/\/account-info$/);
});

test('to-dos show the state of the thing itself', async ({ page }) => {
  await openMessages(page, '?type=todo');
  const list = page.getByRole('list', { name: '消息通知' });
  await expect(
    list.getByRole('listitem', { name: '修改并重新提交《雾港迷踪》', exact: true }),
  ).toContainText('已过期');
  await expect(
    list.getByRole('listitem', { name: '处理暂缓发放的稿酬', exact: true }),
  ).toContainText('待处理');
  await expect(list.getByRole('listitem', { name: '完成实名认证', exact: true })).toContainText(
    '已完成',
  );
});

test('selects several messages and marks them read', async ({ page }) => {
  await openMessages(page, '?status=unread');
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(2);
  const before = await unreadCount(page);
  const boxes = page.getByRole('checkbox', { name: /^选择：/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: '所选标为已读（2）' }).click();
  await expect.poll(() => unreadCount(page)).toBe(before - 2);
  // Read in words too, once the filter reloads.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^选择：/ })).toHaveCount(before - 2);
});

test('the message page in English', async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.goto('/message-notification?type=todo');
  await expect(
    page.getByRole('heading', { name: 'Message notifications', level: 1 }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Message notifications' });
  await expect(list.getByText('Expired').first()).toBeVisible();
  await expect(list.getByText('Done').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Book' })).toBeVisible();
  await page.goto('/message-notification?type=notice');
  // The book's rejection from its template: in English, with the reviewer's words.
  const rejection = list.getByRole('listitem', { name: 'Book not approved', exact: true });
  await expect(rejection).toContainText('“雾港迷踪” did not pass review');
  await expect(rejection).toContainText('Reason');
  await expect(rejection.getByRole('link', { name: 'Fix and resubmit' })).toBeVisible();
});

test('the message page lists messages and marks them all read', async ({ page }) => {
  await openHome(page);
  await page.goto('/message-notification');
  await expect(page.getByRole('heading', { name: '消息通知', level: 1 })).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: '全部已读' }).first().click();
  await expect.poll(() => unreadCount(page)).toBe(0);
});
