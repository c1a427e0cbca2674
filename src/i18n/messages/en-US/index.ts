/** The en-US catalogue: every area's texts, one flat id space (ids are unique across areas). */

import account from './account.json';
import books from './books.json';
import boot from './boot.json';
import chapters from './chapters.json';
import data from './data.json';
import deskHistory from './desk-history.json';
import editor from './editor.json';
import home from './home.json';
import income from './income.json';
import shell from './shell.json';

export const PARTS = {
  boot,
  shell,
  home,
  books,
  chapters,
  editor,
  deskHistory,
  income,
  data,
  account,
} as const;

const catalogue: Readonly<Record<string, string>> = {
  ...boot,
  ...shell,
  ...home,
  ...books,
  ...chapters,
  ...editor,
  ...deskHistory,
  ...income,
  ...data,
  ...account,
};
export default catalogue;
