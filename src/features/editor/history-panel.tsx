import {
  Badge,
  Button,
  Checkbox,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, History20Regular } from '@fluentui/react-icons';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Dialog, SidePanel } from '../../components/surfaces';
import { type AppIntl, formatDateTime, formatWords } from '../../i18n/intl';
import {
  selectIsPublishing,
  selectServer,
} from '../../machines/chapter-editor/chapter-editor.machine';
import {
  type chapterHistoryMachine,
  selectComparison,
  selectHasMore,
  selectHistoryBusy,
  selectHistoryError,
  selectHistoryLoading,
  selectIsComparing,
  selectRetention,
  selectSelected,
  selectVersions,
  type VersionSummary,
} from '../../machines/chapter-history/chapter-history.machine';
import type { EditorActorRef } from './types';
import { VersionCompare } from './version-compare';

/** The history machine with its actors, as the screen provides it. */
export type HistoryLogic = typeof chapterHistoryMachine;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  facts: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  line: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    justifyContent: 'space-between',
  },
});

/** Props of {@link HistoryPanel}. */
export interface HistoryPanelProps {
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
  readonly logic: HistoryLogic;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The chapter's history in a side panel: every version kept (time, words,
 * change against the previous, why it was kept), two of them compared side
 * by side, and any of them restored as a new version through the editor,
 * which saves the author's unsent text first. Nothing in history changes.
 */
export function HistoryPanel({ editor, intl, logic, open, onClose }: HistoryPanelProps) {
  const chapterId = useSelector(editor, (s) => selectServer(s)?.id ?? null);
  const [wide, setWide] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  // The list opens narrow again next time, whatever was shown when it closed.
  const close = () => {
    setWide(false);
    onClose();
  };
  return (
    <SidePanel
      title={t('desk.history.title')}
      closeLabel={t('desk.history.close')}
      size={wide ? 'full' : 'medium'}
      open={open}
      onClose={close}
    >
      {open && chapterId ? (
        <HistoryBody
          editor={editor}
          intl={intl}
          logic={logic}
          chapterId={chapterId}
          onWide={setWide}
        />
      ) : null}
    </SidePanel>
  );
}

interface HistoryBodyProps {
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
  readonly logic: HistoryLogic;
  readonly chapterId: string;
  readonly onWide: (wide: boolean) => void;
}

