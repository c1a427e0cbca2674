/** The story bible's actors: a book's entities, one entity's page, the entity form and threads. */
import { fromPromise } from 'xstate';
import { downloadFile } from '../../lib/download';
import type {
  BibleAppearancePage,
  BibleChange,
  BibleEntity,
  BibleEntityList,
  BibleEntityPage,
  BibleEntitySave,
  BibleExportFormat,
  BibleKind,
  BibleThreadDraft,
  BibleThreadList,
} from '../../machines/story-bible/story-bible.machine';
import { type Api, bySignal } from './request';

/** Appearances listed at once on the entity page. */
const APPEARANCES_PAGE = 30;

/** The named actors storyBibleMachine declares, over the client. */
export function createBibleActors(api: Api, save = downloadFile) {
  const { client } = api;
  return {
    fetchEntities: fromPromise<
      BibleEntityList,
      { bookId: string; query: string; kind: BibleKind | null }
    >(({ input, signal }) => {
      const query = {
        book_id: input.bookId,
        ...(input.query.trim() ? { q: input.query.trim() } : {}),
        ...(input.kind ? { kind: input.kind } : {}),
      };
      return api.unwrap(
        client.GET('/author/bible/entities', { params: { query }, ...bySignal(signal) }),
      );
    }),
    fetchEntity: fromPromise<
      { page: BibleEntityPage; appearances: BibleAppearancePage },
      { entityId: string; asOf: number | null }
    >(async ({ input, signal }) => {
      const [page, appearances] = await Promise.all([
        api.unwrap(
          client.GET('/author/bible/entity', {
            params: {
              query: {
                entity_id: input.entityId,
                ...(input.asOf !== null ? { as_of_chapter_no: input.asOf } : {}),
              },
            },
            ...bySignal(signal),
          }),
        ),
        api.unwrap(
          client.GET('/author/bible/entity/appearances', {
            params: { query: { entity_id: input.entityId, limit: APPEARANCES_PAGE } },
            ...bySignal(signal),
          }),
        ),
      ]);
      return { page, appearances };
    }),
    fetchAppearances: fromPromise<BibleAppearancePage, { entityId: string; after: number }>(
      ({ input, signal }) =>
        api.unwrap(
          client.GET('/author/bible/entity/appearances', {
            params: {
              query: {
                entity_id: input.entityId,
                after_chapter_no: input.after,
                limit: APPEARANCES_PAGE,
              },
            },
            ...bySignal(signal),
          }),
        ),
    ),
    saveEntity: fromPromise<BibleEntity, BibleEntitySave>(({ input, signal }) => {
      const fields = {
        kind: input.kind,
        name: input.name,
        aliases: [...input.aliases],
        notes: input.notes,
        tags: [...input.tags],
        is_main: input.isMain,
      };
      // 101001 rejects quietly: the form shows the field's error in place.
      return input.mode === 'create'
        ? api.unwrap(
            client.POST('/author/bible/entity/create', {
              body: { book_id: input.bookId, ...fields },
              ...bySignal(signal),
            }),
          )
        : api.unwrap(
            client.POST('/author/bible/entity/update', {
              body: { entity_id: input.entityId, ...fields },
              ...bySignal(signal),
            }),
          );
    }),
    /** Delete, merge, a progression added or removed, or the book's limits. */
    changeBible: fromPromise<void, BibleChange>(async ({ input, signal }) => {
      const options = bySignal(signal);
      switch (input.mode) {
        case 'delete':
          await api.unwrap(
            client.POST('/author/bible/entity/delete', {
              body: { entity_id: input.entityId },
              ...options,
            }),
          );
          return;
        case 'merge':
          await api.unwrap(
            client.POST('/author/bible/entity/merge', {
              body: { entity_id: input.entityId, from_entity_id: input.fromEntityId },
              ...options,
            }),
          );
          return;
        case 'addProgression':
          await api.unwrap(
            client.POST('/author/bible/progression/create', {
              body: {
                entity_id: input.entityId,
                from_chapter_no: input.fromChapterNo,
                fact: input.fact,
              },
              ...options,
            }),
          );
          return;
        case 'removeProgression':
          await api.unwrap(
            client.POST('/author/bible/progression/delete', {
              body: { progression_id: input.progressionId },
              ...options,
            }),
          );
          return;
        case 'settings':
          await api.unwrap(
            client.POST('/author/bible/settings', {
              body: {
                book_id: input.bookId,
                unseen_chapters: input.unseenChapters,
                thread_overdue_chapters: input.threadOverdueChapters,
              },
              ...options,
            }),
          );
          return;
      }
    }),
    /** The bible as a file, handed to the browser's downloads under the server's name. */
    exportBible: fromPromise<void, { bookId: string; format: BibleExportFormat }>(
      async ({ input, signal }) => {
        const file = await api.unwrap(
          client.GET('/author/bible/export', {
            params: { query: { book_id: input.bookId, format: input.format } },
            ...bySignal(signal),
          }),
        );
        save(
          new Blob([file.content], { type: `${file.media_type};charset=utf-8` }),
          file.file_name,
        );
      },
    ),
    fetchThreads: fromPromise<BibleThreadList, { bookId: string }>(({ input, signal }) =>
      api.unwrap(
        client.GET('/author/bible/threads', {
          params: { query: { book_id: input.bookId } },
          ...bySignal(signal),
        }),
      ),
    ),
    saveThread: fromPromise<
      void,
      | ({ mode: 'create' } & BibleThreadDraft)
      | { mode: 'resolve'; threadId: string; chapterNo: number }
    >(async ({ input, signal }) => {
      if (input.mode === 'create') {
        await api.unwrap(
          client.POST('/author/bible/thread/create', {
            body: {
              book_id: input.bookId,
              title: input.title,
              planted_chapter_no: input.plantedChapterNo,
              payoff_chapter_no: input.payoffChapterNo,
            },
            ...bySignal(signal),
          }),
        );
        return;
      }
      await api.unwrap(
        client.POST('/author/bible/thread/update', {
          body: { thread_id: input.threadId, resolved_chapter_no: input.chapterNo },
          ...bySignal(signal),
        }),
      );
    }),
  };
}
