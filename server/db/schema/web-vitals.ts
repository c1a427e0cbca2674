/** Web-vitals from real sessions. */
import { date, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Web-vitals from real sessions, aggregated per UTC day, page, metric and
 * rating: a beacon adds to a row instead of adding rows, pages per day are
 * capped and old days dropped (server/routes/rum.ts), so the table stays
 * small whatever is sent.
 */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    page: text('page').notNull(),
    rating: text('rating').notNull(),
    samples: integer('samples').notNull(),
    valueSum: doublePrecision('value_sum').notNull(),
    valueMax: doublePrecision('value_max').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.page, t.rating] })],
);
