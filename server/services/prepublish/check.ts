/**
 * The pre-publish check's operations: the rules in force, a posted text, a
 * saved chapter. The check itself is src/lib/prepublish, the same code the
 * editor runs while the author types.
 */
import { checkText } from '../../../src/lib/prepublish';
import type { AppContext } from '../../context';
import { notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import { namesOf } from '../../repositories/bible';
import { findOwnBook } from '../../repositories/books';
import { revisionOf } from '../../repositories/chapter-revisions';
import { ownedChapter } from '../chapters/ownership';
import { rulesInForce } from './rules';

/** The rules in force; for a book, with the names its hygiene compares words against. */
export async function prepublishRules(app: AppContext, authorId: string, bookId?: string) {
  const names = bookId ? { names: await bookNames(app, authorId, bookId) } : {};
  const rules = await rulesInForce(app.db, app.db, app.now());
  return { version: rules.compiled.version, rules: rules.entries, ...names };
}

/** The names a book uses: its protagonists, and its story bible's names and aliases. */
async function bookNames(app: AppContext, authorId: string, bookId: string): Promise<string[]> {
  const book = await findOwnBook(app.db, authorId, bookId);
  if (!book) throw notFound();
  const bible = await namesOf(app.db, book.id);
  return [...new Set([...book.protagonists, ...bible.flatMap((e) => [e.name, ...e.aliases])])];
}

export async function checkPostedText(
  app: AppContext,
  authorId: string,
  body: RequestBody<'checkPrepublishText'>,
) {
  const names = body.book_id ? await bookNames(app, authorId, body.book_id) : [];
  const rules = await rulesInForce(app.db, app.db, app.now());
  return {
    rules_version: rules.compiled.version,
    findings: checkText(rules.compiled, body.text, { names }),
  };
}

/** The text the author edits: the pending revision when there is one (offsets are into it). */
export async function checkSavedChapter(app: AppContext, authorId: string, chapterId: string) {
  const chapter = await ownedChapter(app.db, authorId, chapterId);
  const revision = await revisionOf(app.db, chapter.id);
  const names = await bookNames(app, authorId, chapter.bookId);
  const rules = await rulesInForce(app.db, app.db, app.now());
  return {
    rules_version: rules.compiled.version,
    chapter_id: chapter.id,
    findings: checkText(rules.compiled, revision?.content ?? chapter.content, { names }),
  };
}
