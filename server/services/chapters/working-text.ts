/**
 * The text an author edits: a draft's own text, or, for a published or
 * scheduled chapter, its pending revision when it has one (else its own text,
 * until the next save starts a revision). Pure helpers shared by saves,
 * restores, replaces and the chapter's view.
 */
import type { components } from '../../../src/api/schema';
import type { Chapter, ChapterRevision, ChapterStatus } from '../../db/schema';

export type TextState = components['schemas']['ChapterTextState'];
export type RevisionView = components['schemas']['ChapterRevision'];

/** The fields a save, restore or replace changes. */
export interface WorkingText {
  title: string;
  content: string;
  authorNote: string;
  isVip: boolean;
}

/** Statuses whose text readers have or will get at a set time: edits wait in a revision. */
export function editsAsRevision(status: ChapterStatus): boolean {
  return status === 'published' || status === 'scheduled';
}

export function workingTextOf(
  chapter: Pick<Chapter, 'title' | 'content' | 'authorNote' | 'isVip' | 'wordCount'>,
  revision: ChapterRevision | null,
): WorkingText & { wordCount: number } {
  const from = revision ?? chapter;
  return {
    title: from.title,
    content: from.content,
    authorNote: from.authorNote,
    isVip: from.isVip,
    wordCount: from.wordCount,
  };
}

export function sameText(a: WorkingText, b: WorkingText): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.authorNote === b.authorNote &&
    a.isVip === b.isVip
  );
}

export function textStateOf(status: ChapterStatus, hasRevision: boolean): TextState {
  if (hasRevision) return 'revision';
  if (status === 'published') return 'published';
  if (status === 'scheduled') return 'scheduled';
  return 'draft';
}

export function toRevisionView(
  revision: ChapterRevision,
  chapter: Pick<Chapter, 'wordCount'>,
): RevisionView {
  return {
    title: revision.title,
    content: revision.content,
    author_note: revision.authorNote,
    is_vip: revision.isVip,
    word_count: revision.wordCount,
    word_delta: revision.wordCount - chapter.wordCount,
    create_time: revision.createTime.toISOString(),
    update_time: revision.updateTime.toISOString(),
  };
}
