import { and, assign, type SnapshotFrom, setup } from 'xstate';
import { failureCode, failureFieldErrors, failureMessageId } from '../lib/api-failure';
import { ErrorCodes } from '../lib/contract';
import {
  type BookAudience,
  type BookItem,
  checkCoverFile,
  checkProtagonists,
  checkSynopsis,
  checkTags,
  checkTitle,
  formFieldErrors,
} from './shared/book';
import { type CategoryNode, channelOf, genreOf } from './shared/categories';
import { declaredActor } from './shared/declared-actor';

/** Fields of a book the author edits in place on the details page. */
export type EditableBookField = 'title' | 'synopsis' | 'category' | 'tags' | 'protagonists';

/** What the author may change about a book in its current state. */
export interface BookPermissions {
  /** The title locks once the book is approved. */
  readonly title: boolean;
  readonly synopsis: boolean;
  /** The channel and category: the API takes them in every state (a returned book goes back to review). */
  readonly category: boolean;
  readonly tags: boolean;
  readonly protagonists: boolean;
  /** Pause (hiatus) or resume (serial): an approved book that is serialising or paused. */
  readonly switchSerial: boolean;
  /** Ask the platform to mark the book completed: same condition. */
  readonly requestCompletion: boolean;
  /** Send a returned book back to review after the changes asked for. */
  readonly resubmit: boolean;
}

/** The rules of server/routes/books.ts (updateBook, requestCompletion) for the view. */
export function bookPermissions(book: BookItem): BookPermissions {
  const live = book.serial_status === 'serial' || book.serial_status === 'hiatus';
  const approved = book.review_status === 'approved';
  return {
    title: !approved,
    synopsis: true,
    category: true,
    tags: true,
    protagonists: true,
    switchSerial: approved && live,
    requestCompletion: approved && live,
    resubmit: book.review_status === 'rejected',
  };
}

/** The category being picked: the channel (audience), then a genre, then one of its leaves. */
export interface CategoryDraft {
  readonly audience: BookAudience;
  /** The genre picked, before a leaf is (the leaf's parent once one is). */
  readonly genreId: string;
  /** The leaf; empty until one is picked. */
  readonly categoryId: string;
}

/** A field being edited and its unsaved value. */
export type BookEdit =
  | { readonly field: 'title' | 'synopsis'; readonly draft: string }
  | { readonly field: 'category'; readonly draft: CategoryDraft }
  | { readonly field: 'tags' | 'protagonists'; readonly draft: readonly string[] };

/** The genre the book's category sits under, once the tree is known. */
function genreIdOf(tree: readonly CategoryNode[] | null, book: BookItem): string {
  if (!tree) return '';
  return genreOf(channelOf(tree, book.audience), book.category_id)?.id ?? '';
}

/** The context of an edit that starts from the book as it is. */
function startedEdit(
  book: BookItem,
  field: EditableBookField,
  categories: readonly CategoryNode[] | null,
): Pick<BookInfoContext, 'edit' | 'fieldError' | 'actionError' | 'notice'> {
  const edit: BookEdit =
    field === 'category'
      ? {
          field,
          draft: {
            audience: book.audience,
            genreId: genreIdOf(categories, book),
            categoryId: book.category_id,
          },
        }
      : field === 'title' || field === 'synopsis'
        ? { field, draft: book[field] }
        : { field, draft: book[field] };
  return { edit, fieldError: null, actionError: null, notice: null };
}

function checkEdit(edit: BookEdit): string | null {
  switch (edit.field) {
    case 'title':
      return checkTitle(edit.draft);
    case 'synopsis':
      return checkSynopsis(edit.draft);
    case 'tags':
      return checkTags(edit.draft);
    case 'protagonists':
      return checkProtagonists(edit.draft);
    case 'category':
      return edit.draft.categoryId === '' ? 'validation.required' : null;
  }
}

