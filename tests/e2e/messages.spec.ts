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

test('the message page lists messages and marks them all read', async ({ page }) => {
  await openHome(page);
  await page.goto('/message-notification');
  await expect(page.getByRole('heading', { name: '消息通知', level: 1 })).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: '全部已读' }).first().click();
  await expect.poll(() => unreadCount(page)).toBe(0);
});
