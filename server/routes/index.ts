/**
 * Every operation of the spec, by operationId (the template menu, with its
 * own envelope, is a plugin of its own: ./menu.ts). The two maps' types make the
 * compiler check that each operation has exactly one handler with the right
 * body shape; buildApp checks at start-up that the token requirement of each
 * matches the spec's `security`.
 */
import type { OperationId } from '../http/operations';
import { authHandlers, publicAuthHandlers } from './auth';
import { bibleHandlers } from './bible';
import { bookHandlers } from './books';
import { categoryHandlers } from './categories';
import { chapterReviewHandlers, devChapterReviewHandlers } from './chapter-review';
import { chapterHandlers } from './chapters';
import { dashboardHandlers } from './dashboard';
import { dataHandlers } from './data';
import { devHandlers } from './dev';
import { exportFileHandlers, exportHandlers } from './export';
import { incomeHandlers } from './income';
import type { MENU_OPERATION } from './menu';
import { messageHandlers } from './messages';
import { prepublishHandlers } from './prepublish';
import { readerHandlers } from './readers';
import { signHandlers } from './sign';
import { userHandlers } from './user';
import { volumeHandlers } from './volumes';

export const publicHandlers = {
  ...publicAuthHandlers,
  ...devHandlers,
  ...devChapterReviewHandlers,
};

export const authedHandlers = {
  ...authHandlers,
  ...userHandlers,
  ...categoryHandlers,
  ...messageHandlers,
  ...readerHandlers,
  ...bookHandlers,
  ...signHandlers,
  ...volumeHandlers,
  ...chapterHandlers,
  ...prepublishHandlers,
  ...chapterReviewHandlers,
  ...incomeHandlers,
  ...dataHandlers,
  ...dashboardHandlers,
  ...exportHandlers,
  ...bibleHandlers,
};

/** Operations that need a token and answer a file (they write the reply themselves). */
export const authedFileHandlers = { ...exportFileHandlers };

// Fails to compile when an operation of the spec has no handler.
type Covered =
  | keyof typeof publicHandlers
  | keyof typeof authedHandlers
  | keyof typeof authedFileHandlers
  | typeof MENU_OPERATION;
const everyOperationHandled: Record<Exclude<OperationId, Covered>, never> = {};
void everyOperationHandled;
