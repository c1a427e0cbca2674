/**
 * The readers' inbox, as an author uses it: open it from the menu, filter
 * the unread chapter comments, reply to one and see it marked as answered,
 * with the page axe-clean and usable at 390 px.
 */
import { expect } from '@playwright/test';
import { pageApi } from './api';
import { expectAccessible } from './axe';
import { test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR });

test('filter unread chapter comments, reply to one, and see it answered', async ({ page }) => {
  await openHome(page);
  await page.getByRole('navigation').getByRole('link', { name: '读者互动' }).first().click();
  await expect(page.getByRole('heading', { name: '读者互动', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: '读者评论' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  const filters = page.getByRole('form', { name: '筛选评论' });
  await filters.getByLabel('类型').selectOption({ label: '章评' });
  await filters.getByLabel('阅读状态').selectOption({ label: '未读' });
  await filters.getByLabel('回复状态').selectOption({ label: '未回复' });
  await filters.getByRole('button', { name: '筛选' }).click();
  const first = list.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(first.getByText('章评', { exact: true })).toBeVisible();
  await expect(first.getByText('未读', { exact: true })).toBeVisible();
  await expect(first.getByText('已回复', { exact: true })).toHaveCount(0);
  // Where it was said: a title that is a heading (第5章 天机如血) is not numbered twice.
  await expect(first).toContainText(/《[^》]+》第\d+章/);
  await expect(first).not.toContainText(/第(\d+)章 第\1章/);
  await expectAccessible(page, 'the readers inbox', { include: ['main'] });

  await first.getByRole('button', { name: '回复', exact: true }).click();
  const box = first.getByRole('textbox', { name: /^回复 / });
  await box.fill('谢谢支持，下一章会有交代！');
  await first.getByRole('button', { name: '发送回复' }).click();
  await expect(first.getByText('已回复', { exact: true })).toBeVisible();
  await expect(first.getByRole('list', { name: '作者的回复' })).toContainText(
    '谢谢支持，下一章会有交代！',
  );
  await expect(first.getByText('未读', { exact: true })).toHaveCount(0);
  await expect(box).toHaveCount(0);
});

test('the inbox at phone width in English: no sideways scroll, axe-clean, keyboard reply box', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/readers');
  await expect(page.getByRole('heading', { name: 'Readers', level: 1 })).toBeVisible();
  const first = page.getByRole('list', { name: 'Reader comments' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'the readers inbox at 390 px', { include: ['main'] });
  // The reply box opens and closes from the keyboard.
  const reply = first.getByRole('button', { name: 'Reply', exact: true });
  await reply.focus();
  await page.keyboard.press('Enter');
  const box = first.getByRole('textbox', { name: /^Reply to / });
  // Focus goes into the box, so the reply can be typed at once.
  await expect(box).toBeFocused();
  await page.keyboard.type('Thanks!');
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: 'Send reply' })).toBeFocused();
});

/** What the badge shows for `count`: the bell's cap, 99+. */
const shown = (count: number) => (count > 99 ? '99+' : String(count));

test('the menu counts the unread comments, and the count drops as the author reads them', async ({
  page,
}) => {
  await openHome(page);
  const { reader_comments: unread } = await pageApi<{ reader_comments: number }>(
    page,
    'GET',
    '/author/message/statistics',
  );
  expect(unread).toBeGreaterThan(1);
  const menu = page.getByRole('navigation', { name: '主导航' });
  const entry = menu.getByRole('link', { name: `读者互动，${unread} 条未读评论`, exact: true });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(shown(unread));
  await expectAccessible(page, 'the menu with its count', { include: ['nav'] });

  await entry.click();
  const list = page.getByRole('list', { name: '读者评论' });
  await list.getByRole('button', { name: '标为已读' }).first().click();
  // At once, not at the next poll a minute later.
  const after = menu.getByRole('link', { name: `读者互动，${unread - 1} 条未读评论`, exact: true });
  await expect(after).toBeVisible();
  await expect(after).toContainText(shown(unread - 1));
});

test('the phone drawer shows the count in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  const { reader_comments: unread } = await pageApi<{ reader_comments: number }>(
    page,
    'GET',
    '/author/message/statistics',
  );
  expect(unread).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Expand menu' }).click();
  const drawer = page.getByRole('dialog').getByRole('navigation', { name: 'Main navigation' });
  const entry = drawer.getByRole('link', {
    name: `Readers, ${unread} unread comments`,
    exact: true,
  });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(shown(unread));
  await expectAccessible(page, 'the phone drawer with its count', { include: ['[role=dialog]'] });
});

test('nothing unread: no badge, and the entry is called by its title alone', async ({ page }) => {
  // The statistics as they are once every comment is read, without reading
  // them all in the worker's database the other tests share.
  await page.route('**/author/message/statistics', async (route) => {
    const response = await route.fetch();
    const envelope = await response.json();
    await route.fulfill({
      response,
      json: { ...envelope, body: { ...envelope.body, reader_comments: 0 } },
    });
  });
  await openHome(page);
  const menu = page.getByRole('navigation', { name: '主导航' });
  await expect(menu.getByRole('link', { name: '读者互动', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: /条未读评论/ })).toHaveCount(0);
});
