/**
 * The income screen's filters: the book ('All works' first), the month
 * range preset, and a custom range applied only once the server would
 * accept it. Every change becomes a new URL (the screen's `onQuery`).
 */

import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../../components/intl';
import type { IncomeBook } from '../../lib/contract/income-types';
import {
  customRangeError,
  INCOME_RANGES,
  type IncomeCalendar,
  type IncomeQuery,
  type IncomeRange,
  resolveRange,
} from '../../machines/income/income.logic';
import { idPart } from './income-format';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  field: {
    flexBasis: '220px',
    flexGrow: 0,
    minWidth: 0,
    '@media (max-width: 600px)': { flexGrow: 1, flexBasis: '100%' },
  },
  // A native select is as wide as its longest option unless told otherwise.
  select: { minWidth: 0, '& select': { minWidth: 0 } },
  custom: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    '@media (max-width: 600px)': { flexBasis: '100%' },
  },
  month: { flexBasis: '160px', minWidth: 0, '@media (max-width: 600px)': { flexGrow: 1 } },
  apply: { marginTop: '26px' },
});

/** Props of {@link IncomeFilters}. */
export interface IncomeFiltersProps {
  readonly query: IncomeQuery;
  readonly books: readonly IncomeBook[];
  /** Null until the overview answered: the custom range needs the current month. */
  readonly calendar: IncomeCalendar | null;
  readonly onQuery: (query: IncomeQuery) => void;
}

export function IncomeFilters({ query, books, calendar, onQuery }: IncomeFiltersProps) {
  const styles = useStyles();
  const t = useT();
  // 'custom' picked but not applied yet: the inputs show, the URL waits.
  const [picking, setPicking] = useState(false);
  const resolved = calendar ? resolveRange(query, calendar) : null;
  const [from, setFrom] = useState(resolved?.from ?? '');
  const [to, setTo] = useState(resolved?.to ?? '');
  const [tried, setTried] = useState(false);
  const showCustom = picking || query.range === 'custom';
  const error = calendar ? customRangeError(from, to, calendar.currentMonth) : null;

  const pickRange = (range: IncomeRange) => {
    setTried(false);
    if (range === 'custom') {
      if (resolved) {
        setFrom(resolved.from);
        setTo(resolved.to);
      }
      setPicking(true);
      return;
    }
    setPicking(false);
    onQuery({ ...query, range, from: null, to: null });
  };
  const apply = () => {
    setTried(true);
    if (error || !calendar) return;
    setPicking(false);
    onQuery({ ...query, range: 'custom', from, to });
  };

  return (
    <div className={styles.root}>
      <Field label={t('income.filter.book')} className={styles.field}>
        <Select
          className={styles.select}
          value={query.book ?? ''}
          onChange={(_, data) => onQuery({ ...query, book: data.value || null })}
        >
          <option value="">{t('income.filter.allBooks')}</option>
          {books.map((book) => (
            <option key={book.id} value={book.id}>
              {t(`income.filter.bookOption.${idPart(book.kind)}`, { title: book.title })}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('income.filter.range')} className={styles.field}>
        <Select
          className={styles.select}
          value={showCustom ? 'custom' : query.range}
          onChange={(_, data) => pickRange(data.value as IncomeRange)}
        >
          {INCOME_RANGES.map((range) => (
            <option key={range} value={range} disabled={range === 'custom' && !calendar}>
              {t(`income.range.${idPart(range)}`)}
            </option>
          ))}
        </Select>
      </Field>
      {showCustom && calendar ? (
        <div className={styles.custom}>
          <Field
            label={t('income.range.from')}
            className={styles.month}
            validationMessage={tried && error ? t(error) : undefined}
          >
            <Input
              type="month"
              value={from}
              max={calendar.currentMonth}
              onChange={(_, data) => setFrom(data.value)}
            />
          </Field>
          <Field label={t('income.range.to')} className={styles.month}>
            <Input
              type="month"
              value={to}
              max={calendar.currentMonth}
              onChange={(_, data) => setTo(data.value)}
            />
          </Field>
          <Button className={styles.apply} appearance="primary" onClick={apply}>
            {t('income.range.apply')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
