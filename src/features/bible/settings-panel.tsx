import { Body1, Button, Card, Field, Input, Subtitle2 } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useT } from '../../components/intl';
import type { BibleSettings } from '../../machines/story-bible/story-bible.machine';
import {
  selectChangeErrors,
  selectChangeFailed,
  selectChanging,
  selectSettings,
} from '../../machines/story-bible/story-bible.selectors';
import type { StoryBibleRef } from './bible-page';
import { useBibleStyles } from './bible-styles';
import { useFieldError } from './field-errors';

/** The book's limits: when a main character unseen, and an open thread, are flagged. */
export function SettingsPanel({ bible }: { bible: StoryBibleRef }) {
  const styles = useBibleStyles();
  const t = useT();
  const settings = useSelector(bible, selectSettings);
  return (
    <Card className={styles.panel} role="region" aria-label={t('bible.settings')}>
      <Subtitle2 as="h2">{t('bible.settings')}</Subtitle2>
      {/* Keyed on the stored values: a save that went through shows them again. */}
      {settings ? (
        <SettingsForm
          key={`${settings.unseen_chapters}:${settings.thread_overdue_chapters}`}
          bible={bible}
          settings={settings}
        />
      ) : null}
    </Card>
  );
}

function SettingsForm({ bible, settings }: { bible: StoryBibleRef; settings: BibleSettings }) {
  const styles = useBibleStyles();
  const t = useT();
  const changing = useSelector(bible, selectChanging);
  const errors = useSelector(bible, selectChangeErrors);
  const failed = useSelector(bible, selectChangeFailed);
  const [unseen, setUnseen] = useState(String(settings.unseen_chapters));
  const [overdue, setOverdue] = useState(String(settings.thread_overdue_chapters));
  const fieldError = useFieldError(errors);
  return (
    <form
      noValidate
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        bible.send({
          type: 'bible.settings',
          unseenChapters: Number.parseInt(unseen, 10) || 0,
          threadOverdueChapters: Number.parseInt(overdue, 10) || 0,
        });
      }}
    >
      <Field label={t('bible.settings.unseen')} validationMessage={fieldError('unseen_chapters')}>
        <Input type="number" min={1} value={unseen} onChange={(_, d) => setUnseen(d.value)} />
      </Field>
      <Field
        label={t('bible.settings.overdue')}
        validationMessage={fieldError('thread_overdue_chapters')}
      >
        <Input type="number" min={1} value={overdue} onChange={(_, d) => setOverdue(d.value)} />
      </Field>
      <Button type="submit" disabledFocusable={changing}>
        {t('bible.settings.save')}
      </Button>
      {failed ? <Body1 role="alert">{t('bible.change.failed')}</Body1> : null}
    </form>
  );
}
