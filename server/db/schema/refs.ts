/** Columns the income and reader-data tables share. */
import { date, text } from 'drizzle-orm/pg-core';
import { authors } from './accounts';
import { books } from './books';

// Rows belong to an author (and most to a book) and go with them.
export const authorRef = () =>
  text('author_id')
    .notNull()
    .references(() => authors.id, { onDelete: 'cascade' });
export const bookRef = () =>
  text('book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' });
// String mode keeps 'YYYY-MM-DD' as is: a JS Date would shift it by the
// server's time zone.
export const day = (name: string) => date(name, { mode: 'string' });
