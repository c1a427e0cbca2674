/**
 * The writer's desk (issue 14): a stockpile scheduled two a day with a
 * preview and seen on the month calendar; the planner's screens checked by
 * axe in both languages and at phone width.
 */

import { expect as baseExpect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiLogin, callApi, createBookWithChapter, type TestBook } from './editor-helpers';
import { test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR });

const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(120_000);

/** A finished draft: over the stockpile's 1,000 words. */
const finishedText = (n: number) => `第${n}章的正文。${'春风又绿江南岸明月何时照我还'.repeat(80)}`;

let token: string;
let book: TestBook;

test.beforeEach(async ({ request }) => {
  token = await apiLogin(request, SIGNED_AUTHOR);
  book = await createBookWithChapter(request, token, finishedText(1));
  for (const n of [2, 3, 4, 5]) {
    await callApi(request, token, 'POST', '/author/chapter/create', {
      book_id: book.bookId,
      volume_id: book.volumeId,
      title: `第${n}章 存稿${n}`,
      content: finishedText(n),
    });
  }
});

async function expectNoAxeViolations(page: Page) {
  await expectAccessible(page, 'the planner', { include: ['main'] });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('schedule a stockpile at two a day with a preview, and see it on the calendar', async ({
  page,
}) => {
  await page.goto(`/chapter-manage?book_id=${book.bookId}`);
  await page.getByRole('link', { name: '存稿计划' }).click();
  await expect(page.getByRole('heading', { name: '存稿计划', level: 1 })).toBeVisible();

  const stockpile = page.getByRole('region', { name: '存稿', exact: true });
  await expect(stockpile.getByText('已完成草稿', { exact: true })).toBeVisible();
  await expect(stockpile.locator('dd').first()).toHaveText('5');

  const plan = page.getByRole('region', { name: '安排存稿', exact: true });
  await plan.getByRole('button', { name: '添加时间' }).click();
  await plan.getByLabel('时间 2', { exact: true }).fill('18:00');
  await expect(plan.getByText('每天 2 章')).toBeVisible();
  await plan.getByRole('button', { name: '预览' }).click();

  const preview = plan.getByRole('region', { name: '逐日计划（北京时间）' });
  await expect(preview.getByRole('row')).toHaveCount(1 + 3 + 5);
  await expect(preview.getByRole('row', { name: /第一章 风起/ })).toContainText('12:00');
  await expect(preview.getByRole('row', { name: /第2章 存稿2/ })).toContainText('18:00');
  await expect(plan.getByText(/共 5 章，3 天/)).toBeVisible();
  await expectNoAxeViolations(page);

  await plan.getByRole('button', { name: '定时发布 5 章' }).click();
  const notice = page.getByRole('status').filter({ hasText: '已为 5 章设置定时发布' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: '撤销' })).toBeVisible();
  await expect(stockpile.locator('dd').first()).toHaveText('0');
  await expect(stockpile.locator('dd').nth(3)).toContainText('5 章');

  // The calendar shows the scheduled days (tomorrow onwards; the first
  // days may fall in next month).
  const calendar = page.getByRole('region', { name: '更新日历', exact: true });
  const tomorrow = await page.evaluate(() => {
    const t = new Date(Date.now() + 8 * 3_600_000 + 86_400_000);
    return {
      month: t.getUTCMonth() + 1,
      day: t.getUTCDate(),
      today: new Date(Date.now() + 8 * 3_600_000).getUTCMonth() + 1,
    };
  });
  if (tomorrow.month !== tomorrow.today) {
    await calendar.getByRole('button', { name: '下个月' }).click();
  }
  const cell = calendar.getByRole('cell', {
    name: new RegExp(`^${tomorrow.month}月${tomorrow.day}日.*定时 2,`),
  });
  await expect(cell).toBeVisible();
  await expectNoAxeViolations(page);

  // Undo puts the five back as drafts.
  await notice.getByRole('button', { name: '撤销' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '已撤销：5 章已恢复为草稿' }),
  ).toBeVisible();
  await expect(stockpile.locator('dd').first()).toHaveText('5');
});

test('the planner in English and at phone width: no axe violations, no sideways scroll', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.goto(`/stockpile?book_id=${book.bookId}`);
  await expect(page.getByRole('heading', { name: 'Stockpile planner', level: 1 })).toBeVisible();
  const plan = page.getByRole('region', { name: 'Schedule the stockpile' });
  await plan.getByRole('button', { name: 'Preview' }).click();
  await expect(plan.getByRole('button', { name: 'Schedule 5 chapters' })).toBeVisible();
  await expect(page.getByRole('table').last()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/desk-planner-en-1440.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(plan.getByRole('button', { name: 'Schedule 5 chapters' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/desk-planner-en-390.png', fullPage: true });
});

test('the chapter list opens at the newest chapter, with a VIP column, and remembers reading order', async ({
  page,
}) => {
  await page.goto(`/chapter-manage?book_id=${book.bookId}`);
  const table = page.getByRole('table', { name: '章节列表' });
  await expect(table.getByRole('columnheader', { name: '收费' })).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText('第5章 存稿5');
  await expect(firstRow).toContainText('免费');

  await page.getByRole('combobox', { name: '排序' }).selectOption('reading');
  await expect(firstRow).toContainText('第一章 风起');
  // Remembered for this book.
  await page.reload();
  await expect(page.getByRole('combobox', { name: '排序' })).toHaveValue('reading');
  await expect(table.getByRole('row').nth(1)).toContainText('第一章 风起');
});

test('logout warns about a chapter only on this device and offers to open it first', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  // A chapter's text the server never got, as the editor leaves it offline.
  await page.evaluate(
    ({ bookId, chapterId }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('inkwell-drafts', 1);
        open.onupgradeneeded = () => {
          const store = open.result.createObjectStore('drafts', { keyPath: 'key' });
          store.createIndex('byBook', 'bookId');
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('drafts', 'readwrite');
          tx.objectStore('drafts').put({
            key: `chapter:${chapterId}`,
            bookId,
            chapterId,
            draftId: null,
            volumeId: null,
            baseVersion: 1,
            title: '第一章 风起',
            content: '离线写下的一段。',
            authorNote: '',
            isVip: false,
            synced: false,
            savedAt: Date.now(),
            owner: 'another-tab',
          });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { bookId: book.bookId, chapterId: book.chapterId },
  );

  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog', { name: '有 1 章只保存在这台设备上' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'the logout question', { include: ['[role="dialog"]'] });
  // Cancel keeps the session.
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);

  // Offered to sync: the link opens the chapter in the editor.
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await dialog.getByRole('link', { name: '打开并保存“第一章 风起”' }).click();
  await expect(page).toHaveURL(new RegExp(`/chapter-add\\?book_id=${book.bookId}&chapter_id=`));
  // The editor puts back the text only this device has, on the version the
  // server still holds, and saves it (issue 30).
  await expect(page.getByText('已恢复本机草稿')).toBeVisible();
  await expect(page.getByText(/已自动恢复并保存到云端/)).toBeVisible();
});
