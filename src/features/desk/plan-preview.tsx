import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  mergeClasses,
  Spinner,
  Subtitle2,
} from '@fluentui/react-components';
import { CalendarCheckmark20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { formatWords } from '../../i18n/intl';
import {
  isShortDay,
  leavesEarlierDrafts,
  planDays,
  type ScheduleConflict,
  selectApplying,
  selectPreview,
  selectStockpile,
  type stockpilePlannerMachine,
} from '../../machines/stockpile-planner/stockpile-planner.machine';
import { formatBeijingDateTime, formatBeijingTime, formatDay } from './desk-format';
import { useDeskStyles } from './desk-styles';

/** What each kind of conflict says. */
const CONFLICT_IDS: Record<ScheduleConflict['kind'], string> = {
  slot_taken: 'desk.conflicts.slotTaken',
  out_of_order: 'desk.conflicts.outOfOrder',
  earlier_draft: 'desk.conflicts.earlierDraft',
};

/** Props of {@link PlanPreview}. */
export interface PlanPreviewProps {
  readonly planner: ActorRefFrom<typeof stockpilePlannerMachine>;
}

/**
 * The preview of a plan: what goes out when, day by day against the daily
 * threshold, the chapters already scheduled that it meets, and the button
 * that applies exactly this.
 */
export function PlanPreview({ planner }: PlanPreviewProps) {
  const styles = useDeskStyles();
  const t = useT();
  const intl = useIntl();
  const preview = useSelector(planner, selectPreview);
  const stockpile = useSelector(planner, selectStockpile);
  const applying = useSelector(planner, selectApplying);
  if (!preview || preview.list.length === 0) return null;
  const days = planDays(preview.list, preview.days);
  const threshold = stockpile?.daily_threshold ?? 0;
  const first = preview.list[0];
  const last = preview.list[preview.list.length - 1];
  const words = (n: number) => formatWords(intl, n, { exact: true });

  return (
    <section className={styles.form} aria-labelledby="desk-preview-heading">
      <Subtitle2 as="h3" id="desk-preview-heading">
        {t('desk.preview.title')}
      </Subtitle2>
      <Body1>
        {t('desk.preview.summary', {
          count: preview.list.length,
          days: days.length,
          first: first ? formatBeijingDateTime(intl, first.publish_at) : '',
          last: last ? formatBeijingDateTime(intl, last.publish_at) : '',
        })}
      </Body1>
      {preview.conflicts.length > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              {t('desk.conflicts.title', { count: preview.conflicts.length })}
            </MessageBarTitle>
            <ul className={styles.list}>
              {preview.conflicts.map((conflict) => (
                <li key={`${conflict.kind}:${conflict.chapter_id}`}>
                  {t(CONFLICT_IDS[conflict.kind], {
                    title: conflict.title,
                    time: conflict.publish_at
                      ? formatBeijingDateTime(intl, conflict.publish_at)
                      : '',
                  })}
                </li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.buttons}>
        <Button
          appearance="primary"
          icon={<CalendarCheckmark20Regular />}
          disabled={applying}
          onClick={() => planner.send({ type: 'planner.apply' })}
        >
          {t(leavesEarlierDrafts(preview) ? 'desk.plan.applyOutOfOrder' : 'desk.plan.apply', {
            count: preview.list.length,
          })}
        </Button>
        {applying ? <Spinner size="tiny" label={t('desk.plan.applying')} /> : null}
      </div>
      <section
        className={styles.tableScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1).
        tabIndex={0}
        aria-labelledby="desk-preview-caption"
      >
        <table className={styles.table}>
          <caption id="desk-preview-caption" className={styles.caption}>
            {t('desk.preview.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('desk.preview.time')}</th>
              <th scope="col">{t('desk.preview.chapter')}</th>
              <th scope="col" className={styles.numeric}>
                {t('desk.preview.words')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <Fragment key={day.date}>
                <tr className={styles.dayRow}>
                  <th scope="colgroup" colSpan={3}>
                    {formatDay(intl, day.date)} ·{' '}
                    {t('desk.preview.dayWords', {
                      count: day.chapters.length,
                      words: words(day.words),
                    })}
                    {day.otherWords > 0
                      ? ` · ${t('desk.preview.alreadyScheduled', { words: words(day.otherWords) })}`
                      : null}
                    {day.status === 'leave' ? ` · ${t('desk.preview.leave')}` : null}
                    {isShortDay(day, threshold) ? (
                      <span className={styles.warning}> · {t('desk.preview.belowThreshold')}</span>
                    ) : null}
                  </th>
                </tr>
                {day.chapters.map((chapter) => (
                  <tr key={chapter.chapter_id}>
                    <td className={styles.nowrap}>{formatBeijingTime(intl, chapter.publish_at)}</td>
                    <td>{chapter.title}</td>
                    <td className={mergeClasses(styles.numeric)}>
                      {intl.formatNumber(chapter.word_count)}
                    </td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
