/** The en-US texts of the screens inside the shell, loaded with the shell (src/i18n/catalogues.ts). */
import account from './account.json';
import bible from './bible.json';
import books from './books.json';
import chapters from './chapters.json';
import data from './data.json';
import dateFields from './date-fields.json';
import desk from './desk.json';
import deskHistory from './desk-history.json';
import editor from './editor.json';
import exportTexts from './export.json';
import home from './home.json';
import income from './income.json';
import messageTemplates from './message-templates.json';
import messages from './messages.json';
import prepublish from './prepublish.json';
import readers from './readers.json';
import review from './review.json';

export const SCREEN_AREAS = {
  home,
  books,
  chapters,
  desk,
  bible,
  deskHistory,
  editor,
  income,
  data,
  dateFields,
  account,
  export: exportTexts,
  messages,
  messageTemplates,
  prepublish,
  readers,
  review,
} as const;

const screens: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(SCREEN_AREAS));
export default screens;
