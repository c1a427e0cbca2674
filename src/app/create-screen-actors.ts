/**
 * The API actors of every screen, over the composition root's clients. A
 * chunk of its own, loaded with the first screen that needs it (the shell's
 * screens, the forgotten-password page) rather than with the entry: the
 * login page draws and signs in without it (see loadScreens in ./actors.ts).
 */
import { createAccountActors, createPasswordResetActors } from '../api/actors/account';
import { createBibleActors } from '../api/actors/bible';
import { createBookActors } from '../api/actors/books';
import { createChapterReviewActors } from '../api/actors/chapter-review';
import { createChapterActors } from '../api/actors/chapters';
import { createDashboardActors } from '../api/actors/dashboard';
import { createDataActors } from '../api/actors/data';
import { createDeskActors } from '../api/actors/desk';
import { createEditorActors } from '../api/actors/editor';
import { createExportActors } from '../api/actors/export';
import { createIncomeActors } from '../api/actors/income';
import { createPrepublishActors } from '../api/actors/prepublish';
import { createReaderActors } from '../api/actors/readers';
import type { Api } from '../api/actors/request';
import { createVolumeActors } from '../api/actors/volumes';
import { localDrafts } from '../lib/local-drafts';
import type { ScreenActors } from './screen-actors';

export function createScreenActors({ api }: { api: Api }): ScreenActors {
  return {
    bible: createBibleActors(api),
    books: createBookActors(api),
    chapters: createChapterActors(api),
    account: createAccountActors(api),
    passwordReset: createPasswordResetActors(api),
    dashboard: createDashboardActors(api),
    data: createDataActors(api),
    desk: createDeskActors(api),
    editor: createEditorActors({ api, drafts: localDrafts }),
    exports: createExportActors(api),
    income: createIncomeActors(api),
    prepublish: createPrepublishActors(api),
    chapterReview: createChapterReviewActors(api),
    readers: createReaderActors(api),
    volumes: createVolumeActors(api),
  };
}
