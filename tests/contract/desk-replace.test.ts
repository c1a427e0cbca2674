/**
 * Contract tests of find and replace across a book: matches by chapter with
 * context and counts, plain / whole word / case / RE2 patterns, refusals of
 * bad patterns and hostile ones answered in bounded time, a replace in
 * batches with exclusions (drafts change, published chapters get a pending
 * revision), versions never lost, and one undo for the whole replace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import {
  type Book,
  type Chapter,
  chaptersOf,
  deskServer,
  expectCode,
  getChapter,
  historyTexts,
  longBooks,
  save,
} from './desk-helpers';
import { expectFieldError, op, type TestServer } from './harness';

type SearchResult = Extract<components['schemas']['SearchResultEnvelope'], { code: 0 }>['body'];
type ReplaceResult = Extract<components['schemas']['ReplaceResultEnvelope'], { code: 0 }>['body'];

let server: TestServer;
let token: string;
let otherToken: string;
let bigBook: Book;
let foreignBook: Book;

beforeAll(async () => {
  ({ server, token, otherToken, bigBook } = await deskServer());
  foreignBook = [...(await longBooks(server, otherToken)).values()][0]!;
});
afterAll(() => server?.close());

function search(query: Record<string, string | number | boolean | undefined>, t = token) {
  return server.call<SearchResult>('searchChapters', {
    token: t,
    query: { book_id: bigBook.id, ...query },
  });
}

/** Every chapter's working text, by id (the revision's when pending). */
async function texts(): Promise<Map<string, string>> {
  const rows = await chaptersOf(server, token, bigBook.id);
  const full = await Promise.all(rows.map((r) => getChapter(server, token, r.id)));
  return new Map(
    full.map((c) => [c.id, `${c.revision?.title ?? c.title}|${c.revision?.content ?? c.content}`]),
  );
}

describe(op('searchChapters'), () => {
  it('lists matches by chapter in reading order with context, counts and paging', async () => {
    const all = await search({ query: '林远', page_size: 100 });
    expectCode(all, 0);
    const body = all.body;
    expect(body.complete).toBe(true);
    expect(body.scanned_chapters).toBe((await chaptersOf(server, token, bigBook.id)).length);
    expect(body.total_chapters).toBe(body.list.length);
    expect(body.list.reduce((n, c) => n + c.match_count, 0)).toBe(body.total_matches);
    const numbers = body.list.map((c) => c.chapter_no);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const first = body.list[0]!;
    const chapter = await getChapter(server, token, first.chapter_id);
    const match = first.matches[0]!;
    const text = match.field === 'title' ? chapter.title : chapter.content;
    expect(text.slice(match.start, match.end)).toBe('林远');
    expect(match.match).toBe('林远');
    expect(text.slice(0, match.start).endsWith(match.before)).toBe(true);
    expect(text.slice(match.end).startsWith(match.after)).toBe(true);
    expect(first.matches.length).toBeLessThanOrEqual(20);

    const page2 = await search({ query: '林远', page: 2, page_size: 5 });
    expect(page2.body.list.map((c) => c.chapter_id)).toEqual(
      body.list.slice(5, 10).map((c) => c.chapter_id),
    );
    const one = await search({ query: '林远', chapter_id: first.chapter_id });
    expect(one.body.list[0]!.matches.length).toBe(first.match_count);
  });

  it('searches case, whole words and RE2 patterns', async () => {
    const draft = (await chaptersOf(server, token, bigBook.id, 'draft'))[0]!;
    const chapter = await getChapter(server, token, draft.id);
    await save(server, token, chapter, {
      content: 'Lin met LIN and Linda. 林远说：Lin-7 到了。',
    });
    const count = async (q: Record<string, string | boolean>) =>
      (await search({ chapter_id: draft.id, ...q })).body.total_matches;
    expect(await count({ query: 'lin' })).toBe(4);
    expect(await count({ query: 'Lin', case_sensitive: true })).toBe(3);
    expect(await count({ query: 'lin', whole_word: true })).toBe(3);
    expect(await count({ query: 'L[a-z]+', mode: 'regex', case_sensitive: true })).toBe(3);
    // A CJK edge is always a word edge.
    expect(await count({ query: '林远', whole_word: true })).toBe(1);
  });

  it('refuses bad patterns with 101001 and answers a hostile one without hanging', async () => {
    expectFieldError(
      await search({ query: '(unclosed', mode: 'regex' }),
      'query',
      'validation.format',
    );
    expectFieldError(
      await search({ query: '(?=look)', mode: 'regex' }),
      'query',
      'validation.format',
    );
    expectFieldError(await search({ query: 'a*', mode: 'regex' }), 'query', 'validation.invalid');
    expectFieldError(await search({ query: 'x\u0000' }), 'query', 'validation.text');
    expectFieldError(await search({ query: 'x'.repeat(201) }), 'query', 'validation.tooLong');
    const hostile = await search({ query: '(a+)+$|(x+x+)+y|(\\p{Han}+)+$', mode: 'regex' });
    expectCode(hostile, 0);
    expect(hostile.body.scanned_chapters).toBeGreaterThan(0);
  });

  it('hides other authors’ books and chapters', async () => {
    expectCode(await search({ query: '林远', book_id: foreignBook.id }), 102001);
    expectCode(await search({ query: '林远' }, otherToken), 102001);
  });
});

