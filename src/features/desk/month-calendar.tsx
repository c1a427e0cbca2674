import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { Surface } from '../../components/surface';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden';
import { formatWords } from '../../i18n/intl';
import {
  type CalendarDay,
  type CalendarMonth,
  type deskCalendarMachine,
  selectCalendar,
  selectCalendarError,
  selectCalendarLoading,
  selectMonth,
} from '../../machines/desk-calendar/desk-calendar.machine';
import { formatDay, formatMonth, weekdayNames, weekdayOf } from './desk-format';

const useStyles = makeStyles({
  panel: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  month: { minWidth: '7em', textAlign: 'center', fontWeight: tokens.fontWeightSemibold },
  table: {
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'separate',
    borderSpacing: '2px',
  },
  weekday: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    padding: tokens.spacingVerticalXXS,
  },
  cell: {
    verticalAlign: 'top',
    height: '76px',
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    overflow: 'hidden',
    '@media (max-width: 599.98px)': { height: '52px', padding: '2px' },
  },
  blank: { border: 'none' },
  today: { boxShadow: `inset 0 0 0 2px ${tokens.colorBrandStroke1}` },
  met: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  covered: { backgroundColor: tokens.colorPaletteLightGreenBackground1 },
  missed: { backgroundColor: tokens.colorPaletteRedBackground1 },
  gap: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  leave: { backgroundColor: tokens.colorNeutralBackground3 },
  atRisk: {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorPaletteDarkOrangeBorder2}`,
  },
  inactive: { color: tokens.colorNeutralForeground4 },
  dayNo: {
    display: 'flex',
    justifyContent: 'space-between',
    fontWeight: tokens.fontWeightSemibold,
  },
  status: { display: 'block', fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  // A figure wraps rather than being cut ('Published 7,…'): the cell grows.
  figures: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
    '@media (max-width: 599.98px)': { display: 'none' },
  },
  statusWide: { '@media (max-width: 599.98px)': { display: 'none' } },
  statusNarrow: { display: 'none', '@media (max-width: 599.98px)': { display: 'block' } },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The symbol shown with each state, so no state is told by colour alone. */
const GLYPH: Record<CalendarDay['status'], string> = {
  met: '✓',
  missed: '✗',
  covered: '◷',
  gap: '○',
  leave: '☾',
  inactive: '',
};

/** The month's days as weeks of seven (Monday first), blanks outside the month. */
function weeksOf(days: readonly CalendarDay[]): (CalendarDay | null)[][] {
  if (days.length === 0) return [];
  const cells: (CalendarDay | null)[] = Array.from(
    { length: weekdayOf(days[0]?.date ?? '') },
    () => null,
  );
  cells.push(...days);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

function AttendanceLine({ calendar }: { calendar: CalendarMonth }) {
  const t = useT();
  const { attendance } = calendar;
  const values = {
    missed: attendance.missed_days,
    allowed: attendance.allowed_misses,
    gaps: attendance.gap_days,
  };
  if (!attendance.eligible) {
    return <Caption1>{t('desk.calendar.attendance.notEligible')}</Caption1>;
  }
  const intent =
    attendance.status === 'kept'
      ? 'success'
      : attendance.status === 'at_risk'
        ? 'warning'
        : 'error';
  const id =
    attendance.status === 'kept'
      ? 'desk.calendar.attendance.kept'
      : attendance.status === 'at_risk'
        ? 'desk.calendar.attendance.atRisk'
        : 'desk.calendar.attendance.lost';
  return (
    <MessageBar intent={intent}>
      <MessageBarBody>{t(id, values)}</MessageBarBody>
    </MessageBar>
  );
}

/** Props of {@link MonthCalendar}. */
export interface MonthCalendarProps {
  readonly calendar: ActorRefFrom<typeof deskCalendarMachine>;
}

/**
 * The month on the Beijing calendar as a table of weeks: each day's words
 * published and scheduled against the daily threshold, its state in words
 * and a symbol (met, missed, covered, gap), and the gaps that put the
 * attendance bonus at risk. Every cell reads as one sentence.
 */
export function MonthCalendar({ calendar: actor }: MonthCalendarProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const t = useT();
  const intl = useIntl();
  const month = useSelector(actor, selectMonth);
  const calendar = useSelector(actor, selectCalendar);
  const loading = useSelector(actor, selectCalendarLoading);
  const error = useSelector(actor, selectCalendarError);
  const weekdays = weekdayNames(intl);
  const words = (n: number) => formatWords(intl, n, { exact: true });
  const gapsAhead = calendar?.days.filter((d) => d.status === 'gap').length ?? 0;

  // The bonus is for signed books: an unsigned book's gaps are gaps, not a risk.
  const atRisk = (day: CalendarDay) => day.at_risk && calendar?.attendance.eligible === true;
  const cellText = (day: CalendarDay) =>
    t(atRisk(day) ? 'desk.calendar.cellAtRisk' : 'desk.calendar.cell', {
      date: formatDay(intl, day.date),
      status: t(`desk.calendar.status.${day.status}`),
      published: words(day.published_words),
      scheduled: words(day.scheduled_words),
    });

  return (
    <Surface className={styles.panel} aria-labelledby="desk-calendar-heading">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="desk-calendar-heading">
          {t('desk.calendar.title')}
        </Subtitle2>
        <div className={styles.nav}>
          <Button
            appearance="subtle"
            icon={<ChevronLeft20Regular />}
            aria-label={t('desk.calendar.previous')}
            onClick={() => actor.send({ type: 'calendar.shift', by: -1 })}
          />
          <span className={styles.month} aria-live="polite">
            {formatMonth(intl, month)}
          </span>
          <Button
            appearance="subtle"
            icon={<ChevronRight20Regular />}
            aria-label={t('desk.calendar.next')}
            onClick={() => actor.send({ type: 'calendar.shift', by: 1 })}
          />
          {loading ? <Spinner size="extra-tiny" aria-label={t('desk.stockpile.loading')} /> : null}
        </div>
      </div>
      {error ? (
        <RetryNotice
          message={t(error)}
          onRetry={() => actor.send({ type: 'calendar.refresh' })}
          retryLabel={t('common.retry')}
        />
      ) : null}
      {calendar ? (
        <>
          <Body1>{t('desk.calendar.threshold', { words: words(calendar.daily_threshold) })}</Body1>
          <AttendanceLine calendar={calendar} />
          {gapsAhead > 0 && calendar.attendance.status !== 'at_risk' ? (
            <Caption1>{t('desk.calendar.gapsAhead', { count: gapsAhead })}</Caption1>
          ) : null}
          <table className={styles.table}>
            <caption className={hidden.root}>
              {t('desk.calendar.caption', {
                month: formatMonth(intl, calendar.month),
                threshold: words(calendar.daily_threshold),
              })}
            </caption>
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day.long} scope="col" className={styles.weekday} abbr={day.long}>
                    {day.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(calendar.days).map((week) => (
                <tr key={week.find((d) => d)?.date}>
                  {week.map((day, index) =>
                    day ? (
                      <td
                        key={day.date}
                        className={mergeClasses(
                          styles.cell,
                          day.status !== 'inactive' && styles[day.status],
                          atRisk(day) && styles.atRisk,
                          day.status === 'inactive' && styles.inactive,
                          day.date === calendar.today && styles.today,
                        )}
                        aria-current={day.date === calendar.today ? 'date' : undefined}
                      >
                        <span className={hidden.root}>{cellText(day)}</span>
                        <span aria-hidden="true">
                          <span className={styles.dayNo}>
                            <span>{Number(day.date.slice(8))}</span>
                            <span>{atRisk(day) ? '⚠' : GLYPH[day.status]}</span>
                          </span>
                          {day.status === 'inactive' ? null : (
                            <>
                              <span className={mergeClasses(styles.status, styles.statusWide)}>
                                {atRisk(day)
                                  ? t('desk.calendar.atRisk')
                                  : t(`desk.calendar.status.${day.status}`)}
                              </span>
                              {day.published_words > 0 ? (
                                <span className={styles.figures}>
                                  {t('desk.calendar.published', {
                                    words: intl.formatNumber(day.published_words),
                                  })}
                                </span>
                              ) : null}
                              {day.scheduled_words > 0 ? (
                                <span className={styles.figures}>
                                  {t('desk.calendar.scheduled', {
                                    words: intl.formatNumber(day.scheduled_words),
                                  })}
                                </span>
                              ) : null}
                            </>
                          )}
                        </span>
                      </td>
                    ) : (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have no identity
                        key={`blank-${index}`}
                        className={mergeClasses(styles.cell, styles.blank)}
                      />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <div>
            <Caption1 as="h3" className={styles.muted}>
              {t('desk.calendar.legend')}
            </Caption1>
            <ul className={styles.legend}>
              <li>{t('desk.calendar.legend.met')}</li>
              <li>{t('desk.calendar.legend.missed')}</li>
              <li>{t('desk.calendar.legend.covered')}</li>
              <li>{t('desk.calendar.legend.gap')}</li>
              <li>{t('desk.calendar.legend.leave')}</li>
              <li>{t('desk.calendar.legend.atRisk')}</li>
            </ul>
          </div>
        </>
      ) : error ? null : (
        <Spinner size="small" label={t('desk.stockpile.loading')} />
      )}
    </Surface>
  );
}
