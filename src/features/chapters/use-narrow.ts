import { useEffect, useState } from 'react';

/** Phones: rows stack their details under the title. */
export const NARROW_QUERY = '(max-width: 767.98px)';

/** True while the viewport matches {@link NARROW_QUERY}. */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
