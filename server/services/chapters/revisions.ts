/**
 * Pending revisions: a published or scheduled chapter's edits, kept apart
 * from the text readers have (or get at `publish_at`) until the author
 * applies them; discarding drops them (their text stays in history). A draft
 * has none: its saves are its text. `writeWorkingText` is the one place that
 * sets what the author edits, for saves, restores, replaces and their undo.
 */
import { countWords } from '../../../src/lib/word-count';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Chapter, ChapterRevision } from '../../db/schema';
import { conflict, notAllowed, notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import {
  deleteRevisions,
  revisionOf,
  revisionsOf,
  upsertRevision,
} from '../../repositories/chapter-revisions';
import type { TextSnapshot } from '../../repositories/chapter-versions';
import { bumpChapterVersion, updateChapterRow } from '../../repositories/chapter-writes';
import { chapterRow, chapterRows, ownChapterBookId } from '../../repositories/chapters';
import { indexChapter } from '../bible/mention-index';
import { requireCleanChapters } from '../prepublish/gate';
import { Deltas, refreshLastPublished } from './aggregates';
import { keepText, keepTextBeforeSave, noteSave, recordVersion } from './history';
import type { ChapterView } from './mappers';
import { type LockedBook, lockBook } from './ownership';
import { toChapter } from './views';
import { editsAsRevision, sameText, type WorkingText, workingTextOf } from './working-text';

/** A chapter row as history keeps its own (not its revision's) text. */
export function snapshotOf(
  chapter: Pick<Chapter, 'id' | 'bookId' | 'title' | 'content' | 'authorNote' | 'wordCount'>,
): TextSnapshot {
  return {
    chapterId: chapter.id,
    bookId: chapter.bookId,
    title: chapter.title,
    content: chapter.content,
    authorNote: chapter.authorNote,
    wordCount: chapter.wordCount,
  };
}

/**
 * The author's chapter, read under its book's lock, when `version` is the
 * stored one; 104001 with the stored chapter otherwise (as a save answers),
 * 102001 when it is unknown or another author's.
 */
export async function lockChapterAt(
  tx: Db,
  authorId: string,
  chapterId: string,
  version: number,
): Promise<{ chapter: Chapter; book: LockedBook }> {
  const bookId = await ownChapterBookId(tx, authorId, chapterId);
  if (!bookId) throw notFound();
  const book = await lockBook(tx, bookId);
  const chapter = await chapterRow(tx, chapterId);
  if (!chapter) throw notFound();
  if (chapter.version !== version) {
    throw conflict('The chapter was saved elsewhere', { current: await toChapter(tx, chapter) });
  }
  return { chapter, book };
}

/**
 * Makes `next` what the author edits on a locked chapter: a draft's own text
 * (the book's counts follow), or a published or scheduled chapter's pending
 * revision, dropped when it equals the chapter's text. Adds 1 to the version.
 * A batch passes its own `deltas` and applies them once.
 */
export async function writeWorkingText(
  tx: Db,
  chapter: Chapter,
  next: WorkingText,
  now: Date,
  batchDeltas?: Deltas,
): Promise<Chapter> {
  const wordCount = countWords(next.content);
  if (!editsAsRevision(chapter.status)) {
    const row = await bumpChapterVersion(tx, chapter.id, { ...next, wordCount, updateTime: now });
    if (chapter.status !== 'trashed') {
      const deltas = batchDeltas ?? new Deltas();
      deltas.add(chapter.volumeId, 0, wordCount - chapter.wordCount);
      if (!batchDeltas) await deltas.apply(tx, chapter.bookId, now);
    }
    return row;
  }
  if (sameText(next, chapter)) await deleteRevisions(tx, [chapter.id]);
  else {
    await upsertRevision(
      tx,
      { chapterId: chapter.id, bookId: chapter.bookId, ...next, wordCount, updateTime: now },
      now,
    );
  }
  return bumpChapterVersion(tx, chapter.id, { updateTime: now });
}

type SaveFields = Pick<
  RequestBody<'updateChapter'>,
  'content' | 'author_note' | 'is_vip' | 'replace_all'
> & {
  title?: string;
};

/** A save of a published or scheduled chapter (version already checked under the lock). */
export async function saveRevision(
  tx: Db,
  authorId: string,
  chapterId: string,
  fields: SaveFields,
  now: Date,
): Promise<ChapterView> {
  const chapter = await chapterRow(tx, chapterId);
  if (!chapter) throw notFound();
  const pending = await revisionOf(tx, chapterId);
  const base = workingTextOf(chapter, pending);
  // Without history, the first text kept is the one readers have; a
  // replace-all keeps the text it replaces (the revision's, when pending).
  const keepsRevision = fields.replace_all && pending !== null;
  const replaced = keepsRevision ? { ...snapshotOf(chapter), ...base } : snapshotOf(chapter);
  await keepTextBeforeSave(tx, chapter.id, async () => replaced, now, {
    published: !keepsRevision && chapter.status === 'published',
    replacedAll: fields.replace_all,
  });
  const next: WorkingText = {
    title: fields.title ?? base.title,
    content: fields.content ?? base.content,
    authorNote: fields.author_note ?? base.authorNote,
    isVip: fields.is_vip ?? base.isVip,
  };
  const saved = await writeWorkingText(tx, chapter, next, now);
  await noteSave(
    tx,
    authorId,
    { ...snapshotOf(chapter), ...next, wordCount: countWords(next.content) },
    base.wordCount,
    now,
    fields.replace_all,
  );
  return toChapter(tx, saved);
}

type VersionBody = RequestBody<'discardChapterRevision'>;
type ApplyBody = RequestBody<'applyChapterRevision'>;

/** The chapter columns a revision becomes when it is taken as the text. */
function revisionText(revision: ChapterRevision) {
  return {
    title: revision.title,
    content: revision.content,
    authorNote: revision.authorNote,
    isVip: revision.isVip,
    wordCount: revision.wordCount,
  };
}

async function pendingRevision(tx: Db, chapter: Chapter): Promise<ChapterRevision> {
  const revision = editsAsRevision(chapter.status) ? await revisionOf(tx, chapter.id) : null;
  if (!revision) throw notAllowed('The chapter has no pending revision');
  return revision;
}

/** The revision becomes the chapter's text (what readers get); the old text stays in history. */
export function applyRevision(
  app: AppContext,
  authorId: string,
  body: ApplyBody,
): Promise<ChapterView> {
  return app.db.transaction(async (tx) => {
    const { chapter } = await lockChapterAt(tx, authorId, body.chapter_id, body.version);
    const revision = await pendingRevision(tx, chapter);
    // The revision's text is what readers would get: the publish gate checks it.
    await requireCleanChapters(
      app,
      tx,
      [{ ...chapter, title: revision.title, text: revision.content }],
      body.warnings_acknowledged === true,
    );
    return toChapter(tx, await takeRevision(tx, chapter, revision, app.now()));
  });
}

/**
 * Makes a pending revision the locked chapter's text (also what an approved
 * review appeal does); answers the updated row.
 */
export async function takeRevision(
  tx: Db,
  chapter: Chapter,
  revision: ChapterRevision,
  now: Date,
): Promise<Chapter> {
  const readersHad = chapter.status === 'published';
  await keepText(tx, snapshotOf(chapter), now, { published: readersHad });
  const row = await updateChapterRow(tx, chapter.id, {
    ...revisionText(revision),
    version: chapter.version + 1,
    updateTime: now,
  });
  await deleteRevisions(tx, [chapter.id]);
  const deltas = new Deltas();
  deltas.add(chapter.volumeId, 0, revision.wordCount - chapter.wordCount);
  await deltas.apply(tx, chapter.bookId, now);
  if (readersHad && revision.title !== chapter.title)
    await refreshLastPublished(tx, chapter.bookId);
  await recordVersion(tx, snapshotOf(row), 'revision_applied', now, { published: readersHad });
  return row;
}

/** Drops the revision; its text stays in history. */
export function discardRevision(
  app: AppContext,
  authorId: string,
  body: VersionBody,
): Promise<ChapterView> {
  return app.db.transaction(async (tx) => {
    const { chapter } = await lockChapterAt(tx, authorId, body.chapter_id, body.version);
    const revision = await pendingRevision(tx, chapter);
    const now = app.now();
    await keepText(tx, { ...snapshotOf(chapter), ...revision }, now, {
      reason: 'revision_discarded',
    });
    await deleteRevisions(tx, [chapter.id]);
    const row = await updateChapterRow(tx, chapter.id, {
      version: chapter.version + 1,
      updateTime: now,
    });
    // The author edits the published text again: the index follows it.
    await indexChapter(tx, chapter.bookId, chapter.id, chapter.content);
    return toChapter(tx, row);
  });
}

/**
 * Chapters becoming drafts (unscheduled, restored from the trash) take their
 * pending revision as their text, since a draft's saves are its text; the
 * text they had stays in history. The book's counts follow.
 */
export async function foldRevisions(
  tx: Db,
  rows: { id: string; bookId: string }[],
  now: Date,
): Promise<void> {
  const revisions = await revisionsOf(
    tx,
    rows.map((r) => r.id),
  );
  if (revisions.length === 0) return;
  const stored = await chapterRows(
    tx,
    revisions.map((r) => r.chapterId),
  );
  const byId = new Map(stored.map((c) => [c.id, c]));
  const deltas = new Deltas();
  for (const revision of revisions) {
    const chapter = byId.get(revision.chapterId)!;
    await keepText(tx, snapshotOf(chapter), now);
    await updateChapterRow(tx, chapter.id, { ...revisionText(revision), updateTime: now });
    deltas.add(chapter.volumeId, 0, revision.wordCount - chapter.wordCount);
  }
  await deleteRevisions(
    tx,
    revisions.map((r) => r.chapterId),
  );
  await deltas.apply(tx, rows[0]!.bookId, now);
}
