/**
 * Chapter history as the author sees it: the history list, one version's
 * text, and restoring a version as a new one. Writing versions is
 * ./history.ts, which the writers (saves, revisions, replace, undo, the
 * scheduler) import without importing this.
 */
import type { components } from '../../../src/api/schema';
import type { AppContext } from '../../context';
import type { ChapterVersion } from '../../db/schema';
import { notAllowed, notFound } from '../../http/failure';
import type { Query, RequestBody } from '../../http/operations';
import { revisionOf } from '../../repositories/chapter-revisions';
import {
  ownedVersion,
  pageOfVersions,
  type VersionSummaryRow,
} from '../../repositories/chapter-versions';
import { indexChapter } from '../bible/mention-index';
import { keepText, recordVersion } from './history';
import type { ChapterView } from './mappers';
import { ownedChapter } from './ownership';
import { lockChapterAt, snapshotOf, writeWorkingText } from './revisions';
import { EDIT_VERSION_INTERVAL_MS, FULL_HISTORY_DAYS } from './version-rules';
import { toChapter } from './views';
import { workingTextOf } from './working-text';

type VersionSummaryView = components['schemas']['ChapterVersionSummary'];
type VersionView = components['schemas']['ChapterVersion'];

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
    await indexChapter(tx, chapter.bookId, chapter.id, version.content);
    return toChapter(tx, saved);
  });
}
