/**
 * Route screens of the chapters area, wired to their actors: the list, the
 * volumes and the import machines get their calls over the API client here.
 */
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { ApiError } from '../../api/envelope';
import { useAppActors } from '../../components/app-actors';
import { useT } from '../../components/intl';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { ChapterManagePage, NoBookPage } from '../../features/chapters/chapter-manage-page';
import type { UnsavedChapter } from '../../features/chapters/local-drafts-notice';
import { type DecodedText, decodeText } from '../../lib/chapter-split';
import type { LocalDraft } from '../../lib/draft-store';
import { localDrafts } from '../../lib/local-drafts';
import { countWords } from '../../lib/word-count';
import {
  chapterImportMachine,
  type ImportBatchInput,
  type ImportBatchResult,
  type ReadFileInput,
} from '../../machines/chapter-import.machine';
import {
  type ChapterActionInput,
  type ChapterPage,
  type ChapterPageQuery,
  type ChapterRow,
  chapterListMachine,
} from '../../machines/chapter-list.machine';
import {
  type VolumeChange,
  type VolumesLoad,
  volumesMachine,
} from '../../machines/volumes.machine';
import type { ScreenProps } from './screen-props';

type Api = ReturnType<typeof useAppActors>['api'];

/** The rows the list shows, from one page call. */
function fetchPageOver(api: Api) {
  return fromPromise<ChapterPage, ChapterPageQuery>(async ({ input }) => {
    const body = await api.unwrap(
      api.client.GET('/author/chapter/list', {
        params: {
          query: {
            book_id: input.bookId,
            ...(input.volumeId ? { volume_id: input.volumeId } : {}),
            ...(input.status ? { status: input.status } : {}),
            ...(input.keyword ? { keyword: input.keyword } : {}),
            page: input.page,
            page_size: input.pageSize,
          },
        },
      }),
    );
    return { list: body.list, total: body.total, counts: body.counts };
  });
}

/** The chapter of a number (not trashed), to anchor a move after it. */
async function chapterByNumber(api: Api, bookId: string, no: number): Promise<ChapterRow> {
  const body = await api.unwrap(
    api.client.GET('/author/chapter/list', {
      params: { query: { book_id: bookId, keyword: String(no), page_size: 50 } },
    }),
  );
  const row = body.list.find((chapter) => chapter.chapter_no === no);
  if (!row) {
    throw new ApiError({
      kind: 'business',
      code: 101001,
      message: 'No such chapter',
      body: { errors: { after_chapter_id: 'chapters.move.noSuchChapter' } },
    });
  }
  return row;
}

function runActionOver(api: Api, bookId: string) {
  return fromPromise<readonly ChapterRow[], ChapterActionInput>(async ({ input }) => {
    const chapter_ids = [...input.chapterIds];
    const { client } = api;
    const { action } = input;
    let body: { list: ChapterRow[] };
    switch (action.kind) {
      case 'publish':
        body = await api.unwrap(client.POST('/author/chapter/publish', { body: { chapter_ids } }));
        break;
      case 'schedule':
        body = await api.unwrap(
          client.POST('/author/chapter/publish', {
            body: { chapter_ids, publish_at: action.publishAt },
          }),
        );
        break;
      case 'unschedule':
        body = await api.unwrap(
          client.POST('/author/chapter/unschedule', { body: { chapter_ids } }),
        );
        break;
      case 'trash':
        body = await api.unwrap(client.POST('/author/chapter/trash', { body: { chapter_ids } }));
        break;
      case 'restore':
        body = await api.unwrap(client.POST('/author/chapter/restore', { body: { chapter_ids } }));
        break;
      case 'move': {
        const after =
          action.afterChapterNo === undefined
            ? null
            : await chapterByNumber(api, bookId, action.afterChapterNo);
        const target = after ? after.volume_id : action.volumeId;
        body = await api.unwrap(
          client.POST('/author/chapter/move', {
            body: {
              chapter_ids,
              ...(target ? { volume_id: target } : {}),
              ...(after ? { after_chapter_id: after.id } : {}),
            },
          }),
        );
        break;
      }
    }
    return body.list;
  });
}

