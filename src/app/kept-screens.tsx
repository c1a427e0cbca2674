/**
 * Keep-alive for the tab bar (SEED-SPEC section 2: a tab is cached unless
 * its route says ignoreCache). Every cached tab's screen stays mounted inside
 * a React <Activity>: hidden, its effects are disconnected and its machines
 * paused with their state (@xstate/react keeps an actor's snapshot across an
 * Activity hide), and showing it again brings back the list page, scroll
 * position, filters and half-filled forms exactly as they were.
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

const LIVE: LocationHooks = {
  hook: useGuardedLocation,
  searchHook: () => useBrowserSearch(),
};

/** Hooks answering `fullPath` ('/path?query'), or the live location when null. */
function locationHooks(fullPath: string | null): LocationHooks {
  if (fullPath === null) return LIVE;
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
  /** On screen: live location and effects; else hidden at `fullPath`. */
  readonly active: boolean;
  /** The tab's address, which a hidden screen keeps seeing. */
  readonly fullPath: string;
  readonly children: ReactNode;
}

/** One cached screen, shown or kept alive hidden. */
export function KeptScreen({ active, fullPath, children }: KeptScreenProps) {
  const hooks = useMemo(() => locationHooks(active ? null : fullPath), [active, fullPath]);
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <Router hook={hooks.hook} searchHook={hooks.searchHook}>
        {children}
      </Router>
    </Activity>
  );
}
