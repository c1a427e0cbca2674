import { Body1, Button, Field, Input, Subtitle2 } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useT } from '../../components/intl';
import type { BibleProgression } from '../../machines/story-bible/story-bible.machine';
import {
  selectChangeErrors,
  selectChanging,
} from '../../machines/story-bible/story-bible.selectors';
import type { StoryBibleRef } from './bible-page';
import { useBibleStyles } from './bible-styles';
import { useFieldError } from './field-errors';

/** The most a fact may hold (the spec's CreateBibleProgressionRequest). */
const FACT_MAX = 200;

/**
 * The open entity's progressions (facts true from a chapter on: "from
 * chapter 812, 金丹期"), each removable, and a form to add one.
 */
export function Progressions({
  bible,
  progressions,
}: {
  bible: StoryBibleRef;
  progressions: readonly BibleProgression[];
}) {
  const styles = useBibleStyles();
  const t = useT();
  const changing = useSelector(bible, selectChanging);
  const errors = useSelector(bible, selectChangeErrors);
  const [chapter, setChapter] = useState('');
  const [fact, setFact] = useState('');
  const fieldError = useFieldError(errors);
  const ordered = [...progressions].sort((a, b) => a.from_chapter_no - b.from_chapter_no);
  return (
    <section aria-label={t('bible.progressions')}>
      <Subtitle2 as="h3">{t('bible.progressions')}</Subtitle2>
      {ordered.length === 0 ? (
        <Body1 className={styles.muted}>{t('bible.progressions.none')}</Body1>
      ) : (
        <ul className={styles.list}>
          {ordered.map((p) => {
            const text = t('bible.state.fact', { chapter: p.from_chapter_no, fact: p.fact });
            return (
              <li key={p.id} className={styles.row}>
                <span className={styles.wrap}>{text}</span>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<Dismiss16Regular />}
                  aria-label={t('bible.progressions.remove', { fact: text })}
                  disabledFocusable={changing}
                  onClick={() =>
                    bible.send({ type: 'bible.removeProgression', progressionId: p.id })
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <form
        noValidate
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          const chapterNo = Number.parseInt(chapter, 10);
          if (!(chapterNo > 0) || fact.trim() === '') return;
          bible.send({ type: 'bible.addProgression', fromChapterNo: chapterNo, fact: fact.trim() });
          setFact('');
        }}
      >
        <Field
          label={t('bible.progressions.from')}
          validationMessage={fieldError('from_chapter_no')}
        >
          <Input type="number" min={1} value={chapter} onChange={(_, d) => setChapter(d.value)} />
        </Field>
        <Field label={t('bible.progressions.fact')} validationMessage={fieldError('fact')}>
          <Input value={fact} maxLength={FACT_MAX} onChange={(_, d) => setFact(d.value)} />
        </Field>
        <Button type="submit" disabledFocusable={changing}>
          {t('bible.progressions.add')}
        </Button>
      </form>
    </section>
  );
}
