/**
 * Writing chapters one at a time: create (idempotent under the editor's
 * draft id), save with optimistic versions, and the import of many drafts.
 * Bulk state changes and moves are in ./batch-commands.ts.
 */

import { codePointLength, FIELD_LIMITS } from '../../../src/lib/contract';
import { countWords } from '../../../src/lib/word-count';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { NewChapter, Volume } from '../../db/schema';
import { conflict, invalid, notAllowed, notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import { insertChapters, updateChapterRow } from '../../repositories/chapter-writes';
import { chapterIdOfDraft, chapterSummaryRow, ownChapterBookId } from '../../repositories/chapters';
import { indexChapters } from '../bible/mention-index';
import { Deltas } from './aggregates';
import { keepTextBeforeSave, noteSave } from './history';
import type { ChapterSummaryView, ChapterView } from './mappers';
import { type LockedBook, lockBook, ownedChapter, ownedVolume } from './ownership';
import { type Anchor, anchorIn, isBookEnd, renumber, slots } from './positions';
import { saveRevision, snapshotOf } from './revisions';
import { cleanTitle, requireVipAllowed } from './rules';
import { readChapter, summariesOf, toChapter } from './views';
import { editsAsRevision } from './working-text';

type CreateBody = RequestBody<'createChapter'>;
type UpdateBody = RequestBody<'updateChapter'>;
type ImportBody = RequestBody<'importChapters'>;

/**
 * Inserts new drafts at `anchor` of the volume, numbering them without a
 * renumber when they land at the very end of the book.
 */
async function insertDrafts(
  tx: Db,
  app: AppContext,
  book: LockedBook,
  volume: Volume,
  anchor: Anchor,
  drafts: Pick<NewChapter, 'title' | 'content' | 'authorNote' | 'isVip' | 'draftId'>[],
): Promise<string[]> {
  const now = app.now();
  const positions = await slots(tx, book.id, volume.id, anchor, drafts.length);
  const atEnd = await isBookEnd(tx, book.id, positions[0]!);
  const deltas = new Deltas();
  const rows: NewChapter[] = drafts.map((draft, i) => {
    const wordCount = countWords(draft.content ?? '');
    deltas.add(volume.id, 1, wordCount);
    return {
      ...draft,
      id: newId(),
      bookId: book.id,
      volumeId: volume.id,
      // Right when appended at the end of the book; else renumbered below.
      chapterNo: book.chapterCount + i + 1,
      position: positions[i]!,
      wordCount,
      status: 'draft',
      version: 1,
      createTime: now,
      updateTime: now,
    };
  });
  await insertChapters(tx, rows);
  await deltas.apply(tx, book.id, now);
  if (!atEnd) await renumber(tx, book.id);
  const ids = rows.map((r) => r.id!);
  // New chapters (a create with text, an import) mention the bible's names too.
  await indexChapters(tx, book.id, ids);
  return ids;
}

export async function createChapter(
  app: AppContext,
  authorId: string,
  body: CreateBody,
): Promise<ChapterView> {
  const title = cleanTitle(body.title);
  return app.db.transaction(async (tx) => {
    const book = await lockBook(tx, body.book_id, authorId);
    // A create sent again under the same draft id answers the chapter the
    // first one made (read under the book's lock, so two racing sends make one).
    if (body.draft_id) {
      const made = await chapterIdOfDraft(tx, book.id, body.draft_id);
      if (made) return readChapter(tx, made);
    }
    const volume = await ownedVolume(tx, authorId, body.volume_id);
    if (volume.bookId !== book.id) throw invalid({ volume_id: 'validation.invalid' });
    requireVipAllowed(body.is_vip, book.allowVip);
    const anchor = await anchorIn(tx, volume.id, body.after_chapter_id);
    const [id] = await insertDrafts(tx, app, book, volume, anchor, [
      {
        title,
        content: body.content,
        authorNote: body.author_note ?? '',
        isVip: body.is_vip ?? false,
        draftId: body.draft_id ?? null,
      },
    ]);
    const made = await readChapter(tx, id!);
    const text = {
      chapterId: made.id,
      bookId: made.book_id,
      title: made.title,
      content: made.content,
      authorNote: made.author_note,
      wordCount: made.word_count,
    };
    await noteSave(tx, authorId, text, 0, app.now());
    return made;
  });
}

/**
 * Saves a chapter when `version` is the stored one; otherwise 104001 carries
 * the stored chapter so the editor can show both texts (nothing is lost).
 */
export async function updateChapter(
  app: AppContext,
  authorId: string,
  body: UpdateBody,
): Promise<ChapterView> {
  const title = body.title === undefined ? undefined : cleanTitle(body.title);
  return app.db.transaction(async (tx) => {
    // Saves are the most frequent write (autosave of ~20,000 characters), so
    // the stored text is read only when a conflict has to show it.
    const bookId = await ownChapterBookId(tx, authorId, body.chapter_id);
    if (!bookId) throw notFound();
    const book = await lockBook(tx, bookId);
    // Read under the lock: another save may have landed meanwhile.
    const current = await chapterSummaryRow(tx, body.chapter_id);
    if (!current) throw notFound();
    if (current.status === 'trashed') throw notAllowed('Restore the chapter first');
    if (current.version !== body.version) {
      const stored = await ownedChapter(tx, authorId, current.id);
      throw conflict('The chapter was saved elsewhere', { current: await toChapter(tx, stored) });
    }
    requireVipAllowed(body.is_vip, book.allowVip);
    const now = app.now();
    // Readers keep the published (or scheduled) text until the author applies the edits.
    if (editsAsRevision(current.status)) {
      return saveRevision(tx, authorId, current.id, { ...body, title }, now);
    }
    await keepTextBeforeSave(
      tx,
      current.id,
      async () => snapshotOf(await ownedChapter(tx, authorId, current.id)),
      now,
      { replacedAll: body.replace_all },
    );
    const wordCount = body.content === undefined ? current.wordCount : countWords(body.content);
    const saved = await updateChapterRow(tx, current.id, {
      title,
      content: body.content,
      authorNote: body.author_note,
      isVip: body.is_vip,
      wordCount,
      version: current.version + 1,
      updateTime: now,
    });
    const deltas = new Deltas();
    deltas.add(current.volumeId, 0, wordCount - current.wordCount);
    await deltas.apply(tx, book.id, now);
    await noteSave(tx, authorId, snapshotOf(saved), current.wordCount, now, body.replace_all);
    return toChapter(tx, saved);
  });
}

export interface ImportFailure {
  index: number;
  title: string;
  field: string;
  reason: string;
}

type ImportedDraft = Pick<NewChapter, 'title' | 'content' | 'authorNote' | 'isVip'>;

/** The import's chapters split into what can be created and why each other one cannot. */
function checkImported(chapters: ImportBody['chapters']): {
  valid: ImportedDraft[];
  failed: ImportFailure[];
} {
  const failed: ImportFailure[] = [];
  const valid: ImportedDraft[] = [];
  chapters.forEach((item, index) => {
    const title = item.title.trim();
    const fail = (field: string, reason: string) =>
      failed.push({ index, title: item.title, field, reason });
    if (title === '') fail('title', 'validation.tooShort');
    else if (codePointLength(title) > FIELD_LIMITS.chapterTitle.max) {
      fail('title', 'validation.tooLong');
    } else if (codePointLength(item.content) > FIELD_LIMITS.chapterContent.max) {
      fail('content', 'validation.tooLong');
    } else if (codePointLength(item.author_note ?? '') > FIELD_LIMITS.authorNote.max) {
      fail('author_note', 'validation.tooLong');
    } else {
      valid.push({
        title,
        content: item.content,
        authorNote: item.author_note ?? '',
        isVip: false,
      });
    }
  });
  return { valid, failed };
}

/**
 * Imports split chapters as drafts at the end of a volume. Each invalid one is
 * reported by index and title; the valid ones are created together or not at
 * all.
 */
export async function importChapters(
  app: AppContext,
  authorId: string,
  body: ImportBody,
): Promise<{ created: ChapterSummaryView[]; failed: ImportFailure[] }> {
  const { valid, failed } = checkImported(body.chapters);
  return app.db.transaction(async (tx) => {
    const book = await lockBook(tx, body.book_id, authorId);
    const volume = await ownedVolume(tx, authorId, body.volume_id);
    if (volume.bookId !== book.id) throw invalid({ volume_id: 'validation.invalid' });
    if (valid.length === 0) return { created: [], failed };
    const ids = await insertDrafts(tx, app, book, volume, 'last', valid);
    return { created: await summariesOf(tx, ids), failed };
  });
}
