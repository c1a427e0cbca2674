import { assign, type SnapshotFrom, setup, stateIn } from 'xstate';
import { failureCode, failureFieldErrors, failureMessageId } from '../../lib/api-failure';
import { ErrorCodes } from '../../lib/contract';
import {
  type BookAudience,
  type BookField,
  type BookKind,
  type BookListField,
  type BookTextField,
  checkCoverFile,
  checkProtagonists,
  checkSynopsis,
  checkTags,
  checkTitle,
  formFieldErrors,
  type ValidationId,
} from '../common/book';
import { type CategoryNode, channelOf, genreOf } from '../common/categories';
import { declaredActor } from '../common/declared-actor';

// The category tree's node and lookups live in ./shared/categories.ts (the
// book details page picks a category too).
export { type CategoryNode, channelOf, genreOf };

// ------------------------------------------------------------ the form

/** What the author fills in; keys are the API's field names. */
export interface BookFormValues {
  readonly kind: BookKind;
  readonly title: string;
  readonly audience: BookAudience | '';
  readonly category_id: string;
  readonly tags: readonly string[];
  readonly protagonists: readonly string[];
  readonly synopsis: string;
  readonly cover_url: string | null;
}

/** Every rule of the form over its values; field -> message id. */
export function validateBookForm(values: BookFormValues): Partial<Record<BookField, string>> {
  const errors: Partial<Record<BookField, string>> = {};
  const title = checkTitle(values.title);
  if (title) errors.title = title;
  if (values.audience === '') errors.audience = 'validation.required';
  if (values.category_id === '') errors.category_id = 'validation.required';
  const tags = checkTags(values.tags);
  if (tags) errors.tags = tags;
  const protagonists = checkProtagonists(values.protagonists);
  if (protagonists) errors.protagonists = protagonists;
  const synopsis = checkSynopsis(values.synopsis);
  if (synopsis) errors.synopsis = synopsis;
  return errors;
}

function validateField(field: BookField, values: BookFormValues): string | null {
  return validateBookForm(values)[field] ?? null;
}

/** Input of the `createBook` actor (POST /author/book/create): trimmed, ready to send. */
export interface CreateBookInput {
  readonly kind: BookKind;
  readonly title: string;
  readonly audience: BookAudience;
  readonly category_id: string;
  readonly tags: readonly string[];
  readonly protagonists: readonly string[];
  readonly synopsis: string;
  readonly cover_url?: string;
}

/** What the form sends. */
function toCreateBookInput(values: BookFormValues): CreateBookInput {
  return {
    kind: values.kind,
    title: values.title.trim(),
    audience: values.audience === '' ? 'male' : values.audience,
    category_id: values.category_id,
    tags: values.tags.map((t) => t.trim()),
    protagonists: values.protagonists.map((p) => p.trim()),
    synopsis: values.synopsis.trim(),
    ...(values.cover_url ? { cover_url: values.cover_url } : {}),
  };
}

/** Output of the `createBook` actor: the created book's id. */
export interface CreatedBook {
  readonly id: string;
}

/** Input of the `uploadCover` actor (POST /author/book/cover/upload). */
export interface UploadCoverInput {
  readonly file: Blob;
}

/** Output of the `uploadCover` actor. */
export interface UploadedCover {
  readonly cover_url: string;
}

/** Input of the machine. */
export interface BookCreateInput {
  /** The kind to start with (the list the author came from). */
  readonly kind?: BookKind;
}

/** Events the create-book form accepts. */
export type BookCreateEvent =
  /** A text or choice field changed. */
  | { type: 'bookForm.change'; field: BookTextField; value: string }
  /** Add a name to tags or protagonists; refused (with the error shown) when a rule fails. */
  | { type: 'bookForm.add'; field: BookListField; value: string }
  /** Remove the name at `index`. */
  | { type: 'bookForm.remove'; field: BookListField; index: number }
  /** A cover file was picked: checked, then uploaded. */
  | { type: 'bookForm.cover'; file: Blob }
  /** Back to the generated default cover. */
  | { type: 'bookForm.clearCover' }
  /** Load the category tree again after a failure. */
  | { type: 'bookForm.retryCategories' }
  /** Check everything and create the book. */
  | { type: 'bookForm.submit' };

export interface BookCreateContext {
  readonly values: BookFormValues;
  readonly errors: Partial<Record<BookField, string>>;
  readonly categories: readonly CategoryNode[];
  /** Message id of a failure that belongs to no field, or null. */
  readonly submitError: string | null;
  readonly createdId: string | null;
  /** Bumped on every refused submit, so the view can move focus to the first error. */
  readonly attempt: number;
}

