import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

// Runs as the signed demo author: their 3,000-chapter book is exported as
// text from chapter management, downloaded, and imported into a new book
// through the import dialog.
test.use({ author: SIGNED_AUTHOR });

interface Envelope<T> {
  code: number;
  msg: string;
  body: T;
}

async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers: { 'x-token': token ?? '' } })
      : await page.request.post(path, { headers: { 'x-token': token ?? '' }, data });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(0);
  return envelope.body;
}

interface Category {
  id: string;
  children?: Category[];
}

function firstLeaf(nodes: Category[]): Category | undefined {
  for (const node of nodes) {
    if (!node.children || node.children.length === 0) return node;
    const leaf = firstLeaf(node.children);
    if (leaf) return leaf;
  }
  return undefined;
}

test('exports the 3,000-chapter book as text and imports it into a new book', async ({ page }) => {
  test.setTimeout(900_000);
  await page.goto('/home');
  const books = await call<{ list: { id: string; title: string; chapter_count: number }[] }>(
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
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations).toEqual([]);
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
  const tree = await call<Category[] | { list: Category[] }>(
    page,
    'GET',
    '/author/book/category/tree',
  );
  const leaf = firstLeaf(Array.isArray(tree) ? tree : tree.list);
  const copy = await call<{ id: string }>(page, 'POST', '/author/book/create', {
    kind: 'long',
    title: `导回${test.info().workerIndex}${Date.now() % 100000}`,
    audience: 'male',
    category_id: leaf?.id,
    synopsis: '一座被潮水围困的孤城，一个能听见石头说话的少年，和一场持续了三百年的约定。',
  });
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
  const original = await call<{ list: { id: string; title: string }[]; total: number }>(
    page,
    'GET',
    `/author/chapter/list?book_id=${big.id}&page=4&page_size=500`,
  );
  const imported = await call<{ list: { id: string; title: string }[]; total: number }>(
    page,
    'GET',
    `/author/chapter/list?book_id=${copy.id}&page=4&page_size=500`,
  );
  expect(imported.total).toBe(original.total);
  expect(imported.list.map((c) => c.title)).toEqual(original.list.map((c) => c.title));
  const [a, b] = await Promise.all([
    call<{ content: string; revision: { content: string } | null }>(
      page,
      'GET',
      `/author/chapter/info?chapter_id=${original.list[123]!.id}`,
    ),
    call<{ content: string }>(
      page,
      'GET',
      `/author/chapter/info?chapter_id=${imported.list[123]!.id}`,
    ),
  ]);
  expect(b.content).toBe(a.revision?.content ?? a.content);
});
