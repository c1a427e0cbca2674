import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { countWords } from '../../src/lib/word-count';
import { chineseIdCheckChar } from '../services/id-card';
import { hashPassword } from '../services/passwords';
import type { Db } from './client';
import { newId } from './ids';
import {
  AUDIENCES,
  authors,
  bookDailyStats,
  books,
  categories,
  chapterReads,
  chapters,
  incomeDaily,
  incomeMonthly,
  messages,
  type NewAuthor,
  type NewBook,
  type NewChapter,
  type NewVolume,
  type SettleStatus,
  signApplications,
  volumes,
} from './schema';
import {
  AUTHOR_NOTES,
  AUTHOR1_MESSAGES,
  AUTHOR2_MESSAGES,
  BOOKS,
  type BookFixture,
  CATEGORY_TREE,
  type MessageFixture,
} from './seed-fixtures';
import {
  chapterName,
  chapterText,
  createRng,
  hashSeed,
  pick,
  type Rng,
  randInt,
} from './seed-prose';

export const DEMO_PASSWORD = 'Demo#2026';

/** Demo logins, for the start banner and the README. */
export const DEMO_ACCOUNTS = [
  { phone: '13800000001', password: DEMO_PASSWORD, penName: '墨染青衣', signed: true },
  { phone: '13800000002', password: DEMO_PASSWORD, penName: '青山客', signed: false },
] as const;

export interface SeedOptions {
  /** Chapters in 星海长歌, spread over 10 volumes (default 3000). */
  chaptersInBigBook?: number;
  /** Days of book_daily_stats for signed books, ending yesterday (default 365). */
  daysOfStats?: number;
  /** Reference time for every relative date (default: the current time). */
  now?: Date;
}

export interface SeedSummary {
  seeded: boolean;
  authors: number;
  books: number;
  chapters: number;
  ms: number;
}

// Large enough to amortise round trips, small enough to stay far below the
// 65,535 bind-parameter limit (500 rows x 20 columns = 10,000).
const BATCH = 500;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
// Calendar days and months follow China time, where the authors live.
const CN_OFFSET = 8 * HOUR;
const POSITION_GAP = 1024;
// Any constant works; it only has to be the same for every seeding process.
const SEED_LOCK_KEY = 7_242_026;

/** 'YYYY-MM-DD' of an instant in China time. */
function cnDate(t: number): string {
  return new Date(t + CN_OFFSET).toISOString().slice(0, 10);
}

/** The instant of 00:00 China time on the day containing `t`. */
function cnMidnight(t: number): number {
  return Math.floor((t + CN_OFFSET) / DAY) * DAY - CN_OFFSET;
}

/** Day of week in China time, 0 = Sunday. */
function cnWeekday(t: number): number {
  return new Date(t + CN_OFFSET).getUTCDay();
}

/** Midnight China time of the first day of the month `back` months before `t`'s month. */
function cnMonthStart(t: number, back: number): number {
  const d = new Date(t + CN_OFFSET);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1) - CN_OFFSET;
}

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
    daysOfStats: Math.max(0, Math.floor(opts.daysOfStats ?? 365)),
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
    await insertAll(tx, chapterReads, data.chapterReads);
    await insertAll(tx, signApplications, data.signApplications);
    await insertAll(tx, incomeMonthly, data.incomeMonthly);
    await insertAll(tx, incomeDaily, data.incomeDaily);
    await insertAll(tx, bookDailyStats, data.bookDailyStats);
    await insertAll(tx, messages, data.messages);
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

type Executor = Pick<Db, 'select' | 'insert'>;

async function hasAuthors(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: authors.id }).from(authors).limit(1);
  return rows.length > 0;
}

