/**
 * `npm run bench:check`: figures for the pre-publish check (issue 31).
 *
 * - One 30,000-character chapter against 2,000 rules (1,950 literal lists of
 *   5 words, matched together in one Aho-Corasick pass, and 50 RE2
 *   expressions), plus the text hygiene and the book's names: p50/p99 of the
 *   whole check and of the rules alone, after warm-up (goal: p50 <= 20 ms);
 *   and the whole check against a story bible's 500 names.
 * - A scan of the seeded 3,000-chapter book (星海长歌) on the demo rules, as
 *   the server reads and checks it: the chapters read from an in-memory
 *   PGlite and each checked (goal: <= 10 s).
 *
 * Numbers only; nothing here is asserted.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { books, chapters } from '../server/db/schema';
import { seedDemoData } from '../server/db/seed';
import { BOOKS } from '../server/db/seed-fixtures';
import { chapterText, createRng } from '../server/db/seed-prose';
import { checkRules, checkText, compileRules, DEMO_RULES, type Rule } from '../src/lib/prepublish';

const rng = createRng(31);
const cast = BOOKS.find((b) => b.title === '星海长歌')!.cast;
const names = [cast.hero, cast.heroine, cast.mentor, cast.rival, cast.friend];

// Words of two to four characters from the common range, so some hit by chance.
const COMMON =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处府理世';
const word = () =>
  Array.from(
    { length: 2 + Math.floor(rng() * 3) },
    () => COMMON[Math.floor(rng() * COMMON.length)],
  ).join('');
const texts = {
  explanation: { zh: '演示', en: 'Demo' },
  suggestion: { zh: '改写', en: 'Rewrite' },
};

const rules: Rule[] = [
  ...DEMO_RULES,
  ...Array.from(
    { length: 1950 - DEMO_RULES.length },
    (_, i): Rule => ({
      id: `bench.literal.${i}`,
      category: 'advertising',
      severity: i % 10 === 0 ? 'block' : 'warn',
      pattern: { kind: 'literals', literals: Array.from({ length: 5 }, word) },
      ...texts,
    }),
  ),
  ...Array.from(
    { length: 50 },
    (_, i): Rule => ({
      id: `bench.re2.${i}`,
      category: 'contact',
      severity: 'block',
      pattern: { kind: 're2', expression: `${word()}[0-9A-Za-z]{${3 + (i % 5)},}` },
      ...texts,
    }),
  ),
];

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms (n=${samples.length})`;
}

function time(fn: () => unknown, runs: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

let chapter = '';
while (chapter.length < 30_000) chapter += `${chapterText(rng, cast, 1500, 3000)}\n`;
chapter = `${chapter.slice(0, 29_980)}\n加V：abc12345`;
let t0 = performance.now();
const compiled = compileRules({ version: 1, rules });
console.log(`compile ${rules.length} rules: ${(performance.now() - t0).toFixed(1)} ms`);
t0 = performance.now();
const first = checkText(compiled, chapter, { names });
console.log(
  `first check (cold caches): ${(performance.now() - t0).toFixed(1)} ms, ${first.length} findings`,
);
time(() => checkText(compiled, chapter, { names }), 20);
console.log(
  `30,000 characters, 2,000 rules, whole check: ${percentiles(time(() => checkText(compiled, chapter, { names }), 200))}`,
);
console.log(
  `30,000 characters, 2,000 rules, rules only:  ${percentiles(time(() => checkRules(compiled, chapter), 200))}`,
);
// A story bible of 500 names and aliases: the names are looked up by their
// first sound, so the cost should stay near that of the cast's 5.
const bibleNames = [...names, ...Array.from({ length: 495 }, word)];
time(() => checkText(compiled, chapter, { names: bibleNames }), 20);
console.log(
  `30,000 characters, 2,000 rules, 500 names:   ${percentiles(time(() => checkText(compiled, chapter, { names: bibleNames }), 200))}`,
);

const database = await openDatabase({ inMemory: true });
await migrateDatabase(database);
t0 = performance.now();
await seedDemoData(database.db);
console.log(`seeded the demo in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const [book] = await database.db.select().from(books).where(eq(books.title, '星海长歌'));
const demo = compileRules({ version: 1, rules: DEMO_RULES });
t0 = performance.now();
const rows = await database.db
  .select({ id: chapters.id, content: chapters.content })
  .from(chapters)
  .where(eq(chapters.bookId, book!.id));
const read = performance.now() - t0;
let findings = 0;
let characters = 0;
const t1 = performance.now();
for (const row of rows) {
  findings += checkText(demo, row.content, { names: book!.protagonists }).length;
  characters += row.content.length;
}
const checked = performance.now() - t1;
console.log(
  `scan of 《${book!.title}》: ${rows.length} chapters, ${(characters / 1e6).toFixed(1)} M characters, ` +
    `${findings} findings; read ${(read / 1000).toFixed(2)} s + check ${(checked / 1000).toFixed(2)} s = ${((read + checked) / 1000).toFixed(2)} s`,
);
await database.close();
