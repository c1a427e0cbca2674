/**
 * Volumes of a book, ordered by a sparse rank (`sort`): a new volume goes at
 * max + 1024 and a move takes the midpoint between its new neighbours, so it
 * rewrites one row; the book's volumes are respaced only when a gap is used
 * up. A move changes the reading order of chapters, so it respaces their
 * book-wide positions and renumbers them (one statement).
 */
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chapters, type Volume, volumes } from '../db/schema';
import { invalid, notAllowed } from '../http/failure';
import { authed } from '../http/operations';
import {
  lockBook,
  ownedBook,
  ownedVolume,
  POSITION_GAP,
  refreshLastPublished,
  resequence,
  toVolume,
} from '../services/chapters';

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw invalid({ title: 'validation.tooShort' });
  return trimmed;
}

async function volumesOf(db: Db, bookId: string): Promise<Volume[]> {
  return db
    .select()
    .from(volumes)
    .where(eq(volumes.bookId, bookId))
    .orderBy(asc(volumes.sort), asc(volumes.createTime), asc(volumes.id));
}

/**
 * The rank for `moving` placed after `after` (null: first) in `ordered`, or
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

export const volumeHandlers = authed({
  async listVolumes({ query, author, app }) {
    const book = await ownedBook(app.db, author.id, query.book_id);
    return { list: (await volumesOf(app.db, book.id)).map(toVolume) };
  },

  async createVolume({ body, author, app }) {
    const title = cleanTitle(body.title);
    return app.db.transaction(async (tx) => {
      await lockBook(tx, body.book_id, author.id);
      const [top] = await tx
        .select({ sort: max(volumes.sort) })
        .from(volumes)
        .where(eq(volumes.bookId, body.book_id));
      const [row] = await tx
        .insert(volumes)
        .values({
          bookId: body.book_id,
          title,
          sort: (top?.sort ?? 0) + POSITION_GAP,
          createTime: app.now(),
        })
        .returning();
      return toVolume(row!);
    });
  },

  async updateVolume({ body, author, app }) {
    const title = cleanTitle(body.title);
    const volume = await ownedVolume(app.db, author.id, body.volume_id);
    const [row] = await app.db
      .update(volumes)
      .set({ title })
      .where(eq(volumes.id, volume.id))
      .returning();
    return toVolume(row!);
  },

  async moveVolume({ body, author, app }) {
    const volume = await ownedVolume(app.db, author.id, body.volume_id);
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
        await tx.update(volumes).set({ sort: rank }).where(eq(volumes.id, volume.id));
      } else {
        // Gap used up: respace the whole book in the new order (a handful of rows).
        const order = [...others];
        order.splice(after === null ? 0 : order.findIndex((v) => v.id === after) + 1, 0, volume);
        for (const [i, v] of order.entries()) {
          await tx
            .update(volumes)
            .set({ sort: (i + 1) * POSITION_GAP })
            .where(eq(volumes.id, v.id));
        }
      }
      // Chapter positions follow volume order, and so do their numbers.
      await resequence(tx, volume.bookId);
      // Reading order breaks ties between chapters published at one instant.
      await refreshLastPublished(tx, volume.bookId);
      return { list: (await volumesOf(tx, volume.bookId)).map(toVolume) };
    });
  },

  async deleteVolume({ body, author, app }) {
    const volume = await ownedVolume(app.db, author.id, body.volume_id);
    await app.db.transaction(async (tx) => {
      await lockBook(tx, volume.bookId);
      // Trashed chapters count: they still belong here and can be restored.
      const [held] = await tx
        .select({ id: chapters.id })
        .from(chapters)
        .where(eq(chapters.volumeId, volume.id))
        .limit(1);
      if (held) throw notAllowed('Volume is not empty');
      const [siblings] = await tx
        .select({ n: count() })
        .from(volumes)
        .where(eq(volumes.bookId, volume.bookId));
      if ((siblings?.n ?? 0) <= 1) throw notAllowed('A book keeps at least one volume');
      await tx.delete(volumes).where(and(eq(volumes.id, volume.id)));
    });
    return null;
  },
});
