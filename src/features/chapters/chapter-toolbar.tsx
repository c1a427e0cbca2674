import {
  Button,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  SearchBox,
  Select,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import {
  type ChapterOrder,
  type ChapterStatusFilter,
  type chapterListMachine,
  type ReviewFilter,
  selectCounts,
  selectFilterStatus,
  selectJumpError,
  selectOrder,
  selectTypedKeyword,
} from '../../machines/chapter-list/chapter-list.machine';
import { ReviewFilterSelect } from './review-filter';

/** Props of {@link ChapterToolbar}. */
export interface ChapterToolbarProps {
  readonly list: ActorRefFrom<typeof chapterListMachine>;
}

type TabFilter = Exclude<ChapterStatusFilter, ReviewFilter>;

const FILTERS: readonly TabFilter[] = [
  'all',
  'draft',
  'scheduled',
  'published',
  'revision',
  'trashed',
];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // Wrapped, not scrolled: a scrolled strip clipped the last statuses on phones, out of sight.
  tabs: { flexWrap: 'wrap', minWidth: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
  },
  search: { flexGrow: 1, minWidth: '200px', maxWidth: '360px' },
  jump: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  jumpInput: { width: '140px' },
  order: { width: '150px' },
});

/** Status tabs with counts, title search and jump to a chapter number. */
export function ChapterToolbar({ list }: ChapterToolbarProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const status = useSelector(list, selectFilterStatus);
  const counts = useSelector(list, selectCounts);
  const keyword = useSelector(list, selectTypedKeyword);
  const jumpError = useSelector(list, selectJumpError);
  const order = useSelector(list, selectOrder);
  const [jumpTo, setJumpTo] = useState('');

  const countOf = (filter: TabFilter): number | null => {
    if (!counts) return null;
    return filter === 'all' ? counts.draft + counts.scheduled + counts.published : counts[filter];
  };
  // The revisions tab shows while there are any (or while it is the one chosen).
  const filters = FILTERS.filter(
    (filter) => filter !== 'revision' || status === 'revision' || (counts?.revision ?? 0) > 0,
  );
  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jumpTo);
    if (jumpTo.trim() === '' || !Number.isInteger(n)) return;
    list.send({ type: 'chapters.jump', chapterNo: n });
  };

  return (
    <div className={styles.root}>
      <TabList
        className={styles.tabs}
        selectedValue={status}
        onTabSelect={(_, data) =>
          list.send({ type: 'chapters.filterStatus', status: data.value as ChapterStatusFilter })
        }
      >
        {filters.map((filter) => {
          const count = countOf(filter);
          return (
            <Tab key={filter} value={filter}>
              {count === null
                ? t(`chapters.filter.${filter}`)
                : t('chapters.filter.withCount', {
                    label: t(`chapters.filter.${filter}`),
                    count: intl.formatNumber(count),
                  })}
            </Tab>
          );
        })}
      </TabList>
      <div className={styles.row}>
        <SearchBox
          className={styles.search}
          value={keyword}
          placeholder={t('chapters.search.placeholder')}
          aria-label={t('chapters.search.label')}
          onChange={(_, data) => list.send({ type: 'chapters.search', keyword: data.value })}
        />
        <Select
          className={styles.order}
          value={order}
          aria-label={t('chapters.order.label')}
          onChange={(_, data) =>
            list.send({ type: 'chapters.order', order: data.value as ChapterOrder })
          }
        >
          <option value="newest">{t('chapters.order.newest')}</option>
          <option value="reading">{t('chapters.order.reading')}</option>
        </Select>
        <ReviewFilterSelect list={list} />
        <form noValidate className={styles.jump} onSubmit={onJump}>
          <Input
            className={styles.jumpInput}
            type="number"
            min={1}
            value={jumpTo}
            aria-label={t('chapters.jump.label')}
            placeholder={t('chapters.jump.placeholder')}
            onChange={(_, data) => setJumpTo(data.value)}
          />
          <Button type="submit">{t('chapters.jump.go')}</Button>
        </form>
      </div>
      {jumpError ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t(jumpError.id, { no: jumpTo, max: intl.formatNumber(jumpError.max) })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
