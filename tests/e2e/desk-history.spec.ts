/**
 * The writer's desk in the browser: a chapter's history (compare two
 * versions, restore an old one with the unsent text kept first), find and
 * replace in the chapter, and replace across the book with its undo. Each
 * test makes its own book through the API; the new panels are checked with
 * axe.
 */

import { expect as baseExpect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  apiLogin,
  callApi,
  contentBox,
  createBookWithChapter,
  type TestBook,
  typeAtEnd,
} from './editor-helpers';
import { test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR });

// The machine running these is shared and often busy: patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(300_000);

interface ApiChapter {
  content: string;
  text_state: string;
  version: number;
  revision: { content: string } | null;
}

interface ApiVersion {
  id: string;
  reason: string;
}

let token: string;

/** Opens the editor, patient with a busy shared machine (the first page load builds the shell). */
async function openChapter(page: Page, book: TestBook) {
  await page.goto(`/chapter-add?book_id=${book.bookId}&chapter_id=${book.chapterId}`);
  await expect(page.getByRole('heading', { level: 1, name: /第\d+章/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(contentBox(page)).toBeEditable();
}

async function noAxeViolations(page: Page, selector: string) {
  await expectAccessible(page, selector, { include: [selector] });
}

// No trip through the home page first: the shared machine is slow enough.
test.beforeEach(async ({ request }) => {
  token = await apiLogin(request, SIGNED_AUTHOR);
});

test('history: compare two versions and restore an old one, keeping the unsent text first', async ({
  page,
  request,
}) => {
  const book = await createBookWithChapter(request, token, '林川推开木门。\n天边泛白。');
  const chapterOf = () =>
    callApi<ApiChapter>(request, token, 'GET', '/author/chapter/info', {
      chapter_id: book.chapterId,
    });
  // Published (a version), then updated once (another version).
  await callApi(request, token, 'POST', '/author/chapter/publish', { chapter_id: book.chapterId });
  let chapter = await chapterOf();
  await callApi(request, token, 'POST', '/author/chapter/update', {
    chapter_id: book.chapterId,
    version: chapter.version,
    title: '第一章 风起',
    content: '林川推开木门。\n天边泛起鱼肚白。\n他笑了。',
  });
  chapter = await chapterOf();
  await callApi(request, token, 'POST', '/author/chapter/revision/apply', {
    chapter_id: book.chapterId,
    version: chapter.version,
  });

  await openChapter(page, book);
  // Text typed but not sent yet when the author restores.
  await typeAtEnd(page, '未发送的一句。');
  await page.getByRole('button', { name: '历史版本' }).click();
  const panel = page.getByRole('dialog', { name: '历史版本' });
  // Created (an editing version), published, updated.
  await expect(panel.getByRole('checkbox', { name: /^对比/ })).toHaveCount(3);
  await expect(panel.getByText('发布', { exact: true })).toBeVisible();
  await expect(panel.getByText('更新已发布', { exact: true })).toBeVisible();
  await noAxeViolations(page, '.fui-DrawerBody');

  const picks = panel.getByRole('checkbox', { name: /^对比/ });
  await picks.nth(0).check();
  await picks.nth(1).check();
  // By keyboard: focus follows into the compare view and back (Escape keeps working).
  await panel.getByRole('button', { name: '对比' }).press('Enter');
  await expect(panel.getByRole('button', { name: '返回版本列表' })).toBeFocused();
  await expect(panel.getByText('修改 1 段，新增 1 段，删除 0 段')).toBeVisible();
  await expect(panel.locator('del').filter({ hasText: '白' })).toHaveCount(0);
  await expect(panel.locator('ins').filter({ hasText: '起鱼肚' })).toBeVisible();
  await expect(panel.locator('ins').filter({ hasText: '他笑了。' })).toBeVisible();
  await noAxeViolations(page, '.fui-DrawerBody');
  await panel.getByRole('button', { name: '返回版本列表' }).press('Enter');
  await expect(panel.getByRole('button', { name: '对比' })).toBeFocused();

  // Restore the first (published) text: the oldest entry.
  await panel
    .getByRole('button', { name: /^恢复 .* 的版本$/ })
    .last()
    .click();
  const confirm = page.getByRole('dialog', { name: '恢复这个版本？' });
  await confirm.getByRole('button', { name: '恢复为新版本' }).click();
  await expect(page.getByText('已恢复该版本').first()).toBeVisible();
  // The history panel still covers the editor (hidden from the accessibility
  // tree while it is open): the text is read under it.
  await expect(page.getByRole('textbox', { name: '正文', includeHidden: true })).toHaveValue(
    '林川推开木门。\n天边泛白。',
  );

  // The published chapter takes it as its revision; the unsent text is in history.
  chapter = await chapterOf();
  expect(chapter.content).toBe('林川推开木门。\n天边泛起鱼肚白。\n他笑了。');
  expect(chapter.revision?.content).toBe('林川推开木门。\n天边泛白。');
  const versions = await callApi<{ list: ApiVersion[] }>(
    request,
    token,
    'GET',
    '/author/chapter/versions',
    { chapter_id: book.chapterId },
  );
  expect(versions.list[0]?.reason).toBe('restore');
  const texts = await Promise.all(
    versions.list.map((v) =>
      callApi<{ content: string }>(request, token, 'GET', '/author/chapter/version', {
        version_id: v.id,
      }),
    ),
  );
  expect(texts.some((v) => v.content.endsWith('未发送的一句。'))).toBe(true);
  // The panel lists the new versions.
  await expect(panel.getByRole('checkbox', { name: /^对比/ })).toHaveCount(versions.list.length);
  // Escape closes the drawer, and focus is back on the button that opened it.
  await panel.getByRole('checkbox', { name: /^对比/ }).first().focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: '历史版本' })).toBeFocused();
});

