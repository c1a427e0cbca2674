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
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUndo20Regular } from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import { Dialog, SidePanel } from '../../components/surfaces';
import {
  type bookReplaceMachine,
  selectCanUndo,
  selectPhase,
  selectProgress,
  selectReplaceBusy,
  selectReplaceError,
  selectReplaceFieldErrors,
  selectReplaceOptions,
  selectReplaceQuery,
  selectReplaceText,
  selectResults,
  selectStopping,
  selectTickedCount,
  selectUndoConflicts,
  selectUndone,
} from '../../machines/book-replace/book-replace.machine';
import { BookReplaceResults } from './book-replace-results';

/** The replace machine with its actors, as the screen provides it. */
export type BookReplaceLogic = typeof bookReplaceMachine;
type ReplaceRef = ActorRefFrom<BookReplaceLogic>;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});

/** Props of {@link BookReplacePanel}. */
export interface BookReplacePanelProps {
  readonly logic: BookReplaceLogic;
  readonly bookId: string;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Chapters changed (a replace or its undo): the list reads them again. */
  readonly onChanged: () => void;
  /** Show the chapters whose edits readers do not have yet (the replace left them pending). */
  readonly onShowRevisions: () => void;
}

/**
 * Find and replace across the book, in a panel over the chapter list: the
 * search with its options, matches by chapter with context and counts
 * (paged), the chapters and matches to change ticked, the change applied in
 * batches with progress, and one undo for all of it.
 */
export function BookReplacePanel({
  logic,
  bookId,
  open,
  onClose,
  onChanged,
  onShowRevisions,
}: BookReplacePanelProps) {
  const t = useT();
  // The replace lives with the page, not the drawer: closing the panel
  // while batches go out neither stops them nor loses the undo.
  const replace = useActorRef(logic, { input: { bookId } });
  return (
    <SidePanel
      title={t('desk.replace.title')}
      closeLabel={t('desk.replace.close')}
      size="large"
      open={open}
      onClose={onClose}
    >
      <ReplaceBody replace={replace} onChanged={onChanged} onShowRevisions={onShowRevisions} />
    </SidePanel>
  );
}

/** What the server says about the search field, in this panel's words. */
const QUERY_ERRORS: Readonly<Record<string, string>> = {
  'validation.format': 'desk.replace.query.invalid',
  'validation.invalid': 'desk.replace.query.empty',
};

