import { describe, expect, it } from 'vitest';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { createPrepublishActors } from './prepublish';
import { run, testApi } from './testing';

const rule = {
  id: 'ads.one',
  category: 'advertising',
  severity: 'warn',
  literals: ['买一送一'],
  explanation: { zh: '广告', en: 'An advert' },
  suggestion: { zh: '删去', en: 'Remove it' },
};

describe('the pre-publish actors', () => {
  it('read the rules in force into the check’s rules', async () => {
    const fetch = fakeFetch(() => envelope(0, { version: 3, rules: [rule] }));
    const { fetchPrepublishRules } = createPrepublishActors(testApi(fetch));
    await expect(run(fetchPrepublishRules, {})).resolves.toEqual({
      version: 3,
      rules: [
        { ...rule, literals: undefined, pattern: { kind: 'literals', literals: ['买一送一'] } },
      ].map(({ literals: _, ...r }) => r),
      names: [],
    });
  });

  it('ask for a book’s names with its rules', async () => {
    const fetch = fakeFetch(() =>
      envelope(0, { version: 3, rules: [], names: ['林远山', '远山'] }),
    );
    const { fetchPrepublishRules } = createPrepublishActors(testApi(fetch));
    const rules = await run(fetchPrepublishRules, { bookId: 'b1' });
    expect(new URL((fetch.mock.calls[0]![0] as Request).url).searchParams.get('book_id')).toBe(
      'b1',
    );
    expect(rules.names).toEqual(['林远山', '远山']);
  });

  it('leave rules they cannot read to the server', async () => {
    const fetch = fakeFetch(() =>
      envelope(0, { version: 4, rules: [{ ...rule, category: 'unknown' }] }),
    );
    const { fetchPrepublishRules } = createPrepublishActors(testApi(fetch));
    await expect(run(fetchPrepublishRules, {})).resolves.toEqual({
      version: 4,
      rules: [],
      names: [],
    });
  });

  it('report a warning as wrong with the rule, its version, the words and the chapter', async () => {
    const fetch = fakeFetch(() => envelope(0, null));
    const { reportPrepublishFinding } = createPrepublishActors(testApi(fetch));
    await run(reportPrepublishFinding, {
      ruleId: 'advertising.shop',
      rulesVersion: 2,
      excerpt: '优惠券',
      chapterId: 'c1',
    });
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.url).toBe('http://api.test/author/prepublish/report');
    expect(await request.json()).toEqual({
      rule_id: 'advertising.shop',
      rules_version: 2,
      excerpt: '优惠券',
      chapter_id: 'c1',
    });
  });
});
