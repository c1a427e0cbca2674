/**
 * Writing chapter history: when versions are written (see version-rules.ts
 * for the rules). Every write of a version applies retention to that
 * chapter, so history never outgrows its rule. The history the author reads
 * (list, view, restore) is ./versions.ts.
 */
import type { Db } from '../../db/client';
import type { VersionReason } from '../../db/schema';
import {
  deleteVersions,
  hasVersions,
  insertVersion,
  insertVersionsFromChapters,
  newestVersion,
  type TextSnapshot,
  versionsForRetention,
  versionWithText,
} from '../../repositories/chapter-versions';
import { addWrittenWords } from '../../repositories/writing-days';
import { indexChapter } from '../bible/mention-index';
import { shanghaiDate } from '../platform/calendar';
import { type KeptVersion, saveWritesVersion, versionsToPrune } from './version-rules';

/** Applies retention to the chapters' histories. */
export async function pruneHistory(tx: Db, chapterIds: string[], now: Date): Promise<void> {
  const byChapter = new Map<string, KeptVersion[]>();
  for (const row of await versionsForRetention(tx, chapterIds)) {
    byChapter.set(row.chapterId, [...(byChapter.get(row.chapterId) ?? []), row]);
  }
  const doomed = [...byChapter.values()].flatMap((versions) => versionsToPrune(versions, now));
  await deleteVersions(tx, doomed);
}

/** How a version is written. */
export interface VersionOptions {
  /** Readers have (or had) this text: retention never removes it. */
  published?: boolean;
  /** Apply retention now; a batch writer passes false and prunes its chapters once at the end. */
  prune?: boolean;
}

/** Writes a version of the text and applies retention; answers its id. */
export async function recordVersion(
  tx: Db,
  text: TextSnapshot,
  reason: VersionReason,
  now: Date,
  options: VersionOptions = {},
): Promise<string> {
  const id = await insertVersion(tx, text, reason, options.published ?? false, now);
  if (options.prune ?? true) await pruneHistory(tx, [text.chapterId], now);
  return id;
}

/** Chapters that just went out: each gets a `publish` version of the text readers now have. */
export async function recordPublished(tx: Db, chapterIds: string[], now: Date): Promise<void> {
  await insertVersionsFromChapters(tx, chapterIds, 'publish', true, now);
  await pruneHistory(tx, chapterIds, now);
}

/**
 * Makes sure history holds this text before something replaces it, and
 * answers the id of the version holding it (a `checkpoint` when new).
 */
export async function keepText(
  tx: Db,
  text: TextSnapshot,
  now: Date,
  options: VersionOptions & { reason?: VersionReason } = {},
): Promise<string> {
  const existing = await versionWithText(tx, text);
  if (existing) return existing;
  return recordVersion(tx, text, options.reason ?? 'checkpoint', now, options);
}

/**
 * Before a save replaces a chapter's text, history gets that text when the
 * save carries a replace-all, or when the chapter has no history at all (the
 * seed's and older imports' chapters): otherwise the throttle could leave
 * only the new wording. `stored` reads the text only then, so ordinary saves
 * never load it.
 */
export async function keepTextBeforeSave(
  tx: Db,
  chapterId: string,
  stored: () => Promise<TextSnapshot>,
  now: Date,
  options: Pick<VersionOptions, 'published'> & { replacedAll?: boolean } = {},
): Promise<void> {
  if (!options.replacedAll && (await hasVersions(tx, chapterId))) return;
  await keepText(tx, await stored(), now, { published: options.published });
}

/**
 * After a save by the author: an `edit` version when the throttle allows it
 * (a `replace` version, always, when the save carries a replace-all), the
 * day's written words (the change from `previousWords`), and the chapter's
 * rows of the bible's mention index.
 */
export async function noteSave(
  tx: Db,
  authorId: string,
  text: TextSnapshot,
  previousWords: number,
  now: Date,
  replacedAll = false,
): Promise<void> {
  if (replacedAll) await recordVersion(tx, text, 'replace', now);
  else if (saveWritesVersion(await newestVersion(tx, text), now)) {
    await recordVersion(tx, text, 'edit', now);
  }
  await addWrittenWords(tx, authorId, shanghaiDate(now), text.wordCount - previousWords);
  await indexChapter(tx, text.bookId, text.chapterId, text.content);
}
