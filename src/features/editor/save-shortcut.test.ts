import { describe, expect, it } from 'vitest';
import { saveShortcutKeys } from './save-shortcut';

describe('saveShortcutKeys', () => {
  it('names no keys on a touch-only device (a phone has no Ctrl+S)', () => {
    expect(saveShortcutKeys({ touchOnly: true, apple: false })).toBeNull();
    expect(saveShortcutKeys({ touchOnly: true, apple: true })).toBeNull();
  });

  it("names the keyboard's own keys", () => {
    expect(saveShortcutKeys({ touchOnly: false, apple: false })).toBe('Ctrl+S');
    expect(saveShortcutKeys({ touchOnly: false, apple: true })).toBe('⌘S');
  });
});
