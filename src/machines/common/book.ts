/**
 * What the book machines (list, create, details, signing) share: the book's
 * types, the rules of its fields and how a server's field errors map onto
 * the book form. Machines share through this folder, never through each
 * other.
 */
import {
  type Audience,
  type BookKind,
  codePointLength,
  FIELD_LIMITS,
  type ReviewStatus,
  type SerialStatus,
  type SignStatus,
} from '../../lib/contract';
import type { CategoryNames } from './categories';

export type { BookKind, ReviewStatus, SerialStatus, SignStatus };

/** What a reviewer may ask to change in a returned book. */
export type RejectField =
  | 'title'
  | 'synopsis'
  | 'category'
  | 'cover'
  | 'tags'
  | 'protagonists'
  | 'chapters';

/** Audience channel a book is written for. */
export type BookAudience = Audience;

/** A book as the API returns it (the spec's Book). */
export interface BookItem {
  readonly id: string;
  readonly kind: BookKind;
  readonly title: string;
  readonly audience: BookAudience;
  readonly category_id: string;
  /** zh-CN category names from the channel down to the leaf. */
  readonly category_path: readonly string[];
  /** The same path in every UI language: what the pages show. */
  readonly category_names: readonly CategoryNames[];
  readonly tags: readonly string[];
  readonly protagonists: readonly string[];
  readonly synopsis: string;
  readonly cover_url: string | null;
  readonly serial_status: SerialStatus;
  readonly review_status: ReviewStatus;
  readonly reject_reason: string | null;
  /** What the reviewer asked to change (empty unless returned). */
  readonly reject_fields: readonly RejectField[];
  readonly sign_status: SignStatus;
  readonly allow_vip: boolean;
  readonly word_count: number;
  readonly chapter_count: number;
  readonly last_chapter_title: string | null;
  readonly last_published_at: string | null;
  readonly create_time: string;
  readonly update_time: string;
}

/**
 * Limits of a book's fields, as the forms name them: the contract's
 * (BookTitle, Tags, Protagonists, Synopsis) and the cover upload's.
 */
export const BOOK_RULES = {
  titleMax: FIELD_LIMITS.bookTitle.max,
  tagsMax: FIELD_LIMITS.tags.maxItems,
  tagMax: FIELD_LIMITS.tags.itemMax,
  protagonistsMax: FIELD_LIMITS.protagonists.maxItems,
  protagonistMax: FIELD_LIMITS.protagonists.itemMax,
  synopsisMin: FIELD_LIMITS.synopsis.min,
  synopsisMax: FIELD_LIMITS.synopsis.max,
  coverMaxBytes: 2 * 1024 * 1024,
  coverTypes: ['image/jpeg', 'image/png'] as readonly string[],
} as const;

/** A validation message id as the API sends them in `body.errors`. */
export type ValidationId =
  | 'validation.required'
  | 'validation.tooShort'
  | 'validation.tooLong'
  | 'validation.tooMany'
  | 'validation.duplicate'
  | 'validation.invalid'
  | 'validation.fileType'
  | 'validation.fileSize';

/** Title: required, at most 30 characters after trimming. */
export function checkTitle(title: string): ValidationId | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'validation.required';
  return codePointLength(trimmed) > BOOK_RULES.titleMax ? 'validation.tooLong' : null;
}

/** Synopsis: 20 to 1,000 characters after trimming. */
export function checkSynopsis(synopsis: string): ValidationId | null {
  const n = codePointLength(synopsis.trim());
  if (n === 0) return 'validation.required';
  if (n < BOOK_RULES.synopsisMin) return 'validation.tooShort';
  return n > BOOK_RULES.synopsisMax ? 'validation.tooLong' : null;
}

/** A list of short names (tags, protagonists): a count limit, a length limit, no blanks or repeats. */
function checkNameList(
  values: readonly string[],
  max: number,
  maxChars: number,
): ValidationId | null {
  const cleaned = values.map((v) => v.trim());
  if (cleaned.length > max) return 'validation.tooMany';
  if (cleaned.some((v) => v === '')) return 'validation.invalid';
  if (cleaned.some((v) => codePointLength(v) > maxChars)) return 'validation.tooLong';
  return new Set(cleaned).size === cleaned.length ? null : 'validation.duplicate';
}

export const checkTags = (tags: readonly string[]) =>
  checkNameList(tags, BOOK_RULES.tagsMax, BOOK_RULES.tagMax);
export const checkProtagonists = (names: readonly string[]) =>
  checkNameList(names, BOOK_RULES.protagonistsMax, BOOK_RULES.protagonistMax);

/** A cover file before upload: JPEG or PNG, at most 2 MB (the server checks the content too). */
export function checkCoverFile(file: { type: string; size: number }): ValidationId | null {
  if (!BOOK_RULES.coverTypes.includes(file.type)) return 'validation.fileType';
  return file.size > BOOK_RULES.coverMaxBytes ? 'validation.fileSize' : null;
}

// Refusals the books catalogue words for a cover (JPG or PNG, 2 MB); the
// others (too many pixels, a damaged image) read well as the shell's own.
const COVER_WORDED: ReadonlySet<string> = new Set(['validation.fileType', 'validation.fileSize']);

/**
 * The message id that says why a cover was refused, from the validation id
 * the browser's check or the server (which reads the file's content) gave.
 */
export function coverRefusalId(validationId: string): string {
  return COVER_WORDED.has(validationId)
    ? `books.error.cover.${validationId.replace('validation.', '')}`
    : validationId;
}

/** Fields of the form that take text or a choice. */
export type BookTextField = 'kind' | 'title' | 'audience' | 'category_id' | 'synopsis';
/** Fields that hold a list of names. */
export type BookListField = 'tags' | 'protagonists';
/** Every field that can carry an error. */
export type BookField = BookTextField | BookListField | 'cover_url';

export const BOOK_FIELDS: readonly BookField[] = [
  'kind',
  'title',
  'audience',
  'category_id',
  'tags',
  'protagonists',
  'synopsis',
  'cover_url',
];

/**
 * Server field errors keyed as the form keys them: an entry's error
 * (`tags.2`) belongs to its list, an upload's (`file`) to the cover.
 */
export function formFieldErrors(
  errors: Record<string, string>,
): Partial<Record<BookField, string>> {
  const result: Partial<Record<BookField, string>> = {};
  for (const [path, id] of Object.entries(errors)) {
    const head = path.split('.')[0] ?? path;
    const field = (head === 'file' ? 'cover_url' : head) as BookField;
    if (BOOK_FIELDS.includes(field) && result[field] === undefined) result[field] = id;
  }
  return result;
}
