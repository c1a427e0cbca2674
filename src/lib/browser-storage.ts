/** Which of the browser's key-value stores. */
export type StorageKind = 'localStorage' | 'sessionStorage';

/**
 * The browser's localStorage or sessionStorage, or null where there is none
 * (Node, tests) or the browser blocks it: reading the property itself throws
 * a SecurityError then. Look it up on each use rather than keeping it.
 */
export function browserStorage(
  kind: StorageKind = 'localStorage',
  scope: Partial<Pick<Window, StorageKind>> = globalThis,
): Storage | null {
  try {
    return scope[kind] ?? null;
  } catch {
    return null;
  }
}
