/**
 * Contract tests of reading order (the spec's "Reading order", 103002):
 * publishing or scheduling a chapter while an earlier one is a draft, or goes
 * out later, is refused naming those chapters, unless the author chose it
 * (`out_of_order`); in-order batches, rising bulk times and the planner go
 * through.
 *
 * One server for the file; the tests build on each other's state. The book
 * is 长安夜雨 with everything the seed left unpublished published first, and
 * new drafts A..G appended at its end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { type Book, chaptersOf, expectCode, HOUR, longBooks, type Summary } from './desk-helpers';
import { type Envelope, expectFieldError, op, startServer, type TestServer } from './harness';

type OutOfOrder = components['schemas']['OutOfOrder'];
type Plan = Extract<components['schemas']['SchedulePlanEnvelope'], { code: 0 }>['body'];

let server: TestServer;
let token: string;
let book: Book;
/** The drafts appended at the book's end, by letter. */
const added = new Map<string, Summary>();

const at = (ms: number) => new Date(server.context.now().getTime() + ms).toISOString();
const publish = (body: Record<string, unknown>) =>
  server.call('publishChapters', { token, body }) as Promise<Envelope<OutOfOrder>>;
const ids = (...letters: string[]) => letters.map((l) => added.get(l)!.id);
const statusOf = async (letter: string) =>
  (await chaptersOf(server, token, book.id)).find((c) => c.id === added.get(letter)!.id)!;

/** The refusal names exactly these chapters, with their numbers and titles. */
function expectRefusedNaming(result: Envelope<OutOfOrder>, letters: string[]): void {
  expectCode(result, 103002);
  expect(result.body.earlier.map((c) => [c.chapter_id, c.chapter_no, c.title])).toEqual(
    letters.map((l) => {
      const c = added.get(l)!;
      return [c.id, c.chapter_no, c.title];
    }),
  );
  expect(result.body.earlier_count).toBe(letters.length);
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  book = (await longBooks(server, token)).get('长安夜雨')!;
  const unpublished = (await chaptersOf(server, token, book.id)).filter(
    (c) => c.status === 'draft' || c.status === 'scheduled',
  );
  // One request in reading order: nothing earlier stays behind, so it goes through.
  if (unpublished.length > 0) {
    await server.ok('publishChapters', {
      token,
      body: { chapter_ids: unpublished.map((c) => c.id) },
    });
  }
  const { list: volumes } = await server.ok<{ list: { id: string; sort: number }[] }>(
    'listVolumes',
    { token, query: { book_id: book.id } },
  );
  const last = [...volumes].sort((a, b) => a.sort - b.sort).at(-1)!;
  for (const letter of 'ABCDEFG') {
    const chapter = await server.ok<Summary>('createChapter', {
      token,
      body: { book_id: book.id, volume_id: last.id, title: `次序${letter}`, content: '正文。' },
    });
    added.set(letter, chapter);
  }
});
afterAll(() => server?.close());

