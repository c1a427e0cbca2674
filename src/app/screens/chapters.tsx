/**
 * Route screens of the chapters area: the list, the volumes and the import
 * machines, given the chapters and volumes areas' API actors
 * (src/api/actors/chapters.ts, volumes.ts), wired to each other.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../components/intl';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { ChapterManagePage, NoBookPage } from '../../features/chapters/chapter-manage-page';
import type { UnsavedChapter } from '../../features/chapters/local-drafts-notice';
import { readChapterOrder, writeChapterOrder } from '../../lib/chapter-order';
import { localDraftHref, localDrafts } from '../../lib/local-drafts';
import { countWords } from '../../lib/word-count';
import { bookExportMachine } from '../../machines/book-export/book-export.machine';
import { bookReplaceMachine } from '../../machines/book-replace/book-replace.machine';
import { chapterImportMachine } from '../../machines/chapter-import/chapter-import.machine';
import { chapterListMachine, selectOrder } from '../../machines/chapter-list/chapter-list.machine';
import { volumesMachine } from '../../machines/volumes/volumes.machine';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

function ChapterManageBook({ route, bookId }: ScreenProps & { bookId: string }) {
  const {
    chapters: chapterActors,
    volumes: volumeActors,
    exports: exportActors,
    desk,
  } = useScreenActors();
  const t = useT();
  const [, navigate] = useLocation();

  const volumes = useScreenActor(volumesMachine.provide({ actors: volumeActors }), {
    input: { bookId },
  });
  // Counts per volume change with every chapter action and import.
  const volumesRef = useRef(volumes);
  volumesRef.current = volumes;
  const list = useScreenActor(
    chapterListMachine.provide({
      actors: {
        fetchPage: chapterActors.fetchPage,
        runAction: chapterActors.runActionIn(bookId),
        undoAction: chapterActors.undoAction,
      },
      actions: { reportChanged: () => volumesRef.current.send({ type: 'volumes.refresh' }) },
    }),
    // The order the author last chose for this book; newest first at first.
    { input: { bookId, order: readChapterOrder(bookId) } },
  );
  const order = useSelector(list, selectOrder);
  useEffect(() => writeChapterOrder(bookId, order), [bookId, order]);
  const listRef = useRef(list);
  listRef.current = list;
  const importer = useScreenActor(
    chapterImportMachine.provide({
      actors: { readFile: chapterActors.readFile, importBatch: chapterActors.importBatch },
      actions: {
        reportImported: () => {
          listRef.current.send({ type: 'chapters.refresh' });
          volumesRef.current.send({ type: 'volumes.refresh' });
        },
      },
    }),
    { input: { bookId, prefaceTitle: t('chapters.import.prefaceTitle') } },
  );
  const exporter = useScreenActor(bookExportMachine.provide({ actors: exportActors }), {
    input: { bookId },
  });

  const editorHref = useCallback(
    (chapterId?: string) => {
      const query = new URLSearchParams({ book_id: bookId });
      if (chapterId) query.set('chapter_id', chapterId);
      return `/chapter-add?${query}`;
    },
    [bookId],
  );
  const unsaved = useUnsavedChapters(bookId);
  const replace = useMemo(
    () => ({
      bookId,
      logic: bookReplaceMachine.provide({
        actors: {
          search: desk.search,
          collectTargets: desk.collectTargets,
          replaceBatch: desk.replaceBatch,
          undo: desk.undo,
        },
      }),
    }),
    [bookId, desk],
  );
  // Chapters written, published or moved in the editor meanwhile.
  useRefreshWhenShownAgain(() => {
    list.send({ type: 'chapters.refresh' });
    volumes.send({ type: 'volumes.refresh' });
  });

  return (
    <ChapterManagePage
      list={list}
      volumes={volumes}
      importer={importer}
      exporter={exporter}
      titleId={route.titleId}
      editorHref={editorHref}
      navigate={navigate}
      unsaved={unsaved}
      plannerHref={`/stockpile?book_id=${encodeURIComponent(bookId)}`}
      replace={replace}
    />
  );
}

/** The book's chapters whose latest text only this device holds (read once per visit). */
function useUnsavedChapters(bookId: string): readonly UnsavedChapter[] {
  const [chapters, setChapters] = useState<readonly UnsavedChapter[]>([]);
  useEffect(() => {
    let live = true;
    localDrafts()
      .listByBook(bookId)
      .then(
        (drafts) => {
          if (!live) return;
          setChapters(
            drafts.map((draft) => ({
              key: draft.key,
              title: draft.title,
              words: countWords(draft.content),
              savedAt: draft.savedAt,
              isNew: draft.chapterId === null,
              href: localDraftHref(draft),
            })),
          );
        },
        // Storage blocked or broken: the editor says so where it matters.
        () => {},
      );
    return () => {
      live = false;
    };
  }, [bookId]);
  return chapters;
}

export function ChapterManageScreen({ route }: ScreenProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const bookId = new URLSearchParams(search).get('book_id');
  if (!bookId) {
    return <NoBookPage titleId={route.titleId} onPickBook={() => navigate('/book-manage')} />;
  }
  // A new book gets new machines.
  return <ChapterManageBook key={bookId} route={route} bookId={bookId} />;
}
