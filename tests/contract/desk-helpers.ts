/**
 * Shapes and helpers the writer's-desk contract tests share: the demo books,
 * chapters as the spec answers them, and reading a book in full.
 */
import { expect } from 'vitest';
import type { components } from '../../src/api/schema';
import { type Envelope, startServer, type TestServer, UNSIGNED_PHONE } from './harness';

export type Chapter = components['schemas']['Chapter'];
export type Summary = components['schemas']['ChapterSummary'];
export type Book = components['schemas']['Book'];
export type Volume = components['schemas']['Volume'];
export type VersionSummary = components['schemas']['ChapterVersionSummary'];
export type Version = components['schemas']['ChapterVersion'];

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The author's long novels by title. */
export async function longBooks(server: TestServer, token: string): Promise<Map<string, Book>> {
  const { list } = await server.ok<{ list: Book[] }>('listBooks', {
    token,
    query: { kind: 'long', page_size: 100 },
  });
  return new Map(list.map((b) => [b.title, b]));
}

/** Every non-trashed chapter of a book in reading order (or of one status). */
export async function chaptersOf(
  server: TestServer,
  token: string,
  bookId: string,
  status?: Summary['status'],
): Promise<Summary[]> {
  const page = await server.ok<{ list: Summary[] }>('listChapters', {
    token,
    query: { book_id: bookId, page_size: 500, status },
  });
  return page.list;
}

export function getChapter(server: TestServer, token: string, id: string): Promise<Chapter> {
  return server.ok<Chapter>('getChapter', { token, query: { chapter_id: id } });
}

export function save(
  server: TestServer,
  token: string,
  chapter: Pick<Chapter, 'id' | 'version'>,
  fields: {
    title?: string;
    content?: string;
    author_note?: string;
    is_vip?: boolean;
    replace_all?: boolean;
  },
): Promise<Chapter> {
  return server.ok<Chapter>('updateChapter', {
    token,
    body: { chapter_id: chapter.id, version: chapter.version, ...fields },
  });
}

/** Every version of a chapter, newest first. */
export async function historyOf(
  server: TestServer,
  token: string,
  chapterId: string,
): Promise<VersionSummary[]> {
  const all: VersionSummary[] = [];
  for (let page = 1; ; page++) {
    const body = await server.ok<{ list: VersionSummary[]; total: number }>('listChapterVersions', {
      token,
      query: { chapter_id: chapterId, page, page_size: 100 },
    });
    all.push(...body.list);
    if (all.length >= body.total || body.list.length === 0) return all;
  }
}

export function expectCode(result: Envelope, code: number): void {
  expect(result.code, JSON.stringify(result).slice(0, 400)).toBe(code);
}

/** A fresh server with both demo authors logged in and the signed one's 3,000-chapter novel. */
export async function deskServer(): Promise<{
  server: TestServer;
  token: string;
  otherToken: string;
  bigBook: Book;
}> {
  const server = await startServer();
  const token = await server.login();
  const otherToken = await server.login(UNSIGNED_PHONE);
  const bigBook = (await longBooks(server, token)).get('星海长歌')!;
  return { server, token, otherToken, bigBook };
}

/** The texts history holds for a chapter, newest first. */
export async function historyTexts(
  server: TestServer,
  token: string,
  chapterId: string,
): Promise<Version[]> {
  const history = await historyOf(server, token, chapterId);
  return Promise.all(
    history.map((v) =>
      server.ok<Version>('getChapterVersion', { token, query: { version_id: v.id } }),
    ),
  );
}

/** What an undo of a trash, move or schedule puts back for each chapter. */
export function placeOf(c: Summary) {
  return [c.id, c.status, c.volume_id, c.position, c.chapter_no, c.publish_at];
}
