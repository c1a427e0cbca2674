import { useEffect, useSyncExternalStore } from 'react';

/** The book a screen works on, for the breadcrumb (Home > book > chapters). */
export interface BookTrail {
  readonly bookId: string;
  readonly bookTitle: string;
}

// Keyed by route name: the breadcrumb shows the trail of the route on screen.
// A kept screen of another tab sets its own route's trail again when shown.
const trails = new Map<string, BookTrail>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A screen names its book for the breadcrumb while it is on screen. */
export function useBookTrail(routeName: string, trail: BookTrail | null): void {
  const bookId = trail?.bookId ?? '';
  const bookTitle = trail?.bookTitle ?? '';
  useEffect(() => {
    if (!bookId || !bookTitle) return;
    const known = trails.get(routeName);
    if (known?.bookId === bookId && known.bookTitle === bookTitle) return;
    trails.set(routeName, { bookId, bookTitle });
    for (const listener of listeners) listener();
  }, [routeName, bookId, bookTitle]);
}

/** The book trail of a route, or undefined before its screen named one. */
export function useBookTrailOf(routeName: string | null): BookTrail | undefined {
  return useSyncExternalStore(subscribe, () => (routeName ? trails.get(routeName) : undefined));
}
