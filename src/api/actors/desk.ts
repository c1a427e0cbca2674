/**
 * The writer's desk's actors, one set for the composition root: the
 * stockpile planner and month calendar (./desk-planner.ts), and a chapter's
 * history with find and replace across a book (./desk-history.ts).
 */
import { createHistoryActors } from './desk-history';
import { createPlannerActors } from './desk-planner';
import type { Api } from './request';

export { replaceFailureOf } from './desk-history';
export { planUndoFailureOf } from './desk-planner';

/** Every named actor the desk's machines declare, over the client. */
export function createDeskActors(api: Api) {
  return { ...createPlannerActors(api), ...createHistoryActors(api) };
}