test('find and replace in the chapter, by keyboard', async ({ page, request }) => {
  const book = await createBookWithChapter(
    request,
    token,
    '林川推门。\nLin met Linda.\n林川笑了。',
  );
  await openChapter(page, book);
  await contentBox(page).focus();
  await page.keyboard.press('ControlOrMeta+f');
  const find = page.getByRole('textbox', { name: '在本章中查找' });
  await expect(find).toBeFocused();
  await find.fill('林川');
  await expect(page.getByText('第 1 个，共 2 个')).toBeVisible();
  await find.press('Enter');
  await expect(page.getByText('第 2 个，共 2 个')).toBeVisible();

  await page.getByRole('checkbox', { name: '正则表达式' }).check();
  await find.fill('([a-z');
  await expect(page.getByText('不是有效的正则表达式')).toBeVisible();
  await find.fill('Lin\\b');
  await expect(page.getByText('第 1 个，共 1 个')).toBeVisible();
  await page.getByRole('checkbox', { name: '正则表达式' }).uncheck();
  await page.getByRole('checkbox', { name: '全词匹配' }).check();
  await find.fill('Lin');
  await expect(page.getByText('第 1 个，共 1 个')).toBeVisible();
  await noAxeViolations(page, 'search');

  await page.keyboard.press('ControlOrMeta+h');
  await find.fill('林川');
  await page.getByRole('textbox', { name: '替换为' }).fill('林舟');
  await page.getByRole('button', { name: '全部替换' }).click();
  await expect(page.getByText('已替换 2 处')).toBeVisible();
  await expect(contentBox(page)).toHaveValue('林舟推门。\nLin met Linda.\n林舟笑了。');
  await page.getByRole('button', { name: '撤销全部替换' }).click();
  await expect(contentBox(page)).toHaveValue('林川推门。\nLin met Linda.\n林川笑了。');
  await expect(page.getByRole('button', { name: '撤销全部替换' })).toHaveCount(0);
  await page.getByRole('button', { name: '全部替换' }).click();
  await expect(contentBox(page)).toHaveValue('林舟推门。\nLin met Linda.\n林舟笑了。');
  await page.keyboard.press('Escape');
  await expect(find).toHaveCount(0);
  // The replace is in the text box's own undo history: Ctrl+Z and back.
  await contentBox(page).focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(contentBox(page)).toHaveValue('林川推门。\nLin met Linda.\n林川笑了。');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(contentBox(page)).toHaveValue('林舟推门。\nLin met Linda.\n林舟笑了。');
  await page.keyboard.press('ControlOrMeta+s');
  await expect
    .poll(
      async () =>
        (
          await callApi<ApiChapter>(request, token, 'GET', '/author/chapter/info', {
            chapter_id: book.chapterId,
          })
        ).content,
    )
    .toBe('林舟推门。\nLin met Linda.\n林舟笑了。');
  // History keeps the replace as a version of its own, above the text it replaced.
  const history = await callApi<{ list: { reason: string }[] }>(
    request,
    token,
    'GET',
    '/author/chapter/versions',
    { chapter_id: book.chapterId },
  );
  expect(history.list[0]?.reason).toBe('replace');
});

