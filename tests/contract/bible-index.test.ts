/**
 * The bible's mention index follows every change of what the author edits,
 * not only a save: a chapter created with text, an import, a book-wide
 * replace and its undo, a discarded revision and a restored version. Each
 * step reads the entity list's chapter counts, as the bible screen does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { type Book, deskServer, getChapter, historyOf, save } from './desk-helpers';
import { op, type TestServer } from './harness';

type Schemas = components['schemas'];
type Chapter = Schemas['Chapter'];
type EntityList = Extract<Schemas['BibleEntityListEnvelope'], { code: 0 }>['body'];
type ReplaceResult = Extract<Schemas['ReplaceResultEnvelope'], { code: 0 }>['body'];

let server: TestServer;
let token: string;
let book: Book;
let volumeId: string;

async function counts(): Promise<Record<string, number>> {
  const { list } = await server.ok<EntityList>('listBibleEntities', {
    token,
    query: { book_id: book.id },
  });
  return Object.fromEntries(list.map((e) => [e.name, e.chapter_count]));
}

function createChapter(title: string, content: string): Promise<Chapter> {
  return server.ok<Chapter>('createChapter', {
    token,
    body: { book_id: book.id, volume_id: volumeId, title, content },
  });
}

function replace(query: string, replacement: string, chapters: Chapter[]) {
  return server.ok<ReplaceResult>('replaceInChapters', {
    token,
    body: {
      book_id: book.id,
      query,
      replacement,
      chapters: chapters.map((c) => ({ chapter_id: c.id, version: c.version })),
    },
  });
}

beforeAll(async () => {
  ({ server, token } = await deskServer());
  const categories = await server.ok<Schemas['Category'][]>('getCategoryTree', { token });
  let leaf = categories.find((c) => c.audience === 'female')!;
  while (leaf.children.length > 0) leaf = leaf.children[0]!;
  book = await server.ok<Book>('createBook', {
    token,
    body: {
      kind: 'long',
      title: '索引跟随测试',
      audience: 'female',
      category_id: leaf.id,
      synopsis: '一本用来检查设定集的出场索引是否跟得上每一次改动的书。',
    },
  });
  const volumes = await server.ok<{ list: Schemas['Volume'][] }>('listVolumes', {
    token,
    query: { book_id: book.id },
  });
  volumeId = volumes.list[0]!.id;
  for (const name of ['沈青', '顾白']) {
    await server.ok('createBibleEntity', {
      token,
      body: { book_id: book.id, kind: 'character', name },
    });
  }
});
afterAll(() => server?.close());

describe('the mention index follows every text change', () => {
  it(`counts a chapter created with text and an import (${op('importChapters')})`, async () => {
    await createChapter('第1章 初见', '沈青站在桥上。');
    expect(await counts()).toEqual({ 沈青: 1, 顾白: 0 });
    await server.ok('importChapters', {
      token,
      body: {
        book_id: book.id,
        volume_id: volumeId,
        chapters: [
          { title: '第2章 雨夜', content: '顾白撑伞走来，沈青没有回头。' },
          { title: '第3章 别离', content: '顾白走了。' },
        ],
      },
    });
    expect(await counts()).toEqual({ 沈青: 2, 顾白: 2 });
  });

  it(`moves with a book-wide replace and back with its undo (${op('undoChapterOperation')})`, async () => {
    const { list } = await server.ok<{ list: { id: string }[] }>('listChapters', {
      token,
      query: { book_id: book.id, page_size: 10 },
    });
    const chapters = await Promise.all(list.map((c) => getChapter(server, token, c.id)));
    const result = await replace('沈青', '顾白', chapters);
    expect(result.changed).toHaveLength(2);
    expect(await counts()).toEqual({ 沈青: 0, 顾白: 3 });
    await server.ok('undoChapterOperation', { token, body: { undo_id: result.undo_id! } });
    expect(await counts()).toEqual({ 沈青: 2, 顾白: 2 });
  });

  it(`follows a discarded revision (${op('discardChapterRevision')}) and a restored version (${op('restoreChapterVersion')})`, async () => {
    const chapter = await createChapter('第4章 重逢', '沈青又见到了顾白。');
    await server.ok('publishChapters', {
      token,
      body: { chapter_id: chapter.id, out_of_order: true, warnings_acknowledged: true },
    });
    expect(await counts()).toEqual({ 沈青: 3, 顾白: 3 });

    // The revision names nobody; the index follows what the author edits.
    const revised = await save(server, token, await getChapter(server, token, chapter.id), {
      content: '桥上空无一人。',
    });
    expect(await counts()).toEqual({ 沈青: 2, 顾白: 2 });
    await server.ok('discardChapterRevision', {
      token,
      body: { chapter_id: chapter.id, version: revised.version },
    });
    expect(await counts()).toEqual({ 沈青: 3, 顾白: 3 });

    // A draft saved without the names, then the version that had them restored.
    const [draftId] = (
      await server.ok<{ list: { id: string; title: string }[] }>('listChapters', {
        token,
        query: { book_id: book.id, page_size: 10 },
      })
    ).list
      .filter((c) => c.title === '第3章 别离')
      .map((c) => c.id);
    const emptied = await save(server, token, await getChapter(server, token, draftId!), {
      content: '走了。',
    });
    expect((await counts()).顾白).toBe(2);
    const withName = (await historyOf(server, token, draftId!)).at(-1)!;
    await server.ok('restoreChapterVersion', {
      token,
      body: { chapter_id: draftId, version: emptied.version, version_id: withName.id },
    });
    expect((await counts()).顾白).toBe(3);
  });
});
