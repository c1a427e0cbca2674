/**
 * After a deploy, a page opened before it asks for code chunks the server no
 * longer has, and the screen fails to load. Reloading once fetches the new
 * index.html and its chunks. The time of that reload is kept in
 * sessionStorage, so a chunk that fails again right after (the network is
 * down, the deploy is broken) shows the error instead of reloading forever.
 */

/** sessionStorage key: when this tab last reloaded for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** A second failure within this time of the reload is not reloaded again. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** A failed download of a script or style chunk (Rspack's, or the browser's own words). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );
}

/**
 * Reloads the page unless this tab already did so for a chunk within the
 * guard time; answers whether it reloaded.
 */
export function reloadOnceForChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
