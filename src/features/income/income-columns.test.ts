import { describe, expect, it } from 'vitest';
import { EN_US, ZH_CN } from '../../i18n/messages';
import { STATEMENT_AMOUNT_COLUMNS } from './income-columns';

describe('STATEMENT_AMOUNT_COLUMNS', () => {
  it('define every column in words that need no values (the table has none to give)', () => {
    for (const catalogue of [ZH_CN, EN_US] as Record<string, string>[]) {
      for (const column of STATEMENT_AMOUNT_COLUMNS) {
        // A definition waiting for {bonus} showed its id, "income.def.attendanceBonus".
        expect(catalogue[column.definition], column.definition).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