function ReplaceBody({
  replace,
  onChanged,
  onShowRevisions,
}: {
  replace: ReplaceRef;
  onChanged: () => void;
  onShowRevisions: () => void;
}) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const phase = useSelector(replace, selectPhase);
  const query = useSelector(replace, selectReplaceQuery);
  const replacement = useSelector(replace, selectReplaceText);
  const options = useSelector(replace, selectReplaceOptions);
  const results = useSelector(replace, selectResults);
  const ticked = useSelector(replace, selectTickedCount);
  const busy = useSelector(replace, selectReplaceBusy);
  const fieldErrors = useSelector(replace, selectReplaceFieldErrors);
  const error = useSelector(replace, selectReplaceError);
  const [confirming, setConfirming] = useState(false);
  const n = (value: number) => intl.formatNumber(value);
  // The drawer focuses its first control, Close; the author came to type
  // what to find. After the drawer's own focus, hence the frame.
  const findRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => findRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (phase === 'done' || phase === 'undone') onChanged();
  }, [phase, onChanged]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    replace.send({ type: 'replace.search' });
  };
  const option = (name: 'caseSensitive' | 'wholeWord' | 'regex', labelId: string) => (
    <Checkbox
      label={t(labelId)}
      checked={options[name]}
      disabled={phase === 'applying'}
      onChange={(_, data) =>
        replace.send({ type: 'replace.option', option: name, value: !!data.checked })
      }
    />
  );
  const queryError = fieldErrors.query;
  const locked = phase === 'applying' || phase === 'done' || phase === 'undone';

  return (
    <div className={styles.body}>
      <form
        noValidate
        className={styles.form}
        onSubmit={onSearch}
        aria-label={t('desk.replace.title')}
      >
        <div className={styles.fields}>
          <Field
            label={t('desk.replace.find')}
            validationMessage={queryError ? t(QUERY_ERRORS[queryError] ?? queryError) : undefined}
          >
            <Input
              ref={findRef}
              value={query}
              disabled={locked}
              onChange={(_, data) => replace.send({ type: 'replace.query', query: data.value })}
            />
          </Field>
          <Field
            label={t('desk.replace.with')}
            hint={options.regex ? t('desk.replace.groups', { groups: '$1, $<name>' }) : undefined}
          >
            <Input
              value={replacement}
              disabled={locked}
              onChange={(_, data) =>
                replace.send({ type: 'replace.replacement', replacement: data.value })
              }
            />
          </Field>
        </div>
        <div className={styles.row}>
          {option('caseSensitive', 'desk.option.case')}
          {option('wholeWord', 'desk.option.wholeWord')}
          {option('regex', 'desk.option.regex')}
          <span className={styles.grow} />
          {locked ? null : (
            <Button type="submit" appearance="primary" disabledFocusable={query === '' || busy}>
              {t('desk.replace.search')}
            </Button>
          )}
        </div>
      </form>
      {busy && phase !== 'done' ? (
        <Spinner size="small" label={t('desk.replace.searching')} />
      ) : null}
      {error && phase !== 'done' ? <Problem text={t(error)} /> : null}
      {results && phase === 'results' ? (
        <>
          <Text role="status">
            {results.totalMatches === 0
              ? t('desk.replace.noMatches', { scanned: n(results.scannedChapters) })
              : t('desk.replace.found', {
                  matches: n(results.totalMatches),
                  chapters: n(results.totalChapters),
                  scanned: n(results.scannedChapters),
                })}
          </Text>
          {results.complete ? null : (
            <MessageBar intent="warning">
              <MessageBarBody>{t('desk.replace.incomplete')}</MessageBarBody>
            </MessageBar>
          )}
          {results.totalMatches > 0 ? (
            <div className={styles.row}>
              <Button onClick={() => replace.send({ type: 'replace.tickAll', on: true })}>
                {t('desk.replace.tickAll')}
              </Button>
              <Button onClick={() => replace.send({ type: 'replace.tickAll', on: false })}>
                {t('desk.replace.tickNone')}
              </Button>
              <span className={styles.grow} />
              <Button
                appearance="primary"
                disabledFocusable={ticked === 0 || busy}
                onClick={() => setConfirming(true)}
              >
                {t('desk.replace.apply', { count: n(ticked) })}
              </Button>
            </div>
          ) : null}
          <BookReplaceResults replace={replace} />
        </>
      ) : null}
      {phase === 'applying' ? <Applying replace={replace} /> : null}
      {phase === 'done' || phase === 'undone' ? (
        <Outcome replace={replace} onShowRevisions={onShowRevisions} />
      ) : null}
      <Dialog open={confirming} onOpenChange={(_, data) => setConfirming(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('desk.replace.confirm.title')}</DialogTitle>
            <DialogContent>
              {t('desk.replace.confirm.body', {
                query,
                replacement,
                count: n(ticked),
              })}
            </DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                onClick={() => {
                  setConfirming(false);
                  replace.send({ type: 'replace.apply' });
                }}
              >
                {t('desk.replace.apply', { count: n(ticked) })}
              </Button>
              <Button onClick={() => setConfirming(false)}>{t('desk.replace.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}

function Applying({ replace }: { replace: ReplaceRef }) {
  const t = useT();
  const intl = useIntl();
  const progress = useSelector(replace, selectProgress);
  const stopping = useSelector(replace, selectStopping);
  const n = (value: number) => intl.formatNumber(value);
  return (
    <Field
      label={
        progress.total === 0
          ? t('desk.replace.collecting')
          : t('desk.replace.progress', { done: n(progress.done), total: n(progress.total) })
      }
      validationState="none"
      validationMessage={t('desk.replace.progressReplaced', { count: n(progress.replaced) })}
    >
      <ProgressBar
        value={progress.total === 0 ? undefined : progress.done}
        max={Math.max(1, progress.total)}
        aria-label={t('desk.replace.progressLabel')}
      />
      <div>
        <Button disabled={stopping} onClick={() => replace.send({ type: 'replace.stop' })}>
          {t(stopping ? 'desk.replace.stopping' : 'desk.replace.stop')}
        </Button>
      </div>
    </Field>
  );
}

function Outcome({
  replace,
  onShowRevisions,
}: {
  replace: ReplaceRef;
  onShowRevisions: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const phase = useSelector(replace, selectPhase);
  const progress = useSelector(replace, selectProgress);
  const canUndo = useSelector(replace, selectCanUndo);
  const undone = useSelector(replace, selectUndone);
  const conflicts = useSelector(replace, selectUndoConflicts);
  const busy = useSelector(replace, selectReplaceBusy);
  const error = useSelector(replace, selectReplaceError);
  const n = (value: number) => intl.formatNumber(value);
  const again = (
    <Button onClick={() => replace.send({ type: 'replace.again' })}>
      {t('desk.replace.again')}
    </Button>
  );
  if (phase === 'undone' && undone) {
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          {t('desk.replace.undone', { restored: n(undone.restored), skipped: n(undone.skipped) })}
        </MessageBarBody>
        <MessageBarActions>{again}</MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <>
      {error ? <Problem text={t(error)} /> : null}
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          {t('desk.replace.done', {
            replaced: n(progress.replaced),
            changed: n(progress.changed),
            skipped: n(progress.skipped),
          })}
        </MessageBarBody>
        <MessageBarActions>
          {canUndo ? (
            <Button
              icon={<ArrowUndo20Regular />}
              disabledFocusable={busy}
              onClick={() => replace.send({ type: 'replace.undo' })}
            >
              {t('desk.replace.undo')}
            </Button>
          ) : null}
          {progress.changed > 0 ? (
            <Button disabledFocusable={busy} onClick={onShowRevisions}>
              {t('desk.replace.showRevisions')}
            </Button>
          ) : null}
          {again}
        </MessageBarActions>
      </MessageBar>
      {conflicts > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {t('desk.replace.undoConflicts', { count: n(conflicts) })}
          </MessageBarBody>
          <MessageBarActions>
            <Button
              disabledFocusable={busy}
              onClick={() => replace.send({ type: 'replace.undo', skipChanged: true })}
            >
              {t('desk.replace.undoOthers')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
    </>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
