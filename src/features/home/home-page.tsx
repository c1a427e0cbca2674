/**
 * The author's dashboard: the figures a serial author checks before writing
 * (words this month, chapters this week, unread messages), the books touched
 * last with a one-click way back into the editor, and for signed authors this
 * month's income and the readers trend.
 */

import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Subtitle2,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwise20Regular, Edit20Regular, LockClosed24Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BookCover } from '../../components/book-cover';
import { Sparkline } from '../../components/chart/sparkline';
import { dayToDate } from '../../components/chart/trend';
import { useIntl, useT } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { Surface, SurfaceHeader } from '../../components/surface';
import { formatDateTime, formatMoney, formatWords } from '../../i18n/intl';
import {
  type DashboardBook,
  type DeskFigures,
  type dashboardMachine,
  type SignedFigures,
  selectDashboard,
  selectFailed,
  selectIsLoading,
} from '../../machines/dashboard/dashboard.machine';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  greeting: { color: tokens.colorNeutralForeground3 },
  // Seven figures: one row where they fit, else rows of four (four and
  // three), else two with the seventh across both; never six and a lone
  // seventh. Ranges that do not overlap: Griffel does not promise the order
  // of two media rules that both match.
  stats: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (min-width: 600px) and (max-width: 1359.98px)': {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    },
    '@media (min-width: 1360px)': { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
    '@media (max-width: 599.98px)': {
      '& > :last-child:nth-child(odd)': { gridColumn: '1 / -1' },
    },
  },
  // A size container, so a figure can scale to its card (below).
  stat: {
    padding: tokens.spacingHorizontalL,
    gap: tokens.spacingVerticalXS,
    containerType: 'inline-size',
  },
  // A figure with its unit stays on one line ("721.3万字", "181.5K words"),
  // shrinking with a narrow card rather than breaking before its unit.
  statValue: {
    fontSize: [
      tokens.fontSizeHero700,
      `clamp(${tokens.fontSizeBase500}, 15cqi, ${tokens.fontSizeHero700})`,
    ],
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  statValueMedium: {
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    whiteSpace: 'nowrap',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1199.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  panel: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  books: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  book: {
    display: 'grid',
    gridTemplateColumns: '60px minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':last-child': { borderBottom: 'none' },
    // Narrow screens: the actions go under the title instead of squeezing it.
    '@media (max-width: 599.98px)': {
      gridTemplateColumns: '60px minmax(0, 1fr)',
      '& > :last-child': { gridColumn: '2' },
    },
  },
  bookText: { display: 'flex', flexDirection: 'column', minWidth: 0, gap: '2px' },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  bookActions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  stockpileRow: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':last-child': { borderBottom: 'none' },
  },
  stockpileDays: {
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  stockpileLow: { color: tokens.colorPaletteDarkOrangeForeground2 },
  signedFigures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  locked: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
});

/** Props of {@link HomePage}. */
export interface HomePageProps {
  dashboard: ActorRefFrom<typeof dashboardMachine>;
  /** Heading of the page (the route title, translated). */
  title: string;
  /** Pen name for the greeting; null while user info loads. */
  penName: string | null;
  /** Unread messages (the navbar badge's count). */
  unread: number;
  /** Opens an app path. */
  onNavigate: (path: string) => void;
}

interface StatProps {
  label: string;
  value: ReactNode;
  hint?: string;
  /** 'medium' for figures in a half-width panel (money does not wrap there). */
  size?: 'large' | 'medium';
}

function Stat({ label, value, hint, size = 'large' }: StatProps) {
  const styles = useStyles();
  const valueClass =
    size === 'medium' ? mergeClasses(styles.statValue, styles.statValueMedium) : styles.statValue;
  return (
    <Surface className={styles.stat} role="group" aria-label={label}>
      <Caption1 className={styles.muted}>{label}</Caption1>
      <Text className={valueClass}>{value}</Text>
      {hint ? <Caption1 className={styles.muted}>{hint}</Caption1> : null}
    </Surface>
  );
}

