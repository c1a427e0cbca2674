/**
 * The author API as the specs use it to set up and check what the screens
 * did: calls that fail the test on any non-zero code, a demo author's
 * session, and new books to mutate, so no spec changes seeded data another
 * reads.
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

/** The session the page's app holds (its stored token). */
export async function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** {@link callApi} with the session of the app in `page`, as the app would ask. */
export async function pageApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<T> {
  return callApi<T>(page.request, await pageToken(page), method, path, payload);
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

let serial = 0;
/** A title unique to this run and worker (book titles are unique per author). */
export function uniqueTitle(prefix: string): string {
  serial++;
  return `${prefix}${Date.now().toString(36).slice(-5)}${process.pid % 1000}${serial}`.slice(0, 30);
}

/** What {@link createBook} made: a long novel with its first volume. */
export interface NewBook {
  id: string;
  title: string;
  volumeId: string;
  volumeTitle: string;
}

/** A new long novel of the author (a pending book may have chapters: its first volume comes with it). */
export async function createBook(
  request: APIRequestContext,
  token: string | null,
  titlePrefix: string,
): Promise<NewBook> {
  const tree = await callApi<CategoryNode[] | { list: CategoryNode[] }>(
    request,
    token,
    'GET',
    '/author/book/category/tree',
  );
  const title = uniqueTitle(titlePrefix);
  const book = await callApi<{ id: string }>(request, token, 'POST', '/author/book/create', {
    kind: 'long',
    title,
    audience: 'male',
    category_id: firstLeaf(Array.isArray(tree) ? tree : tree.list),
    synopsis: '一座被潮水围困的孤城，一个能听见石头说话的少年，和一场持续了三百年的约定。',
  });
  const volumes = await callApi<{ list: { id: string; title: string }[] }>(
    request,
    token,
    'GET',
    '/author/volume/list',
    { book_id: book.id },
  );
  const volume = volumes.list[0]!;
  return { id: book.id, title, volumeId: volume.id, volumeTitle: volume.title };
}
