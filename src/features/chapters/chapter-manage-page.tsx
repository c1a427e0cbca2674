import { Body1, Button, makeStyles, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  ArrowExport20Regular,
  ArrowImport20Regular,
  BookOpen24Regular,
  CalendarLtr20Regular,
  TextEditStyle20Regular,
} from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ExportDialog, useExportDialog } from '../../components/export-dialog';
import { useT } from '../../components/intl';
import { useBookTrail } from '../../components/shell/page-trail';
import { Surface } from '../../components/surface';
import { inAppClick } from '../../lib/in-app-link';
import type { bookExportMachine } from '../../machines/book-export/book-export.machine';
import type { chapterImportMachine } from '../../machines/chapter-import/chapter-import.machine';
import type { chapterListMachine } from '../../machines/chapter-list/chapter-list.machine';
import {
  selectBookTitle,
  selectVolumes,
  selectVolumesBookId,
  type volumesMachine,
} from '../../machines/volumes/volumes.machine';
import { type BookReplaceLogic, BookReplacePanel } from './book-replace-panel';
import { BulkActionBar } from './bulk-action-bar';
import { ChapterList } from './chapter-list';
import { ChapterToolbar } from './chapter-toolbar';
import { ImportDialog } from './import-dialog';
import { LocalDraftsNotice, type UnsavedChapter } from './local-drafts-notice';
import { VolumePanel } from './volume-panel';

/** Props of {@link ChapterManagePage}. */
export interface ChapterManagePageProps {
  readonly list: ActorRefFrom<typeof chapterListMachine>;
  readonly volumes: ActorRefFrom<typeof volumesMachine>;
  readonly importer: ActorRefFrom<typeof chapterImportMachine>;
  /** The book's export dialog actor (a bookExportMachine). */
  readonly exporter: ActorRefFrom<typeof bookExportMachine>;
  /** Message id of the route title. */
  readonly titleId: string;
  /** Address of a chapter's editor, or of a new chapter's when no id is given. */
  readonly editorHref: (chapterId?: string) => string;
  /** In-app navigation. */
  readonly navigate: (href: string) => void;
  /** Chapters whose latest text is only on this device. */
  readonly unsaved?: readonly UnsavedChapter[];
  /** Address of the book's stockpile planner. */
  readonly plannerHref?: string;
  /** Find and replace across the book (its machine with actors) and the book it works on. */
  readonly replace?: { readonly logic: BookReplaceLogic; readonly bookId: string };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  book: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  layout: {
    display: 'grid',
    gridTemplateColumns: '260px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 991.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/**
 * /chapter-manage: the volumes of a book beside a virtual list of its
 * chapters, with filters, bulk actions, the trash and bulk import.
 */
export function ChapterManagePage(props: ChapterManagePageProps) {
  const {
    list,
    volumes,
    importer,
    exporter,
    editorHref,
    navigate,
    unsaved = [],
    plannerHref,
  } = props;
  const styles = useStyles();
  const t = useT();
  const bookTitle = useSelector(volumes, selectBookTitle);
  const bookId = useSelector(volumes, selectVolumesBookId);
  useBookTrail('ChapterManage', bookTitle ? { bookId, bookTitle } : null);
  const volumeItems = useSelector(volumes, selectVolumes);
  const [importing, setImporting] = useState(false);
  const exportDialog = useExportDialog(exporter);
  const [replacing, setReplacing] = useState(false);
  const refresh = useCallback(() => list.send({ type: 'chapters.refresh' }), [list]);
  const onEdit = useCallback((id: string) => navigate(editorHref(id)), [navigate, editorHref]);

  return (
    <section className={styles.root}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <Title2 as="h1">{t(props.titleId)}</Title2>
          {bookTitle ? (
            <Body1 className={styles.book}>{t('chapters.book', { title: bookTitle })}</Body1>
          ) : null}
        </div>
        <div className={styles.actions}>
          {plannerHref ? (
            <Button
              as="a"
              href={plannerHref}
              icon={<CalendarLtr20Regular />}
              onClick={inAppClick(() => navigate(plannerHref))}
            >
              {t('menu.stockpile')}
            </Button>
          ) : null}
          {props.replace ? (
            <Button icon={<TextEditStyle20Regular />} onClick={() => setReplacing(true)}>
              {t('desk.replace.open')}
            </Button>
          ) : null}
          <Button icon={<ArrowImport20Regular />} onClick={() => setImporting(true)}>
            {t('chapters.import.open')}
          </Button>
          <Button icon={<ArrowExport20Regular />} onClick={exportDialog.show}>
            {t('export.button')}
          </Button>
          <Button
            as="a"
            href={editorHref()}
            appearance="primary"
            icon={<Add20Regular />}
            onClick={(event) => {
              event.preventDefault();
              navigate(editorHref());
            }}
          >
            {t('chapters.new')}
          </Button>
        </div>
      </header>
      <LocalDraftsNotice chapters={unsaved} navigate={navigate} />
      <div className={styles.layout}>
        <VolumePanel volumes={volumes} list={list} />
        <div className={styles.main}>
          <ChapterToolbar list={list} />
          <BulkActionBar list={list} volumes={volumeItems} />
          <ChapterList list={list} volumes={volumeItems} editHref={editorHref} onEdit={onEdit} />
        </div>
      </div>
      <ImportDialog
        open={importing}
        importer={importer}
        volumes={volumeItems}
        onClose={() => setImporting(false)}
      />
      <ExportDialog
        open={exportDialog.open}
        exporter={exporter}
        kind="book"
        onClose={exportDialog.close}
      />
      {props.replace ? (
        <BookReplacePanel
          logic={props.replace.logic}
          bookId={props.replace.bookId}
          open={replacing}
          onClose={() => setReplacing(false)}
          onChanged={refresh}
          onShowRevisions={() => {
            setReplacing(false);
            list.send({ type: 'chapters.filterStatus', status: 'revision' });
          }}
        />
      ) : null}
    </section>
  );
}

/** Props of {@link NoBookPage}. */
export interface NoBookPageProps {
  readonly titleId: string;
  readonly onPickBook: () => void;
}

/** /chapter-manage without a book: where to find one. */
export function NoBookPage({ titleId, onPickBook }: NoBookPageProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t(titleId)}</Title2>
      <Surface>
        <BookOpen24Regular />
        <Subtitle1 as="h2">{t('chapters.noBook.title')}</Subtitle1>
        <Body1>{t('chapters.noBook.body')}</Body1>
        <div>
          <Button appearance="primary" onClick={onPickBook}>
            {t('chapters.noBook.action')}
          </Button>
        </div>
      </Surface>
    </section>
  );
}
