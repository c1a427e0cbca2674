import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BookItem } from '../common/book';
import type { CategoryNode } from '../common/categories';
import { flush } from '../testing/wait';
import {
  type BookIdInput,
  bookInfoMachine,
  bookPermissions,
  selectBook,
  selectBookActionError,
  selectBookEdit,
  selectBookFieldError,
  selectBookLoadError,
  selectBookNotice,
  type UpdateBookInput,
} from './book-info.machine';

const BOOK: BookItem = {
  id: 'b1',
  kind: 'long',
  title: '山河旧梦',
  audience: 'male',
  category_id: 'leaf',
  category_path: ['男频', '历史', '两宋元明'],
  category_names: [
    { 'zh-CN': '男频', 'en-US': 'Male channel' },
    { 'zh-CN': '历史', 'en-US': 'History' },
    { 'zh-CN': '两宋元明', 'en-US': 'Song, Yuan and Ming' },
  ],
  tags: ['宋朝'],
  protagonists: ['赵怀瑾'],
  synopsis: '靖康年间，汴京城破。落魄书生赵怀瑾背着半卷兵书北上。',
  cover_url: null,
  serial_status: 'serial',
  review_status: 'pending',
  reject_reason: null,
  reject_fields: [],
  sign_status: 'unsigned',
  allow_vip: false,
  word_count: 0,
  chapter_count: 0,
  last_chapter_title: null,
  last_published_at: null,
  create_time: '2026-01-01T00:00:00+08:00',
  update_time: '2026-01-01T00:00:00+08:00',
};

const node = (
  id: string,
  parent: string | null,
  audience: 'male' | 'female',
  children: CategoryNode[] = [],
): CategoryNode => ({
  id,
  name: id,
  names: { 'zh-CN': id, 'en-US': id },
  parent_id: parent,
  audience,
  children,
});
const TREE: CategoryNode[] = [
  node('m', null, 'male', [
    node('history', 'm', 'male', [node('leaf', 'history', 'male')]),
    node('scifi', 'm', 'male', [node('stars', 'scifi', 'male')]),
  ]),
  node('f', null, 'female', [
    node('ancient', 'f', 'female', [node('palace', 'ancient', 'female')]),
  ]),
];

function start(book: BookItem, update?: (input: UpdateBookInput) => Promise<BookItem>) {
  const fetchBook = vi.fn((_: BookIdInput) => Promise.resolve(book));
  const updateBook = vi.fn(
    update ?? ((input: UpdateBookInput) => Promise.resolve({ ...book, ...input } as BookItem)),
  );
  const requestCompletion = vi.fn(
    (): Promise<BookItem> => Promise.resolve({ ...book, serial_status: 'completion_pending' }),
  );
  const loadCategories = vi.fn((): Promise<readonly CategoryNode[]> => Promise.resolve(TREE));
  const actor = createActor(
    bookInfoMachine.provide({
      actors: {
        fetchBook: fromPromise(({ input }: { input: BookIdInput }) => fetchBook(input)),
        updateBook: fromPromise(({ input }: { input: UpdateBookInput }) => updateBook(input)),
        requestCompletion: fromPromise(() => requestCompletion()),
        loadCategories: fromPromise(() => loadCategories()),
      },
    }),
    { input: { bookId: book.id } },
  ).start();
  return {
    actor,
    fetchBook,
    updateBook,
    requestCompletion,
    loadCategories,
    snap: () => actor.getSnapshot(),
  };
}

describe('bookPermissions', () => {
  it('locks the title once approved and allows serial actions only then', () => {
    expect(bookPermissions(BOOK)).toMatchObject({
      title: true,
      switchSerial: false,
      requestCompletion: false,
    });
    expect(bookPermissions({ ...BOOK, review_status: 'approved' })).toMatchObject({
      title: false,
      switchSerial: true,
      requestCompletion: true,
    });
    expect(
      bookPermissions({ ...BOOK, review_status: 'approved', serial_status: 'completed' }),
    ).toMatchObject({ switchSerial: false, requestCompletion: false });
  });
});

