/**
 * Many pending revisions at once: a book-wide replace leaves one on every
 * published chapter it touched, and an author renaming a character across
 * 3,000 chapters applies (or drops) them together, not one editor at a time.
 * Set-based: a handful of statements for any number of chapters, the same
 * history rules as the one-chapter operations in ./revisions.ts.
 */
import type { components } from '../../../src/api/schema';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notAllowed, notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import {
  deleteRevisions,
  type PendingRevisionRow,
  pendingRevisionRows,
  revisionsOf,
} from '../../repositories/chapter-revisions';
import { insertVersionsFromChapters, keepTextsOf } from '../../repositories/chapter-versions';
import { applyRevisionTexts, bumpChapterVersions } from '../../repositories/chapter-writes';
import { countChaptersOfBook } from '../../repositories/chapters';
import { indexChapters } from '../bible/mention-index';
import { requireCleanChapters } from '../prepublish/gate';
import { Deltas, refreshLastPublished } from './aggregates';
import { pruneHistory } from './history';
import { lockBook } from './ownership';

type Body = RequestBody<'applyChapterRevisions'> | RequestBody<'discardChapterRevisions'>;
type ApplyBody = RequestBody<'applyChapterRevisions'>;
type Outcome = components['schemas']['PendingRevisions'];

/** Locks the book and reads its pending revisions (of the chapters named, all of them the book's). */
async function lockPending(tx: Db, authorId: string, body: Body): Promise<PendingRevisionRow[]> {
  await lockBook(tx, body.book_id, authorId);
  if (body.chapter_ids) {
    const owned = await countChaptersOfBook(tx, body.book_id, body.chapter_ids);
    if (owned !== body.chapter_ids.length) throw notFound();
  }
  const pending = await pendingRevisionRows(tx, body.book_id, body.chapter_ids);
  if (pending.length === 0) throw notAllowed('No pending revision');
  return pending;
}

const outcomeOf = (pending: PendingRevisionRow[]): Outcome => ({
  count: pending.length,
  word_delta: pending.reduce((sum, r) => sum + r.wordDelta, 0),
});

/** The revisions become what readers get; the texts they had stay in history. */
export function applyRevisions(
  app: AppContext,
  authorId: string,
  body: ApplyBody,
): Promise<Outcome> {
  return app.db.transaction(async (tx) => {
    const pending = await lockPending(tx, authorId, body);
    await requireCleanRevisions(app, tx, pending, body.warnings_acknowledged === true);
    const now = app.now();
    const ids = pending.map((r) => r.chapterId);
    await keepTextsOf(tx, ids, 'chapters', now);
    await applyRevisionTexts(tx, ids, now);
    await deleteRevisions(tx, ids);
    const live = pending.filter((r) => r.status === 'published');
    const scheduled = pending.filter((r) => r.status === 'scheduled');
    await insertVersionsFromChapters(tx, idsOf(live), 'revision_applied', true, now);
    await insertVersionsFromChapters(tx, idsOf(scheduled), 'revision_applied', false, now);
    await pruneHistory(tx, ids, now);
    const deltas = new Deltas();
    for (const r of pending) deltas.add(r.volumeId, 0, r.wordDelta);
    await deltas.apply(tx, body.book_id, now);
    if (live.some((r) => r.titleChanged)) await refreshLastPublished(tx, body.book_id);
    return outcomeOf(pending);
  });
}

/** The pre-publish gate on the texts the revisions would put before readers. */
async function requireCleanRevisions(
  app: AppContext,
  tx: Db,
  pending: PendingRevisionRow[],
  warningsAcknowledged: boolean,
): Promise<void> {
  const texts = new Map(
    (await revisionsOf(tx, idsOf(pending))).map((r) => [r.chapterId, r.content]),
  );
  const chapters = pending.map((r) => ({
    id: r.chapterId,
    chapterNo: r.chapterNo,
    title: r.title,
    position: r.position,
    text: texts.get(r.chapterId) ?? '',
  }));
  await requireCleanChapters(app, tx, chapters, warningsAcknowledged);
}

/** The revisions are dropped; readers keep the published texts, history keeps the revisions'. */
export function discardRevisions(app: AppContext, authorId: string, body: Body): Promise<Outcome> {
  return app.db.transaction(async (tx) => {
    const pending = await lockPending(tx, authorId, body);
    const now = app.now();
    const ids = idsOf(pending);
    await keepTextsOf(tx, ids, 'revisions', now);
    await deleteRevisions(tx, ids);
    await bumpChapterVersions(tx, ids, now);
    await indexChapters(tx, body.book_id, ids);
    await pruneHistory(tx, ids, now);
    return outcomeOf(pending);
  });
}

const idsOf = (rows: PendingRevisionRow[]) => rows.map((r) => r.chapterId);
