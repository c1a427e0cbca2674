/**
 * The rules of chapter history, as pure functions (server/services/chapters/versions.ts
 * applies them to the database):
 *
 * - Throttle: a save writes an `edit` version only when the chapter's newest
 *   version is at least 10 minutes old and holds another text (or there is
 *   none). An hour of steady typing keeps about 7 versions, not 1,800 saves.
 *   Text between two versions is never at risk: it is the chapter's (or its
 *   revision's) current text, and every operation that replaces that text
 *   keeps it first.
 * - Retention: every version of the last 30 days; before that, the newest of
 *   each Beijing day; always the chapter's newest version and every version
 *   readers had (`published`).
 */
import { shanghaiDate } from '../platform/calendar';

/** At most one editing version per this interval. */
export const EDIT_VERSION_INTERVAL_MS = 10 * 60_000;
/** Every version younger than this is kept. */
export const FULL_HISTORY_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the throttle needs to know of a chapter's newest version. */
export interface NewestVersion {
  createTime: Date;
  /** It holds exactly the text being saved. */
  sameText: boolean;
}

/** Whether a save at `now` writes an `edit` version. */
export function saveWritesVersion(newest: NewestVersion | null, now: Date): boolean {
  if (!newest) return true;
  if (newest.sameText) return false;
  return now.getTime() - newest.createTime.getTime() >= EDIT_VERSION_INTERVAL_MS;
}

/** What retention needs to know of each version. */
export interface KeptVersion {
  id: string;
  createTime: Date;
  /** Write order, for versions of the same instant. */
  seq: number;
  published: boolean;
}

/** The ids retention removes from one chapter's versions (any order given). */
export function versionsToPrune(versions: readonly KeptVersion[], now: Date): string[] {
  const newestFirst = [...versions].sort(
    (a, b) => b.createTime.getTime() - a.createTime.getTime() || b.seq - a.seq,
  );
  const cutoff = now.getTime() - FULL_HISTORY_DAYS * DAY_MS;
  const daysSeen = new Set<string>();
  const prune: string[] = [];
  newestFirst.forEach((version, i) => {
    const day = shanghaiDate(version.createTime);
    const firstOfDay = !daysSeen.has(day);
    daysSeen.add(day);
    const keep =
      i === 0 || version.published || version.createTime.getTime() >= cutoff || firstOfDay;
    if (!keep) prune.push(version.id);
  });
  return prune;
}