describe('bookInfoMachine', () => {
  it('loads the book and names a missing one', async () => {
    const { snap } = start(BOOK);
    await flush();
    expect(selectBook(snap())?.title).toBe('山河旧梦');
    const missing = createActor(
      bookInfoMachine.provide({
        actors: { fetchBook: fromPromise(() => Promise.reject({ code: 102001, body: null })) },
      }),
      { input: { bookId: 'other' } },
    ).start();
    await flush();
    expect(selectBookLoadError(missing.getSnapshot())).toBe('books.info.notFound');
  });

  it('edits the title in place: checks the rules, sends it trimmed, shows the saved book', async () => {
    const { actor, updateBook, snap } = start(BOOK);
    await flush();
    actor.send({ type: 'bookInfo.edit', field: 'title' });
    actor.send({ type: 'bookInfo.draft', value: '   ' });
    actor.send({ type: 'bookInfo.save' });
    expect(updateBook).not.toHaveBeenCalled();
    expect(selectBookFieldError(snap())).toBe('validation.required');
    actor.send({ type: 'bookInfo.draft', value: ' 山河新梦 ' });
    expect(selectBookFieldError(snap())).toBeNull();
    actor.send({ type: 'bookInfo.save' });
    await flush();
    expect(updateBook).toHaveBeenCalledWith({ book_id: 'b1', title: '山河新梦' });
    expect(selectBook(snap())?.title).toBe('山河新梦');
    expect(selectBookEdit(snap())).toBeNull();
    expect(selectBookNotice(snap())).toBe('books.info.saved');
  });

  it('does not open a locked title, and shows a taken title as a field error', async () => {
    const approved = start({ ...BOOK, review_status: 'approved' });
    await flush();
    approved.actor.send({ type: 'bookInfo.edit', field: 'title' });
    expect(selectBookEdit(approved.snap())).toBeNull();

    const { actor, snap } = start(BOOK, () => Promise.reject({ code: 104001, body: null }));
    await flush();
    actor.send({ type: 'bookInfo.edit', field: 'title' });
    actor.send({ type: 'bookInfo.draft', value: '星海长歌' });
    actor.send({ type: 'bookInfo.save' });
    await flush();
    expect(selectBookFieldError(snap())).toBe('validation.duplicate');
    expect(selectBookEdit(snap())?.field).toBe('title');
  });

  it('edits tags as a list', async () => {
    const { actor, updateBook } = start(BOOK);
    await flush();
    actor.send({ type: 'bookInfo.edit', field: 'tags' });
    actor.send({ type: 'bookInfo.draftList', values: ['宋朝', '家国'] });
    actor.send({ type: 'bookInfo.save' });
    await flush();
    expect(updateBook).toHaveBeenCalledWith({ book_id: 'b1', tags: ['宋朝', '家国'] });
  });

  it('pauses an approved book and requests completion', async () => {
    const { actor, updateBook, requestCompletion, snap } = start({
      ...BOOK,
      review_status: 'approved',
    });
    await flush();
    actor.send({ type: 'bookInfo.setSerial', status: 'hiatus' });
    await flush();
    expect(updateBook).toHaveBeenCalledWith({ book_id: 'b1', serial_status: 'hiatus' });
    expect(selectBookNotice(snap())).toBe('books.info.paused');
    actor.send({ type: 'bookInfo.requestCompletion' });
    await flush();
    expect(requestCompletion).toHaveBeenCalled();
    expect(selectBook(snap())?.serial_status).toBe('completion_pending');
    expect(selectBookNotice(snap())).toBe('books.info.completionRequested');
  });

  it('shows a refused action without losing the book', async () => {
    const { actor, snap } = start({ ...BOOK, review_status: 'approved' }, () =>
      Promise.reject({ code: 103001, body: null }),
    );
    await flush();
    actor.send({ type: 'bookInfo.setSerial', status: 'hiatus' });
    await flush();
    expect(selectBookActionError(snap())).toBe('error.103001');
    expect(selectBook(snap())?.serial_status).toBe('serial');
  });

  it('resubmits a returned book, and only a returned one', async () => {
    const resubmitBook = vi.fn(
      (input: BookIdInput): Promise<BookItem> =>
        Promise.resolve({
          ...BOOK,
          id: input.book_id,
          review_status: 'pending',
          reject_fields: [],
        }),
    );
    const returned: BookItem = {
      ...BOOK,
      review_status: 'rejected',
      reject_reason: '封面与题材不符',
      reject_fields: ['cover'],
    };
    const provide = (book: BookItem) =>
      createActor(
        bookInfoMachine.provide({
          actors: {
            fetchBook: fromPromise(() => Promise.resolve(book)),
            resubmitBook: fromPromise(({ input }: { input: BookIdInput }) => resubmitBook(input)),
          },
        }),
        { input: { bookId: book.id } },
      ).start();
    const approved = provide({ ...BOOK, review_status: 'approved' });
    await flush();
    approved.send({ type: 'bookInfo.resubmit' });
    await flush();
    expect(resubmitBook).not.toHaveBeenCalled();

    const actor = provide(returned);
    await flush();
    expect(bookPermissions(returned).resubmit).toBe(true);
    actor.send({ type: 'bookInfo.resubmit' });
    await flush();
    expect(resubmitBook).toHaveBeenCalledWith({ book_id: 'b1' });
    expect(selectBook(actor.getSnapshot())?.review_status).toBe('pending');
    expect(selectBookNotice(actor.getSnapshot())).toBe('books.info.resubmitted');
  });

  it('changes the cover: a wrong file is refused before upload, a good one uploaded and saved', async () => {
    const changeCover = vi.fn(
      (input: { book_id: string; file: Blob }): Promise<BookItem> =>
        Promise.resolve({ ...BOOK, id: input.book_id, cover_url: '/uploads/cover/new.png' }),
    );
    const actor = createActor(
      bookInfoMachine.provide({
        actors: {
          fetchBook: fromPromise(() => Promise.resolve(BOOK)),
          changeCover: fromPromise(({ input }: { input: { book_id: string; file: Blob } }) =>
            changeCover(input),
          ),
        },
      }),
      { input: { bookId: BOOK.id } },
    ).start();
    await flush();
    actor.send({ type: 'bookInfo.cover', file: new Blob(['x'], { type: 'image/gif' }) });
    expect(changeCover).not.toHaveBeenCalled();
    expect(selectBookActionError(actor.getSnapshot())).toBe('books.error.cover.fileType');
    actor.send({ type: 'bookInfo.cover', file: new Blob(['x'], { type: 'image/png' }) });
    await flush();
    expect(changeCover).toHaveBeenCalledTimes(1);
    expect(selectBook(actor.getSnapshot())?.cover_url).toBe('/uploads/cover/new.png');
    expect(selectBookActionError(actor.getSnapshot())).toBeNull();
  });

  it('says why the server refused a cover, not a generic error', async () => {
    const refusal = (id: string) => ({ code: 101001, body: { errors: { file: id } } });
    let answer = refusal('validation.fileType');
    const actor = createActor(
      bookInfoMachine.provide({
        actors: {
          fetchBook: fromPromise(() => Promise.resolve(BOOK)),
          changeCover: fromPromise(() => Promise.reject(answer)),
        },
      }),
      { input: { bookId: BOOK.id } },
    ).start();
    await flush();
    // A text file named .png: its type passes the browser's check, its content not the server's.
    const disguised = new Blob(['not an image'], { type: 'image/png' });
    actor.send({ type: 'bookInfo.cover', file: disguised });
    await flush();
    expect(selectBookActionError(actor.getSnapshot())).toBe('books.error.cover.fileType');
    answer = refusal('validation.imageDamaged');
    actor.send({ type: 'bookInfo.cover', file: disguised });
    await flush();
    expect(selectBookActionError(actor.getSnapshot())).toBe('validation.imageDamaged');
  });
});

