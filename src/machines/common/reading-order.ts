/**
 * What the publish flows (editor, chapter list) do when the server refuses a
 * chapter out of reading order (103002, src/lib/contract/chapter-order.ts):
 * read the refusal, and the ways out an author is offered.
 */
import { failureCode } from '../../lib/api-failure';
import { type EarlierChapter, ErrorCodes } from '../../lib/contract';

/** A 103002 refusal: the earlier chapters that would go out later (the first ones), and how many. */
export interface OrderRefusal {
  readonly earlier: readonly EarlierChapter[];
  readonly count: number;
}

/**
 * The ways out of a refusal:
 * - `earlierFirst`: send the earlier chapters with the asked ones, in one
 *   request in reading order (published now, or scheduled at the time asked);
 * - `scheduleAfter`: schedule the asked chapters just after the last earlier
 *   one goes out (only when every earlier chapter has a time);
 * - `anyway`: send the request again saying the author chose the order.
 */
export type OrderChoice = 'earlierFirst' | 'scheduleAfter' | 'anyway';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isEarlierChapter = (value: unknown): value is EarlierChapter =>
  isObject(value) &&
  typeof value.chapter_id === 'string' &&
  typeof value.chapter_no === 'number' &&
  typeof value.title === 'string';

/** The refusal a failure carries, or null for any other failure. */
export function orderRefusalOf(error: unknown): OrderRefusal | null {
  if (failureCode(error) !== ErrorCodes.outOfOrder || !isObject(error)) return null;
  const body = error.body;
  if (!isObject(body) || !Array.isArray(body.earlier)) return null;
  const earlier = body.earlier.filter(isEarlierChapter);
  const count = typeof body.earlier_count === 'number' ? body.earlier_count : earlier.length;
  return { earlier, count };
}

/** Every earlier chapter is named in the refusal (a long tail cannot be sent blind). */
const namesAll = (refusal: OrderRefusal) => refusal.count <= refusal.earlier.length;

/**
 * A minute after the last earlier chapter goes out, when every one of them
 * has a time (a draft has none to follow); null otherwise.
 */
export function timeAfterEarlier(refusal: OrderRefusal): string | null {
  if (!namesAll(refusal) || refusal.earlier.length === 0) return null;
  let latest = 0;
  for (const chapter of refusal.earlier) {
    if (chapter.publish_at === null) return null;
    latest = Math.max(latest, Date.parse(chapter.publish_at));
  }
  return new Date(latest + 60_000).toISOString();
}

/** The ways out this refusal offers, in the order they are shown. */
export function orderChoices(refusal: OrderRefusal): OrderChoice[] {
  const choices: OrderChoice[] = [];
  if (namesAll(refusal)) choices.push('earlierFirst');
  if (timeAfterEarlier(refusal) !== null) choices.push('scheduleAfter');
  choices.push('anyway');
  return choices;
}

/** The ids of the earlier chapters, in reading order, to send with the asked ones. */
export function earlierIds(refusal: OrderRefusal): string[] {
  return [...refusal.earlier].sort((a, b) => a.chapter_no - b.chapter_no).map((c) => c.chapter_id);
}
