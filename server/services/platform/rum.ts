/**
 * Web-vitals storage: each beacon adds to daily aggregates (per UTC day,
 * page, metric and rating: samples, sum, max) instead of adding rows. Pages
 * are route paths; past RUM_MAX_PAGES_PER_DAY distinct pages in a day the
 * rest are filed under RUM_OTHER_PAGE, and days older than RUM_KEEP_DAYS
 * are swept, so the table's size has a bound whatever strangers send.
 */
import type { AppContext } from '../../context';
import {
  addToDailyFigures,
  deleteDaysBefore,
  pagesOfDay,
  type WebVitalsRow,
} from '../../repositories/web-vitals';

export const RUM_MAX_PAGES_PER_DAY = 100;
export const RUM_OTHER_PAGE = '/(other)';
const RUM_KEEP_DAYS = 90;

export interface RumMetric {
  name: string;
  value: number;
  rating: string;
  page: string;
}

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

export async function storeBeacon(app: AppContext, metrics: readonly RumMetric[]): Promise<void> {
  const day = dayOf(app.now());
  const pages = new Set(await pagesOfDay(app.db, day));
  // One row per aggregate key: an upsert may not touch the same row twice.
  const rows = new Map<string, WebVitalsRow>();
  for (const metric of metrics) {
    let page = metric.page;
    if (!pages.has(page)) {
      if (pages.size >= RUM_MAX_PAGES_PER_DAY) page = RUM_OTHER_PAGE;
      pages.add(page);
    }
    const key = `${metric.name}\n${page}\n${metric.rating}`;
    const row = rows.get(key);
    if (row) {
      row.samples += 1;
      row.valueSum += metric.value;
      row.valueMax = Math.max(row.valueMax, metric.value);
    } else {
      rows.set(key, {
        day,
        name: metric.name,
        page,
        rating: metric.rating,
        samples: 1,
        valueSum: metric.value,
        valueMax: metric.value,
      });
    }
  }
  await addToDailyFigures(app.db, [...rows.values()]);
}

/** Drops days past the retention (the scheduler runs it). */
export async function sweepOldWebVitals(app: AppContext): Promise<void> {
  const oldest = dayOf(new Date(app.now().getTime() - RUM_KEEP_DAYS * 86_400_000));
  await deleteDaysBefore(app.db, oldest);
}
