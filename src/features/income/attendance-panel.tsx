/**
 * This month's attendance (全勤) per book: qualifying days so far, the words
 * a day needs, leaves used and left, the verdict with its reason, and a
 * calendar in which a failed day names its chapters and their words.
 */
import {
  Badge,
  type BadgeProps,
  Body1,
  Caption1,
  makeStyles,
  mergeClasses,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useIntl, useT } from '../../components/intl';
import { formatMoney, formatWords } from '../../i18n/intl';
import type { AttendanceDayStatus, AttendanceVerdict } from '../../lib/contract/income-data';
import type {
  AttendanceBook,
  AttendanceDay,
  IncomeAttendance,
} from '../../lib/contract/income-types';
import { formatDay, formatShortDay, idPart } from './income-format';
import { useIncomeStyles } from './income-styles';

const useStyles = makeStyles({
  books: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  book: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':first-child': { borderTop: 'none', paddingTop: 0 },
  },
  title: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
    '& dd': { margin: 0, fontWeight: tokens.fontWeightSemibold },
  },
  calendar: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
    gap: tokens.spacingHorizontalXS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  day: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  met: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  below_threshold: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}`,
  },
  no_update: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}`,
  },
  leave: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  in_progress: { border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}` },
  upcoming: { color: tokens.colorNeutralForeground3 },
  legend: { color: tokens.colorNeutralForeground3 },
  failures: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

const VERDICT_COLOURS: Record<AttendanceVerdict, BadgeProps['color']> = {
  qualified: 'success',
  on_track: 'informative',
  failed: 'danger',
  not_eligible: 'subtle',
};

/** A glyph per day status, so the calendar reads without colour. */
const DAY_MARKS: Record<AttendanceDayStatus, string> = {
  met: '✓',
  below_threshold: '✗',
  no_update: '✗',
  leave: '○',
  in_progress: '…',
  upcoming: '·',
};

function DayCell({ day }: { day: AttendanceDay }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const label = t(`income.attendance.day.${idPart(day.status)}`, {
    date: formatShortDay(intl, day.date),
    words: intl.formatNumber(day.words),
    shortfall: intl.formatNumber(day.shortfall),
  });
  return (
    <li className={mergeClasses(styles.day, styles[day.status])} aria-label={label} title={label}>
      <span aria-hidden>{Number(day.date.slice(8))}</span>
      <span aria-hidden>{DAY_MARKS[day.status]}</span>
    </li>
  );
}

function FailedDays({ book, dailyWords }: { book: AttendanceBook; dailyWords: number }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const failed = book.days.filter(
    (day) => day.status === 'below_threshold' || day.status === 'no_update',
  );
  if (failed.length === 0) return null;
  return (
    <ul className={styles.failures} aria-label={t('income.attendance.failedDays')}>
      {failed.map((day) => (
        <li key={day.date}>
          <Body1>
            {day.status === 'no_update'
              ? t('income.attendance.failed.noUpdate', { date: formatDay(intl, day.date) })
              : t('income.attendance.failed.below', {
                  date: formatDay(intl, day.date),
                  words: formatWords(intl, day.words, { exact: true }),
                  threshold: formatWords(intl, dailyWords, { exact: true }),
                  shortfall: formatWords(intl, day.shortfall, { exact: true }),
                })}
          </Body1>
          {day.chapters.length > 0 ? (
            <ul>
              {day.chapters.map((chapter) => (
                <li key={chapter.chapter_id}>
                  <Caption1>
                    {t('income.attendance.chapter', {
                      title: chapter.title,
                      words: formatWords(intl, chapter.words, { exact: true }),
                    })}
                  </Caption1>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function BookAttendance({
  book,
  rules,
}: {
  book: AttendanceBook;
  rules: IncomeAttendance['rules'];
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  return (
    <section className={styles.book} aria-label={book.title}>
      <div className={styles.title}>
        <Subtitle2 as="h3">{book.title}</Subtitle2>
        <Badge appearance="tint" shape="rounded" color={VERDICT_COLOURS[book.verdict]}>
          {t(`income.attendance.verdict.${idPart(book.verdict)}`)}
        </Badge>
      </div>
      <Body1>
        {t(`income.attendance.reason.${idPart(book.reason)}`, {
          date: book.failed_on ? formatDay(intl, book.failed_on) : '',
        })}
      </Body1>
      {book.eligible ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('income.attendance.qualifying')}</dt>
              <dd>
                {t('income.attendance.qualifying.value', {
                  days: book.qualifying_days,
                  closed: book.closed_days,
                  total: book.days_in_month,
                })}
              </dd>
            </div>
            <div>
              <dt>{t('income.attendance.threshold')}</dt>
              <dd>{formatWords(intl, rules.daily_words, { exact: true })}</dd>
            </div>
            <div>
              <dt>{t('income.attendance.leaves')}</dt>
              <dd>
                {t('income.attendance.leaves.value', {
                  used: book.leaves_used,
                  left: book.leaves_left,
                })}
              </dd>
            </div>
            <div>
              <dt>{t('income.attendance.bonus')}</dt>
              <dd>{formatMoney(intl, book.bonus)}</dd>
            </div>
          </dl>
          <ol className={styles.calendar} aria-label={t('income.attendance.calendar')}>
            {book.days.map((day) => (
              <DayCell key={day.date} day={day} />
            ))}
          </ol>
          <Caption1 className={styles.legend} aria-hidden>
            {t('income.attendance.legend')}
          </Caption1>
          <FailedDays book={book} dailyWords={rules.daily_words} />
        </>
      ) : null}
    </section>
  );
}

/** Props of {@link AttendancePanel}. */
export interface AttendancePanelProps {
  readonly attendance: IncomeAttendance;
}

export function AttendancePanel({ attendance }: AttendancePanelProps) {
  const styles = useStyles();
  const shared = useIncomeStyles();
  const t = useT();
  const intl = useIntl();
  if (attendance.list.length === 0) {
    return <Caption1 className={shared.empty}>{t('income.attendance.empty')}</Caption1>;
  }
  return (
    <div className={styles.books}>
      <Caption1 className={shared.muted}>
        {t('income.def.attendanceBonus', {
          bonus: formatMoney(intl, attendance.rules.bonus),
          dailyWords: formatWords(intl, attendance.rules.daily_words, { exact: true }),
          leaves: attendance.rules.leaves_per_month,
        })}
      </Caption1>
      {attendance.list.map((book) => (
        <BookAttendance key={book.book_id} book={book} rules={attendance.rules} />
      ))}
    </div>
  );
}
