/**
 * Foreshadowing threads (伏笔), progressions of entities, and the book's
 * bible limits. None of them touches names, so none rebuilds the index.
 */
import type { AppContext } from '../../context';
import type { BibleThread } from '../../db/schema';
import { invalid, notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import {
  deleteProgression,
  deleteThread,
  findOwnProgression,
  findOwnThread,
  insertProgression,
  insertThread,
  lastChapterNo,
  settingsOf,
  threadsOf,
  updateSettings,
  updateThread,
} from '../../repositories/bible';
import { ownedBook } from '../chapters/ownership';
import { ownedEntity } from './entities';
import { defaultSettings, toProgression, toSettings, toThread } from './views';

export async function createProgression(
  app: AppContext,
  authorId: string,
  body: RequestBody<'createBibleProgression'>,
) {
  const entity = await ownedEntity(app.db, authorId, body.entity_id);
  const fact = body.fact.trim();
  if (fact === '') throw invalid({ fact: 'validation.tooShort' });
  const row = await insertProgression(app.db, {
    entityId: entity.id,
    fromChapterNo: body.from_chapter_no,
    fact,
    createTime: app.now(),
  });
  return toProgression(row);
}

export async function removeProgression(
  app: AppContext,
  authorId: string,
  body: RequestBody<'deleteBibleProgression'>,
) {
  const row = await findOwnProgression(app.db, authorId, body.progression_id);
  if (!row) throw notFound();
  await deleteProgression(app.db, row.id);
  return null;
}

async function limitsOf(app: AppContext, bookId: string) {
  const [settings, last] = await Promise.all([
    settingsOf(app.db, bookId),
    lastChapterNo(app.db, bookId),
  ]);
  return { settings: settings ?? defaultSettings(bookId), last };
}

export async function listThreads(
  app: AppContext,
  authorId: string,
  query: { book_id: string; open_only?: boolean },
) {
  const book = await ownedBook(app.db, authorId, query.book_id);
  const [{ settings, last }, rows] = await Promise.all([
    limitsOf(app, book.id),
    threadsOf(app.db, book.id, query.open_only ?? false),
  ]);
  return {
    settings: toSettings(settings),
    last_chapter_no: last,
    list: rows.map((t) => toThread(t, last, settings.threadOverdueChapters)),
  };
}

type ThreadChapters = Pick<
  BibleThread,
  'plantedChapterNo' | 'payoffChapterNo' | 'resolvedChapterNo'
>;

/** A payoff or a resolution before the thread was planted is refused on its field. */
function requireOrder(thread: ThreadChapters): void {
  const {
    plantedChapterNo: planted,
    payoffChapterNo: payoff,
    resolvedChapterNo: resolved,
  } = thread;
  if (payoff !== null && payoff < planted) throw invalid({ payoff_chapter_no: 'validation.range' });
  if (resolved !== null && resolved < planted) {
    throw invalid({ resolved_chapter_no: 'validation.range' });
  }
}

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw invalid({ title: 'validation.tooShort' });
  return trimmed;
}

async function threadView(app: AppContext, row: BibleThread) {
  const { settings, last } = await limitsOf(app, row.bookId);
  return toThread(row, last, settings.threadOverdueChapters);
}

export async function createThread(
  app: AppContext,
  authorId: string,
  body: RequestBody<'createBibleThread'>,
) {
  const book = await ownedBook(app.db, authorId, body.book_id);
  const chapters: ThreadChapters = {
    plantedChapterNo: body.planted_chapter_no,
    payoffChapterNo: body.payoff_chapter_no ?? null,
    resolvedChapterNo: body.resolved_chapter_no ?? null,
  };
  requireOrder(chapters);
  const now = app.now();
  const row = await insertThread(app.db, {
    bookId: book.id,
    title: cleanTitle(body.title),
    notes: body.notes ?? '',
    ...chapters,
    createTime: now,
    updateTime: now,
  });
  return threadView(app, row);
}

export async function editThread(
  app: AppContext,
  authorId: string,
  body: RequestBody<'updateBibleThread'>,
) {
  const current = await findOwnThread(app.db, authorId, body.thread_id);
  if (!current) throw notFound();
  const chapters: ThreadChapters = {
    plantedChapterNo: body.planted_chapter_no ?? current.plantedChapterNo,
    payoffChapterNo:
      body.payoff_chapter_no === undefined ? current.payoffChapterNo : body.payoff_chapter_no,
    resolvedChapterNo:
      body.resolved_chapter_no === undefined ? current.resolvedChapterNo : body.resolved_chapter_no,
  };
  requireOrder(chapters);
  const row = await updateThread(app.db, current.id, {
    title: body.title === undefined ? undefined : cleanTitle(body.title),
    notes: body.notes,
    ...chapters,
    updateTime: app.now(),
  });
  return threadView(app, row);
}

export async function removeThread(
  app: AppContext,
  authorId: string,
  body: RequestBody<'deleteBibleThread'>,
) {
  const row = await findOwnThread(app.db, authorId, body.thread_id);
  if (!row) throw notFound();
  await deleteThread(app.db, row.id);
  return null;
}

export async function saveSettings(
  app: AppContext,
  authorId: string,
  body: RequestBody<'updateBibleSettings'>,
) {
  const book = await ownedBook(app.db, authorId, body.book_id);
  const row = await updateSettings(app.db, book.id, {
    unseenChapters: body.unseen_chapters,
    threadOverdueChapters: body.thread_overdue_chapters,
  });
  return toSettings(row);
}