describe(op('replaceInChapters'), () => {
  it('replaces in batches: drafts change, published chapters get a revision, one undo reverts all', async () => {
    const before = await texts();
    const found = (await search({ query: '林远', page_size: 100 })).body.list;
    const published = found.filter((c) => c.status === 'published');
    const drafts = found.filter((c) => c.status === 'draft');
    expect(published.length).toBeGreaterThan(2);
    expect(drafts.length).toBeGreaterThan(0);
    const liveBefore = await getChapter(server, token, published[0]!.chapter_id);
    const bookBefore = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });

    const half = Math.ceil(found.length / 2);
    const batch = (list: typeof found, undoId?: string) =>
      server.ok<ReplaceResult>('replaceInChapters', {
        token,
        body: {
          book_id: bigBook.id,
          query: '林远',
          replacement: '林渊',
          chapters: list.map((c, i) => ({
            chapter_id: c.chapter_id,
            version: c.version,
            // The author unticks the first match of the first chapter.
            ...(i === 0 && !undoId ? { exclude: [0] } : {}),
          })),
          ...(undoId ? { undo_id: undoId } : {}),
        },
      });
    const first = await batch(found.slice(0, half));
    const second = await batch(found.slice(half), first.undo_id!);
    expect(second.undo_id).toBe(first.undo_id);
    expect(first.changed.length + second.changed.length).toBe(found.length);
    const replaced = [...first.changed, ...second.changed].reduce((n, c) => n + c.replaced, 0);
    expect(replaced).toBe(found.reduce((n, c) => n + c.match_count, 0) - 1);

    const remaining = (await search({ query: '林远', page_size: 100 })).body;
    expect(remaining.total_matches).toBe(1);
    const live = await getChapter(server, token, published[0]!.chapter_id);
    expect(live.content).toBe(liveBefore.content);
    expect(live.text_state).toBe('revision');
    expect(live.revision!.content).toContain('林渊');
    const bookMid = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    expect(bookMid.word_count).toBe(bookBefore.word_count);

    // Every changed chapter keeps its old text and gets a replace version.
    const kept = await historyTexts(server, token, published[1]!.chapter_id);
    expect(kept[0]!.reason).toBe('replace');
    const old = await getChapter(server, token, published[1]!.chapter_id);
    expect(kept.map((v) => v.content)).toContain(old.content);

    const undone = await server.ok<{ restored: string[] }>('undoChapterOperation', {
      token,
      body: { undo_id: first.undo_id },
    });
    expect(undone.restored.length).toBe(found.length);
    expect(await texts()).toEqual(before);
    expect((await getChapter(server, token, published[0]!.chapter_id)).revision).toBeNull();
  });

  it('skips chapters saved since the search, and undo refuses ones changed after the replace', async () => {
    const found = (await search({ query: '林远', page_size: 100 })).body.list.filter(
      (c) => c.status === 'draft',
    );
    const target = found[0]!;
    const chapter = await getChapter(server, token, target.chapter_id);
    const edited = await save(server, token, chapter, {
      content: `${chapter.content}林远又来了。`,
    });
    const stale = await server.ok<ReplaceResult>('replaceInChapters', {
      token,
      body: {
        book_id: bigBook.id,
        query: '林远',
        replacement: '林渊',
        chapters: [{ chapter_id: target.chapter_id, version: target.version }],
      },
    });
    expect(stale.skipped).toEqual([{ chapter_id: target.chapter_id, reason: 'changed' }]);
    expect(stale.undo_id).toBeNull();

    const done = await server.ok<ReplaceResult>('replaceInChapters', {
      token,
      body: {
        book_id: bigBook.id,
        query: '林远',
        replacement: '林渊',
        chapters: [{ chapter_id: target.chapter_id, version: edited.version }],
      },
    });
    const after = await getChapter(server, token, target.chapter_id);
    const later = await save(server, token, after, { content: `${after.content}后来又写。` });
    const refused = await server.call('undoChapterOperation', {
      token,
      body: { undo_id: done.undo_id },
    });
    expectCode(refused, 104001);
    expect((await getChapter(server, token, target.chapter_id)).content).toBe(later.content);
  });

  it('replaces with RE2 groups', async () => {
    const draft = (await chaptersOf(server, token, bigBook.id, 'draft')).at(-1)!;
    const chapter = await getChapter(server, token, draft.id);
    const saved: Chapter = await save(server, token, chapter, {
      content: '2026-11-22 与 2027-01-05',
    });
    await server.ok('replaceInChapters', {
      token,
      body: {
        book_id: bigBook.id,
        query: '(?P<y>\\d{4})-(\\d{2})-(\\d{2})',
        mode: 'regex',
        replacement: '$3/$2/$<y> ($&) $$',
        chapters: [{ chapter_id: draft.id, version: saved.version }],
      },
    });
    expect((await getChapter(server, token, draft.id)).content).toBe(
      '22/11/2026 (2026-11-22) $ 与 05/01/2027 (2027-01-05) $',
    );
  });

  it('refuses another author’s book or chapter (102001) and changes nothing', async () => {
    const foreign = (await chaptersOf(server, otherToken, foreignBook.id))[0]!;
    const mine = (await chaptersOf(server, token, bigBook.id))[0]!;
    const call = (body: object, t = token) =>
      server.call('replaceInChapters', {
        token: t,
        body: { query: '的', replacement: '地', ...body },
      });
    expectCode(
      await call({
        book_id: foreignBook.id,
        chapters: [{ chapter_id: foreign.id, version: foreign.version }],
      }),
      102001,
    );
    expectCode(
      await call({
        book_id: bigBook.id,
        chapters: [
          { chapter_id: mine.id, version: mine.version },
          { chapter_id: foreign.id, version: foreign.version },
        ],
      }),
      102001,
    );
    expect((await getChapter(server, token, mine.id)).version).toBe(mine.version);
    const theirs = await server.ok<Chapter>('getChapter', {
      token: otherToken,
      query: { chapter_id: foreign.id },
    });
    expect(theirs.version).toBe(foreign.version);
    expectFieldError(
      await call({
        book_id: bigBook.id,
        replacement: '\ud800',
        chapters: [{ chapter_id: mine.id, version: mine.version }],
      }),
      'replacement',
      'validation.text',
    );
  });
});
