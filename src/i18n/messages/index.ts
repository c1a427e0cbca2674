/**
 * The message catalogues, one JSON file per area and locale, so each area's
 * texts sit together and areas can be worked on side by side. An id lives in
 * exactly one area (a test checks it); the app sees one flat catalogue per
 * locale.
 */
import enBooks from './en-US/books.json';
import enChapters from './en-US/chapters.json';
import enEditor from './en-US/editor.json';
import enHome from './en-US/home.json';
import enShell from './en-US/shell.json';
import zhBooks from './zh-CN/books.json';
import zhChapters from './zh-CN/chapters.json';
import zhEditor from './zh-CN/editor.json';
import zhHome from './zh-CN/home.json';
import zhShell from './zh-CN/shell.json';

/** Each locale's catalogue split by area, as stored. */
export const CATALOGUE_PARTS = {
  'en-US': {
    shell: enShell,
    home: enHome,
    books: enBooks,
    chapters: enChapters,
    editor: enEditor,
  },
  'zh-CN': {
    shell: zhShell,
    home: zhHome,
    books: zhBooks,
    chapters: zhChapters,
    editor: zhEditor,
  },
} as const;

/** The en-US catalogue: the reference every other locale is checked against. */
export const EN_US = { ...enShell, ...enHome, ...enBooks, ...enChapters, ...enEditor };
/** The zh-CN catalogue. */
export const ZH_CN: Readonly<Record<string, string>> = {
  ...zhShell,
  ...zhHome,
  ...zhBooks,
  ...zhChapters,
  ...zhEditor,
};
