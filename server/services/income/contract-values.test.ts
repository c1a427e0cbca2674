/**
 * The value lists of src/lib/contract/income-data.ts and the enums of
 * openapi/author.yaml must say the same: the server stores and answers the
 * first, clients are typed from the second.
 */
import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_REASONS,
  ATTENDANCE_DAY_STATUSES,
  ATTENDANCE_REASONS,
  ATTENDANCE_VERDICTS,
  CHAPTER_SORT_KEYS,
  DATA_CHAPTERS_MAX_PAGE_SIZE,
  HOLD_FIXES,
  HOLD_REASONS,
  INCOME_CLASSES,
  SETTLEMENT_STATES,
} from '../../../src/lib/contract/income-data';
import { loadSpec } from '../../spec';
import { HOLD_FIX } from './settlement';

type Schema = {
  enum?: unknown[];
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  maximum?: number;
};
const document = loadSpec().document as {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, { parameters?: { name: string; schema: Schema }[] }>>;
};
const schema = (name: string) => document.components.schemas[name]!;
const enumOf = (s: Schema | undefined) => (s?.enum ?? []).filter((v) => v !== null).sort();
const sorted = (values: readonly string[]) => [...values].sort();

describe('income and data value lists', () => {
  it('match the spec’s enums', () => {
    expect(enumOf(schema('SettlementState'))).toEqual(sorted(SETTLEMENT_STATES));
    expect(enumOf(schema('IncomeClass'))).toEqual(sorted(INCOME_CLASSES));
    expect(enumOf(schema('IncomeHold').properties?.reason)).toEqual(sorted(HOLD_REASONS));
    expect(enumOf(schema('IncomeHold').properties?.fix)).toEqual(sorted(HOLD_FIXES));
    expect(enumOf(schema('IncomeAdjustment').properties?.reason)).toEqual(
      sorted(ADJUSTMENT_REASONS),
    );
    const book = schema('AttendanceBook').properties!;
    expect(enumOf(book.verdict)).toEqual(sorted(ATTENDANCE_VERDICTS));
    expect(enumOf(book.reason)).toEqual(sorted(ATTENDANCE_REASONS));
    expect(enumOf(schema('AttendanceDay').properties?.status)).toEqual(
      sorted(ATTENDANCE_DAY_STATUSES),
    );
    const chapterParams = document.paths['/author/data/chapters']!.get!.parameters!;
    const param = (name: string) => chapterParams.find((p) => p.name === name)?.schema;
    expect(enumOf(param('sort'))).toEqual(sorted(CHAPTER_SORT_KEYS));
    expect(param('page_size')?.maximum).toBe(DATA_CHAPTERS_MAX_PAGE_SIZE);
  });

  it('name a fix for every hold reason, each fix one the spec knows', () => {
    expect(Object.keys(HOLD_FIX).sort()).toEqual(sorted(HOLD_REASONS));
    for (const fix of Object.values(HOLD_FIX)) expect(HOLD_FIXES).toContain(fix);
  });
});
