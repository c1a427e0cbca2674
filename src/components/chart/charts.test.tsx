// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '../intl';
import { Sparkline } from './sparkline';
import { TrendChart } from './trend-chart';

afterEach(cleanup);

const DAYS = [
  { date: '2026-11-01', value: 120 },
  { date: '2026-11-02', value: 480 },
  { date: '2026-11-03', value: 300 },
];

const sparkline = (points = DAYS, loading = false) => (
  <Sparkline
    title="Readers, last 30 days"
    points={points}
    loading={loading}
    emptyText="No reader data yet"
    formatValue={(value) => value.toLocaleString('en-US')}
    formatDay={(date) => date.slice(5)}
    peakText={(value, date) => `Peak ${value} on ${date}`}
  />
);

describe('<Sparkline>', () => {
  it('names the peak, the first and last days, and every day for screen readers', () => {
    render(sparkline());
    const figure = screen.getByRole('figure', { name: 'Readers, last 30 days' });
    expect(figure.textContent).toContain('Peak 480 on 11-02');
    expect(figure.textContent).toContain('11-01');
    expect(figure.textContent).toContain('11-03');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Readers, last 30 days: 11-01 120, 11-02 480, 11-03 300',
    );
  });

  it('draws the peak at the top band and a zero day on the baseline', () => {
    const { container } = render(
      sparkline([
        { date: '2026-11-01', value: 0 },
        { date: '2026-11-02', value: 100 },
      ]),
    );
    const line = container.querySelectorAll('path')[1]?.getAttribute('d');
    // 120 px high, 10% headroom above the peak: 100 sits at 120 - 120 / 1.1.
    expect(line).toBe('M0.0,120.0L1000.0,10.9');
  });

  it('says there is no data instead of drawing an empty line, and holds its place while loading', () => {
    render(sparkline([]));
    expect(screen.getByRole('img', { name: 'Readers, last 30 days' }).textContent).toContain(
      'No reader data yet',
    );
    cleanup();
    render(sparkline(DAYS, true));
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.getByLabelText('Readers, last 30 days')).toBeTruthy();
  });
});

describe('<TrendChart>', () => {
  const chart = (loading: boolean, points = DAYS) =>
    render(
      <IntlProvider>
        <TrendChart
          title="Income"
          loading={loading}
          emptyText="No income yet"
          series={[{ legend: 'Income', points }]}
        />
      </IntlProvider>,
    );

  it('holds its place while the data loads', () => {
    chart(true);
    expect(screen.getByLabelText('Income')).toBeTruthy();
    expect(screen.queryByText('No income yet')).toBeNull();
  });

  it('says a series without points has no data', () => {
    chart(false, []);
    expect(screen.getByRole('img', { name: 'Income' }).textContent).toContain('No income yet');
  });
});
