// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '../../components/intl';
import type { DataDaily, DataKpi } from '../../machines/book-data/book-data.types';
import { KpiCards } from './kpi-cards';

afterEach(cleanup);

const none: DataKpi = { value: 5, previous: null, change: null, change_percent: null, trend: null };
const daily = (kpis: Partial<DataDaily['kpis']>): DataDaily => ({
  book_id: 'b1',
  by: 'day',
  from: '2026-11-15',
  to: '2026-11-21',
  previous_from: '2026-11-08',
  previous_to: '2026-11-14',
  data_from: '2024-11-22',
  data_until: '2026-11-21',
  kpis: {
    readers: none,
    views: none,
    favorites_net: none,
    subscriptions: none,
    comments: none,
    ...kpis,
  },
  list: [],
});

const card = (name: string) => document.querySelector(`[data-kpi="${name}"]`) as HTMLElement;

describe('<KpiCards>', () => {
  it('says a fall is a fall, in words, whatever the numbers look like', () => {
    render(
      <IntlProvider>
        <KpiCards
          daily={daily({
            views: {
              value: 18230,
              previous: 18555,
              change: -325,
              change_percent: -1.8,
              trend: 'down',
            },
            readers: { value: 6120, previous: 6002, change: 118, change_percent: 2, trend: 'up' },
            // Up from nothing: no percentage to give.
            comments: { value: 7, previous: 0, change: 7, change_percent: null, trend: 'up' },
            subscriptions: { value: 30, previous: 30, change: 0, change_percent: 0, trend: 'flat' },
          })}
        />
      </IntlProvider>,
    );
    expect(screen.getByTestId('kpi-views').textContent).toBe('18,230');
    expect(card('views').textContent).toContain('较上期减少 325（1.8%）');
    expect(card('readers').textContent).toContain('较上期增加 118（2%）');
    expect(card('comments').textContent).toContain('较上期增加 7');
    expect(card('comments').textContent).not.toContain('%');
    expect(card('subscriptions').textContent).toContain('与上期持平');
    expect(card('favorites_net').textContent).toContain('无上期数据可对比');
  });

  it('offers the definition of every figure', () => {
    render(
      <IntlProvider>
        <KpiCards daily={daily({})} />
      </IntlProvider>,
    );
    for (const name of ['读者数（日均）', '阅读量', '净增收藏', '订阅数', '评论数']) {
      expect(screen.getByRole('button', { name: new RegExp(`“${name}”的含义`) })).toBeTruthy();
    }
  });
});
