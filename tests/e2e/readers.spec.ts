/**
 * The readers' inbox, as an author uses it: open it from the menu, filter
 * the unread chapter comments, reply to one and see it marked as answered,
 * with the page axe-clean and usable at 390 px.
 */
import { expect } from '@playwright/test';
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