const EMPTY_VALUES: BookFormValues = {
  kind: 'long',
  title: '',
  audience: '',
  category_id: '',
  tags: [],
  protagonists: [],
  synopsis: '',
  cover_url: null,
};

const LIST_RULES: Record<BookListField, (values: readonly string[]) => ValidationId | null> = {
  tags: checkTags,
  protagonists: checkProtagonists,
};

function withoutError(
  errors: Partial<Record<BookField, string>>,
  field: BookField,
): Partial<Record<BookField, string>> {
  if (errors[field] === undefined) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/**
 * The create-book form (/book-manage/create-book). Three parallel regions:
 * `categories` loads the category tree (a failure is logged and offers a
 * retry), `cover` checks and uploads a cover, `form` validates with
 * {@link validateBookForm} (the spec's rules), creates the book and puts the
 * server's field errors (101001) and a taken title (104001) in place.
 *
 * The app provides `loadCategories`, `uploadCover` and `createBook`, and may
 * replace `logCategoryError`.
 */
export const bookCreateMachine = setup({
  types: {
    context: {} as BookCreateContext,
    events: {} as BookCreateEvent,
    input: {} as BookCreateInput,
  },
  actors: {
    loadCategories: declaredActor<readonly CategoryNode[]>('bookCreate', 'loadCategories'),
    uploadCover: declaredActor<UploadedCover, UploadCoverInput>('bookCreate', 'uploadCover'),
    createBook: declaredActor<CreatedBook, CreateBookInput>('bookCreate', 'createBook'),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateBookForm(context.values)).length === 0,
    coverFileOk: ({ event }) =>
      event.type === 'bookForm.cover' && checkCoverFile(event.file) === null,
    listAddOk: ({ context, event }) => {
      if (event.type !== 'bookForm.add') return false;
      const value = event.value.trim();
      if (value === '') return false;
      return LIST_RULES[event.field]([...context.values[event.field], value]) === null;
    },
  },
  actions: {
    // docs/behaviour.md, The request layer: a failed category load is logged only; the field offers a retry.
    logCategoryError: (_, params: { error: unknown }) => {
      console.error('[books] category tree could not be loaded', params.error);
    },
    assignCategories: assign((_, params: { tree: readonly CategoryNode[] }) => ({
      categories: params.tree,
    })),
    assignChange: assign(({ context, event }) => {
      if (event.type !== 'bookForm.change') return {};
      let values: BookFormValues = { ...context.values, [event.field]: event.value };
      // A category belongs to one channel: switching audience drops it.
      if (event.field === 'audience' && event.value !== context.values.audience) {
        values = { ...values, category_id: '' };
      }
      // Fields already marked wrong are checked again as the author fixes them.
      let errors = withoutError(context.errors, event.field);
      if (context.errors[event.field] !== undefined) {
        const again = validateField(event.field, values);
        if (again) errors = { ...errors, [event.field]: again };
      }
      if (event.field === 'audience') errors = withoutError(errors, 'category_id');
      return { values, errors, submitError: null };
    }),
    assignAdd: assign(({ context, event }) => {
      if (event.type !== 'bookForm.add') return {};
      const list = [...context.values[event.field], event.value.trim()];
      return {
        values: { ...context.values, [event.field]: list },
        errors: withoutError(context.errors, event.field),
      };
    }),
    refuseAdd: assign(({ context, event }) => {
      if (event.type !== 'bookForm.add') return {};
      const value = event.value.trim();
      if (value === '') return {};
      const problem = LIST_RULES[event.field]([...context.values[event.field], value]);
      return problem ? { errors: { ...context.errors, [event.field]: problem } } : {};
    }),
    assignRemove: assign(({ context, event }) => {
      if (event.type !== 'bookForm.remove') return {};
      const list = context.values[event.field].filter((_, i) => i !== event.index);
      const values = { ...context.values, [event.field]: list };
      const problem = LIST_RULES[event.field](list);
      const errors = withoutError(context.errors, event.field);
      return { values, errors: problem ? { ...errors, [event.field]: problem } : errors };
    }),
    refuseCover: assign(({ context, event }) => {
      if (event.type !== 'bookForm.cover') return {};
      const problem = checkCoverFile(event.file);
      return problem ? { errors: { ...context.errors, cover_url: problem } } : {};
    }),
    clearCoverError: assign(({ context }) => ({
      errors: withoutError(context.errors, 'cover_url'),
    })),
    assignCover: assign(({ context }, params: { url: string | null }) => ({
      values: { ...context.values, cover_url: params.url },
      errors: withoutError(context.errors, 'cover_url'),
    })),
    assignCoverFailure: assign(({ context }, params: { error: unknown }) => {
      const fields = formFieldErrors(failureFieldErrors(params.error));
      return {
        errors: { ...context.errors, cover_url: fields.cover_url ?? 'validation.invalid' },
      };
    }),
    assignAllErrors: assign(({ context }) => ({
      errors: validateBookForm(context.values),
      attempt: context.attempt + 1,
      submitError: null,
    })),
    clearSubmitError: assign({ submitError: null }),
    assignCreated: assign((_, params: { book: CreatedBook }) => ({ createdId: params.book.id })),
    assignSubmitFailure: assign(({ context }, params: { error: unknown }) => {
      const code = failureCode(params.error);
      if (code === ErrorCodes.conflict) {
        return {
          errors: { ...context.errors, title: 'validation.duplicate' },
          attempt: context.attempt + 1,
        };
      }
      const fields = formFieldErrors(failureFieldErrors(params.error));
      if (Object.keys(fields).length > 0) {
        return { errors: { ...context.errors, ...fields }, attempt: context.attempt + 1 };
      }
      return { submitError: failureMessageId(params.error) };
    }),
  },
}).createMachine({
  id: 'bookCreate',
  context: ({ input }) => ({
    values: { ...EMPTY_VALUES, kind: input.kind ?? 'long' },
    errors: {},
    categories: [],
    submitError: null,
    createdId: null,
    attempt: 0,
  }),
  type: 'parallel',
  states: {
    categories: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCategories',
            onDone: {
              target: 'ready',
              actions: {
                type: 'assignCategories',
                params: ({ event }) => ({ tree: event.output }),
              },
            },
            onError: {
              target: 'failed',
              actions: {
                type: 'logCategoryError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        ready: {},
        failed: {
          on: { 'bookForm.retryCategories': 'loading' },
        },
      },
    },
    cover: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'bookForm.cover': [
              { guard: 'coverFileOk', target: 'uploading', actions: 'clearCoverError' },
              { actions: 'refuseCover' },
            ],
            'bookForm.clearCover': {
              actions: { type: 'assignCover', params: { url: null } },
            },
          },
        },
        uploading: {
          invoke: {
            src: 'uploadCover',
            input: ({ event }) => ({
              file: event.type === 'bookForm.cover' ? event.file : new Blob(),
            }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignCover',
                params: ({ event }) => ({ url: event.output.cover_url }),
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
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'bookForm.change': { actions: 'assignChange' },
            'bookForm.add': [
              { guard: 'listAddOk', actions: 'assignAdd' },
              { actions: 'refuseAdd' },
            ],
            'bookForm.remove': { actions: 'assignRemove' },
            'bookForm.submit': [
              // The cover in flight would be lost: wait for it.
              { guard: stateIn({ cover: 'uploading' }) },
              { guard: 'formValid', target: 'submitting', actions: 'clearSubmitError' },
              { actions: 'assignAllErrors' },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'createBook',
            input: ({ context }) => toCreateBookInput(context.values),
            onDone: {
              target: 'done',
              actions: { type: 'assignCreated', params: ({ event }) => ({ book: event.output }) },
            },
            onError: {
              target: 'editing',
              actions: {
                type: 'assignSubmitFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        done: { type: 'final' },
      },
    },
  },
});

type BookCreateSnapshot = SnapshotFrom<typeof bookCreateMachine>;

/** The form's values (the same object until one changes). */
export const selectFormValues = (s: BookCreateSnapshot): BookFormValues => s.context.values;
/** Field -> message id of every error shown. */
export const selectFormErrors = (s: BookCreateSnapshot): Partial<Record<BookField, string>> =>
  s.context.errors;
/** The category tree (empty until loaded). */
export const selectCategories = (s: BookCreateSnapshot): readonly CategoryNode[] =>
  s.context.categories;
export const selectCategoriesLoading = (s: BookCreateSnapshot): boolean =>
  s.matches({ categories: 'loading' });
export const selectCategoriesFailed = (s: BookCreateSnapshot): boolean =>
  s.matches({ categories: 'failed' });
export const selectCoverUploading = (s: BookCreateSnapshot): boolean =>
  s.matches({ cover: 'uploading' });
export const selectSubmitting = (s: BookCreateSnapshot): boolean =>
  s.matches({ form: 'submitting' });
export const selectSubmitError = (s: BookCreateSnapshot): string | null => s.context.submitError;
/** Id of the created book once the form is done, else null. */
export const selectCreatedId = (s: BookCreateSnapshot): string | null => s.context.createdId;
/** Counter of refused submits (the view focuses the first error when it changes). */
export const selectSubmitAttempt = (s: BookCreateSnapshot): number => s.context.attempt;
