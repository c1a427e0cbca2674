/**
 * The book details page's rules, apart from its machine: what the author may
 * edit in each state, the edits and their checks, the update each edit
 * sends, and the machine's types.
 */
import {
  type BookAudience,
  type BookItem,
  checkProtagonists,
  checkSynopsis,
  checkTags,
  checkTitle,
} from '../common/book';
import { type CategoryNode, channelOf, genreOf } from '../common/categories';

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
export function startedEdit(
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

export function checkEdit(edit: BookEdit): string | null {
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

export function updateOf(bookId: string, edit: BookEdit): UpdateBookInput {
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
