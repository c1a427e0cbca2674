/** The value lists of status-like columns, one source with the contract (src/lib/contract). */
import {
  AUDIENCES,
  type Audience,
  BOOK_KINDS,
  type BookKind,
  CHAPTER_STATUSES,
  type ChapterStatus,
  CONTRACT_TYPES,
  type ContractType,
  MESSAGE_TYPES,
  type MessageType,
  REVIEW_STATUSES,
  type ReviewStatus,
  SERIAL_STATUSES,
  type SerialStatus,
  SIGN_APPLICATION_STATUSES,
  SIGN_STATUSES,
  type SignApplicationStatus,
  type SignStatus,
} from '../../../src/lib/contract/enums';

export const SESSION_REVOKE_REASONS = [
  'logout',
  'password_changed',
  'admin',
  // 'Log out other devices' from the login history.
  'logout_others',
  'phone_changed',
] as const;
export const SMS_SCENES = [
  'login',
  'set_pwd',
  'reset_pwd',
  'sensitive',
  'verify',
  // Changing the bound phone: a code to the old number, then one to the new.
  'phone_old',
  'phone_new',
] as const;
export const UPLOAD_KINDS = ['avatar', 'cover'] as const;
/**
 * Why a chapter version was written (see server/services/chapters/versions.ts):
 * `edit` at most once per 10 minutes of saving, `publish` when the text went
 * out, `revision_applied` / `revision_discarded` when a pending revision was
 * applied or dropped, `restore`, `replace` (find and replace across a book),
 * `undo` (a replace undone), and `checkpoint`: the text as it stood just
 * before one of those changed it, when history did not hold it yet.
 */
export const VERSION_REASONS = [
  'edit',
  'publish',
  'revision_applied',
  'revision_discarded',
  'restore',
  'replace',
  'undo',
  'checkpoint',
] as const;
/** Bulk chapter operations that can be undone (server/services/chapters/undo.ts). */
export const UNDO_KINDS = ['trash', 'move', 'schedule', 'replace'] as const;
/** What a reviewer may ask a returned book to change. */
export const REVIEW_FIELDS = [
  'title',
  'synopsis',
  'category',
  'cover',
  'tags',
  'protagonists',
  'chapters',
] as const;

export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];
export type SmsScene = (typeof SMS_SCENES)[number];
export type {
  Audience,
  BookKind,
  ChapterStatus,
  ContractType,
  MessageType,
  ReviewStatus,
  SerialStatus,
  SignApplicationStatus,
  SignStatus,
};
// The contract's enums (generated from the spec): one list for the CHECK
// constraints below, the server's checks and the client.
export {
  AUDIENCES,
  BOOK_KINDS,
  CHAPTER_STATUSES,
  CONTRACT_TYPES,
  MESSAGE_TYPES,
  REVIEW_STATUSES,
  SERIAL_STATUSES,
  SIGN_APPLICATION_STATUSES,
  SIGN_STATUSES,
};
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export type VersionReason = (typeof VERSION_REASONS)[number];
export type UndoKind = (typeof UNDO_KINDS)[number];
export type ReviewField = (typeof REVIEW_FIELDS)[number];
