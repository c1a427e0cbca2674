/**
 * One statement's details: tax withheld line by line (income class, taxable
 * base, rate, quick deduction, withheld, year to date), the adjustments with
 * their reasons, what the statement pays, and a 'how is this computed'
 * panel that works each line through with its own figures.
 */
import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useId, useState } from 'react';
import { useIntl, useT } from '../../components/intl';
import { formatMoney } from '../../i18n/intl';
import type { IncomeBook, IncomeStatement, IncomeTaxLine } from '../../lib/contract/income-types';
import { idPart } from './income-format';
import { useIncomeStyles } from './income-styles';
import { ScrollFrame } from './scroll-frame';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalS,
    whiteSpace: 'normal',
    textAlign: 'start',
    // Stays inside the screen's width while the statement table scrolls.
    position: 'sticky',
    left: 0,
    maxWidth: 'min(100%, calc(100vw - 64px))',
    boxSizing: 'border-box',
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '72ch',
    '& p, & h4': { margin: 0 },
  },
  // Text components are inline: each line of the panel on its own row.
  line: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  caption: { textAlign: 'start', padding: tokens.spacingHorizontalXS },
  formula: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

const CLASS_DEFINITIONS = {
  labour_remuneration: 'income.def.taxLabour',
  authors_remuneration: 'income.def.taxAuthors',
  royalties: 'income.def.taxRoyalties',
} as const;

function HowComputed({ lines, id }: { lines: readonly IncomeTaxLine[]; id: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const money = (cents: number) => formatMoney(intl, cents);
  return (
    <section className={styles.panel} id={id} aria-label={t('income.tax.how')}>
      <Body1 as="p">{t('income.def.tax')}</Body1>
      {lines.map((line) => (
        <div key={line.income_class} className={styles.line}>
          <Subtitle2 as="h4">{t(`income.class.${idPart(line.income_class)}`)}</Subtitle2>
          <Body1 as="p">{t(CLASS_DEFINITIONS[line.income_class])}</Body1>
          <Caption1 as="p" className={styles.formula}>
            {t('income.tax.formula.base', {
              income: money(line.income),
              deduction: money(line.deduction),
              reduction: money(line.reduction),
              base: money(line.taxable_base),
            })}
          </Caption1>
          <Caption1 as="p" className={styles.formula}>
            {t('income.tax.formula.withheld', {
              base: money(line.taxable_base),
              rate: line.rate_percent,
              quick: money(line.quick_deduction),
              withheld: money(line.withheld),
            })}
          </Caption1>
        </div>
      ))}
      <Body1 as="p">{t('income.def.taxExample')}</Body1>
      <Body1 as="p">{t('income.def.taxYtd')}</Body1>
    </section>
  );
}

/** Props of {@link TaxDetails}. */
export interface TaxDetailsProps {
  readonly statement: IncomeStatement;
  /** Titles for the adjustments' book ids. */
  readonly books: readonly IncomeBook[];
  /** The month's settlement state and its notes, repeated here for narrow screens. */
  readonly stateSummary: ReactNode;
}

export function TaxDetails({ statement, books, stateSummary }: TaxDetailsProps) {
  const styles = useStyles();
  const shared = useIncomeStyles();
  const intl = useIntl();
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const money = (cents: number) => formatMoney(intl, cents);
  const oneBook = statement.book_id !== null;
  const title = (bookId: string) => books.find((book) => book.id === bookId)?.title ?? bookId;

  return (
    <div className={styles.root}>
      {stateSummary}
      <Subtitle2 as="h3">{t('income.tax.title')}</Subtitle2>
      {statement.tax_lines.length === 0 ? (
        <Body1>{t('income.tax.none')}</Body1>
      ) : (
        <ScrollFrame label={t('income.tax.scroll')}>
          <table className={shared.table}>
            <caption className={mergeClasses(shared.muted, styles.caption)}>
              {oneBook ? t('income.tax.caption.book') : t('income.tax.caption.all')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('income.tax.class')}</th>
                <th scope="col">{t('income.tax.income')}</th>
                <th scope="col">{t('income.tax.deduction')}</th>
                <th scope="col">{t('income.tax.reduction')}</th>
                <th scope="col">{t('income.tax.base')}</th>
                <th scope="col">{t('income.tax.rate')}</th>
                <th scope="col">{t('income.tax.quickDeduction')}</th>
                <th scope="col">{t('income.tax.withheld')}</th>
                <th scope="col">{t('income.tax.ytd')}</th>
                {oneBook ? <th scope="col">{t('income.tax.bookShare')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {statement.tax_lines.map((line) => (
                <tr key={line.income_class}>
                  <th scope="row">{t(`income.class.${idPart(line.income_class)}`)}</th>
                  <td>{money(line.income)}</td>
                  <td>{money(line.deduction)}</td>
                  <td>{money(line.reduction)}</td>
                  <td>{money(line.taxable_base)}</td>
                  <td>{intl.formatNumber(line.rate_percent / 100, { style: 'percent' })}</td>
                  <td>{money(line.quick_deduction)}</td>
                  <td>{money(line.withheld)}</td>
                  <td>{money(line.ytd_withheld)}</td>
                  {oneBook ? (
                    <td>
                      {line.share
                        ? t('income.tax.share', {
                            income: money(line.share.income),
                            withheld: money(line.share.withheld),
                          })
                        : '—'}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      )}
      {statement.adjustments.length > 0 ? (
        <div>
          <Subtitle2 as="h4">{t('income.adjustments')}</Subtitle2>
          <ul className={styles.list}>
            {statement.adjustments.map((adjustment, index) => (
              // Adjustments have no id; their order is the server's and stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index}>
                {t('income.adjustment.line', {
                  book: title(adjustment.book_id),
                  reason: t(`income.adjustment.reason.${idPart(adjustment.reason ?? 'other')}`),
                  amount: money(adjustment.amount),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Body1>
        {statement.carried_in > 0
          ? t('income.payable.carriedIn', {
              payable: money(statement.payable),
              carried: money(statement.carried_in),
            })
          : t('income.payable', { payable: money(statement.payable) })}
      </Body1>
      <div>
        <Button
          appearance="secondary"
          size="small"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          {t('income.tax.how')}
        </Button>
      </div>
      {open ? <HowComputed lines={statement.tax_lines} id={panelId} /> : null}
    </div>
  );
}
