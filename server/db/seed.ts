import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { countWords } from '../../src/lib/word-count';
import { chineseIdCheckChar } from '../services/account/id-card';
import { hashPassword } from '../services/auth/passwords';
import type { Db } from './client';
import { newId } from './ids';
import {
  attendanceLeaves,
  authors,
  bibleEntities,
  bibleMentions,
  bibleProgressions,
  bibleSettings,
  bibleThreads,
  bookDailyStats,
  books,
  categories,
  chapterReads,
  chapters,
  incomeDaily,
  incomeEntries,
  incomeHolds,
  incomePayments,
  messages,
  type NewAuthor,
  type NewBook,
  type NewChapter,
  type NewVolume,
  signApplications,
  volumes,
} from './schema';
import { BIBLE_BOOK_TITLE, buildBible, type SeededBible } from './seed-bible';
import { buildCategories, buildSignApplication } from './seed-catalog';
import { cnMidnight, DAY, HOUR, MINUTE } from './seed-clock';
import {
  type BuiltBook,
  buildChapterReads,
  buildDailyFigures,
  buildEntries,
  buildSettlementFacts,
  shapeAttendanceDemo,
  vipStartOf,
} from './seed-figures';
import { AUTHOR_NOTES, BOOKS, type BookFixture } from './seed-fixtures';
import { hasAuthors, insertAll, insertReaderComments } from './seed-insert';
import { demoMessages } from './seed-messages';
import { chapterName, chapterText, createRng, hashSeed, pick, randInt } from './seed-prose';
import { demoReaderComments, type ReaderCommentRows } from './seed-readers';

export const DEMO_PASSWORD = 'Demo#2026';

/** Demo logins, for the start banner and the README. */
export const DEMO_ACCOUNTS = [
  { phone: '13800000001', password: DEMO_PASSWORD, penName: '墨染青衣', signed: true },
  { phone: '13800000002', password: DEMO_PASSWORD, penName: '青山客', signed: false },
] as const;

export interface SeedOptions {
  /** Chapters in 星海长歌, spread over 10 volumes (default 3000). */
  chaptersInBigBook?: number;
  /** Days of book_daily_stats for signed books, ending yesterday (default 730). */
  daysOfStats?: number;
  /** Reference time for every relative date (default: the current time). */
  now?: Date;
}

/**
 * The demo authors and books with 40 chapters and 40 days of figures: seeds
 * in a second, for the contract tests and `SEED=small` (quick trials).
 */
export const SMALL_SEED = { chaptersInBigBook: 40, daysOfStats: 40 } as const satisfies SeedOptions;

export interface SeedSummary {
  seeded: boolean;
  authors: number;
  books: number;
  chapters: number;
  ms: number;
}

// Large enough to amortise round trips, small enough to stay far below the
// 65,535 bind-parameter limit (500 rows x 20 columns = 10,000).
const POSITION_GAP = 1024;
// Any constant works; it only has to be the same for every seeding process.
const SEED_LOCK_KEY = 7_242_026;

/**
 * Seeds the demo authors, books, chapters, income, stats and messages into an
 * empty database. Does nothing when any author exists, so it is safe to call
 * on every start; an advisory lock keeps two starting processes from both
 * seeding the same database.
 */
