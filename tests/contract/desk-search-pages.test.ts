/**
 * Contract tests of paging through a search across the 3,000-chapter book
 * with the read cache on, as `npm start` runs: the first page's scan is kept
 * and later pages are cut from it, listing what a fresh scan lists, while
 * every write shows at once (a save after page 1 shows on page 2 with its new
 * version, so a replace with the gathered versions skips nothing).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { type Book, deskServer, expectCode, getChapter, save } from './desk-helpers';
import { op, type TestServer } from './harness';

type SearchResult = Extract<components['schemas']['SearchResultEnvelope'], { code: 0 }>['body'];
type ReplaceResult = Extract<components['schemas']['ReplaceResultEnvelope'], { code: 0 }>['body'];

let server: TestServer;
let token: string;
let bigBook: Book;

beforeAll(async () => {
  ({ server, token, bigBook } = await deskServer());
});
afterAll(() => server?.close());

async function search(query: Record<string, string | number | boolean | undefined>) {
  const answer = await server.call<SearchResult>('searchChapters', {
    token,
    query: { book_id: bigBook.id, ...query },
  });
  expectCode(answer, 0);
  return answer.body;
}

/** Every chapter with matches and its version, pages of 500 listing no matches (collectTargets). */
async function gather(query: Record<string, string | boolean>) {
  const all: SearchResult['list'] = [];
  for (let page = 1; ; page++) {
    const body = await search({ ...query, page, page_size: 500, max_matches: 0 });
    all.push(...body.list);
    if (body.list.length < 500) return all;
  }
}

/** The figures of an answer that do not depend on the page asked for. */
const totals = (body: SearchResult) => ({
  total_matches: body.total_matches,
  total_chapters: body.total_chapters,
  scanned_chapters: body.scanned_chapters,
  complete: body.complete,
});

describe(op('searchChapters'), () => {
  it('keeps the first scan and lists later pages as a fresh scan lists them', async () => {
    const q = { query: '林远', context: 8, max_matches: 3 };
    await search({ query: '暖身' }); // the session is in the cache before counting entries
    const held = server.context.readCache.size;
    const pages = [await search({ ...q, page: 1, page_size: 7 })];
    // The scan's index is kept (one entry), whichever page comes next.
    expect(server.context.readCache.size).toBe(held + 1);
    for (let page = 2; page <= 4; page++) pages.push(await search({ ...q, page, page_size: 7 }));
    // The same search spelled as a pattern is keyed apart and scans afresh.
    const fresh = await search({ ...q, mode: 'regex', page: 1, page_size: 28 });
    expect(server.context.readCache.size).toBe(held + 2);
    expect(fresh.list.length).toBe(28);
    expect(pages.flatMap((p) => p.list)).toEqual(fresh.list);
    for (const p of pages) expect(totals(p)).toEqual(totals(fresh));
    expect(pages[3]!.list[0]!.matches.length).toBe(3);
    // Pages listing no matches and pages past the end come from the index too.
    const bare = await search({ ...q, page: 2, page_size: 7, max_matches: 0 });
    expect(bare.list.map((c) => [c.chapter_id, c.version, c.match_count, c.matches])).toEqual(
      pages[1]!.list.map((c) => [c.chapter_id, c.version, c.match_count, []]),
    );
    const past = await search({ ...q, page: 1000, page_size: 7 });
    expect(past.list).toEqual([]);
    expect(totals(past)).toEqual(totals(fresh));
  });

  it('shows a save made after page 1 on page 2, and a replace with the gathered versions skips nothing', async () => {
    const q = { query: '林远', case_sensitive: true };
    await search({ ...q, page: 1, page_size: 10, max_matches: 0 });
    const before = await search({ ...q, page: 2, page_size: 10, max_matches: 0 });
    const target = before.list[3]!;
    const chapter = await getChapter(server, token, target.chapter_id);
    const saved = await save(server, token, chapter, { content: `${chapter.content}林远又来了。` });

    // No text is read for a page listing no matches: the version is the index's.
    const after = await search({ ...q, page: 2, page_size: 10, max_matches: 0 });
    const listed = after.list.find((c) => c.chapter_id === target.chapter_id)!;
    expect(listed.version).toBe(saved.version);
    expect(listed.version).not.toBe(target.version);
    expect(listed.match_count).toBe(target.match_count + 1);
    expect(after.total_matches).toBe(before.total_matches + 1);

    const targets = await gather(q);
    expect(targets.length).toBe(after.total_chapters);
    const chosen = [
      ...targets.slice(0, 3),
      targets.find((c) => c.chapter_id === target.chapter_id)!,
    ];
    const replaced = await server.ok<ReplaceResult>('replaceInChapters', {
      token,
      body: {
        book_id: bigBook.id,
        query: '林远',
        case_sensitive: true,
        replacement: '林渊',
        chapters: chosen.map((c) => ({ chapter_id: c.chapter_id, version: c.version })),
      },
    });
    expect(replaced.skipped).toEqual([]);
    expect(replaced.changed.map((c) => c.chapter_id)).toEqual(chosen.map((c) => c.chapter_id));
    // The replace is a write too: the chapters it emptied are gone from the results.
    const left = await gather(q);
    expect(left.length).toBe(targets.length - chosen.length);
  });

  it('scans afresh when a page’s chapter changed before this server heard of it', async () => {
    const q = { query: '林远', whole_word: true, page_size: 5 };
    const first = await search({ ...q, page: 1 });
    const page2 = await search({ ...q, page: 2 });
    // The chapter's own text is the one searched (no pending revision).
    const at = page2.list.findIndex((c) => c.text_state !== 'revision');
    const target = page2.list[at]!;
    // Another process's save whose notice has not arrived yet: no invalidation here.
    await server.database.db.execute(
      sql`update chapters set title = '重写', content = '林远来了，林远又走了。',
          version = version + 1 where id = ${target.chapter_id}`,
    );
    const again = await search({ ...q, page: 2 });
    expect(again.list[at]!.chapter_id).toBe(target.chapter_id);
    expect(again.list[at]!.title).toBe('重写');
    expect(again.list[at]!.match_count).toBe(2);
    expect(again.list[at]!.version).toBe(target.version + 1);
    expect(again.total_matches).toBe(first.total_matches - target.match_count + 2);
  });
});
