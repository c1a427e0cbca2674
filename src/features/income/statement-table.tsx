/**
 * The monthly statements of the range, newest first, every component in its
 * own column, a totals row from the same answer, each month's settlement
 * state with what the author needs to know about it (when an estimate
 * becomes final, why a payment is held and what releases it, where a small
 * amount is carried), and the month's tax details on demand.
 */
import { Button, Caption1, InfoLabel, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDown16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import { Fragment, useState } from 'react';
import { useIntl, useT } from '../../components/intl';
import { formatMoney } from '../../i18n/intl';
import type { IncomeBook, IncomeStatement, IncomeSummary } from '../../lib/contract/income-types';
import { STATEMENT_AMOUNT_COLUMNS } from './income-columns';
import { formatMonth, formatNumericDay, idPart } from './income-format';
import { useIncomeStyles } from './income-styles';
import { ScrollFrame } from './scroll-frame';
import { SettlementBadge } from './settlement-badge';
import { TaxDetails } from './tax-details';

const useStyles = makeStyles({
  state: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px' },
  stateCell: { whiteSpace: 'normal', minWidth: '150px', maxWidth: '220px', textAlign: 'start' },
  held: { color: tokens.colorPaletteRedForeground1 },
  details: { backgroundColor: tokens.colorNeutralBackground2 },
});

function StateCell({ statement }: { statement: IncomeStatement }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  // The table's one day format: the pay-day columns are narrow and numeric,
  // and a state line's day beside them ("2026年11月3日") read as another format.
  const day = (value: string) => formatNumericDay(intl, value);
  const { hold } = statement;
  return (
    <div className={styles.state}>
      <SettlementBadge state={statement.state} />
      {statement.estimated_until ? (
        <Caption1>{t('income.estimated.until', { date: day(statement.estimated_until) })}</Caption1>
      ) : null}
      {hold && hold.released_on === null ? (
        <>
          <Caption1 className={styles.held}>
            {t('income.hold.reasonLine', {
              reason: t(`income.hold.reason.${idPart(hold.reason)}`),
            })}
          </Caption1>
          <Caption1>
            {t('income.hold.fixLine', { fix: t(`income.hold.fix.${idPart(hold.fix)}`) })}
          </Caption1>
          <Caption1>{t('income.hold.since', { date: day(hold.since) })}</Caption1>
        </>
      ) : null}
      {hold?.released_on ? (
        <Caption1>
          {t('income.hold.released', {
            reason: t(`income.hold.reason.${idPart(hold.reason)}`),
            date: day(hold.released_on),
          })}
        </Caption1>
      ) : null}
      {statement.expected_pay_date ? (
        <Caption1>
          {t('income.state.expectedPay', {
            date: formatNumericDay(intl, statement.expected_pay_date),
          })}
        </Caption1>
      ) : null}
      {statement.paid_on ? (
        <Caption1>
          {t('income.state.paidOn', { date: formatNumericDay(intl, statement.paid_on) })}
        </Caption1>
      ) : null}
      {statement.state === 'carried_forward' && statement.carried_to ? (
        <Caption1>
          {t('income.carried.to', { month: formatMonth(intl, statement.carried_to) })}
        </Caption1>
      ) : null}
    </div>
  );
}

/** Props of {@link StatementTable}. */
export interface StatementTableProps {
  readonly summary: IncomeSummary;
  readonly books: readonly IncomeBook[];
}

export function StatementTable({ summary, books }: StatementTableProps) {
  const styles = useStyles();
  const shared = useIncomeStyles();
  const intl = useIntl();
  const t = useT();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const money = (cents: number) => formatMoney(intl, cents);
  // Month, the amounts, and the state with its pay dates: two date columns
  // more made the table wider than a 1440 px page (issue 29).
  const columnCount = STATEMENT_AMOUNT_COLUMNS.length + 2;
  const toggle = (month: string) => {
    const next = new Set(open);
    if (next.has(month)) next.delete(month);
    else next.add(month);
    setOpen(next);
  };

  return (
    <ScrollFrame label={t('income.statements.scroll')}>
      <table className={shared.table}>
        <thead>
          <tr>
            <th scope="col">{t('income.col.month')}</th>
            {STATEMENT_AMOUNT_COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                <InfoLabel size="small" info={t(column.definition)}>
                  {t(column.label)}
                </InfoLabel>
              </th>
            ))}
            <th scope="col" className={shared.start}>
              {t('income.col.state')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.list.map((statement) => {
            const expanded = open.has(statement.month);
            const label = formatMonth(intl, statement.month);
            return (
              <Fragment key={statement.month}>
                <tr>
                  <th scope="row">
                    <Button
                      appearance="transparent"
                      size="small"
                      icon={expanded ? <ChevronDown16Regular /> : <ChevronRight16Regular />}
                      aria-expanded={expanded}
                      aria-label={t('income.details.toggle', { month: label })}
                      onClick={() => toggle(statement.month)}
                    >
                      {label}
                    </Button>
                  </th>
                  {STATEMENT_AMOUNT_COLUMNS.map((column) => (
                    <td
                      key={column.key}
                      className={statement[column.key] < 0 ? shared.negative : undefined}
                    >
                      {money(statement[column.key])}
                    </td>
                  ))}
                  <td className={styles.stateCell}>
                    <StateCell statement={statement} />
                  </td>
                </tr>
                {expanded ? (
                  <tr className={styles.details}>
                    <td colSpan={columnCount}>
                      <TaxDetails
                        statement={statement}
                        books={books}
                        stateSummary={<StateCell statement={statement} />}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
          <tr className={shared.totals}>
            <th scope="row">{t('income.totals')}</th>
            {STATEMENT_AMOUNT_COLUMNS.map((column) => (
              <td
                key={column.key}
                className={summary.totals[column.key] < 0 ? shared.negative : undefined}
              >
                {money(summary.totals[column.key])}
              </td>
            ))}
            <td />
          </tr>
        </tbody>
      </table>
    </ScrollFrame>
  );
}
