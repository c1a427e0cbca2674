import { expect, test } from './fixtures';
import { logInThroughForm, openHome, SIGNED_AUTHOR, UNSIGNED_AUTHOR } from './helpers';

interface Dashboard {
  book_count: number;
  chapters_this_week: number;
  recent_books: { id: string; title: string }[];
  signed: {
    readers_yesterday: number;
    readers_daily: { date: string; readers: number }[];
  } | null;
}

/** The dashboard as the API gives it to the logged-in page. */
async function dashboardOf(page: import('@playwright/test').Page): Promise<Dashboard> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get('/author/dashboard', {
    headers: { 'x-token': token ?? '' },
  });
  return (await response.json()).body as Dashboard;
}

test.describe(() => {
  test.use({ author: SIGNED_AUTHOR });

  test("the signed author's home shows their figures, recent books and readers", async ({
    page,
  }) => {
    await openHome(page);
    const dashboard = await dashboardOf(page);

    await expect(page.getByText('墨染青衣，欢迎回来')).toBeVisible();
    await expect(page.getByRole('group', { name: '作品' })).toContainText(
      String(dashboard.book_count),
    );
    await expect(page.getByRole('group', { name: '本周发布章节' })).toContainText(
      String(dashboard.chapters_this_week),
    );
    await expect(page.getByRole('group', { name: '昨日读者' })).toContainText(
      dashboard.signed!.readers_yesterday.toLocaleString('en-US'),
    );
    const trend = page.getByRole('figure', { name: '近30天读者' });
    await expect(trend.locator('svg')).toBeVisible();
    const peak = Math.max(...dashboard.signed!.readers_daily.map((day) => day.readers));
    await expect(trend).toContainText(`峰值 ${peak.toLocaleString('en-US')}`);

    const first = dashboard.recent_books[0]!;
    await expect(page.getByRole('heading', { name: first.title, level: 3 })).toBeVisible();
    await page.getByRole('button', { name: `写作 ${first.title}` }).click();
    // The editor opens a new chapter of that book (it adds its own draft id).
    await expect(page).toHaveURL(new RegExp(`/chapter-add\\?book_id=${first.id}(&|$)`));
    // The editor's chunk and the chapter load first: a loaded machine needed more than 5 s.
    await expect(page.getByRole('textbox', { name: '正文' })).toBeVisible({ timeout: 30_000 });
  });
});

test.describe(() => {
  test.use({ author: UNSIGNED_AUTHOR });

  test('an unsigned author sees that income and readers come with signing', async ({ page }) => {
    await openHome(page);
    await expect(page.getByText('作品签约后可查看')).toBeVisible();
    await expect(page.getByRole('group', { name: '本月收入' })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ author: SIGNED_AUTHOR });

  test('a failed load says so and the retry brings the figures', async ({ page }) => {
    let fail = true;
    await page.route('**/author/dashboard', (route) =>
      fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await openHome(page);
    await expect(page.getByText('首页数据加载失败。')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('首页数据加载失败。')).toBeHidden();
    await expect(page.getByRole('group', { name: '作品' })).toBeVisible();
  });
});

// Logs in through the form: the test is about the page the session lands on.
test('web vitals of the session are sent when the page is left', async ({ page }) => {
  // Playwright does not report beacons, so the page keeps a copy of each one
  // it sends in its storage, which survives the navigation away.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const log = JSON.parse(localStorage.getItem('e2e-beacons') ?? '[]');
      localStorage.setItem('e2e-beacons', JSON.stringify([...log, { url, body }]));
      return send(url, body);
    };
  });
  await logInThroughForm(page, SIGNED_AUTHOR);
  await expect(page.getByRole('group', { name: '作品' })).toBeVisible();
  // Leaving the page hides it: the queued figures go out in one beacon.
  await page.goto('/login');
  const beacons = (await page.evaluate(() =>
    JSON.parse(localStorage.getItem('e2e-beacons') ?? '[]'),
  )) as { url: string; body: string }[];
  const metrics = beacons.flatMap(
    (b) => (JSON.parse(b.body) as { metrics: { name: string; page: string }[] }).metrics,
  );
  expect(beacons.every((b) => b.url === '/rum')).toBe(true);
  expect(metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
  // LCP belongs to the page the session landed on, final once the author typed.
  expect(metrics.filter((m) => m.name === 'LCP').map((m) => m.page)).toEqual(['/login']);
});