function loadVolumesOver(api: Api) {
  return fromPromise<VolumesLoad, { bookId: string }>(async ({ input }) => {
    const query = { params: { query: { book_id: input.bookId } } };
    const [book, volumes] = await Promise.all([
      api.unwrap(api.client.GET('/author/book/info', query)),
      api.unwrap(api.client.GET('/author/volume/list', query)),
    ]);
    return { bookTitle: book.title, volumes: volumes.list };
  });
}

function saveVolumeOver(api: Api) {
  return fromPromise<void, VolumeChange>(async ({ input }) => {
    const { client } = api;
    switch (input.kind) {
      case 'create':
        await api.unwrap(
          client.POST('/author/volume/create', {
            body: { book_id: input.bookId, title: input.title },
          }),
        );
        return;
      case 'rename':
        await api.unwrap(
          client.POST('/author/volume/update', {
            body: { volume_id: input.volumeId, title: input.title },
          }),
        );
        return;
      case 'move':
        await api.unwrap(
          client.POST('/author/volume/move', {
            body: { volume_id: input.volumeId, after_volume_id: input.afterVolumeId },
          }),
        );
        return;
      case 'delete':
        await api.unwrap(
          client.POST('/author/volume/delete', { body: { volume_id: input.volumeId } }),
        );
        return;
    }
  });
}

const readFile = fromPromise<DecodedText, ReadFileInput>(async ({ input }) =>
  decodeText(await input.file.arrayBuffer(), input.encoding),
);

function importBatchOver(api: Api) {
  return fromPromise<ImportBatchResult, ImportBatchInput>(async ({ input }) => {
    const body = await api.unwrap(
      api.client.POST('/author/chapter/import', {
        body: {
          book_id: input.bookId,
          volume_id: input.volumeId,
          chapters: input.chapters.map((c) => ({ title: c.title, content: c.content })),
        },
      }),
    );
    return { created: body.created.length, failed: body.failed };
  });
}

function ChapterManageBook({ route, bookId }: ScreenProps & { bookId: string }) {
  const { api } = useAppActors();
  const t = useT();
  const [, navigate] = useLocation();

  const volumes = useActorRef(
    volumesMachine.provide({
      actors: { loadVolumes: loadVolumesOver(api), saveVolume: saveVolumeOver(api) },
    }),
    { input: { bookId } },
  );
  // Counts per volume change with every chapter action and import.
  const volumesRef = useRef(volumes);
  volumesRef.current = volumes;
  const list = useActorRef(
    chapterListMachine.provide({
      actors: { fetchPage: fetchPageOver(api), runAction: runActionOver(api, bookId) },
      actions: { reportChanged: () => volumesRef.current.send({ type: 'volumes.refresh' }) },
    }),
    { input: { bookId } },
  );
  const listRef = useRef(list);
  listRef.current = list;
  const importer = useActorRef(
    chapterImportMachine.provide({
      actors: { readFile, importBatch: importBatchOver(api) },
      actions: {
        reportImported: () => {
          listRef.current.send({ type: 'chapters.refresh' });
          volumesRef.current.send({ type: 'volumes.refresh' });
        },
      },
    }),
    { input: { bookId, prefaceTitle: t('chapters.import.prefaceTitle') } },
  );

  const editorHref = useCallback(
    (chapterId?: string) => {
      const query = new URLSearchParams({ book_id: bookId });
      if (chapterId) query.set('chapter_id', chapterId);
      return `/chapter-add?${query}`;
    },
    [bookId],
  );
  const unsaved = useUnsavedChapters(bookId);
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
      titleId={route.titleId}
      editorHref={editorHref}
      navigate={navigate}
      unsaved={unsaved}
    />
  );
}

/** The editor's address for a local draft: its chapter, or the new chapter it was started as. */
function draftHref(draft: LocalDraft): string {
  const query = new URLSearchParams({ book_id: draft.bookId });
  if (draft.chapterId) query.set('chapter_id', draft.chapterId);
  else if (draft.draftId) query.set('draft', draft.draftId);
  return `/chapter-add?${query}`;
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
              href: draftHref(draft),
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
