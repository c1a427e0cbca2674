import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Field,
  Input,
  Spinner,
  Subtitle2,
} from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useT } from '../../components/intl';
import {
  selectAppearances,
  selectChangeFailed,
  selectEntityLoading,
  selectHasMore,
  selectMoreLoading,
  selectPage,
  selectPageFailed,
} from '../../machines/story-bible/story-bible.selectors';
import type { StoryBibleRef } from './bible-page';
import { useBibleStyles } from './bible-styles';
import { EntityActions } from './entity-actions';
import { Progressions } from './progressions';

/** The opened entity: card, heatmap per volume, state as of a chapter, appearances. */
export function EntityPanel({ bible }: { bible: StoryBibleRef }) {
  const styles = useBibleStyles();
  const t = useT();
  const page = useSelector(bible, selectPage);
  const loading = useSelector(bible, selectEntityLoading);
  const failed = useSelector(bible, selectPageFailed);
  const changeFailed = useSelector(bible, selectChangeFailed);
  if (!page) {
    return (
      <Card className={styles.panel} role="region" aria-label={t('bible.entity.page')}>
        {loading ? <Spinner size="small" label={t('bible.loading')} /> : null}
        {failed ? <Body1 role="alert">{t('bible.loadError')}</Body1> : null}
        {!loading && !failed ? (
          <Body1 className={styles.muted}>{t('bible.entity.pick')}</Body1>
        ) : null}
      </Card>
    );
  }
  const { entity } = page;
  return (
    <Card className={styles.panel} role="region" aria-label={entity.name}>
      <div className={styles.row}>
        <Subtitle2 as="h2" className={styles.wrap}>
          {entity.name}
        </Subtitle2>
        <Badge appearance="tint">{t(`bible.kind.${entity.kind}`)}</Badge>
        {entity.is_main ? <Badge appearance="outline">{t('bible.entity.main')}</Badge> : null}
        <Button
          size="small"
          icon={<Edit20Regular />}
          onClick={() => bible.send({ type: 'bible.edit' })}
        >
          {t('bible.entity.edit')}
        </Button>
        <EntityActions bible={bible} entity={entity} />
      </div>
      {changeFailed ? <Body1 role="alert">{t('bible.change.failed')}</Body1> : null}
      {entity.aliases.length > 0 ? (
        <Body1 className={styles.wrap}>
          {t('bible.entity.aliases', { names: entity.aliases.join('、') })}
        </Body1>
      ) : null}
      {entity.notes ? <Body1 className={styles.wrap}>{entity.notes}</Body1> : null}
      {entity.fields.length > 0 ? (
        <dl>
          {entity.fields.map((f) => (
            <div key={f.key} className={styles.row}>
              <dt className={styles.muted}>{f.key}</dt>
              <dd className={styles.wrap}>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Body1>
        {page.first_appearance && page.last_appearance
          ? t('bible.entity.span', {
              first: page.first_appearance.chapter_no,
              last: page.last_appearance.chapter_no,
              chapters: page.chapter_count,
              mentions: page.mention_count,
            })
          : t('bible.entity.never')}
      </Body1>
      <Heatmap volumes={page.volumes} />
      <Progressions bible={bible} progressions={page.progressions} />
      <StateAsOf bible={bible} />
      <Appearances bible={bible} />
    </Card>
  );
}

function Heatmap({ volumes }: { volumes: NonNullable<ReturnType<typeof selectPage>>['volumes'] }) {
  const styles = useBibleStyles();
  const t = useT();
  return (
    <section aria-label={t('bible.heatmap')}>
      <Subtitle2 as="h3">{t('bible.heatmap')}</Subtitle2>
      <ul className={styles.heatmap}>
        {volumes.map((v) => {
          const ratio = v.chapters > 0 ? v.chapter_count / v.chapters : 0;
          return (
            <li key={v.volume_id} className={styles.heatRow}>
              <Caption1 className={styles.wrap}>{v.title}</Caption1>
              <div className={styles.heatTrack} aria-hidden="true">
                <div className={styles.heatFill} style={{ width: `${Math.round(ratio * 100)}%` }} />
              </div>
              <Caption1>
                {t('bible.heatmap.value', { named: v.chapter_count, chapters: v.chapters })}
              </Caption1>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function StateAsOf({ bible }: { bible: StoryBibleRef }) {
  const styles = useBibleStyles();
  const t = useT();
  const page = useSelector(bible, selectPage)!;
  const [chapter, setChapter] = useState(page.as_of_chapter_no?.toString() ?? '');
  const apply = () => {
    const n = Number.parseInt(chapter, 10);
    bible.send({ type: 'bible.asOf', chapterNo: Number.isFinite(n) && n > 0 ? n : null });
  };
  return (
    <section aria-label={t('bible.state')}>
      <Subtitle2 as="h3">{t('bible.state')}</Subtitle2>
      <form
        noValidate
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Field label={t('bible.state.asOf')}>
          <Input
            type="number"
            min={1}
            value={chapter}
            onChange={(_, data) => setChapter(data.value)}
          />
        </Field>
        <Button type="submit">{t('bible.state.show')}</Button>
      </form>
      {page.state.length === 0 ? (
        <Body1 className={styles.muted}>{t('bible.state.none')}</Body1>
      ) : (
        <ul>
          {page.state.map((p) => (
            <li key={p.id} className={styles.wrap}>
              {t('bible.state.fact', { chapter: p.from_chapter_no, fact: p.fact })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Appearances({ bible }: { bible: StoryBibleRef }) {
  const styles = useBibleStyles();
  const t = useT();
  const list = useSelector(bible, selectAppearances);
  const more = useSelector(bible, selectHasMore);
  const loadingMore = useSelector(bible, selectMoreLoading);
  return (
    <section aria-label={t('bible.appearances')}>
      <Subtitle2 as="h3">{t('bible.appearances')}</Subtitle2>
      <ol className={styles.list}>
        {list.map((a) => (
          <li key={a.chapter_id} className={styles.appearance}>
            <Caption1>{t('bible.appearance.title', { title: a.title, count: a.count })}</Caption1>
            <Body1 className={styles.wrap}>{a.context}</Body1>
          </li>
        ))}
      </ol>
      {more ? (
        <Button disabledFocusable={loadingMore} onClick={() => bible.send({ type: 'bible.more' })}>
          {t('bible.appearances.more')}
        </Button>
      ) : null}
    </section>
  );
}
