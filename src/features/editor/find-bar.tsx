import {
  Button,
  Checkbox,
  Input,
  makeStyles,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDown20Regular,
  ArrowUndo20Regular,
  ArrowUp20Regular,
  Dismiss20Regular,
} from '@fluentui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { AppIntl } from '../../i18n/intl';
import {
  selectContent,
  selectIsEditing,
} from '../../machines/chapter-editor/chapter-editor.machine';
import {
  type ChapterFindSnapshot,
  chapterFindMachine,
  FIND_LIMIT,
  type FindOption,
  selectCanUndoReplaceAll,
  selectCurrentNumber,
  selectFindError,
  selectFindQuery,
  selectFindSpec,
  selectMatchCount,
  selectReplacedCount,
  selectReplacement,
} from '../../machines/chapter-find/chapter-find.machine';
import type { MarkStore } from './text-marks/mark-store';
import type { EditorActorRef } from './types';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  input: { flexGrow: 1, minWidth: '160px', maxWidth: '420px' },
  count: { minWidth: '6em', color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  options: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
});

/** Props of {@link FindBar}. */
export interface FindBarProps {
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
  /** The chapter text's textarea, where matches are shown. */
  readonly textId: string;
  /** Ctrl+H opened it: show the replace row. */
  readonly withReplace: boolean;
  /** Asks for the find field to take focus again (bumped on each Ctrl+F). */
  readonly focusKey: number;
  /** Where the matches are painted on the text. */
  readonly marks?: MarkStore;
  readonly onClose: () => void;
}

/**
 * Find and replace in the chapter: find with match count, next / previous
 * (Enter / Shift+Enter), replace and replace all, whole word, case and
 * regular expression (an invalid expression says so). Replacing is the
 * author's own change to the text (saved, kept on the device, a revision on
 * a published chapter).
 */
