/**
 * Contract tests of pending revisions in plain sight: the chapter list
 * filters and counts them, and many are applied or discarded at once with
 * the same history rules as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWords } from '../../src/lib/word-count';
import {
  type Book,
  type Chapter,
  chaptersOf,
  deskServer,
  expectCode,
  getChapter,
  historyTexts,
  longBooks,
  type Summary,
  save,
} from './desk-helpers';
import { op, type TestServer } from './harness';

let server: TestServer;
let token: string;
let otherToken: string;
let bigBook: Book;

beforeAll(async () => {
  ({ server, token, otherToken, bigBook } = await deskServer());
});
afterAll(() => server?.close());

interface RevisionPage {
  list: Summary[];
  total: number;
  revisions: { count: number; word_delta: number };
}

const pendingPage = () =>
  server.ok<RevisionPage>('listChapters', {
    token,
    query: { book_id: bigBook.id, revision: true, page_size: 500 },
  });

/** Saves an edit on each of the published chapters at these indexes; answers them before. */
async function editPublished(indexes: number[], line: string): Promise<Chapter[]> {
  const published = await chaptersOf(server, token, bigBook.id, 'published');
  const before: Chapter[] = [];
  for (const i of indexes) {
    const live = await getChapter(server, token, published[i]!.id);
    await save(server, token, live, { content: `${live.content}\n${line}` });
    before.push(live);
  }
  return before;
}

describe(op('listChapters'), () => {
  it('lists only the chapters with a pending revision, and counts them with their word change', async () => {
    const edited = await editPublished([20, 21, 22], '新加的一句话。');
    const page = await pendingPage();
    expect(page.list.map((c) => c.id).sort()).toEqual(edited.map((c) => c.id).sort());
    expect(page.list.every((c) => c.has_revision)).toBe(true);
    expect(page.total).toBe(3);
    expect(page.revisions).toEqual({ count: 3, word_delta: 3 * countWords('新加的一句话。') });
    const all = await server.ok<RevisionPage>('listChapters', {
      token,
      query: { book_id: bigBook.id },
    });
    expect(all.revisions.count).toBe(3);
  });
});

describe(op('applyChapterRevisions'), () => {
  it('updates the chapters named at once: readers get the edits, history keeps both texts', async () => {
    const [first, second] = (await pendingPage()).list;
    const bookBefore = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    const done = await server.ok<{ count: number; word_delta: number }>('applyChapterRevisions', {
      token,
      body: { book_id: bigBook.id, chapter_ids: [first!.id, second!.id] },
    });
    expect(done).toEqual({ count: 2, word_delta: 2 * countWords('新加的一句话。') });
    for (const summary of [first!, second!]) {
      const chapter = await getChapter(server, token, summary.id);
      expect(chapter.content.endsWith('\n新加的一句话。')).toBe(true);
      expect(chapter.has_revision).toBe(false);
      expect(chapter.version).toBe(summary.version + 1);
      const history = await historyTexts(server, token, summary.id);
      expect(history[0]).toMatchObject({ reason: 'revision_applied', published: true });
      const readersHad = history.find(
        (v) => v.content === chapter.content.replace(/\n新加的一句话。$/, ''),
      );
      expect(readersHad?.published).toBe(true);
    }
    const bookAfter = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    expect(bookAfter.word_count).toBe(bookBefore.word_count + done.word_delta);
    expect((await pendingPage()).revisions.count).toBe(1);
  });

  it('answers 103001 when nothing is pending among the chapters named', async () => {
    const published = await chaptersOf(server, token, bigBook.id, 'published');
    expectCode(
      await server.call('applyChapterRevisions', {
        token,
        body: { book_id: bigBook.id, chapter_ids: [published[30]!.id] },
      }),
      103001,
    );
  });

  it('answers 102001 for another author’s book or a chapter of another book', async () => {
    expectCode(
      await server.call('applyChapterRevisions', {
        token: otherToken,
        body: { book_id: bigBook.id },
      }),
      102001,
    );
    const [pending] = (await pendingPage()).list;
    const otherBook = [...(await longBooks(server, token)).values()].find(
      (b) => b.id !== bigBook.id,
    )!;
    expectCode(
      await server.call('applyChapterRevisions', {
        token,
        body: { book_id: otherBook.id, chapter_ids: [pending!.id] },
      }),
      102001,
    );
  });
});

describe(op('discardChapterRevisions'), () => {
  it('drops every pending revision of the book; readers keep their text, history the revision', async () => {
    const [pending] = (await pendingPage()).list;
    const before = await getChapter(server, token, pending!.id);
    const done = await server.ok<{ count: number }>('discardChapterRevisions', {
      token,
      body: { book_id: bigBook.id },
    });
    expect(done.count).toBe(1);
    const after = await getChapter(server, token, pending!.id);
    expect(after.content).toBe(before.content);
    expect(after.has_revision).toBe(false);
    expect(after.version).toBe(before.version + 1);
    const [newest] = await historyTexts(server, token, pending!.id);
    expect(newest).toMatchObject({
      reason: 'revision_discarded',
      content: before.revision!.content,
    });
    expect((await pendingPage()).revisions).toEqual({ count: 0, word_delta: 0 });
    expectCode(
      await server.call('discardChapterRevisions', { token, body: { book_id: bigBook.id } }),
      103001,
    );
  });
});
