/**
 * What a chapter may be: the limits of its fields and of scheduling, and
 * the small checks every chapter command shares.
 */
import { invalid, notAllowed } from '../../http/failure';

/** A schedule lies at least this far ahead... */
export const SCHEDULE_MIN_LEAD_MS = 60_000;
/** ...and at most this far. */
export const SCHEDULE_MAX_AHEAD_MS = 365 * 86_400_000;

/** A title as stored: trimmed; only spaces is no title. */
export function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw invalid({ title: 'validation.tooShort' });
  return trimmed;
}

export function requireVipAllowed(isVip: boolean | undefined, allowVip: boolean): void {
  if (isVip && !allowVip) throw notAllowed('VIP needs a signed book');
}

/** `chapter_id` and/or `chapter_ids` as one list without repeats. */
export function idsOf(body: { chapter_id?: string; chapter_ids?: string[] }): string[] {
  const ids = [...(body.chapter_ids ?? []), ...(body.chapter_id ? [body.chapter_id] : [])];
  if (ids.length === 0) throw invalid({ chapter_ids: 'validation.required' });
  return [...new Set(ids)];
}
