import { Body1, Caption1, Spinner, Subtitle2 } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { Surface, SurfaceHeader } from '../../components/surface';
import { formatWords } from '../../i18n/intl';
import {
  selectStockpile,
  selectStockpileError,
  type stockpilePlannerMachine,
} from '../../machines/stockpile-planner/stockpile-planner.machine';
import { formatBeijingDateTime } from './desk-format';
import { useDeskStyles } from './desk-styles';

/** Props of {@link StockpileSummary}. */
export interface StockpileSummaryProps {
  readonly planner: ActorRefFrom<typeof stockpilePlannerMachine>;
}

/**
 * The book's stockpile (存稿): finished drafts and their words, the chapters
 * already scheduled, and the days both cover at the author's pace.
 */
export function StockpileSummary({ planner }: StockpileSummaryProps) {
  const styles = useDeskStyles();
  const t = useT();
  const intl = useIntl();
  const stockpile = useSelector(planner, selectStockpile);
  const error = useSelector(planner, selectStockpileError);
  const words = (n: number) => formatWords(intl, n, { exact: true });

  return (
    <Surface className={styles.panel} aria-labelledby="desk-stockpile-heading">
      <SurfaceHeader
        header={
          <Subtitle2 as="h2" id="desk-stockpile-heading">
            {t('desk.stockpile.title')}
          </Subtitle2>
        }
      />
      {error ? (
        <RetryNotice
          message={t(error)}
          onRetry={() => planner.send({ type: 'planner.refresh' })}
          retryLabel={t('common.retry')}
        />
      ) : null}
      {stockpile ? (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{t('desk.stockpile.drafts')}</dt>
              <dd className={styles.figureValue}>{intl.formatNumber(stockpile.drafts.count)}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{t('desk.stockpile.draftWords')}</dt>
              <dd className={styles.figureValue}>{words(stockpile.drafts.words)}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{t('desk.stockpile.days')}</dt>
              <dd className={styles.figureValue}>
                {t('desk.stockpile.days.value', { count: stockpile.days_covered })}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{t('desk.stockpile.scheduled')}</dt>
              <dd className={styles.figureValue}>
                {t('desk.stockpile.scheduled.value', {
                  count: stockpile.scheduled.count,
                  words: words(stockpile.scheduled.words),
                })}
              </dd>
            </div>
          </dl>
          <Body1>
            {stockpile.cadence.source === 'recent'
              ? t('desk.stockpile.cadence.recent', {
                  words: words(stockpile.cadence.words_per_day),
                  chapters: intl.formatNumber(stockpile.cadence.chapters_per_day, {
                    maximumFractionDigits: 1,
                  }),
                })
              : t('desk.stockpile.cadence.threshold', {
                  words: words(stockpile.daily_threshold),
                })}
          </Body1>
          {stockpile.scheduled.last_publish_at ? (
            <Caption1 className={styles.muted}>
              {t('desk.stockpile.scheduledUntil', {
                time: formatBeijingDateTime(intl, stockpile.scheduled.last_publish_at),
              })}
            </Caption1>
          ) : null}
          {stockpile.unfinished_drafts.count > 0 ? (
            <Caption1 className={styles.muted}>
              {t('desk.stockpile.unfinished', {
                count: stockpile.unfinished_drafts.count,
                min: words(stockpile.min_chapter_words),
              })}
            </Caption1>
          ) : null}
        </>
      ) : error ? null : (
        <Spinner size="small" label={t('desk.stockpile.loading')} />
      )}
    </Surface>
  );
}
