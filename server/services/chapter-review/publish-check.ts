/**
 * The machine check chapters go through as they go out (published now or by
 * the scheduler): the rules in force read what readers now have. No finding
 * puts the chapter live; warnings the author acknowledged (blocking words
 * never get this far: the publish gate refuses them) send it to a person.
 */
import { checkRules } from '../../../src/lib/prepublish';
import type { Db } from '../../db/client';
import {
  insertReviewEvents,
  type NewReviewEvent,
  setReviewState,
} from '../../repositories/chapter-review';
import { chapterRows } from '../../repositories/chapters';
import { rulesInForce } from '../prepublish/rules';
import { spanOfFinding } from './texts';

/** `cacheKey` is the app's database handle (see rulesInForce). */
export async function reviewPublished(
  tx: Db,
  cacheKey: object,
  chapterIds: string[],
  now: Date,
): Promise<void> {
  if (chapterIds.length === 0) return;
  const rules = await rulesInForce(tx, cacheKey, now);
  const events: NewReviewEvent[] = [];
  const live: string[] = [];
  const held: string[] = [];
  const step = (
    chapter: { id: string; bookId: string },
    kind: NewReviewEvent['kind'],
    spans: NewReviewEvent['spans'] = [],
  ): NewReviewEvent => ({
    chapterId: chapter.id,
    bookId: chapter.bookId,
    kind,
    reason: null,
    spans,
    diff: null,
    versionId: null,
    createTime: now,
  });
  for (const chapter of await chapterRows(tx, chapterIds)) {
    const findings = checkRules(rules.compiled, chapter.content);
    events.push(step(chapter, 'submitted'));
    if (findings.length === 0) {
      events.push(step(chapter, 'machine_passed'), step(chapter, 'live'));
      live.push(chapter.id);
    } else {
      events.push(
        step(chapter, 'machine_failed', findings.map(spanOfFinding)),
        step(chapter, 'in_review'),
      );
      held.push(chapter.id);
    }
  }
  await insertReviewEvents(tx, events);
  await setReviewState(tx, live, 'live');
  await setReviewState(tx, held, 'in_review');
}
