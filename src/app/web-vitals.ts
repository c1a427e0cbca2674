/**
 * Real-user monitoring: the Core Web Vitals of real authors' sessions (LCP,
 * INP, CLS, plus FCP and TTFB) sent to PUBLIC_RUM_URL. Lab benchmarks run on
 * one machine; these figures come from the phones and laptops authors write
 * on. Nothing is collected when the variable is unset.
 *
 * Figures are batched and sent once, when the page is hidden (tab switch,
 * close, navigation away): the moment the browser still lets a beacon out and
 * when LCP and CLS are final.
 */
import type { Metric } from 'web-vitals';

/** One figure as the server's /rum endpoint takes it. */
export interface RumMetric {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  /** The route's path: ids live in the query, so no author data leaks here. */
  page: string;
}

/**
 * Figures of the page load itself: they belong to the route the session
 * landed on, even when web-vitals reports them after the author moved on
 * (LCP is final at the first input, and reported when the browser is idle).
 */
const LOAD_METRICS: ReadonlySet<Metric['name']> = new Set(['TTFB', 'FCP', 'LCP']);

/** The page a figure is filed under: the landing route for load figures, else the current one. */
export function metricPage(name: Metric['name'], landing: string, current: string): string {
  return LOAD_METRICS.has(name) ? landing : current;
}

/** Most figures one beacon carries; a long session reports INP repeatedly. */
export const MAX_BATCH = 20;

/** A queue of figures that empties into one beacon body. */
export function createRumQueue() {
  let pending: RumMetric[] = [];
  return {
    add(metric: Metric, page: string): void {
      // CLS keeps its full precision; timings need no sub-millisecond digits.
      const value = metric.name === 'CLS' ? metric.value : Math.round(metric.value);
      // A later report of the same metric on the same page replaces the earlier one.
      pending = pending.filter((m) => !(m.name === metric.name && m.page === page));
      pending.push({ name: metric.name, value, rating: metric.rating, page });
      if (pending.length > MAX_BATCH) pending = pending.slice(-MAX_BATCH);
    },
    /** The body to send, or null when there is nothing; empties the queue. */
    take(): string | null {
      if (pending.length === 0) return null;
      const body = JSON.stringify({ metrics: pending });
      pending = [];
      return body;
    },
  };
}

/** Starts collecting when `url` is set; loads web-vitals lazily, after the app. */
export function reportWebVitals(url: string | undefined): void {
  if (!url || typeof navigator.sendBeacon !== 'function') return;
  const landing = window.location.pathname;
  const queue = createRumQueue();
  const flush = () => {
    const body = queue.take();
    if (body) navigator.sendBeacon(url, body);
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const record = (metric: Metric) =>
      queue.add(metric, metricPage(metric.name, landing, window.location.pathname));
    for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(record);
  });
}