export async function seedDemoData(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const notSeeded = (): SeedSummary => ({
    seeded: false,
    authors: 0,
    books: 0,
    chapters: 0,
    ms: Math.round(performance.now() - started),
  });
  // Checked before the expensive work too, so a normal restart stays instant.
  if (await hasAuthors(db)) return notSeeded();

  const [hash1, hash2] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  const data = buildSeed({
    now: (opts.now ?? new Date()).getTime(),
    bigBookChapters: Math.max(1, Math.floor(opts.chaptersInBigBook ?? 3000)),
    daysOfStats: Math.max(0, Math.floor(opts.daysOfStats ?? 730)),
    passwordHashes: [hash1, hash2],
  });

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    if (await hasAuthors(tx)) return false;
    await insertAll(tx, authors, data.authors);
    for (const level of data.categoryLevels) await insertAll(tx, categories, level);
    await insertAll(tx, books, data.books);
    await insertAll(tx, volumes, data.volumes);
    await insertAll(tx, chapters, data.chapters);
    await insertAll(tx, bibleSettings, data.bible.settings);
    await insertAll(tx, bibleEntities, data.bible.entities);
    await insertAll(tx, bibleProgressions, data.bible.progressions);
    await insertAll(tx, bibleThreads, data.bible.threads);
    await insertAll(tx, bibleMentions, data.bible.mentions);
    await insertAll(tx, chapterReads, data.chapterReads);
    await insertAll(tx, signApplications, data.signApplications);
    await insertAll(tx, incomeDaily, data.incomeDaily);
    await insertAll(tx, incomeEntries, data.incomeEntries);
    await insertAll(tx, incomeHolds, data.incomeHolds);
    await insertAll(tx, incomePayments, data.incomePayments);
    await insertAll(tx, attendanceLeaves, data.attendanceLeaves);
    await insertAll(tx, bookDailyStats, data.bookDailyStats);
    await insertAll(tx, messages, data.messages);
    // Threads' first comments before their replies, which name them.
    await insertReaderComments(tx, data.readerComments.roots);
    await insertReaderComments(tx, data.readerComments.replies);
    return true;
  });
  if (!seeded) return notSeeded();
  // PGlite has no autovacuum: without statistics its planner assumes a few
  // rows per table and picks joins and sorts meant for toy sizes.
  await db.execute(sql`analyze`);
  return {
    seeded: true,
    authors: data.authors.length,
    books: data.books.length,
    chapters: data.chapters.length,
    ms: Math.round(performance.now() - started),
  };
}

interface BuildInput {
  now: number;
  bigBookChapters: number;
  daysOfStats: number;
  passwordHashes: [string, string];
}

type Rows<T extends PgTable> = T['$inferInsert'][];

interface SeedData {
  authors: NewAuthor[];
  categoryLevels: Rows<typeof categories>[];
  books: NewBook[];
  volumes: NewVolume[];
  chapters: NewChapter[];
  chapterReads: Rows<typeof chapterReads>;
  signApplications: Rows<typeof signApplications>;
  incomeDaily: Rows<typeof incomeDaily>;
  incomeEntries: Rows<typeof incomeEntries>;
  incomeHolds: Rows<typeof incomeHolds>;
  incomePayments: Rows<typeof incomePayments>;
  attendanceLeaves: Rows<typeof attendanceLeaves>;
  bookDailyStats: Rows<typeof bookDailyStats>;
  messages: Rows<typeof messages>;
  bible: SeededBible;
  readerComments: ReaderCommentRows;
}

/** Everything to insert, built in memory first so the transaction is short. */
function buildSeed(input: BuildInput): SeedData {
  const { now } = input;
  const authorRows = buildAuthors(input);
  const authorIds = [authorRows[0]!.id!, authorRows[1]!.id!];
  const { levels, leafIds } = buildCategories();

  const data: SeedData = {
    authors: authorRows,
    categoryLevels: levels,
    books: [],
    volumes: [],
    chapters: [],
    chapterReads: [],
    signApplications: [],
    incomeDaily: [],
    incomeEntries: [],
    incomeHolds: [],
    incomePayments: [],
    attendanceLeaves: [],
    bookDailyStats: [],
    messages: [],
    bible: { settings: [], entities: [], progressions: [], threads: [], mentions: [] },
    readerComments: { roots: [], replies: [] },
  };

  for (const fixture of BOOKS) {
    const authorId = authorIds[fixture.author - 1]!;
    const categoryId = leafIds.get(`${fixture.audience}/${fixture.category.join('/')}`);
    if (!categoryId) throw new Error(`unknown category ${fixture.category.join('/')}`);
    const total = fixture.chapters === 'big' ? input.bigBookChapters : fixture.chapters;
    const built = buildBook(fixture, { authorId, categoryId, total, now });
    data.books.push(built.book);
    data.volumes.push(...built.volumes);
    data.chapters.push(...built.chapters);
    if (fixture.title === BIBLE_BOOK_TITLE) {
      data.bible = buildBible(built.book.id!, built.chapters, new Date(now));
    }
    data.attendanceLeaves.push(
      ...built.leaves.map((date) => ({ bookId: built.book.id!, authorId, date })),
    );

    if (fixture.popularity && fixture.signStatus === 'signed') {
      const rng = createRng(hashSeed(`${fixture.title}/money`));
      data.chapterReads.push(...buildChapterReads(rng, fixture, built.chapters));
      const figures = buildDailyFigures(rng, fixture, built, input);
      data.incomeDaily.push(...figures.income);
      data.bookDailyStats.push(...figures.stats);
      data.incomeEntries.push(...buildEntries(fixture, built, figures.income, built.leaves, now));
      data.signApplications.push(
        buildSignApplication(fixture, built.book, authorRows[fixture.author - 1]!),
      );
    }
  }

  // Holds and payments belong to the author: one payment covers every book.
  for (const authorId of authorIds) {
    const income = data.incomeDaily.filter((row) => row.authorId === authorId);
    if (income.length === 0) continue;
    const entries = data.incomeEntries.filter((row) => row.authorId === authorId);
    const facts = buildSettlementFacts(authorId, income, entries, now);
    data.incomeHolds.push(...facts.holds);
    data.incomePayments.push(...facts.payments);
  }

  data.messages.push(...demoMessages(authorIds, now, data));
  const fullSize = input.bigBookChapters >= 1000;
  data.readerComments = demoReaderComments(
    data.books.map((book) => {
      const fixture = BOOKS.find((f) => f.title === book.title)!;
      return {
        book,
        chapters: data.chapters.filter((c) => c.bookId === book.id),
        authorName: authorRows[fixture.author - 1]!.penName ?? '',
        // The full big book carries tens of thousands, the others a few each;
        // the small seeds (tests) get hundreds, so they stay quick to seed.
        perChapter: fixture.chapters === 'big' ? (fullSize ? 12 : 3) : 1,
        reviews: fixture.chapters === 'big' && fullSize ? 300 : 12,
      };
    }),
    now,
  );
  return data;
}

