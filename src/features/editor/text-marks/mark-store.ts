/**
 * Where the find bar and the findings panel leave the marks they want painted
 * on the chapter text, and the highlight layer reads them: a plain store
 * outside React, so publishing marks re-renders nothing.
 */
import type { TextMark } from './segments';

/** Who paints: each source replaces only its own marks. */
export type MarkSource = 'find' | 'findings';

/** A source's marks and the text they were computed on. */
export interface MarkLayer {
  readonly text: string;
  readonly marks: readonly TextMark[];
}

export interface MarkStore {
  /** Replaces the source's marks (null: it paints nothing). */
  set(source: MarkSource, layer: MarkLayer | null): void;
  layers(): readonly MarkLayer[];
  /** Calls `listener` after each change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createMarkStore(): MarkStore {
  const bySource = new Map<MarkSource, MarkLayer>();
  const listeners = new Set<() => void>();
  return {
    set(source, layer) {
      if (layer === null ? !bySource.has(source) : bySource.get(source) === layer) return;
      if (layer === null) bySource.delete(source);
      else bySource.set(source, layer);
      for (const listener of listeners) listener();
    },
    layers: () => [...bySource.values()],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
