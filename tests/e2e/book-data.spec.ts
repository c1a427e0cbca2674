/**
 * Work data (/book-data) as the signed demo author sees it: the figures are
 * the API's, the chapter table is in the order the server sorts it, the
 * query survives reload and Back, and a drop of the read-through curve leads
 * to its chapter. The API is asked directly with the author's own session,
 * so the test compares the screen with what the server answers, not with
 * numbers written here.
 */

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pageApi } from './api';
import { expect as baseExpect, test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

// Four parts load side by side on two shared cores: waits, not timings.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ author: SIGNED_AUTHOR });

const BIG_BOOK = '星海长歌';
const zhNumber = (value: number) => new Intl.NumberFormat('zh-CN').format(value);

interface DataBook {
  book_id: string;
  title: string;
  data_until: string | null;
}
interface ChapterRow {
  chapter_id: string;
  title: string;
}

/** Opens the screen on the 3,000-chapter book and waits for its chapter rows. */
async function openBigBook(page: Page, query = '') {
  // A bare URL first: the session is in this origin's storage from then on.
  await page.goto('/book-data');
  await expect(page.getByRole('heading', { name: '作品数据', level: 1 })).toBeVisible();
  const { list } = await pageApi<{ list: DataBook[] }>(page, 'GET', '/author/data/books');
  const book = list.find((item) => item.title === BIG_BOOK);
  if (!book) throw new Error(`${BIG_BOOK} is not among the author's data books`);
  await page.goto(`/book-data?book_id=${book.book_id}${query}`);
  await expect(page.getByRole('heading', { name: '作品数据', level: 1 })).toBeVisible();
  await expect(chapterRows(page).first()).toBeVisible();
  return book;
}

const chapterTable = (page: Page) => page.getByRole('table', { name: '章节数据' });
/** Loaded rows of the virtual table (placeholders are aria-busy; the header is row 1). */
const chapterRows = (page: Page) =>
  chapterTable(page).locator(
    '[role="row"][aria-rowindex]:not([aria-rowindex="1"]):not([aria-busy])',
  );
const rowAt = (page: Page, index: number) =>
  chapterTable(page).locator(`[role="row"][aria-rowindex="${index}"]:not([aria-busy])`);
const firstChapterTitle = (page: Page) => rowAt(page, 2).getByRole('link').first();

// The KPI cards' figures, the URL's round trip and the CSV contents are
// the machine's and the CSV builder's (unit tests); these walks run in
// `npm run test:full`.
test('the KPI cards and the freshness stamp show what the API answers', { tag: '@full' }, async ({
  page,
}) => {
  const book = await openBigBook(page);
  const daily = await pageApi<{
    from: string;
    to: string;
    data_until: string;
    kpis: Record<string, { value: number; change: number | null; trend: string | null }>;
  }>(page, 'GET', `/author/data/daily?book_id=${book.book_id}&by=day`);

  // The default period is the 30 days up to the book's last day of figures,
  // which is what the API gives without a range.
  for (const key of ['readers', 'views', 'favorites_net', 'subscriptions', 'comments']) {
    const kpi = daily.kpis[key]!;
    await expect(page.getByTestId(`kpi-${key}`)).toHaveText(zhNumber(kpi.value));
    const card = page.locator(`[data-kpi="${key}"]`);
    // The change is said in words whose direction is the data's own.
    if (kpi.trend === 'up') await expect(card).toContainText(`较上期增加 ${zhNumber(kpi.change!)}`);
    if (kpi.trend === 'down')
      await expect(card).toContainText(`较上期减少 ${zhNumber(Math.abs(kpi.change!))}`);
  }
  const [year, month, day] = daily.data_until.split('-').map(Number);
  await expect(page.getByTestId('data-freshness')).toContainText(
    `数据截至 ${year}年${month}月${day}日（北京时间）`,
  );

  // Every figure has its definition behind an info button.
  await page.getByRole('button', { name: '“阅读量”的含义' }).first().click();
  await expect(page.getByRole('note')).toContainText('同一读者同一章节每天最多计一次');
});

test('sorting the chapter table by a column shows the order the server gives', async ({ page }) => {
  const book = await openBigBook(page);
  const byNumber = await pageApi<{ list: ChapterRow[]; total: number }>(
    page,
    'GET',
    `/author/data/chapters?book_id=${book.book_id}`,
  );
  await expect(firstChapterTitle(page)).toHaveText(byNumber.list[0]!.title);
  // Every chapter has its row for screen readers, loaded or not (and the header row).
  await expect(chapterTable(page)).toHaveAttribute('aria-rowcount', String(byNumber.total + 1));

  const completion = chapterTable(page).getByRole('columnheader', { name: '完读率' });
  await completion.click();
  await expect(page).toHaveURL(/sort=completion_rate&order=desc/);
  await expect(completion).toHaveAttribute('aria-sort', 'descending');
  const highest = await pageApi<{ list: ChapterRow[] }>(
    page,
    'GET',
    `/author/data/chapters?book_id=${book.book_id}&sort=completion_rate&order=desc`,
  );
  await expect(firstChapterTitle(page)).toHaveText(highest.list[0]!.title);

  await completion.click();
  await expect(page).toHaveURL(/sort=completion_rate(&order=asc)?(&|$)/);
  await expect(completion).toHaveAttribute('aria-sort', 'ascending');
  const lowest = await pageApi<{ list: ChapterRow[] }>(
    page,
    'GET',
    `/author/data/chapters?book_id=${book.book_id}&sort=completion_rate&order=asc`,
  );
  await expect(firstChapterTitle(page)).toHaveText(lowest.list[0]!.title);
  expect(lowest.list[0]!.chapter_id).not.toBe(highest.list[0]!.chapter_id);
});

test('the URL keeps the period and order through reload and Back', { tag: '@full' }, async ({
  page,
}) => {
  const book = await openBigBook(page);
  await page.getByRole('button', { name: '近7天', exact: true }).click();
  await expect(page).toHaveURL(/range=7d/);
  await chapterTable(page).getByRole('columnheader', { name: '阅读量' }).click();
  await expect(page).toHaveURL(/sort=views&order=desc/);
  const byViews = await pageApi<{ list: ChapterRow[] }>(
    page,
    'GET',
    `/author/data/chapters?book_id=${book.book_id}&sort=views&order=desc`,
  );
  await expect(firstChapterTitle(page)).toHaveText(byViews.list[0]!.title);

  await page.reload();
  await expect(firstChapterTitle(page)).toHaveText(byViews.list[0]!.title);
  await expect(page.getByRole('button', { name: '近7天', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const week = await pageApi<{ kpis: { views: { value: number } } }>(
    page,
    'GET',
    `/author/data/daily?book_id=${book.book_id}&from=${sevenDaysBefore(book.data_until!)}&to=${book.data_until}`,
  );
  await expect(page.getByTestId('kpi-views')).toHaveText(zhNumber(week.kpis.views.value));

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=views/);
  await expect(
    chapterTable(page).getByRole('columnheader', { name: '章节', exact: true }),
  ).toHaveAttribute('aria-sort', 'ascending');
});

test('a custom range typed in the page’s date fields shows the API’s figures for those days', async ({
  page,
}) => {
  const book = await openBigBook(page);
  const until = book.data_until!;
  const from = sevenDaysBefore(until);
  await page.getByRole('button', { name: '自定义', exact: true }).click();
  const start = page.getByRole('textbox', { name: '开始日期' });
  const end = page.getByRole('textbox', { name: '结束日期' });
  // The end before the start: the screen says why instead of showing figures.
  await start.fill(until);
  await end.fill(from);
  await page.getByRole('button', { name: '应用', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('开始日期不能晚于结束日期');
  await expect(page.getByTestId('kpi-views')).toHaveCount(0);

  await start.fill(from);
  await end.fill(until);
  await page.getByRole('button', { name: '应用', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`range=custom.*from=${from}.*to=${until}|from=${from}.*to=${until}.*range=custom`),
  );
  // Written back the page's way once applied.
  await expect(start).toHaveValue(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  const week = await pageApi<{ kpis: { views: { value: number } } }>(
    page,
    'GET',
    `/author/data/daily?book_id=${book.book_id}&from=${from}&to=${until}`,
  );
  await expect(page.getByTestId('kpi-views')).toHaveText(zhNumber(week.kpis.views.value));
});

test('the virtual table scrolls to the book’s last chapter, loading its page on the way', async ({
  page,
}) => {
  const book = await openBigBook(page);
  const first = await pageApi<{ total: number }>(
    page,
    'GET',
    `/author/data/chapters?book_id=${book.book_id}&page_size=1`,
  );
  const last = await pageApi<{ list: ChapterRow[] }>(
    page,
    'GET',
    `/author/data/chapters?book_id=${book.book_id}&page=${first.total}&page_size=1`,
  );
  const scroller = page.getByRole('region', { name: '章节数据表（可上下、左右滚动）' });
  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  const lastRow = rowAt(page, first.total + 1);
  await expect(lastRow.getByRole('link', { name: last.list[0]!.title })).toBeVisible();
  // Only the rows in view are in the page.
  expect(await chapterRows(page).count()).toBeLessThan(100);
});

test('the CSV files hold what the API answers, for Excel', { tag: '@full' }, async ({ page }) => {
  const book = await openBigBook(page);
  const daily = await pageApi<{
    list: { period: string; views: number }[];
    kpis: Record<string, { value: number }>;
  }>(page, 'GET', `/author/data/daily?book_id=${book.book_id}&by=day`);
  const dayDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载每日数据（CSV）' }).click();
  const dayFile = await dayDownload;
  expect(dayFile.suggestedFilename()).toMatch(
    new RegExp(`^作品数据_${BIG_BOOK}_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const dayText = await readFile((await dayFile.path()) ?? '', 'utf8');
  expect(dayText.startsWith('\uFEFF日期,')).toBe(true);
  const dayLines = dayText.trim().split('\r\n');
  expect(dayLines).toHaveLength(daily.list.length + 2);
  const viewsColumn = dayLines[0]!.split(',').indexOf('阅读量');
  const totals = dayLines.at(-1)!.split(',');
  expect(totals[0]).toBe('合计');
  // The totals row agrees with the KPI card of the same answer.
  expect(Number(totals[viewsColumn])).toBe(daily.kpis.views!.value);

  const chapters = await pageApi<{ total: number; list: ChapterRow[] }>(
    page,
    'GET',
    `/author/data/chapters?book_id=${book.book_id}&page_size=500`,
  );
  const chapterDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载章节数据（CSV）' }).click();
  const chapterFile = await chapterDownload;
  const text = await readFile((await chapterFile.path()) ?? '', 'utf8');
  // trim() would take the byte-order mark too: look for it first.
  expect(text.startsWith('\uFEFF章节序号,章节标题,VIP章,阅读量,')).toBe(true);
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(chapters.total + 1);
  expect(lines[1]!.split(',')[1]).toBe(chapters.list[0]!.title);
});

test('a drop of the read-through curve links to its chapter in the editor', async ({ page }) => {
  const book = await openBigBook(page);
  const curve = await pageApi<{ drops: { chapter_id: string; title: string }[] }>(
    page,
    'GET',
    `/author/data/readthrough?book_id=${book.book_id}`,
  );
  const largest = curve.drops[0]!;
  const drops = page.getByRole('list', { name: '流失最多的章节' });
  await expect(drops.getByRole('listitem')).toHaveCount(curve.drops.length);
  await drops.getByRole('link', { name: largest.title }).click();
  await expect(page).toHaveURL(
    new RegExp(`/chapter-add\\?book_id=${book.book_id}&chapter_id=${largest.chapter_id}$`),
  );
});

function sevenDaysBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 6);
  return date.toISOString().slice(0, 10);
}
