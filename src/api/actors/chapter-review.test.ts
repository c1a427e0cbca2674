import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { createChapterReviewActors } from './chapter-review';
import { run, testApi } from './testing';

const review = { chapter_id: 'c1', state: 'appealed', events: [], appeal_draft: null };

describe('the chapter review actors', () => {
  it('read the timeline of the chapter', async () => {
    const seen: string[] = [];
    const fetch = fakeFetch((request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return envelope(0, review);
    });
    const { fetchReview } = createChapterReviewActors(testApi(fetch));
    await expect(run(fetchReview, { chapterId: 'c1' })).resolves.toEqual(review);
    expect(seen).toEqual(['GET /author/chapter/review?chapter_id=c1']);
  });

  it('send the appeal, with the note only when there is one', async () => {
    const bodies: unknown[] = [];
    const fetch = fakeFetch(async (request) => {
      bodies.push(await request.json());
      return envelope(0, review);
    });
    const { appeal } = createChapterReviewActors(testApi(fetch));
    await run(appeal, { chapterId: 'c1', note: '' });
    await run(appeal, { chapterId: 'c1', note: '已改' });
    expect(bodies).toEqual([{ chapter_id: 'c1' }, { chapter_id: 'c1', note: '已改' }]);
  });

  it('reject on a refusal', async () => {
    const fetch = fakeFetch(() => envelope(103001, null, 'Nothing changed since the block'));
    const { appeal } = createChapterReviewActors(testApi(fetch));
    await expect(run(appeal, { chapterId: 'c1', note: '' })).rejects.toBeTruthy();
  });
});
