/**
 * Keeping the mention index in step with the text: a chapter's rows are
 * rewritten on each of its saves, the whole book's when names change. Both
 * run inside the writer's transaction, after the book's row lock, so a save
 * and a rename of the same book never interleave.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import {
  deleteBookMentions,
  deleteChapterMentions,
  insertMentions,
  type NewBibleMention,
  namesOf,
  namesVersionOf,
  workingTextsAfter,
  workingTextsOf,
} from '../../repositories/bible';
import { compileNames, type NameMatcher } from './matcher';

/**
 * Compiled matchers by book and names version. Filled only from names read
 * on the save path (committed names: writers of names hold the book lock the
 * save waited for), never by a writer whose transaction may still roll back.
 */
const matchers = new LRUCache<string, { matcher: NameMatcher | null }>({ max: 200 });

async function compiledNames(tx: Db, bookId: string): Promise<NameMatcher | null> {
  const names = await namesOf(tx, bookId);
  return compileNames(names.map((e) => ({ id: e.id, names: [e.name, ...e.aliases] })));
}

function rowsOf(
  matcher: NameMatcher,
  bookId: string,
  chapterId: string,
  text: string,
): NewBibleMention[] {
  return matcher.search(text).map((m) => ({ bookId, chapterId, ...m }));
}

/**
 * After a save: the chapter's mentions from its new working text. A book
 * without a bible costs one indexed lookup.
 */
export async function indexChapter(
  tx: Db,
  bookId: string,
  chapterId: string,
  text: string,
): Promise<void> {
  const version = await namesVersionOf(tx, bookId);
  if (version === undefined) return;
  const key = `${bookId}:${version}`;
  let cached = matchers.get(key);
  if (!cached) {
    cached = { matcher: await compiledNames(tx, bookId) };
    matchers.set(key, cached);
  }
  await deleteChapterMentions(tx, chapterId);
  if (cached.matcher) await insertMentions(tx, rowsOf(cached.matcher, bookId, chapterId, text));
}

/** After a change of several chapters' texts (a replace, a restore): their mentions again. */
export async function indexChapters(tx: Db, bookId: string, chapterIds: string[]): Promise<void> {
  if ((await namesVersionOf(tx, bookId)) === undefined) return;
  for (const chapter of await workingTextsOf(tx, chapterIds)) {
    await indexChapter(tx, bookId, chapter.id, chapter.content);
  }
}

/** Chapters read at a time by a rebuild: a few megabytes of text. */
const REBUILD_PAGE = 500;

/** Every chapter's mentions again, after a change of names. Answers the rows written. */
export async function rebuildBookIndex(tx: Db, bookId: string): Promise<number> {
  await deleteBookMentions(tx, bookId);
  const matcher = await compiledNames(tx, bookId);
  if (!matcher) return 0;
  let written = 0;
  // Positions are positive (sparse ranks from 1,024 up).
  let after = -1;
  for (;;) {
    const page = await workingTextsAfter(tx, bookId, after, REBUILD_PAGE);
    if (page.length === 0) break;
    const rows = page.flatMap((c) => rowsOf(matcher, bookId, c.id, c.content));
    await insertMentions(tx, rows);
    written += rows.length;
    after = page[page.length - 1]!.position;
  }
  return written;
}
