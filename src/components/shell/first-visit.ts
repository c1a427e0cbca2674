/**
 * Whether this browser's author has seen the first-visit guide: the seed's
 * 'guide modal opened' flag in localStorage, which logout removes (auth
 * machine) so the next author on this browser sees the guide too.
 */
import { STORAGE_KEYS } from '../../lib/storage-keys';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** True once the guide was closed on this browser (or storage is blocked: never nag). */
export function guideSeen(): boolean {
  const store = storage();
  return !store || store.getItem(STORAGE_KEYS.guideModalOpened) !== null;
}

/** Remembers that the guide was closed. */
export function rememberGuideSeen(): void {
  storage()?.setItem(STORAGE_KEYS.guideModalOpened, '1');
}
