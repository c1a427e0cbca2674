/**
 * The pre-publish check as an author meets it: a contact detail typed into a
 * chapter shows up in the findings panel and selects its words, publishing is
 * refused while it is there, and once it is removed the chapter goes out.
 */
import { expect as baseExpect } from '@playwright/test';
import { callApi } from './api';
import { expectAccessible } from './axe';
import { eachTestOnANewBook } from './each-test-book';
import { contentBox, openEditor, serverChapter, typeAtEnd } from './editor-helpers';
import { test } from './fixtures';

// The machine running these is shared and often busy: patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(90_000);

const fresh = eachTestOnANewBook('第一段。');

test('a contact detail is found, refuses publishing, and once removed the chapter goes out', async ({
  page,
  request,
}) => {
  await openEditor(page, fresh.book);
  const panel = page.getByRole('region', { name: '发布前检查' });
  await expect(panel.getByText('没有发现问题。')).toBeVisible();

  await typeAtEnd(page, '加V：abc12345');
  const finding = panel.getByRole('button', { name: '第 1 段：加V：abc12345，选中这段文字' });
  await expect(finding).toBeVisible();
  await expect(panel.getByText('禁止发布')).toBeVisible();
  await expectAccessible(page, 'the editor with a pre-publish finding');

  // The finding selects its words in the text.
  await finding.click();
  const selected = await contentBox(page).evaluate((area: HTMLTextAreaElement) =>
    area.value.slice(area.selectionStart, area.selectionEnd),
  );
  expect(selected).toBe('加V：abc12345');

  const publish = async () => {
    await page.getByRole('button', { name: '立即发布' }).click();
    await page
      .getByRole('dialog', { name: '现在发布本章吗？' })
      .getByRole('button', { name: '立即发布' })
      .click();
  };
  await publish();
  await expect(page.getByText(/^发布前检查发现了禁止发布的内容/)).toBeVisible();
  expect(await serverChapter(request, fresh.token, fresh.book.chapterId)).toMatchObject({
    status: 'draft',
  });

  await contentBox(page).fill('第一段。欢迎在书评区留言。');
  await expect(panel.getByText('没有发现问题。')).toBeVisible();
  await publish();
  await expect(page.getByText(/^已于 .* 发布$/)).toBeVisible();
  const saved = await serverChapter(request, fresh.token, fresh.book.chapterId);
  expect(saved).toMatchObject({ status: 'published', content: '第一段。欢迎在书评区留言。' });
});

test('warnings ask once: the author reads them and publishes anyway', async ({ page, request }) => {
  await openEditor(page, fresh.book);
  const panel = page.getByRole('region', { name: '发布前检查' });
  await typeAtEnd(page, '他说店里今天发优惠券。');
  await expect(panel.getByText('提醒').first()).toBeVisible();
  await page.getByRole('button', { name: '立即发布' }).click();
  await page
    .getByRole('dialog', { name: '现在发布本章吗？' })
    .getByRole('button', { name: '立即发布' })
    .click();
  await expect(page.getByText(/^发布前检查有提醒/)).toBeVisible();
  expect(await serverChapter(request, fresh.token, fresh.book.chapterId)).toMatchObject({
    status: 'draft',
  });
  await page.getByRole('button', { name: '已看过提醒，仍然发布' }).click();
  await expect(page.getByText(/^已于 .* 发布$/)).toBeVisible();
  expect(await serverChapter(request, fresh.token, fresh.book.chapterId)).toMatchObject({
    status: 'published',
  });
});

test('a name of the story bible written with a homophone is found while typing', async ({
  page,
  request,
}) => {
  await callApi(request, fresh.token, 'POST', '/author/bible/entity/create', {
    book_id: fresh.book.bookId,
    kind: 'character',
    name: '沈砚秋',
  });
  await openEditor(page, fresh.book);
  const panel = page.getByRole('region', { name: '发布前检查' });
  await expect(panel.getByText('没有发现问题。')).toBeVisible();
  await typeAtEnd(page, '沈燕秋推门进来。');
  await expect(panel.getByRole('button', { name: '第 1 段：沈燕秋，选中这段文字' })).toBeVisible();
  await expect(panel.getByText('“沈燕秋”与书中的名字“沈砚秋”同音。')).toBeVisible();
});

test('a warning reported as wrong, from the findings panel', async ({ page }) => {
  await openEditor(page, fresh.book);
  const panel = page.getByRole('region', { name: '发布前检查' });
  await typeAtEnd(page, '他说店里今天发优惠券。');
  await expect(panel.getByText('提醒').first()).toBeVisible();
  await panel.getByRole('button', { name: '报告误报' }).click();
  await expect(panel.getByRole('status').filter({ hasText: '已报告误报，谢谢。' })).toBeVisible();
});
