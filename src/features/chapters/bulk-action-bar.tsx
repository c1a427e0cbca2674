import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Link,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowMove20Regular,
  ArrowUndo20Regular,
  Calendar20Regular,
  CalendarCancel20Regular,
  Delete20Regular,
  Dismiss20Regular,
  Send20Regular,
} from '@fluentui/react-icons';
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { OutOfOrderDialog } from '../../components/out-of-order-dialog';
import { RetryNotice } from '../../components/retry-notice';
import { Dialog } from '../../components/surfaces';
import { useReturnFocus } from '../../components/use-return-focus';
import { VolumeDropdown } from '../../components/volume-dropdown';
import {
  type ChapterAction,
  type chapterListMachine,
  foreseenClashes,
  selectCounts,
  selectFilterStatus,
  selectGatherError,
  selectGathering,
  selectOrderRefusal,
  selectOrderRefusedNow,
  selectPages,
  selectProgress,
  selectRunning,
  selectSelectedCount,
  selectSelection,
  selectTotal,
} from '../../machines/chapter-list/chapter-list.machine';
import type { VolumeItem } from '../../machines/volumes/volumes.machine';
import { ActionNotice } from './action-notice';
import { ClashWarning } from './clash-warning';
import { ScheduleDialog } from './schedule-dialog';

/** Props of {@link BulkActionBar}. */
export interface BulkActionBarProps {
  readonly list: ActorRefFrom<typeof chapterListMachine>;
  readonly volumes: readonly VolumeItem[];
}

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  group: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    columnGap: tokens.spacingHorizontalM,
  },
  actions: { marginLeft: 'auto', columnGap: tokens.spacingHorizontalS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  inline: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    flexWrap: 'wrap',
  },
});

/** What publishing the selection now would put out of reading order, by the loaded rows. */
function PublishClashes({ list }: { list: BulkActionBarProps['list'] }) {
  const selection = useSelector(list, selectSelection, shallowEqual);
  const pages = useSelector(list, selectPages);
  // Read when the dialog opens: "now" moves on, the rows do not meanwhile.
  const [now] = useState(Date.now);
  const clashes = useMemo(
    () => foreseenClashes(pages, selection, now, { intervalMinutes: 0 }),
    [pages, selection, now],
  );
  return <ClashWarning clashes={clashes} />;
}

/**
 * What can be done to the selected chapters: publish now, schedule,
 * unschedule, move, trash (or restore, in the trash; update for readers or
 * discard, among the chapters with edits), with the outcome or the reason of
 * a refusal underneath.
 */
