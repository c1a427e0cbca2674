/** The bible's rows as the spec answers them. */
import type { components } from '../../../src/api/schema';
import type { BibleEntity, BibleProgression, BibleThread } from '../../db/schema';
import type { BibleSettingsRow } from '../../repositories/bible';

type Schemas = components['schemas'];

export function toEntity(row: BibleEntity): Schemas['BibleEntity'] {
  return {
    id: row.id,
    book_id: row.bookId,
    kind: row.kind,
    name: row.name,
    aliases: row.aliases,
    fields: row.fields,
    notes: row.notes,
    tags: row.tags,
    is_main: row.isMain,
    create_time: row.createTime.toISOString(),
    update_time: row.updateTime.toISOString(),
  };
}

export function toProgression(row: BibleProgression): Schemas['BibleProgression'] {
  return {
    id: row.id,
    entity_id: row.entityId,
    from_chapter_no: row.fromChapterNo,
    fact: row.fact,
    create_time: row.createTime.toISOString(),
  };
}

export function toSettings(row: BibleSettingsRow): Schemas['BibleSettings'] {
  return {
    book_id: row.bookId,
    unseen_chapters: row.unseenChapters,
    thread_overdue_chapters: row.threadOverdueChapters,
  };
}

/** Default settings of a book that has no bible row yet. */
export function defaultSettings(bookId: string): BibleSettingsRow {
  return { bookId, unseenChapters: 50, threadOverdueChapters: 300, namesVersion: 0 };
}

/**
 * Whether an open thread is overdue: the book has gone the limit past where
 * it was planted, or past its planned payoff.
 */
export function threadIsOverdue(
  thread: Pick<BibleThread, 'plantedChapterNo' | 'payoffChapterNo' | 'resolvedChapterNo'>,
  lastChapterNo: number,
  overdueChapters: number,
): boolean {
  if (thread.resolvedChapterNo !== null) return false;
  if (thread.payoffChapterNo !== null && lastChapterNo > thread.payoffChapterNo) return true;
  return lastChapterNo - thread.plantedChapterNo >= overdueChapters;
}

export function toThread(
  row: BibleThread,
  lastChapterNo: number,
  overdueChapters: number,
): Schemas['BibleThread'] {
  return {
    id: row.id,
    book_id: row.bookId,
    title: row.title,
    notes: row.notes,
    planted_chapter_no: row.plantedChapterNo,
    payoff_chapter_no: row.payoffChapterNo,
    resolved_chapter_no: row.resolvedChapterNo,
    open: row.resolvedChapterNo === null,
    overdue: threadIsOverdue(row, lastChapterNo, overdueChapters),
    age: Math.max(0, lastChapterNo - row.plantedChapterNo),
  };
}

/**
 * Chapters since a main character was last named (all of the book's when it
 * never was), and whether that reaches the book's limit.
 */
export function unseenOf(
  isMain: boolean,
  lastSeen: number | null,
  lastChapterNo: number,
  unseenChapters: number,
): { unseenFor: number; unseen: boolean } {
  const unseenFor = Math.max(0, lastChapterNo - (lastSeen ?? 0));
  return { unseenFor, unseen: isMain && unseenFor >= unseenChapters };
}
