/**
 * Volumes of a book, ordered by a sparse rank (`sort`): a new volume goes at
 * max + 1024 and a move takes the midpoint between its new neighbours, so it
 * rewrites one row; the book's volumes are respaced only when a gap is used
 * up. A move changes the reading order of chapters, so it respaces their
 * book-wide positions and renumbers them (one statement).
 */
import type { AppContext } from '../../context';
import type { Volume } from '../../db/schema';
import { invalid, notAllowed } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import { volumeHasChapters } from '../../repositories/chapters';
import {
  deleteVolume as deleteVolumeRow,
  insertVolume,
  topVolumeSort,
  updateVolume,
  volumeCount,
  volumesOf,
} from '../../repositories/volumes';
import { refreshLastPublished } from '../chapters/aggregates';
import { toVolume } from '../chapters/mappers';
import { lockBook, ownedBook, ownedVolume } from '../chapters/ownership';
import { POSITION_GAP, respaceBook } from '../chapters/positions';

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw invalid({ title: 'validation.tooShort' });
  return trimmed;
}

/**
 * The rank for a volume placed after `after` (null: first) in `ordered`, or
 * null when the neighbours are adjacent integers and the book needs respacing.
 */
function rankBetween(ordered: Volume[], after: string | null): number | null {
  const index = after === null ? -1 : ordered.findIndex((v) => v.id === after);
  const next = ordered[index + 1];
  if (index >= 0 && !next) return ordered[index]!.sort + POSITION_GAP;
  // Before the first volume the lower bound is 0, keeping ranks positive.
  const lower = index >= 0 ? ordered[index]!.sort : 0;
  const upper = next ? next.sort : lower + 2 * POSITION_GAP;
  return upper - lower >= 2 ? Math.floor((lower + upper) / 2) : null;
}

export async function listVolumes(app: AppContext, authorId: string, bookId: string) {
  const book = await ownedBook(app.db, authorId, bookId);
  return { list: (await volumesOf(app.db, book.id)).map(toVolume) };
}

export async function createVolume(
  app: AppContext,
  authorId: string,
  body: RequestBody<'createVolume'>,
) {
  const title = cleanTitle(body.title);
  return app.db.transaction(async (tx) => {
    await lockBook(tx, body.book_id, authorId);
    const row = await insertVolume(tx, {
      bookId: body.book_id,
      title,
      sort: (await topVolumeSort(tx, body.book_id)) + POSITION_GAP,
      createTime: app.now(),
    });
    return toVolume(row);
  });
}

export async function renameVolume(
  app: AppContext,
  authorId: string,
  body: RequestBody<'updateVolume'>,
) {
  const title = cleanTitle(body.title);
  const volume = await ownedVolume(app.db, authorId, body.volume_id);
  return toVolume(await updateVolume(app.db, volume.id, { title }));
}

export async function moveVolume(
  app: AppContext,
  authorId: string,
  body: RequestBody<'moveVolume'>,
) {
  const volume = await ownedVolume(app.db, authorId, body.volume_id);
  const after = body.after_volume_id;
  if (after === volume.id) throw invalid({ after_volume_id: 'validation.invalid' });
  return app.db.transaction(async (tx) => {
    await lockBook(tx, volume.bookId);
    const others = (await volumesOf(tx, volume.bookId)).filter((v) => v.id !== volume.id);
    // Unknown, another book's or another author's: one answer, nothing leaks.
    if (after !== null && !others.some((v) => v.id === after)) {
      throw invalid({ after_volume_id: 'validation.invalid' });
    }
    const rank = rankBetween(others, after);
    if (rank !== null) {
      await updateVolume(tx, volume.id, { sort: rank });
    } else {
      // Gap used up: respace the whole book in the new order (a handful of rows).
      const order = [...others];
      order.splice(after === null ? 0 : order.findIndex((v) => v.id === after) + 1, 0, volume);
      for (const [i, v] of order.entries()) {
        await updateVolume(tx, v.id, { sort: (i + 1) * POSITION_GAP });
      }
    }
    // Chapter positions follow volume order, and so do their numbers.
    await respaceBook(tx, volume.bookId);
    // Reading order breaks ties between chapters published at one instant.
    await refreshLastPublished(tx, volume.bookId);
    return { list: (await volumesOf(tx, volume.bookId)).map(toVolume) };
  });
}

export async function deleteVolume(
  app: AppContext,
  authorId: string,
  body: RequestBody<'deleteVolume'>,
) {
  const volume = await ownedVolume(app.db, authorId, body.volume_id);
  await app.db.transaction(async (tx) => {
    await lockBook(tx, volume.bookId);
    // Trashed chapters count: they still belong here and can be restored.
    if (await volumeHasChapters(tx, volume.id)) throw notAllowed('Volume is not empty');
    if ((await volumeCount(tx, volume.bookId)) <= 1) {
      throw notAllowed('A book keeps at least one volume');
    }
    await deleteVolumeRow(tx, volume.id);
  });
  return null;
}
