/**
 * Contract tests of the pre-publish check: the rules in force and their
 * versions, checks of a posted text and of a saved chapter (exact UTF-16
 * spans), and the publish gate (103003 for a block finding, 103004 once for
 * warnings until acknowledged), single, bulk and scheduled.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../../server/db/schema';
import { reportsByRule } from '../../server/repositories/prepublish-reports';
import { recheckScheduledChapters } from '../../server/services/prepublish/recheck';
import { REPORTS_PER_DAY } from '../../server/services/prepublish/reports';
import { importRuleFile, RuleFileRefused } from '../../server/services/prepublish/rules';
import { expectCode } from './desk-helpers';
import {
  type Envelope,
  expectFieldError,
  op,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface Finding {
  rule_id: string;
  category: string;
  severity: 'block' | 'warn';
  start: number;
  end: number;
  paragraph: number;
  excerpt: string;
  explanation: { zh: string; en: string };
  suggestion: { zh: string; en: string };
}
interface Refusal {
  rules_version: number;
  chapters: { chapter_id: string; chapter_no: number; title: string; findings: Finding[] }[];
}
interface Summary {
  id: string;
  status: string;
}

const HOUR = 3_600_000;

let server: TestServer;
let token: string;
let otherToken: string;
let bookId: string;
let volumeId: string;

const spans = (findings: Finding[]) =>
  findings.map((f) => `${f.rule_id} ${f.start}-${f.end} p${f.paragraph}`);

async function draft(title: string, content: string): Promise<string> {
  const body = await server.ok<{ id: string }>('createChapter', {
    token,
    body: { book_id: bookId, volume_id: volumeId, title, content },
  });
  return body.id;
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  otherToken = await server.login(UNSIGNED_PHONE);
  const books = await server.ok<{ list: { id: string; title: string }[] }>('listBooks', {
    token,
    query: { kind: 'long', page_size: 100 },
  });
  bookId = books.list[0]!.id;
  const volumes = await server.ok<{ list: { id: string; sort: number }[] }>('listVolumes', {
    token,
    query: { book_id: bookId },
  });
  volumeId = volumes.list.at(-1)!.id;
});

afterAll(() => server?.close());

describe(op('getPrepublishRules'), () => {
  it('answers the demo sample as version 1 on a fresh database', async () => {
    const set = await server.ok<{ version: number; rules: { id: string; category: string }[] }>(
      'getPrepublishRules',
      { token },
    );
    expect(set.version).toBe(1);
    expect(set.rules.map((r) => r.id)).toContain('contact.add-v');
    expect(new Set(set.rules.map((r) => r.category))).toEqual(
      new Set(['contact', 'advertising', 'gambling', 'drugs', 'violence', 'platform']),
    );
  });

  it('asks for a token', async () => {
    expect((await server.call('getPrepublishRules')).code).toBe(100002);
  });
});

describe(op('checkPrepublishText'), () => {
  it('answers exact UTF-16 spans, after characters outside the BMP too', async () => {
    const text = '𠀀😀开头\n他说：加V：abc12345，冰毒。';
    const body = await server.ok<{ rules_version: number; findings: Finding[] }>(
      'checkPrepublishText',
      {
        token,
        body: { text },
      },
    );
    expect(body.rules_version).toBe(1);
    expect(spans(body.findings)).toEqual(['contact.add-v 10-21 p1', 'drugs.names 22-24 p1']);
    expect(body.findings.map((f) => text.slice(f.start, f.end))).toEqual(['加V：abc12345', '冰毒']);
    expect(body.findings[0]).toMatchObject({
      category: 'contact',
      severity: 'block',
      excerpt: '加V：abc12345',
    });
  });

  it('finds names of the book written wrong when given the book', async () => {
    await server.ok('updateBook', { token, body: { book_id: bookId, protagonists: ['林晚照'] } });
    const body = await server.ok<{ findings: Finding[] }>('checkPrepublishText', {
      token,
      body: { text: '林婉照来了。', book_id: bookId },
    });
    expect(spans(body.findings)).toEqual(['hygiene.name-homophone 0-3 p0']);
  });

  it('finds the story bible’s names and aliases written wrong, and lists them with the rules', async () => {
    await server.ok('createBibleEntity', {
      token,
      body: { book_id: bookId, kind: 'character', name: '沈砚秋', aliases: ['砚秋先生'] },
    });
    await server.ok('createBibleEntity', {
      token,
      body: { book_id: bookId, kind: 'place', name: '青崖关' },
    });
    const body = await server.ok<{ findings: Finding[] }>('checkPrepublishText', {
      token,
      body: { text: '沈燕秋出了青涯关，砚秋先生仍在。', book_id: bookId },
    });
    expect(spans(body.findings)).toEqual([
      'hygiene.name-homophone 0-3 p0',
      'hygiene.name-homophone 5-8 p0',
    ]);
    const set = await server.ok<{ names: string[] }>('getPrepublishRules', {
      token,
      query: { book_id: bookId },
    });
    expect(set.names).toEqual(expect.arrayContaining(['林晚照', '沈砚秋', '砚秋先生', '青崖关']));
    const refused = await server.call('getPrepublishRules', {
      token: otherToken,
      query: { book_id: bookId },
    });
    expect(refused.code).toBe(102001);
  });

  it('refuses another author’s book and text over the limit', async () => {
    expect(
      (
        await server.call('checkPrepublishText', {
          token: otherToken,
          body: { text: 'a', book_id: bookId },
        })
      ).code,
    ).toBe(102001);
    expect(
      (await server.call('checkPrepublishText', { token, body: { text: 'a'.repeat(60001) } })).code,
    ).toBe(101001);
    expect((await server.call('checkPrepublishText', { token, body: {} })).code).toBe(101001);
  });
});

describe(op('checkPrepublishChapter'), () => {
  it('checks the saved text', async () => {
    const id = await draft('查一查', '第一段\n见https://example.com');
    const body = await server.ok<{ chapter_id: string; findings: Finding[] }>(
      'checkPrepublishChapter',
      {
        token,
        query: { chapter_id: id },
      },
    );
    expect(body.chapter_id).toBe(id);
    expect(spans(body.findings)).toEqual(['contact.url 5-24 p1']);
    const foreign = await server.call('checkPrepublishChapter', {
      token: otherToken,
      query: { chapter_id: id },
    });
    expect(foreign.code).toBe(102001);
  });
});

describe(`${op('publishChapters')}: the pre-publish gate`, () => {
  it('refuses a chapter with a block finding (103003), lists it, and changes nothing', async () => {
    const id = await draft('加V的章节', '正文。\n加V：abc12345');
    const refused = (await server.call('publishChapters', {
      token,
      body: { chapter_id: id, out_of_order: true },
    })) as Envelope<Refusal>;
    expect(refused.code).toBe(103003);
    expect(refused.body.rules_version).toBe(1);
    expect(refused.body.chapters.map((c) => [c.chapter_id, c.title, spans(c.findings)])).toEqual([
      [id, '加V的章节', ['contact.add-v 4-15 p1']],
    ]);
    // Acknowledging warnings does not get a block through.
    const again = await server.call('publishChapters', {
      token,
      body: { chapter_id: id, out_of_order: true, warnings_acknowledged: true },
    });
    expect(again.code).toBe(103003);
    const chapter = await server.ok<Summary>('getChapter', { token, query: { chapter_id: id } });
    expect(chapter.status).toBe('draft');

    // Fixed, it goes out.
    const saved = await server.ok<{ version: number }>('getChapter', {
      token,
      query: { chapter_id: id },
    });
    await server.ok('updateChapter', {
      token,
      body: {
        chapter_id: id,
        version: saved.version,
        title: '加V的章节',
        content: '正文。\n欢迎在书评区留言。',
      },
    });
    const published = await server.ok<{ list: Summary[] }>('publishChapters', {
      token,
      body: { chapter_id: id, out_of_order: true },
    });
    expect(published.list[0]!.status).toBe('published');
  });

  it('asks once about warnings (103004) and publishes when they are acknowledged', async () => {
    const id = await draft('有提醒', '他闻到了冰毒的味道。');
    const asked = (await server.call('publishChapters', {
      token,
      body: { chapter_id: id, out_of_order: true },
    })) as Envelope<Refusal>;
    expect(asked.code).toBe(103004);
    expect(spans(asked.body.chapters[0]!.findings)).toEqual(['drugs.names 4-6 p0']);
    const published = await server.ok<{ list: Summary[] }>('publishChapters', {
      token,
      body: { chapter_id: id, out_of_order: true, warnings_acknowledged: true },
    });
    expect(published.list[0]!.status).toBe('published');
  });

  it('refuses a bulk schedule with one bad chapter, naming only it', async () => {
    const clean = await draft('干净的一章', '月色很好。');
    const bad = await draft('有电话的一章', '打13812345678找我');
    const refused = (await server.call('publishChapters', {
      token,
      body: {
        chapter_ids: [clean, bad],
        publish_at: new Date(server.context.now().getTime() + 2 * HOUR).toISOString(),
        out_of_order: true,
      },
    })) as Envelope<Refusal>;
    expect(refused.code).toBe(103003);
    expect(refused.body.chapters.map((c) => [c.chapter_id, spans(c.findings)])).toEqual([
      [bad, ['contact.phone 1-12 p0']],
    ]);
    const list = await server.ok<{ list: Summary[] }>('listChapters', {
      token,
      query: { book_id: bookId, page_size: 500 },
    });
    expect(list.list.filter((c) => c.id === clean || c.id === bad).map((c) => c.status)).toEqual([
      'draft',
      'draft',
    ]);
  });

  it('hygiene findings never refuse', async () => {
    const id = await draft('只有卫生问题', '“他说,我的的书。');
    const published = await server.ok<{ list: Summary[] }>('publishChapters', {
      token,
      body: { chapter_id: id, out_of_order: true },
    });
    expect(published.list[0]!.status).toBe('published');
  });
});

describe('rule versions (npm run editor -- rules import)', () => {
  it('a loaded file is the next version, in force at once', async () => {
    const version = await importRuleFile(
      server.context.db,
      {
        rules: [
          {
            id: 'ads.demo',
            category: 'advertising',
            severity: 'block',
            literals: ['买一送一'],
            explanation: { zh: '广告', en: 'An advert' },
            suggestion: { zh: '删去', en: 'Remove it' },
          },
        ],
      },
      'test.json',
      server.context.now(),
    );
    expect(version).toBe(2);
    const set = await server.ok<{ version: number; rules: { id: string }[] }>(
      'getPrepublishRules',
      { token },
    );
    expect([set.version, set.rules.map((r) => r.id)]).toEqual([2, ['ads.demo']]);
    const body = await server.ok<{ rules_version: number; findings: Finding[] }>(
      'checkPrepublishText',
      {
        token,
        body: { text: '加V：abc12345，买一送一' },
      },
    );
    expect([body.rules_version, spans(body.findings)]).toEqual([2, ['ads.demo 12-16 p0']]);
    const id = await draft('广告章', '买一送一');
    const refused = (await server.call('publishChapters', {
      token,
      body: { chapter_id: id, out_of_order: true },
    })) as Envelope<Refusal>;
    expect([refused.code, refused.body.rules_version]).toEqual([103003, 2]);
  });

  it('a bad file is refused whole, naming each problem, and the version stays', async () => {
    const bad = {
      rules: [
        { id: 'Bad Id', category: 'x' },
        { id: 'ok.one', category: 'drugs', severity: 'warn', expression: '(' },
      ],
    };
    await expect(
      importRuleFile(server.context.db, bad, 'bad.json', server.context.now()),
    ).rejects.toThrow(RuleFileRefused);
    await expect(
      importRuleFile(server.context.db, bad, 'bad.json', server.context.now()),
    ).rejects.toMatchObject({
      problems: [
        { index: 0, field: 'id', problem: 'lower-case letters, digits, . _ - (1-64)' },
        { index: 1, field: 'explanation', problem: 'zh and en texts, 1-500 characters' },
      ],
    });
    const set = await server.ok<{ version: number }>('getPrepublishRules', { token });
    expect(set.version).toBe(2);
  });
});

describe('the re-check of scheduled chapters (the scheduler’s timer)', () => {
  interface Recheck {
    target: { kind: string; id: string | null };
    template: { key: string; params: Record<string, string> } | null;
  }
  /** The re-check messages the author has about a chapter. */
  async function rechecksOf(chapterId: string): Promise<Recheck[]> {
    const { list } = await server.ok<{ list: Recheck[] }>('getMessagePage', {
      token,
      query: { book_id: bookId, page_size: 100 },
    });
    return list.filter(
      (m) => m.target.id === chapterId && m.template?.key === 'prepublish_recheck',
    );
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
  const schedule = (chapterId: string, inMs: number) =>
    server.ok('publishChapters', {
      token,
      body: {
        chapter_id: chapterId,
        publish_at: new Date(server.context.now().getTime() + inMs).toISOString(),
        out_of_order: true,
      },
    });
  /** What every timer run until nothing is due does (a run takes 100 chapters). */
  const recheck = async () => {
    while ((await recheckScheduledChapters(server.context)).checked > 0);
  };

  it('messages once when the last 12 hours begin, naming the words a rule would hold', async () => {
    const id = await draft('复查甲', '干净的正文。');
    await schedule(id, 48 * HOUR);
    await recheck();
    // An edit of a scheduled chapter waits in a revision: what goes out is unchanged.
    await edit(id, '干净的正文。今日买一送一。');
    await recheck();
    expect(await rechecksOf(id)).toEqual([]);
    // The text that goes out changed without the gate, as that of a chapter
    // scheduled before the check existed: only the re-check can find it.
    await server.context.db
      .update(chapters)
      .set({ content: '干净的正文。今日买一送一。' })
      .where(eq(chapters.id, id));
    await recheck();
    expect(await rechecksOf(id)).toEqual([]);

    server.advanceClock(37 * HOUR);
    await recheck();
    await recheck();
    const messages = await rechecksOf(id);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.template!.params).toMatchObject({
      chapter: '复查甲',
      count: '1',
      words: '“买一送一”',
    });
    expect(messages[0]!.target.kind).toBe('chapter');
  });

  it('messages when the rules change, once however many processes look', async () => {
    const id = await draft('复查乙', '他吞下一枚雾隐丹。');
    await schedule(id, 72 * HOUR);
    await recheck();
    expect(await rechecksOf(id)).toEqual([]);
    await importRuleFile(
      server.context.db,
      {
        rules: [
          {
            id: 'drugs.fog',
            category: 'drugs',
            severity: 'block',
            literals: ['雾隐丹'],
            explanation: { zh: '违禁药物', en: 'A banned drug' },
            suggestion: { zh: '换个说法', en: 'Rephrase' },
          },
        ],
      },
      'fog.json',
      server.context.now(),
    );
    // Two timers (two server processes) at once.
    await Promise.all([recheck(), recheck()]);
    expect(await rechecksOf(id)).toHaveLength(1);
  });
});

