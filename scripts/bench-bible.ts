/**
 * Figures for the story bible (issue 32), on the seeded 3,000-chapter book
 * and its seeded bible, in-process over real HTTP on loopback:
 *
 * - the full rebuild of the book's mention index (every name and alias over
 *   every chapter): alone, and as the alias edit that triggers it answers;
 * - what the index adds to a chapter save: saves of a ~20,000-character
 *   draft with the bible, and with the book's bible switched off (a book
 *   without entities), p50/p99, and the index update alone;
 * - the entity page (card, heatmap per volume, first and last appearance),
 *   the entity list with its flags, and a page of appearances: p50/p99.
 *
 * Numbers only; nothing here is asserted (targets: rebuild ≤ 10 s, save
 * overhead ≤ 20 ms, entity page ≤ 200 ms). `npm run bench:bible`.
 */
import { cpus, loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { bibleMentions, bibleSettings } from '../server/db/schema';
import { seedDemoData } from '../server/db/seed';
import { BOOKS } from '../server/db/seed-fixtures';
import { chapterText, createRng } from '../server/db/seed-prose';
import { indexChapter, rebuildBookIndex } from '../server/services/bible/mention-index';
import { api, DEMO_PASSWORD, SIGNED_PHONE } from './lib/bench-server';

const ROUNDS = 60;
const rng = createRng(32);
const cast = BOOKS.find((b) => b.title === '星海长歌')!.cast;

const database = await openDatabase({ inMemory: true });
await migrateDatabase(database);
const seeded = await seedDemoData(database.db);
const { app } = await buildApp({
  db: database.db,
  config: { uploadsDir: '/tmp/bench-bible-uploads', readCacheTtlMs: 30_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  return api<T>(base, method, path, token, body);
}

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const figures = (label: string, list: number[]) =>
  console.log(
    `${label}: p50 ${percentile(list, 50).toFixed(1)} ms, p99 ${percentile(list, 99).toFixed(1)} ms (n=${list.length})`,
  );
async function timed(work: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
}

const token = (
  await call<{ token: string }>('POST', '/author/user/login_by_pwd', {
    phone: SIGNED_PHONE,
    password: DEMO_PASSWORD,
  })
).token;
const get = <T>(path: string) => call<T>('GET', path, undefined, token);
const post = <T>(path: string, body: unknown) => call<T>('POST', path, body, token);

const books = await get<{ list: { id: string; title: string; chapter_count: number }[] }>(
  '/author/book/list?kind=long&page_size=100',
);
const book = books.list.find((b) => b.title === '星海长歌')!;
const mentionRows = async () =>
  (await database.db.$count(bibleMentions, eq(bibleMentions.bookId, book.id))) as number;
console.log(
  `seeded ${seeded.chapters} chapters in ${seeded.ms} ms; 《${book.title}》 has ${book.chapter_count} chapters, ${await mentionRows()} mention rows; ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
);

interface Summary {
  id: string;
  name: string;
  aliases: string[];
  chapter_count: number;
}
const entities = (await get<{ list: Summary[] }>(`/author/bible/entities?book_id=${book.id}`)).list;
const hero = entities.find((e) => e.name === '林远')!;

console.log('\n## Full rebuild of the mention index');
{
  const runs: number[] = [];
  for (let i = 0; i < 2; i++) {
    runs.push(await timed(() => database.db.transaction((tx) => rebuildBookIndex(tx, book.id))));
  }
  console.log(
    `rebuild alone: ${runs.map((ms) => Math.round(ms)).join(', ')} ms (${entities.length} entities, ${entities.reduce((n, e) => n + 1 + e.aliases.length, 0)} names, ${await mentionRows()} rows)`,
  );
  // Answered within the request: on a slow machine it may outlast the server's request timeout.
  const answered = async (aliases: string[]) => {
    try {
      return `${Math.round(await timed(() => post('/author/bible/entity/update', { entity_id: hero.id, aliases })))} ms`;
    } catch (error) {
      return `failed (${(error as Error).message})`;
    }
  };
  console.log(
    `an alias edit, answered: ${await answered(['小远'])}, and back: ${await answered([])}`,
  );
}

console.log('\n## A chapter save (a ~20,000-character draft)');
{
  const { list: drafts } = await get<{ list: { id: string }[] }>(
    `/author/chapter/list?book_id=${book.id}&status=draft&page_size=5`,
  );
  const draftId = drafts[0]!.id;
  const texts = Array.from({ length: 4 }, () => chapterText(rng, cast, 19_000, 21_000));
  let version = (await get<{ version: number }>(`/author/chapter/info?chapter_id=${draftId}`))
    .version;
  const saves = async () => {
    const list: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      list.push(
        await timed(async () => {
          const saved = await post<{ version: number }>('/author/chapter/update', {
            chapter_id: draftId,
            version,
            content: texts[i % texts.length],
          });
          version = saved.version;
        }),
      );
    }
    return list;
  };
  await saves();
  const withBible = await saves();
  figures('save, with the bible (21 entities)', withBible);
  const indexOnly: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    indexOnly.push(
      await timed(() =>
        database.db.transaction((tx) =>
          indexChapter(tx, book.id, draftId, texts[i % texts.length]!),
        ),
      ),
    );
  }
  figures('the index update alone (its own transaction)', indexOnly);
  // A book without a bible: its settings row gone, the save finds no names.
  const [settings] = await database.db
    .delete(bibleSettings)
    .where(eq(bibleSettings.bookId, book.id))
    .returning();
  const without = await saves();
  figures('save, the book without a bible', without);
  console.log(
    `added by the index: p50 ${(percentile(withBible, 50) - percentile(without, 50)).toFixed(1)} ms`,
  );
  await database.db.insert(bibleSettings).values(settings!);
}

console.log('\n## Reading the bible');
{
  const page: number[] = [];
  const list: number[] = [];
  const appearances: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    page.push(
      await timed(() => get(`/author/bible/entity?entity_id=${hero.id}&as_of_chapter_no=812`)),
    );
    list.push(await timed(() => get(`/author/bible/entities?book_id=${book.id}`)));
    appearances.push(
      await timed(() =>
        get(
          `/author/bible/entity/appearances?entity_id=${hero.id}&after_chapter_no=${i * 40}&limit=50`,
        ),
      ),
    );
  }
  figures(`entity page of 林远 (${hero.chapter_count} chapters, heatmap of 10 volumes)`, page);
  figures('entity list with flags', list);
  figures('a page of 50 appearances', appearances);
}

await app.close();
await database.close();
