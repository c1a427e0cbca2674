import { useEffect, useState } from 'react';

/** Phones: rows stack their details under the title. */
const NARROW_QUERY = '(max-width: 767.98px)';
/**
 * Laptops: beside the menu and the volume panel the table is under about
 * 1,000 px, where all its columns left the title two characters; it drops
 * the last-edited column (the editor shows it) to keep the titles readable.
 */
export const COMPACT_QUERY = '(max-width: 1599.98px)';

/** True while the viewport matches `query`. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** True while the viewport matches {@link NARROW_QUERY}. */
export const useNarrow = (): boolean => useMediaQuery(NARROW_QUERY);
