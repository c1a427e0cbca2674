import { describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { createRumQueue, MAX_BATCH, metricPage } from './web-vitals';

// Only name, value and rating are read; the rest is there to satisfy the type.
const metric = (name: Metric['name'], value: number): Metric =>
  ({
    name,
    value,
    rating: 'good',
    delta: value,
    id: `v-${name}`,
    entries: [],
  }) as unknown as Metric;

describe('createRumQueue', () => {
  it('sends nothing when nothing was measured', () => {
    expect(createRumQueue().take()).toBeNull();
  });

  it('batches figures with their page, rounds timings, keeps CLS precise, then empties', () => {
    const queue = createRumQueue();
    queue.add(metric('LCP', 812.6), '/home');
    queue.add(metric('CLS', 0.0123), '/home');
    expect(JSON.parse(queue.take()!)).toEqual({
      metrics: [
        { name: 'LCP', value: 813, rating: 'good', page: '/home' },
        { name: 'CLS', value: 0.0123, rating: 'good', page: '/home' },
      ],
    });
    expect(queue.take()).toBeNull();
  });

  it('keeps the latest report of a metric per page', () => {
    const queue = createRumQueue();
    queue.add(metric('INP', 40), '/chapter-add');
    queue.add(metric('INP', 120), '/chapter-add');
    queue.add(metric('INP', 60), '/home');
    const sent = JSON.parse(queue.take()!).metrics;
    expect(sent).toEqual([
      { name: 'INP', value: 120, rating: 'good', page: '/chapter-add' },
      { name: 'INP', value: 60, rating: 'good', page: '/home' },
    ]);
  });

  it(`never sends more than ${MAX_BATCH} figures at once, keeping the newest`, () => {
    const queue = createRumQueue();
    for (let i = 0; i < MAX_BATCH + 5; i++) queue.add(metric('FCP', i), `/page-${i}`);
    const sent = JSON.parse(queue.take()!).metrics;
    expect(sent).toHaveLength(MAX_BATCH);
    expect(sent.at(-1).page).toBe(`/page-${MAX_BATCH + 4}`);
  });

  it('files load figures under the landing route and interactions under the current one', () => {
    expect(metricPage('LCP', '/login', '/home')).toBe('/login');
    expect(metricPage('FCP', '/login', '/home')).toBe('/login');
    expect(metricPage('TTFB', '/login', '/home')).toBe('/login');
    expect(metricPage('INP', '/login', '/home')).toBe('/home');
    expect(metricPage('CLS', '/login', '/home')).toBe('/home');
  });
});
