/** The en-US catalogue: every area's texts, one flat id space (ids are unique across areas). */

import account from './account.json';
import books from './books.json';
import boot from './boot.json';
import chapters from './chapters.json';
import data from './data.json';
import desk from './desk.json';
import deskHistory from './desk-history.json';
import editor from './editor.json';
import exportTexts from './export.json';
import home from './home.json';
import income from './income.json';
import messages from './messages.json';
import shell from './shell.json';

export const PARTS = {
  boot,
  shell,
  home,
  books,
  chapters,
  desk,
  deskHistory,
  editor,
  income,
  data,
  account,
  export: exportTexts,
  messages,
} as const;

const catalogue: Readonly<Record<string, string>> = {
  ...boot,
  ...shell,
  ...home,
  ...books,
  ...chapters,
  ...desk,
  ...editor,
  ...deskHistory,
  ...income,
  ...data,
  ...account,
  ...exportTexts,
  ...messages,
};
export default catalogue;
