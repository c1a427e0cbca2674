/**
 * The Stately inspector, for developers: `?inspect` in the URL (or
 * PUBLIC_INSPECT=1 at build time) opens the hosted inspector in a popup and
 * streams every machine's events and snapshots to it. The package loads only
 * then, through a dynamic import, so it never ships in what authors download.
 */
import type { InspectionEvent, Observer } from 'xstate';

/** What `createActor(..., { inspect })` takes. */
export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** Whether this page asked for the inspector. */
export function wantsInspector(search: string, buildFlag: string | undefined): boolean {
  return buildFlag === '1' || new URLSearchParams(search).has('inspect');
}

/**
 * Opens the inspector when asked for, else resolves undefined. Offline (or
 * with popups blocked) the inspector fails quietly and the app runs on.
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  if (!wantsInspector(window.location.search, import.meta.env.PUBLIC_INSPECT)) return undefined;
  try {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector().inspect;
  } catch (error) {
    console.warn('[inspect] the Stately inspector could not start', error);
    return undefined;
  }
}
