/**
 * Work income (/income), for signed authors: filters in the URL, the KPI
 * cards, the monthly statements with tax and settlement under their chart
 * by component, the daily rows of a chosen month under their line, and this
 * month's attendance. Each part loads, fails and
 * retries on its own; the page shows what it has meanwhile.
 */
import {
  Button,
  Caption1,
  Field,
  makeStyles,
  Select,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload16Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { Surface } from '../../components/surface';
import { formatMoney } from '../../i18n/intl';
import { downloadCsv } from '../../lib/download';
import type { IncomeQuery } from '../../machines/income/income.logic';
import { addMonths, monthsNewestFirst } from '../../machines/income/income.logic';
import {
  type IncomeSection,
  type incomeMachine,
  selectDailyMonth,
  selectIncomeAttendance,
  selectIncomeCalendar,
  selectIncomeDaily,
  selectIncomeOverview,
  selectIncomeQuery,
  selectIncomeSummary,
  selectSectionFailed,
  selectSectionLoading,
} from '../../machines/income/income.machine';
import { AttendancePanel } from './attendance-panel';
import { DailyTable } from './daily-table';
import { DailyChart, MonthlyChart } from './income-charts';
import { dailyCsv, statementsCsv } from './income-csv';
import { IncomeFilters } from './income-filters';
import { formatDay, formatMonth } from './income-format';
import { useIncomeStyles } from './income-styles';
import { KpiCards } from './kpi-cards';
import { StatementTable } from './statement-table';

type IncomeActor = ActorRefFrom<typeof incomeMachine>;

const useStyles = makeStyles({
  monthField: { minWidth: '160px', '& select': { minWidth: 0 } },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Props of {@link IncomePage}. */
export interface IncomePageProps {
  readonly income: IncomeActor;
  /** The route title, translated. */
  readonly title: string;
  /** Puts a query in the URL (the screen parses it back and tells the machine). */
  readonly onQuery: (query: IncomeQuery) => void;
}

/** A part's body while loading, after a failure, or with its content. */
function SectionBody({
  income,
  section,
  ready,
  failedText,
  children,
}: {
  income: IncomeActor;
  section: IncomeSection;
  ready: boolean;
  failedText: string;
  children: () => ReactNode;
}) {
  const styles = useStyles();
  const t = useT();
  const loading = useSelector(income, selectSectionLoading(section));
  const failed = useSelector(income, selectSectionFailed(section));
  if (failed) {
    return (
      <RetryNotice
        message={failedText}
        retryLabel={t('income.retry')}
        onRetry={() => income.send({ type: 'income.retry', section })}
      />
    );
  }
  if (!ready || loading) {
    // Shown with what was there, if anything, is worse than a clear wait:
    // the figures of another book or range must not pass for these.
    return (
      <Skeleton className={styles.skeleton} aria-busy="true" aria-label={t('income.loading')}>
        <SkeletonItem style={{ height: 32 }} />
        <SkeletonItem style={{ height: 32 }} />
        <SkeletonItem style={{ height: 32 }} />
      </Skeleton>
    );
  }
  return <>{children()}</>;
}

export function IncomePage({ income, title, onQuery }: IncomePageProps) {
  const styles = useStyles();
  const shared = useIncomeStyles();
  const intl = useIntl();
  const t = useT();
  const query = useSelector(income, selectIncomeQuery);
  const calendar = useSelector(income, selectIncomeCalendar);
  const overview = useSelector(income, selectIncomeOverview);
  const summary = useSelector(income, selectIncomeSummary);
  const daily = useSelector(income, selectIncomeDaily);
  const dailyMonth = useSelector(income, selectDailyMonth);
  const attendance = useSelector(income, selectIncomeAttendance);
  const overviewFailed = useSelector(income, selectSectionFailed('overview'));
  const overviewLoading = useSelector(income, selectSectionLoading('overview'));
  const statementsLoading = useSelector(income, selectSectionLoading('statements'));
  const dailyLoading = useSelector(income, selectSectionLoading('daily'));

  const books = overview?.books ?? [];
  const bookTitle = query.book
    ? (books.find((book) => book.id === query.book)?.title ?? query.book)
    : t('income.filter.allBooks');
  const tr = (id: string, values?: Record<string, string | number>) => t(id, values);
  const dailyMonths = calendar
    ? monthsNewestFirst(
        calendar.firstMonth ?? addMonths(calendar.currentMonth, -11),
        calendar.currentMonth,
      )
    : [];

  return (
    <section className={shared.root}>
      <div className={shared.header}>
        <Title2 as="h1">{title}</Title2>
        <Caption1 className={shared.muted}>
          {overview
            ? t('income.dataUntil', { date: formatDay(intl, overview.data_until) })
            : t('income.beijingTime')}
        </Caption1>
      </div>

      <IncomeFilters query={query} books={books} calendar={calendar} onQuery={onQuery} />

      {overviewFailed ? (
        <RetryNotice
          message={t('income.overview.failed')}
          retryLabel={t('income.retry')}
          onRetry={() => income.send({ type: 'income.retry', section: 'overview' })}
        />
      ) : (
        <KpiCards overview={overviewLoading ? null : overview} />
      )}

      <Surface className={shared.section} aria-labelledby="income-statements">
        <div className={shared.sectionHeader}>
          <div className={shared.note}>
            <Subtitle2 as="h2" id="income-statements">
              {t('income.statements')}
            </Subtitle2>
            {summary && !statementsLoading ? (
              <Caption1 className={shared.muted}>
                {t('income.statements.range', {
                  from: formatMonth(intl, summary.from),
                  to: formatMonth(intl, summary.to),
                })}
              </Caption1>
            ) : null}
          </div>
          <Button
            icon={<ArrowDownload16Regular />}
            disabled={!summary || statementsLoading || summary.list.length === 0}
            onClick={() => summary && downloadCsv(statementsCsv(summary, bookTitle, tr))}
          >
            {t('income.csv.statements')}
          </Button>
        </div>
        <SectionBody
          income={income}
          section="statements"
          ready={summary !== null}
          failedText={t('income.statements.failed')}
        >
          {() =>
            summary && summary.list.length > 0 ? (
              <>
                <MonthlyChart summary={summary} />
                <StatementTable summary={summary} books={books} />
              </>
            ) : (
              <Caption1 className={shared.empty}>{t('income.statements.empty')}</Caption1>
            )
          }
        </SectionBody>
        {overview ? (
          <Caption1 className={shared.muted}>
            {t('income.def.settlement', {
              statementDay: overview.policy.statement_day,
              payDay: overview.policy.pay_day,
            })}{' '}
            {t('income.def.carriedForward', {
              minimum: formatMoney(intl, overview.policy.payout_minimum),
            })}
          </Caption1>
        ) : null}
      </Surface>

      <Surface className={shared.section} aria-labelledby="income-daily">
        <div className={shared.sectionHeader}>
          <Subtitle2 as="h2" id="income-daily">
            {t('income.daily')}
          </Subtitle2>
          <div className={shared.actions}>
            <Field label={t('income.daily.month')} orientation="horizontal">
              <Select
                className={styles.monthField}
                value={dailyMonth ?? ''}
                disabled={!calendar}
                onChange={(_, data) => onQuery({ ...query, daily: data.value || null })}
              >
                {dailyMonths.map((month) => (
                  <option key={month} value={month}>
                    {formatMonth(intl, month)}
                  </option>
                ))}
              </Select>
            </Field>
            <Button
              icon={<ArrowDownload16Regular />}
              disabled={!daily || dailyLoading || daily.list.length === 0}
              onClick={() => daily && downloadCsv(dailyCsv(daily, bookTitle, tr))}
            >
              {t('income.csv.daily')}
            </Button>
          </div>
        </div>
        <SectionBody
          income={income}
          section="daily"
          ready={daily !== null}
          failedText={t('income.daily.failed')}
        >
          {() =>
            daily ? (
              <>
                {daily.list.length > 0 ? <DailyChart daily={daily} /> : null}
                <DailyTable daily={daily} />
              </>
            ) : null
          }
        </SectionBody>
      </Surface>

      <Surface className={shared.section} aria-labelledby="income-attendance">
        <div className={shared.sectionHeader}>
          <Subtitle2 as="h2" id="income-attendance">
            {attendance
              ? t('income.attendance.titleMonth', { month: formatMonth(intl, attendance.month) })
              : t('income.attendance.title')}
          </Subtitle2>
        </div>
        <SectionBody
          income={income}
          section="attendance"
          ready={attendance !== null}
          failedText={t('income.attendance.failed')}
        >
          {() => (attendance ? <AttendancePanel attendance={attendance} /> : null)}
        </SectionBody>
      </Surface>
    </section>
  );
}
