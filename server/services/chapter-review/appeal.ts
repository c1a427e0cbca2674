/**
 * The author's appeal of a blocked chapter. It carries exactly what changed
 * since the block: the server diffs the text readers had at the block with
 * the saved working text (the pending revision, where edits of a published
 * chapter go), keeps that text in history and waits for the platform.
 */
import type { ChapterReview } from '../../../src/lib/contract/chapter-review';
import { countWords } from '../../../src/lib/word-count';
import type { AppContext } from '../../context';
import { notAllowed, notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import { insertReviewEvents, setReviewState } from '../../repositories/chapter-review';
import { chapterRow, ownChapterBookId } from '../../repositories/chapters';
import { keepText } from '../chapters/history';
import { lockBook } from '../chapters/ownership';
import { appealDiff } from './texts';
import { appealChanges, appealTexts, reviewOf } from './timeline';

export async function appealChapterReview(
  app: AppContext,
  authorId: string,
  body: RequestBody<'appealChapterReview'>,
): Promise<ChapterReview> {
  return app.db.transaction(async (tx) => {
    const bookId = await ownChapterBookId(tx, authorId, body.chapter_id);
    if (!bookId) throw notFound();
    await lockBook(tx, bookId);
    const chapter = await chapterRow(tx, body.chapter_id);
    if (!chapter) throw notFound();
    if (chapter.reviewState === 'appealed') throw notAllowed('An appeal already waits');
    const texts = await appealTexts(tx, chapter);
    if (!texts) throw notAllowed('Only a blocked chapter can be appealed');
    if (!appealChanges(texts)) throw notAllowed('Nothing changed since the block');
    const now = app.now();
    const versionId = await keepText(
      tx,
      {
        chapterId: chapter.id,
        bookId,
        title: texts.after.title,
        content: texts.after.content,
        authorNote: texts.after.authorNote,
        wordCount: countWords(texts.after.content),
      },
      now,
    );
    const note = body.note?.trim();
    await insertReviewEvents(tx, [
      {
        chapterId: chapter.id,
        bookId,
        kind: 'appeal_submitted',
        reason: note ? note : null,
        spans: [],
        diff: appealDiff(texts.before, texts.after),
        versionId,
        createTime: now,
      },
    ]);
    await setReviewState(tx, [chapter.id], 'appealed');
    return reviewOf(tx, { ...chapter, reviewState: 'appealed' });
  });
}
