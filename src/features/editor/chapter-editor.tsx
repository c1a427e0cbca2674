import {
  Button,
  Field,
  makeStyles,
  mergeClasses,
  Select,
  Switch,
  Text,
  Title2,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  ChevronLeft20Regular,
  ChevronRight20Regular,
  FullScreenMaximize20Regular,
  FullScreenMinimize20Regular,
  History20Regular,
  Save20Regular,
  Search20Regular,
  ShieldTask20Regular,
  TextBulletListLtr20Regular,
} from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useBookTrail } from '../../components/shell/page-trail';
import { Surface } from '../../components/surface';
import type { AppIntl } from '../../i18n/intl';
import {
  selectBook,
  selectChapterId,
  selectIsEditing,
  selectIsVip,
  selectServer,
  selectVolumeId,
} from '../../machines/chapter-editor/chapter-editor.machine';
import { ConflictDialog, EditorOrderDialog } from './editor-dialogs';
import { AuthorNoteField, ContentField, TitleField, WordCount } from './editor-fields';
import { FindBar } from './find-bar';
import {
  type FalsePositiveLogic,
  FindingsPanel,
  type PrepublishRulesLogic,
} from './findings-panel';
import { type HistoryLogic, HistoryPanel } from './history-panel';
import { OfflineBar } from './offline-bar';
import { PublishPanel } from './publish-panel';
import { RestoredDraftNotice } from './restored-draft-notice';
import { type ReviewLogic, ReviewPanel } from './review-panel';
import { RevisionBar } from './revision-bar';
import { useSaveShortcutKeys } from './save-shortcut';
import { SyncStatusLine } from './sync-status-line';
import { createMarkStore } from './text-marks/mark-store';
import type { EditorActorRef } from './types';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    width: '100%',
    maxWidth: '1280px',
    margin: '0 auto',
    boxSizing: 'border-box',
  },
  focus: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000,
    maxWidth: 'none',
    overflowY: 'auto',
    padding: `${tokens.spacingVerticalL} max(${tokens.spacingHorizontalL}, calc((100vw - 900px) / 2))`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  headingBlock: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  // On a phone the navigation buttons keep only their icons (their names stay
  // as aria-labels), so the header fits on one row above the text.
  navLabel: { '@media (max-width: 599.98px)': { display: 'none' } },
  navButton: {
    '@media (max-width: 599.98px)': {
      minWidth: 'auto',
      paddingLeft: tokens.spacingHorizontalS,
      paddingRight: tokens.spacingHorizontalS,
    },
  },
  book: { color: tokens.colorNeutralForeground3 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 300px',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  writing: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    '@media (min-width: 1101px)': { position: 'sticky', top: tokens.spacingVerticalL },
  },
  layoutFocus: { gridTemplateColumns: 'minmax(0, 1fr)' },
  focusText: { minHeight: 'calc(100vh - 220px)' },
});

/** Props of {@link ChapterEditor}. */
export interface ChapterEditorProps {
  /** The running chapterEditor actor. */
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
  /** Opens another chapter of the book (previous / next). */
  readonly onOpenChapter: (chapterId: string) => void;
  /** Opens the book's chapter list. */
  readonly onOpenList: () => void;
  /** The history panel's machine, with its actors. */
  readonly historyLogic: HistoryLogic;
  /** The pre-publish rules in force; without them no findings panel is shown. */
  readonly prepublishRules?: PrepublishRulesLogic;
  readonly prepublishReport?: FalsePositiveLogic;
  /** The platform's review of the chapter; without it no review button is shown. */
  readonly reviewLogic?: ReviewLogic;
}

/**
 * The chapter editor page: title, text, author's note, volume (new chapters),
 * VIP flag (books that allow it), live word count, previous/next, focus mode,
 * Ctrl/Cmd+S, and the publish panel. Each field subscribes to its own slice of
 * the machine, so a keystroke re-renders the textarea and the count only.
 */
