/**
 * Contract tests of undo for bulk trash, move and schedule: the chapters go
 * back exactly (status, volume, position, number, publish time, counts), an
 * undo works once, within 24 hours, and refuses (104001, with the chapters)
 * when a chapter changed since, unless asked to skip those.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Book,
  chaptersOf,
  DAY,
  deskServer,
  expectCode,
  getChapter,
  HOUR,
  placeOf,
  type Summary,
  save,
  type Volume,
} from './desk-helpers';
import { op, type TestServer } from './harness';

let server: TestServer;
let token: string;
let otherToken: string;
let bigBook: Book;

interface Bulk {
  list: Summary[];
  undo_id: string | null;
  undo_expires_at: string | null;
}
interface UndoResult {
  undo_id: string;
  kind: string;
  restored: string[];
  skipped: { chapter_id: string; reason: string }[];
  list: Summary[];
}

beforeAll(async () => {
  ({ server, token, otherToken, bigBook } = await deskServer());
});
afterAll(() => server?.close());

/** What an undo must put back: every chapter's place and state, and the counts. */
async function snapshot() {
  const rows = await chaptersOf(server, token, bigBook.id);
  const trashed = await chaptersOf(server, token, bigBook.id, 'trashed');
  const volumes = (
    await server.ok<{ list: Volume[] }>('listVolumes', { token, query: { book_id: bigBook.id } })
  ).list;
  const book = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
  return {
    chapters: rows.map(placeOf),
    trashed: trashed.map(placeOf),
    volumes: volumes.map((v) => [v.id, v.chapter_count, v.word_count]),
    book: [book.chapter_count, book.word_count, book.last_chapter_title],
  };
}

function undo(undoId: string, skipChanged?: boolean) {
  return server.call<UndoResult>('undoChapterOperation', {
    token,
    body: { undo_id: undoId, ...(skipChanged === undefined ? {} : { skip_changed: skipChanged }) },
  });
}

