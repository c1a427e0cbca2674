import { describe, expect, it } from 'vitest';
import { type BookMonth, buildStatements, computeMonth, totalsOf, zeroParts } from './statements';
import type { Components } from './tax';

const parts = (p: Partial<Components>): Components => ({ ...zeroParts(), ...p });
const bookMonth = (bookId: string, month: string, p: Partial<Components>): BookMonth => ({
  bookId,
  month,
  parts: parts(p),
  adjustments: p.adjustment
    ? [{ book_id: bookId, reason: 'reader_refunds', amount: p.adjustment }]
    : [],
});
const noFacts = { holds: new Map(), paidOn: new Map() };

describe('computeMonth', () => {
  it('taxes the author’s month per class and splits each class over the books', () => {
    const month = computeMonth('2026-02', [
      bookMonth('a', '2026-02', { subscription: 300_000, attendance_bonus: 150_000 }),
      bookMonth('b', '2026-02', { subscription: 100_000, ad_share: 50_000 }),
    ]);
    // Author's remuneration 4,000 yuan: (4,000 - 800) x 70% x 20% = 448.
    // Labour remuneration 1,500 yuan: (1,500 - 800) x 20% = 140.
    // Royalties 500 yuan: under 800, nothing.
    expect(month.lines.map((l) => [l.income_class, l.withheld])).toEqual([
      ['labour_remuneration', 14_000],
      ['authors_remuneration', 44_800],
      ['royalties', 0],
    ]);
    expect(month.author).toMatchObject({ preTax: 600_000, tax: 58_800, afterTax: 541_200 });
    expect(month.books.get('a')?.withheld).toEqual({
      labour_remuneration: 14_000,
      authors_remuneration: 33_600,
      royalties: 0,
    });
    expect(month.books.get('b')?.withheld.authors_remuneration).toBe(11_200);
  });
});

describe('buildStatements', () => {
  const history = [
    bookMonth('a', '2026-01', { subscription: 500_000 }),
    bookMonth('b', '2026-01', { subscription: 500_000, adjustment: -20_000 }),
    bookMonth('a', '2026-02', { subscription: 600_000 }),
    bookMonth('b', '2026-03', { subscription: 4_000 }),
  ];

  it('answers the author’s months with tax lines and year-to-date withholding', () => {
    const rows = buildStatements({ history, ...noFacts, today: '2026-04-20', bookId: null });
    expect(rows.map((r) => r.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    const [january, february] = rows;
    expect(january).toMatchObject({
      book_id: null,
      subscription: 1_000_000,
      adjustment: -20_000,
      pre_tax: 980_000,
      adjustments: [{ book_id: 'b', reason: 'reader_refunds', amount: -20_000 }],
    });
    // 9,800 yuan x 80% x 70% x 20% = 1,097.60.
    expect(january?.tax).toBe(109_760);
    expect(january?.after_tax).toBe(980_000 - 109_760);
    expect(january?.tax_lines[0]).toMatchObject({
      income_class: 'authors_remuneration',
      income: 980_000,
      withheld: 109_760,
      ytd_withheld: 109_760,
      share: null,
    });
    expect(february?.tax_lines[0]?.ytd_withheld).toBe(109_760 + february!.tax);
  });

  it('answers one book with its share of the tax; the shares add up to the author’s tax', () => {
    const all = buildStatements({ history, ...noFacts, today: '2026-04-20', bookId: null });
    const a = buildStatements({ history, ...noFacts, today: '2026-04-20', bookId: 'a' });
    const b = buildStatements({ history, ...noFacts, today: '2026-04-20', bookId: 'b' });
    expect(a.map((r) => r.month)).toEqual(['2026-01', '2026-02']);
    expect(b.map((r) => r.month)).toEqual(['2026-01', '2026-03']);
    expect(a[0]!.tax + b[0]!.tax).toBe(all[0]!.tax);
    expect(a[0]!.pre_tax + b[0]!.pre_tax).toBe(all[0]!.pre_tax);
    expect(a[0]?.tax_lines[0]).toMatchObject({
      income: 980_000,
      share: { income: 500_000, withheld: a[0]!.tax },
    });
    // The book without an adjustment carries the larger share of the class.
    expect(a[0]!.tax).toBeGreaterThan(b[0]!.tax);
    // Settlement is the author's: the same state and payable in every view.
    expect(a[0]?.payable).toBe(all[0]?.payable);
  });

  it('settles on the author’s after-tax income: a small month is carried, whichever book is shown', () => {
    const rows = buildStatements({ history, ...noFacts, today: '2026-04-20', bookId: 'b' });
    const march = rows.find((r) => r.month === '2026-03');
    // March's 40 yuan is below the payout minimum: carried to April.
    expect(march).toMatchObject({ state: 'carried_forward', carried_to: '2026-04' });
  });

  it('totals exactly the rows it is given', () => {
    const rows = buildStatements({ history, ...noFacts, today: '2026-04-20', bookId: null });
    const totals = totalsOf(rows.slice(0, 2));
    expect(totals.pre_tax).toBe(rows[0]!.pre_tax + rows[1]!.pre_tax);
    expect(totals.after_tax).toBe(totals.pre_tax - totals.tax);
    expect(totals.adjustment).toBe(-20_000);
    expect(totalsOf([])).toMatchObject({ pre_tax: 0, tax: 0, after_tax: 0 });
  });
});
