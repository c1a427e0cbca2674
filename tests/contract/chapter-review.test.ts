/**
 * Contract tests of the review tracker: the machine check at publishing, the
 * platform's decisions (the dev stand-in for `npm run editor`), the
 * author's timeline and appeal with its diff, the list's review filter, and
 * every refusal (another author's chapter, not blocked, nothing changed, an
 * appeal that already waits, a span outside the text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { type Envelope, op, startServer, type TestServer, UNSIGNED_PHONE } from './harness';

type Review = components['schemas']['ChapterReview'];
type Summary = components['schemas']['ChapterSummary'];
type Message = components['schemas']['MessageItem'];

let server: TestServer;
let token: string;
let otherToken: string;
let bookId: string;
let volumeId: string;

async function publishedChapter(title: string, content: string, acknowledge = false) {
  const { id } = await server.ok<{ id: string }>('createChapter', {
    token,
    body: { book_id: bookId, volume_id: volumeId, title, content },
  });
  await server.ok('publishChapters', {
    token,
    body: { chapter_id: id, out_of_order: true, warnings_acknowledged: acknowledge },
  });
  return id;
}

const review = (chapterId: string, as = token) =>
  server.ok<Review>('getChapterReview', { token: as, query: { chapter_id: chapterId } });

const decide = (body: Record<string, unknown>) =>
  server.call('devDecideChapterReview', { body }) as Promise<Envelope<Review>>;

const kinds = (r: Review) => r.events.map((e) => e.kind);

const unread = () => server.ok<{ unread: number }>('getMessageStatistics', { token });

/** The newest message about the chapter with the template `key`. */
async function messageAbout(chapterId: string, key: string): Promise<Message> {
  const page = await server.ok<{ list: Message[] }>('getMessagePage', {
    token,
    query: { page_size: 50 },
  });
  const found = page.list.find((m) => m.target?.id === chapterId && m.template?.key === key);
  expect(found, key).toBeDefined();
  return found!;
}

async function edit(chapterId: string, content: string) {
  const chapter = await server.ok<{ version: number; title: string }>('getChapter', {
    token,
    query: { chapter_id: chapterId },
  });
  await server.ok('updateChapter', {
    token,
    body: { chapter_id: chapterId, version: chapter.version, title: chapter.title, content },
  });
}

async function listed(reviewState: string): Promise<Summary[]> {
  const page = await server.ok<{ list: Summary[] }>('listChapters', {
    token,
    query: { book_id: bookId, review_state: reviewState, page_size: 500 },
  });
  return page.list;
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  otherToken = await server.login(UNSIGNED_PHONE);
  const books = await server.ok<{ list: { id: string }[] }>('listBooks', {
    token,
    query: { kind: 'long', page_size: 100 },
  });
  bookId = books.list[0]!.id;
  const volumes = await server.ok<{ list: { id: string }[] }>('listVolumes', {
    token,
    query: { book_id: bookId },
  });
  volumeId = volumes.list.at(-1)!.id;
});

afterAll(() => server?.close());

describe(`${op('getChapterReview')} after ${op('publishChapters')}`, () => {
  it('puts a clean chapter live through the machine check', async () => {
    const id = await publishedChapter('干净的一章', '清晨，山门打开。');
    const r = await review(id);
    expect(r.state).toBe('live');
    expect(kinds(r)).toEqual(['submitted', 'machine_passed', 'live']);
    expect(r.appeal_draft).toBeNull();
    expect((await listed('live')).map((c) => c.id)).toContain(id);
  });

  it('sends a chapter with acknowledged warnings to a person, with the spans found', async () => {
    const id = await publishedChapter('有提醒的一章', '他闻到了冰毒的味道。', true);
    const r = await review(id);
    expect(r.state).toBe('in_review');
    expect(kinds(r)).toEqual(['submitted', 'machine_failed', 'in_review']);
    expect(r.events[1]!.spans).toEqual([
      {
        start: 4,
        end: 6,
        paragraph: 0,
        excerpt: '冰毒',
        rule_id: 'drugs.names',
        category: 'drugs',
      },
    ]);
    const rows = await listed('in_review');
    expect(rows.find((c) => c.id === id)?.review_state).toBe('in_review');
    expect((await listed('live')).map((c) => c.id)).not.toContain(id);
  });

  it('answers null for a draft, and 102001 for another author’s chapter', async () => {
    const { id } = await server.ok<{ id: string }>('createChapter', {
      token,
      body: { book_id: bookId, volume_id: volumeId, title: '草稿', content: '还没写完' },
    });
    expect((await review(id)).state).toBeNull();
    const other = await server.call('getChapterReview', {
      token: otherToken,
      query: { chapter_id: id },
    });
    expect(other.code).toBe(102001);
  });
});

