import { Body1, Button, Title2 } from '@fluentui/react-components';
import { TextBulletListLtr20Regular } from '@fluentui/react-icons';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { inAppClick } from '../../lib/in-app-link';
import type { deskCalendarMachine } from '../../machines/desk-calendar/desk-calendar.machine';
import type { stockpilePlannerMachine } from '../../machines/stockpile-planner/stockpile-planner.machine';
import { useDeskStyles } from './desk-styles';
import { MonthCalendar } from './month-calendar';
import { PlanForm } from './plan-form';
import { StockpileSummary } from './stockpile-summary';

/** Props of {@link StockpilePage}. */
export interface StockpilePageProps {
  readonly planner: ActorRefFrom<typeof stockpilePlannerMachine>;
  readonly calendar: ActorRefFrom<typeof deskCalendarMachine>;
  /** Message id of the route title. */
  readonly titleId: string;
  /** The book's title, once known. */
  readonly bookTitle: string | null;
  /** The book's chapter list. */
  readonly chaptersHref: string;
  readonly navigate: (href: string) => void;
}

/**
 * /stockpile?book_id=: a book's stockpile (存稿) and the days it covers, the
 * plan that schedules it in one action, and the month calendar against the
 * daily threshold.
 */
export function StockpilePage(props: StockpilePageProps) {
  const { planner, calendar, bookTitle, chaptersHref, navigate } = props;
  const styles = useDeskStyles();
  const t = useT();
  return (
    <section className={styles.root}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <Title2 as="h1">{t(props.titleId)}</Title2>
          {bookTitle ? (
            <Body1 className={styles.muted}>{t('desk.book', { title: bookTitle })}</Body1>
          ) : null}
        </div>
        <Button
          as="a"
          href={chaptersHref}
          icon={<TextBulletListLtr20Regular />}
          onClick={inAppClick(() => navigate(chaptersHref))}
        >
          {t('desk.backToChapters')}
        </Button>
      </header>
      <div className={styles.columns}>
        <div className={styles.root}>
          <StockpileSummary planner={planner} />
          <PlanForm planner={planner} />
        </div>
        <MonthCalendar calendar={calendar} />
      </div>
    </section>
  );
}
