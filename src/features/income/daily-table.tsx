/** The daily rows of one month, oldest first, with the month's totals. */
import { Caption1 } from '@fluentui/react-components';
import { useIntl, useT } from '../../components/intl';
import { formatMoney } from '../../i18n/intl';
import type { IncomeDaily } from '../../lib/contract/income-types';
import { DAILY_COLUMNS } from './income-columns';
import { formatDay, formatShortDay } from './income-format';
import { useIncomeStyles } from './income-styles';
import { ScrollFrame } from './scroll-frame';

/** Props of {@link DailyTable}. */
export interface DailyTableProps {
  readonly daily: IncomeDaily;
}

export function DailyTable({ daily }: DailyTableProps) {
  const shared = useIncomeStyles();
  const intl = useIntl();
  const t = useT();
  const figure = (money: boolean, value: number) =>
    money ? formatMoney(intl, value) : intl.formatNumber(value);

  if (daily.list.length === 0) {
    return <Caption1 className={shared.empty}>{t('income.daily.empty')}</Caption1>;
  }
  return (
    <>
      {daily.estimated_until ? (
        <Caption1>
          {t('income.daily.estimated', { date: formatDay(intl, daily.estimated_until) })}
        </Caption1>
      ) : null}
      <ScrollFrame label={t('income.daily.scroll')}>
        <table className={shared.table}>
          <thead>
            <tr>
              <th scope="col">{t('income.col.date')}</th>
              {DAILY_COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {t(column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.list.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatShortDay(intl, day.date)}</th>
                {DAILY_COLUMNS.map((column) => (
                  <td key={column.key}>{figure(column.money, day[column.key])}</td>
                ))}
              </tr>
            ))}
            <tr className={shared.totals}>
              <th scope="row">{t('income.totals')}</th>
              {DAILY_COLUMNS.map((column) => (
                <td key={column.key}>
                  {column.key === 'paying_readers' ? (
                    <abbr title={t('income.def.payingReaders')}>—</abbr>
                  ) : (
                    figure(column.money, daily.totals[column.key])
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollFrame>
    </>
  );
}
