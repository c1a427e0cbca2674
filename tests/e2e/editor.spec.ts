/**
 * The chapter editor as an author uses it: a new chapter from a book, live
 * word count, paste clean-up, Ctrl+S, publishing and scheduling.
 */
import { expect as baseExpect } from '@playwright/test';
import { eachTestOnANewBook } from './each-test-book';
import {
  callApi,
  contentBox,
  openEditor,
  serverChapter,
  syncStatus,
  typeAtEnd,
} from './editor-helpers';
import { test } from './fixtures';

// The machine running these is shared and often busy: patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(90_000);

const fresh = eachTestOnANewBook('第一段。');

test('a new chapter is kept under a draft id, created once it has a title, and the URL then names it', async ({
  page,
  request,
}) => {
  await page.goto(`/chapter-add?book_id=${fresh.book.bookId}`);
  await expect(page).toHaveURL(/[?&]draft=[a-z0-9]{12}/);
  await expect(page.getByRole('heading', { level: 1, name: '新建章节' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '所属分卷' })).toHaveValue(fresh.book.volumeId);

  const text = '第二章的正文，写了 2026 年的故事。';
  await contentBox(page).fill(text);
  await expect(page.getByText('本章 13字')).toBeVisible();
  await expect(syncStatus(page)).toContainText('填写章节标题后即可保存到云端');

  // A reload before it has a title loses nothing: the draft id brings it back.
  const draftUrl = page.url();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page).toHaveURL(draftUrl);
  await expect(contentBox(page)).toHaveValue(text);

  await page.getByRole('textbox', { name: '章节标题' }).fill('第二章 远行');
  await expect(page).toHaveURL(/chapter_id=/, { timeout: 10_000 });
  expect(page.url()).not.toContain('draft=');
  const chapterId = new URL(page.url()).searchParams.get('chapter_id') ?? '';
  const saved = await serverChapter(request, fresh.token, chapterId);
  expect(saved).toMatchObject({ title: '第二章 远行', content: text });
  // The editor stayed: the text box still has what was typed, now numbered.
  await expect(page.getByRole('heading', { level: 1, name: '第2章' })).toBeVisible();
  await expect(contentBox(page)).toHaveValue(text);
});

test('pasting strips formatting, line breaks and indentation; Ctrl+S saves at once', async ({
  page,
  request,
}) => {
  await openEditor(page, fresh.book);
  const box = contentBox(page);
  await box.focus();
  await box.press('ControlOrMeta+End');
  await box.press('Enter');
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '\u3000\u3000第二段。\r\n\r\n\u3000\u3000第三段。  \r\n\r\n');
    data.setData('text/html', '<p style="text-indent:2em"><b>第二段。</b></p><p>第三段。</p>');
    const target = document.activeElement as HTMLTextAreaElement;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(box).toHaveValue('第一段。\n第二段。\n第三段。');
  await page.keyboard.press('ControlOrMeta+s');
  await expect
    .poll(async () => (await serverChapter(request, fresh.token, fresh.book.chapterId)).content, {
      timeout: 1500,
    })
    .toBe('第一段。\n第二段。\n第三段。');
});

test('scheduling refuses a past time and accepts a future one in the author time zone', async ({
  page,
}) => {
  await openEditor(page, fresh.book);
  const when = page.getByRole('textbox', { name: /发布时间（中国标准时间，UTC\+8）/ });
  await when.fill('2020-01-01T08:00');
  await page.getByRole('button', { name: '定时发布' }).click();
  await expect(page.getByText('请选择至少一分钟之后的时间')).toBeVisible();

  await when.fill('2099-01-01T08:00');
  await page.getByRole('button', { name: '定时发布' }).click();
  await expect(page.getByText('请选择至少一分钟之后的时间')).toHaveCount(0);
  // Far beyond a year ahead: the server refuses that too.
  await expect(page.getByText('数值超出允许范围')).toBeVisible();

  const next = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  // The browser runs in Asia/Shanghai (playwright.config): the value is local time there.
  const local = new Date(next.getTime() + 8 * 3_600_000);
  const value = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T20:00`;
  await when.fill(value);
  await page.getByRole('button', { name: '定时发布' }).click();
  await expect(page.getByText(/^将于 .*20:00 发布$/)).toBeVisible();
  await page.getByRole('button', { name: '取消定时' }).click();
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();
});

test('publish now asks first, saves the latest text, then publishes', async ({ page, request }) => {
  await openEditor(page, fresh.book);
  await typeAtEnd(page, '发布前补一句。');
  await page.getByRole('button', { name: '立即发布' }).click();
  await page
    .getByRole('dialog', { name: '现在发布本章吗？' })
    .getByRole('button', { name: '立即发布' })
    .click();
  await expect(page.getByText(/^已于 .* 发布$/)).toBeVisible();
  const saved = await serverChapter(request, fresh.token, fresh.book.chapterId);
  expect(saved.content).toBe('第一段。发布前补一句。');
  expect(saved).toMatchObject({ status: 'published' });
});

test('publishing a later chapter explains the earlier drafts and publishes them first', async ({
  page,
  request,
}) => {
  const later = await callApi<{ id: string }>(
    request,
    fresh.token,
    'POST',
    '/author/chapter/create',
    {
      book_id: fresh.book.bookId,
      volume_id: fresh.book.volumeId,
      title: '第二章 潮起',
      content: '第二章的正文。',
    },
  );
  await openEditor(page, { ...fresh.book, chapterId: later.id });
  await page.getByRole('button', { name: '立即发布' }).click();
  await page
    .getByRole('dialog', { name: '现在发布本章吗？' })
    .getByRole('button', { name: '立即发布' })
    .click();

  const explanation = page.getByRole('alertdialog', { name: '前面还有未发布的章节' });
  await expect(explanation).toContainText('第一章 风起（第 1 章 · 草稿）');
  await explanation.getByRole('button', { name: '先发布前面 1 章，再一起发布本章' }).click();
  await expect(page.getByText(/^已于 .* 发布$/)).toBeVisible();
  expect(await serverChapter(request, fresh.token, fresh.book.chapterId)).toMatchObject({
    status: 'published',
  });
});

test('focus mode hides everything but the writing and keeps the text and caret', async ({
  page,
}) => {
  await openEditor(page, fresh.book);
  await typeAtEnd(page, '专注');
  await page.getByRole('button', { name: '专注模式' }).click();
  await expect(page.getByRole('button', { name: '立即发布' })).toHaveCount(0);
  await expect(contentBox(page)).toBeFocused();
  await page.keyboard.type('写作');
  await expect(contentBox(page)).toHaveValue('第一段。专注写作');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '立即发布' })).toBeVisible();
});