function RecentBook({
  book,
  onNavigate,
}: {
  book: DashboardBook;
  onNavigate: (path: string) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const latest = book.last_chapter_title
    ? book.last_published_at
      ? t('home.latestChapter.time', {
          title: book.last_chapter_title,
          time: formatDateTime(intl, book.last_published_at),
        })
      : t('home.latestChapter', { title: book.last_chapter_title })
    : t('home.noChapter');
  return (
    <li className={styles.book}>
      <BookCover
        title={book.title}
        coverUrl={book.cover_url}
        size="small"
        label={t('home.cover', { title: book.title })}
      />
      <div className={styles.bookText}>
        <Subtitle2 as="h3" className={styles.ellipsis}>
          {book.title}
        </Subtitle2>
        <Caption1 className={mergeClasses(styles.muted, styles.ellipsis)}>
          {t(`home.kind.${book.kind}`)} · {t(`home.review.${book.review_status}`)} ·{' '}
          {formatWords(intl, book.word_count)}
        </Caption1>
        <Caption1 className={mergeClasses(styles.muted, styles.ellipsis)}>{latest}</Caption1>
      </div>
      <div className={styles.bookActions}>
        {book.serial_status === 'completed' ? null : (
          <Button
            appearance="primary"
            size="small"
            icon={<Edit20Regular />}
            aria-label={`${t('home.write')} ${book.title}`}
            onClick={() => onNavigate(`/chapter-add?book_id=${encodeURIComponent(book.id)}`)}
          >
            {t('home.write')}
          </Button>
        )}
        <Button
          size="small"
          appearance={book.serial_status === 'completed' ? 'primary' : 'secondary'}
          aria-label={`${t('home.details')} ${book.title}`}
          onClick={() =>
            onNavigate(`/book-manage/book-info?book_id=${encodeURIComponent(book.id)}`)
          }
        >
          {t('home.details')}
        </Button>
      </div>
    </li>
  );
}

function SignedPanel({ signed, loading }: { signed: SignedFigures | null; loading: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  if (!signed) {
    return (
      <Surface className={styles.panel}>
        <SurfaceHeader header={<Subtitle2 as="h2">{t('home.signedOnly.title')}</Subtitle2>} />
        <div className={styles.locked}>
          <LockClosed24Regular />
          <Body1>{t('home.signedOnly')}</Body1>
        </div>
      </Surface>
    );
  }
  const [year, month] = signed.month.split('-').map(Number);
  const monthName = intl.formatDate(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 15)), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <Surface className={styles.panel}>
      <SurfaceHeader header={<Subtitle2 as="h2">{t('home.signedOnly.title')}</Subtitle2>} />
      <div className={styles.signedFigures}>
        <Stat
          label={t('home.income.thisMonth')}
          value={formatMoney(intl, signed.income_this_month)}
          size="medium"
          hint={t('home.income.hint', { month: monthName })}
        />
        <Stat
          label={t('home.readers.yesterday')}
          value={intl.formatNumber(signed.readers_yesterday)}
          size="medium"
        />
      </div>
      <Sparkline
        title={t('home.readers.trend')}
        loading={loading && signed.readers_daily.length === 0}
        emptyText={t('home.readers.empty')}
        points={signed.readers_daily.map((day) => ({ date: day.date, value: day.readers }))}
        formatValue={(value) => intl.formatNumber(value)}
        formatDay={(date) =>
          intl.formatDate(dayToDate(date), { month: 'short', day: 'numeric', timeZone: 'UTC' })
        }
        peakText={(value, date) => t('home.readers.peak', { value, date })}
      />
    </Surface>
  );
}

