import { useSyncExternalStore } from 'react';

/**
 * A device whose only pointer is a finger and that cannot hover: a phone or
 * tablet without a keyboard, where "Ctrl+S saves" names a key that is not there.
 */
const TOUCH_ONLY_QUERY = '(hover: none) and (pointer: coarse)';

/** What the save hint depends on. */
export interface ShortcutDevice {
  readonly touchOnly: boolean;
  /** Apple's keyboards save with ⌘S (the editor takes Ctrl or Cmd). */
  readonly apple: boolean;
}

/** The keys that save, as the device's keyboard labels them; null where there is no keyboard. */
export function saveShortcutKeys(device: ShortcutDevice): string | null {
  if (device.touchOnly) return null;
  return device.apple ? '⌘S' : 'Ctrl+S';
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(TOUCH_ONLY_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isTouchOnly = () => window.matchMedia(TOUCH_ONLY_QUERY).matches;

/** The save keys for this device (a keyboard attached to a tablet brings the hint back). */
export function useSaveShortcutKeys(): string | null {
  const touchOnly = useSyncExternalStore(subscribe, isTouchOnly, () => false);
  const apple = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  return saveShortcutKeys({ touchOnly, apple });
}
