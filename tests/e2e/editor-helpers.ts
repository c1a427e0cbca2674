/**
 * Helpers of the chapter editor specs: each test makes its own book and
 * chapters through the API (a pending book may have chapters: its first
 * volume is created with it), so no spec mutates seeded data others read.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

interface Envelope<T> {
  code: number;
  msg: string;
  body: T;
}

/** Calls the author API and returns the body, failing the test on a non-zero code. */
export async function callApi<T>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  const headers = token ? { 'x-token': token } : undefined;
  const response =
    method === 'GET'
      ? await request.get(path, { headers, params: payload as Record<string, string> })
      : await request.post(path, { headers, data: payload ?? {} });
  expect(response.ok(), `${method} ${path} answered HTTP ${response.status()}`).toBe(true);
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.msg}`).toBe(0);
  return envelope.body;
}

/** A fresh API session of a demo author. */
export async function apiLogin(request: APIRequestContext, phone: string): Promise<string> {
  const body = await callApi<{ token: string }>(
    request,
    null,
    'POST',
    '/author/user/login_by_pwd',
    {
      phone,
      password: DEMO_PASSWORD,
    },
  );
  return body.token;
}

interface CategoryNode {
  id: string;
  children?: CategoryNode[] | null;
}

function firstLeaf(nodes: readonly CategoryNode[]): string {
  for (const node of nodes) {
    if (!node.children || node.children.length === 0) return node.id;
    const leaf = firstLeaf(node.children);
    if (leaf) return leaf;
  }
  return '';
}

/** What {@link createBookWithChapter} made. */
export interface TestBook {
  bookId: string;
  volumeId: string;
  chapterId: string;
}

let serial = 0;
/** A title unique to this run and worker (book titles are unique per author). */
export function uniqueTitle(prefix: string): string {
  serial++;
  return `${prefix}${Date.now().toString(36).slice(-5)}${process.pid % 1000}${serial}`.slice(0, 30);
}

/** A new long novel of the author with one chapter holding `content`. */
export async function createBookWithChapter(
  request: APIRequestContext,
  token: string,
  content: string,
): Promise<TestBook> {
  const tree = await callApi<CategoryNode[] | { list: CategoryNode[] }>(
    request,
    token,
    'GET',
    '/author/book/category/tree',
  );
  const categoryId = firstLeaf(Array.isArray(tree) ? tree : tree.list);
  const book = await callApi<{ id: string }>(request, token, 'POST', '/author/book/create', {
    kind: 'long',
    title: uniqueTitle('编辑测试'),
    audience: 'male',
    category_id: categoryId,
    synopsis: '这是一本为自动化测试创建的作品，用来检查章节编辑器不会丢失任何一个字。',
  });
  const volumes = await callApi<{ list: { id: string }[] }>(
    request,
    token,
    'GET',
    '/author/volume/list',
    {
      book_id: book.id,
    },
  );
  const volumeId = volumes.list[0]?.id ?? '';
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