/** Each serialising book's stockpile (存稿) in days, linked to its planner. */
function StockpilePanel({
  desk,
  onNavigate,
}: {
  desk: DeskFigures;
  onNavigate: (path: string) => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  return (
    <Surface className={styles.panel} aria-labelledby="home-stockpile-heading">
      <SurfaceHeader
        header={
          <Subtitle2 as="h2" id="home-stockpile-heading">
            {t('home.stockpile.title')}
          </Subtitle2>
        }
      />
      {desk.stockpile.length === 0 ? (
        <Body1 className={styles.muted}>{t('home.stockpile.empty')}</Body1>
      ) : (
        <ul className={styles.books}>
          {desk.stockpile.map((book) => {
            const href = `/stockpile?book_id=${encodeURIComponent(book.book_id)}`;
            return (
              <li key={book.book_id} className={styles.stockpileRow}>
                <div className={styles.bookText}>
                  {/* Not a heading: the recent books list has the book's heading. */}
                  <Text weight="semibold" className={styles.ellipsis}>
                    {book.title}
                  </Text>
                  <Caption1 className={mergeClasses(styles.muted, styles.ellipsis)}>
                    {t('home.stockpile.detail', {
                      drafts: book.draft_count,
                      scheduled: book.scheduled_count,
                      words: formatWords(intl, book.draft_words + book.scheduled_words),
                    })}
                  </Caption1>
                </div>
                <Text
                  className={mergeClasses(
                    styles.stockpileDays,
                    book.days_covered < 3 && styles.stockpileLow,
                  )}
                >
                  {t('home.stockpile.days', { count: book.days_covered })}
                </Text>
                <Button
                  as="a"
                  size="small"
                  href={href}
                  aria-label={t('home.stockpile.plan', { title: book.title })}
                  onClick={(event) => {
                    event.preventDefault();
                    onNavigate(href);
                  }}
                >
                  {t('home.stockpile.planShort')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Surface>
  );
}

function StatsSkeleton() {
  const styles = useStyles();
  const t = useT();
  // A skeleton is a progressbar to assistive technology: it needs a name.
  return (
    <Skeleton className={styles.stats} aria-busy="true" aria-label={t('home.loading')}>
      {[0, 1, 2, 3, 4, 5, 6].map((key) => (
        <SkeletonItem key={key} style={{ height: 104 }} />
      ))}
    </Skeleton>
  );
}

export function HomePage({ dashboard, title, penName, unread, onNavigate }: HomePageProps) {
  const styles = useStyles();
  const intl = useIntl();
  const data = useSelector(dashboard, selectDashboard);
  const loading = useSelector(dashboard, selectIsLoading);
  const failed = useSelector(dashboard, selectFailed);
  const t = useT();
  const refresh = () => dashboard.send({ type: 'dashboard.refresh' });

  return (
    <section className={styles.root}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Title2 as="h1">{title}</Title2>
          {penName ? (
            <Body1 className={styles.greeting}>{t('home.greeting', { name: penName })}</Body1>
          ) : null}
        </div>
        <Button
          appearance="subtle"
          icon={<ArrowClockwise20Regular />}
          disabledFocusable={loading}
          onClick={refresh}
        >
          {t('home.refresh')}
        </Button>
      </div>

      {failed && !loading ? (
        <RetryNotice
          message={t('home.loadFailed')}
          onRetry={refresh}
          retryLabel={t('home.retry')}
        />
      ) : null}

      {data ? (
        <div className={styles.stats}>
          <Stat label={t('home.stats.books')} value={intl.formatNumber(data.book_count)} />
          <Stat
            label={t('home.stats.totalWords')}
            value={formatWords(intl, data.total_words, { short: true })}
          />
          <Stat
            label={t('home.stats.wordsThisMonth')}
            value={formatWords(intl, data.words_this_month, { short: true })}
            hint={t('home.stats.wordsThisMonth.hint')}
          />
          <Stat
            label={t('home.stats.chaptersThisWeek')}
            value={intl.formatNumber(data.chapters_this_week)}
            hint={t('home.stats.chaptersThisWeek.hint')}
          />
          <Stat label={t('home.stats.unreadMessages')} value={intl.formatNumber(unread)} />
          <Stat
            label={t('home.stats.todayWords')}
            value={formatWords(intl, data.desk.today_words, { exact: true })}
            hint={t('home.stats.todayWords.hint')}
          />
          <Stat
            label={t('home.stats.streak')}
            value={t('home.stats.streak.value', { count: data.desk.streak_days })}
            hint={t('home.stats.streak.hint')}
          />
        </div>
      ) : failed ? null : (
        <StatsSkeleton />
      )}

      {data ? (
        <div className={styles.columns}>
          <Surface className={styles.panel}>
            <SurfaceHeader
              header={<Subtitle2 as="h2">{t('home.recentBooks')}</Subtitle2>}
              action={
                data.recent_books.length > 0 ? (
                  <Button appearance="transparent" onClick={() => onNavigate('/book-manage')}>
                    {t('home.recentBooks.viewAll')}
                  </Button>
                ) : undefined
              }
            />
            {data.recent_books.length > 0 ? (
              <ul className={styles.books}>
                {data.recent_books.map((book) => (
                  <RecentBook key={book.id} book={book} onNavigate={onNavigate} />
                ))}
              </ul>
            ) : (
              <div className={styles.empty}>
                <Body1>{t('home.recentBooks.empty')}</Body1>
                <Button appearance="primary" onClick={() => onNavigate('/book-manage/create-book')}>
                  {t('home.createBook')}
                </Button>
              </div>
            )}
          </Surface>
          <div className={styles.side}>
            <StockpilePanel desk={data.desk} onNavigate={onNavigate} />
            <SignedPanel signed={data.signed} loading={loading} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
