/** Web-vitals from real sessions. */
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';

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

/**
 * Request counters of fixed time windows, one row per key (a client
 * address of /rum, or the whole endpoint): counted by one atomic upsert, so
 * a limit holds across concurrent requests and any number of server
 * processes (server/repositories/rate-windows.ts). Old rows are swept.
 */
export const rateWindows = pgTable(
  'rate_windows',
  {
    key: text('key').primaryKey(),
    windowStart: tstz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_windows_window_start_idx').on(t.windowStart)],
);
