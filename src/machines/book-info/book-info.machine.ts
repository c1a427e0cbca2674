import { and, assign, type SnapshotFrom, setup } from 'xstate';
import { failureCode, failureFieldErrors, failureMessageId } from '../../lib/api-failure';
import { ErrorCodes } from '../../lib/contract';
import { type BookItem, checkCoverFile, coverRefusalId, formFieldErrors } from '../common/book';
import type { CategoryNode } from '../common/categories';
import { declaredActor } from '../common/declared-actor';
import {
  BOOK_INFO_NOTICES,
  BOOK_LOAD_ERROR,
  BOOK_NOT_FOUND,
  type BookEdit,
  type BookIdInput,
  type BookInfoContext,
  type BookInfoEvent,
  type BookInfoInput,
  bookPermissions,
  type ChangeCoverInput,
  checkEdit,
  startedEdit,
  type UpdateBookInput,
  updateOf,
} from './book-info.logic';

export * from './book-info.logic';

/**
 * The book details page (/book-manage/book-info?book_id=): loads one book,
 * edits one field at a time in place with the same rules as creation, and
 * runs the serial-state actions. What is allowed follows
 * {@link bookPermissions}; the server has the last word (103001).
 *
 * The app provides `fetchBook`, `updateBook` and `requestCompletion`.
 */