export function ChapterEditor(props: ChapterEditorProps) {
  const {
    editor,
    intl,
    onOpenChapter,
    onOpenList,
    historyLogic,
    prepublishRules,
    prepublishReport,
    reviewLogic,
  } = props;
  const styles = useStyles();
  const [focus, setFocus] = useState(false);
  const [finding, setFinding] = useState<{ replace: boolean; key: number } | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const contentId = useId();
  // What the find bar and the findings panel paint on the text.
  const [marks] = useState(createMarkStore);
  // Switching focus mode puts the caret back where it was in the text.
  const toggleFocus = (on: boolean) => {
    setFocus(on);
    requestAnimationFrame(() => document.getElementById(contentId)?.focus());
  };
  const book = useSelector(editor, selectBook);
  useBookTrail('ChapterAdd', book ? { bookId: book.id, bookTitle: book.title } : null);
  const server = useSelector(editor, selectServer);
  const chapterId = useSelector(editor, selectChapterId);
  const volumeId = useSelector(editor, selectVolumeId);
  const isVip = useSelector(editor, selectIsVip);
  const editing = useSelector(editor, selectIsEditing);
  // A published or scheduled chapter's saves are a revision, not a draft.
  const savesRevision = useSelector(editor, (s) => {
    const status = selectServer(s)?.status;
    return status === 'published' || status === 'scheduled';
  });
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const flush = () => editor.send({ type: 'editor.flush' });
  // Null on a phone: no hint names a key it does not have.
  const saveKeys = useSaveShortcutKeys();
  const saveButton = (
    <Button icon={<Save20Regular />} disabled={!editing} onClick={flush}>
      {t(savesRevision ? 'editor.action.saveRevision' : 'editor.action.saveDraft')}
    </Button>
  );

  // Ctrl/Cmd+S saves instead of opening the browser's "Save page" dialog.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        editor.send({ type: 'editor.flush' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);

  const openFind = (replace: boolean) =>
    setFinding((was) => ({
      replace: replace || (was?.replace ?? false),
      key: (was?.key ?? 0) + 1,
    }));
  const closeFind = () => {
    setFinding(null);
    requestAnimationFrame(() => document.getElementById(contentId)?.focus());
  };
  // Ctrl/Cmd+F finds and Ctrl+H replaces, inside the editor only (the
  // browser's own find stays on the rest of the page).
  const onRootKey = (event: KeyboardEvent) => {
    const mod = (event.ctrlKey || event.metaKey) && !event.altKey;
    const key = event.key.toLowerCase();
    if (mod && (key === 'f' || key === 'h')) {
      event.preventDefault();
      openFind(key === 'h');
      return;
    }
    if (focus && event.key === 'Escape') toggleFocus(false);
  };

  // A chapter opened offline from its draft has an id but no number yet.
  const heading = server
    ? t('editor.heading.edit', { number: server.chapterNo })
    : t(chapterId === null ? 'editor.heading.new' : 'editor.heading.offline');
  const focusLabel = focus ? t('editor.action.exitFocus') : t('editor.action.focus');
  const focusToggle = (
    <Button
      className={styles.navButton}
      icon={focus ? <FullScreenMinimize20Regular /> : <FullScreenMaximize20Regular />}
      onClick={() => toggleFocus(!focus)}
      aria-pressed={focus}
      aria-label={focusLabel}
    >
      <span className={styles.navLabel}>{focusLabel}</span>
    </Button>
  );

  const volumes = book?.volumes ?? [];
  const volumeTitle = volumes.find((v) => v.id === volumeId)?.title ?? '';
  // One tree in both modes, so the textarea keeps its caret and scroll
  // position when focus mode is switched.
  return (
    <section
      className={mergeClasses(styles.root, focus && styles.focus)}
      aria-labelledby="editor-heading"
      onKeyDown={onRootKey}
    >
      <header className={styles.header}>
        <div className={styles.headingBlock}>
          <Title2 as="h1" id="editor-heading">
            {heading}
          </Title2>
          {book && !focus ? (
            <Text className={styles.book}>{t('editor.book', { title: book.title })}</Text>
          ) : null}
        </div>
        <div className={styles.actions}>
          {focus ? (
            <WordCount editor={editor} intl={intl} />
          ) : (
            <>
              <Button
                className={styles.navButton}
                icon={<TextBulletListLtr20Regular />}
                appearance="subtle"
                onClick={onOpenList}
                aria-label={t('editor.action.manage')}
              >
                <span className={styles.navLabel}>{t('editor.action.manage')}</span>
              </Button>
              <Button
                className={styles.navButton}
                icon={<ChevronLeft20Regular />}
                disabled={!server?.prevChapterId}
                onClick={() => server?.prevChapterId && onOpenChapter(server.prevChapterId)}
                aria-label={t('editor.action.prev')}
              >
                <span className={styles.navLabel}>{t('editor.action.prev')}</span>
              </Button>
              <Button
                className={styles.navButton}
                icon={<ChevronRight20Regular />}
                iconPosition="after"
                disabled={!server?.nextChapterId}
                onClick={() => server?.nextChapterId && onOpenChapter(server.nextChapterId)}
                aria-label={t('editor.action.next')}
              >
                <span className={styles.navLabel}>{t('editor.action.next')}</span>
              </Button>
            </>
          )}
          {focusToggle}
          <Tooltip content={t('desk.find.shortcut')} relationship="description">
            <Button
              className={styles.navButton}
              icon={<Search20Regular />}
              aria-label={t('desk.find.open')}
              onClick={() => openFind(true)}
            >
              <span className={styles.navLabel}>{t('desk.find.open')}</span>
            </Button>
          </Tooltip>
          {focus ? null : (
            <Button
              className={styles.navButton}
              icon={<History20Regular />}
              disabled={!server}
              aria-label={t('desk.history.open')}
              onClick={() => setHistoryOpen(true)}
            >
              <span className={styles.navLabel}>{t('desk.history.open')}</span>
            </Button>
          )}
          {focus || !reviewLogic ? null : (
            <Button
              className={styles.navButton}
              icon={<ShieldTask20Regular />}
              disabled={!server}
              aria-label={t('review.open')}
              onClick={() => {
                // The review's appeal reads the saved text: send what is typed first.
                flush();
                setReviewOpen(true);
              }}
            >
              <span className={styles.navLabel}>{t('review.open')}</span>
            </Button>
          )}
          {saveKeys ? (
            <Tooltip
              content={t('editor.shortcut.save', { keys: saveKeys })}
              relationship="description"
            >
              {saveButton}
            </Tooltip>
          ) : (
            saveButton
          )}
        </div>
      </header>
      <SyncStatusLine editor={editor} intl={intl} />
      <OfflineBar editor={editor} intl={intl} />
      <RestoredDraftNotice editor={editor} intl={intl} />
      <RevisionBar editor={editor} intl={intl} />
      <div className={mergeClasses(styles.layout, focus && styles.layoutFocus)}>
        <div className={styles.writing}>
          <TitleField editor={editor} intl={intl} onBlur={flush} />
          {finding ? (
            <FindBar
              editor={editor}
              intl={intl}
              textId={contentId}
              withReplace={finding.replace}
              focusKey={finding.key}
              marks={marks}
              onClose={closeFind}
            />
          ) : null}
          <ContentField
            id={contentId}
            editor={editor}
            intl={intl}
            onBlur={flush}
            marks={marks}
            className={focus ? styles.focusText : undefined}
          />
          {focus ? null : (
            <div className={styles.meta}>
              <WordCount editor={editor} intl={intl} />
              {saveKeys ? (
                <Text size={200}>{t('editor.shortcut.save', { keys: saveKeys })}</Text>
              ) : null}
            </div>
          )}
          {focus ? null : <AuthorNoteField editor={editor} intl={intl} onBlur={flush} />}
        </div>
        {focus ? null : (
          <Surface className={styles.side}>
            <Field label={t('editor.field.volume')}>
              {chapterId === null ? (
                <Select
                  value={volumeId ?? ''}
                  disabled={!editing}
                  onChange={(_, data) =>
                    editor.send({ type: 'editor.change', field: 'volumeId', value: data.value })
                  }
                >
                  {volumes.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.title}
                    </option>
                  ))}
                </Select>
              ) : (
                <Text>{volumeTitle}</Text>
              )}
            </Field>
            {book?.allowVip ? (
              <Field hint={t('editor.field.vip.hint')}>
                <Switch
                  label={t('editor.field.vip')}
                  checked={isVip}
                  disabled={!editing}
                  onChange={(_, data) =>
                    editor.send({ type: 'editor.change', field: 'isVip', value: data.checked })
                  }
                />
              </Field>
            ) : null}
            <PublishPanel editor={editor} intl={intl} />
            {prepublishRules && book ? (
              <FindingsPanel
                editor={editor}
                intl={intl}
                rulesLogic={prepublishRules}
                reportLogic={prepublishReport}
                bookId={book.id}
                textId={contentId}
                marks={marks}
              />
            ) : null}
          </Surface>
        )}
      </div>
      <HistoryPanel
        editor={editor}
        intl={intl}
        logic={historyLogic}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
      />
      {reviewLogic ? (
        <ReviewPanel
          editor={editor}
          intl={intl}
          logic={reviewLogic}
          open={reviewOpen}
          onClose={() => setReviewOpen(false)}
        />
      ) : null}
      <ConflictDialog editor={editor} intl={intl} />
      <EditorOrderDialog editor={editor} />
    </section>
  );
}
