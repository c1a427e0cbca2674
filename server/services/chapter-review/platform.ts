/**
 * The platform's review decisions on a chapter: block it (a reason and the
 * words it points at), approve it, take it into human review, decide an
 * appeal. Plain functions over the database, driven by `npm run editor` and
 * the dev route; each sends the author a message that opens the chapter.
 * Refusals are the API's (102001 unknown chapter, 103001 wrong state,
 * 101001 a span outside the text), which the script prints.
 */
import type { ChapterReview, ChapterReviewState } from '../../../src/lib/contract/chapter-review';
import {
  MESSAGE_HINT,
  type MessageTemplateKey,
  type ReviewReasonCode,
} from '../../../src/lib/contract/messages';
import type { Db } from '../../db/client';
import type { Chapter } from '../../db/schema';
import { invalid, notAllowed, notFound } from '../../http/failure';
import {
  chapterBookAndAuthor,
  insertReviewEvents,
  type NewReviewEvent,
  setReviewState,
} from '../../repositories/chapter-review';
import { revisionOf } from '../../repositories/chapter-revisions';
import { chapterRow } from '../../repositories/chapters';
import { insertMessage } from '../../repositories/messages';
import { keepText } from '../chapters/history';
import { lockBook } from '../chapters/ownership';
import { snapshotOf, takeRevision } from '../chapters/revisions';
import { rulesInForce } from '../prepublish/rules';
import { spansInText } from './texts';
import { reviewOf } from './timeline';

export type ReviewDecision =
  | { kind: 'block'; reason: string; spans: { start: number; end: number }[] }
  | { kind: 'approve' }
  | { kind: 'review' }
  | { kind: 'appeal_approve'; reason?: string }
  | { kind: 'appeal_reject'; reason: string };

/** The states each decision applies to. */
const FROM: Record<ReviewDecision['kind'], readonly ChapterReviewState[]> = {
  block: ['live', 'in_review'],
  approve: ['in_review', 'blocked'],
  review: ['live'],
  appeal_approve: ['appealed'],
  appeal_reject: ['appealed'],
};

/** The template of each decision's message (src/i18n message-templates.json). */
const TEMPLATE: Record<ReviewDecision['kind'], MessageTemplateKey> = {
  block: 'chapter_blocked',
  approve: 'chapter_approved',
  review: 'chapter_in_review',
  appeal_approve: 'appeal_approved',
  appeal_reject: 'appeal_rejected',
};

/** A template value's limit (the spec's MessageTemplate.params). */
const PARAM_MAX = 500;

interface Notice {
  title: string;
  content: string;
  hint: number;
  quote?: string;
  /** What the author must act on: the resubmit link of a block or a refused appeal. */
  review?: { reasonCode: ReviewReasonCode };
  template: { key: MessageTemplateKey; params: Record<string, string> };
}

/** A reason without its closing punctuation, for a template that closes the sentence. */
export function bareReason(text: string): string {
  return text.trim().replace(/[。！？.!?]+$/u, '');
}

function sentence(text: string): string {
  return /[。！？.!?]$/.test(text) ? text : `${text}。`;
}

/**
 * The author's message about a decision: the Chinese text kept on the row,
 * and the template key with its values (book, chapter number and title,
 * the reviewer's reason) that an English page shows instead.
 */
function noticeOf(
  bookTitle: string,
  chapter: Chapter,
  decision: ReviewDecision,
  quote: string,
  reasonCode: ReviewReasonCode,
): Notice {
  const name = `《${chapter.title}》`;
  const reason = 'reason' in decision ? (decision.reason ?? '') : '';
  const template = {
    key: TEMPLATE[decision.kind],
    params: {
      book: bookTitle.slice(0, PARAM_MAX),
      chapter_no: String(chapter.chapterNo),
      chapter: chapter.title.slice(0, PARAM_MAX),
      // The texts end the reason's sentence themselves.
      reason: bareReason(reason).slice(0, PARAM_MAX),
    },
  };
  switch (decision.kind) {
    case 'block':
      return {
        title: `章节${name}已被屏蔽`,
        content: `${sentence(decision.reason)}被指出的文字：${quote}。修改后可在编辑器的审核记录里申诉。`,
        hint: MESSAGE_HINT.error,
        quote,
        review: { reasonCode },
        template,
      };
    case 'approve':
      return {
        title: `章节${name}已通过审核`,
        content: '章节已上线，读者可以阅读。',
        hint: MESSAGE_HINT.success,
        template,
      };
    case 'review':
      return {
        title: `章节${name}进入人工审核`,
        content: '审核期间读者暂时看不到本章，结果会通过消息通知你。',
        hint: MESSAGE_HINT.warning,
        template,
      };
    case 'appeal_approve':
      return {
        title: `章节${name}申诉通过`,
        content: `${decision.reason ? sentence(decision.reason) : ''}修改后的章节已上线。`,
        hint: MESSAGE_HINT.success,
        template,
      };
    case 'appeal_reject':
      return {
        title: `章节${name}申诉未通过`,
        content: `${sentence(decision.reason)}可继续修改后再次申诉。`,
        hint: MESSAGE_HINT.error,
        review: { reasonCode },
        template,
      };
  }
}

