/**
 * Route screens of the books area: each creates its machine with the real
 * API calls and hands the actor to the feature page. The list's query lives
 * in the URL, so reload and back keep it.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../components/app-actors';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { BookInfoPage } from '../../features/books/book-info-page';
import { BookListPage, bookPaths } from '../../features/books/book-list-page';
import { CreateBookPage } from '../../features/books/create-book-page';
import { signFormData } from '../../lib/sign-form-data';
import {
  bookCreateMachine,
  type CategoryNode,
  type CreateBookInput,
  type CreatedBook,
  selectCreatedId,
  type UploadCoverInput,
  type UploadedCover,
} from '../../machines/book-create.machine';
import {
  type BookIdInput,
  bookInfoMachine,
  type UpdateBookInput,
} from '../../machines/book-info.machine';
import {
  type BookListQuery,
  type BookPage,
  bookListMachine,
  bookListSearch,
  type FetchBooksInput,
  parseBookListQuery,
} from '../../machines/book-list.machine';
import {
  type ApplySignInput,
  bookSignMachine,
  type SignApplicationItem,
  type SignBookInput,
  type SignInfo,
} from '../../machines/book-sign.machine';
import type { BookItem, BookKind } from '../../machines/shared/book';
import type { ScreenProps } from './screen-props';

// The generated types describe the same JSON the machines declare (the
// spec's Book, SignInfo, ...), with mutable arrays; the casts below only
// narrow that view.

/** BookManage (/book-manage) and BookShorts (/book-shorts): one list per kind. */
export function BookListScreen({ route }: ScreenProps) {
  const { api } = useAppActors();
  const kind: BookKind = route.name === 'BookShorts' ? 'short' : 'long';
  const search = useSearch();
  const [location, navigate] = useLocation();
  const books = useActorRef(
    bookListMachine.provide({
      actors: {
        fetchBooks: fromPromise<BookPage, FetchBooksInput>(async ({ input }) => {
          const body = await api.unwrap(
            api.client.GET('/author/book/list', {
              params: {
                query: {
                  kind: input.kind,
                  page: input.page,
                  page_size: input.pageSize,
                  sort: input.sort,
                  ...(input.keyword ? { keyword: input.keyword } : {}),
                  ...(input.serialStatus ? { serial_status: input.serialStatus } : {}),
                  ...(input.reviewStatus ? { review_status: input.reviewStatus } : {}),
                },
              },
            }),
          );
          return body as unknown as BookPage;
        }),
      },
    }),
    { input: { kind } },
  );

  useEffect(() => {
    books.send({ type: 'bookList.query', query: parseBookListQuery(search) });
  }, [books, search]);
  // A book created or edited meanwhile shows in the list the author comes back to.
  useRefreshWhenShownAgain(() => books.send({ type: 'bookList.retry' }));

  const onQuery = (query: BookListQuery) => {
    const next = bookListSearch(query);
    navigate(next ? `${location}?${next}` : location);
  };
  return (
    <BookListPage
      books={books}
      kind={kind}
      titleId={route.titleId}
      onQuery={onQuery}
      onNavigate={navigate}
    />
  );
}

/** CreateBook (/book-manage/create-book?kind=long|short). */
export function CreateBookScreen(_: ScreenProps) {
  const { api } = useAppActors();
  const search = useSearch();
  const [, navigate] = useLocation();
  const kind: BookKind = new URLSearchParams(search).get('kind') === 'short' ? 'short' : 'long';
  const form = useActorRef(
    bookCreateMachine.provide({
      actors: {
        loadCategories: fromPromise<readonly CategoryNode[]>(
          async () =>
            (await api.unwrap(
              api.client.GET('/author/book/category/tree'),
            )) as unknown as readonly CategoryNode[],
        ),
        uploadCover: fromPromise<UploadedCover, UploadCoverInput>(async ({ input }) => {
          const data = new FormData();
          data.append('file', input.file);
          return (await api.unwrap(
            api.client.POST('/author/book/cover/upload', {
              // openapi-fetch sends FormData as is, with its multipart boundary.
              body: data as unknown as { file: string },
            }),
          )) as UploadedCover;
        }),
        createBook: fromPromise<CreatedBook, CreateBookInput>(async ({ input }) => {
          const book = await api.unwrap(
            api.client.POST('/author/book/create', {
              body: { ...input, tags: [...input.tags], protagonists: [...input.protagonists] },
            }),
          );
          return { id: book.id };
        }),
      },
    }),
    { input: { kind } },
  );

  useEffect(() => {
    const sub = form.subscribe((snapshot) => {
      const id = selectCreatedId(snapshot);
      if (id) navigate(`${bookPaths.info(id)}&created=1`, { replace: true });
    });
    return () => sub.unsubscribe();
  }, [form, navigate]);

  return (
    <CreateBookPage
      form={form}
      onCancel={() => navigate(kind === 'short' ? '/book-shorts' : '/book-manage')}
    />
  );
}