async function insertAll<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH));
  }
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
  incomeMonthly: Rows<typeof incomeMonthly>;
  incomeDaily: Rows<typeof incomeDaily>;
  bookDailyStats: Rows<typeof bookDailyStats>;
  messages: Rows<typeof messages>;
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
    incomeMonthly: [],
    incomeDaily: [],
    bookDailyStats: [],
    messages: [],
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

    if (fixture.popularity && fixture.signStatus === 'signed') {
      const rng = createRng(hashSeed(`${fixture.title}/money`));
      data.chapterReads.push(...buildChapterReads(rng, fixture, built.chapters));
      const money = buildDailyMoney(rng, fixture, built, input);
      data.incomeDaily.push(...money.incomeDaily);
      data.incomeMonthly.push(...money.incomeMonthly);
      data.bookDailyStats.push(...money.stats);
      data.signApplications.push(
        buildSignApplication(fixture, built.book, authorRows[fixture.author - 1]!),
      );
    }
  }

  data.messages.push(
    ...buildMessages(authorIds[0]!, AUTHOR1_MESSAGES, 10, now, 60),
    ...buildMessages(authorIds[1]!, AUTHOR2_MESSAGES, 2, now, 30),
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

/** Channel, genre and leaf rows (one insert per level) and a leaf-id lookup. */
function buildCategories() {
  const levels: Rows<typeof categories>[] = [[], [], []];
  const leafIds = new Map<string, string>();
  let channelSort = 0;
  for (const audience of AUDIENCES) {
    const channel = CATEGORY_TREE[audience];
    const channelId = newId();
    levels[0]!.push({
      id: channelId,
      parentId: null,
      name: channel.name,
      audience,
      sort: channelSort++,
    });
    channel.children.forEach((genre, g) => {
      const genreId = newId();
      levels[1]!.push({ id: genreId, parentId: channelId, name: genre.name, audience, sort: g });
      genre.leaves.forEach((leaf, l) => {
        const leafId = newId();
        levels[2]!.push({ id: leafId, parentId: genreId, name: leaf, audience, sort: l });
        leafIds.set(`${audience}/${genre.name}/${leaf}`, leafId);
      });
    });
  }
  return { levels, leafIds };
}

interface BuiltBook {
  book: NewBook;
  volumes: NewVolume[];
  chapters: NewChapter[];
}

function buildBook(
  fixture: BookFixture,
  ctx: { authorId: string; categoryId: string; total: number; now: number },
): BuiltBook {
  const { total, now } = ctx;
  const rng = createRng(hashSeed(fixture.title));
  const bookId = newId();
  const today = cnMidnight(now);
  const drafts = Math.min(fixture.drafts, total);
  const scheduled = Math.min(fixture.scheduled, total - drafts);
  const published = total - drafts - scheduled;
  // VIP starts after chapter 600, or after the first fifth for small test
  // seeds, so every signed book has both free and paid chapters.
  const vipAfter = Math.min(600, Math.floor(total / 5));

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
      isVip: fixture.allowVip && no > vipAfter,
      version: status === 'published' ? randInt(rng, 1, 3) : randInt(rng, 1, 6),
      createTime,
      updateTime,
      trashedAt: null,
    });
    volume.chapterCount! += 1;
    volume.wordCount! += wordCount;
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
  return { book, volumes: volumeRows, chapters: chapterRows };
}

/** Reads fall off with chapter number, as readers drop out; only VIP chapters sell. */
function buildChapterReads(rng: Rng, fixture: BookFixture, rows: NewChapter[]) {
  const base = fixture.popularity!.reads;
  const published = rows.filter((c) => c.status === 'published');
  const decay = Math.max(10, published.length / 4);
  return published.map((c, i) => {
    const reads = Math.round(base * (0.22 + 0.78 * Math.exp(-i / decay)) * (0.9 + rng() * 0.2));
    return {
      chapterId: c.id!,
      bookId: c.bookId,
      reads,
      subscriptions: c.isVip ? Math.round(reads * (0.35 + rng() * 0.15)) : 0,
      comments: Math.round(reads * (0.002 + rng() * 0.004)),
    };
  });
}

/**
 * One daily series per signed book drives book_daily_stats, income_daily and
 * income_monthly, so the three agree: daily subscription income equals the
 * stats' subscription_income, and monthly parts are sums of daily rows.
 */
