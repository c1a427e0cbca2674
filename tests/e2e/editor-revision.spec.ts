/**
 * Editing a published or scheduled chapter: the edits wait as a pending
 * revision (readers keep the published text) until the author updates the
 * chapter, confirmed with the word-count change, or discards them.
 */
import { expect as baseExpect } from '@playwright/test';
import { eachTestOnANewBook } from './each-test-book';
import {
  type apiLogin,
  callApi,
  contentBox,
  openEditor,
  syncStatus,
  typeAtEnd,
} from './editor-helpers';
import { test } from './fixtures';

// The machine running these is shared and often busy: patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(90_000);

interface ApiChapter {
  content: string;
  status: string;
  text_state: string;
  version: number;
  word_count: number;
  publish_at: string | null;
  revision: { content: string; word_count: number } | null;
}

const fresh = eachTestOnANewBook('第一段。');

const chapterOf = (request: Parameters<typeof apiLogin>[0]) =>
  callApi<ApiChapter>(request, fresh.token, 'GET', '/author/chapter/info', {
    chapter_id: fresh.book.chapterId,
  });

test('an edit to a published chapter waits as a revision until the author updates the chapter', async ({
  page,
  request,
}) => {
  await callApi(request, fresh.token, 'POST', '/author/chapter/publish', {
    chapter_id: fresh.book.chapterId,
  });
  await openEditor(page, fresh.book);
  await expect(page.getByText(/读者看到的是这份正文/)).toBeVisible();
  await expect(page.getByRole('button', { name: '保存修订' })).toBeVisible();
  await expect(page.getByRole('button', { name: '存为草稿' })).toHaveCount(0);

  await typeAtEnd(page, '补上一句话。');
  await expect(
    page.getByText('已发布——你的修改是一份待发布的修订，读者看到的仍是已发布的正文。'),
  ).toBeVisible();
  await page.keyboard.press('ControlOrMeta+s');
  await expect(syncStatus(page)).toContainText('已保存到云端');

  // Readers still have the published text; the edit is the pending revision.
  const pending = await chapterOf(request);
  expect(pending).toMatchObject({ content: '第一段。', text_state: 'revision' });
  expect(pending.revision?.content).toBe('第一段。补上一句话。');

  await page.getByRole('button', { name: '更新已发布章节' }).click();
  const confirm = page.getByRole('dialog', { name: '更新已发布章节？' });
  await expect(confirm).toContainText('字数：3字 → 8字（+5）');
  await confirm.getByRole('button', { name: '更新已发布章节' }).click();

  await expect(page.getByText('章节已更新').first()).toBeVisible();
  await expect(page.getByText(/读者看到的是这份正文/)).toBeVisible();
  await expect(page.getByRole('button', { name: '更新已发布章节' })).toHaveCount(0);
  const applied = await chapterOf(request);
  expect(applied).toMatchObject({
    content: '第一段。补上一句话。',
    text_state: 'published',
    revision: null,
  });
  await expect(contentBox(page)).toHaveValue('第一段。补上一句话。');
});

test('discarding the revision brings back the published text and keeps the revision in history', async ({
  page,
  request,
}) => {
  await callApi(request, fresh.token, 'POST', '/author/chapter/publish', {
    chapter_id: fresh.book.chapterId,
  });
  await openEditor(page, fresh.book);
  await typeAtEnd(page, '这句不要了。');

  // Discarding saves what was typed first, so history has it.
  await page.getByRole('button', { name: '放弃修订' }).click();
  const confirm = page.getByRole('dialog', { name: '放弃这份修订？' });
  await expect(confirm).toContainText('读者看到的正文（3字）');
  await confirm.getByRole('button', { name: '放弃修订' }).click();

  await expect(page.getByText('已放弃修订').first()).toBeVisible();
  await expect(contentBox(page)).toHaveValue('第一段。');
  const chapter = await chapterOf(request);
  expect(chapter).toMatchObject({ content: '第一段。', revision: null });
  const history = await callApi<{ list: { reason: string; word_count: number }[] }>(
    request,
    fresh.token,
    'GET',
    '/author/chapter/versions',
    { chapter_id: fresh.book.chapterId },
  );
  expect(history.list.map((v) => v.reason)).toContain('revision_discarded');

  // Reloading does not offer the discarded text back as a local draft.
  await page.reload();
  await expect(contentBox(page)).toHaveValue('第一段。');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a scheduled chapter says when it goes out, and an update changes what goes out then', async ({
  page,
  request,
}) => {
  const publishAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  await callApi(request, fresh.token, 'POST', '/author/chapter/publish', {
    chapter_id: fresh.book.chapterId,
    publish_at: publishAt,
  });
  await openEditor(page, fresh.book);
  await expect(page.getByText(/^定时发布：将于 .* 以这份正文发布/)).toBeVisible();
  await typeAtEnd(page, '定时前改一下。');
  await expect(page.getByText(/你的修改是一份待发布的修订；不更新的话/)).toBeVisible();

  await page.getByRole('button', { name: '更新定时章节' }).click();
  await page
    .getByRole('dialog', { name: '更新定时章节？' })
    .getByRole('button', { name: '更新定时章节' })
    .click();
  await expect(page.getByText('章节已更新').first()).toBeVisible();
  const chapter = await chapterOf(request);
  expect(chapter).toMatchObject({
    status: 'scheduled',
    content: '第一段。定时前改一下。',
    revision: null,
  });
  expect(new Date(chapter.publish_at ?? '').getTime()).toBe(new Date(publishAt).getTime());
});
