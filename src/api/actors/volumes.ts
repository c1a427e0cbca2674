/** The volumes panel's actors: the book's title and volumes, and one change at a time. */
import { fromPromise } from 'xstate';
import type { VolumeChange, VolumesLoad } from '../../machines/volumes/volumes.machine';
import { type Api, bySignal } from './request';

/** The named actors volumesMachine declares, over the client. */
export function createVolumeActors(api: Api) {
  const { client } = api;
  return {
    loadVolumes: fromPromise<VolumesLoad, { bookId: string }>(async ({ input, signal }) => {
      const options = { params: { query: { book_id: input.bookId } }, ...bySignal(signal) };
      const [book, volumes] = await Promise.all([
        api.unwrap(client.GET('/author/book/info', options)),
        api.unwrap(client.GET('/author/volume/list', options)),
      ]);
      return { bookTitle: book.title, volumes: volumes.list };
    }),
    saveVolume: fromPromise<void, VolumeChange>(async ({ input, signal }) => {
      const options = bySignal(signal);
      switch (input.kind) {
        case 'create': {
          const body = { book_id: input.bookId, title: input.title };
          await api.unwrap(client.POST('/author/volume/create', { body, ...options }));
          return;
        }
        case 'rename': {
          const body = { volume_id: input.volumeId, title: input.title };
          await api.unwrap(client.POST('/author/volume/update', { body, ...options }));
          return;
        }
        case 'move': {
          const body = { volume_id: input.volumeId, after_volume_id: input.afterVolumeId };
          await api.unwrap(client.POST('/author/volume/move', { body, ...options }));
          return;
        }
        case 'delete': {
          const body = { volume_id: input.volumeId };
          await api.unwrap(client.POST('/author/volume/delete', { body, ...options }));
          return;
        }
      }
    }),
  };
}