function buildDailyMoney(rng: Rng, fixture: BookFixture, built: BuiltBook, input: BuildInput) {
  const { now, daysOfStats } = input;
  const pop = fixture.popularity!;
  const authorId = built.book.authorId;
  const bookId = built.book.id!;
  const today = cnMidnight(now);
  const lastDay = today - DAY; // yesterday: today's figures are not in yet
  const incomeStart = cnMonthStart(now, 11);
  const statsStart = today - daysOfStats * DAY;
  const seriesStart = Math.min(incomeStart, statsStart);
  const span = Math.max(1, (lastDay - seriesStart) / DAY);

  // Words and chapters published per day come from the chapters themselves.
  const published = new Map<string, { words: number; chapters: number }>();
  for (const c of built.chapters) {
    if (!c.publishedAt) continue;
    const key = cnDate(c.publishedAt.getTime());
    const day = published.get(key) ?? { words: 0, chapters: 0 };
    day.words += c.wordCount!;
    day.chapters += 1;
    published.set(key, day);
  }

  const incomeDailyRows: Rows<typeof incomeDaily> = [];
  const stats: Rows<typeof bookDailyStats> = [];
  const months = new Map<
    string,
    { subscription: number; reward: number; adShare: number; other: number; activeDays: number }
  >();
  let favorites = Math.round(pop.views * 2.5);
  const rewardScale = pop.views / 24_000;

  for (let t = seriesStart; t <= lastDay; t += DAY) {
    const date = cnDate(t);
    const progress = (t - seriesStart) / DAY / span;
    const trend = pop.trend === 'rising' ? 0.65 + 0.7 * progress : 1.15 - 0.45 * progress;
    const weekday = cnWeekday(t);
    const weekly = weekday === 0 || weekday === 6 ? 1.2 : weekday === 5 ? 1.08 : 1;
    const noise = 0.88 + rng() * 0.24;
    const views = Math.round(pop.views * trend * weekly * noise);
    const readers = Math.round(views * (0.3 + rng() * 0.08));
    const newFavorites = Math.round(views * (0.003 + rng() * 0.003));
    favorites += newFavorites;
    const subscriptions = Math.round(readers * (0.55 + rng() * 0.2));
    const subscriptionIncome = Math.round(subscriptions * (6 + rng() * 2));
    // Rewards come in bursts: mostly small tips, now and then a big patron.
    const r = rng();
    const reward = Math.round(
      rewardScale *
        (r < 0.6
          ? randInt(rng, 0, 1500)
          : r < 0.93
            ? randInt(rng, 1500, 12_000)
            : randInt(rng, 20_000, 80_000)),
    );
    const adShare = Math.round(views * (0.06 + rng() * 0.03));
    const other = rng() < 0.05 ? randInt(rng, 500, 5000) : 0;
    const day = published.get(date);

    if (t >= statsStart) {
      stats.push({
        bookId,
        authorId,
        date,
        views,
        readers,
        newFavorites,
        favorites,
        subscriptions,
        subscriptionIncome,
        rewards: reward,
        wordsAdded: day?.words ?? 0,
        chaptersPublished: day?.chapters ?? 0,
        comments: Math.round(readers * (0.006 + rng() * 0.008)),
      });
    }
    if (t >= incomeStart) {
      incomeDailyRows.push({
        authorId,
        bookId,
        date,
        subscription: subscriptionIncome,
        reward,
        adShare,
        other,
      });
      const month = date.slice(0, 7);
      const m = months.get(month) ?? {
        subscription: 0,
        reward: 0,
        adShare: 0,
        other: 0,
        activeDays: 0,
      };
      m.subscription += subscriptionIncome;
      m.reward += reward;
      m.adShare += adShare;
      m.other += other;
      if (day) m.activeDays += 1;
      months.set(month, m);
    }
  }

  const monthly: Rows<typeof incomeMonthly> = [];
  for (let back = 11; back >= 0; back--) {
    const startT = cnMonthStart(now, back);
    const month = cnDate(startT).slice(0, 7);
    const m = months.get(month) ?? {
      subscription: 0,
      reward: 0,
      adShare: 0,
      other: 0,
      activeDays: 0,
    };
    const daysInMonth = Math.round((cnMonthStart(now, back - 1) - startT) / DAY);
    const settleStatus: SettleStatus = back === 0 ? 'pending' : back === 1 ? 'settled' : 'paid';
    // The attendance bonus (全勤奖) is awarded at month end for publishing on
    // (almost) every day, so the running month never has one yet.
    const attendanceBonus = back > 0 && m.activeDays >= daysInMonth - 1 ? 60_000 : 0;
    const preTax = m.subscription + m.reward + m.adShare + attendanceBonus + m.other;
    const tax = incomeTax(preTax);
    monthly.push({
      authorId,
      bookId,
      month,
      subscription: m.subscription,
      reward: m.reward,
      adShare: m.adShare,
      attendanceBonus,
      other: m.other,
      preTax,
      tax,
      afterTax: preTax - tax,
      settleStatus,
    });
  }
  return { incomeDaily: incomeDailyRows, incomeMonthly: monthly, stats };
}

/**
 * Simplified Chinese tax on remuneration for services (劳务报酬): 800 yuan
 * is exempt up to 4,000; above that 20% is deducted; the rest is taxed at 20%.
 */
export function incomeTax(preTaxCents: number): number {
  const taxable =
    preTaxCents <= 400_000 ? Math.max(0, preTaxCents - 80_000) : Math.round(preTaxCents * 0.8);
  return Math.round(taxable * 0.2);
}

function buildSignApplication(fixture: BookFixture, book: NewBook, author: NewAuthor) {
  const submitted = book.createTime!.getTime() + 40 * DAY;
  return {
    id: newId(),
    bookId: book.id!,
    authorId: book.authorId,
    contractType: 'exclusive' as const,
    plannedTotalWords: fixture.serialStatus === 'completed' ? 400_000 : 8_000_000,
    updatesPerWeek: 7,
    outline: `${fixture.synopsis}\n主线规划：${fixture.volumes.join('、')}。`,
    contact: { phone: author.phone, email: author.email ?? '', qq: author.qq ?? '' },
    status: 'approved' as const,
    reviewerComment: '题材新颖，文笔扎实，更新稳定，欢迎签约。',
    submitTime: new Date(submitted),
    createTime: new Date(submitted - DAY),
    updateTime: new Date(submitted + 7 * DAY),
  };
}

/** Messages newest first, spread over the last `days` days; the newest `unread` stay unread. */
function buildMessages(
  authorId: string,
  fixtures: MessageFixture[],
  unread: number,
  now: number,
  days: number,
) {
  const rng = createRng(hashSeed(fixtures.map((m) => m.title).join('/')));
  const step = (days * DAY) / fixtures.length;
  return fixtures.map((m, i) => ({
    id: newId(),
    authorId,
    type: m.type,
    title: m.title,
    subTitle: m.subTitle,
    avatar: null,
    content: m.content,
    messageType: m.messageType ?? 0,
    status: i < unread ? 0 : 1,
    time: new Date(now - Math.round(step * i + rng() * step * 0.8) - 5 * MINUTE),
  }));
}