export function BulkActionBar({ list, volumes }: BulkActionBarProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const selected = useSelector(list, selectSelectedCount);
  const running = useSelector(list, selectRunning);
  const progress = useSelector(list, selectProgress, shallowEqual);
  const status = useSelector(list, selectFilterStatus);
  const total = useSelector(list, selectTotal);
  const gathering = useSelector(list, selectGathering, shallowEqual);
  const gatherError = useSelector(list, selectGatherError);
  // Nothing acts on a selection still being gathered.
  const busy = running || gathering !== null;
  // A running action disables its button, and trash or move may remove it: focus comes back.
  useReturnFocus(running);
  const [dialog, setDialog] = useState<
    'publish' | 'schedule' | 'move' | 'applyRevisions' | 'discardRevisions' | null
  >(null);
  const counts = useSelector(list, selectCounts);
  const orderRefusal = useSelector(list, selectOrderRefusal);
  const orderRefusedNow = useSelector(list, selectOrderRefusedNow);
  const [moveMode, setMoveMode] = useState<'volume' | 'after'>('volume');
  const [moveVolume, setMoveVolume] = useState<string | null>(null);
  const [afterNo, setAfterNo] = useState('');

  const act = (action: ChapterAction) => {
    setDialog(null);
    list.send({ type: 'chapters.act', action });
  };
  const targetVolume = moveVolume ?? volumes[0]?.id ?? null;
  const afterValid = /^[1-9][0-9]*$/.test(afterNo.trim());

  return (
    <>
      {selected > 0 || busy ? (
        <div className={styles.bar} role="toolbar" aria-label={t('chapters.bulk.label')}>
          {/* Two groups that wrap as wholes: what is selected, and what to do with it. */}
          <div className={styles.group}>
            <Text weight="semibold">
              {t('chapters.bulk.selected', { count: selected, n: intl.formatNumber(selected) })}
            </Text>
            {gathering ? (
              <Spinner
                size="tiny"
                label={t('chapters.selectAll.gathering', {
                  done: intl.formatNumber(gathering.done),
                  of: intl.formatNumber(gathering.of),
                })}
              />
            ) : !running && total !== null && selected < total ? (
              // Rows load as the list scrolls: the whole view is one click away.
              <Link as="button" onClick={() => list.send({ type: 'chapters.selectAll' })}>
                {t('chapters.selectAll.offer', { count: total, n: intl.formatNumber(total) })}
              </Link>
            ) : null}
            {running && progress ? (
              <Spinner
                size="tiny"
                label={t('chapters.bulk.running', { done: progress.done, of: progress.of })}
              />
            ) : (
              <Link as="button" onClick={() => list.send({ type: 'chapters.clearSelection' })}>
                {t('chapters.bulk.clear')}
              </Link>
            )}
          </div>
          <div className={mergeClasses(styles.group, styles.actions)}>
            {status === 'revision' ? (
              <>
                <Button
                  appearance="primary"
                  icon={<Send20Regular />}
                  disabledFocusable={busy}
                  onClick={() => setDialog('applyRevisions')}
                >
                  {t('chapters.bulk.applyRevisions')}
                </Button>
                <Button
                  icon={<Dismiss20Regular />}
                  disabledFocusable={busy}
                  onClick={() => setDialog('discardRevisions')}
                >
                  {t('chapters.bulk.discardRevisions')}
                </Button>
              </>
            ) : status === 'trashed' ? (
              <Button
                icon={<ArrowUndo20Regular />}
                disabledFocusable={busy}
                onClick={() => act({ kind: 'restore' })}
              >
                {t('chapters.bulk.restore')}
              </Button>
            ) : (
              <>
                <Button
                  appearance="primary"
                  icon={<Send20Regular />}
                  disabledFocusable={busy}
                  onClick={() => setDialog('publish')}
                >
                  {t('chapters.bulk.publish')}
                </Button>
                <Button
                  icon={<Calendar20Regular />}
                  disabledFocusable={busy}
                  onClick={() => setDialog('schedule')}
                >
                  {t('chapters.bulk.schedule')}
                </Button>
                <Button
                  icon={<CalendarCancel20Regular />}
                  disabledFocusable={busy}
                  onClick={() => act({ kind: 'unschedule' })}
                >
                  {t('chapters.bulk.unschedule')}
                </Button>
                <Button
                  icon={<ArrowMove20Regular />}
                  disabledFocusable={busy}
                  onClick={() => setDialog('move')}
                >
                  {t('chapters.bulk.move')}
                </Button>
                <Button
                  icon={<Delete20Regular />}
                  disabledFocusable={busy}
                  onClick={() => act({ kind: 'trash' })}
                >
                  {t('chapters.bulk.trash')}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : null}

      {gatherError ? (
        <RetryNotice
          role="alert"
          message={t(gatherError)}
          onRetry={() => list.send({ type: 'chapters.selectAll' })}
          retryLabel={t('chapters.retry')}
        />
      ) : null}

      <ActionNotice list={list} />

      <Dialog open={dialog === 'publish'} onOpenChange={(_, data) => !data.open && setDialog(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('chapters.publish.title', { count: selected })}</DialogTitle>
            <DialogContent className={styles.form}>
              <Text>{t('chapters.publish.body')}</Text>
              {dialog === 'publish' ? <PublishClashes list={list} /> : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setDialog(null)}>
                {t('chapters.cancel')}
              </Button>
              <Button appearance="primary" onClick={() => act({ kind: 'publish' })}>
                {t('chapters.publish.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      {(['applyRevisions', 'discardRevisions'] as const).map((kind) => (
        <Dialog
          key={kind}
          open={dialog === kind}
          onOpenChange={(_, data) => !data.open && setDialog(null)}
        >
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t(`chapters.${kind}.title`, { count: selected })}</DialogTitle>
              <DialogContent className={styles.form}>
                <Text>{t(`chapters.${kind}.body`)}</Text>
                {kind === 'applyRevisions' && counts ? (
                  <Text>
                    {t('chapters.applyRevisions.words', {
                      count: counts.revision,
                      delta: intl.formatNumber(counts.revisionWords, { signDisplay: 'exceptZero' }),
                    })}
                  </Text>
                ) : null}
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={() => setDialog(null)}>
                  {t('chapters.cancel')}
                </Button>
                <Button appearance="primary" onClick={() => act({ kind })}>
                  {t(`chapters.${kind}.confirm`)}
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ))}

      <ScheduleDialog
        open={dialog === 'schedule'}
        list={list}
        onCancel={() => setDialog(null)}
        onSchedule={act}
      />
      <OutOfOrderDialog
        refusal={orderRefusal}
        now={orderRefusedNow}
        onChoose={(choice) => list.send({ type: 'chapters.chooseOrder', choice })}
        onCancel={() => list.send({ type: 'chapters.cancelOrder' })}
      />

      <Dialog open={dialog === 'move'} onOpenChange={(_, data) => !data.open && setDialog(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('chapters.move.title', { count: selected })}</DialogTitle>
            <DialogContent className={styles.form}>
              <RadioGroup
                value={moveMode}
                onChange={(_, data) => setMoveMode(data.value as 'volume' | 'after')}
              >
                <Radio value="volume" label={t('chapters.move.toVolume')} />
                <Radio value="after" label={t('chapters.move.afterChapter')} />
              </RadioGroup>
              {moveMode === 'volume' ? (
                <Field label={t('chapters.move.volume')}>
                  <VolumeDropdown volumes={volumes} value={targetVolume} onChange={setMoveVolume} />
                </Field>
              ) : (
                <Field label={t('chapters.move.afterNo')} hint={t('chapters.move.afterHint')}>
                  <Input
                    type="number"
                    min={1}
                    value={afterNo}
                    onChange={(_, data) => setAfterNo(data.value)}
                  />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setDialog(null)}>
                {t('chapters.cancel')}
              </Button>
              <Button
                appearance="primary"
                disabled={moveMode === 'volume' ? targetVolume === null : !afterValid}
                onClick={() =>
                  act(
                    moveMode === 'volume'
                      ? { kind: 'move', volumeId: targetVolume ?? undefined }
                      : { kind: 'move', afterChapterNo: Number(afterNo) },
                  )
                }
              >
                {t('chapters.move.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