describe(op('undoChapterOperation'), () => {
  it('puts trashed chapters back exactly, once', async () => {
    const before = await snapshot();
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    const ids = [drafts[0]!.id, scheduled[0]!.id];
    const trashed = await server.ok<Bulk>('trashChapters', { token, body: { chapter_ids: ids } });
    expect(trashed.undo_id).toBeTruthy();
    const ttl = Date.parse(trashed.undo_expires_at!) - server.context.now().getTime();
    expect(ttl).toBeGreaterThan(23 * HOUR);
    expect(ttl).toBeLessThanOrEqual(24 * HOUR);
    expect(await snapshot()).not.toEqual(before);

    const result = await undo(trashed.undo_id!);
    expectCode(result, 0);
    expect(result.body).toMatchObject({ kind: 'trash', skipped: [] });
    expect(result.body.restored.sort()).toEqual([...ids].sort());
    expect(await snapshot()).toEqual(before);
    expectCode(await undo(trashed.undo_id!), 103001);
  });

  it('puts moved chapters back in their volumes and places', async () => {
    const before = await snapshot();
    const volumes = (
      await server.ok<{ list: Volume[] }>('listVolumes', { token, query: { book_id: bigBook.id } })
    ).list;
    const rows = await chaptersOf(server, token, bigBook.id);
    const moving = [rows[1]!.id, rows[5]!.id, rows[20]!.id];
    const moved = await server.ok<Bulk>('moveChapters', {
      token,
      body: { chapter_ids: moving, volume_id: volumes.at(-1)!.id, after_chapter_id: null },
    });
    expect(moved.list.every((c) => c.volume_id === volumes.at(-1)!.id)).toBe(true);
    expectCode(await undo(moved.undo_id!), 0);
    expect(await snapshot()).toEqual(before);
  });

  it('puts scheduled chapters back to drafts, and rescheduled ones back to their old time', async () => {
    const before = await snapshot();
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    const publishAt = new Date(server.context.now().getTime() + 3 * DAY).toISOString();
    const result = await server.ok<Bulk>('publishChapters', {
      token,
      // Out of reading order on purpose: the undo is the subject here.
      body: {
        chapter_ids: [drafts[1]!.id, scheduled[1]!.id],
        publish_at: publishAt,
        out_of_order: true,
      },
    });
    expect(result.list.map((c) => c.status)).toEqual(['scheduled', 'scheduled']);
    expectCode(await undo(result.undo_id!), 0);
    expect(await snapshot()).toEqual(before);
  });

  it('answers no undo for publishing now (readers have it)', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const result = await server.ok<Bulk>('publishChapters', {
      token,
      body: { chapter_ids: [drafts.at(-1)!.id], out_of_order: true },
    });
    expect(result.undo_id).toBeNull();
    expect(result.undo_expires_at).toBeNull();
  });

  it('refuses with the changed chapters, and with skip_changed undoes the others', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const ids = [drafts[0]!.id, drafts[1]!.id];
    const trashed = await server.ok<Bulk>('trashChapters', { token, body: { chapter_ids: ids } });
    // The author restores one and edits it: the undo must not trash their work again.
    await server.ok('restoreChapters', { token, body: { chapter_ids: [ids[0]] } });
    const edited = await getChapter(server, token, ids[0]!);
    await save(server, token, edited, { content: '恢复后又写了几句。' });

    const refused = await undo(trashed.undo_id!);
    expectCode(refused, 104001);
    expect((refused.body as unknown as { conflicts: unknown }).conflicts).toEqual([
      { chapter_id: ids[0], reason: 'changed' },
    ]);
    expect((await getChapter(server, token, ids[1]!)).status).toBe('trashed');

    const partial = await undo(trashed.undo_id!, true);
    expectCode(partial, 0);
    expect(partial.body.restored).toEqual([ids[1]]);
    expect(partial.body.skipped).toEqual([{ chapter_id: ids[0], reason: 'changed' }]);
    expect((await getChapter(server, token, ids[1]!)).status).toBe('draft');
    expect((await getChapter(server, token, ids[0]!)).content).toBe('恢复后又写了几句。');
  });

  it('refuses when a scheduled time has passed, after 24 hours, and for another author', async () => {
    const draft = (await chaptersOf(server, token, bigBook.id, 'draft'))[0]!;
    const publishAt = new Date(server.context.now().getTime() + 2 * HOUR).toISOString();
    const [soon] = (
      await server.ok<Bulk>('publishChapters', {
        token,
        body: { chapter_ids: [draft.id], publish_at: publishAt, out_of_order: true },
      })
    ).list;
    if (!soon) throw new Error('not scheduled');
    const trashed = await server.ok<Bulk>('trashChapters', {
      token,
      body: { chapter_ids: [soon.id] },
    });
    expectCode(
      await server.call('undoChapterOperation', {
        token: otherToken,
        body: { undo_id: trashed.undo_id },
      }),
      102001,
    );
    server.advanceClock(Date.parse(soon.publish_at!) - server.context.now().getTime() + HOUR);
    const late = await undo(trashed.undo_id!);
    expectCode(late, 104001);
    expect((late.body as unknown as { conflicts: unknown }).conflicts).toEqual([
      { chapter_id: soon.id, reason: 'publish_time_passed' },
    ]);
    await server.ok('restoreChapters', { token, body: { chapter_ids: [soon.id] } });

    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const again = await server.ok<Bulk>('trashChapters', {
      token,
      body: { chapter_ids: [drafts[0]!.id] },
    });
    server.advanceClock(25 * HOUR);
    expectCode(await undo(again.undo_id!), 103001);
    expectCode(await undo('nosuchundo'), 102001);
  });
});

describe('undo of a move that respaced the book', () => {
  it('puts the chapters back in reading order even though every position changed', async () => {
    const rows = await chaptersOf(server, token, bigBook.id);
    const [a, x, y] = [rows[2]!, rows[10]!, rows[11]!];
    const volumeOf = (id: string) => rows.find((r) => r.id === id)!.volume_id;
    // Moving two chapters after the same one halves the gap each time until a respace.
    for (let i = 0; i < 80; i++) {
      const before = await chaptersOf(server, token, bigBook.id);
      const mover = i % 2 === 0 ? x : y;
      const moved = await server.ok<Bulk>('moveChapters', {
        token,
        body: { chapter_ids: [mover.id], volume_id: volumeOf(a.id), after_chapter_id: a.id },
      });
      const after = await chaptersOf(server, token, bigBook.id);
      const positions = new Map(after.map((c) => [c.id, c.position]));
      const respaced = before.some((c) => c.id !== mover.id && positions.get(c.id) !== c.position);
      if (!respaced) continue;
      // This move respaced the book: its undo must still restore the reading order.
      expectCode(await undo(moved.undo_id!), 0);
      const restored = await chaptersOf(server, token, bigBook.id);
      expect(restored.map((c) => [c.id, c.volume_id, c.chapter_no])).toEqual(
        before.map((c) => [c.id, c.volume_id, c.chapter_no]),
      );
      return;
    }
    throw new Error('no respace happened');
  });
});
