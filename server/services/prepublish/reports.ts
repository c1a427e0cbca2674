/**
 * False positives: a warning the author ignored can be reported, so the
 * platform can mend the rule. Only `warn` rules of the set that found it;
 * each author reports a rule's words once and at most 100 times a day.
 */
import type { AppContext } from '../../context';
import { invalid, tooManyRequests } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import { insertReport } from '../../repositories/prepublish-reports';
import { countHit } from '../../repositories/rate-windows';
import { ownedChapter } from '../chapters/ownership';
import { rulesOfVersion } from './rules';

/** Reports an author may send a day. */
export const REPORTS_PER_DAY = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function reportFinding(
  app: AppContext,
  authorId: string,
  body: RequestBody<'reportPrepublishFinding'>,
): Promise<null> {
  const now = app.now();
  const day = await countHit(app.db, `prepublish-report:${authorId}`, now, DAY_MS);
  if (day.hits > REPORTS_PER_DAY) {
    throw tooManyRequests(Math.max(1, Math.ceil((day.windowEnd.getTime() - now.getTime()) / 1000)));
  }
  const rules = await rulesOfVersion(app.db, app.db, body.rules_version);
  const rule = rules?.entries.find((r) => r.id === body.rule_id);
  // A block is the platform's line, not a guess; hygiene is the author's own to ignore.
  if (rule?.severity !== 'warn') throw invalid({ rule_id: 'validation.invalid' });
  const chapter = body.chapter_id ? await ownedChapter(app.db, authorId, body.chapter_id) : null;
  await insertReport(app.db, {
    authorId,
    ruleId: rule.id,
    rulesVersion: body.rules_version,
    excerpt: body.excerpt,
    chapterId: chapter?.id ?? null,
    note: body.note ?? '',
  });
  return null;
}
