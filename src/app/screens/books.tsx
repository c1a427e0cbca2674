/**
 * Route screens of the books area: each creates its machine with the books
 * area's API actors (src/api/actors/books.ts) and hands the actor to the
 * feature page. The list's query lives
 * in the URL, so reload and back keep it.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { BookInfoPage } from '../../features/books/book-info-page';
import { BookListPage } from '../../features/books/book-list-page';
import { bookPaths } from '../../features/books/book-paths';
import { CreateBookPage } from '../../features/books/create-book-page';
import { signFormData } from '../../lib/sign-form-data';
import { bookCreateMachine, selectCreatedId } from '../../machines/book-create/book-create.machine';
import { bookExportMachine } from '../../machines/book-export/book-export.machine';
import { bookInfoMachine } from '../../machines/book-info/book-info.machine';
import {
  type BookListQuery,
  bookListMachine,
  bookListSearch,
  parseBookListQuery,
} from '../../machines/book-list/book-list.machine';
import { bookSignMachine } from '../../machines/book-sign/book-sign.machine';
import type { BookKind } from '../../machines/common/book';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

/** BookManage (/book-manage) and BookShorts (/book-shorts): one list per kind. */
export function BookListScreen({ route }: ScreenProps) {
  const { books: actors } = useScreenActors();
  const kind: BookKind = route.name === 'BookShorts' ? 'short' : 'long';
  const search = useSearch();
  const [location, navigate] = useLocation();
  const books = useScreenActor(
    bookListMachine.provide({ actors: { fetchBooks: actors.fetchBooks } }),
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
  const { books: actors } = useScreenActors();
  const search = useSearch();
  const [, navigate] = useLocation();
  const kind: BookKind = new URLSearchParams(search).get('kind') === 'short' ? 'short' : 'long';
  const form = useScreenActor(
    bookCreateMachine.provide({
      actors: {
        loadCategories: actors.loadCategories,
        uploadCover: actors.uploadCover,
        createBook: actors.createBook,
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
  const [, navigate] = useLocation();
  const openExport = params.get('export') === '1';
  // Opened once for the link; without the flag a later link opens it again.
  const onExportOpened = useCallback(() => {
    const rest = new URLSearchParams(params);
    rest.delete('export');
    navigate(`/book-manage/book-info?${rest.toString()}`, { replace: true });
  }, [params, navigate]);
  return (
    <BookInfoView
      key={bookId}
      bookId={bookId}
      created={params.get('created') === '1'}
      openExport={openExport}
      onExportOpened={onExportOpened}
    />
  );
}

function BookInfoView({
  bookId,
  created,
  openExport,
  onExportOpened,
}: {
  bookId: string;
  created: boolean;
  openExport: boolean;
  onExportOpened: () => void;
}) {
  const { books: actors, exports: exportActors } = useScreenActors();
  const [, navigate] = useLocation();
  const info = useScreenActor(
    bookInfoMachine.provide({
      actors: {
        fetchBook: actors.fetchBook,
        updateBook: actors.updateBook,
        requestCompletion: actors.requestCompletion,
        resubmitBook: actors.resubmitBook,
        changeCover: actors.changeCover,
        loadCategories: actors.loadCategories,
      },
    }),
    { input: { bookId } },
  );
  const sign = useScreenActor(
    bookSignMachine.provide({
      actors: {
        fetchSignInfo: actors.fetchSignInfo,
        applySign: actors.applySign,
        withdrawSign: actors.withdrawSign,
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

  const exporter = useScreenActor(bookExportMachine.provide({ actors: exportActors }), {
    input: { bookId },
  });

  return (
    <BookInfoPage
      info={info}
      sign={sign}
      exporter={exporter}
      created={created}
      onNavigate={navigate}
      openExport={openExport}
      onExportOpened={onExportOpened}
    />
  );
}
