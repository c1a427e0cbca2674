/**
 * Contract tests of safe editing: a published or scheduled chapter's saves
 * wait in a pending revision (readers keep the published text) until applied
 * or discarded; history keeps versions by its rule (throttle, retention) and
 * a restore is a new version. The clock is moved, never waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDueChapters } from '../../server/services/chapters/scheduler';
import { countWords } from '../../src/lib/word-count';
import {
  type Book,
  type Chapter,
  chaptersOf,
  DAY,
  deskServer,
  expectCode,
  getChapter,
  historyOf,
  historyTexts,
  MINUTE,
  save,
  type Version,
} from './desk-helpers';
import { expectFieldError, op, type TestServer } from './harness';

let server: TestServer;
let token: string;
let otherToken: string;
let bigBook: Book;

beforeAll(async () => {
  ({ server, token, otherToken, bigBook } = await deskServer());
});
afterAll(() => server?.close());

async function publishedChapter(index = 0): Promise<Chapter> {
  const published = await chaptersOf(server, token, bigBook.id, 'published');
  return getChapter(server, token, published[index]!.id);
}

describe(op('updateChapter'), () => {
  it('keeps a published chapter’s edits pending: readers’ text, counts and book stay as they were', async () => {
    const live = await publishedChapter(0);
    const bookBefore = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    const saved = await save(server, token, live, { content: `${live.content}\n测试追加的一段。` });
    expect(saved.version).toBe(live.version + 1);
    expect(saved.text_state).toBe('revision');
    expect(saved.content).toBe(live.content);
    expect(saved.word_count).toBe(live.word_count);
    expect(saved.revision).toMatchObject({
      content: `${live.content}\n测试追加的一段。`,
      title: live.title,
      word_count: countWords(`${live.content}\n测试追加的一段。`),
    });
    expect(saved.revision!.word_delta).toBe(saved.revision!.word_count - live.word_count);

    const read = await getChapter(server, token, live.id);
    expect(read.content).toBe(live.content);
    expect(read.has_revision).toBe(true);
    const row = (await chaptersOf(server, token, bigBook.id)).find((c) => c.id === live.id)!;
    expect(row.has_revision).toBe(true);
    expect(row.word_count).toBe(live.word_count);
    const bookAfter = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    expect(bookAfter.word_count).toBe(bookBefore.word_count);
  });

  it('drops the revision when a save makes it the published text again', async () => {
    const live = await publishedChapter(1);
    const edited = await save(server, token, live, { content: `${live.content}。` });
    expect(edited.text_state).toBe('revision');
    const back = await save(server, token, edited, { content: live.content });
    expect(back.text_state).toBe('published');
    expect(back.revision).toBeNull();
  });

  it('refuses NUL, unpaired surrogates and oversize text with 101001 and keeps the text', async () => {
    const live = await publishedChapter(2);
    const call = (content: string) =>
      server.call('updateChapter', {
        token,
        body: { chapter_id: live.id, version: live.version, content },
      });
    expectFieldError(await call('前文\u0000后文'), 'content', 'validation.text');
    expectFieldError(await call('半个\ud83d字'), 'content', 'validation.text');
    expectFieldError(await call('x'.repeat(60_001)), 'content', 'validation.tooLong');
    const title = await server.call('updateChapter', {
      token,
      body: { chapter_id: live.id, version: live.version, title: 'a\udc00' },
    });
    expectFieldError(title, 'title', 'validation.text');
    expect((await getChapter(server, token, live.id)).version).toBe(live.version);
  });

  it('refuses unstorable text on create, and an import that holds any, naming the field', async () => {
    const volume = (
      await server.ok<{ list: { id: string }[] }>('listVolumes', {
        token,
        query: { book_id: bigBook.id },
      })
    ).list[0]!;
    expectFieldError(
      await server.call('createChapter', {
        token,
        body: { book_id: bigBook.id, volume_id: volume.id, title: '新章', content: 'a\u0000b' },
      }),
      'content',
      'validation.text',
    );
    const before = await server.ok<{ total: number }>('listChapters', {
      token,
      query: { book_id: bigBook.id, page_size: 1 },
    });
    expectFieldError(
      await server.call('importChapters', {
        token,
        body: {
          book_id: bigBook.id,
          volume_id: volume.id,
          chapters: [
            { title: '好的一章', content: '正文。' },
            { title: '坏的一章', content: '半个\udc00字' },
          ],
        },
      }),
      'chapters.1.content',
      'validation.text',
    );
    const after = await server.ok<{ total: number }>('listChapters', {
      token,
      query: { book_id: bigBook.id, page_size: 1 },
    });
    expect(after.total).toBe(before.total);
  });
});

describe(op('applyChapterRevision'), () => {
  it('puts the revision live, counts follow, and history keeps both texts', async () => {
    const live = await publishedChapter(3);
    const bookBefore = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    const text = `${live.content}\n新的结尾，多写了几个字。`;
    const pending = await save(server, token, live, { content: text, title: '第4章 改过的标题' });

    const stale = await server.call<{ current: Chapter }>('applyChapterRevision', {
      token,
      body: { chapter_id: live.id, version: live.version },
    });
    expectCode(stale, 104001);
    expect(stale.body.current.version).toBe(pending.version);

    const applied = await server.ok<Chapter>('applyChapterRevision', {
      token,
      body: { chapter_id: live.id, version: pending.version },
    });
    expect(applied).toMatchObject({
      content: text,
      title: '第4章 改过的标题',
      word_count: countWords(text),
      text_state: 'published',
      revision: null,
      version: pending.version + 1,
    });
    const bookAfter = await server.ok<Book>('getBook', { token, query: { book_id: bigBook.id } });
    expect(bookAfter.word_count - bookBefore.word_count).toBe(countWords(text) - live.word_count);

    const kept = await historyTexts(server, token, live.id);
    expect(kept[0]).toMatchObject({ reason: 'revision_applied', published: true });
    expect(kept.map((v) => v.content)).toContain(live.content);
    expect(kept.find((v) => v.content === live.content)!.published).toBe(true);
  });

  it('answers 103001 without a revision, 102001 for another author', async () => {
    const live = await publishedChapter(4);
    expectCode(
      await server.call('applyChapterRevision', {
        token,
        body: { chapter_id: live.id, version: live.version },
      }),
      103001,
    );
    expectCode(
      await server.call('applyChapterRevision', {
        token: otherToken,
        body: { chapter_id: live.id, version: live.version },
      }),
      102001,
    );
  });
});

describe(op('discardChapterRevision'), () => {
  it('drops the revision, leaves the published text, and keeps the dropped text in history', async () => {
    const live = await publishedChapter(5);
    const pending = await save(server, token, live, { content: '一段最后没有用上的文字。' });
    const dropped = await server.ok<Chapter>('discardChapterRevision', {
      token,
      body: { chapter_id: live.id, version: pending.version },
    });
    expect(dropped).toMatchObject({
      content: live.content,
      revision: null,
      text_state: 'published',
    });
    const texts = (await historyTexts(server, token, live.id)).map((v) => v.content);
    expect(texts).toContain('一段最后没有用上的文字。');
    expectCode(
      await server.call('discardChapterRevision', {
        token,
        body: { chapter_id: live.id, version: dropped.version },
      }),
      103001,
    );
  });
});

describe('scheduled chapters', () => {
  it('go out with their scheduled text; the pending edits stay pending and say when', async () => {
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    const target = await getChapter(server, token, scheduled[0]!.id);
    const pending = await save(server, token, target, { content: '排期后改过的文字。' });
    expect(pending.text_state).toBe('revision');
    expect(pending.publish_at).toBe(target.publish_at);

    server.advanceClock(Date.parse(target.publish_at!) - Date.now() + MINUTE);
    await publishDueChapters(server.context, bigBook.id);
    const out = await getChapter(server, token, target.id);
    expect(out.status).toBe('published');
    expect(out.content).toBe(target.content);
    expect(out.revision?.content).toBe('排期后改过的文字。');
    const history = await historyOf(server, token, target.id);
    expect(history.some((v) => v.reason === 'publish' && v.published)).toBe(true);
  });

  it('take their pending edits as their text when unscheduled (a draft’s saves are its text)', async () => {
    const scheduled = await chaptersOf(server, token, bigBook.id, 'scheduled');
    const target = await getChapter(server, token, scheduled[0]!.id);
    await save(server, token, target, { content: '取消排期前改的字。' });
    await server.ok('unscheduleChapters', { token, body: { chapter_ids: [target.id] } });
    const draft = await getChapter(server, token, target.id);
    expect(draft).toMatchObject({ status: 'draft', content: '取消排期前改的字。', revision: null });
    const texts = (await historyTexts(server, token, target.id)).map((v) => v.content);
    expect(texts).toContain(target.content);
  });
});

describe('a chapter’s first change', () => {
  it('keeps a draft’s text without history as a version before the first save replaces it', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    const draft = await getChapter(server, token, drafts.at(-2)!.id);
    expect(await historyOf(server, token, draft.id)).toEqual([]);
    await save(server, token, draft, { content: '全新的一段。' });
    const texts = await historyTexts(server, token, draft.id);
    expect(texts.map((v) => [v.reason, v.content])).toEqual([['checkpoint', draft.content]]);
    expect((await getChapter(server, token, draft.id)).content).toBe('全新的一段。');
  });

  it('keeps a published chapter’s text as a version readers had when its first revision starts', async () => {
    const live = await publishedChapter(7);
    expect(await historyOf(server, token, live.id)).toEqual([]);
    await save(server, token, live, { content: `${live.content}\n新的一段。` });
    const texts = await historyTexts(server, token, live.id);
    const original = texts.find((v) => v.reason === 'checkpoint');
    expect(original).toMatchObject({ content: live.content, published: true });
  });
});

describe('a save that carries a replace-all', () => {
  it('keeps the replaced text and writes the new one as a replace version, inside the throttle', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    let draft = await getChapter(server, token, drafts.at(-3)!.id);
    draft = await save(server, token, draft, { content: '甲说了一句话。甲走了。' });
    server.advanceClock(MINUTE);
    draft = await save(server, token, draft, { content: '甲说了一句话。甲走了。又一句。' });
    server.advanceClock(MINUTE);
    await save(server, token, draft, {
      content: '乙说了一句话。乙走了。又一句。',
      replace_all: true,
    });
    const texts = await historyTexts(server, token, draft.id);
    expect(texts.slice(0, 2).map((v) => [v.reason, v.content])).toEqual([
      ['replace', '乙说了一句话。乙走了。又一句。'],
      ['checkpoint', '甲说了一句话。甲走了。又一句。'],
    ]);
  });

  it('on a published chapter keeps the pending revision it replaces; readers’ text is untouched', async () => {
    const live = await publishedChapter(8);
    const edited = await save(server, token, live, { content: `${live.content}\n林远山来了。` });
    server.advanceClock(MINUTE);
    const replacedText = `${live.content}\n林远来了。`;
    const saved = await save(server, token, edited, { content: replacedText, replace_all: true });
    expect(saved.content).toBe(live.content);
    expect(saved.revision?.content).toBe(replacedText);
    const texts = await historyTexts(server, token, live.id);
    expect(texts.slice(0, 2).map((v) => [v.reason, v.content])).toEqual([
      ['replace', replacedText],
      ['checkpoint', `${live.content}\n林远山来了。`],
    ]);
  });
});

describe(op('listChapterVersions'), () => {
  it('keeps at most one editing version per 10 minutes: an hour of saves every minute keeps 6 after the first text', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    let chapter = await getChapter(server, token, drafts.at(-1)!.id);
    for (let second = 0; second <= 3600; second += 60) {
      chapter = await save(server, token, chapter, { content: `${chapter.content}字` });
      server.advanceClock(60_000);
    }
    const history = await historyOf(server, token, chapter.id);
    expect(history.map((v) => v.reason)).toEqual([...Array(6).fill('edit'), 'checkpoint']);
    const times = history.map((v) => Date.parse(v.create_time));
    for (let i = 1; i < times.length; i++) {
      expect(times[i - 1]! - times[i]!).toBeGreaterThanOrEqual(10 * MINUTE);
    }
    expect(history[0]!.word_delta).toBe(history[0]!.word_count - history[1]!.word_count);
    const body = await server.ok<{ retention: { full_days: number } }>('listChapterVersions', {
      token,
      query: { chapter_id: chapter.id },
    });
    expect(body.retention.full_days).toBe(30);
  }, 120_000);

  it('needs the author’s chapter', async () => {
    const live = await publishedChapter(0);
    expectCode(
      await server.call('listChapterVersions', {
        token: otherToken,
        query: { chapter_id: live.id },
      }),
      102001,
    );
  });
});

describe(op('getChapterVersion'), () => {
  it('answers the text of the author’s version only', async () => {
    const live = await publishedChapter(0);
    const [newest] = await historyOf(server, token, live.id);
    const version = await server.ok<Version>('getChapterVersion', {
      token,
      query: { version_id: newest!.id },
    });
    expect(version.chapter_id).toBe(live.id);
    expect(version.word_count).toBe(countWords(version.content));
    expectCode(
      await server.call('getChapterVersion', {
        token: otherToken,
        query: { version_id: newest!.id },
      }),
      102001,
    );
  });
});

describe(op('restoreChapterVersion'), () => {
  it('restores a draft’s old text as a new version and overwrites nothing', async () => {
    const drafts = await chaptersOf(server, token, bigBook.id, 'draft');
    let chapter = await getChapter(server, token, drafts[0]!.id);
    chapter = await save(server, token, chapter, { content: '第一稿。' });
    server.advanceClock(11 * MINUTE);
    chapter = await save(server, token, chapter, { content: '第二稿写得更长。' });
    server.advanceClock(11 * MINUTE);
    chapter = await save(server, token, chapter, { content: '第三稿，还没成为版本。' });
    const before = await historyOf(server, token, chapter.id);
    const first = before.find((v) => v.word_count === countWords('第一稿。'))!;

    const restored = await server.ok<Chapter>('restoreChapterVersion', {
      token,
      body: { chapter_id: chapter.id, version_id: first.id, version: chapter.version },
    });
    expect(restored.content).toBe('第一稿。');
    const after = await historyOf(server, token, chapter.id);
    expect(after[0]!.reason).toBe('restore');
    // Every old version is still there, and the unsaved-to-history third draft was kept.
    expect(after.map((v) => v.id)).toEqual(expect.arrayContaining(before.map((v) => v.id)));
    const texts = (await historyTexts(server, token, chapter.id)).map((v) => v.content);
    expect(texts).toContain('第三稿，还没成为版本。');
  });

  it('restores onto a published chapter as a pending revision', async () => {
    const live = await publishedChapter(3);
    const history = await historyOf(server, token, live.id);
    const older = history.find((v) => v.reason === 'checkpoint')!;
    const restored = await server.ok<Chapter>('restoreChapterVersion', {
      token,
      body: { chapter_id: live.id, version_id: older.id, version: live.version },
    });
    expect(restored.text_state).toBe('revision');
    expect(restored.content).toBe(live.content);
  });

  it('refuses a stale version (104001), another chapter’s version and another author (102001)', async () => {
    const live = await publishedChapter(3);
    const [newest] = await historyOf(server, token, live.id);
    const other = await publishedChapter(0);
    const call = (t: string, body: object) =>
      server.call('restoreChapterVersion', { token: t, body });
    expectCode(
      await call(token, { chapter_id: live.id, version_id: newest!.id, version: live.version - 1 }),
      104001,
    );
    expectCode(
      await call(token, { chapter_id: other.id, version_id: newest!.id, version: other.version }),
      102001,
    );
    expectCode(
      await call(otherToken, {
        chapter_id: live.id,
        version_id: newest!.id,
        version: live.version,
      }),
      102001,
    );
  });
});

// Last: it moves the clock 40 days.
describe('history retention', () => {
  it('keeps all of the last 30 days and the newest of each day before, never a published one', async () => {
    const live = await publishedChapter(6);
    let chapter = live;
    // Two edits a day, 20 minutes apart, for 40 days.
    for (let day = 0; day < 40; day++) {
      // The clock passes the token's 30 days: log in again now and then.
      if (day % 20 === 0) token = await server.login();
      for (let k = 0; k < 2; k++) {
        chapter = await save(server, token, chapter, { content: `${live.content}${day}-${k}` });
        server.advanceClock(20 * MINUTE);
      }
      server.advanceClock(DAY - 40 * MINUTE);
    }
    const history = await historyOf(server, token, chapter.id);
    const now = server.context.now().getTime();
    const old = history.filter((v) => now - Date.parse(v.create_time) > 30 * DAY);
    const recent = history.filter((v) => now - Date.parse(v.create_time) <= 30 * DAY);
    const oldDays = old.filter((v) => !v.published).map((v) => v.create_time.slice(0, 10));
    expect(new Set(oldDays).size).toBe(oldDays.length);
    expect(old.length).toBeGreaterThan(0);
    expect(recent.filter((v) => v.reason === 'edit').length).toBeGreaterThanOrEqual(30 * 2 - 2);
  }, 120_000);
});
