/**
 * Contract tests of the stockpile planner (存稿): the summary, a schedule plan
 * previewed and applied at two Beijing times a day (with taken slots and
 * out-of-order chapters reported, and an undo), the month calendar against
 * the daily threshold, and the home page's desk figures.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceLeaves, books } from '../../server/db/schema';
import type { components } from '../../src/api/schema';
import { countWords } from '../../src/lib/word-count';
import {
  type Book,
  chaptersOf,
  DAY,
  deskServer,
  expectCode,
  getChapter,
  longBooks,
  placeOf,
  type Summary,
  save,
} from './desk-helpers';
import { expectFieldError, op, type TestServer } from './harness';

type Stockpile = components['schemas']['Stockpile'];
type Plan = Extract<components['schemas']['SchedulePlanEnvelope'], { code: 0 }>['body'];
type Calendar = Extract<components['schemas']['CalendarEnvelope'], { code: 0 }>['body'];
type Attendance = Extract<components['schemas']['IncomeAttendanceEnvelope'], { code: 0 }>['body'];
type Dashboard = components['schemas']['Dashboard'];

let server: TestServer;
let token: string;
let otherToken: string;
let bigBook: Book;

const beijingDate = (instant: number) =>
  new Date(instant + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ server, token, otherToken, bigBook } = await deskServer());
});
afterAll(() => server?.close());

describe(op('getStockpile'), () => {
  it('counts finished drafts and scheduled chapters and the days they cover at the recent cadence', async () => {
    const body = await server.ok<Stockpile>('getStockpile', {
      token,
      query: { book_id: bigBook.id },
    });
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    const finished = drafts.filter((d) => d.word_count >= body.min_chapter_words);
    const sum = (rows: Summary[]) => rows.reduce((n, r) => n + r.word_count, 0);
    expect(body.drafts).toEqual({ count: finished.length, words: sum(finished) });
    expect(body.unfinished_drafts.count).toBe(drafts.length - finished.length);
    expect(body.scheduled).toMatchObject({ count: scheduled.length, words: sum(scheduled) });
    expect(Date.parse(body.scheduled.last_publish_at!)).toBe(
      Math.max(...scheduled.map((s) => Date.parse(s.publish_at!))),
    );
    expect(body.today).toBe(beijingDate(server.context.now().getTime()));

    // The cadence: what went out over the 14 Beijing days before today.
    const published = await chaptersOf(server, token, bigBook.id, 'published');
    const from = Date.parse(`${addDays(body.today, -14)}T00:00:00+08:00`);
    const to = Date.parse(`${body.today}T00:00:00+08:00`);
    const recent = published.filter((c) => {
      const at = Date.parse(c.published_at!);
      return at >= from && at < to;
    });
    expect(recent.length).toBeGreaterThan(0);
    expect(body.cadence).toEqual({
      source: 'recent',
      words_per_day: Math.round(sum(recent) / 14),
      chapters_per_day: Math.round((recent.length / 14) * 10) / 10,
    });
    expect(body.days_covered).toBe(
      Math.floor((body.drafts.words + body.scheduled.words) / body.cadence.words_per_day),
    );
  });

  it('hides another author’s book', async () => {
    expectCode(
      await server.call('getStockpile', { token: otherToken, query: { book_id: bigBook.id } }),
      102001,
    );
  });
});

describe(op('planSchedule'), () => {
  it('judges each day of the plan with the chapters already scheduled that day, as the calendar does', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    const lastAt = Math.max(...scheduled.map((c) => Date.parse(c.publish_at!)));
    // The last scheduled chapter's day, later that evening: the plan shares its day.
    const day = beijingDate(lastAt);
    const plan = await server.ok<Plan>('planSchedule', {
      token,
      body: {
        book_id: bigBook.id,
        mode: 'preview',
        start_date: day,
        times: ['23:30'],
        chapter_ids: [drafts[0]!.id],
        out_of_order: true,
      },
    });
    expect(plan.list[0]!.date).toBe(day);
    const calendar = await server.ok<Calendar>('getChapterCalendar', {
      token,
      query: { book_id: bigBook.id, month: day.slice(0, 7) },
    });
    const onCalendar = calendar.days.find((d) => d.date === day)!;
    expect(onCalendar.scheduled_words).toBeGreaterThan(0);
    const figures = plan.days.find((d) => d.date === day)!;
    expect(figures).toMatchObject({
      published_words: onCalendar.published_words,
      scheduled_words: onCalendar.scheduled_words,
      planned_words: drafts[0]!.word_count,
    });
    const total = figures.published_words + figures.scheduled_words + figures.planned_words;
    const expected =
      onCalendar.status === 'leave'
        ? 'leave'
        : figures.published_words >= calendar.daily_threshold
          ? 'met'
          : total >= calendar.daily_threshold
            ? 'covered'
            : 'open';
    expect(figures.status).toBe(expected);
  });

  it('previews two a day at Beijing times, after the chapters scheduled ahead of them, passing over taken slots', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    // The seed schedules its chapters at 20:00 on the coming days.
    const start = beijingDate(Date.parse(scheduled[0]!.publish_at!));
    const body = {
      book_id: bigBook.id,
      mode: 'preview',
      start_date: start,
      times: ['20:00', '12:00'],
      chapter_ids: drafts.map((d) => d.id).reverse(),
    };
    const before = await chaptersOf(server, token, bigBook.id);
    const plan = await server.ok<Plan>('planSchedule', { token, body });
    expect(plan.undo_id).toBeNull();
    // Reading order, whatever order the ids came in.
    expect(plan.list.map((p) => p.chapter_id)).toEqual(drafts.map((d) => d.id));
    const taken = new Set(scheduled.map((s) => Date.parse(s.publish_at!)));
    // The scheduled chapters come before the drafts: no draft goes out before them.
    const lastScheduled = Math.max(...taken);
    const expected: string[] = [];
    for (let day = 0; expected.length < drafts.length; day++) {
      for (const time of ['12:00', '20:00']) {
        const at = Date.parse(`${addDays(start, day)}T${time}:00+08:00`);
        if (!taken.has(at) && at >= lastScheduled && expected.length < drafts.length)
          expected.push(new Date(at).toISOString());
      }
    }
    expect(plan.list.map((p) => new Date(p.publish_at).toISOString())).toEqual(expected);
    expect(plan.conflicts).toEqual([]);
    // A preview changes nothing.
    expect(await chaptersOf(server, token, bigBook.id)).toEqual(before);
  });

  it('never plans a draft before the scheduled chapters ahead of it in reading order', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    const plan = await server.ok<Plan>('planSchedule', {
      token,
      body: {
        book_id: bigBook.id,
        mode: 'preview',
        start_date: beijingDate(Date.parse(scheduled[0]!.publish_at!)),
        times: ['08:00'],
        chapter_ids: [drafts[0]!.id],
      },
    });
    // Asked for 08:00 on the first scheduled chapter's day: the draft goes after the last of them.
    const lastScheduled = Math.max(...scheduled.map((s) => Date.parse(s.publish_at!)));
    expect(Date.parse(plan.list[0]!.publish_at)).toBeGreaterThanOrEqual(lastScheduled);
    expect(plan.conflicts).toEqual([]);
  });

  it('applies exactly the preview, and its undo puts the drafts back', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    const start = addDays(beijingDate(Date.parse(scheduled.at(-1)!.publish_at!)), 1);
    const body = { book_id: bigBook.id, start_date: start, times: ['12:00', '18:00'] };
    const preview = await server.ok<Plan>('planSchedule', {
      token,
      body: { ...body, mode: 'preview', count: 3 },
    });
    const applied = await server.ok<Plan>('planSchedule', {
      token,
      body: { ...body, mode: 'apply', count: 3 },
    });
    expect(applied.list).toEqual(preview.list);
    expect(applied.conflicts).toEqual([]);
    expect(applied.undo_id).toBeTruthy();
    for (const item of applied.list) {
      const chapter = await getChapter(server, token, item.chapter_id);
      expect(chapter.status).toBe('scheduled');
      expect(Date.parse(chapter.publish_at!)).toBe(Date.parse(item.publish_at));
    }
    await server.ok('undoChapterOperation', { token, body: { undo_id: applied.undo_id } });
    expect((await chaptersOf(server, token, bigBook.id, 'draft')).map(placeOf)).toEqual(
      drafts.map(placeOf),
    );
  });

  it('refuses non-drafts (103001), a plan past 365 days and bad times (101001), other authors (102001)', async () => {
    const published = (await chaptersOf(server, token, bigBook.id, 'published'))[0]!;
    const today = beijingDate(server.context.now().getTime());
    const call = (body: object, t = token) =>
      server.call('planSchedule', {
        token: t,
        body: { book_id: bigBook.id, mode: 'apply', start_date: today, times: ['12:00'], ...body },
      });
    expectCode(await call({ chapter_ids: [published.id] }), 103001);
    expectFieldError(
      await call({ start_date: addDays(today, 366) }),
      'start_date',
      'validation.range',
    );
    expectFieldError(await call({ times: ['24:00'] }), 'times.0', 'validation.format');
    expectFieldError(await call({ times: ['12:00', '12:00'] }), 'times', 'validation.duplicate');
    expectFieldError(await call({ start_date: '2026-13-01' }), 'start_date', 'validation.format');
    expectCode(await call({}, otherToken), 102001);
  });
});

describe(op('getChapterCalendar'), () => {
  it("calls each day what income's attendance calls it: a leave day is a leave on both", async () => {
    const db = server.context.db;
    const [row] = await db
      .select({ authorId: books.authorId })
      .from(books)
      .where(eq(books.id, bigBook.id));
    const today = beijingDate(server.context.now().getTime());
    // Last month: every day of it is over.
    const month = addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
    const leaveDay = `${month}-21`;
    await db
      .insert(attendanceLeaves)
      .values({ bookId: bigBook.id, authorId: row!.authorId, date: leaveDay })
      .onConflictDoNothing();
    const calendar = await server.ok<Calendar>('getChapterCalendar', {
      token,
      query: { book_id: bigBook.id, month },
    });
    const income = await server.ok<Attendance>('getIncomeAttendance', {
      token,
      query: { month, book_id: bigBook.id },
    });
    const incomeDays = new Map(income.list[0]!.days.map((d) => [d.date, d.status]));
    expect(calendar.days.find((d) => d.date === leaveDay)?.status).toBe('leave');
    expect(incomeDays.get(leaveDay)).toBe('leave');
    // Every active day, the same verdict under both names.
    const SAME: Record<string, string[]> = {
      leave: ['leave'],
      met: ['met'],
      missed: ['below_threshold', 'no_update'],
    };
    for (const day of calendar.days.filter((d) => d.status !== 'inactive')) {
      expect(SAME[day.status], day.date).toContain(incomeDays.get(day.date));
    }
    expect(calendar.attendance.missed_days).toBe(
      calendar.days.filter((d) => d.status === 'missed').length,
    );
  });

  it('shows each day’s published and scheduled words against the threshold, with gaps and risk', async () => {
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    const first = scheduled[0]!;
    const month = beijingDate(Date.parse(first.publish_at!)).slice(0, 7);
    const calendar = await server.ok<Calendar>('getChapterCalendar', {
      token,
      query: { book_id: bigBook.id, month },
    });
    const days = new Map(calendar.days.map((d) => [d.date, d]));
    expect(calendar.days[0]!.date).toBe(`${month}-01`);
    const day = days.get(beijingDate(Date.parse(first.publish_at!)))!;
    expect(day.scheduled_chapters).toBeGreaterThanOrEqual(1);
    expect(day.scheduled_words).toBeGreaterThanOrEqual(first.word_count);

    const threshold = calendar.daily_threshold;
    let misses = 0;
    let gaps = 0;
    for (const d of calendar.days) {
      if (d.status === 'inactive' || d.status === 'leave') continue;
      if (d.date < calendar.today) {
        expect(d.status).toBe(d.published_words >= threshold ? 'met' : 'missed');
        if (d.status === 'missed') misses++;
      } else if (d.published_words >= threshold) expect(d.status).toBe('met');
      else
        expect(d.status).toBe(
          d.published_words + d.scheduled_words >= threshold ? 'covered' : 'gap',
        );
    }
    for (const d of calendar.days.filter((x) => x.status === 'gap')) {
      gaps++;
      expect(d.at_risk).toBe(misses + gaps > calendar.attendance.allowed_misses);
    }
    expect(calendar.attendance).toMatchObject({
      eligible: true,
      missed_days: misses,
      gap_days: gaps,
    });
  });

  it('counts a published day as met once it reaches the threshold', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const today = beijingDate(server.context.now().getTime());
    let words = 0;
    const ids: string[] = [];
    for (const d of drafts) {
      if (words >= 4000) break;
      words += d.word_count;
      ids.push(d.id);
    }
    // Ahead of the seed's scheduled chapters: out of reading order, as the author chose.
    await server.ok('publishChapters', { token, body: { chapter_ids: ids, out_of_order: true } });
    const calendar = await server.ok<Calendar>('getChapterCalendar', {
      token,
      query: { book_id: bigBook.id, month: today.slice(0, 7) },
    });
    const day = calendar.days.find((d) => d.date === today)!;
    expect(day.published_words).toBeGreaterThanOrEqual(words);
    expect(day.status).toBe(words >= calendar.daily_threshold ? 'met' : day.status);
  });

  it('refuses a bad month and another author’s book', async () => {
    expectFieldError(
      await server.call('getChapterCalendar', {
        token,
        query: { book_id: bigBook.id, month: '2026-13' },
      }),
      'month',
      'validation.format',
    );
    expectCode(
      await server.call('getChapterCalendar', {
        token: otherToken,
        query: { book_id: bigBook.id, month: '2026-11' },
      }),
      102001,
    );
  });
});

describe(op('getDashboard'), () => {
  it('shows today’s words, the writing streak and each serialising book’s stockpile days', async () => {
    const fresh = await server.ok<Dashboard>('getDashboard', { token: otherToken });
    expect(fresh.desk.streak_days).toBe(0);
    expect(fresh.desk.today_words).toBe(0);

    const book = [...(await longBooks(server, otherToken)).values()][0]!;
    const volume = (
      await server.ok<{ list: { id: string }[] }>('listVolumes', {
        token: otherToken,
        query: { book_id: book.id },
      })
    ).list[0]!;
    const text = '今天写了这样一段话，一共二十几个字。';
    const made = await server.ok<{ id: string; version: number }>('createChapter', {
      token: otherToken,
      body: { book_id: book.id, volume_id: volume.id, title: '新的一章', content: text },
    });
    let desk = (await server.ok<Dashboard>('getDashboard', { token: otherToken })).desk;
    expect(desk.today_words).toBe(countWords(text));
    expect(desk.streak_days).toBe(1);

    // Deleting more than written that day shows 0, not a negative number.
    const chapter = await getChapter(server, otherToken, made.id);
    await save(server, otherToken, chapter, { content: '' });
    desk = (await server.ok<Dashboard>('getDashboard', { token: otherToken })).desk;
    expect(desk.today_words).toBe(0);

    server.advanceClock(DAY);
    const next = await getChapter(server, otherToken, made.id);
    const written = await save(server, otherToken, next, { content: text });
    desk = (await server.ok<Dashboard>('getDashboard', { token: otherToken })).desk;
    expect(desk.streak_days).toBe(1);
    expect(desk.today_words).toBe(countWords(text));
    server.advanceClock(DAY);
    await save(server, otherToken, written, { content: `${text}${text}` });
    desk = (await server.ok<Dashboard>('getDashboard', { token: otherToken })).desk;
    expect(desk.streak_days).toBe(2);

    const mine = (await server.ok<Dashboard>('getDashboard', { token })).desk;
    const entry = mine.stockpile.find((s) => s.book_id === bigBook.id)!;
    const stockpile = await server.ok<Stockpile>('getStockpile', {
      token,
      query: { book_id: bigBook.id },
    });
    expect(entry).toEqual({
      book_id: bigBook.id,
      title: bigBook.title,
      days_covered: stockpile.days_covered,
      draft_count: stockpile.drafts.count,
      draft_words: stockpile.drafts.words,
      scheduled_count: stockpile.scheduled.count,
      scheduled_words: stockpile.scheduled.words,
    });
  });
});
