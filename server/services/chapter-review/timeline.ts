/**
 * A chapter's review as the author reads it: the steps, the state, and
 * while it is blocked what an appeal would send (the text at the block and
 * the saved working text).
 */
import type { ChapterReview } from '../../../src/lib/contract/chapter-review';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Chapter, ChapterReviewEventRow } from '../../db/schema';
import { latestReviewEvent, reviewEventsOf } from '../../repositories/chapter-review';
import { revisionOf } from '../../repositories/chapter-revisions';
import { versionsById } from '../../repositories/chapter-versions';
import { ownedChapter } from '../chapters/ownership';
import { type ComparedText, sameComparedText } from './texts';

function toEvent(row: ChapterReviewEventRow): ChapterReview['events'][number] {
  return {
    id: row.id,
    kind: row.kind,
    time: row.createTime.toISOString(),
    reason: row.reason,
    spans: row.spans,
    diff: row.diff,
  };
}

/** What an appeal compares: the text at the block and the one the author saved since. */
export interface AppealTexts {
  before: ComparedText & { time: Date };
  after: ComparedText & { time: Date; authorNote: string };
  /** The text the last rejected appeal sent, if the block came back after one. */
  rejected: ComparedText | null;
}

async function versionText(db: Db, versionId: string | null) {
  if (!versionId) return null;
  const [version] = await versionsById(db, [versionId]);
  return version ?? null;
}

/** Null when the chapter is not blocked (or its block kept no text, which never happens). */
export async function appealTexts(db: Db, chapter: Chapter): Promise<AppealTexts | null> {
  if (chapter.reviewState !== 'blocked') return null;
  const block = await latestReviewEvent(db, chapter.id, ['blocked']);
  const base = await versionText(db, block?.versionId ?? null);
  if (!block || !base) return null;
  const lastAppeal = await latestReviewEvent(db, chapter.id, ['appeal_submitted']);
  const appealed =
    lastAppeal && lastAppeal.seq > block.seq ? await versionText(db, lastAppeal.versionId) : null;
  const revision = await revisionOf(db, chapter.id);
  const working = revision ?? chapter;
  return {
    before: { title: base.title, content: base.content, time: block.createTime },
    after: {
      title: working.title,
      content: working.content,
      authorNote: working.authorNote,
      time: working.updateTime,
    },
    rejected: appealed ? { title: appealed.title, content: appealed.content } : null,
  };
}

/** Whether an appeal with these texts carries a change (since the block, and since the last one). */
export function appealChanges(texts: AppealTexts): boolean {
  if (sameComparedText(texts.before, texts.after)) return false;
  return !texts.rejected || !sameComparedText(texts.rejected, texts.after);
}

export async function reviewOf(db: Db, chapter: Chapter): Promise<ChapterReview> {
  const [events, texts] = await Promise.all([
    reviewEventsOf(db, chapter.id),
    appealTexts(db, chapter),
  ]);
  const stamp = (t: ComparedText & { time: Date }) => ({
    title: t.title,
    content: t.content,
    time: t.time.toISOString(),
  });
  return {
    chapter_id: chapter.id,
    state: chapter.reviewState,
    events: events.map(toEvent),
    appeal_draft: texts
      ? { before: stamp(texts.before), after: stamp(texts.after), changed: appealChanges(texts) }
      : null,
  };
}

export async function chapterReview(
  app: AppContext,
  authorId: string,
  chapterId: string,
): Promise<ChapterReview> {
  return reviewOf(app.db, await ownedChapter(app.db, authorId, chapterId));
}