describe(op('reportPrepublishFinding'), () => {
  const report = (body: Record<string, unknown>, t = token) =>
    server.call('reportPrepublishFinding', { token: t, body });
  const warning = { rule_id: 'advertising.shop', rules_version: 1, excerpt: '优惠券' };

  it('keeps a warning reported as wrong once, however often it is sent', async () => {
    const chapter_id = await draft('误报', '店里今天发优惠券。');
    expectCode(await report({ ...warning, chapter_id, note: '这是剧情里的店' }), 0);
    expectCode(await report({ ...warning, chapter_id }), 0);
    const rows = await reportsByRule(server.context.db);
    expect(rows.find((r) => r.ruleId === 'advertising.shop')).toMatchObject({
      reports: 1,
      authors: 1,
      excerpts: ['优惠券'],
    });
  });

  it('refuses a block, a hygiene rule, a version it does not hold and another author’s chapter', async () => {
    expectFieldError(await report({ ...warning, rule_id: 'contact.add-v' }), 'rule_id');
    expectFieldError(await report({ ...warning, rule_id: 'hygiene.doubled' }), 'rule_id');
    expectFieldError(await report({ ...warning, rules_version: 999 }), 'rule_id');
    const chapter_id = await draft('别人的', '正文。');
    expectCode(await report({ ...warning, chapter_id }, otherToken), 102001);
  });

  it(`takes ${REPORTS_PER_DAY} reports a day from an author, then answers 105001`, async () => {
    let last = 0;
    for (let i = 0; i <= REPORTS_PER_DAY; i += 1) {
      last = (await report({ ...warning, excerpt: `优惠券${i}` }, otherToken)).code;
      if (last !== 0) break;
    }
    expect(last).toBe(105001);
  });
});
