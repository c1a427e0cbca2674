/**
 * Scheduled chapters checked again before they go out: when they are first
 * seen, when the rules in force change, when their time moves, and once more
 * when the last 12 hours begin. A chapter whose text a rule would block gets
 * a message that opens it, hours before the platform would hold it at
 * publishing (a 3 a.m. chapter held can cost the month's attendance).
 *
 * Run by the scheduler's timer on every server process: the claim row
 * (prepublish_rechecks) is written in the same transaction as the message,
 * and only a newer claim replaces it, so each re-check messages once.
 */
import { MESSAGE_HINT } from '../../../src/lib/contract/messages';
import { checkRules, type Finding } from '../../../src/lib/prepublish';
import type { AppContext } from '../../context';
import { insertMessage } from '../../repositories/messages';
import {
  chaptersDueForRecheck,
  claimRecheck,
  type RecheckCandidate,
} from '../../repositories/prepublish-rechecks';
import { rulesInForce } from './rules';

/** The last re-check comes this long before a chapter goes out. */
export const RECHECK_BEFORE_MS = 12 * 60 * 60 * 1000;
/** Chapters re-checked per run; the rest wait for the next tick. */
const PER_RUN = 100;
/** Words a message quotes at most. */
const QUOTED = 3;

/**
 * Re-checks up to 100 scheduled chapters due for it, soonest first: how many
 * were checked (0 when none was due) and how many would be held (messaged).
 */
export async function recheckScheduledChapters(
  app: AppContext,
): Promise<{ checked: number; held: number }> {
  const now = app.now();
  const rules = await rulesInForce(app.db, app.db, now);
  const rulesVersion = rules.compiled.version;
  const horizon = new Date(now.getTime() + RECHECK_BEFORE_MS);
  const due = await chaptersDueForRecheck(app.db, rulesVersion, horizon, PER_RUN);
  let sent = 0;
  for (const chapter of due) {
    const holding = checkRules(rules.compiled, chapter.content).filter(
      (f) => f.severity === 'block',
    );
    const claim = {
      chapterId: chapter.id,
      rulesVersion,
      publishAt: chapter.publishAt,
      near: chapter.publishAt.getTime() <= horizon.getTime(),
      checkedAt: now,
    };
    const messaged = await app.db.transaction(async (tx) => {
      if (!(await claimRecheck(tx, claim)) || holding.length === 0) return false;
      await insertMessage(tx, messageOf(chapter, holding, now));
      return true;
    });
    if (messaged) {
      sent += 1;
      app.readCache.invalidateAuthor(chapter.authorId);
    }
  }
  return { checked: due.length, held: sent };
}

function messageOf(chapter: RecheckCandidate, holding: readonly Finding[], now: Date) {
  const words = [...new Set(holding.map((f) => f.excerpt))]
    .slice(0, QUOTED)
    .map((w) => `“${w}”`)
    .join('、');
  const params = {
    book: chapter.bookTitle,
    chapter_no: String(chapter.chapterNo),
    chapter: chapter.title,
    count: String(holding.length),
    words,
  };
  return {
    authorId: chapter.authorId,
    type: 'notice' as const,
    title: `定时章节《${chapter.title}》发布前会被拦下`,
    subTitle: '发布前复查',
    content: `《${params.book}》第 ${params.chapter_no} 章《${params.chapter}》已定时发布，复查发现 ${params.count} 处会被拦下的内容：${words}。请在发布前修改，否则本章发布时会被平台拦下。`,
    messageType: MESSAGE_HINT.error,
    status: 0,
    time: now,
    category: 'review' as const,
    targetKind: 'chapter' as const,
    targetId: chapter.id,
    bookId: chapter.bookId,
    quote: words,
    template: 'prepublish_recheck' as const,
    templateParams: params,
  };
}
