import { expect as baseExpect, type Page } from '@playwright/test';
import { pageApi } from './api';
import { test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

// Every test here runs as this author (a session in the storage state, ./fixtures.ts).
test.use({ author: SIGNED_AUTHOR });

// Three checkouts share two cores while these run: allow slow answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * The long and short lists on the seeded data of the signed author (墨染青衣:
 * four long novels, three short ones). Other specs of the same worker (one
 * database per worker) add long novels of their own: the lists are held to
 * what the server answers, which must include the seeded ones.
 */

const LONG = ['星海长歌', '青云剑主', '长安夜雨', '雾港迷踪'];
const SHORT = ['最后一班地铁', '面馆里的春天', '月光下的旧信'];

/** The author's long novels as the server lists them, sorted by title. */
async function longTitles(page: Page): Promise<string[]> {
  const body = await pageApi<{ list: { title: string }[] }>(
    page,
    'GET',
    '/author/book/list?kind=long&page_size=100',
  );
  const titles = body.list.map((b) => b.title).sort();
  expect(titles).toEqual(expect.arrayContaining(LONG));
  return titles;
}

/** Titles of the rows shown, in order. */
const rowTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });

test('the long list shows every long novel with its status, counts and actions', async ({
  page,
}) => {
  await openHome(page);
  await page.goto('/book-manage');
  await expect(page.getByRole('heading', { name: '作品管理', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '长篇作品', level: 2 })).toBeVisible();
  const titles = await longTitles(page);
  await expect(rowTitles(page)).toHaveCount(titles.length);
  expect((await rowTitles(page).allInnerTexts()).sort()).toEqual(titles);

  const star = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '星海长歌' }) });
  await expect(star.getByText('男频 / 科幻 / 星际文明')).toBeVisible();
  await expect(star.getByText('3,000章')).toBeVisible();
  await expect(star.getByText(/^最新章节：第\d+章/)).toBeVisible();
  await expect(star.getByText('已签约')).toBeVisible();
  await expect(star.getByRole('link', { name: '写新章节: 星海长歌' })).toHaveAttribute(
    'href',
    /^\/chapter-add\?book_id=/,
  );
  await expect(star.getByRole('link', { name: '章节管理: 星海长歌' })).toHaveAttribute(
    'href',
    /^\/chapter-manage\?book_id=/,
  );
  await expect(star.getByRole('link', { name: '作品数据: 星海长歌' })).toHaveAttribute(
    'href',
    /^\/book-data\?book_id=/,
  );
  await expect(star.getByRole('link', { name: '作品收入: 星海长歌' })).toHaveAttribute(
    'href',
    /^\/income\?book_id=/,
  );
  // Data and income are for signed books only.
  const unsigned = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '长安夜雨' }) });
  await expect(unsigned.getByText('审核中')).toBeVisible();
  await expect(unsigned.getByRole('link', { name: /作品数据|作品收入/ })).toHaveCount(0);

  // The short list holds the short novels only.
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '短篇作品' })
    .click();
  await expect(page).toHaveURL(/\/book-shorts$/);
  await expect(rowTitles(page)).toHaveCount(3);
  expect((await rowTitles(page).allInnerTexts()).sort()).toEqual([...SHORT].sort());
});

