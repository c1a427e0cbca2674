/**
 * Helpers of the chapter editor specs: each test makes its own book and
 * chapters through the API (a pending book may have chapters: its first
 * volume is created with it), so no spec mutates seeded data others read.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { callApi, createBook } from './api';

export { apiLogin, callApi, uniqueTitle } from './api';

/** What {@link createBookWithChapter} made. */
export interface TestBook {
  bookId: string;
  volumeId: string;
  chapterId: string;
}

/** A new long novel of the author with one chapter holding `content`. */
export async function createBookWithChapter(
  request: APIRequestContext,
  token: string,
  content: string,
): Promise<TestBook> {
  const book = await createBook(request, token, '编辑测试');
  const volumeId = book.volumeId;
  const chapter = await callApi<{ id: string }>(request, token, 'POST', '/author/chapter/create', {
    book_id: book.id,
    volume_id: volumeId,
    title: '第一章 风起',
    content,
  });
  return { bookId: book.id, volumeId, chapterId: chapter.id };
}

/** The chapter as the server holds it. */
export async function serverChapter(
  request: APIRequestContext,
  token: string,
  chapterId: string,
): Promise<{ content: string; title: string; version: number }> {
  return callApi(request, token, 'GET', '/author/chapter/info', { chapter_id: chapterId });
}

/** The editor's text box. */
export const contentBox = (page: Page) => page.getByRole('textbox', { name: '正文' });

/** Opens a chapter in the editor and waits until it can be typed in. */
export async function openEditor(page: Page, book: TestBook): Promise<void> {
  await page.goto(`/chapter-add?book_id=${book.bookId}&chapter_id=${book.chapterId}`);
  // Generous: with two workers and a seeded 3,000-chapter book the shared
  // server can be slow to answer the first calls.
  await expect(page.getByRole('heading', { level: 1, name: /第\d+章/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(contentBox(page)).toBeEditable();
}

/** Types at the end of the chapter text, as an author does. */
export async function typeAtEnd(page: Page, text: string): Promise<void> {
  const box = contentBox(page);
  await box.focus();
  await box.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

/** The status line under the heading. */
export const syncStatus = (page: Page) => page.getByRole('main').getByRole('status');