describe('changing the category', () => {
  it('loads the tree once, starts from the book, and saves the channel and the leaf', async () => {
    const { actor, snap, updateBook, loadCategories } = start(BOOK);
    await flush();
    actor.send({ type: 'bookInfo.edit', field: 'category' });
    await flush();
    expect(selectBookEdit(snap())).toEqual({
      field: 'category',
      draft: { audience: 'male', genreId: 'history', categoryId: 'leaf' },
    });
    // Another channel: the genre and leaf are picked again before saving.
    actor.send({
      type: 'bookInfo.draftCategory',
      draft: { audience: 'female', genreId: '', categoryId: '' },
    });
    actor.send({ type: 'bookInfo.save' });
    expect(selectBookFieldError(snap())).toBe('validation.required');
    expect(updateBook).not.toHaveBeenCalled();
    actor.send({
      type: 'bookInfo.draftCategory',
      draft: { audience: 'female', genreId: 'ancient', categoryId: 'palace' },
    });
    expect(selectBookFieldError(snap())).toBeNull();
    actor.send({ type: 'bookInfo.save' });
    await flush();
    expect(updateBook).toHaveBeenCalledWith({
      book_id: 'b1',
      audience: 'female',
      category_id: 'palace',
    });
    expect(selectBookEdit(snap())).toBeNull();
    expect(selectBookNotice(snap())).toBe('books.info.saved');

    actor.send({ type: 'bookInfo.edit', field: 'category' });
    await flush();
    expect(loadCategories).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusing the category on the field', async () => {
    const { actor, snap } = start(BOOK, () =>
      Promise.reject({ code: 101001, body: { errors: { category_id: 'validation.invalid' } } }),
    );
    await flush();
    actor.send({ type: 'bookInfo.edit', field: 'category' });
    await flush();
    actor.send({ type: 'bookInfo.save' });
    await flush();
    expect(selectBookFieldError(snap())).toBe('validation.invalid');
    expect(selectBookActionError(snap())).toBeNull();
  });
});
