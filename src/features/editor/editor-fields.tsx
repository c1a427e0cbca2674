import {
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ClipboardEvent, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden';
import { type AppIntl, formatWords } from '../../i18n/intl';
import { codePointLength } from '../../lib/contract';
import { normalizePastedText, normalizePastedTitle } from '../../lib/paste-text';
import {
  LIMITS,
  selectAuthorNote,
  selectContent,
  selectContentIsEmpty,
  selectFieldErrors,
  selectIsEditing,
  selectTitle,
  selectWordCount,
} from '../../machines/chapter-editor/chapter-editor.machine';
import { HighlightLayer } from './text-marks/highlight-layer';
import type { MarkStore } from './text-marks/mark-store';
import type { EditorActorRef } from './types';

/**
 * What decides where the chapter text's words fall: the textarea and the
 * highlight layer behind it share these, so a mark lands on its words.
 * (Here, beside both makeStyles: Griffel's build-time extraction evaluates
 * style objects of the file it compiles, not imported ones.)
 */
const TEXT_BOX_METRICS = {
  boxSizing: 'border-box' as const,
  padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase400,
  lineHeight: '1.9',
  borderTopWidth: tokens.strokeWidthThin,
  borderRightWidth: tokens.strokeWidthThin,
  borderBottomWidth: tokens.strokeWidthThin,
  borderLeftWidth: tokens.strokeWidthThin,
  borderTopStyle: 'solid' as const,
  borderRightStyle: 'solid' as const,
  borderBottomStyle: 'solid' as const,
  borderLeftStyle: 'solid' as const,
  '@media (max-width: 600px)': {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
  },
};

const useStyles = makeStyles({
  field: {
    position: 'relative',
    isolation: 'isolate',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  content: {
    ...TEXT_BOX_METRICS,
    // Above the highlight layer (its sibling after it: the layer's effect
    // reads this box's ref), and transparent so the layer's marks show under
    // the words; the field behind both holds the background.
    position: 'relative',
    zIndex: 1,
    display: 'block',
    width: '100%',
    minHeight: '60vh',
    color: tokens.colorNeutralForeground1,
    backgroundColor: 'transparent',
    borderTopColor: tokens.colorNeutralStroke1,
    borderRightColor: tokens.colorNeutralStroke1,
    borderLeftColor: tokens.colorNeutralStroke1,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    resize: 'vertical',
    // Its size never depends on its text (width 100%, min-height, rows, or
    // the author's own resize), so size and layout containment make the box a
    // layout root: a keystroke lays out the textarea, not the whole page
    // (0.9 -> 0.5 ms a key on a 30,000-character chapter).
    contain: 'strict',
    outlineStyle: 'none',
    ':focus': {
      borderBottomColor: tokens.colorBrandStroke1,
      boxShadow: `inset 0 -1px 0 ${tokens.colorBrandStroke1}`,
    },
    '::placeholder': { color: tokens.colorNeutralForeground4 },
  },
  // The highlight layer's box: the textarea's, with nothing of its own painted.
  mirror: {
    ...TEXT_BOX_METRICS,
    position: 'absolute',
    inset: 0,
    borderTopColor: 'transparent',
    borderRightColor: 'transparent',
    borderBottomColor: 'transparent',
    borderLeftColor: 'transparent',
    overflow: 'hidden',
    pointerEvents: 'none',
    userSelect: 'none',
    color: 'transparent',
    contain: 'strict',
  },
  invalid: {
    borderTopColor: tokens.colorPaletteRedBorder2,
    borderRightColor: tokens.colorPaletteRedBorder2,
    borderBottomColor: tokens.colorPaletteRedBorder2,
    borderLeftColor: tokens.colorPaletteRedBorder2,
  },
  label: {
    display: 'block',
    marginBottom: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
    marginTop: tokens.spacingVerticalXS,
    display: 'block',
  },
  title: { fontSize: tokens.fontSizeBase500 },
});

/** Props shared by the field components. */
export interface EditorFieldProps {
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
  /** Blur saves to the server at once. */
  readonly onBlur?: () => void;
}

/**
 * Inserts text at the caret through the browser's editing command, so the
 * paste joins the textarea's undo history; falls back to setRangeText.
 */
function insertAtCaret(
  element: HTMLTextAreaElement | HTMLInputElement,
  text: string,
  report: (value: string) => void,
) {
  // execCommand is deprecated but still the only way to keep Ctrl+Z working
  // across a programmatic insert; every current engine supports insertText.
  if (document.execCommand?.('insertText', false, text)) return;
  const start = element.selectionStart ?? element.value.length;
  const end = element.selectionEnd ?? start;
  element.setRangeText(text, start, end, 'end');
  report(element.value);
}

/** The chapter title (one line; pasted line breaks become spaces). */
export function TitleField({ editor, intl, onBlur }: EditorFieldProps) {
  const styles = useStyles();
  const title = useSelector(editor, selectTitle);
  const error = useSelector(editor, (s) => selectFieldErrors(s).title ?? null);
  const editing = useSelector(editor, selectIsEditing);
  const change = useCallback(
    (value: string) => editor.send({ type: 'editor.change', field: 'title', value }),
    [editor],
  );
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!text) return;
    event.preventDefault();
    insertAtCaret(event.currentTarget, normalizePastedTitle(text), change);
  };
  return (
    <Field
      label={intl.formatMessage({ id: 'editor.field.title' })}
      validationMessage={error ? intl.formatMessage({ id: error }) : undefined}
      hint={`${codePointLength(title)}/${LIMITS.title}`}
    >
      <Input
        className={styles.title}
        size="large"
        value={title}
        readOnly={!editing}
        placeholder={intl.formatMessage({ id: 'editor.field.title.placeholder' })}
        onChange={(_, data) => change(data.value)}
        onPaste={onPaste}
        onBlur={onBlur}
      />
    </Field>
  );
}

