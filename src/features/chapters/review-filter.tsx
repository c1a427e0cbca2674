import { makeStyles, mergeClasses, Select, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import {
  type ChapterRow,
  type chapterListMachine,
  REVIEW_FILTERS,
  type ReviewFilter,
  selectFilterStatus,
} from '../../machines/chapter-list/chapter-list.machine';

const useStyles = makeStyles({ select: { width: '150px' } });

const useBadgeStyles = makeStyles({
  badge: {
    display: 'inline-block',
    marginLeft: tokens.spacingHorizontalXXS,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  blocked: {
    color: tokens.colorPaletteRedForeground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}`,
  },
  waiting: {
    color: tokens.colorPaletteDarkOrangeForeground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteDarkOrangeBorder2}`,
  },
});

/**
 * The list's filter on the platform's review: chapters in review (appeals
 * waiting included) or blocked. One choice with the status tabs: picking it
 * leaves the tabs, and a tab leaves it.
 */
export function ReviewFilterSelect({ list }: { list: ActorRefFrom<typeof chapterListMachine> }) {
  const styles = useStyles();
  const t = useT();
  const status = useSelector(list, selectFilterStatus);
  const value = (REVIEW_FILTERS as readonly string[]).includes(status) ? status : '';
  return (
    <Select
      className={styles.select}
      value={value}
      aria-label={t('review.filter.label')}
      onChange={(_, data) =>
        list.send({
          type: 'chapters.filterStatus',
          status: data.value === '' ? 'all' : (data.value as ReviewFilter),
        })
      }
    >
      <option value="">{t('review.filter.any')}</option>
      {REVIEW_FILTERS.map((filter) => (
        <option key={filter} value={filter}>
          {t(`review.filter.${filter.replace('_', '-')}`)}
        </option>
      ))}
    </Select>
  );
}

/** The row's review badge: only what needs the author (in review, appealed, blocked). */
export function ReviewBadge({ row }: { row: Pick<ChapterRow, 'review_state'> }) {
  const styles = useBadgeStyles();
  const t = useT();
  const state = row.review_state;
  if (!state || state === 'live') return null;
  return (
    <span
      className={mergeClasses(styles.badge, state === 'blocked' ? styles.blocked : styles.waiting)}
      title={t(`review.badge.${state.replace('_', '-')}.hint`)}
    >
      {t(`review.badge.${state.replace('_', '-')}`)}
    </span>
  );
}
