/**
 * The books area's actors: the list, creating a book (categories, cover,
 * create), a book's details and its signing application.
 */
import { fromPromise } from 'xstate';
import type {
  CategoryNode,
  CreateBookInput,
  CreatedBook,
  UploadCoverInput,
  UploadedCover,
} from '../../machines/book-create/book-create.machine';
import type {
  BookIdInput,
  ChangeCoverInput,
  UpdateBookInput,
} from '../../machines/book-info/book-info.machine';
import type { BookPage, FetchBooksInput } from '../../machines/book-list/book-list.machine';
import type {
  ApplySignInput,
  SignApplicationItem,
  SignBookInput,
  SignInfo,
} from '../../machines/book-sign/book-sign.machine';
import type { BookItem } from '../../machines/common/book';
import { type Api, bySignal, formDataOf } from './request';

/** The named actors the book machines (list, create, info, sign) declare, over the client. */
export function createBookActors(api: Api) {
  const { client } = api;
  return {
    // bookListMachine
    fetchBooks: fromPromise<BookPage, FetchBooksInput>(({ input, signal }) => {
      const query = {
        kind: input.kind,
        page: input.page,
        page_size: input.pageSize,
        sort: input.sort,
        ...(input.keyword ? { keyword: input.keyword } : {}),
        ...(input.serialStatus ? { serial_status: input.serialStatus } : {}),
        ...(input.reviewStatus ? { review_status: input.reviewStatus } : {}),
      };
      return api.unwrap(
        client.GET('/author/book/list', { params: { query }, ...bySignal(signal) }),
      );
    }),

    // bookCreateMachine
    loadCategories: fromPromise<readonly CategoryNode[]>(({ signal }) =>
      api.unwrap(client.GET('/author/book/category/tree', bySignal(signal))),
    ),
    uploadCover: fromPromise<UploadedCover, UploadCoverInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/book/cover/upload', {
          body: { file: input.file },
          bodySerializer: formDataOf,
          ...bySignal(signal),
        }),
      ),
    ),
    createBook: fromPromise<CreatedBook, CreateBookInput>(async ({ input, signal }) => {
      const body = { ...input, tags: [...input.tags], protagonists: [...input.protagonists] };
      const book = await api.unwrap(
        client.POST('/author/book/create', { body, ...bySignal(signal) }),
      );
      return { id: book.id };
    }),

    // bookInfoMachine
    fetchBook: fromPromise<BookItem, BookIdInput>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/book/info', { params: { query: input }, ...bySignal(signal) }),
      ),
    ),
    updateBook: fromPromise<BookItem, UpdateBookInput>(({ input, signal }) => {
      const body = {
        book_id: input.book_id,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.synopsis !== undefined ? { synopsis: input.synopsis } : {}),
        ...(input.audience ? { audience: input.audience } : {}),
        ...(input.category_id ? { category_id: input.category_id } : {}),
        ...(input.serial_status ? { serial_status: input.serial_status } : {}),
        ...(input.tags ? { tags: [...input.tags] } : {}),
        ...(input.protagonists ? { protagonists: [...input.protagonists] } : {}),
      };
      return api.unwrap(client.POST('/author/book/update', { body, ...bySignal(signal) }));
    }),
    requestCompletion: fromPromise<BookItem, BookIdInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/book/request_completion', { body: input, ...bySignal(signal) }),
      ),
    ),
    changeCover: fromPromise<BookItem, ChangeCoverInput>(async ({ input, signal }) => {
      const { cover_url } = await api.unwrap(
        client.POST('/author/book/cover/upload', {
          body: { file: input.file },
          bodySerializer: formDataOf,
          ...bySignal(signal),
        }),
      );
      const body = { book_id: input.book_id, cover_url };
      return api.unwrap(client.POST('/author/book/update', { body, ...bySignal(signal) }));
    }),
    resubmitBook: fromPromise<BookItem, BookIdInput>(({ input, signal }) =>
      api.unwrap(client.POST('/author/book/resubmit', { body: input, ...bySignal(signal) })),
    ),

    // bookSignMachine
    fetchSignInfo: fromPromise<SignInfo, SignBookInput>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/book/sign/info', { params: { query: input }, ...bySignal(signal) }),
      ),
    ),
    applySign: fromPromise<SignApplicationItem, ApplySignInput>(({ input, signal }) => {
      const body = { ...input, contact: { ...input.contact } };
      return api.unwrap(client.POST('/author/book/sign/apply', { body, ...bySignal(signal) }));
    }),
    withdrawSign: fromPromise<SignApplicationItem, SignBookInput>(({ input, signal }) =>
      api.unwrap(client.POST('/author/book/sign/withdraw', { body: input, ...bySignal(signal) })),
    ),
  };
}
