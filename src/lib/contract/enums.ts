/**
 * The value lists of the spec's enums, generated from openapi/author.yaml
 * (`npm run gen:api`), under the names client and server use. The database's
 * CHECK constraints, the server's validators and the client's filters all
 * read these, so a value added to the spec reaches all of them.
 */
import {
  audienceValues,
  bibleEntityKindValues,
  bookKindValues,
  chapterStatusValues,
  type components,
  messageTypeValues,
  reviewStatusValues,
  serialStatusValues,
  signApplicationContract_typeValues,
  signApplicationStatusValues,
  signStatusValues,
} from '../../api/schema';

type Schemas = components['schemas'];

export type BookKind = Schemas['BookKind'];
export type Audience = Schemas['Audience'];
export type SerialStatus = Schemas['SerialStatus'];
export type ReviewStatus = Schemas['ReviewStatus'];
export type SignStatus = Schemas['SignStatus'];
export type ChapterStatus = Schemas['ChapterStatus'];
/** Which text of a chapter the author edits: its own, or a pending revision of it. */
export type ChapterTextState = Schemas['ChapterTextState'];
export type MessageType = Schemas['MessageType'];
export type ContractType = Schemas['SignApplication']['contract_type'];
export type SignApplicationStatus = Schemas['SignApplication']['status'];
export type BibleEntityKind = Schemas['BibleEntityKind'];

export const BOOK_KINDS: readonly BookKind[] = bookKindValues;
export const AUDIENCES: readonly Audience[] = audienceValues;
export const SERIAL_STATUSES: readonly SerialStatus[] = serialStatusValues;
export const REVIEW_STATUSES: readonly ReviewStatus[] = reviewStatusValues;
export const SIGN_STATUSES: readonly SignStatus[] = signStatusValues;
export const CHAPTER_STATUSES: readonly ChapterStatus[] = chapterStatusValues;
export const MESSAGE_TYPES: readonly MessageType[] = messageTypeValues;
export const CONTRACT_TYPES: readonly ContractType[] = signApplicationContract_typeValues;
export const SIGN_APPLICATION_STATUSES: readonly SignApplicationStatus[] =
  signApplicationStatusValues;
export const BIBLE_ENTITY_KINDS: readonly BibleEntityKind[] = bibleEntityKindValues;

/** True when `value` is one of `values` (narrows a string read from a URL or a form). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