test('search, filters and sort live in the URL: reload and back keep them', async ({ page }) => {
  await openHome(page);
  await page.goto('/book-manage');
  const titles = await longTitles(page);
  await expect(rowTitles(page)).toHaveCount(titles.length);

  const search = page.getByRole('searchbox', { name: '搜索书名' });
  await search.fill('星海');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/book-manage\?keyword=%E6%98%9F%E6%B5%B7$/);
  await expect(rowTitles(page)).toHaveText(['星海长歌']);
  await page.reload();
  await expect(rowTitles(page)).toHaveText(['星海长歌']);
  await expect(page.getByRole('searchbox', { name: '搜索书名' })).toHaveValue('星海');

  await page.goBack();
  await expect(page).toHaveURL(/\/book-manage$/);
  await expect(rowTitles(page)).toHaveCount(titles.length);

  await page.getByRole('combobox', { name: '审核状态' }).selectOption({ label: '审核未通过' });
  await expect(rowTitles(page)).toHaveText(['雾港迷踪']);
  await page.getByRole('combobox', { name: '审核状态' }).selectOption({ label: '全部' });
  await page.getByRole('combobox', { name: '连载状态' }).selectOption({ label: '已完结' });
  await expect(page).toHaveURL(/serial_status=completed/);
  await expect(rowTitles(page)).toHaveText(['青云剑主']);
  await page.reload();
  await expect(page.getByRole('combobox', { name: '连载状态' })).toHaveValue('completed');
  await expect(rowTitles(page)).toHaveText(['青云剑主']);

  await page.getByRole('combobox', { name: '连载状态' }).selectOption({ label: '全部' });
  await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '字数最多' });
  await expect(page).toHaveURL(/sort=words_desc/);
  // 星海长歌 has millions of words, 青云剑主 hundreds of thousands, the others a few chapters.
  await expect(rowTitles(page).nth(0)).toHaveText('星海长歌');
  await expect(rowTitles(page).nth(1)).toHaveText('青云剑主');

  // Nothing matches: say so and offer the way back.
  await search.fill('并不存在的书');
  await search.press('Enter');
  await expect(page.getByText('没有符合搜索和筛选条件的作品。')).toBeVisible();
  await page.getByRole('button', { name: '清除搜索和筛选' }).click();
  await expect(rowTitles(page)).toHaveCount(titles.length);
  await expect(page.getByRole('combobox', { name: '排序' })).toHaveValue('words_desc');
});

test('paging moves through the list and the page is kept on reload', async ({ page }) => {
  await openHome(page);
  await page.goto('/book-manage?page_size=3');
  const titles = await longTitles(page);
  const n = titles.length;
  const pages = Math.ceil(n / 3);
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager.getByText(`第 1/${pages} 页 · 共 ${n} 部作品`)).toBeVisible();
  await expect(rowTitles(page)).toHaveCount(3);
  const firstPage = await rowTitles(page).allInnerTexts();

  await pager.getByRole('button', { name: '下一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByText(`第 2/${pages} 页 · 共 ${n} 部作品`)).toBeVisible();
  await expect(rowTitles(page)).toHaveCount(Math.min(3, n - 3));
  const secondPage = await rowTitles(page).allInnerTexts();
  // Every page after the second, then back: each novel is on exactly one page.
  const shown = [...firstPage, ...secondPage];
  for (let at = 3; at <= pages; at++) {
    await pager.getByRole('button', { name: '下一页' }).click();
    await expect(pager.getByText(`第 ${at}/${pages} 页 · 共 ${n} 部作品`)).toBeVisible();
    shown.push(...(await rowTitles(page).allInnerTexts()));
  }
  expect(shown.sort()).toEqual(titles);
  await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();
  for (let at = pages; at > 2; at--) await page.goBack();

  await page.reload();
  await expect(rowTitles(page)).toHaveText(secondPage);
  await page.goBack();
  await expect(rowTitles(page)).toHaveText(firstPage);

  // A page size from the menu starts again at page 1.
  await pager.getByRole('combobox', { name: '每页数量' }).selectOption({ label: '10 部/页' });
  await expect(rowTitles(page)).toHaveCount(Math.min(n, 10));
  await expect(page).toHaveURL(/\/book-manage$/);
});

test("a returned book shows the reviewer's reason on its details page", async ({ page }) => {
  await openHome(page);
  await page.goto('/book-manage');
  await page.getByRole('link', { name: '作品详情: 雾港迷踪' }).click();
  await expect(page).toHaveURL(/\/book-manage\/book-info\?book_id=/);
  await expect(page.getByRole('heading', { name: '雾港迷踪' })).toBeVisible();
  await expect(page.getByText('编辑的审核意见')).toBeVisible();
  await expect(page.getByText(/作品简介与正文内容关联不足/)).toBeVisible();
  // Not approved yet: the title may still change.
  await expect(page.getByRole('button', { name: '修改书名' })).toBeVisible();

  // An approved book's title is locked.
  await page.goto('/book-manage');
  await page.getByRole('link', { name: '作品详情: 星海长歌' }).click();
  await expect(page.getByRole('heading', { name: '星海长歌' })).toBeVisible();
  await expect(page.getByText('作品审核通过后书名不可修改')).toBeVisible();
  await expect(page.getByRole('button', { name: '修改书名' })).toHaveCount(0);
});
