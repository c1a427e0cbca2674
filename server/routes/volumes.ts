/** Volumes of a book: list, create, rename, move and delete. */
import { authed } from '../http/operations';
import {
  createVolume,
  deleteVolume,
  listVolumes,
  moveVolume,
  renameVolume,
} from '../services/books/volumes';

export const volumeHandlers = authed({
  listVolumes: ({ query, author, app }) => listVolumes(app, author.id, query.book_id),
  createVolume: ({ body, author, app }) => createVolume(app, author.id, body),
  updateVolume: ({ body, author, app }) => renameVolume(app, author.id, body),
  moveVolume: ({ body, author, app }) => moveVolume(app, author.id, body),
  deleteVolume: ({ body, author, app }) => deleteVolume(app, author.id, body),
});
