import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { createBook, pageApi, pageToken } from './api';
import { expectAccessible } from './axe';
import { test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

// Runs as the signed demo author: their 3,000-chapter book is exported as
// text from chapter management, downloaded, and imported into a new book
// through the import dialog.
test.use({ author: SIGNED_AUTHOR });

// Minutes of writing and importing 9 million characters: `npm run test:e2e:full`.
test('exports the 3,000-chapter book as text and imports it into a new book', {
  tag: '@full',
}, async ({ page }) => {
  test.setTimeout(900_000);
  await page.goto('/home');
  const books = await pageApi<{ list: { id: string; title: string; chapter_count: number }[] }>(
    page,
    'GET',
    '/author/book/list?kind=long&page_size=100',
  );
  const big = books.list.find((b) => b.chapter_count >= 3000)!;
  expect(big).toBeDefined();

  await page.goto(`/chapter-manage?book_id=${big.id}`);
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导出作品' });
  await expect(dialog.getByRole('radio', { name: '整本书' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '纯文本 (.txt)' })).toBeChecked();
  await expectAccessible(page, 'the export dialog', { include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: '开始导出' }).click();

  // Progress while the server writes the file.
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText(/已写入 [\d,]+ \/ 3,000/)).toBeVisible();
  const downloadButton = dialog.getByRole('button', { name: '下载文件' });
  await expect(downloadButton).toBeVisible({ timeout: 300_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${big.title}_\\d{4}-\\d{2}-\\d{2}\\.txt$`),
  );
  const path = await download.path();
  const bytes = await readFile(path);
  await expect(dialog.getByText(`已下载：${download.suggestedFilename()}`)).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();

  // A new book, and the file through the import dialog.
  const copy = await createBook(page.request, await pageToken(page), '导回');
  await page.goto(`/chapter-manage?book_id=${copy.id}`);
  await page.getByRole('button', { name: '批量导入' }).click();
  const importer = page.getByRole('dialog');
  await importer.getByRole('tab', { name: '上传 .txt 文件' }).click();
  await importer
    .getByLabel('选择 .txt 文件')
    .setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/plain', buffer: bytes });
  const start = importer.getByRole('button', { name: '导入为草稿（3000 章）' });
  await expect(start).toBeEnabled({ timeout: 120_000 });
  await start.click();
  await expect(importer.getByText('已导入 3000 章草稿。')).toBeVisible({ timeout: 600_000 });

  // The same chapters: count, titles and a chapter's text.
  const original = await pageApi<{ list: { id: string; title: string }[]; total: number }>(
    page,
    'GET',
    `/author/chapter/list?book_id=${big.id}&page=4&page_size=500`,
  );
  const imported = await pageApi<{ list: { id: string; title: string }[]; total: number }>(
    page,
    'GET',
    `/author/chapter/list?book_id=${copy.id}&page=4&page_size=500`,
  );
  expect(imported.total).toBe(original.total);
  expect(imported.list.map((c) => c.title)).toEqual(original.list.map((c) => c.title));
  const [a, b] = await Promise.all([
    pageApi<{ content: string; revision: { content: string } | null }>(
      page,
      'GET',
      `/author/chapter/info?chapter_id=${original.list[123]!.id}`,
    ),
    pageApi<{ content: string }>(
      page,
      'GET',
      `/author/chapter/info?chapter_id=${imported.list[123]!.id}`,
    ),
  ]);
  expect(b.content).toBe(a.revision?.content ?? a.content);
});

test('exports my data from the account menu, and its message opens the file', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/home');
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '导出我的数据' }).click();
  // The account page opens the dialog and drops the request from its address.
  await expect(page).toHaveURL(/\/account-info$/);
  let dialog = page.getByRole('dialog', { name: '导出我的数据' });
  await expect(dialog.getByText(/个人资料、全部作品的章节/)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: '开始导出' }).click();
  await expect(dialog.getByRole('button', { name: '下载文件' })).toBeVisible({ timeout: 120_000 });
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();

  // The finished job's notice links back to the file.
  await page.goto('/message-notification?type=notice');
  const notice = page.getByRole('listitem', { name: /数据导出完成/ }).first();
  await notice.getByRole('link', { name: '下载文件' }).click();
  await expect(page).toHaveURL(/\/account-info$/);
  dialog = page.getByRole('dialog', { name: '导出我的数据' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载文件' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/_数据导出_\d{4}-\d{2}-\d{2}\.zip$/);
});
