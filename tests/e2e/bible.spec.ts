/**
 * The story bible (issue 32): a character created with an alias is found in
 * the chapters that name it (the longer 林远山 does not count as 林远), its
 * appearances listed with a line of context; the screen checked by axe.
 */

import { readFile } from 'node:fs/promises';
import { expect as baseExpect } from '@playwright/test';
import { expectAccessible } from './axe';
import { apiLogin, callApi, createBookWithChapter, type TestBook } from './editor-helpers';
import { test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR });

const expect = baseExpect.configure({ timeout: 15_000 });

// Many steps, each a write the server answers after updating the index: on
// the 2-core machine beside another worker, 2 minutes was not always enough.
test.setTimeout(240_000);

let book: TestBook;

test.beforeEach(async ({ request }) => {
  const token = await apiLogin(request, SIGNED_AUTHOR);
  book = await createBookWithChapter(request, token, '林远推开门。小远，有人在叫他。');
  await callApi(request, token, 'POST', '/author/chapter/create', {
    book_id: book.bookId,
    volume_id: book.volumeId,
    title: '第2章 堂兄',
    content: '林远山站在门外，一言不发。',
  });
  // Another character whose name holds 林远: the longest name is the one counted.
  await callApi(request, token, 'POST', '/author/bible/entity/create', {
    book_id: book.bookId,
    kind: 'character',
    name: '林远山',
  });
});

test('create a character with an alias and see where it appears', async ({ page }) => {
  await page.goto(`/book-manage/bible?book_id=${book.bookId}`);
  await expect(page.getByRole('heading', { name: '设定集', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: '新建条目' }).click();
  const form = page.getByRole('dialog', { name: '新建条目' });
  await form.getByLabel('名称').fill('林远');
  await form.getByLabel('别名').fill('小远');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();

  const entry = page.getByRole('region', { name: '林远' });
  await expect(entry.getByText('别名：小远')).toBeVisible();
  // Chapter 2 names only 林远山: one chapter, two mentions (the name and the alias).
  await expect(entry.getByText('共 1 章、2 次提及', { exact: false })).toBeVisible();
  const appearances = entry.getByRole('region', { name: '出场章节' });
  await expect(appearances.getByRole('listitem')).toHaveCount(1);
  await expect(appearances.getByText('林远推开门。小远，有人在叫他。')).toBeVisible();

  const list = page.getByRole('region', { name: '设定条目' });
  await expect(list.getByRole('button', { name: /^林远 人物/ })).toContainText('1 章出场');
  await expect(list.getByRole('button', { name: /^林远山 人物/ })).toContainText('1 章出场');

  // A second name already used by the book is refused in place.
  await page.getByRole('button', { name: '新建条目' }).click();
  await form.getByLabel('名称').fill('小远');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('这个名称已被本书的其他条目使用。')).toBeVisible();
  // The button stays focusable while the save is in flight: a keyboard user
  // is still on it when the refusal comes back (focus on the page's body
  // inside a modal dialog lost the dialog from the accessibility tree).
  await expect(form.getByRole('button', { name: '保存' })).toBeFocused();
  await form.getByRole('button', { name: '取消' }).click();

  await expectAccessible(page, 'the story bible', { include: ['main'] });
});

test('the bible at phone width, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/book-manage/bible?book_id=${book.bookId}`);
  await expect(page.getByRole('heading', { name: '设定集', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新建条目' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: '新建条目' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'the story bible at 390 px', { include: ['main'] });
});

test('progressions, reminders, a merge and a delete', async ({ page, request }) => {
  const token = await apiLogin(request, SIGNED_AUTHOR);
  // The same man on two cards: 远山 was written before the author settled on 林远山.
  await callApi(request, token, 'POST', '/author/bible/entity/create', {
    book_id: book.bookId,
    kind: 'character',
    name: '远山',
    aliases: ['山哥'],
  });
  await page.goto(`/book-manage/bible?book_id=${book.bookId}`);
  const list = page.getByRole('region', { name: '设定条目' });

  // A progression on 林远山, as of chapter 2.
  await list.getByRole('button', { name: /^林远山 人物/ }).click();
  let entry = page.getByRole('region', { name: '林远山' });
  const progressions = entry.getByRole('region', { name: '设定变化' });
  await progressions.getByLabel('从第几章起').fill('2');
  await progressions.getByLabel('变化').fill('金丹期');
  await progressions.getByRole('button', { name: '添加变化' }).click();
  await expect(progressions.getByText('第 2 章起：金丹期')).toBeVisible();

  // 远山 merged into 林远山: its names become aliases, its card is gone.
  await list.getByRole('button', { name: /^远山 人物/ }).click();
  entry = page.getByRole('region', { name: '远山' });
  await entry.getByRole('button', { name: '合并到…' }).click();
  const merge = page.getByRole('dialog', { name: '把「远山」并入另一个条目' });
  await merge.getByLabel('并入哪个条目').selectOption({ label: '林远山（人物）' });
  await merge.getByRole('button', { name: '合并', exact: true }).click();
  entry = page.getByRole('region', { name: '林远山' });
  await expect(entry.getByText(/^别名：.*远山/)).toBeVisible();
  await expect(entry.getByText(/^别名：.*山哥/)).toBeVisible();
  await expect(list.getByRole('button', { name: /^远山 人物/ })).toHaveCount(0);

  // The reminders: a value out of range is refused in place, a good one kept.
  const reminders = page.getByRole('region', { name: '提醒设置' });
  await reminders.getByLabel('伏笔埋下超过多少章仍未回收时标出').fill('0');
  await reminders.getByRole('button', { name: '保存设置' }).click();
  await expect(reminders.getByText('请填写 1 到 10000 之间的数。')).toBeVisible();
  await reminders.getByLabel('伏笔埋下超过多少章仍未回收时标出').fill('120');
  await reminders.getByRole('button', { name: '保存设置' }).click();
  await expect(
    page
      .getByRole('region', { name: '伏笔' })
      .getByText('埋下后超过 120 章仍未回收的伏笔会被标出。'),
  ).toBeVisible();

  // Deleting 林远山 asks first, then the panel is empty again.
  await entry.getByRole('button', { name: '删除条目' }).click();
  await page
    .getByRole('dialog', { name: '删除「林远山」？' })
    .getByRole('button', { name: '删除条目' })
    .click();
  await expect(list.getByRole('button', { name: /^林远山 人物/ })).toHaveCount(0);
  await expect(page.getByText('从列表中选择一个条目，查看它在哪些章节出场。')).toBeVisible();
  await expectAccessible(page, 'the story bible after a delete', { include: ['main'] });
});

test('the bible exported as Markdown to read', async ({ page }) => {
  await page.goto(`/book-manage/bible?book_id=${book.bookId}`);
  await expect(page.getByRole('region', { name: '设定条目' }).getByText('林远山')).toBeVisible();
  await page.getByRole('button', { name: '导出设定' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Markdown（便于阅读）' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/_设定集\.md$/);
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text).toMatch(/^# 《.+》设定集/);
  expect(text).toContain('## 人物\n\n### 林远山');
});
