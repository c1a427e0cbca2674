/**
 * The writer's desk (issue 14): a stockpile scheduled two a day with a
 * preview and seen on the month calendar; the planner's screens checked by
 * axe in both languages and at phone width.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { apiLogin, callApi, createBookWithChapter, type TestBook } from './editor-helpers';
import { test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

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
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
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
  await openHome(page);
  await page.goto(`/chapter-manage?book_id=${book.bookId}`);
  await page.getByRole('link', { name: '存稿计划' }).click();
  await expect(page.getByRole('heading', { name: '存稿计划', level: 1 })).toBeVisible();

  const stockpile = page.getByRole('region', { name: '存稿' });
  await expect(stockpile.getByText('已完成草稿')).toBeVisible();
  await expect(stockpile.locator('dd').first()).toHaveText('5');

  const plan = page.getByRole('region', { name: '安排存稿' });
  await plan.getByRole('button', { name: '添加时间' }).click();
  await plan.getByLabel('时间 2').fill('18:00');
  await expect(plan.getByText('每天 2 章')).toBeVisible();
  await plan.getByRole('button', { name: '预览' }).click();

  const preview = plan.getByRole('region', { name: '逐日计划（北京时间）' });
  await expect(preview.getByRole('row')).toHaveCount(1 + 3 + 5);
  await expect(preview.getByRole('row', { name: /第1章 风起/ })).toContainText('12:00');
  await expect(preview.getByRole('row', { name: /第2章 存稿2/ })).toContainText('18:00');
  await expect(plan.getByText(/共 5 章，3 天/)).toBeVisible();
  await expectNoAxeViolations(page);

  await plan.getByRole('button', { name: '定时发布 5 章' }).click();
  const notice = page.getByRole('status').filter({ hasText: '已为 5 章设置定时发布' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: '撤销' })).toBeVisible();
  await expect(stockpile.locator('dd').first()).toHaveText('0');
  await expect(stockpile.getByText('5 章 · 6,3')).toBeVisible();

  // The calendar shows the scheduled days (tomorrow onwards; the first
  // days may fall in next month).
  const calendar = page.getByRole('region', { name: '更新日历' });
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
