/**
 * What the bulk chapter calls do to each status (the spec's
 * `x-chapter-status` on publishChapters, unscheduleChapters, trashChapters
 * and restoreChapters): chapters in `from` change, chapters in `unchanged`
 * are left as they are, and any other status refuses the whole call with
 * 103001. The server applies these rules; the chapter list names the
 * chapters that would refuse before it sends anything.
 */
import type { ChapterStatus } from './enums';

interface StatusRule {
  readonly from: readonly ChapterStatus[];
  readonly unchanged: readonly ChapterStatus[];
}

export const CHAPTER_STATUS_RULES = {
  /** Publish now or schedule (the same call with `publish_at`). */
  publish: { from: ['draft', 'scheduled'], unchanged: ['published'] },
  unschedule: { from: ['scheduled'], unchanged: [] },
  trash: { from: ['draft', 'scheduled'], unchanged: ['trashed'] },
  restore: { from: ['trashed'], unchanged: [] },
} as const satisfies Record<string, StatusRule>;

/** A bulk chapter call whose outcome depends on the chapters' status. */
export type ChapterStatusAction = keyof typeof CHAPTER_STATUS_RULES;

const rule = (action: ChapterStatusAction): StatusRule => CHAPTER_STATUS_RULES[action];

/** True when a chapter in `status` makes `action` refuse (103001). */
export function refusesChapterAction(action: ChapterStatusAction, status: ChapterStatus): boolean {
  const { from, unchanged } = rule(action);
  return !from.includes(status) && !unchanged.includes(status);
}

/** True when `action` leaves a chapter in `status` as it is. */
export function leavesChapterUnchanged(
  action: ChapterStatusAction,
  status: ChapterStatus,
): boolean {
  return rule(action).unchanged.includes(status);
}
