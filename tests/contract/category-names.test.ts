/**
 * Contract tests of category names per language (issue 15): the tree and
 * every book carry each category's zh-CN and en-US names, the same answer
 * whatever language the request asks for, so the client shows its own
 * locale's names and no cache needs keying by language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { op, SIGNED_PHONE, startServer, type TestServer, UNSIGNED_PHONE } from './harness';

interface Names {
  'zh-CN': string;
  'en-US': string;
}
interface Category {
  id: string;
  name: string;
  names: Names;
  parent_id: string | null;
  children: Category[];
}
interface Book {
  id: string;
  title: string;
  category_id: string;
  category_path: string[];
  category_names: Names[];
}

const SYNOPSIS = '一位少年在星海中寻找失落的故乡，途中结识伙伴，揭开古老文明留下的秘密与真相。';

let server: TestServer;
let tokenA: string;
let tokenB: string;
let tree: Category[];

function allNodes(nodes: Category[]): Category[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.children)]);
}

beforeAll(async () => {
  server = await startServer();
  [tokenA, tokenB] = await Promise.all([server.login(SIGNED_PHONE), server.login(UNSIGNED_PHONE)]);
  tree = await server.ok<Category[]>('getCategoryTree', { token: tokenA });
});

afterAll(async () => {
  await server?.close();
});

describe(op('getCategoryTree'), () => {
  it('names every category in zh-CN and en-US, name being the zh-CN one', async () => {
    expect(tree.map((c) => c.names)).toEqual([
      { 'zh-CN': '男频', 'en-US': 'Male channel' },
      { 'zh-CN': '女频', 'en-US': 'Female channel' },
    ]);
    const nodes = allNodes(tree);
    expect(nodes.length).toBeGreaterThan(40);
    for (const node of nodes) {
      expect(node.names['zh-CN']).toBe(node.name);
      // Every seeded category has a real English name, not its Chinese one again.
      expect(node.names['en-US'], node.name).toMatch(/^[A-Z][A-Za-z ,'-]+$/);
    }
    const english = (zh: string) => nodes.find((n) => n.name === zh)?.names['en-US'];
    expect([english('科幻'), english('星际文明'), english('仙侠')]).toEqual([
      'Sci-fi',
      'Interstellar civilisation',
      'Xianxia',
    ]);
    // Within a channel no two categories share an English name.
    for (const channel of tree) {
      const names = allNodes(channel.children).map((n) => n.names['en-US']);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('answers the same names whatever language the request asks for', async () => {
    for (const language of ['en-US', 'zh-CN', 'en-US,en;q=0.9', 'fr-FR']) {
      const answer = await server.ok<Category[]>('getCategoryTree', {
        token: tokenB,
        headers: { 'accept-language': language },
      });
      expect(answer, language).toEqual(tree);
    }
  });
});

describe(op('listBooks'), () => {
  it('carries each book’s category path in both languages', async () => {
    const page = await server.ok<{ list: Book[] }>('listBooks', {
      token: tokenA,
      query: { kind: 'long', keyword: '星海长歌' },
      headers: { 'accept-language': 'en-US' },
    });
    const book = page.list[0]!;
    expect(book.category_path).toEqual(['男频', '科幻', '星际文明']);
    expect(book.category_names).toEqual([
      { 'zh-CN': '男频', 'en-US': 'Male channel' },
      { 'zh-CN': '科幻', 'en-US': 'Sci-fi' },
      { 'zh-CN': '星际文明', 'en-US': 'Interstellar civilisation' },
    ]);
  });
});

describe(op('createBook'), () => {
  it('answers the new book with the picked leaf’s names, and keeps them through a move', async () => {
    const female = tree.find((c) => c.names['en-US'] === 'Female channel')!;
    const genre = female.children[0]!;
    const leaf = genre.children[2]!;
    const created = await server.ok<Book>('createBook', {
      token: tokenB,
      body: {
        kind: 'long',
        title: '分类双语之书',
        audience: 'female',
        category_id: leaf.id,
        synopsis: SYNOPSIS,
      },
    });
    expect(created.category_names).toEqual([female.names, genre.names, leaf.names]);
    expect(created.category_path).toEqual([female.name, genre.name, leaf.name]);

    const male = tree[0]!;
    const other = male.children[4]!.children[1]!;
    const moved = await server.ok<Book>('updateBook', {
      token: tokenB,
      body: { book_id: created.id, audience: 'male', category_id: other.id },
    });
    expect(moved.category_names.map((n) => n['en-US'])).toEqual([
      'Male channel',
      male.children[4]!.names['en-US'],
      other.names['en-US'],
    ]);

    const again = await server.ok<Book>('getBook', {
      token: tokenB,
      query: { book_id: created.id },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(again.category_names).toEqual(moved.category_names);
  });
});
