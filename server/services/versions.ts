/**
 * Chapter history: when versions are written (see version-rules.ts for the
 * rules), the history list, one version's text, and restoring a version as a
 * new one. Every write of a version applies retention to that chapter, so
 * history never outgrows its rule.
 */
import type { components } from '../../src/api/schema';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { ChapterVersion, VersionReason } from '../db/schema';
import { notAllowed, notFound } from '../http/failure';
import type { Query, RequestBody } from '../http/operations';
import { revisionOf } from '../repositories/chapter-revisions';
import {
  deleteVersions,
  insertVersion,
  insertVersionsFromChapters,
  newestVersion,
  ownedVersion,
  pageOfVersions,
  type TextSnapshot,
  type VersionSummaryRow,
  versionsForRetention,
  versionWithText,
} from '../repositories/chapter-versions';
import { addWrittenWords } from '../repositories/writing-days';
import { shanghaiDate } from './calendar';
import type { ChapterView } from './chapters/mappers';
import { ownedChapter } from './chapters/ownership';
import { toChapter } from './chapters/queries';
import { lockChapterAt, snapshotOf, writeWorkingText } from './revisions';
import {
  EDIT_VERSION_INTERVAL_MS,
  FULL_HISTORY_DAYS,
  type KeptVersion,
  saveWritesVersion,
  versionsToPrune,
} from './version-rules';
import { workingTextOf } from './working-text';

type VersionSummaryView = components['schemas']['ChapterVersionSummary'];
type VersionView = components['schemas']['ChapterVersion'];

/** Applies retention to the chapters' histories. */
export async function pruneHistory(tx: Db, chapterIds: string[], now: Date): Promise<void> {
  const byChapter = new Map<string, KeptVersion[]>();
  for (const row of await versionsForRetention(tx, chapterIds)) {
    byChapter.set(row.chapterId, [...(byChapter.get(row.chapterId) ?? []), row]);
  }
  const doomed = [...byChapter.values()].flatMap((versions) => versionsToPrune(versions, now));
  await deleteVersions(tx, doomed);
}

/** How a version is written. */
export interface VersionOptions {
  /** Readers have (or had) this text: retention never removes it. */
  published?: boolean;
  /** Apply retention now; a batch writer passes false and prunes its chapters once at the end. */
  prune?: boolean;
}

/** Writes a version of the text and applies retention; answers its id. */
export async function recordVersion(
  tx: Db,
  text: TextSnapshot,
  reason: VersionReason,
  now: Date,
  options: VersionOptions = {},
): Promise<string> {
  const id = await insertVersion(tx, text, reason, options.published ?? false, now);
  if (options.prune ?? true) await pruneHistory(tx, [text.chapterId], now);
  return id;
}

/** Chapters that just went out: each gets a `publish` version of the text readers now have. */
export async function recordPublished(tx: Db, chapterIds: string[], now: Date): Promise<void> {
  await insertVersionsFromChapters(tx, chapterIds, 'publish', true, now);
  await pruneHistory(tx, chapterIds, now);
}

/**
 * Makes sure history holds this text before something replaces it, and
 * answers the id of the version holding it (a `checkpoint` when new).
 */
export async function keepText(
  tx: Db,
  text: TextSnapshot,
  now: Date,
  options: VersionOptions & { reason?: VersionReason } = {},
): Promise<string> {
  const existing = await versionWithText(tx, text);
  if (existing) return existing;
  return recordVersion(tx, text, options.reason ?? 'checkpoint', now, options);
}

/**
 * After a save by the author: an `edit` version when the throttle allows it,
 * and the day's written words (the change from `previousWords`).
 */
export async function noteSave(
  tx: Db,
  authorId: string,
  text: TextSnapshot,
  previousWords: number,
  now: Date,
): Promise<void> {
  if (saveWritesVersion(await newestVersion(tx, text), now)) {
    await recordVersion(tx, text, 'edit', now);
  }
  await addWrittenWords(tx, authorId, shanghaiDate(now), text.wordCount - previousWords);
}

function toVersionSummary(row: VersionSummaryRow): VersionSummaryView {
  return {
    id: row.id,
    chapter_id: row.chapterId,
    title: row.title,
    word_count: row.wordCount,
    word_delta: row.wordCount - (row.previousWords ?? 0),
    reason: row.reason,
    published: row.published,
    create_time: row.createTime.toISOString(),
  };
}

/** A page of the chapter's history, newest first. */
export async function listHistory(
  app: AppContext,
  authorId: string,
  query: Query<'listChapterVersions'>,
) {
  await ownedChapter(app.db, authorId, query.chapter_id);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const { rows, total } = await pageOfVersions(
    app.db,
    query.chapter_id,
    (page - 1) * pageSize,
    pageSize,
  );
  return {
    list: rows.map(toVersionSummary),
    total,
    page,
    page_size: pageSize,
    retention: {
      full_days: FULL_HISTORY_DAYS,
      edit_interval_minutes: EDIT_VERSION_INTERVAL_MS / 60_000,
    },
  };
}

/** One version with its text, or 102001 (also for another author's). */
export async function versionView(
  app: AppContext,
  authorId: string,
  versionId: string,
): Promise<VersionView> {
  const row = await ownedVersion(app.db, authorId, versionId);
  if (!row) throw notFound();
  return toVersion(row);
}

function toVersion(row: ChapterVersion & { previousWords: number | null }): VersionView {
  return {
    ...toVersionSummary(row),
    content: row.content,
    author_note: row.authorNote,
  };
}

/**
 * An old version becomes the text the author edits, as a new version: a
 * draft's text, or a published or scheduled chapter's pending revision. The
 * text it replaces is kept first.
 */
export function restoreVersion(
  app: AppContext,
  authorId: string,
  body: RequestBody<'restoreChapterVersion'>,
): Promise<ChapterView> {
  return app.db.transaction(async (tx) => {
    const { chapter } = await lockChapterAt(tx, authorId, body.chapter_id, body.version);
    const version = await ownedVersion(tx, authorId, body.version_id);
    if (!version || version.chapterId !== chapter.id) throw notFound();
    if (chapter.status === 'trashed') throw notAllowed('Restore the chapter first');
    const now = app.now();
    const revision = await revisionOf(tx, chapter.id);
    const current = workingTextOf(chapter, revision);
    await keepText(tx, { ...snapshotOf(chapter), ...current }, now, {
      published: chapter.status === 'published' && !revision,
    });
    const saved = await writeWorkingText(
      tx,
      chapter,
      {
        title: version.title,
        content: version.content,
        authorNote: version.authorNote,
        isVip: current.isVip,
      },
      now,
    );
    await recordVersion(
      tx,
      { ...snapshotOf(chapter), ...version, chapterId: chapter.id },
      'restore',
      now,
    );
    return toChapter(tx, saved);
  });
}