function HistoryBody({ editor, intl, logic, chapterId, onWide }: HistoryBodyProps) {
  const styles = useStyles();
  const history = useActorRef(logic, { input: { chapterId } });
  const versions = useSelector(history, selectVersions);
  const selected = useSelector(history, selectSelected);
  const loading = useSelector(history, selectHistoryLoading);
  const busy = useSelector(history, selectHistoryBusy);
  const hasMore = useSelector(history, selectHasMore);
  const error = useSelector(history, selectHistoryError);
  const retention = useSelector(history, selectRetention);
  const comparing = useSelector(history, selectIsComparing);
  const comparison = useSelector(history, selectComparison, shallowEqual);
  const restoring = useSelector(editor, selectIsPublishing);
  const [restore, setRestore] = useState<VersionSummary | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  // A restore (or apply, discard) writes versions: list them.
  useEffect(() => {
    const sub = editor.on('editor.textReplaced', () => history.send({ type: 'history.refresh' }));
    return () => sub.unsubscribe();
  }, [editor, history]);
  useEffect(() => onWide(comparing), [comparing, onWide]);
  // Compare and Back each remove the button pressed: focus goes to the view
  // that replaced it (Back, or Compare again), or it would fall to the body,
  // out of the drawer, where Escape no longer reaches it.
  const backRef = useRef<HTMLButtonElement>(null);
  const compareRef = useRef<HTMLButtonElement>(null);
  const viewShown = useRef(comparing);
  useEffect(() => {
    if (viewShown.current === comparing) return;
    viewShown.current = comparing;
    (comparing ? backRef : compareRef).current?.focus();
  }, [comparing]);

  if (comparing) {
    return (
      <div className={styles.body}>
        <div className={styles.bar}>
          <Button
            ref={backRef}
            icon={<ArrowLeft20Regular />}
            onClick={() => history.send({ type: 'history.closeCompare' })}
          >
            {t('desk.history.back')}
          </Button>
        </div>
        {error ? <Problem text={t(error)} /> : null}
        {comparison ? (
          <VersionCompare before={comparison[0]} after={comparison[1]} intl={intl} />
        ) : error ? null : (
          <Spinner size="small" label={t('desk.history.reading')} />
        )}
      </div>
    );
  }

  const time = (v: VersionSummary) => formatDateTime(intl, v.createTime);
  return (
    <div className={styles.body}>
      {retention ? (
        <Text size={200} className={styles.muted}>
          {t('desk.history.retention', {
            days: retention.fullDays,
            minutes: retention.editIntervalMinutes,
          })}
        </Text>
      ) : null}
      <div className={styles.bar}>
        <Text size={200} aria-live="polite">
          {t('desk.history.picked', { count: selected.length })}
        </Text>
        <Button
          ref={compareRef}
          appearance="primary"
          disabled={selected.length !== 2}
          onClick={() => history.send({ type: 'history.compare' })}
        >
          {t('desk.history.compare')}
        </Button>
      </div>
      {error ? <Problem text={t(error)} /> : null}
      {loading ? <Spinner size="small" label={t('desk.history.loading')} /> : null}
      {!loading && versions.length === 0 && !error ? <Text>{t('desk.history.empty')}</Text> : null}
      <ul className={styles.list} aria-label={t('desk.history.title')}>
        {versions.map((v) => (
          <li key={v.id} className={styles.item}>
            <Checkbox
              checked={selected.includes(v.id)}
              aria-label={t('desk.history.pick', { time: time(v) })}
              onChange={() => history.send({ type: 'history.toggle', versionId: v.id })}
            />
            <div className={styles.facts}>
              <div className={styles.line}>
                <Text weight="semibold">{time(v)}</Text>
                <Badge appearance="tint" color={v.reason === 'publish' ? 'brand' : 'informative'}>
                  {t(`desk.reason.${reasonKey(v.reason)}`)}
                </Badge>
                {v.published ? (
                  <Badge appearance="outline" color="success">
                    {t('desk.history.readersHad')}
                  </Badge>
                ) : null}
              </div>
              <div className={styles.line}>
                <Text size={200}>{formatWords(intl, v.wordCount, { exact: true })}</Text>
                <Text
                  size={200}
                  className={
                    v.wordDelta > 0 ? styles.up : v.wordDelta < 0 ? styles.down : styles.muted
                  }
                >
                  {t('desk.history.delta', {
                    delta: intl.formatNumber(v.wordDelta, { signDisplay: 'exceptZero' }),
                  })}
                </Text>
                <Text size={200} className={styles.muted} truncate wrap={false}>
                  {v.title}
                </Text>
              </div>
            </div>
            <Button
              size="small"
              icon={<History20Regular />}
              disabled={restoring}
              aria-label={t('desk.history.restoreOne', { time: time(v) })}
              onClick={() => setRestore(v)}
            >
              {t('desk.history.restore')}
            </Button>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button disabledFocusable={busy} onClick={() => history.send({ type: 'history.more' })}>
          {t('desk.history.more')}
        </Button>
      ) : null}
      <Dialog open={restore !== null} onOpenChange={(_, data) => !data.open && setRestore(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('desk.restore.title')}</DialogTitle>
            <DialogContent>
              {restore
                ? t('desk.restore.body', {
                    time: time(restore),
                    words: formatWords(intl, restore.wordCount, { exact: true }),
                  })
                : null}
            </DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                onClick={() => {
                  if (restore) editor.send({ type: 'version.restore', versionId: restore.id });
                  setRestore(null);
                }}
              >
                {t('desk.restore.confirm')}
              </Button>
              <Button onClick={() => setRestore(null)}>{t('desk.restore.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}

/** A version reason (snake_case in the API) as its message id's last part. */
function reasonKey(reason: string): string {
  return reason.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function Problem({ text }: { text: string }) {
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
