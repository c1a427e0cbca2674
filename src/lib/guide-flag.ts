/**
 * Whether this browser's author has seen the first-visit guide: the seed's
 * 'guide modal opened' flag in localStorage, which logout removes (auth
 * machine) so the next author on this browser sees the guide too.
 */
import { browserStorage } from './browser-storage';
import { STORAGE_KEYS } from './storage-keys';

/** True once the guide was closed on this browser (or storage is blocked: never nag). */
export function guideSeen(): boolean {
  const store = browserStorage();
  return !store || store.getItem(STORAGE_KEYS.guideModalOpened) !== null;
}

/** Remembers that the guide was closed. */
export function rememberGuideSeen(): void {
  try {
    browserStorage()?.setItem(STORAGE_KEYS.guideModalOpened, '1');
  } catch {
    // Storage full: the guide shows again next visit, nothing worse.
  }
}

/** Forgets it, for the next author on this browser (logout). */
export function forgetGuideSeen(): void {
  try {
    browserStorage()?.removeItem(STORAGE_KEYS.guideModalOpened);
  } catch {
    // Blocked storage: nothing was remembered either.
  }
}
