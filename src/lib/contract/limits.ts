/**
 * Field limits of the spec (openapi/author.yaml), in code points as JSON
 * Schema counts them (see codePointLength). The server validates requests
 * with the spec itself; these numbers are for checks the spec cannot say
 * (after trimming, per item of an import) and for the forms that warn before
 * sending. contract.test.ts fails when one drifts from the spec.
 */
export const FIELD_LIMITS = {
  /** PenName. */
  penName: { min: 2, max: 12 },
  /** BookTitle. */
  bookTitle: { max: 30 },
  /** Tags: at most 5 entries of at most 8 characters. */
  tags: { maxItems: 5, itemMax: 8 },
  /** Protagonists: at most 2 names of at most 12 characters. */
  protagonists: { maxItems: 2, itemMax: 12 },
  /** Synopsis (the minimum counts after trimming). */
  synopsis: { min: 20, max: 1000 },
  /** `keyword` of GET /author/book/list. */
  bookKeyword: { max: 30 },
  /** `page_size` of the paged lists (PageSize). */
  pageSize: { max: 100 },
  /** VolumeTitle. */
  volumeTitle: { max: 20 },
  /** ChapterTitle. */
  chapterTitle: { max: 50 },
  /** ChapterContent. */
  chapterContent: { max: 60_000 },
  /** AuthorNote. */
  authorNote: { max: 500 },
  /** `page_size` of GET /author/chapter/list. */
  chapterPageSize: { max: 500 },
  /** ChapterIds: ids per bulk chapter call. */
  chapterIds: { maxItems: 500 },
  /** `chapters` of an import call. */
  importChapters: { maxItems: 100 },
  /** SignApplyRequest.planned_total_words. */
  plannedTotalWords: { min: 100_000, max: 50_000_000 },
  /** SignApplyRequest.updates_per_week. */
  updatesPerWeek: { min: 1, max: 14 },
  /** SignApplyRequest.outline (the minimum counts after trimming). */
  signOutline: { min: 50, max: 5000 },
  /** SignContact.email. */
  contactEmail: { max: 100 },
} as const;
