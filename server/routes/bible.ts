/** The story bible of a book: entities, progressions, threads and its limits. */
import { authed } from '../http/operations';
import {
  createEntity,
  editEntity,
  entityAppearances,
  entityPage,
  listEntities,
  mergeEntities,
  removeEntity,
} from '../services/bible/entities';
import { exportBible } from '../services/bible/export';
import {
  createProgression,
  createThread,
  editThread,
  listThreads,
  removeProgression,
  removeThread,
  saveSettings,
} from '../services/bible/threads';

export const bibleHandlers = authed({
  listBibleEntities: ({ query, author, app }) => listEntities(app, author.id, query),
  getBibleEntity: ({ query, author, app }) => entityPage(app, author.id, query),
  listBibleAppearances: ({ query, author, app }) => entityAppearances(app, author.id, query),
  createBibleEntity: ({ body, author, app }) => createEntity(app, author.id, body),
  updateBibleEntity: ({ body, author, app }) => editEntity(app, author.id, body),
  deleteBibleEntity: ({ body, author, app }) => removeEntity(app, author.id, body),
  mergeBibleEntities: ({ body, author, app }) => mergeEntities(app, author.id, body),
  createBibleProgression: ({ body, author, app }) => createProgression(app, author.id, body),
  deleteBibleProgression: ({ body, author, app }) => removeProgression(app, author.id, body),
  listBibleThreads: ({ query, author, app }) => listThreads(app, author.id, query),
  createBibleThread: ({ body, author, app }) => createThread(app, author.id, body),
  updateBibleThread: ({ body, author, app }) => editThread(app, author.id, body),
  deleteBibleThread: ({ body, author, app }) => removeThread(app, author.id, body),
  updateBibleSettings: ({ body, author, app }) => saveSettings(app, author.id, body),
  exportBible: ({ query, author, app }) => exportBible(app, author.id, query),
});
