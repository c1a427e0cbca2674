import {
  Body1,
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Select,
} from '@fluentui/react-components';
import { Delete20Regular, Merge20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { useT } from '../../components/intl';
import { Dialog } from '../../components/surfaces';
import type { BibleEntity } from '../../machines/story-bible/story-bible.machine';
import { selectChanging, selectEntities } from '../../machines/story-bible/story-bible.selectors';
import type { StoryBibleRef } from './bible-page';

/**
 * What can be done to the open entity besides editing it: merge it into
 * another (the same person under two cards) or delete it. Both ask first.
 */
export function EntityActions({ bible, entity }: { bible: StoryBibleRef; entity: BibleEntity }) {
  const t = useT();
  const changing = useSelector(bible, selectChanging);
  const [merging, setMerging] = useState(false);
  return (
    <>
      <Button
        size="small"
        icon={<Merge20Regular />}
        disabledFocusable={changing}
        onClick={() => setMerging(true)}
      >
        {t('bible.merge.open')}
      </Button>
      <ConfirmButton
        label={t('bible.delete')}
        size="small"
        icon={<Delete20Regular />}
        disabled={changing}
        title={t('bible.delete.title', { name: entity.name })}
        body={t('bible.delete.body')}
        cancelLabel={t('bible.form.cancel')}
        onConfirm={() => bible.send({ type: 'bible.delete' })}
      />
      {merging ? (
        <MergeDialog bible={bible} entity={entity} onClose={() => setMerging(false)} />
      ) : null}
    </>
  );
}

function MergeDialog({
  bible,
  entity,
  onClose,
}: {
  bible: StoryBibleRef;
  entity: BibleEntity;
  onClose: () => void;
}) {
  const t = useT();
  const entities = useSelector(bible, selectEntities);
  // Same kind first: a character is most often merged into a character.
  const others = [...(entities?.list ?? [])]
    .filter((e) => e.id !== entity.id)
    .sort((a, b) => Number(b.kind === entity.kind) - Number(a.kind === entity.kind));
  const [targetId, setTargetId] = useState(others[0]?.id ?? '');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('bible.merge.title', { name: entity.name })}</DialogTitle>
          <DialogContent>
            {others.length === 0 ? (
              <Body1>{t('bible.merge.none')}</Body1>
            ) : (
              <>
                <Field label={t('bible.merge.into')}>
                  <Select value={targetId} onChange={(_, data) => setTargetId(data.value)}>
                    {others.map((e) => (
                      <option key={e.id} value={e.id}>
                        {`${e.name}（${t(`bible.kind.${e.kind}`)}）`}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Body1 as="p" block>
                  {t('bible.merge.body', { name: entity.name })}
                </Body1>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabledFocusable={targetId === ''}
              onClick={() => {
                bible.send({ type: 'bible.mergeInto', targetId });
                onClose();
              }}
            >
              {t('bible.merge.confirm')}
            </Button>
            <Button onClick={onClose}>{t('bible.form.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
