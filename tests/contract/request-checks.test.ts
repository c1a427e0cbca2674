/**
 * The checks every operation's request passes (server/http/validation.ts),
 * seen as a client sees them: unknown query parameters, bodies of the wrong
 * content type or none, and values the database cannot keep exactly as sent
 * all answer 101001 naming the field, and nothing is stored or altered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError, startServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
let bookId: string;
let chapter: { id: string; version: number; content: string };

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  const books = await server.ok<{ list: { id: string }[] }>('listBooks', {
    token,
    query: { kind: 'long' },
  });
  bookId = books.list[0]!.id;
  const page = await server.ok<{ list: { id: string }[] }>('listChapters', {
    token,
    query: { book_id: bookId },
  });
  chapter = await server.ok('getChapter', { token, query: { chapter_id: page.list[0]!.id } });
});
afterAll(async () => {
  await server?.close();
});

describe('unknown query parameters', () => {
  it('are refused, named, on an operation with parameters', async () => {
    const result = await server.call('listChapters', {
      token,
      query: { book_id: bookId, page: 1, cache_buster: 'x1' },
    });
    expectFieldError(result, 'cache_buster', 'validation.unknownField');
  });

  it('are refused on an operation without any', async () => {
    expectFieldError(
      await server.call('getUserInfo', { token, query: { debug: 1 } }),
      'debug',
      'validation.unknownField',
    );
  });
});

describe('bodies that are not what the operation takes', () => {
  const update = () => ({ chapter_id: chapter.id, version: chapter.version, content: '新文本' });

  it.each([
    ['text/plain', 'text/plain'],
    ['form-urlencoded', 'application/x-www-form-urlencoded'],
    ['XML', 'application/xml'],
  ])('a %s body of a JSON operation: 101001, nothing saved', async (_, type) => {
    const result = await server.call('updateChapter', {
      token,
      headers: { 'content-type': type },
      rawBody: JSON.stringify(update()),
    });
    expectFieldError(result, '_', 'validation.type');
    const stored = await server.ok<{ content: string }>('getChapter', {
      token,
      query: { chapter_id: chapter.id },
    });
    expect(stored.content).toBe(chapter.content);
  });

  it('a multipart body of a JSON operation', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(update())) form.append(key, String(value));
    expectFieldError(
      await server.call('updateChapter', { token, rawBody: form }),
      '_',
      'validation.type',
    );
  });

  it('no body, an empty JSON body and malformed JSON', async () => {
    expectFieldError(await server.call('updateChapter', { token }), '_', 'validation.required');
    for (const rawBody of ['', '{"chapter_id":', 'nul']) {
      expectFieldError(
        await server.call('updateChapter', {
          token,
          headers: { 'content-type': 'application/json' },
          rawBody,
        }),
        '_',
      );
    }
  });

  it('a JSON body of an upload operation', async () => {
    expectFieldError(
      await server.call('uploadBookCover', { token, body: { file: 'x' } }),
      'file',
      'validation.required',
    );
  });
});

describe('values the database cannot keep exactly', () => {
  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ])('text with %s is refused, never stored altered', async (_, text) => {
    expectFieldError(
      await server.call('updateChapter', {
        token,
        body: { chapter_id: chapter.id, version: chapter.version, content: `正文${text}` },
      }),
      'content',
      'validation.text',
    );
    const stored = await server.ok<{ content: string; version: number }>('getChapter', {
      token,
      query: { chapter_id: chapter.id },
    });
    expect(stored).toMatchObject({ content: chapter.content, version: chapter.version });
  });

  it('names the item of a list that holds it', async () => {
    expectFieldError(
      await server.call('createBook', {
        token,
        body: {
          kind: 'long',
          title: '无效标签',
          audience: 'male',
          category_id: 'x',
          tags: ['热血', 'b\u0000'],
          synopsis: '一本为检查输入而写的作品简介，足够二十个字以上。',
        },
      }),
      'tags.1',
      'validation.text',
    );
  });

  it('in a query string too', async () => {
    expectFieldError(
      await server.call('listChapters', { token, query: { book_id: bookId, keyword: 'a\u0000' } }),
      'keyword',
      'validation.text',
    );
  });

  it.each([
    ['1e20', 'validation.range'],
    ['2147483648', 'validation.range'],
    ['Infinity', undefined],
    ['NaN', 'validation.type'],
  ])('page=%s answers 101001, not 500', async (page, id) => {
    expectFieldError(
      await server.call('listChapters', { token, query: { book_id: bookId, page } }),
      'page',
      id,
    );
  });

  it.each([['1e20'], ['1e400'], ['-1e20']])('version %s in a body', async (raw) => {
    const result = await server.call('updateChapter', {
      token,
      headers: { 'content-type': 'application/json' },
      rawBody: `{"chapter_id":"${chapter.id}","version":${raw},"content":"x"}`,
    });
    expectFieldError(result, 'version');
  });
});
