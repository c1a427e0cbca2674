import { Badge, Body1, Button, Card, Field, Input, Subtitle2 } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useT } from '../../components/intl';
import {
  selectThreadSaving,
  selectThreads,
} from '../../machines/story-bible/story-bible.selectors';
import type { StoryBibleRef } from './bible-page';
import { useBibleStyles } from './bible-styles';

/** Foreshadowing threads (伏笔): open ones flagged when overdue; a new one; resolving one. */
export function ThreadsPanel({ bible }: { bible: StoryBibleRef }) {
  const styles = useBibleStyles();
  const t = useT();
  const threads = useSelector(bible, selectThreads);
  const saving = useSelector(bible, selectThreadSaving);
  const [title, setTitle] = useState('');
  const [planted, setPlanted] = useState('');
  const last = threads?.last_chapter_no ?? 0;
  return (
    <Card className={styles.panel} role="region" aria-label={t('bible.threads')}>
      <Subtitle2 as="h2">{t('bible.threads')}</Subtitle2>
      {threads ? (
        <Body1 className={styles.muted}>
          {t('bible.threads.rule', { count: threads.settings.thread_overdue_chapters })}
        </Body1>
      ) : null}
      <ul className={styles.list}>
        {threads?.list.map((thread) => (
          <li key={thread.id} className={styles.appearance}>
            <div className={styles.row}>
              <span className={styles.wrap}>{thread.title}</span>
              {thread.open ? (
                <Badge appearance="tint">{t('bible.thread.open')}</Badge>
              ) : (
                <Badge appearance="tint" color="success">
                  {t('bible.thread.resolved', { chapter: thread.resolved_chapter_no ?? 0 })}
                </Badge>
              )}
              {thread.overdue ? (
                <Badge color="warning">{t('bible.thread.overdue', { count: thread.age })}</Badge>
              ) : null}
            </div>
            <span className={styles.muted}>
              {thread.payoff_chapter_no === null
                ? t('bible.thread.planted', { chapter: thread.planted_chapter_no })
                : t('bible.thread.plantedPayoff', {
                    chapter: thread.planted_chapter_no,
                    payoff: thread.payoff_chapter_no,
                  })}
            </span>
            {thread.open && last > 0 ? (
              <Button
                size="small"
                disabledFocusable={saving}
                onClick={() =>
                  bible.send({ type: 'bible.resolveThread', threadId: thread.id, chapterNo: last })
                }
              >
                {t('bible.thread.resolve', { chapter: last })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <form
        noValidate
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          const chapterNo = Number.parseInt(planted, 10);
          if (title.trim() === '' || !(chapterNo > 0)) return;
          bible.send({
            type: 'bible.addThread',
            draft: { title: title.trim(), plantedChapterNo: chapterNo, payoffChapterNo: null },
          });
          setTitle('');
          setPlanted('');
        }}
      >
        <Field label={t('bible.thread.title')}>
          <Input value={title} maxLength={60} onChange={(_, d) => setTitle(d.value)} />
        </Field>
        <Field label={t('bible.thread.plantedAt')}>
          <Input type="number" min={1} value={planted} onChange={(_, d) => setPlanted(d.value)} />
        </Field>
        <Button type="submit" disabledFocusable={saving}>
          {t('bible.thread.add')}
        </Button>
      </form>
    </Card>
  );
}
