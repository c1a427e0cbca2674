/**
 * `npm run bench:revisions`: pending revisions at a renaming author's scale,
 * on the seeded 3,000-chapter book, against the server as `npm start` runs it
 * (PGlite, over real HTTP on loopback):
 *
 * - 1,000 published chapters get an edit (a pending revision each);
 * - the chapter list filtered to them: first page and its counts;
 * - 500 applied in one call (what readers get changes; history keeps both
 *   texts), then the other 500 discarded in one call.
 *
 * Numbers only; nothing is asserted.
 */
import { api, logIn, startServer } from './lib/bench-server';

const EDITED = 1_000;
const BATCH = 500;

const server = await startServer();
try {
  const token = await logIn(server.baseUrl);
  const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    api<T>(server.baseUrl, method, path, token, body);
  const books = await call<{ list: { id: string; chapter_count: number }[] }>(
    'GET',
    '/author/book/list?kind=long&page_size=100',
  );
  const book = books.list.reduce((a, b) => (b.chapter_count > a.chapter_count ? b : a));

  const ids: string[] = [];
  for (let page = 1; ids.length < EDITED; page++) {
    const body = await call<{ list: { id: string }[] }>(
      'GET',
      `/author/chapter/list?book_id=${book.id}&status=published&page_size=500&page=${page}`,
    );
    ids.push(...body.list.map((c) => c.id));
  }
  const edited = ids.slice(0, EDITED);
  const savesStarted = performance.now();
  for (const id of edited) {
    const chapter = await call<{ version: number; content: string }>(
      'GET',
      `/author/chapter/info?chapter_id=${id}`,
    );
    await call('POST', '/author/chapter/update', {
      chapter_id: id,
      version: chapter.version,
      content: chapter.content.replaceAll('林远', '林渊'),
    });
  }
  const savesMs = performance.now() - savesStarted;
  console.log(
    `${EDITED} published chapters edited (open + save each): ${Math.round(savesMs)} ms, ${(savesMs / EDITED).toFixed(1)} ms a chapter`,
  );

  const listStarted = performance.now();
  const pending = await call<{ total: number; revisions: { count: number; word_delta: number } }>(
    'GET',
    `/author/chapter/list?book_id=${book.id}&revision=true&page_size=100`,
  );
  console.log(
    `list filtered to pending revisions: ${pending.total} chapters (${pending.revisions.count} pending, ${pending.revisions.word_delta} words) in ${Math.round(performance.now() - listStarted)} ms`,
  );

  for (const [kind, slice] of [
    ['apply', edited.slice(0, BATCH)],
    ['discard', edited.slice(BATCH)],
  ] as const) {
    const started = performance.now();
    const done = await call<{ count: number }>('POST', `/author/chapter/revisions/${kind}`, {
      book_id: book.id,
      chapter_ids: slice,
    });
    const ms = performance.now() - started;
    console.log(
      `${kind} ${done.count} revisions in one call: ${Math.round(ms)} ms, ${(ms / done.count).toFixed(2)} ms a chapter`,
    );
  }
} finally {
  await server.stop();
}
