/**
 * The en-US texts every page needs: the app's name, the shell, the login
 * pages, errors and validation. Its own chunk, so the login page does not
 * download every screen's texts (src/i18n/catalogues.ts).
 */
import boot from './boot.json';
import shell from './shell.json';

export const CORE_AREAS = { boot, shell } as const;

const core: Readonly<Record<string, string>> = { ...boot, ...shell };
export default core;
