import { Badge, Button, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import {
  type BookMatchChapter,
  type bookReplaceMachine,
  isTicked,
  RESULTS_PAGE_SIZE,
  selectExcluded,
  selectReplaceBusy,
  selectResults,
  selectTicks,
} from '../../machines/book-replace/book-replace.machine';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  chapter: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  matches: {
    listStyleType: 'none',
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXXL,
    '@media (max-width: 600px)': { paddingLeft: tokens.spacingHorizontalM },
  },
  context: { overflowWrap: 'anywhere' },
  mark: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  more: { color: tokens.colorNeutralForeground3, paddingLeft: tokens.spacingHorizontalXXL },
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'center',
    paddingTop: tokens.spacingVerticalS,
  },
});

type ReplaceRef = ActorRefFrom<typeof bookReplaceMachine>;

/** A page of chapters with matches, each ticked (all its matches) or with single matches unticked. */
export function BookReplaceResults({ replace }: { replace: ReplaceRef }) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const results = useSelector(replace, selectResults);
  const busy = useSelector(replace, selectReplaceBusy);
  if (!results) return null;
  const pages = Math.max(1, Math.ceil(results.totalChapters / RESULTS_PAGE_SIZE));
  const go = (page: number) => replace.send({ type: 'replace.page', page });
  return (
    <>
      <ul className={styles.list} aria-label={t('desk.replace.results')} aria-busy={busy}>
        {results.list.map((chapter) => (
          <ChapterMatches key={chapter.chapterId} replace={replace} chapter={chapter} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('desk.replace.pages')}>
          <Button
            icon={<ChevronLeft20Regular />}
            disabledFocusable={busy || results.page <= 1}
            onClick={() => go(results.page - 1)}
          >
            {t('desk.replace.prevPage')}
          </Button>
          <Text>
            {t('desk.replace.page', {
              page: intl.formatNumber(results.page),
              pages: intl.formatNumber(pages),
            })}
          </Text>
          <Button
            icon={<ChevronRight20Regular />}
            iconPosition="after"
            disabledFocusable={busy || results.page >= pages}
            onClick={() => go(results.page + 1)}
          >
            {t('desk.replace.nextPage')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function ChapterMatches({ replace, chapter }: { replace: ReplaceRef; chapter: BookMatchChapter }) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const ticked = useSelector(replace, (s) => isTicked(selectTicks(s), chapter.chapterId));
  const left = useSelector(replace, (s) => selectExcluded(s)[chapter.chapterId]?.indexes);
  const more = chapter.matchCount - chapter.matches.length;
  const revision = chapter.status === 'published' || chapter.status === 'scheduled';
  return (
    <li className={styles.chapter}>
      <div className={styles.head}>
        <Checkbox
          checked={ticked}
          label={t('desk.replace.chapter', {
            title: chapter.title,
            count: intl.formatNumber(chapter.matchCount),
          })}
          onChange={() =>
            replace.send({ type: 'replace.toggleChapter', chapterId: chapter.chapterId })
          }
        />
        {revision ? (
          <Badge appearance="tint" color="warning">
            {t('desk.replace.goesToRevision')}
          </Badge>
        ) : null}
      </div>
      <ul className={styles.matches}>
        {chapter.matches.map((m) => (
          <li key={m.index}>
            <Checkbox
              disabled={!ticked}
              checked={ticked && !left?.includes(m.index)}
              onChange={() =>
                replace.send({
                  type: 'replace.toggleMatch',
                  chapterId: chapter.chapterId,
                  version: chapter.version,
                  index: m.index,
                })
              }
              label={
                <span className={styles.context}>
                  {m.field === 'title' ? `${t('desk.replace.inTitle')} ` : ''}…{m.before}
                  <mark className={styles.mark}>{m.match}</mark>
                  {m.after}…
                </span>
              }
            />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Text size={200} className={styles.more}>
          {t('desk.replace.more', { count: intl.formatNumber(more) })}
        </Text>
      ) : null}
    </li>
  );
}
