/**
 * Keep-alive for the tab bar (docs/behaviour.md, The shell: a tab is cached unless
 * its route says ignoreCache). Every cached tab's screen stays mounted inside
 * a React <Activity>: hidden, its effects are disconnected and its machines
 * paused with their state (@xstate/react keeps an actor's snapshot across an
 * Activity hide), and showing it again brings back the list page, filters
 * and half-filled forms exactly as they were. Hiding is display: none, which
 * loses inner scroll positions: a long list keeps its own, and a screen
 * whose data may have changed meanwhile loads it again when shown
 * (components/kept-screen-hooks.ts).
 *
 * A hidden screen must keep seeing its own address, not the one on screen:
 * its Router answers the tab's fullPath while it is hidden. The pinned hooks
 * still call the live ones, so the hooks a screen runs never change between
 * hidden and shown.
 */
import { Activity, type ReactNode, useMemo } from 'react';
import { Router } from 'wouter';
import { useSearch as useBrowserSearch } from 'wouter/use-browser-location';
import { useGuardedLocation } from './leave-guard';

type LocationHook = () => [string, ReturnType<typeof useGuardedLocation>[1]];

interface LocationHooks {
  hook: LocationHook;
  searchHook: () => string;
}

/**
 * Hooks for the screen on show at `fullPath` ('/path?query'): the live
 * location while it is still the screen's own path, else `fullPath`. The
 * browser's address moves before the guard commits the next route (a Back
 * press, a link), and meanwhile this screen must not read the next page's
 * query as its own: the editor took a missing chapter_id for a new chapter.
 */
function shownHooks(fullPath: string): LocationHooks {
  const [path = '/', search = ''] = fullPath.split('?');
  return {
    hook: () => {
      const [livePath, navigate] = useGuardedLocation();
      return [livePath === path ? livePath : path, navigate];
    },
    searchHook: () => {
      const liveSearch = useBrowserSearch();
      return window.location.pathname === path ? liveSearch : search;
    },
  };
}

/** Hooks answering `fullPath` ('/path?query') whatever the browser shows. */
function keptHooks(fullPath: string): LocationHooks {
  const [path = '/', search = ''] = fullPath.split('?');
  return {
    hook: () => [path, useGuardedLocation()[1]],
    searchHook: () => {
      useBrowserSearch();
      return search;
    },
  };
}

/** Props of {@link KeptScreen}. */
export interface KeptScreenProps {
  /** On screen with its effects, else hidden. */
  readonly active: boolean;
  /** The address committed for this screen: the tab's, which a hidden screen keeps seeing. */
  readonly fullPath: string;
  readonly children: ReactNode;
}

/** One cached screen, shown or kept alive hidden. */
export function KeptScreen({ active, fullPath, children }: KeptScreenProps) {
  const hooks = useMemo(
    () => (active ? shownHooks(fullPath) : keptHooks(fullPath)),
    [active, fullPath],
  );
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <Router hook={hooks.hook} searchHook={hooks.searchHook}>
        {children}
      </Router>
    </Activity>
  );
}
