/**
 * Contract tests of the story bible: entities and their names (the longest
 * match wins, aliases count for their entity, names are unique in a book),
 * the mention index kept by chapter saves and rebuilt when names change, the
 * entity page (per-volume counts, first and last appearance, state as of a
 * chapter), keyset-paged appearances, merges, progressions, threads with the
 * overdue flag, unseen main characters, and the seeded demo bible.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { type Book, chaptersOf, deskServer, expectCode, getChapter, save } from './desk-helpers';
import { expectFieldError, op, type TestServer } from './harness';

type Schemas = components['schemas'];
type Entity = Schemas['BibleEntity'];
type Category = Schemas['Category'];
type EntityList = Extract<Schemas['BibleEntityListEnvelope'], { code: 0 }>['body'];
type EntityPage = Extract<Schemas['BibleEntityPageEnvelope'], { code: 0 }>['body'];
type Appearances = Extract<Schemas['BibleAppearancesEnvelope'], { code: 0 }>['body'];
type ThreadList = Extract<Schemas['BibleThreadListEnvelope'], { code: 0 }>['body'];
type Thread = Schemas['BibleThread'];
type Chapter = Schemas['Chapter'];

let server: TestServer;
let token: string;
let otherToken: string;
let bigBook: Book;
let book: Book;
let volumeIds: string[];
const chapters: Chapter[] = [];

function firstLeaf(categories: Category[]): Category {
  const first = categories[0]!;
  return first.children.length === 0 ? first : firstLeaf(first.children);
}

function createEntity(body: Partial<Schemas['CreateBibleEntityRequest']> & { name: string }) {
  return server.ok<Entity>('createBibleEntity', {
    token,
    body: { book_id: book.id, kind: 'character', ...body },
  });
}

function listEntities(query: Record<string, string> = {}) {
  return server.ok<EntityList>('listBibleEntities', {
    token,
    query: { book_id: book.id, ...query },
  });
}

function page(entityId: string, asOf?: number) {
  return server.ok<EntityPage>('getBibleEntity', {
    token,
    query: { entity_id: entityId, as_of_chapter_no: asOf },
  });
}

function appearances(entityId: string, after?: number, limit?: number) {
  return server.ok<Appearances>('listBibleAppearances', {
    token,
    query: { entity_id: entityId, after_chapter_no: after, limit },
  });
}

const counts = (list: EntityList['list']) =>
  Object.fromEntries(list.map((e) => [e.name, e.chapter_count]));

beforeAll(async () => {
  ({ server, token, otherToken, bigBook } = await deskServer());
  const tree = await server.ok<Category[]>('getCategoryTree', { token });
  book = await server.ok<Book>('createBook', {
    token,
    body: {
      kind: 'long',
      title: '设定集测试',
      audience: 'male',
      category_id: firstLeaf(tree.filter((c) => c.audience === 'male')).id,
      synopsis: '一本只为设定集而写的书，用来检查人物在哪些章节出场。',
    },
  });
  const first = await server.ok<Schemas['Volume']>('listVolumes', {
    token,
    query: { book_id: book.id },
  });
  const volumes = (first as unknown as { list: Schemas['Volume'][] }).list;
  const second = await server.ok<Schemas['Volume']>('createVolume', {
    token,
    body: { book_id: book.id, title: '第二卷' },
  });
  volumeIds = [volumes[0]!.id, second.id];
  const texts = [
    ['第1章 出山', volumeIds[0]!, '林远山推开门。\n小远笑了笑，林远没有说话。'],
    ['第2章 入城', volumeIds[0]!, '天枢城的城门下，林远山独自站着。'],
    ['第3章 重逢', volumeIds[1]!, '林远回到天枢城，小远这个名字已经很久没人叫了。'],
  ] as const;
  for (const [title, volumeId, content] of texts) {
    chapters.push(
      await server.ok<Chapter>('createChapter', {
        token,
        body: { book_id: book.id, volume_id: volumeId, title, content },
      }),
    );
  }
});
afterAll(() => server?.close());

describe(op('createBibleEntity'), () => {
  it('indexes the book at once: the longest name wins and an alias counts for its entity', async () => {
    const yuan = await createEntity({ name: '林远', aliases: ['小远'], is_main: true });
    expect(yuan).toMatchObject({
      name: '林远',
      aliases: ['小远'],
      is_main: true,
      kind: 'character',
    });
    await createEntity({ name: '林远山' });
    await createEntity({ name: '天枢城', kind: 'place' });
    const { list, last_chapter_no } = await listEntities();
    expect(last_chapter_no).toBe(3);
    // 林远山 is never counted as 林远: chapter 2 names only 林远山.
    expect(counts(list)).toEqual({ 林远: 2, 林远山: 2, 天枢城: 2 });
    const first = await appearances(yuan.id);
    expect(first.list.map((a) => [a.chapter_no, a.count])).toEqual([
      [1, 2],
      [3, 2],
    ]);
    expect(first.list[0]!.context).toBe('小远笑了笑，林远没有说话。');
  });

  it('refuses a name or alias the book already has, and an alias equal to the name', async () => {
    expectFieldError(
      await server.call('createBibleEntity', {
        token,
        body: { book_id: book.id, kind: 'character', name: '小远' },
      }),
      'name',
      'validation.duplicate',
    );
    expectFieldError(
      await server.call('createBibleEntity', {
        token,
        body: { book_id: book.id, kind: 'item', name: '玉佩', aliases: ['林远山'] },
      }),
      'aliases',
      'validation.duplicate',
    );
    expectFieldError(
      await server.call('createBibleEntity', {
        token,
        body: { book_id: book.id, kind: 'item', name: '玉佩', aliases: ['玉佩'] },
      }),
      'aliases',
      'validation.duplicate',
    );
    expectFieldError(
      await server.call('createBibleEntity', {
        token,
        body: { book_id: book.id, kind: 'item', name: '   ' },
      }),
      'name',
    );
    expectFieldError(
      await server.call('createBibleEntity', {
        token,
        body: { book_id: book.id, kind: 'monster', name: '妖兽' },
      }),
      'kind',
    );
  });

  it("answers 102001 for another author's book", async () => {
    expectCode(
      await server.call('createBibleEntity', {
        token: otherToken,
        body: { book_id: book.id, kind: 'character', name: '路人' },
      }),
      102001,
    );
  });
});

describe(op('listBibleEntities'), () => {
  it('filters by kind and by a search over names, aliases and tags', async () => {
    expect((await listEntities({ kind: 'place' })).list.map((e) => e.name)).toEqual(['天枢城']);
    expect((await listEntities({ q: '小远' })).list.map((e) => e.name)).toEqual(['林远']);
    expect((await listEntities({ q: '不存在' })).list).toEqual([]);
  });

  it("answers 102001 for another author's book", async () => {
    expectCode(
      await server.call('listBibleEntities', { token: otherToken, query: { book_id: book.id } }),
      102001,
    );
  });
});

describe('chapter saves keep the index', () => {
  it("rewrites a saved chapter's mentions", async () => {
    const current = await getChapter(server, token, chapters[1]!.id);
    const saved = await save(server, token, current, { content: '天枢城的城门下，林远独自站着。' });
    chapters[1] = saved;
    expect(counts((await listEntities()).list)).toEqual({ 林远: 3, 林远山: 1, 天枢城: 2 });
  });
});

describe(op('updateBibleEntity'), () => {
  it('re-indexes the book when the aliases change, and keeps them when left out', async () => {
    const { list } = await listEntities({ q: '林远山' });
    const shan = list.find((e) => e.name === '林远山')!;
    const edited = await server.ok<Entity>('updateBibleEntity', {
      token,
      body: { entity_id: shan.id, aliases: ['远山'], notes: '林远的堂兄。' },
    });
    expect(edited).toMatchObject({ aliases: ['远山'], notes: '林远的堂兄。' });
    const again = await server.ok<Entity>('updateBibleEntity', {
      token,
      body: { entity_id: shan.id, fields: [{ key: '年龄', value: '19' }] },
    });
    expect(again.aliases).toEqual(['远山']);
    expect(again.fields).toEqual([{ key: '年龄', value: '19' }]);
    expectFieldError(
      await server.call('updateBibleEntity', {
        token,
        body: { entity_id: shan.id, name: '林远' },
      }),
      'name',
      'validation.duplicate',
    );
    expectCode(
      await server.call('updateBibleEntity', {
        token: otherToken,
        body: { entity_id: shan.id, notes: '' },
      }),
      102001,
    );
  });
});

describe(op('getBibleEntity'), () => {
  it('counts per volume, names the first and last appearance, and the state as of a chapter', async () => {
    const yuan = (await listEntities({ q: '林远' })).list.find((e) => e.name === '林远')!;
    await server.ok('createBibleProgression', {
      token,
      body: { entity_id: yuan.id, from_chapter_no: 1, fact: '境界：练气' },
    });
    await server.ok('createBibleProgression', {
      token,
      body: { entity_id: yuan.id, from_chapter_no: 3, fact: '境界：金丹期' },
    });
    const body = await page(yuan.id, 2);
    expect(
      body.volumes.map((v) => [v.volume_id, v.chapters, v.chapter_count, v.mention_count]),
    ).toEqual([
      [volumeIds[0], 2, 2, 3],
      [volumeIds[1], 1, 1, 2],
    ]);
    expect(body.first_appearance?.chapter_no).toBe(1);
    expect(body.last_appearance?.chapter_no).toBe(3);
    expect([body.chapter_count, body.mention_count]).toEqual([3, 5]);
    expect(body.progressions.map((p) => p.fact)).toEqual(['境界：练气', '境界：金丹期']);
    expect(body.state.map((p) => p.fact)).toEqual(['境界：练气']);
    expect((await page(yuan.id, 3)).state.map((p) => p.fact)).toEqual([
      '境界：练气',
      '境界：金丹期',
    ]);
  });

  it('leaves trashed chapters out', async () => {
    const yuan = (await listEntities({ q: '小远' })).list[0]!;
    await server.ok('trashChapters', { token, body: { chapter_ids: [chapters[2]!.id] } });
    const body = await page(yuan.id);
    expect(body.last_appearance?.chapter_no).toBe(2);
    await server.ok('restoreChapters', { token, body: { chapter_ids: [chapters[2]!.id] } });
    expect((await page(yuan.id)).last_appearance?.chapter_no).toBe(3);
  });

  it("answers 102001 for another author's entity", async () => {
    const yuan = (await listEntities({ q: '小远' })).list[0]!;
    expectCode(
      await server.call('getBibleEntity', { token: otherToken, query: { entity_id: yuan.id } }),
      102001,
    );
  });
});

describe(op('listBibleAppearances'), () => {
  it('pages the seeded hero of the 3,000-chapter demo book by chapter number', async () => {
    const { list } = await server.ok<EntityList>('listBibleEntities', {
      token,
      query: { book_id: bigBook.id, q: '林远' },
    });
    const hero = list.find((e) => e.name === '林远')!;
    const first = await appearances(hero.id, undefined, 3);
    expect(first.list).toHaveLength(3);
    expect(first.next_after_chapter_no).toBe(first.list[2]!.chapter_no);
    const second = await appearances(hero.id, first.next_after_chapter_no!, 3);
    expect(second.list[0]!.chapter_no).toBeGreaterThan(first.list[2]!.chapter_no);
    for (const a of [...first.list, ...second.list]) expect(a.context).toContain('林远');
    const last = await appearances(hero.id, hero.last_chapter_no! - 1, 3);
    expect(last.list.map((a) => a.chapter_no)).toEqual([hero.last_chapter_no]);
    expect(last.next_after_chapter_no).toBeNull();
  });

  it('refuses a bad limit and another author', async () => {
    const hero = (await listEntities({ q: '小远' })).list[0]!;
    expectFieldError(
      await server.call('listBibleAppearances', { token, query: { entity_id: hero.id, limit: 0 } }),
      'limit',
    );
    expectCode(
      await server.call('listBibleAppearances', {
        token: otherToken,
        query: { entity_id: hero.id },
      }),
      102001,
    );
  });
});

describe(op('mergeBibleEntities'), () => {
  it("moves the merged entity's names, progressions and mentions", async () => {
    const { list } = await listEntities();
    const yuan = list.find((e) => e.name === '林远')!;
    const shan = list.find((e) => e.name === '林远山')!;
    await server.ok('createBibleProgression', {
      token,
      body: { entity_id: shan.id, from_chapter_no: 2, fact: '身份：堂兄' },
    });
    expectFieldError(
      await server.call('mergeBibleEntities', {
        token,
        body: { entity_id: yuan.id, from_entity_id: yuan.id },
      }),
      'from_entity_id',
    );
    const merged = await server.ok<Entity>('mergeBibleEntities', {
      token,
      body: { entity_id: yuan.id, from_entity_id: shan.id },
    });
    expect(merged.aliases).toEqual(['小远', '林远山', '远山']);
    expect(merged.fields).toEqual([{ key: '年龄', value: '19' }]);
    const after = await listEntities();
    expect(counts(after.list)).toEqual({ 林远: 3, 天枢城: 2 });
    const body = await page(yuan.id);
    expect(body.progressions.map((p) => p.fact)).toContain('身份：堂兄');
    expect(body.mention_count).toBe(6);
    expectCode(
      await server.call('getBibleEntity', { token, query: { entity_id: shan.id } }),
      102001,
    );
  });
});

describe(op('deleteBibleProgression'), () => {
  it('removes a progression, and answers 102001 for one that is gone', async () => {
    const yuan = (await listEntities({ q: '小远' })).list[0]!;
    const [first] = (await page(yuan.id)).progressions;
    expectCode(
      await server.call('deleteBibleProgression', {
        token: otherToken,
        body: { progression_id: first!.id },
      }),
      102001,
    );
    await server.ok('deleteBibleProgression', { token, body: { progression_id: first!.id } });
    expect((await page(yuan.id)).progressions.map((p) => p.id)).not.toContain(first!.id);
    expectCode(
      await server.call('deleteBibleProgression', { token, body: { progression_id: first!.id } }),
      102001,
    );
  });
});

describe(op('createBibleProgression'), () => {
  it('refuses an empty fact and a chapter number below 1', async () => {
    const yuan = (await listEntities({ q: '小远' })).list[0]!;
    expectFieldError(
      await server.call('createBibleProgression', {
        token,
        body: { entity_id: yuan.id, from_chapter_no: 1, fact: '  ' },
      }),
      'fact',
    );
    expectFieldError(
      await server.call('createBibleProgression', {
        token,
        body: { entity_id: yuan.id, from_chapter_no: 0, fact: '筑基' },
      }),
      'from_chapter_no',
    );
  });
});

describe(op('updateBibleSettings'), () => {
  it('flags a main character unseen for the chapters the author sets', async () => {
    const hidden = await createEntity({ name: '林小雨', is_main: true });
    let entry = (await listEntities()).list.find((e) => e.id === hidden.id)!;
    expect(entry).toMatchObject({ unseen_for: 3, unseen: false, chapter_count: 0 });
    const settings = await server.ok<Schemas['BibleSettings']>('updateBibleSettings', {
      token,
      body: { book_id: book.id, unseen_chapters: 2, thread_overdue_chapters: 2 },
    });
    expect(settings).toEqual({ book_id: book.id, unseen_chapters: 2, thread_overdue_chapters: 2 });
    const listed = await listEntities();
    entry = listed.list.find((e) => e.id === hidden.id)!;
    expect(entry.unseen).toBe(true);
    expect(listed.list.find((e) => e.name === '林远')!.unseen).toBe(false);
    expectFieldError(
      await server.call('updateBibleSettings', {
        token,
        body: { book_id: book.id, unseen_chapters: 0, thread_overdue_chapters: 2 },
      }),
      'unseen_chapters',
    );
    expectCode(
      await server.call('updateBibleSettings', {
        token: otherToken,
        body: { book_id: book.id, unseen_chapters: 5, thread_overdue_chapters: 5 },
      }),
      102001,
    );
  });
});

describe(op('createBibleThread'), () => {
  it('flags an open thread older than the limit, or past its planned payoff', async () => {
    const old = await server.ok<Thread>('createBibleThread', {
      token,
      body: { book_id: book.id, title: '玉佩的来历', planted_chapter_no: 1 },
    });
    expect(old).toMatchObject({ open: true, overdue: true, age: 2 });
    const fresh = await server.ok<Thread>('createBibleThread', {
      token,
      body: { book_id: book.id, title: '城门下的人', planted_chapter_no: 2, payoff_chapter_no: 3 },
    });
    expect(fresh).toMatchObject({ open: true, overdue: false });
    const late = await server.ok<Thread>('createBibleThread', {
      token,
      body: {
        book_id: book.id,
        title: '第二章的约定',
        planted_chapter_no: 2,
        payoff_chapter_no: 2,
      },
    });
    expect(late.overdue).toBe(true);
    expectFieldError(
      await server.call('createBibleThread', {
        token,
        body: { book_id: book.id, title: '倒序', planted_chapter_no: 3, payoff_chapter_no: 2 },
      }),
      'payoff_chapter_no',
      'validation.range',
    );
    expectFieldError(
      await server.call('createBibleThread', {
        token,
        body: { book_id: book.id, title: ' ', planted_chapter_no: 1 },
      }),
      'title',
    );
  });
});

describe(op('updateBibleThread'), () => {
  it('resolves and reopens a thread', async () => {
    const { list } = await server.ok<ThreadList>('listBibleThreads', {
      token,
      query: { book_id: book.id },
    });
    const thread = list.find((t) => t.title === '玉佩的来历')!;
    const resolved = await server.ok<Thread>('updateBibleThread', {
      token,
      body: { thread_id: thread.id, resolved_chapter_no: 3 },
    });
    expect(resolved).toMatchObject({ open: false, overdue: false, resolved_chapter_no: 3 });
    const reopened = await server.ok<Thread>('updateBibleThread', {
      token,
      body: { thread_id: thread.id, resolved_chapter_no: null, title: '玉佩的真正来历' },
    });
    expect(reopened).toMatchObject({ open: true, title: '玉佩的真正来历' });
    expectCode(
      await server.call('updateBibleThread', {
        token: otherToken,
        body: { thread_id: thread.id, title: '别人的' },
      }),
      102001,
    );
  });
});

describe(op('listBibleThreads'), () => {
  it('lists threads by planted chapter, or only the open ones', async () => {
    const all = await server.ok<ThreadList>('listBibleThreads', {
      token,
      query: { book_id: book.id },
    });
    expect(all.list.map((t) => t.planted_chapter_no)).toEqual([1, 2, 2]);
    await server.ok('updateBibleThread', {
      token,
      body: { thread_id: all.list[1]!.id, resolved_chapter_no: 3 },
    });
    const open = await server.ok<ThreadList>('listBibleThreads', {
      token,
      query: { book_id: book.id, open_only: true },
    });
    expect(open.list).toHaveLength(2);
    expect(open.settings.thread_overdue_chapters).toBe(2);
  });
});

describe(op('deleteBibleThread'), () => {
  it('removes a thread', async () => {
    const { list } = await server.ok<ThreadList>('listBibleThreads', {
      token,
      query: { book_id: book.id },
    });
    expectCode(
      await server.call('deleteBibleThread', {
        token: otherToken,
        body: { thread_id: list[0]!.id },
      }),
      102001,
    );
    await server.ok('deleteBibleThread', { token, body: { thread_id: list[0]!.id } });
    const after = await server.ok<ThreadList>('listBibleThreads', {
      token,
      query: { book_id: book.id },
    });
    expect(after.list).toHaveLength(list.length - 1);
  });
});

describe(op('deleteBibleEntity'), () => {
  it('removes the entity and gives the names it hid back to shorter ones', async () => {
    const place = await createEntity({ name: '天枢', kind: 'place' });
    expect(counts((await listEntities()).list)).toMatchObject({ 天枢: 0, 天枢城: 2 });
    const city = (await listEntities({ kind: 'place', q: '天枢城' })).list[0]!;
    await server.ok('deleteBibleEntity', { token, body: { entity_id: city.id } });
    expect(counts((await listEntities({ kind: 'place' })).list)).toEqual({ 天枢: 2 });
    expectCode(
      await server.call('deleteBibleEntity', { token: otherToken, body: { entity_id: place.id } }),
      102001,
    );
  });
});

describe('the seeded demo bible', () => {
  it('names the cast with aliases the text uses, and flags what it should', async () => {
    const body = await server.ok<EntityList>('listBibleEntities', {
      token,
      query: { book_id: bigBook.id },
    });
    const byName = new Map(body.list.map((e) => [e.name, e]));
    expect(byName.get('林远')!.first_chapter_no).toBe(1);
    // 卡恩 and 雷蒙德 are only ever named by their aliases.
    expect(byName.get('卡恩')!.chapter_count).toBeGreaterThan(0);
    expect(byName.get('雷蒙德')!.chapter_count).toBeGreaterThan(0);
    expect(byName.get('林小雨')).toMatchObject({ is_main: true, unseen: true, chapter_count: 0 });
    const threads = await server.ok<ThreadList>('listBibleThreads', {
      token,
      query: { book_id: bigBook.id },
    });
    expect(threads.list.some((t) => !t.open)).toBe(true);
    expect(threads.list.some((t) => t.overdue)).toBe(true);
    const all = await chaptersOf(server, token, bigBook.id);
    expect(body.last_chapter_no).toBe(all.length);
  });
});

describe(op('exportBible'), () => {
  type Export = Extract<Schemas['BibleExportEnvelope'], { code: 0 }>['body'];

  it('gives the demo bible as JSON data and as Markdown to read, and only to its author', async () => {
    const json = await server.ok<Export>('exportBible', {
      token,
      query: { book_id: bigBook.id, format: 'json' },
    });
    expect(json.media_type).toBe('application/json');
    expect(json.file_name.endsWith('_设定集.json')).toBe(true);
    const doc = JSON.parse(json.content) as {
      entities: { name: string; aliases: string[]; progressions: unknown[] }[];
      threads: { title: string }[];
    };
    const listed = await server.ok<EntityList>('listBibleEntities', {
      token,
      query: { book_id: bigBook.id },
    });
    expect(doc.entities.map((e) => e.name).sort()).toEqual(listed.list.map((e) => e.name).sort());
    const threads = await server.ok<ThreadList>('listBibleThreads', {
      token,
      query: { book_id: bigBook.id },
    });
    expect(doc.threads.map((t) => t.title)).toEqual(threads.list.map((t) => t.title));

    const markdown = await server.ok<Export>('exportBible', {
      token,
      query: { book_id: bigBook.id, format: 'markdown' },
    });
    expect(markdown.media_type).toBe('text/markdown');
    expect(markdown.content.startsWith(`# 《${bigBook.title}》设定集`)).toBe(true);
    expect(markdown.content).toContain('## 人物');
    expect(markdown.content).toContain('### 林远');
    expect(markdown.content).toContain('## 伏笔');

    expectCode(
      await server.call('exportBible', {
        token: otherToken,
        query: { book_id: bigBook.id, format: 'json' },
      }),
      102001,
    );
    expectFieldError(
      await server.call('exportBible', { token, query: { book_id: bigBook.id, format: 'pdf' } }),
      'format',
    );
  });
});
