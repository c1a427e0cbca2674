/** Chapters and volumes as the spec's shapes. */
import type { components } from '../../../src/api/schema';
import type { Chapter, ChapterRevision, Volume } from '../../db/schema';
import type { ChapterSummaryRow } from '../../repositories/chapters';
import { textStateOf, toRevisionView } from './working-text';

export type ChapterSummaryView = components['schemas']['ChapterSummary'];
export type ChapterView = components['schemas']['Chapter'];
export type VolumeView = components['schemas']['Volume'];

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A chapter as the spec's ChapterSummary (what lists carry). */
export function toSummary(row: ChapterSummaryRow): ChapterSummaryView {
  return {
    id: row.id,
    book_id: row.bookId,
    volume_id: row.volumeId,
    chapter_no: row.chapterNo,
    position: row.position,
    title: row.title,
    word_count: row.wordCount,
    status: row.status,
    publish_at: iso(row.publishAt),
    published_at: iso(row.publishedAt),
    is_vip: row.isVip,
    version: row.version,
    update_time: row.updateTime.toISOString(),
    has_revision: Boolean(row.hasRevision),
    review_state: row.reviewState,
  };
}

/** A volume as the spec's Volume. */
export function toVolume(row: Volume): VolumeView {
  return {
    id: row.id,
    book_id: row.bookId,
    title: row.title,
    sort: row.sort,
    chapter_count: row.chapterCount,
    word_count: row.wordCount,
    create_time: row.createTime.toISOString(),
  };
}

/** A full chapter as the spec's Chapter, given its neighbours and pending revision. */
export function toChapterView(
  row: Chapter,
  neighbours: { prev: string | null; next: string | null },
  revision: ChapterRevision | null,
): ChapterView {
  return {
    ...toSummary({ ...row, hasRevision: revision !== null }),
    text_state: textStateOf(row.status, revision !== null),
    revision: revision ? toRevisionView(revision, row) : null,
    content: row.content,
    author_note: row.authorNote,
    create_time: row.createTime.toISOString(),
    prev_chapter_id: neighbours.prev,
    next_chapter_id: neighbours.next,
  };
}
