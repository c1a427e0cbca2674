/** What readers did: daily book figures and chapter reads. */
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { chapters } from './chapters';
import { count } from './columns';
import { authorRef, bookRef, day } from './refs';

export const bookDailyStats = pgTable(
  'book_daily_stats',
  {
    bookId: bookRef(),
    authorId: authorRef(),
    date: day('date').notNull(),
    views: count('views'),
    readers: count('readers'),
    newFavorites: count('new_favorites'),
    favoritesRemoved: count('favorites_removed'),
    // The total at the end of the day, as the platform counted it.
    favorites: count('favorites'),
    subscriptions: count('subscriptions'),
    wordsAdded: count('words_added'),
    chaptersPublished: count('chapters_published'),
    comments: count('comments'),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.date] }),
    index('book_daily_stats_author_date_idx').on(t.authorId, t.date),
  ],
);

/** Reader figures of one chapter over its whole life. */
export const chapterReads = pgTable(
  'chapter_reads',
  {
    chapterId: text('chapter_id')
      .primaryKey()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    bookId: bookRef(),
    views: count('views'),
    uniqueReaders: count('unique_readers'),
    // Readers who reached the chapter's end.
    finishedReaders: count('finished_readers'),
    subscriptions: count('subscriptions'),
    // Purchases in the first 24 hours after publication.
    firstDaySubscriptions: count('first_day_subscriptions'),
    comments: count('comments'),
  },
  (t) => [index('chapter_reads_book_idx').on(t.bookId)],
);
