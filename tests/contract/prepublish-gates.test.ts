/**
 * Contract tests of the pre-publish gate on the two other ways text reaches
 * readers: the stockpile plan's `mode: apply` (planSchedule) and applying a
 * pending revision (applyChapterRevision, applyChapterRevisions), which are
 * checked on the revision's text. 103003 for a block finding, 103004 once for
 * warnings until acknowledged; nothing changes on either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, op, startServer, type TestServer } from './harness';

interface Finding {
  rule_id: string;
  severity: 'block' | 'warn';
}
interface Refusal {
  rules_version: number;
  chapters: { chapter_id: string; chapter_no: number; title: string; findings: Finding[] }[];
}
interface Chapter {
  id: string;
  status: string;
  version: number;
  title: string;
  content: string;
  has_revision?: boolean;
  revision: unknown;
}

let server: TestServer;
let token: string;
let bookId: string;
let volumeId: string;

const ruleIds = (refusal: Refusal) =>
  refusal.chapters.map((c) => [c.chapter_id, c.title, c.findings.map((f) => f.rule_id)]);

async function draft(title: string, content: string): Promise<string> {
  const body = await server.ok<{ id: string }>('createChapter', {
    token,
    body: { book_id: bookId, volume_id: volumeId, title, content },
  });
  return body.id;
}

const chapter = (id: string) =>
  server.ok<Chapter>('getChapter', { token, query: { chapter_id: id } });

/** A published chapter whose pending revision holds `content`. */
async function withRevision(title: string, content: string): Promise<Chapter> {
  const id = await draft(title, '月色很好。');
  await server.ok('publishChapters', { token, body: { chapter_id: id, out_of_order: true } });
  const live = await chapter(id);
  await server.ok('updateChapter', {
    token,
    body: { chapter_id: id, version: live.version, title, content },
  });
  return chapter(id);
}

