import { describe, expect, it } from 'vitest';
import { categoryName, categoryPathText } from './categories';

const SCIFI = { 'zh-CN': '科幻', 'en-US': 'Sci-fi' };
const STARS = { 'zh-CN': '星际文明', 'en-US': 'Interstellar civilisation' };

describe('category names', () => {
  it('picks the name of the locale', () => {
    expect(categoryName(SCIFI, 'zh-CN')).toBe('科幻');
    expect(categoryName(SCIFI, 'en-US')).toBe('Sci-fi');
  });

  it('falls back to the zh-CN name when the locale has none', () => {
    expect(categoryName({ 'zh-CN': '自建分类', 'en-US': '' }, 'en-US')).toBe('自建分类');
  });

  it('joins a path in one locale', () => {
    expect(categoryPathText([SCIFI, STARS], 'en-US')).toBe('Sci-fi / Interstellar civilisation');
    expect(categoryPathText([SCIFI, STARS], 'zh-CN', ' · ')).toBe('科幻 · 星际文明');
    expect(categoryPathText([], 'en-US')).toBe('');
  });
});
