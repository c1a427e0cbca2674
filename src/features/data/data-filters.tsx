/**
 * The screen's query: the book, the period preset (or a custom range of up
 * to 366 days) and, once the figures are in, the days they cover and the
 * period they are compared with. Every choice becomes the URL's query.
 */
import {
  Button,
  Caption1,
  Field,
  makeStyles,
  mergeClasses,
  Select,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { DateField } from '../../components/date-field';
import { useT } from '../../components/intl';
import { DATA_MAX_DAYS } from '../../lib/contract/income-data';
import type { RangeProblem } from '../../machines/book-data/book-data.logic';
import {
  type BookDataQuery,
  type DataBook,
  type DataDaily,
  RANGE_PRESETS,
  type RangePreset,
} from '../../machines/book-data/book-data.types';
import { useDataFormat } from './data-format';
import { useDataStyles } from './data-styles';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  book: { minWidth: '200px', maxWidth: '100%', flexGrow: 1, flexBasis: '240px' },
  presets: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXXS },
  custom: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  dateField: { width: '190px', maxWidth: '100%' },
  period: { flexBasis: '100%' },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** A preset that shows it is the one chosen by more than a shade of grey. */
function PresetButton(props: { checked: boolean; onClick: () => void; children: string }) {
  return (
    <ToggleButton
      size="small"
      checked={props.checked}
      appearance={props.checked ? 'primary' : 'secondary'}
      onClick={props.onClick}
    >
      {props.children}
    </ToggleButton>
  );
}

/** Props of {@link DataFilters}. */
export interface DataFiltersProps {
  readonly books: readonly DataBook[];
  readonly book: DataBook | null;
  readonly query: BookDataQuery;
  readonly daily: DataDaily | null;
  readonly rangeProblem: RangeProblem | null;
  readonly onQuery: (query: BookDataQuery) => void;
}

export function DataFilters({
  books,
  book,
  query,
  daily,
  rangeProblem,
  onQuery,
}: DataFiltersProps) {
  const t = useT();
  const styles = useStyles();
  const shared = useDataStyles();
  const format = useDataFormat();
  // Custom shows its two days before the URL changes; Apply commits them.
  const [customOpen, setCustomOpen] = useState(query.range === 'custom');
  const [from, setFrom] = useState<string>(query.from || daily?.from || '');
  const [to, setTo] = useState<string>(query.to || daily?.to || '');
  useEffect(() => {
    if (query.range === 'custom') {
      setCustomOpen(true);
      setFrom(query.from);
      setTo(query.to);
    } else setCustomOpen(false);
  }, [query.range, query.from, query.to]);

  const choosePreset = (range: RangePreset) => {
    if (range === 'custom') {
      setCustomOpen(true);
      if (!from && daily) setFrom(daily.from);
      if (!to && daily) setTo(daily.to);
      return;
    }
    onQuery({ ...query, range, from: '', to: '' });
  };

  return (
    <div className={styles.root}>
      <Field className={styles.book} label={t('data.filters.book')}>
        <Select
          value={book?.book_id ?? ''}
          onChange={(_, data) => onQuery({ ...query, book: data.value })}
        >
          {book === null ? <option value="">{t('data.filters.chooseBook')}</option> : null}
          {books.map((item) => (
            <option key={item.book_id} value={item.book_id}>
              {item.data_until === null
                ? t('data.filters.bookNoData', { title: item.title })
                : item.title}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <Caption1>{t('data.filters.period')}</Caption1>
        </legend>
        <div className={styles.presets}>
          {RANGE_PRESETS.map((range) => (
            <PresetButton
              key={range}
              checked={range === 'custom' ? customOpen : !customOpen && query.range === range}
              onClick={() => choosePreset(range)}
            >
              {t(`data.range.${range}`)}
            </PresetButton>
          ))}
        </div>
      </fieldset>
      {customOpen ? (
        <form
          noValidate
          className={styles.custom}
          onSubmit={(event) => {
            event.preventDefault();
            onQuery({ ...query, range: 'custom', from, to });
          }}
        >
          <DateField
            className={styles.dateField}
            label={t('data.range.from')}
            value={from}
            onChange={setFrom}
          />
          <DateField
            className={styles.dateField}
            label={t('data.range.to')}
            value={to}
            onChange={setTo}
          />
          <Button type="submit" appearance="primary">
            {t('data.range.apply')}
          </Button>
        </form>
      ) : null}
      {rangeProblem ? (
        <Caption1 role="alert" className={mergeClasses(styles.period, styles.problem)}>
          {t(rangeProblem, { max: DATA_MAX_DAYS })}
        </Caption1>
      ) : daily ? (
        <Caption1 className={mergeClasses(styles.period, shared.muted)}>
          {t('data.range.showing', {
            from: format.fullDay(daily.from),
            to: format.fullDay(daily.to),
          })}{' '}
          {daily.previous_from && daily.previous_to
            ? t('data.range.previous', {
                from: format.fullDay(daily.previous_from),
                to: format.fullDay(daily.previous_to),
              })
            : t('data.range.noPrevious')}
        </Caption1>
      ) : null}
    </div>
  );
}
