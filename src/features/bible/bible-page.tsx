import {
  Badge,
  Body1,
  Button,
  Card,
  Field,
  SearchBox,
  Select,
  Spinner,
  Subtitle2,
  Title2,
} from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import {
  BIBLE_KINDS,
  type BibleKind,
  isBibleKind,
  type storyBibleMachine,
} from '../../machines/story-bible/story-bible.machine';
import {
  selectEntities,
  selectKind,
  selectListFailed,
  selectListLoading,
  selectQuery,
  selectSelectedId,
} from '../../machines/story-bible/story-bible.selectors';
import { useBibleStyles } from './bible-styles';
import { EntityForm } from './entity-form';
import { EntityPanel } from './entity-panel';
import { ExportFailure, ExportMenu } from './export-menu';
import { SettingsPanel } from './settings-panel';
import { ThreadsPanel } from './threads-panel';

export type StoryBibleRef = ActorRefFrom<typeof storyBibleMachine>;

export interface BiblePageProps {
  readonly bible: StoryBibleRef;
  readonly titleId: string;
  readonly bookTitle: string | null;
}

/**
 * /book-manage/bible?book_id=: the book's story bible — its entities by kind
 * with a search, the one opened (heatmap, appearances, state as of a
 * chapter), the entity form, and the foreshadowing threads with their flags.
 */
export function BiblePage({ bible, titleId, bookTitle }: BiblePageProps) {
  const styles = useBibleStyles();
  const t = useT();
  return (
    <section className={styles.root}>
      <header className={styles.header}>
        <div>
          <Title2 as="h1">{t(titleId)}</Title2>
          {bookTitle ? (
            <Body1 as="p" block className={styles.muted}>
              {t('bible.book', { title: bookTitle })}
            </Body1>
          ) : null}
        </div>
        <div className={styles.row}>
          <ExportMenu bible={bible} />
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => bible.send({ type: 'bible.create' })}
          >
            {t('bible.entity.new')}
          </Button>
        </div>
      </header>
      <ExportFailure bible={bible} />
      <div className={styles.columns}>
        <EntityList bible={bible} />
        <EntityPanel bible={bible} />
      </div>
      <ThreadsPanel bible={bible} />
      <SettingsPanel bible={bible} />
      <EntityForm bible={bible} />
    </section>
  );
}

function EntityList({ bible }: { bible: StoryBibleRef }) {
  const styles = useBibleStyles();
  const t = useT();
  const entities = useSelector(bible, selectEntities);
  const loading = useSelector(bible, selectListLoading);
  const failed = useSelector(bible, selectListFailed);
  const query = useSelector(bible, selectQuery);
  const kind = useSelector(bible, selectKind);
  const selectedId = useSelector(bible, selectSelectedId);
  return (
    <Card className={styles.panel} role="region" aria-label={t('bible.entities')}>
      <Subtitle2 as="h2">{t('bible.entities')}</Subtitle2>
      <div className={styles.filters}>
        <Field label={t('bible.search')}>
          <SearchBox
            value={query}
            onChange={(_, data) => bible.send({ type: 'bible.search', query: data.value })}
          />
        </Field>
        <Field label={t('bible.kind')}>
          <Select
            value={kind ?? ''}
            onChange={(_, data) =>
              bible.send({
                type: 'bible.kind',
                kind: isBibleKind(data.value) ? data.value : null,
              })
            }
          >
            <option value="">{t('bible.kind.all')}</option>
            {BIBLE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`bible.kind.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {failed ? <Body1 role="alert">{t('bible.loadError')}</Body1> : null}
      {loading && !entities ? <Spinner size="small" label={t('bible.loading')} /> : null}
      {entities && entities.list.length === 0 ? (
        <Body1 className={styles.muted}>{t('bible.empty')}</Body1>
      ) : null}
      <ul className={styles.list} aria-busy={loading}>
        {entities?.list.map((e) => (
          <li key={e.id}>
            <Button
              appearance={e.id === selectedId ? 'secondary' : 'subtle'}
              className={styles.entityButton}
              aria-current={e.id === selectedId ? 'true' : undefined}
              onClick={() => bible.send({ type: 'bible.open', entityId: e.id })}
            >
              <span className={styles.row}>
                <span className={styles.wrap}>{e.name}</span>
                <Badge appearance="tint" size="small">
                  {t(`bible.kind.${e.kind satisfies BibleKind}`)}
                </Badge>
                <span className={styles.muted}>
                  {t('bible.entity.chapters', { count: e.chapter_count })}
                </span>
                {e.unseen ? (
                  <Badge color="warning" size="small">
                    {t('bible.entity.unseen', { count: e.unseen_for })}
                  </Badge>
                ) : null}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