export function FindBar({
  editor,
  intl,
  textId,
  withReplace,
  focusKey,
  marks,
  onClose,
}: FindBarProps) {
  const styles = useStyles();
  const ids = useId();
  const find = useActorRef(chapterFindMachine, {
    input: { text: selectContent(editor.getSnapshot()) },
  });
  const query = useSelector(find, selectFindQuery);
  const replacement = useSelector(find, selectReplacement);
  const spec = useSelector(find, selectFindSpec);
  const count = useSelector(find, selectMatchCount);
  const current = useSelector(find, selectCurrentNumber);
  const error = useSelector(find, selectFindError);
  const replaced = useSelector(find, selectReplacedCount);
  const canUndo = useSelector(find, selectCanUndoReplaceAll);
  const editing = useSelector(editor, selectIsEditing);
  const queryRef = useRef<HTMLInputElement>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  // Each Ctrl+F (a new focusKey) puts the caret back in the find field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger.
  useEffect(() => {
    queryRef.current?.focus();
    queryRef.current?.select();
  }, [focusKey]);

  // The text as the author types it, without re-rendering this bar.
  useEffect(() => {
    let text = selectContent(editor.getSnapshot());
    const sub = editor.subscribe((snapshot) => {
      const next = selectContent(snapshot);
      if (next === text) return;
      text = next;
      find.send({ type: 'find.text', text });
    });
    return () => sub.unsubscribe();
  }, [editor, find]);

  // The matches, painted on the text once a search has settled (while the
  // text or query is newer than the matches, the layer carries the old ones).
  useEffect(() => {
    if (!marks) return;
    let shown: ChapterFindSnapshot['context'] | null = null;
    const publish = ({ context }: ChapterFindSnapshot) => {
      if (context.stale) return;
      if (
        shown &&
        shown.matches === context.matches &&
        shown.current === context.current &&
        shown.text === context.text
      ) {
        return;
      }
      shown = context;
      marks.set(
        'find',
        context.matches.length === 0
          ? null
          : {
              text: context.text,
              marks: context.matches.map((m, i) => ({
                start: m.start,
                end: m.end,
                kind: i === context.current ? 'current' : 'match',
              })),
            },
      );
    };
    publish(find.getSnapshot());
    const subscription = find.subscribe(publish);
    return () => {
      subscription.unsubscribe();
      marks.set('find', null);
    };
  }, [find, marks]);

  useEffect(() => {
    const changed = find.on('find.changed', (event) => {
      // Typed into the textarea, the replace joins its undo history (Ctrl+Z);
      // the change event then tells the editor, flagging a replace all.
      const typed = typeInto(textId, event.text);
      if (!typed || event.replaceAll) {
        editor.send({
          type: 'editor.change',
          field: 'content',
          value: event.text,
          replaceAll: event.replaceAll,
        });
      }
    });
    const reveal = find.on('find.reveal', (event) => revealIn(textId, event.start, event.end));
    return () => {
      changed.unsubscribe();
      reveal.unsubscribe();
    };
  }, [editor, find, textId]);

  const onQueryKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      find.send({ type: event.shiftKey ? 'find.previous' : 'find.next' });
    }
  };
  const onReplaceKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      find.send({ type: 'find.replace' });
    }
  };
  const option = (name: FindOption, labelId: string) => (
    <Checkbox
      label={t(labelId)}
      checked={spec[name]}
      onChange={(_, data) =>
        find.send({ type: 'find.option', option: name, value: !!data.checked })
      }
    />
  );
  const countText =
    error !== null
      ? t(`desk.find.error.${error}`)
      : query === ''
        ? ''
        : count === 0
          ? t('desk.find.none')
          : t('desk.find.count', {
              current,
              count:
                count >= FIND_LIMIT
                  ? `${intl.formatNumber(FIND_LIMIT)}+`
                  : intl.formatNumber(count),
            });

  return (
    <search
      className={styles.root}
      aria-label={t('desk.find.region')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.row}>
        <Input
          ref={queryRef}
          className={styles.input}
          value={query}
          aria-label={t('desk.find.query')}
          placeholder={t('desk.find.query')}
          aria-invalid={error !== null || undefined}
          aria-describedby={`${ids}-count`}
          onChange={(_, data) => find.send({ type: 'find.query', query: data.value })}
          onKeyDown={onQueryKey}
        />
        <Text
          id={`${ids}-count`}
          size={200}
          aria-live="polite"
          className={error ? styles.error : styles.count}
        >
          {countText}
        </Text>
        <Tooltip content={t('desk.find.previous.hint')} relationship="description">
          <Button
            icon={<ArrowUp20Regular />}
            aria-label={t('desk.find.previous')}
            disabled={count === 0}
            onClick={() => find.send({ type: 'find.previous' })}
          />
        </Tooltip>
        <Tooltip content={t('desk.find.next.hint')} relationship="description">
          <Button
            icon={<ArrowDown20Regular />}
            aria-label={t('desk.find.next')}
            disabled={count === 0}
            onClick={() => find.send({ type: 'find.next' })}
          />
        </Tooltip>
        <Button
          appearance="subtle"
          icon={<Dismiss20Regular />}
          aria-label={t('desk.find.close')}
          onClick={onClose}
        />
      </div>
      {withReplace ? (
        <div className={styles.row}>
          <Input
            className={styles.input}
            value={replacement}
            aria-label={t('desk.find.replacement')}
            placeholder={t('desk.find.replacement')}
            onChange={(_, data) => find.send({ type: 'find.replacement', replacement: data.value })}
            onKeyDown={onReplaceKey}
          />
          <Button
            disabled={!editing || count === 0}
            onClick={() => find.send({ type: 'find.replace' })}
          >
            {t('desk.find.replace')}
          </Button>
          <Button
            disabled={!editing || count === 0}
            onClick={() => {
              find.send({ type: 'find.replaceAll' });
              // With nothing left to replace this button turns disabled and
              // would drop focus to the page: keep it in the bar (Escape closes it).
              queryRef.current?.focus();
            }}
          >
            {t('desk.find.replaceAll')}
          </Button>
          {replaced !== null ? (
            <Text size={200} aria-live="polite">
              {t('desk.find.replaced', { count: replaced })}
            </Text>
          ) : null}
          {canUndo ? (
            <Button
              appearance="subtle"
              icon={<ArrowUndo20Regular />}
              disabled={!editing}
              onClick={() => {
                find.send({ type: 'find.undoReplaceAll' });
                queryRef.current?.focus();
              }}
            >
              {t('desk.find.undoReplaceAll')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={styles.options}>
        {option('caseSensitive', 'desk.option.case')}
        {option('wholeWord', 'desk.option.wholeWord')}
        {option('regex', 'desk.option.regex')}
      </div>
    </search>
  );
}

/**
 * Selects a match in the textarea and scrolls it into view: the textarea
 * scrolls to its selection only while focused, so it takes focus for a
 * moment and gives it back to where the author was (the find field).
 */
function revealIn(textId: string, start: number, end: number) {
  const area = document.getElementById(textId);
  if (!(area instanceof HTMLTextAreaElement)) return;
  const back = document.activeElement;
  area.focus({ preventScroll: false });
  area.setSelectionRange(start, end, 'forward');
  if (back instanceof HTMLElement && back !== area) back.focus({ preventScroll: true });
}

/**
 * Puts `text` in the textarea as typing would (the browser's insertText), so
 * the change joins the textarea's own undo history: only the span between
 * the unchanged start and end is replaced. Answers false where the browser
 * cannot (no such command): the caller then sets the text outright.
 */
function typeInto(textId: string, text: string): boolean {
  const area = document.getElementById(textId);
  if (!(area instanceof HTMLTextAreaElement) || typeof document.execCommand !== 'function') {
    return false;
  }
  const old = area.value;
  let start = 0;
  while (start < old.length && start < text.length && old[start] === text[start]) start++;
  let end = 0;
  while (
    end < old.length - start &&
    end < text.length - start &&
    old[old.length - 1 - end] === text[text.length - 1 - end]
  ) {
    end++;
  }
  // Never split a character outside the BMP between kept and typed text.
  if (isHighSurrogate(old.charCodeAt(start - 1))) start--;
  if (end > 0 && isLowSurrogate(old.charCodeAt(old.length - end))) end--;
  const back = document.activeElement;
  area.focus({ preventScroll: true });
  area.setSelectionRange(start, old.length - end);
  const typed = document.execCommand('insertText', false, text.slice(start, text.length - end));
  if (back instanceof HTMLElement && back !== area) back.focus({ preventScroll: true });
  return typed && area.value === text;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
