import {
  Button,
  Checkbox,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Select,
  Textarea,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useT } from '../../components/intl';
import { Dialog } from '../../components/surfaces';
import {
  BIBLE_KINDS,
  type BibleEntity,
  isBibleKind,
  splitList,
} from '../../machines/story-bible/story-bible.machine';
import {
  selectEditing,
  selectFormErrors,
  selectFormFailed,
  selectFormOpen,
  selectFormSaving,
} from '../../machines/story-bible/story-bible.selectors';
import type { StoryBibleRef } from './bible-page';
import { useBibleStyles } from './bible-styles';
import { useFieldError } from './field-errors';

/** The dialog that creates an entity or edits the opened one. */
export function EntityForm({ bible }: { bible: StoryBibleRef }) {
  const open = useSelector(bible, selectFormOpen);
  const editing = useSelector(bible, selectEditing);
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open) bible.send({ type: 'bible.cancel' });
      }}
    >
      <FormSurface key={`${open}:${editing?.id ?? 'new'}`} bible={bible} editing={editing} />
    </Dialog>
  );
}

function FormSurface({ bible, editing }: { bible: StoryBibleRef; editing: BibleEntity | null }) {
  const styles = useBibleStyles();
  const t = useT();
  const errors = useSelector(bible, selectFormErrors);
  const failed = useSelector(bible, selectFormFailed);
  const saving = useSelector(bible, selectFormSaving);
  const [kind, setKind] = useState(editing?.kind ?? 'character');
  const [name, setName] = useState(editing?.name ?? '');
  const [aliases, setAliases] = useState(editing?.aliases.join('、') ?? '');
  const [tags, setTags] = useState(editing?.tags.join('、') ?? '');
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [isMain, setIsMain] = useState(editing?.is_main ?? false);
  const errorOf = useFieldError(errors);
  return (
    <DialogSurface>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          bible.send({
            type: 'bible.save',
            draft: {
              kind,
              name,
              aliases: splitList(aliases),
              tags: splitList(tags),
              notes,
              isMain,
            },
          });
        }}
      >
        <DialogBody>
          <DialogTitle>{t(editing ? 'bible.form.editTitle' : 'bible.form.newTitle')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t('bible.kind')}>
              <Select
                value={kind}
                onChange={(_, data) => {
                  if (isBibleKind(data.value)) setKind(data.value);
                }}
              >
                {BIBLE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`bible.kind.${k}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('bible.form.name')} required validationMessage={errorOf('name')}>
              <Input value={name} maxLength={30} onChange={(_, d) => setName(d.value)} />
            </Field>
            <Field
              label={t('bible.form.aliases')}
              hint={t('bible.form.listHint')}
              validationMessage={errorOf('aliases')}
            >
              <Input value={aliases} onChange={(_, d) => setAliases(d.value)} />
            </Field>
            <Field label={t('bible.form.tags')} hint={t('bible.form.listHint')}>
              <Input value={tags} onChange={(_, d) => setTags(d.value)} />
            </Field>
            <Field label={t('bible.form.notes')}>
              <Textarea value={notes} maxLength={5000} onChange={(_, d) => setNotes(d.value)} />
            </Field>
            <Checkbox
              label={t('bible.form.main')}
              checked={isMain}
              onChange={(_, d) => setIsMain(d.checked === true)}
            />
            {failed ? <div role="alert">{t('bible.form.failed')}</div> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" type="submit" disabledFocusable={saving}>
              {t('bible.form.save')}
            </Button>
            <Button onClick={() => bible.send({ type: 'bible.cancel' })}>
              {t('bible.form.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}