describe(`${op('devDecideChapterReview')} and ${op('appealChapterReview')}`, () => {
  const text = '第一段没有问题。\n😀他说：去我的小群里聊。';
  const words = '去我的小群里聊';
  let id: string;
  let chapterNo: number;
  let bookTitle: string;

  beforeAll(async () => {
    id = await publishedChapter('被屏蔽的一章', text);
    ({ chapter_no: chapterNo } = await server.ok<{ chapter_no: number }>('getChapter', {
      token,
      query: { chapter_id: id },
    }));
    ({ title: bookTitle } = await server.ok<{ title: string }>('getBook', {
      token,
      query: { book_id: bookId },
    }));
  });

  it('refuses an appeal of a chapter that is not blocked (103001)', async () => {
    const refused = await server.call('appealChapterReview', { token, body: { chapter_id: id } });
    expect(refused.code).toBe(103001);
  });

  it('refuses spans outside the text (101001), an unknown chapter (102001) and a wrong state (103001)', async () => {
    const outside = await decide({
      chapter_id: id,
      decision: 'block',
      reason: '站外引流',
      spans: [{ start: 0, end: text.length + 1 }],
    });
    expect(outside.code).toBe(101001);
    const noReason = await decide({
      chapter_id: id,
      decision: 'block',
      spans: [{ start: 0, end: 1 }],
    });
    expect(noReason.code).toBe(101001);
    const unknown = await decide({ chapter_id: 'nochapter000000', decision: 'approve' });
    expect(unknown.code).toBe(102001);
    const approveLive = await decide({ chapter_id: id, decision: 'approve' });
    expect(approveLive.code).toBe(103001);
    const appealLive = await decide({ chapter_id: id, decision: 'appeal_approve' });
    expect(appealLive.code).toBe(103001);
  });

  it('blocks with the reason and the words at their UTF-16 spans, and tells the author', async () => {
    const unreadBefore = (await unread()).unread;
    const start = text.indexOf(words);
    const blocked = await decide({
      chapter_id: id,
      decision: 'block',
      reason: '引导读者去站外群聊',
      spans: [{ start, end: start + words.length }],
    });
    expect(blocked.code).toBe(0);
    const r = await review(id);
    expect(r.state).toBe('blocked');
    const block = r.events.at(-1)!;
    expect(block.kind).toBe('blocked');
    expect(block.reason).toBe('引导读者去站外群聊');
    // The emoji before the words takes two UTF-16 units.
    expect(block.spans).toEqual([
      { start: 14, end: 21, paragraph: 1, excerpt: words, rule_id: null, category: 'platform' },
    ]);
    expect(r.appeal_draft).toMatchObject({ changed: false, before: { content: text } });
    expect((await listed('blocked')).map((c) => c.id)).toEqual([id]);

    // The author's inbox: one more unread, the message with its template
    // (shown in the page's language), its values and the chapter it opens.
    expect((await unread()).unread).toBe(unreadBefore + 1);
    const notice = await messageAbout(id, 'chapter_blocked');
    expect(notice).toMatchObject({
      status: 0,
      category: 'review',
      target: { kind: 'chapter', id, book_id: bookId },
      review: { reason_code: 'other', changes: [] },
      template: {
        key: 'chapter_blocked',
        params: {
          book: bookTitle,
          chapter: '被屏蔽的一章',
          chapter_no: String(chapterNo),
          reason: '引导读者去站外群聊',
        },
      },
    });
    expect(notice.quote).toContain(words);
  });

  it('refuses an appeal when nothing changed (103001), and another author’s (102001)', async () => {
    const same = await server.call('appealChapterReview', { token, body: { chapter_id: id } });
    expect(same.code).toBe(103001);
    const other = await server.call('appealChapterReview', {
      token: otherToken,
      body: { chapter_id: id },
    });
    expect(other.code).toBe(102001);
  });

  it('appeals with the diff since the block, once', async () => {
    await edit(id, '第一段没有问题。\n😀他说：有话在书评区说。');
    const draft = await review(id);
    expect(draft.appeal_draft?.changed).toBe(true);
    const appealed = await server.ok<Review>('appealChapterReview', {
      token,
      body: { chapter_id: id, note: '已删去引流的话' },
    });
    expect(appealed.state).toBe('appealed');
    const appeal = appealed.events.at(-1)!;
    expect(appeal).toMatchObject({ kind: 'appeal_submitted', reason: '已删去引流的话' });
    expect(appeal.diff).toMatchObject({
      changed: 1,
      added: 0,
      removed: 0,
      rows: [
        { kind: 'changed', before: '😀他说：去我的小群里聊。', after: '😀他说：有话在书评区说。' },
      ],
    });
    expect((await listed('in_review')).map((c) => c.id)).toContain(id);
    const again = await server.call('appealChapterReview', { token, body: { chapter_id: id } });
    expect(again.code).toBe(103001);
  });

  it('a rejection blocks again; the same text cannot be appealed twice', async () => {
    const rejected = await decide({
      chapter_id: id,
      decision: 'appeal_reject',
      reason: '仍有引流',
    });
    expect(rejected.code).toBe(0);
    expect(rejected.body.state).toBe('blocked');
    expect(rejected.body.appeal_draft?.changed).toBe(false);
    expect(await messageAbout(id, 'appeal_rejected')).toMatchObject({
      target: { kind: 'chapter', id, book_id: bookId },
      review: { reason_code: 'other' },
      template: { params: { chapter: '被屏蔽的一章', reason: '仍有引流' } },
    });
    const same = await server.call('appealChapterReview', { token, body: { chapter_id: id } });
    expect(same.code).toBe(103001);
    await edit(id, '第一段没有问题。\n😀他笑了笑。');
    await server.ok('appealChapterReview', { token, body: { chapter_id: id } });
  });

  it('an approval puts the appealed text live', async () => {
    const approved = await decide({ chapter_id: id, decision: 'appeal_approve' });
    expect(approved.code).toBe(0);
    expect(approved.body.state).toBe('live');
    expect(kinds(approved.body).slice(-2)).toEqual(['appeal_approved', 'live']);
    expect(await messageAbout(id, 'appeal_approved')).toMatchObject({
      target: { kind: 'chapter', id, book_id: bookId },
      review: null,
      template: { params: { book: bookTitle, chapter: '被屏蔽的一章' } },
    });
    const chapter = await server.ok<{
      content: string;
      has_revision: boolean;
      review_state: string;
    }>('getChapter', { token, query: { chapter_id: id } });
    expect(chapter).toMatchObject({
      content: '第一段没有问题。\n😀他笑了笑。',
      has_revision: false,
      review_state: 'live',
    });
  });

  it('takes a live chapter into review and approves it', async () => {
    expect((await decide({ chapter_id: id, decision: 'review' })).body.state).toBe('in_review');
    expect((await decide({ chapter_id: id, decision: 'approve' })).body.state).toBe('live');
  });
});