/** A Beijing date a few days ahead of the server's clock. */
function startDate(days: number): string {
  return new Date(server.context.now().getTime() + (days * 24 + 8) * 3_600_000)
    .toISOString()
    .slice(0, 10);
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
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

describe(`${op('planSchedule')}: the pre-publish gate`, () => {
  const plan = (chapterIds: string[], extra: Record<string, unknown> = {}) => ({
    book_id: bookId,
    mode: 'apply',
    start_date: startDate(3),
    times: ['12:00', '20:00'],
    chapter_ids: chapterIds,
    out_of_order: true,
    ...extra,
  });

  it('refuses a plan with a block finding (103003), naming the chapter, and schedules nothing', async () => {
    const clean = await draft('干净的存稿', '月色很好。');
    const bad = await draft('加V的存稿', '正文。\n加V：abc12345');
    const refused = (await server.call('planSchedule', {
      token,
      body: plan([clean, bad], { warnings_acknowledged: true }),
    })) as Envelope<Refusal>;
    expect(refused.code).toBe(103003);
    expect(ruleIds(refused.body)).toEqual([[bad, '加V的存稿', ['contact.add-v']]]);
    expect((await chapter(clean)).status).toBe('draft');
    expect((await chapter(bad)).status).toBe('draft');

    // A preview still shows the plan.
    const preview = await server.ok<{ list: unknown[] }>('planSchedule', {
      token,
      body: plan([clean, bad], { mode: 'preview' }),
    });
    expect(preview.list).toHaveLength(2);
  });

  it('asks once about warnings (103004) and schedules when they are acknowledged', async () => {
    const id = await draft('有提醒的存稿', '他闻到了冰毒的味道。');
    const asked = (await server.call('planSchedule', {
      token,
      body: plan([id], { start_date: startDate(5) }),
    })) as Envelope<Refusal>;
    expect(asked.code).toBe(103004);
    expect(ruleIds(asked.body)).toEqual([[id, '有提醒的存稿', ['drugs.names']]]);
    expect((await chapter(id)).status).toBe('draft');
    const applied = await server.ok<{ undo_id: string | null }>('planSchedule', {
      token,
      body: plan([id], { start_date: startDate(5), warnings_acknowledged: true }),
    });
    expect(applied.undo_id).not.toBeNull();
    expect((await chapter(id)).status).toBe('scheduled');
  });
});

describe(`${op('applyChapterRevision')}: the pre-publish gate on the revision`, () => {
  it('refuses a revision with a block finding (103003) and readers keep the published text', async () => {
    const pending = await withRevision('改出加V', '正文。\n加V：abc12345');
    const refused = (await server.call('applyChapterRevision', {
      token,
      body: { chapter_id: pending.id, version: pending.version, warnings_acknowledged: true },
    })) as Envelope<Refusal>;
    expect(refused.code).toBe(103003);
    expect(ruleIds(refused.body)).toEqual([[pending.id, '改出加V', ['contact.add-v']]]);
    const after = await chapter(pending.id);
    expect(after.version).toBe(pending.version);
    expect(after.revision).not.toBeNull();
  });

  it('asks once about warnings (103004), applies when acknowledged, and applies a clean one', async () => {
    const pending = await withRevision('改出提醒', '他闻到了冰毒的味道。');
    const asked = (await server.call('applyChapterRevision', {
      token,
      body: { chapter_id: pending.id, version: pending.version },
    })) as Envelope<Refusal>;
    expect(asked.code).toBe(103004);
    expect(ruleIds(asked.body)).toEqual([[pending.id, '改出提醒', ['drugs.names']]]);
    const applied = await server.ok<Chapter>('applyChapterRevision', {
      token,
      body: { chapter_id: pending.id, version: pending.version, warnings_acknowledged: true },
    });
    expect(applied).toMatchObject({ content: '他闻到了冰毒的味道。', revision: null });

    const clean = await withRevision('改得干净', '星光很好。');
    const cleanApplied = await server.ok<Chapter>('applyChapterRevision', {
      token,
      body: { chapter_id: clean.id, version: clean.version },
    });
    expect(cleanApplied).toMatchObject({ content: '星光很好。', revision: null });
  });
});

describe(`${op('applyChapterRevisions')}: the pre-publish gate on the revisions`, () => {
  it('refuses the batch when one revision has a block finding, naming only it, and applies none', async () => {
    const clean = await withRevision('批量干净', '星光很好。');
    const bad = await withRevision('批量加V', '打13812345678找我');
    const refused = (await server.call('applyChapterRevisions', {
      token,
      body: { book_id: bookId, chapter_ids: [clean.id, bad.id], warnings_acknowledged: true },
    })) as Envelope<Refusal>;
    expect(refused.code).toBe(103003);
    expect(ruleIds(refused.body)).toEqual([[bad.id, '批量加V', ['contact.phone']]]);
    expect((await chapter(clean.id)).version).toBe(clean.version);
    expect((await chapter(bad.id)).version).toBe(bad.version);
  });

  it('asks once about warnings (103004) and applies them all when acknowledged', async () => {
    const clean = await withRevision('批量干净二', '星光很好。');
    const warned = await withRevision('批量提醒', '他闻到了冰毒的味道。');
    const body = { book_id: bookId, chapter_ids: [clean.id, warned.id] };
    const asked = (await server.call('applyChapterRevisions', {
      token,
      body,
    })) as Envelope<Refusal>;
    expect(asked.code).toBe(103004);
    expect(ruleIds(asked.body)).toEqual([[warned.id, '批量提醒', ['drugs.names']]]);
    expect((await chapter(warned.id)).version).toBe(warned.version);
    const applied = await server.ok<{ count: number }>('applyChapterRevisions', {
      token,
      body: { ...body, warnings_acknowledged: true },
    });
    expect(applied.count).toBe(2);
    expect((await chapter(warned.id)).content).toBe('他闻到了冰毒的味道。');
  });
});