/** Props of {@link ContentField}. */
export interface ContentFieldProps extends EditorFieldProps {
  /** Taller box for focus mode. */
  readonly className?: string;
  readonly labelHidden?: boolean;
  /** Id of the textarea, for focusing it from outside. */
  readonly id?: string;
  /** Marks painted on the text (find matches, pre-publish findings). */
  readonly marks?: MarkStore;
}

/**
 * The chapter text: a plain textarea that holds the text itself
 * (uncontrolled). A keystroke goes to the machine and re-renders nothing
 * here: a controlled textarea re-rendered per key, and React then wrote the
 * whole text back as its default value (a 30,000-character text node
 * replaced, and the page laid out once more) on every key. Text that comes
 * from elsewhere (the offered draft, the server's copy in a conflict, find
 * and replace, an applied revision) is written into the box when the
 * machine's text is not the one the box holds. Pasted text loses its
 * formatting and gets its line breaks and indentation normalised.
 */
export function ContentField({
  editor,
  intl,
  onBlur,
  className,
  labelHidden,
  id: givenId,
  marks,
}: ContentFieldProps) {
  const styles = useStyles();
  const srOnly = useVisuallyHiddenStyles().root;
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  const box = useRef<HTMLTextAreaElement>(null);
  // The text the box holds, as last written into it or read from it: the
  // machine keeps the very string the box reported, so comparing the two is
  // a pointer check, not a 30,000-character one.
  const shown = useRef('');
  const empty = useSelector(editor, selectContentIsEmpty);
  const error = useSelector(editor, (s) => selectFieldErrors(s).content ?? null);
  const editing = useSelector(editor, selectIsEditing);
  // Before paint, so an opened chapter never shows an empty box for a frame.
  useLayoutEffect(() => {
    const show = (text: string) => {
      if (text === shown.current || !box.current) return;
      box.current.value = text;
      shown.current = text;
    };
    show(selectContent(editor.getSnapshot()));
    const subscription = editor.subscribe((snapshot) => show(selectContent(snapshot)));
    return () => subscription.unsubscribe();
  }, [editor]);
  const change = useCallback(
    (value: string) => {
      shown.current = value;
      editor.send({ type: 'editor.change', field: 'content', value });
      // A change the machine did not take (the chapter is not open for
      // editing) is undone, as a controlled textarea would.
      const text = selectContent(editor.getSnapshot());
      if (text !== value && box.current) {
        box.current.value = text;
        shown.current = text;
      }
    },
    [editor],
  );
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!text) return;
    event.preventDefault();
    insertAtCaret(event.currentTarget, normalizePastedText(text), change);
  };
  const subscribeText = useCallback(
    (changed: () => void) => {
      const subscription = editor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [editor],
  );
  return (
    <div>
      <label htmlFor={id} className={labelHidden ? srOnly : styles.label}>
        {intl.formatMessage({ id: 'editor.field.content' })}
      </label>
      <div className={styles.field}>
        <textarea
          ref={box}
          id={id}
          className={mergeClasses(styles.content, error ? styles.invalid : undefined, className)}
          readOnly={!editing}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // Only while empty: Chromium restyles a textarea's placeholder on every
          // input, shown or not.
          placeholder={
            empty ? intl.formatMessage({ id: 'editor.field.content.placeholder' }) : undefined
          }
          onChange={(event) => change(event.currentTarget.value)}
          onPaste={onPaste}
          onBlur={onBlur}
        />
        {marks ? (
          <HighlightLayer
            className={styles.mirror}
            area={box}
            marks={marks}
            subscribeText={subscribeText}
          />
        ) : null}
      </div>
      {error ? (
        <Text id={errorId} className={styles.error} size={200}>
          {intl.formatMessage({ id: error })}
        </Text>
      ) : null}
    </div>
  );
}

/** The author's note under the chapter. */
export function AuthorNoteField({ editor, intl, onBlur }: EditorFieldProps) {
  const note = useSelector(editor, selectAuthorNote);
  const error = useSelector(editor, (s) => selectFieldErrors(s).author_note ?? null);
  const editing = useSelector(editor, selectIsEditing);
  return (
    <Field
      label={intl.formatMessage({ id: 'editor.field.authorNote' })}
      validationMessage={error ? intl.formatMessage({ id: error }) : undefined}
      hint={`${codePointLength(note)}/${LIMITS.authorNote}`}
    >
      <Textarea
        value={note}
        readOnly={!editing}
        resize="vertical"
        rows={3}
        placeholder={intl.formatMessage({ id: 'editor.field.authorNote.placeholder' })}
        onChange={(_, data) =>
          editor.send({ type: 'editor.change', field: 'authorNote', value: data.value })
        }
        onBlur={onBlur}
      />
    </Field>
  );
}

/**
 * The live word count (src/lib/word-count.ts), counted by the machine at most
 * `wordCountDelay` after a change.
 */
export function WordCount({ editor, intl }: { editor: EditorActorRef; intl: AppIntl }) {
  const words = useSelector(editor, selectWordCount);
  return (
    <Text size={200} aria-live="off">
      {intl.formatMessage(
        { id: 'editor.wordCount' },
        { words: formatWords(intl, words, { exact: true }) },
      )}
    </Text>
  );
}
