/**
 * Work income as the signed demo author sees it: the figures on screen are
 * the API's, a held month says why and what releases it, the tax lines
 * explain themselves, the daily rows follow the chosen month, the query
 * survives reload and Back, and the CSV holds the rows on screen.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import zh from '../../src/i18n/messages/zh-CN/income.json' with { type: 'json' };
import { pageApi } from './api';
import { expect, test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR });

type Messages = Record<string, string>;
const messages: Messages = zh;
/** A contract value as part of a message id, as the screen builds it. */
const idPart = (value: string) => value.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

interface Kpi {
  value: number;
}
interface Overview {
  current_month: string;
  books: { id: string; title: string }[];
  kpis: Record<'this_month' | 'last_month' | 'this_year' | 'all_time', Kpi>;
}
interface Statement {
  month: string;
  state: string;
  after_tax: number;
  hold: { reason: string; fix: string; released_on: string | null } | null;
}
interface Summary {
  list: Statement[];
  totals: { after_tax: number; pre_tax: number };
}

/** Digits of a money text: "¥14,225.76" -> "1422576" (fen). */
const fen = (text: string | null) => (text ?? '').replace(/[^\d-]/g, '');
/** 'YYYY-MM' as the zh-CN screen writes it. */
const zhMonth = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5))}月`;

const cny = (cents: number) =>
  new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(cents / 100);

/** A first visit loads the route's chunk and four answers: on a loaded machine that takes a while. */
const FIRST_LOAD = { timeout: 20_000 };

async function openIncome(page: Page, search = '') {
  await page.goto(`/income${search}`);
  await expect(page.getByRole('heading', { name: '作品收入', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.locator('[data-kpi="this_month"]')).toBeVisible(FIRST_LOAD);
}

// The KPI figures, the URL's round trip and the CSV's rows are the
// machine's and the CSV builder's (unit tests); these walks run in
// `npm run test:full`.
test('the KPI cards show the figures the API answers', { tag: '@full' }, async ({ page }) => {
  await openIncome(page);
  const overview = await pageApi<Overview>(page, 'GET', '/author/income/overview');
  for (const name of ['this_month', 'last_month', 'this_year', 'all_time'] as const) {
    const figure = page.locator(`[data-kpi="${name}"]`);
    await expect(figure).toBeVisible();
    expect(fen(await figure.textContent()), name).toBe(String(overview.kpis[name].value));
  }
  // The direction is written out, not only coloured.
  await expect(page.getByRole('group', { name: '上月' })).toContainText(/增加|减少|持平/);
});

test('a held month says why and what releases it; its tax lines explain themselves', async ({
  page,
}) => {
  await openIncome(page);
  const summary = await pageApi<Summary>(page, 'GET', '/author/income/summary');
  const held = summary.list.find((s) => s.state === 'held' && s.hold?.released_on === null);
  expect(held, 'the seed holds a month').toBeTruthy();
  if (!held?.hold) return;
  const reason = messages[`income.hold.reason.${idPart(held.hold.reason)}`] ?? '';
  const fix = messages[`income.hold.fix.${idPart(held.hold.fix)}`] ?? '';

  const table = page.getByRole('region', { name: '月度结算单', exact: true });
  await expect(table.getByText(`原因：${reason}`)).toBeVisible(FIRST_LOAD);
  await expect(table.getByText(`解除方法：${fix}`)).toBeVisible();
  // The totals row is the API's.
  const totals = table.getByRole('row', { name: /^合计/ });
  await expect(totals).toContainText(
    new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format(
      summary.totals.after_tax / 100,
    ),
  );

  await table.getByRole('button', { name: `${zhMonth(held.month)}：个税与明细` }).click();
  await expect(table.getByRole('heading', { name: '个税代扣明细' })).toBeVisible();
  await table.getByRole('button', { name: '如何计算？' }).click();
  const panel = page.getByRole('region', { name: '如何计算？' });
  await expect(panel).toContainText('应纳税所得额：');
  await expect(panel).toContainText('劳务报酬');
});

test('the daily rows follow the chosen month, and the query survives reload and Back', {
  tag: '@full',
}, async ({ page }) => {
  test.slow(); // Two full loads of the income screen and its charts, and a Back.
  await openIncome(page);
  const overview = await pageApi<Overview>(page, 'GET', '/author/income/overview');
  const book = overview.books[0];
  expect(book).toBeTruthy();
  if (!book) return;

  await page.getByLabel('作品', { exact: true }).selectOption(book.id);
  await expect(page).toHaveURL(new RegExp(`book=${book.id}`));
  await page.getByLabel('月份范围').selectOption('this_year');
  await expect(page).toHaveURL(/range=this_year/);

  const lastMonth = (
    await pageApi<Summary>(page, 'GET', `/author/income/summary?book_id=${book.id}`)
  ).list[1]?.month;
  expect(lastMonth).toBeTruthy();
  if (!lastMonth) return;
  await page.getByLabel('月份', { exact: true }).selectOption(lastMonth);
  await expect(page).toHaveURL(new RegExp(`daily=${lastMonth}`));
  const daily = await pageApi<{ list: unknown[] }>(
    page,
    'GET',
    `/author/income/daily?month=${lastMonth}&book_id=${book.id}`,
  );
  const days = page.getByRole('region', { name: '每日收入', exact: true });
  // One row per day, the header and the totals row.
  await expect(days.getByRole('row')).toHaveCount(daily.list.length + 2);

  await page.reload();
  await expect(page.getByLabel('作品', { exact: true })).toHaveValue(book.id, FIRST_LOAD);
  await expect(page.getByLabel('月份范围')).toHaveValue('this_year');
  await expect(page.getByLabel('月份', { exact: true })).toHaveValue(lastMonth);
  const year = overview.current_month.slice(0, 4);
  await expect(
    page.getByText(`${Number(year)}年1月 至 ${zhMonth(overview.current_month)}，最新在前`),
  ).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/daily=/);
  await expect(page.getByLabel('月份范围')).toHaveValue('this_year');
});

test('the statements CSV holds the rows on screen, for Excel', { tag: '@full' }, async ({
  page,
}) => {
  await openIncome(page);
  const summary = await pageApi<Summary>(page, 'GET', '/author/income/summary');
  const button = page.getByRole('button', { name: '下载结算单（CSV）' });
  await expect(button).toBeEnabled(FIRST_LOAD);
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^收入结算单_全部作品_\d{4}-\d{2}_\d{4}-\d{2}\.csv$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF月份,订阅,')).toBe(true);
  const lines = text.trim().split('\r\n');
  // Header, one line per month, totals.
  expect(lines).toHaveLength(summary.list.length + 2);
  const afterTaxColumn = lines[0]?.split(',').indexOf('税后') ?? -1;
  const totals = lines.at(-1)?.split(',') ?? [];
  expect(totals[0]).toBe('合计');
  expect(totals[afterTaxColumn]).toBe((summary.totals.after_tax / 100).toFixed(2));
});

test('each chart says in words what its table holds, from the same answer', async ({ page }) => {
  await openIncome(page);
  const summary = await pageApi<Summary>(page, 'GET', '/author/income/summary');
  const statements = page.getByRole('region', { name: '月度结算单', exact: true });
  const monthly = page.getByRole('figure', { name: '每月收入构成（税前）' });
  // The chart library arrives in its own chunk; the caption comes with the chart.
  await expect(monthly).toContainText(`税前合计 ${cny(summary.totals.pre_tax)}`, FIRST_LOAD);
  await expect(monthly).toContainText(`${summary.list.length} 个月`);
  await expect(statements.getByRole('row', { name: /^合计/ })).toContainText(
    cny(summary.totals.pre_tax),
  );
  // Every component is in the legend by name, not by colour alone.
  for (const name of ['订阅', '打赏', '广告分成']) {
    await expect(monthly.getByText(name, { exact: true }).first()).toBeVisible();
  }

  const overview = await pageApi<Overview>(page, 'GET', '/author/income/overview');
  const daily = await pageApi<{ list: unknown[]; totals: { total: number } }>(
    page,
    'GET',
    `/author/income/daily?month=${overview.current_month}`,
  );
  const line = page.getByRole('figure', { name: `${zhMonth(overview.current_month)}每日收入` });
  await expect(line).toContainText(`${daily.list.length} 天合计 ${cny(daily.totals.total)}`);
  const days = page.getByRole('region', { name: '每日收入', exact: true });
  await expect(days.getByRole('row', { name: /^合计/ })).toContainText(cny(daily.totals.total));
});
