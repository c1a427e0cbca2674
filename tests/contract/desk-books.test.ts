/**
 * Contract tests of the smaller desk fixes: a returned book says what the
 * reviewer wants changed and can be resubmitted; cover and category change on
 * an approved book; the chapter list opens newest first and carries VIP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectBook } from '../../server/services/editorial/editorial';
import { type Book, expectCode, longBooks, type Summary } from './desk-helpers';
import { op, startServer, type TestServer, UNSIGNED_PHONE } from './harness';
import { fileForm, solidPng } from './images';

let server: TestServer;
let token: string;
let otherToken: string;
let books: Map<string, Book>;

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  otherToken = await server.login(UNSIGNED_PHONE);
  books = await longBooks(server, token);
});
afterAll(() => server?.close());

describe(op('resubmitBook'), () => {
  it('shows the demo’s returned book with the reason and what to change', async () => {
    const returned = [...books.values()].find((b) => b.review_status === 'rejected')!;
    expect(returned.reject_reason).toBeTruthy();
    expect(returned.reject_fields).toEqual(['synopsis', 'chapters']);
  });

  it('sends a returned book back to review after changes outside its fields, once', async () => {
    const returned = [...books.values()].find((b) => b.review_status === 'rejected')!;
    const book = await server.ok<Book>('resubmitBook', { token, body: { book_id: returned.id } });
    expect(book).toMatchObject({
      review_status: 'pending',
      reject_reason: null,
      reject_fields: [],
    });
    expectCode(
      await server.call('resubmitBook', { token, body: { book_id: returned.id } }),
      103001,
    );
    expectCode(
      await server.call('resubmitBook', { token: otherToken, body: { book_id: returned.id } }),
      102001,
    );
  });

  it('carries the fields a reviewer names, and clears them when the author edits a reviewed field', async () => {
    const book = [...books.values()].find((b) => b.review_status === 'pending')!;
    await rejectBook(server.context.db, book.id, '封面与题材不符', server.context.now(), [
      'cover',
      'category',
    ]);
    const returned = await server.ok<Book>('getBook', { token, query: { book_id: book.id } });
    expect(returned.reject_fields).toEqual(['cover', 'category']);
    const edited = await server.ok<Book>('updateBook', {
      token,
      body: { book_id: book.id, synopsis: `${returned.synopsis}（修订）` },
    });
    expect(edited).toMatchObject({ review_status: 'pending', reject_fields: [] });
  });
});

describe(op('updateBook'), () => {
  it('changes the cover and category of an approved book, which stays approved', async () => {
    const approved = books.get('星海长歌')!;
    const { cover_url } = await server.ok<{ cover_url: string }>('uploadBookCover', {
      token,
      rawBody: fileForm(solidPng(), 'c.png', 'image/png'),
    });
    interface Category {
      id: string;
      name: string;
      children: Category[];
    }
    const tree = await server.ok<Category[]>('getCategoryTree', { token });
    const channel = tree.find((c) => c.name === approved.category_path[0])!;
    const leaf = channel.children
      .flatMap((genre) => genre.children)
      .find((l) => l.id !== approved.category_id)!;
    const updated = await server.ok<Book>('updateBook', {
      token,
      body: { book_id: approved.id, cover_url, category_id: leaf.id },
    });
    expect(updated).toMatchObject({
      cover_url,
      category_id: leaf.id,
      review_status: 'approved',
      title: approved.title,
    });
  });
});

describe(op('listChapters'), () => {
  it('lists newest first on request, with VIP on every row, in every view', async () => {
    const book = books.get('星海长歌')!;
    const reading = await server.ok<{ list: Summary[]; total: number }>('listChapters', {
      token,
      query: { book_id: book.id, page_size: 500 },
    });
    const newest = await server.ok<{ list: Summary[]; total: number }>('listChapters', {
      token,
      query: { book_id: book.id, page_size: 500, sort: 'newest' },
    });
    expect(newest.total).toBe(reading.total);
    expect(newest.list.map((c) => c.id)).toEqual(reading.list.map((c) => c.id).reverse());
    const firstPage = await server.ok<{ list: Summary[] }>('listChapters', {
      token,
      query: { book_id: book.id, page_size: 7, sort: 'newest', page: 2 },
    });
    expect(firstPage.list.map((c) => c.chapter_no)).toEqual(
      reading.list
        .map((c) => c.chapter_no)
        .reverse()
        .slice(7, 14),
    );
    const published = await server.ok<{ list: Summary[] }>('listChapters', {
      token,
      query: { book_id: book.id, status: 'published', sort: 'newest', page_size: 3 },
    });
    const allPublished = reading.list.filter((c) => c.status === 'published');
    expect(published.list.map((c) => c.id)).toEqual(
      allPublished
        .map((c) => c.id)
        .reverse()
        .slice(0, 3),
    );
    expect(reading.list.some((c) => c.is_vip)).toBe(true);
    expect(reading.list.every((c) => typeof c.is_vip === 'boolean')).toBe(true);
  });
});