describe(op('publishChapters'), () => {
  it('schedules a chapter whose earlier chapters are all published', async () => {
    await server.ok('publishChapters', {
      token,
      body: { chapter_id: added.get('A')!.id, publish_at: at(2 * HOUR) },
    });
    await server.ok('publishChapters', {
      token,
      body: { chapter_id: added.get('B')!.id, publish_at: at(3 * HOUR) },
    });
    expect((await statusOf('B')).status).toBe('scheduled');
  });

  it('refuses publishing a later chapter now, naming the earlier drafts and scheduled ones', async () => {
    expectRefusedNaming(await publish({ chapter_id: added.get('G')!.id }), [
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
    expect((await statusOf('G')).status).toBe('draft');
  });

  it('refuses a schedule before an earlier chapter’s time, naming only what goes out later', async () => {
    // A (2 h) and B (3 h) go out before 4 h; C is a draft.
    expectRefusedNaming(
      await publish({ chapter_id: added.get('D')!.id, publish_at: at(4 * HOUR) }),
      ['C'],
    );
    // At 150 minutes, B (3 h) would come after D.
    expectRefusedNaming(
      await publish({ chapter_ids: ids('C', 'D'), publish_at: at(150 * 60_000) }),
      ['B'],
    );
  });

  it('schedules a bulk request in order, its chapters an interval apart in reading order', async () => {
    const start = at(4 * HOUR);
    const { list } = await server.ok<{ list: Summary[] }>('publishChapters', {
      token,
      // Sent in another order: the times follow reading order all the same.
      body: { chapter_ids: ids('E', 'C', 'D'), publish_at: start, interval_minutes: 60 },
    });
    const times = new Map(list.map((c) => [c.id, Date.parse(c.publish_at!)]));
    expect(ids('C', 'D', 'E').map((id) => times.get(id)! - Date.parse(start))).toEqual([
      0,
      HOUR,
      2 * HOUR,
    ]);
  });

  it('schedules at the author’s times of day, on the clocks of the author’s zone', async () => {
    const start = at(4 * HOUR);
    const { list } = await server.ok<{ list: Summary[] }>('publishChapters', {
      token,
      body: {
        chapter_ids: ids('E', 'C', 'D'),
        publish_at: start,
        daily_times: ['21:00', '09:00'],
        time_zone: 'Europe/Berlin',
      },
    });
    const berlin = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    });
    const times = ids('C', 'D', 'E').map((id) =>
      Date.parse(list.find((c) => c.id === id)!.publish_at!),
    );
    // One chapter at each time in turn, in reading order, from the first at or after the start.
    const clocks = times.map((t) => berlin.format(t));
    expect([
      ['09:00', '21:00', '09:00'],
      ['21:00', '09:00', '21:00'],
    ]).toContainEqual(clocks);
    expect(times[0]!).toBeGreaterThanOrEqual(Date.parse(start));
    expect(times[0]! - Date.parse(start)).toBeLessThanOrEqual(13 * HOUR);
    expect(times[1]! - times[0]!).toBeLessThanOrEqual(13 * HOUR);
    expect(times[2]! - times[1]!).toBeLessThanOrEqual(13 * HOUR);
  });

  it('refuses times of day with an interval, without a start, or in a zone it does not know', async () => {
    const chapter_ids = ids('C');
    const publish_at = at(4 * HOUR);
    const daily_times = ['20:00'];
    expectFieldError(
      await publish({ chapter_ids, publish_at, daily_times, interval_minutes: 60 }),
      'interval_minutes',
      'validation.invalid',
    );
    expectFieldError(
      await publish({ chapter_ids, daily_times }),
      'daily_times',
      'validation.invalid',
    );
    expectFieldError(
      await publish({ chapter_ids, publish_at, daily_times, time_zone: 'Mars/Olympus_Mons' }),
      'time_zone',
      'validation.invalid',
    );
    expectFieldError(
      await publish({ chapter_ids, publish_at, daily_times: ['24:00'] }),
      'daily_times.0',
      'validation.format',
    );
  });

  it('publishes out of order when the author says so', async () => {
    const result = await publish({ chapter_id: added.get('G')!.id, out_of_order: true });
    expectCode(result, 0);
    expect((await statusOf('G')).status).toBe('published');
    expect((await statusOf('F')).status).toBe('draft');
  });

  it('publishes the earlier chapters together with a later one, in order', async () => {
    const result = await publish({ chapter_ids: ids('A', 'B', 'C', 'D', 'E', 'F') });
    expectCode(result, 0);
    for (const letter of 'ABCDEF') expect((await statusOf(letter)).status).toBe('published');
  });
});

describe(op('planSchedule'), () => {
  let H: Summary;
  let I: Summary;
  let J: Summary;

  beforeAll(async () => {
    const { list: volumes } = await server.ok<{ list: { id: string; sort: number }[] }>(
      'listVolumes',
      { token, query: { book_id: book.id } },
    );
    const last = [...volumes].sort((a, b) => a.sort - b.sort).at(-1)!;
    const create = (title: string) =>
      server.ok<Summary>('createChapter', {
        token,
        body: { book_id: book.id, volume_id: last.id, title, content: '正文。' },
      });
    H = await create('次序H');
    I = await create('次序I');
    J = await create('次序J');
    // H goes out in three days; the planner must not put I or J before it.
    await server.ok('publishChapters', {
      token,
      body: { chapter_id: H.id, publish_at: at(72 * HOUR) },
    });
  });

  const plan = (body: Record<string, unknown>) =>
    server.call('planSchedule', {
      token,
      body: {
        book_id: book.id,
        start_date: new Date(server.context.now().getTime() + 8 * HOUR).toISOString().slice(0, 10),
        times: ['12:00', '20:00'],
        ...body,
      },
    }) as Promise<Envelope<Plan & OutOfOrder>>;

  it('never plans a chapter before an earlier chapter’s scheduled time', async () => {
    const result = await plan({ mode: 'preview', chapter_ids: [I.id, J.id] });
    expectCode(result, 0);
    const h = Date.parse(
      (await chaptersOf(server, token, book.id)).find((c) => c.id === H.id)!.publish_at!,
    );
    for (const planned of result.body.list)
      expect(Date.parse(planned.publish_at)).toBeGreaterThanOrEqual(h);
    expect(result.body.conflicts.filter((c) => c.kind === 'earlier_draft')).toEqual([]);
  });

  it('lists an earlier draft left out of the plan, refuses to apply it, and applies when told', async () => {
    const preview = await plan({ mode: 'preview', chapter_ids: [J.id] });
    expectCode(preview, 0);
    expect(preview.body.conflicts).toContainEqual({
      kind: 'earlier_draft',
      chapter_id: I.id,
      chapter_no: I.chapter_no,
      title: I.title,
      publish_at: null,
    });
    const refused = await plan({ mode: 'apply', chapter_ids: [J.id] });
    expectCode(refused, 103002);
    expect(refused.body.earlier.map((c) => c.chapter_id)).toEqual([I.id]);
    expectCode(await plan({ mode: 'apply', chapter_ids: [J.id], out_of_order: true }), 0);
    expect((await chaptersOf(server, token, book.id)).find((c) => c.id === J.id)!.status).toBe(
      'scheduled',
    );
  });
});