function buildAuthors({ now, passwordHashes }: BuildInput): NewAuthor[] {
  const first17 = '11010119900307123';
  return [
    {
      id: newId(),
      phone: DEMO_ACCOUNTS[0].phone,
      passwordHash: passwordHashes[0],
      penName: DEMO_ACCOUNTS[0].penName,
      avatar: null,
      email: 'moran.qingyi@example.com',
      introduction: '科幻与仙侠两开花的网文写手，日更三年未断。欢迎来书评区找我聊剧情。',
      qq: '2026000001',
      homePhone: '010-62345678',
      isCertified: true,
      realName: '林墨',
      idCard: first17 + chineseIdCheckChar(first17),
      isSigned: true,
      fanNum: 12860,
      newRegister: false,
      editorName: '小鱼',
      createTime: new Date(now - 1460 * DAY),
      updateTime: new Date(now - 20 * DAY),
    },
    {
      id: newId(),
      phone: DEMO_ACCOUNTS[1].phone,
      passwordHash: passwordHashes[1],
      penName: DEMO_ACCOUNTS[1].penName,
      avatar: null,
      email: 'qingshanke@example.com',
      introduction: '爱读史书的理工男，业余写点家国旧事。',
      qq: null,
      homePhone: null,
      isCertified: false,
      realName: null,
      idCard: null,
      isSigned: false,
      fanNum: 86,
      newRegister: false,
      editorName: null,
      createTime: new Date(now - 60 * DAY),
      updateTime: new Date(now - 3 * DAY),
    },
  ];
}