export const bookInfoMachine = setup({
  types: {
    context: {} as BookInfoContext,
    events: {} as BookInfoEvent,
    input: {} as BookInfoInput,
  },
  actors: {
    fetchBook: declaredActor<BookItem, BookIdInput>('bookInfo', 'fetchBook'),
    updateBook: declaredActor<BookItem, UpdateBookInput>('bookInfo', 'updateBook'),
    requestCompletion: declaredActor<BookItem, BookIdInput>('bookInfo', 'requestCompletion'),
    resubmitBook: declaredActor<BookItem, BookIdInput>('bookInfo', 'resubmitBook'),
    changeCover: declaredActor<BookItem, ChangeCoverInput>('bookInfo', 'changeCover'),
    loadCategories: declaredActor<readonly CategoryNode[]>('bookInfo', 'loadCategories'),
  },
  guards: {
    mayEdit: ({ context, event }) =>
      event.type === 'bookInfo.edit' &&
      context.book !== null &&
      bookPermissions(context.book)[event.field],
    needsCategories: ({ context, event }) =>
      event.type === 'bookInfo.edit' && event.field === 'category' && context.categories === null,
    editValid: ({ context }) => context.edit !== null && checkEdit(context.edit) === null,
    maySwitch: ({ context, event }) =>
      event.type === 'bookInfo.setSerial' &&
      context.book !== null &&
      bookPermissions(context.book).switchSerial &&
      context.book.serial_status !== event.status,
    mayComplete: ({ context }) =>
      context.book !== null && bookPermissions(context.book).requestCompletion,
    mayResubmit: ({ context }) => context.book !== null && bookPermissions(context.book).resubmit,
    coverFileOk: ({ event }) =>
      event.type === 'bookInfo.cover' && checkCoverFile(event.file) === null,
  },
  actions: {
    assignBook: assign((_, params: { book: BookItem }) => ({
      book: params.book,
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError:
        failureCode(params.error) === ErrorCodes.notFound ||
        failureCode(params.error) === ErrorCodes.invalid
          ? BOOK_NOT_FOUND
          : BOOK_LOAD_ERROR,
    })),
    startEdit: assign(({ context, event }) => {
      if (event.type !== 'bookInfo.edit' || !context.book) return {};
      return startedEdit(context.book, event.field, context.categories);
    }),
    startEditCategory: assign(({ context }) =>
      context.book ? startedEdit(context.book, 'category', context.categories) : {},
    ),
    assignDraft: assign(({ context, event }) => {
      const edit = context.edit;
      if (!edit) return {};
      let next: BookEdit | null = null;
      if (event.type === 'bookInfo.draft' && (edit.field === 'title' || edit.field === 'synopsis'))
        next = { field: edit.field, draft: event.value };
      if (
        event.type === 'bookInfo.draftList' &&
        (edit.field === 'tags' || edit.field === 'protagonists')
      )
        next = { field: edit.field, draft: event.values };
      if (event.type === 'bookInfo.draftCategory' && edit.field === 'category')
        next = { field: 'category', draft: event.draft };
      if (!next) return {};
      // An error already shown is checked again as the author fixes it.
      return { edit: next, fieldError: context.fieldError ? checkEdit(next) : null };
    }),
    assignEditError: assign(({ context }) => ({
      fieldError: context.edit ? checkEdit(context.edit) : null,
    })),
    endEdit: assign({ edit: null, fieldError: null }),
    clearMessages: assign({ actionError: null, notice: null }),
    assignSaved: assign((_, params: { book: BookItem; notice: string }) => ({
      book: params.book,
      edit: null,
      fieldError: null,
      notice: params.notice,
    })),
    assignSaveFailure: assign(({ context }, params: { error: unknown }) => {
      const code = failureCode(params.error);
      if (code === ErrorCodes.conflict && context.edit?.field === 'title') {
        return { fieldError: 'validation.duplicate' };
      }
      const fields = formFieldErrors(failureFieldErrors(params.error));
      const field = context.edit?.field === 'category' ? 'category_id' : context.edit?.field;
      const own = field ? fields[field] : undefined;
      if (own) return { fieldError: own };
      return { actionError: failureMessageId(params.error) };
    }),
    assignCoverRefusal: assign(({ event }) => ({
      actionError:
        event.type === 'bookInfo.cover'
          ? coverRefusalId(checkCoverFile(event.file) ?? 'books.error.cover.invalid')
          : null,
      notice: null,
    })),
    // The server reads the file's content: a text file named .png passes the
    // browser's check, and the server's refusal says why.
    assignCoverFailure: assign((_, params: { error: unknown }) => {
      const refusal = formFieldErrors(failureFieldErrors(params.error)).cover_url;
      return { actionError: refusal ? coverRefusalId(refusal) : failureMessageId(params.error) };
    }),
    assignActionFailure: assign((_, params: { error: unknown }) => ({
      actionError: failureMessageId(params.error),
    })),
  },
}).createMachine({
  id: 'bookInfo',
  context: ({ input }) => ({
    bookId: input.bookId,
    book: null,
    loadError: null,
    edit: null,
    categories: null,
    fieldError: null,
    actionError: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchBook',
        input: ({ context }) => ({ book_id: context.bookId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignBook', params: ({ event }) => ({ book: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'bookInfo.refresh': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'bookInfo.refresh': '#bookInfo.refreshing',
            'bookInfo.edit': [
              { guard: and(['mayEdit', 'needsCategories']), target: 'loadingCategories' },
              { guard: 'mayEdit', actions: 'startEdit' },
            ],
            'bookInfo.draft': { actions: 'assignDraft' },
            'bookInfo.draftList': { actions: 'assignDraft' },
            'bookInfo.draftCategory': { actions: 'assignDraft' },
            'bookInfo.cancel': { actions: 'endEdit' },
            'bookInfo.save': [
              { guard: 'editValid', target: 'saving', actions: 'clearMessages' },
              { actions: 'assignEditError' },
            ],
            'bookInfo.setSerial': {
              guard: 'maySwitch',
              target: 'switching',
              actions: 'clearMessages',
            },
            'bookInfo.requestCompletion': {
              guard: 'mayComplete',
              target: 'completing',
              actions: 'clearMessages',
            },
            'bookInfo.resubmit': {
              guard: 'mayResubmit',
              target: 'resubmitting',
              actions: 'clearMessages',
            },
            'bookInfo.cover': [
              { guard: 'coverFileOk', target: 'changingCover', actions: 'clearMessages' },
              { actions: 'assignCoverRefusal' },
            ],
          },
        },
        changingCover: {
          invoke: {
            src: 'changeCover',
            input: ({ context, event }) => ({
              book_id: context.bookId,
              file: event.type === 'bookInfo.cover' ? event.file : new Blob(),
            }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignSaved',
                params: ({ event }) => ({ book: event.output, notice: BOOK_INFO_NOTICES.saved }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'assignCoverFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        resubmitting: {
          invoke: {
            src: 'resubmitBook',
            input: ({ context }) => ({ book_id: context.bookId }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignSaved',
                params: ({ event }) => ({
                  book: event.output,
                  notice: BOOK_INFO_NOTICES.resubmitted,
                }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'assignActionFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        // The tree, once, before the category's pickers open.
        loadingCategories: {
          invoke: {
            src: 'loadCategories',
            onDone: {
              target: 'idle',
              actions: [
                assign({ categories: ({ event }) => event.output }),
                { type: 'startEditCategory' },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'assignActionFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        saving: {
          invoke: {
            src: 'updateBook',
            input: ({ context }) =>
              context.edit ? updateOf(context.bookId, context.edit) : { book_id: context.bookId },
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignSaved',
                params: ({ event }) => ({ book: event.output, notice: BOOK_INFO_NOTICES.saved }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'assignSaveFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        switching: {
          invoke: {
            src: 'updateBook',
            input: ({ context, event }) => ({
              book_id: context.bookId,
              serial_status: event.type === 'bookInfo.setSerial' ? event.status : 'serial',
            }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignSaved',
                params: ({ event }) => ({
                  book: event.output,
                  notice:
                    event.output.serial_status === 'hiatus'
                      ? BOOK_INFO_NOTICES.paused
                      : BOOK_INFO_NOTICES.resumed,
                }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'assignActionFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        completing: {
          invoke: {
            src: 'requestCompletion',
            input: ({ context }) => ({ book_id: context.bookId }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignSaved',
                params: ({ event }) => ({
                  book: event.output,
                  notice: BOOK_INFO_NOTICES.completionRequested,
                }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'assignActionFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
    // A quiet reload: the page keeps showing the book meanwhile.
    refreshing: {
      invoke: {
        src: 'fetchBook',
        input: ({ context }) => ({ book_id: context.bookId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignBook', params: ({ event }) => ({ book: event.output }) },
        },
        onError: { target: 'ready' },
      },
    },
  },
});

type BookInfoSnapshot = SnapshotFrom<typeof bookInfoMachine>;

/** The book, or null until loaded. */
export const selectBook = (s: BookInfoSnapshot): BookItem | null => s.context.book;
/** Message id of the load failure, or null. */
export const selectBookLoadError = (s: BookInfoSnapshot): string | null => s.context.loadError;
/** The field being edited and its draft, or null. */
export const selectBookEdit = (s: BookInfoSnapshot): BookEdit | null => s.context.edit;
export const selectBookFieldError = (s: BookInfoSnapshot): string | null => s.context.fieldError;
export const selectBookActionError = (s: BookInfoSnapshot): string | null => s.context.actionError;
export const selectBookNotice = (s: BookInfoSnapshot): string | null => s.context.notice;
export const selectBookCategories = (s: BookInfoSnapshot): readonly CategoryNode[] | null =>
  s.context.categories;
export const selectCategoriesLoading = (s: BookInfoSnapshot): boolean =>
  s.matches({ ready: 'loadingCategories' });
/** A save or a serial-state action is on its way. */
export const selectBookBusy = (s: BookInfoSnapshot): boolean =>
  s.matches({ ready: 'saving' }) ||
  s.matches({ ready: 'switching' }) ||
  s.matches({ ready: 'completing' }) ||
  s.matches({ ready: 'resubmitting' }) ||
  s.matches({ ready: 'changingCover' });
