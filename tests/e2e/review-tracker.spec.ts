/**
 * The review tracker as an author meets it: a published chapter the
 * platform blocks (what `npm run editor -- block-chapter` does, through the
 * dev route while the server holds the embedded database) shows the block
 * in the editor's review panel with the words quoted; the chapter list
 * badges and filters it; the author edits, appeals with the diff, the
 * platform approves, and the chapter is live with the new text.
 */
import { expect as baseExpect } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  apiLogin,
  callApi,
  contentBox,
  createBookWithChapter,
  openEditor,
  serverChapter,
  syncStatus,
  type TestBook,
} from './editor-helpers';
import { test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR });

// The machine running these is shared and often busy: patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(120_000);

const TEXT = '第一段。\n第二段😀有话去我的小群里聊。';
const WORDS = '去我的小群里聊';
const FIXED = '第一段。\n第二段😀有话在书评区说。';

let token: string;
let book: TestBook;

test.beforeEach(async ({ page, request }) => {
  token = await apiLogin(request, SIGNED_AUTHOR);
  book = await createBookWithChapter(request, token, TEXT);
  await callApi(request, token, 'POST', '/author/chapter/publish', {
    chapter_id: book.chapterId,
    out_of_order: true,
  });
  await openHome(page);
});

test('blocked with the words quoted, appealed with the diff, approved and live', async ({
  page,
  request,
}) => {
  const decide = async (data: Record<string, unknown>) => {
    const answer = await request.post('/dev/chapter/review', {
      data: { chapter_id: book.chapterId, ...data },
    });
    expect(((await answer.json()) as { code: number }).code).toBe(0);
  };
  const start = TEXT.indexOf(WORDS);
  await decide({
    decision: 'block',
    reason: '引导读者去站外群聊',
    spans: [{ start, end: start + WORDS.length }],
  });

  // The chapter list badges the blocked chapter and filters on it.
  await page.goto(`/chapter-manage?book_id=${book.bookId}`);
  await page.getByRole('combobox', { name: '审核状态' }).selectOption({ label: '已屏蔽' });
  const row = page.getByRole('row', { name: /第一章 风起/ });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('已屏蔽')).toBeVisible();

  await openEditor(page, book);
  const openReview = page.getByRole('button', { name: '审核记录', exact: true });
  await openReview.click();
  const panel = page.getByRole('dialog', { name: '平台审核记录' });
  await expect(panel.getByText('原因：引导读者去站外群聊')).toBeVisible();
  const words = panel.getByRole('list', { name: '被指出的文字' });
  await expect(words.getByText(WORDS, { exact: true })).toBeVisible();
  await expect(words.getByText('第 2 段')).toBeVisible();
  await expect(panel.getByText(/屏蔽以来还没有修改/)).toBeVisible();
  await expectAccessible(page, 'the review panel of a blocked chapter');
  await page.keyboard.press('Escape');
  await expect(openReview).toBeFocused();

  // The author fixes the words; the edit waits as a revision.
  await contentBox(page).fill(FIXED);
  await expect(syncStatus(page)).toContainText('已保存到云端');
  await openReview.click();
  await expect(panel.getByRole('heading', { name: '申诉' })).toBeVisible();
  await expect(panel.locator('ins').filter({ hasText: '在书评区说' }).first()).toBeVisible();
  await panel.getByRole('textbox', { name: '给审核人员的说明（选填）' }).fill('已删去引流的话');
  await panel.getByRole('button', { name: '提交申诉' }).click();
  await expect(panel.getByText('申诉中')).toBeVisible();
  await expect(panel.getByText('你的说明：已删去引流的话')).toBeVisible();
  await expectAccessible(page, 'the review panel after an appeal');
  await page.keyboard.press('Escape');

  await decide({ decision: 'appeal_approve' });
  await openReview.click();
  await expect(panel.getByText('申诉通过')).toBeVisible();
  await expect(panel.getByText('当前：').getByText('已上线')).toBeVisible();
  expect(await serverChapter(request, token, book.chapterId)).toMatchObject({ content: FIXED });
});

test('the block reaches the inbox, in Chinese and in English, and opens the chapter', async ({
  page,
  request,
}) => {
  const start = TEXT.indexOf(WORDS);
  const answer = await request.post('/dev/chapter/review', {
    data: {
      chapter_id: book.chapterId,
      decision: 'block',
      reason: '引导读者去站外群聊',
      spans: [{ start, end: start + WORDS.length }],
    },
  });
  expect(((await answer.json()) as { code: number }).code).toBe(0);
  const chapterUrl = new RegExp(
    `/chapter-add\\?book_id=${book.bookId}&chapter_id=${book.chapterId}`,
  );

  // Only this book's notices: other tests block chapters of the same title.
  await page.goto(`/message-notification?type=notice&book=${book.bookId}`);
  const list = page.getByRole('list', { name: '消息通知' });
  const zh = list.getByRole('listitem', { name: '章节《第一章 风起》已被屏蔽' });
  await expect(zh).toBeVisible({ timeout: 30_000 });
  await expect(zh.getByText('未读', { exact: true })).toBeVisible();
  await expect(zh).toContainText('原因：引导读者去站外群聊。');
  await expect(zh.getByRole('link', { name: '去修改并重新提交' })).toBeVisible();
  await expectAccessible(page, 'the message of a blocked chapter');

  // The same message on an English page, from its template and values.
  await page.evaluate(() => localStorage.setItem('arco-locale', 'en-US'));
  await page.reload();
  const en = page
    .getByRole('list', { name: 'Message notifications' })
    .getByRole('listitem', { name: 'Chapter “第一章 风起” blocked' });
  await expect(en).toBeVisible({ timeout: 30_000 });
  await expect(en).toContainText('Reason: 引导读者去站外群聊.');
  await expect(en).toContainText('Chapter review');
  await en.getByRole('link', { name: 'Fix and resubmit' }).click();
  await expect(page).toHaveURL(chapterUrl);
  await expect(page.getByRole('heading', { level: 1, name: /^Chapter \d+/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.evaluate(() => localStorage.removeItem('arco-locale'));
});