function buildBook(
  fixture: BookFixture,
  ctx: { authorId: string; categoryId: string; total: number; now: number },
): BuiltBook & { leaves: string[] } {
  const { total, now } = ctx;
  const rng = createRng(hashSeed(fixture.title));
  const bookId = newId();
  const today = cnMidnight(now);
  const drafts = Math.min(fixture.drafts, total);
  const scheduled = Math.min(fixture.scheduled, total - drafts);
  const published = total - drafts - scheduled;
  // VIP starts on the fixture's VIP day, or else after chapter 600 (the
  // first fifth for small test seeds), so signed books have free and paid chapters.
  const vipAfter = Math.min(600, Math.floor(total / 5));
  const vipStart = vipStartOf(fixture, now);

  const volumeCount = Math.max(1, Math.min(fixture.volumes.length, total));
  const volumeRows: NewVolume[] = fixture.volumes.slice(0, volumeCount).map((title, v) => ({
    id: newId(),
    bookId,
    title,
    sort: (v + 1) * POSITION_GAP,
    chapterCount: 0,
    wordCount: 0,
  }));

  // Published chapters are spread evenly between the two days, around 20:00.
  const firstAt = today - fixture.publishedFromDaysAgo * DAY + 20 * HOUR;
  const lastAt = today - fixture.publishedToDaysAgo * DAY + 20 * HOUR;
  const step = published > 1 ? (lastAt - firstAt) / (published - 1) : 0;
  const jitterMax = Math.min(20 * MINUTE, step / 3);

  const chapterRows: NewChapter[] = [];
  for (let i = 0; i < total; i++) {
    const no = i + 1;
    const volume = volumeRows[Math.min(volumeCount - 1, Math.floor((i * volumeCount) / total))]!;
    const content = chapterText(rng, fixture.cast, fixture.length[0], fixture.length[1]);
    const wordCount = countWords(content);
    const title =
      fixture.kind === 'short' ? fixture.title : `第${no}章 ${chapterName(rng, fixture.cast)}`;
    const authorNote = rng() < 0.12 ? pick(rng, AUTHOR_NOTES) : '';

    let status: NewChapter['status'];
    let publishAt: Date | null = null;
    let publishedAt: Date | null = null;
    let createTime: Date;
    let updateTime: Date;
    if (i < published) {
      status = 'published';
      const at = Math.round(firstAt + step * i + rng() * jitterMax);
      publishedAt = new Date(at);
      createTime = new Date(at - randInt(rng, 2, 30) * HOUR);
      updateTime = publishedAt;
    } else if (i < published + scheduled) {
      status = 'scheduled';
      const k = i - published;
      publishAt = new Date(today + (k + 1) * DAY + 20 * HOUR);
      createTime = new Date(now - (scheduled - k + 2) * DAY);
      updateTime = new Date(createTime.getTime() + randInt(rng, 1, 20) * HOUR);
    } else {
      status = 'draft';
      const k = i - published - scheduled;
      createTime = new Date(now - (drafts - k + 1) * DAY + randInt(rng, 0, 12) * HOUR);
      updateTime = new Date(Math.min(now, createTime.getTime() + randInt(rng, 1, 30) * HOUR));
    }

    chapterRows.push({
      id: newId(),
      bookId,
      volumeId: volume.id!,
      chapterNo: no,
      position: no * POSITION_GAP,
      title,
      content,
      authorNote,
      wordCount,
      status,
      statusBeforeTrash: null,
      publishAt,
      publishedAt,
      isVip:
        fixture.allowVip &&
        (vipStart === null ? no > vipAfter : (publishedAt?.getTime() ?? now) >= vipStart),
      version: status === 'published' ? randInt(rng, 1, 3) : randInt(rng, 1, 6),
      createTime,
      updateTime,
      trashedAt: null,
    });
  }

  const leaves = shapeAttendanceDemo(rng, fixture, chapterRows, now);
  for (const chapter of chapterRows) {
    const volume = volumeRows.find((v) => v.id === chapter.volumeId)!;
    volume.chapterCount! += 1;
    volume.wordCount! += chapter.wordCount!;
  }

  const lastPublished = published > 0 ? chapterRows[published - 1]! : undefined;
  const firstCreated = chapterRows[0]?.createTime?.getTime() ?? now - 7 * DAY;
  const bookCreated = new Date(firstCreated - 3 * DAY);
  for (const [v, volume] of volumeRows.entries()) {
    const first = chapterRows.find((c) => c.volumeId === volume.id);
    volume.createTime = first?.createTime ?? new Date(bookCreated.getTime() + v * HOUR);
  }
  const book: NewBook = {
    id: bookId,
    authorId: ctx.authorId,
    kind: fixture.kind,
    title: fixture.title,
    audience: fixture.audience,
    categoryId: ctx.categoryId,
    tags: fixture.tags,
    protagonists: fixture.protagonists,
    synopsis: fixture.synopsis,
    coverUrl: null,
    serialStatus: fixture.serialStatus,
    reviewStatus: fixture.reviewStatus,
    rejectReason: fixture.rejectReason ?? null,
    rejectFields: fixture.rejectFields ?? [],
    signStatus: fixture.signStatus,
    allowVip: fixture.allowVip,
    // No seeded chapter is trashed, so every chapter counts.
    wordCount: volumeRows.reduce((sum, v) => sum + v.wordCount!, 0),
    chapterCount: chapterRows.length,
    lastChapterTitle: lastPublished?.title ?? null,
    lastPublishedAt: lastPublished?.publishedAt ?? null,
    createTime: bookCreated,
    updateTime: new Date(
      Math.max(bookCreated.getTime(), ...chapterRows.map((c) => c.updateTime!.getTime())),
    ),
  };
  return { book, volumes: volumeRows, chapters: chapterRows, leaves };
}