// Saved sign forms survive a reload, not a new browser session: main.tsx
// applies that rule (initSignFormData) before anything reads them.
function readSignDraft(bookId: string): Record<string, unknown> | undefined {
  return signFormData.read(bookId);
}

/** BookInfo (/book-manage/book-info?book_id=...). */
export function BookInfoScreen(_: ScreenProps) {
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const bookId = params.get('book_id') ?? '';
  // A new book id is a new page: fresh machines, not the last book's state.
  return <BookInfoView key={bookId} bookId={bookId} created={params.get('created') === '1'} />;
}

function BookInfoView({ bookId, created }: { bookId: string; created: boolean }) {
  const { api } = useAppActors();
  const [, navigate] = useLocation();
  const fetchBook = fromPromise<BookItem, BookIdInput>(
    async ({ input }) =>
      (await api.unwrap(
        api.client.GET('/author/book/info', { params: { query: input } }),
      )) as unknown as BookItem,
  );
  const info = useActorRef(
    bookInfoMachine.provide({
      actors: {
        fetchBook,
        updateBook: fromPromise<BookItem, UpdateBookInput>(
          async ({ input }) =>
            (await api.unwrap(
              api.client.POST('/author/book/update', {
                body: {
                  book_id: input.book_id,
                  ...(input.title !== undefined ? { title: input.title } : {}),
                  ...(input.synopsis !== undefined ? { synopsis: input.synopsis } : {}),
                  ...(input.serial_status ? { serial_status: input.serial_status } : {}),
                  ...(input.tags ? { tags: [...input.tags] } : {}),
                  ...(input.protagonists ? { protagonists: [...input.protagonists] } : {}),
                },
              }),
            )) as unknown as BookItem,
        ),
        requestCompletion: fromPromise<BookItem, BookIdInput>(
          async ({ input }) =>
            (await api.unwrap(
              api.client.POST('/author/book/request_completion', { body: input }),
            )) as unknown as BookItem,
        ),
      },
    }),
    { input: { bookId } },
  );
  const sign = useActorRef(
    bookSignMachine.provide({
      actors: {
        fetchSignInfo: fromPromise<SignInfo, SignBookInput>(
          async ({ input }) =>
            (await api.unwrap(
              api.client.GET('/author/book/sign/info', { params: { query: input } }),
            )) as unknown as SignInfo,
        ),
        applySign: fromPromise<SignApplicationItem, ApplySignInput>(
          async ({ input }) =>
            (await api.unwrap(
              api.client.POST('/author/book/sign/apply', {
                body: { ...input, contact: { ...input.contact } },
              }),
            )) as unknown as SignApplicationItem,
        ),
        withdrawSign: fromPromise<SignApplicationItem, SignBookInput>(
          async ({ input }) =>
            (await api.unwrap(
              api.client.POST('/author/book/sign/withdraw', { body: input }),
            )) as unknown as SignApplicationItem,
        ),
      },
      actions: {
        persistDraft: (_, params) => {
          signFormData.write(params.bookId, { ...params.form });
        },
        clearDraft: (_, params) => signFormData.remove(params.bookId),
        // The book's sign status moved with the application.
        reportChange: () => info.send({ type: 'bookInfo.refresh' }),
      },
    }),
    { input: { bookId, draft: readSignDraft(bookId) } },
  );

  return <BookInfoPage info={info} sign={sign} created={created} onNavigate={navigate} />;
}
