/**
 * Date and time fields speak the page's language, not the browser's: an
 * author with a Chinese browser on the English page (and the reverse) reads
 * and types the chapter's schedule time in the page's language, picks a day
 * from a month written in it, and is told in it what is wrong.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiLogin, createBookWithChapter, type TestBook } from './editor-helpers';
import { test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

// The machine running these is shared and often busy: patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(90_000);
test.use({ author: SIGNED_AUTHOR });

let book: TestBook;
test.beforeEach(async ({ request }) => {
  book = await createBookWithChapter(request, await apiLogin(request, SIGNED_AUTHOR), '第一段。');
});

async function openEditor(page: Page): Promise<void> {
  await page.goto(`/chapter-add?book_id=${book.bookId}&chapter_id=${book.chapterId}`);
  await expect(page.getByRole('heading', { level: 1, name: /第\d+章|Chapter \d+/ })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('the English page in a Chinese browser', () => {
  test.use({ pageLanguage: 'en-US', locale: 'zh-CN', viewport: { width: 390, height: 844 } });

  test('the schedule time is written, read, picked and refused in English', async ({ page }) => {
    await openEditor(page);
    const when = page.getByRole('textbox', { name: /^Publish at/ });
    // Tomorrow's next full hour, the English way.
    await expect(when).toHaveValue(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:00 (AM|PM)$/);

    // Typed the Chinese way, it is understood and written back in English.
    await when.fill('2026年12月1日 20:00');
    await when.press('Tab');
    await expect(when).toHaveValue('Dec 1, 2026, 8:00 PM');

    // The month to pick from is English too, and the keyboard picks in it.
    await page.getByRole('button', { name: /^Publish at .*: pick from a calendar$/ }).click();
    const month = page.getByRole('dialog', { name: /pick from a calendar/ });
    await expect(month.getByRole('table', { name: 'December 2026' })).toBeVisible();
    await expect(month.getByRole('button', { name: 'Dec 1, 2026' })).toBeFocused();
    await expectAccessible(page, 'the open month', { contrast: false });
    const box = await month.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(month.getByRole('button', { name: 'Dec 2, 2026' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(month).toHaveCount(0);
    await expect(when).toHaveValue('Dec 2, 2026, 8:00 PM');

    // Not a date: said in English, and nothing is scheduled on a guess.
    await when.fill('2026-02-30 20:00');
    await when.press('Tab');
    await expect(
      page.getByText('There is no such day in the calendar: check the month and the day'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule', exact: true })).toBeDisabled();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a message filter day keeps the same URL value, whichever way it is typed', async ({
    page,
  }) => {
    await page.goto('/message-notification');
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    await from.fill('2026年11月1日');
    await expect(page).toHaveURL(/[?&]from=2026-11-01(&|$)/);
    await from.press('Tab');
    await expect(from).toHaveValue('Nov 1, 2026');
    // The URL gives it back the page's way.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(
      'Nov 1, 2026',
    );
  });
});

test.describe('the Chinese page in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the schedule time is written and refused in Chinese', async ({ page }) => {
    await openEditor(page);
    const when = page.getByRole('textbox', { name: /^发布时间/ });
    await expect(when).toHaveValue(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:00$/);

    // Typed the English way, it is understood and written back in Chinese.
    await when.fill('Dec 1, 2026, 8:00 PM');
    await when.press('Tab');
    await expect(when).toHaveValue('2026年12月1日 20:00');

    await page.getByRole('button', { name: /^发布时间.*：从日历选择$/ }).click();
    const month = page.getByRole('dialog', { name: /从日历选择/ });
    await expect(month.getByRole('table', { name: '2026年12月' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(month).toHaveCount(0);
    await expect(page.getByRole('button', { name: /从日历选择$/ })).toBeFocused();

    await when.fill('明天');
    await when.press('Tab');
    await expect(page.getByText(/^请输入日期和时间，例如 .+ 或 .+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: '定时发布', exact: true })).toBeDisabled();
  });
});