async function bookWithChapters(
  request: Parameters<typeof apiLogin>[0],
  texts: readonly string[],
): Promise<TestBook & { chapterIds: string[] }> {
  const book = await createBookWithChapter(request, token, texts[0]!);
  const chapterIds = [book.chapterId];
  for (const [i, content] of texts.slice(1).entries()) {
    const c = await callApi<{ id: string }>(request, token, 'POST', '/author/chapter/create', {
      book_id: book.bookId,
      volume_id: book.volumeId,
      title: `第${i + 2}章 续`,
      content,
    });
    chapterIds.push(c.id);
  }
  return { ...book, chapterIds };
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`replace a name across the book, then undo it (${locale})`, async ({ page, request }) => {
    const en = locale === 'en-US';
    if (en) await page.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
    const book = await bookWithChapters(request, [
      '林川推门。林川笑了。',
      '苏晴看着林川。',
      '林川不在这一章之外。',
    ]);
    const contents = () =>
      Promise.all(
        book.chapterIds.map(async (id) => {
          const c = await callApi<ApiChapter>(request, token, 'GET', '/author/chapter/info', {
            chapter_id: id,
          });
          return c.content;
        }),
      );
    await page.goto(`/chapter-manage?book_id=${book.bookId}`);
    await page
      .getByRole('button', { name: en ? 'Find and replace' : '查找替换' })
      .click({ timeout: 30_000 });
    const panel = page.getByRole('dialog', {
      name: en ? 'Find and replace in the book' : '全书查找替换',
    });
    await panel.getByRole('textbox', { name: en ? 'Find' : '查找' }).fill('林川');
    await panel.getByRole('textbox', { name: en ? 'Replace with' : '替换为' }).fill('林舟');
    await panel.getByRole('button', { name: en ? 'Search the book' : '搜索全书' }).click();
    await expect(
      panel.getByText(
        en ? '4 matches in 3 chapters (3 chapters searched)' : '3 章中共 4 处（已搜索 3 章）',
      ),
    ).toBeVisible();
    await expect(panel.locator('mark', { hasText: '林川' })).toHaveCount(4);
    await noAxeViolations(page, '.fui-DrawerBody');

    // Leave the third chapter as it is.
    await panel.getByRole('checkbox', { name: /第3章/ }).uncheck();
    await panel
      .getByRole('button', { name: en ? 'Replace in 2 chapters' : '在 2 章中替换' })
      .click();
    const confirm = page.getByRole('dialog', {
      name: en ? 'Replace across the book?' : '确认全书替换？',
    });
    await confirm
      .getByRole('button', { name: en ? 'Replace in 2 chapters' : '在 2 章中替换' })
      .click();
    await expect(
      panel.getByText(en ? /Replaced 3 matches in 2 chapters/ : /已在 2 章中替换 3 处/),
    ).toBeVisible();
    expect(await contents()).toEqual([
      '林舟推门。林舟笑了。',
      '苏晴看着林舟。',
      '林川不在这一章之外。',
    ]);
    await noAxeViolations(page, '.fui-DrawerBody');

    await panel
      .getByRole('button', { name: en ? 'Undo the whole replace' : '撤销整次替换' })
      .click();
    await expect(
      panel.getByText(en ? /The replace is undone: 2 chapters/ : /替换已撤销：2 章/),
    ).toBeVisible();
    expect(await contents()).toEqual([
      '林川推门。林川笑了。',
      '苏晴看着林川。',
      '林川不在这一章之外。',
    ]);
  });
}
