import { describe, expect, it } from 'vitest';
import { INCOME_CLASSES } from '../../../src/lib/contract/income-data';
import { allocate, COMPONENT_CLASS, INCOME_COMPONENTS, incomeByClass, withhold } from './tax';

const yuan = (n: number) => Math.round(n * 100);

describe('withhold: the worked examples', () => {
  it('takes 140 yuan of a 1,500 yuan attendance bonus as labour remuneration', () => {
    expect(withhold('labour_remuneration', yuan(1500))).toEqual({
      income_class: 'labour_remuneration',
      income: yuan(1500),
      deduction: yuan(800),
      reduction: 0,
      taxable_base: yuan(700),
      rate_percent: 20,
      quick_deduction: 0,
      withheld: yuan(140),
    });
  });

  it('takes 98 yuan of the same 1,500 yuan as author’s remuneration (70% of the base)', () => {
    expect(withhold('authors_remuneration', yuan(1500))).toMatchObject({
      deduction: yuan(800),
      reduction: yuan(210),
      taxable_base: yuan(490),
      rate_percent: 20,
      withheld: yuan(98),
    });
  });

  it('takes 20% of the base as royalties', () => {
    expect(withhold('royalties', yuan(1500))).toMatchObject({
      taxable_base: yuan(700),
      withheld: yuan(140),
    });
  });
});

describe('withhold: the deduction', () => {
  it('deducts 800 yuan up to 4,000 yuan of income and 20% above', () => {
    expect(withhold('royalties', yuan(4000)).deduction).toBe(yuan(800));
    expect(withhold('royalties', yuan(4000)).taxable_base).toBe(yuan(3200));
    // 4,000.01: 20% of it is 800.002, the base 3,200.008 -> 3,200.01 after rounding.
    expect(withhold('royalties', 400_001).deduction).toBe(80_000);
    expect(withhold('royalties', 400_001).taxable_base).toBe(320_001);
    expect(withhold('royalties', yuan(10_000))).toMatchObject({
      deduction: yuan(2000),
      taxable_base: yuan(8000),
      withheld: yuan(1600),
    });
  });

  it('withholds nothing up to 800 yuan and on nothing or less', () => {
    for (const incomeClass of INCOME_CLASSES) {
      expect(withhold(incomeClass, yuan(800)).withheld).toBe(0);
      expect(withhold(incomeClass, yuan(600))).toMatchObject({ deduction: yuan(600), withheld: 0 });
      expect(withhold(incomeClass, 0).withheld).toBe(0);
      expect(withhold(incomeClass, -yuan(50))).toMatchObject({ withheld: 0, taxable_base: 0 });
    }
    expect(withhold('labour_remuneration', yuan(800.01)).withheld).toBe(0); // 0.2 fen rounds to 0
    expect(withhold('labour_remuneration', yuan(800.05)).withheld).toBe(1);
  });
});

describe('withhold: labour remuneration brackets', () => {
  it('applies 20% up to a base of 20,000, 30% - 2,000 up to 50,000, 40% - 7,000 above', () => {
    // Income 25,000: base 20,000, still 20%.
    expect(withhold('labour_remuneration', yuan(25_000))).toMatchObject({
      taxable_base: yuan(20_000),
      rate_percent: 20,
      quick_deduction: 0,
      withheld: yuan(4000),
    });
    // Income 50,000: base 40,000 x 30% - 2,000 = 10,000.
    expect(withhold('labour_remuneration', yuan(50_000))).toMatchObject({
      taxable_base: yuan(40_000),
      rate_percent: 30,
      quick_deduction: yuan(2000),
      withheld: yuan(10_000),
    });
    // Income 100,000: base 80,000 x 40% - 7,000 = 25,000.
    expect(withhold('labour_remuneration', yuan(100_000))).toMatchObject({
      taxable_base: yuan(80_000),
      rate_percent: 40,
      quick_deduction: yuan(7000),
      withheld: yuan(25_000),
    });
  });

  it('is continuous at the bracket edges (no cliff of tax)', () => {
    const at = (base: number) => withhold('labour_remuneration', Math.round((base * 5) / 4));
    expect(at(2_000_000).withheld).toBe(400_000);
    expect(at(2_000_004).withheld - at(2_000_000).withheld).toBeLessThanOrEqual(2);
    expect(at(5_000_000).withheld).toBe(1_300_000);
    expect(at(5_000_004).withheld - at(5_000_000).withheld).toBeLessThanOrEqual(2);
  });

  it('never taxes author’s remuneration or royalties progressively', () => {
    expect(withhold('authors_remuneration', yuan(100_000))).toMatchObject({
      taxable_base: yuan(56_000),
      rate_percent: 20,
      withheld: yuan(11_200),
    });
    expect(withhold('royalties', yuan(100_000)).withheld).toBe(yuan(16_000));
  });
});

describe('income classes of the components', () => {
  it('names a class for every component and sums a month by class', () => {
    expect(Object.keys(COMPONENT_CLASS).sort()).toEqual([...INCOME_COMPONENTS].sort());
    expect(
      incomeByClass({
        subscription: 1000,
        reward: 200,
        ad_share: 30,
        attendance_bonus: 60_000,
        guarantee_top_up: 5,
        completion_reward: 0,
        adjustment: -100,
      }),
    ).toEqual({ authors_remuneration: 1100, royalties: 30, labour_remuneration: 60_005 });
  });
});

describe('allocate', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(9800, [3, 1])).toEqual([7350, 2450]);
    const parts = allocate(12_345, [7, 13, 0, 29]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(12_345);
    expect(parts[2]).toBe(0);
  });

  it('gives nothing to negative or zero weights, and nothing at all when no weight is positive', () => {
    expect(allocate(500, [-200, 100])).toEqual([0, 500]);
    expect(allocate(500, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
  });
});
