/** The platform's review of published chapters: the author's timeline and appeal, and the dev stand-in for staff. */

import { invalid } from '../http/failure';
import { authed, open } from '../http/operations';
import { appealChapterReview } from '../services/chapter-review/appeal';
import { decideChapterReview, type ReviewDecision } from '../services/chapter-review/platform';
import { chapterReview } from '../services/chapter-review/timeline';

export const chapterReviewHandlers = authed({
  getChapterReview: ({ query, author, app }) => chapterReview(app, author.id, query.chapter_id),
  appealChapterReview: ({ body, author, app }) => appealChapterReview(app, author.id, body),
});

export const devChapterReviewHandlers = open({
  async devDecideChapterReview({ body, app }) {
    const decision = decisionOf(body.decision, body.reason, body.spans ?? []);
    const { authorId, review } = await decideChapterReview(
      app.db,
      app.db,
      body.chapter_id,
      decision,
      app.now(),
    );
    app.readCache.invalidateAuthor(authorId);
    return review;
  },
});

/** The request as a decision: a block needs a reason and spans, a rejection a reason. */
function decisionOf(
  kind: ReviewDecision['kind'],
  reason: string | undefined,
  spans: { start: number; end: number }[],
): ReviewDecision {
  switch (kind) {
    case 'block':
      if (!reason) throw invalid({ reason: 'validation.required' });
      if (spans.length === 0) throw invalid({ spans: 'validation.required' });
      return { kind, reason, spans };
    case 'appeal_reject':
      if (!reason) throw invalid({ reason: 'validation.required' });
      return { kind, reason };
    case 'appeal_approve':
      return { kind, reason };
    default:
      return { kind };
  }
}
