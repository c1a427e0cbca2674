/**
 * Undo of a bulk trash or schedule from the result notice of chapter
 * management, and an undo refused because a chapter changed since, with the
 * reason and 'Undo the others'.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { apiLogin, callApi, createBookWithChapter, type TestBook } from './editor-helpers';
import { test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR });

const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(90_000);

let token: string;
let book: TestBook;
let ids: string[];

test.beforeEach(async ({ page, request }) => {
  token = await apiLogin(request, SIGNED_AUTHOR);
  book = await createBookWithChapter(request, token, '第一章的正文。');
  ids = [book.chapterId];
  for (const title of ['第二章 夜航', '第三章 潮声']) {
    const chapter = await callApi<{ id: string }>(
      request,
      token,
      'POST',
      '/author/chapter/create',
      {
        book_id: book.bookId,
        volume_id: book.volumeId,
        title,
        content: `${title}的正文。`,
      },
    );
    ids.push(chapter.id);
  }
  await openHome(page);
  await page.goto(`/chapter-manage?book_id=${book.bookId}`);
});

const row = (page: Page, title: RegExp) =>
  page.getByRole('table', { name: '章节列表' }).getByRole('row', { name: title });
const select = (page: Page, title: string) =>
  page.getByRole('checkbox', { name: `选择 ${title}` }).check();

test('a bulk trash is undone from its notice', async ({ page }) => {
  await expect(row(page, /第三章 潮声/)).toBeVisible();
  await select(page, '第二章 夜航');
  await select(page, '第三章 潮声');
  await page.getByRole('button', { name: '移入回收站' }).click();
  const notice = page.getByRole('status').filter({ hasText: '移入回收站' });
  await expect(notice).toContainText('已将 2 章移入回收站');
  await expect(row(page, /第二章 夜航/)).toHaveCount(0);

  await notice.getByRole('button', { name: '撤销' }).click();
  await expect(page.getByRole('status')).toContainText('已撤销：2 章已恢复原样。');
  await expect(row(page, /第二章 夜航/)).toContainText('草稿');
  await expect(row(page, /第三章 潮声/)).toContainText('草稿');
  await expect(page.getByRole('tab', { name: '回收站（0）' })).toBeVisible();
  await expect(page.getByRole('button', { name: '撤销' })).toHaveCount(0);
});

test('an undo refused because a chapter changed since says why, and undoes the others', async ({
  page,
  request,
}) => {
  // The first chapter is out, so scheduling the next two keeps reading order.
  await callApi(request, token, 'POST', '/author/chapter/publish', { chapter_id: ids[0] });
  await expect(row(page, /第三章 潮声/)).toBeVisible();
  await select(page, '第二章 夜航');
  await select(page, '第三章 潮声');
  await page.getByRole('button', { name: '定时发布' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '设为定时' }).click();
  await expect(page.getByRole('status')).toContainText('已为 2 章设置定时发布');

  // The author edits one of them elsewhere meanwhile.
  const second = await callApi<{ version: number }>(request, token, 'GET', '/author/chapter/info', {
    chapter_id: ids[1],
  });
  await callApi(request, token, 'POST', '/author/chapter/update', {
    chapter_id: ids[1],
    version: second.version,
    content: '第二章 夜航的正文，又改了一句。',
  });

  await page.getByRole('button', { name: '撤销' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('没有撤销：有 1 章在此之后改动过。');
  await expect(refusal).toContainText('之后又保存、移动或发布过');
  await refusal.getByRole('button', { name: '撤销其余章节' }).click();

  await expect(page.getByRole('status')).toContainText('已撤销：1 章已恢复原样。');
  await expect(page.getByRole('status')).toContainText('1 章在此之后改动过，保持现状。');
  await expect(row(page, /第三章 潮声/)).toContainText('草稿');
  await expect(row(page, /第二章 夜航/)).toContainText('定时发布');
});