/**
 * The message's reason code: sensitive content when the words pointed at
 * break a rule in force, else the staff's own judgement (other).
 */
function reasonCodeOf(spans: readonly { category: string }[]): ReviewReasonCode {
  return spans.some((s) => s.category !== 'platform' && s.category !== 'hygiene')
    ? 'sensitive_content'
    : 'other';
}

function step(
  chapter: Chapter,
  kind: NewReviewEvent['kind'],
  now: Date,
  extra: Partial<NewReviewEvent> = {},
): NewReviewEvent {
  return {
    chapterId: chapter.id,
    bookId: chapter.bookId,
    kind,
    reason: null,
    spans: [],
    diff: null,
    versionId: null,
    createTime: now,
    ...extra,
  };
}

/** Answers the author (whose cached reads the caller drops) and the chapter's review after it. */
export async function decideChapterReview(
  db: Db,
  cacheKey: object,
  chapterId: string,
  decision: ReviewDecision,
  now: Date,
): Promise<{ authorId: string; review: ChapterReview }> {
  return db.transaction(async (tx) => {
    const owner = await chapterBookAndAuthor(tx, chapterId);
    if (!owner) throw notFound(`No chapter with id ${chapterId}`);
    await lockBook(tx, owner.bookId);
    let chapter = await chapterRow(tx, chapterId);
    if (!chapter) throw notFound(`No chapter with id ${chapterId}`);
    const from = FROM[decision.kind];
    if (!chapter.reviewState || !from.includes(chapter.reviewState)) {
      throw notAllowed(
        `${decision.kind} applies to a chapter ${from.join(' or ')}; this one is ${chapter.reviewState ?? 'not published'}`,
      );
    }
    const events: NewReviewEvent[] = [];
    let state: ChapterReviewState;
    let quote = '';
    let reasonCode: ReviewReasonCode = 'other';
    switch (decision.kind) {
      case 'block': {
        const rules = await rulesInForce(tx, cacheKey, now);
        const spans = spansInText(chapter.content, decision.spans, rules.compiled);
        if (!spans || spans.length === 0) throw invalid({ spans: 'validation.range' });
        // What readers had at the block: the appeal's diff starts from it.
        const versionId = await keepText(tx, snapshotOf(chapter), now, { published: true });
        events.push(step(chapter, 'blocked', now, { reason: decision.reason, spans, versionId }));
        quote = spans.map((s) => `「${s.excerpt}」`).join('、');
        reasonCode = reasonCodeOf(spans);
        state = 'blocked';
        break;
      }
      case 'approve':
      case 'review':
        state = decision.kind === 'approve' ? 'live' : 'in_review';
        events.push(step(chapter, state, now));
        break;
      case 'appeal_approve': {
        const revision = await revisionOf(tx, chapter.id);
        // The appeal's text becomes what readers get.
        if (revision && chapter.status === 'published') {
          chapter = await takeRevision(tx, chapter, revision, now);
        }
        events.push(
          step(chapter, 'appeal_approved', now, { reason: decision.reason ?? null }),
          step(chapter, 'live', now),
        );
        state = 'live';
        break;
      }
      case 'appeal_reject':
        events.push(step(chapter, 'appeal_rejected', now, { reason: decision.reason }));
        state = 'blocked';
        break;
    }
    await insertReviewEvents(tx, events);
    await setReviewState(tx, [chapter.id], state);
    const notice = noticeOf(owner.bookTitle, chapter, decision, quote, reasonCode);
    await insertMessage(tx, {
      authorId: owner.authorId,
      type: 'notice',
      title: notice.title,
      subTitle: '章节审核',
      content: notice.content,
      messageType: notice.hint,
      status: 0,
      time: now,
      category: 'review',
      targetKind: 'chapter',
      targetId: chapter.id,
      bookId: owner.bookId,
      quote: notice.quote ?? null,
      reasonCode: notice.review?.reasonCode ?? null,
      changes: [],
      template: notice.template.key,
      templateParams: notice.template.params,
    });
    return {
      authorId: owner.authorId,
      review: await reviewOf(tx, { ...chapter, reviewState: state }),
    };
  });
}