/** Input of the `updateBook` actor (POST /author/book/update). */
export interface UpdateBookInput {
  readonly book_id: string;
  readonly title?: string;
  readonly synopsis?: string;
  readonly tags?: readonly string[];
  readonly protagonists?: readonly string[];
  readonly audience?: BookAudience;
  readonly category_id?: string;
  readonly serial_status?: 'serial' | 'hiatus';
}

function updateOf(bookId: string, edit: BookEdit): UpdateBookInput {
  switch (edit.field) {
    case 'title':
      return { book_id: bookId, title: edit.draft.trim() };
    case 'synopsis':
      return { book_id: bookId, synopsis: edit.draft.trim() };
    case 'tags':
      return { book_id: bookId, tags: edit.draft.map((t) => t.trim()) };
    case 'protagonists':
      return { book_id: bookId, protagonists: edit.draft.map((p) => p.trim()) };
    case 'category':
      return { book_id: bookId, audience: edit.draft.audience, category_id: edit.draft.categoryId };
  }
}

/** Input of the `changeCover` actor: upload the file, then make it the book's cover. */
export interface ChangeCoverInput {
  readonly book_id: string;
  readonly file: Blob;
}

/** Input of the `fetchBook` and `requestCompletion` actors. */
export interface BookIdInput {
  readonly book_id: string;
}

/** Input of the machine. */
export interface BookInfoInput {
  readonly bookId: string;
}

/** Events of the book details page. */
export type BookInfoEvent =
  /** Load the book again (after a failure, or after signing changed it). */
  | { type: 'bookInfo.refresh' }
  /** Start editing a field in place. */
  | { type: 'bookInfo.edit'; field: EditableBookField }
  /** The edited text changed (title, synopsis). */
  | { type: 'bookInfo.draft'; value: string }
  /** The edited list changed (tags, protagonists). */
  | { type: 'bookInfo.draftList'; values: readonly string[] }
  /** The category picked changed. */
  | { type: 'bookInfo.draftCategory'; draft: CategoryDraft }
  | { type: 'bookInfo.cancel' }
  | { type: 'bookInfo.save' }
  /** Pause or resume serialisation. */
  | { type: 'bookInfo.setSerial'; status: 'serial' | 'hiatus' }
  /** Ask for the book to be marked completed. */
  | { type: 'bookInfo.requestCompletion' }
  /** Send a returned book back to review. */
  | { type: 'bookInfo.resubmit' }
  /** A new cover picked (JPEG or PNG, at most 2 MB; checked before upload). */
  | { type: 'bookInfo.cover'; file: Blob };

/** Message ids of outcomes the page announces. */
export const BOOK_INFO_NOTICES = {
  saved: 'books.info.saved',
  completionRequested: 'books.info.completionRequested',
  paused: 'books.info.paused',
  resumed: 'books.info.resumed',
  resubmitted: 'books.info.resubmitted',
} as const;

/** Message id shown when the book cannot be loaded (gone or not the author's). */
export const BOOK_NOT_FOUND = 'books.info.notFound';
export const BOOK_LOAD_ERROR = 'books.info.loadError';

export interface BookInfoContext {
  readonly bookId: string;
  readonly book: BookItem | null;
  readonly loadError: string | null;
  readonly edit: BookEdit | null;
  /** The category tree, loaded when the category is first edited. */
  readonly categories: readonly CategoryNode[] | null;
  /** Message id of the edited field's error. */
  readonly fieldError: string | null;
  /** Message id of a failed action that belongs to no field. */
  readonly actionError: string | null;
  readonly notice: string | null;
}

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
          ? `books.error.cover.${(checkCoverFile(event.file) ?? 'validation.invalid').replace('validation.', '')}`
          : null,
      notice: null,
    })),
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
                type: 'assignActionFailure',
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
export const selectBookLoading = (s: BookInfoSnapshot): boolean => s.matches('loading');
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
