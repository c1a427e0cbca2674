/**
 * What a book export reads: the book, its author's pen name, its volumes,
 * and its chapters of the scope a batch at a time in book order, each
 * chapter with the volume it opens (when it is the first of its volume).
 * Only one batch of chapter text is in memory at a time.
 */
import type { Db } from '../../db/client';
import type { Book, Volume } from '../../db/schema';
import { findAuthorById } from '../../repositories/authors';
import {
  type ChapterSelection,
  type ExportChapterRow,
  selectedChaptersAfter,
} from '../../repositories/exports';
import { volumesOf } from '../../repositories/volumes';

/** Chapters read per query. */
const BATCH_SIZE = 100;

export interface BookMeta {
  book: Book;
  penName: string;
  volumes: Volume[];
}

export async function bookMeta(db: Db, book: Book): Promise<BookMeta> {
  const [author, volumes] = await Promise.all([
    findAuthorById(db, book.authorId),
    volumesOf(db, book.id),
  ]);
  return { book, penName: author?.penName ?? '', volumes };
}

/** A chapter as writers get it: the volume it starts, when it is the first of one. */
export interface ExportChapter extends ExportChapterRow {
  /** 1-based place of the chapter in the export. */
  index: number;
  opensVolume: { id: string; title: string; index: number } | null;
}

/** The selection's chapters, batch by batch (each batch at most BATCH_SIZE). */
export async function* chapterBatches(
  db: Db,
  meta: BookMeta,
  selection: ChapterSelection,
): AsyncGenerator<ExportChapter[]> {
  const titles = new Map(meta.volumes.map((v) => [v.id, v.title]));
  let after: { position: number; id: string } | null = null;
  let currentVolume: string | null = null;
  let volumeIndex = 0;
  let index = 0;
  for (;;) {
    const rows = await selectedChaptersAfter(db, selection, after, BATCH_SIZE);
    if (rows.length === 0) return;
    const batch: ExportChapter[] = rows.map((row) => {
      let opensVolume: ExportChapter['opensVolume'] = null;
      if (row.volumeId !== currentVolume) {
        currentVolume = row.volumeId;
        volumeIndex += 1;
        opensVolume = {
          id: row.volumeId,
          title: titles.get(row.volumeId) ?? '',
          index: volumeIndex,
        };
      }
      index += 1;
      return { ...row, index, opensVolume };
    });
    yield batch;
    const last = rows[rows.length - 1]!;
    after = { position: last.position, id: last.id };
    if (rows.length < BATCH_SIZE) return;
  }
}
