import { assign, emit, type SnapshotFrom, setup } from 'xstate';

/** Query of a route as the router hands it over. */
export type TabQuery = Readonly<Record<string, string | readonly string[]>>;

/** One open tab (docs/behaviour.md, The shell). */
export interface TabEntry {
  /** Message id of the tab label (the route's `meta.locale`). */
  readonly title: string;
  /** Route name; at most one tab per name. */
  readonly name: string;
  readonly fullPath: string;
  readonly query: TabQuery;
  /** True when the route asks not to keep its screen alive while hidden. */
  readonly ignoreCache: boolean;
}

/** The committed route as the router reports it, with its metadata. */
export interface TabRoute {
  readonly name: string;
  /** The route pattern (`/redirect/:path*`); used to spot the redirect helper. */
  readonly path?: string;
  readonly fullPath: string;
  readonly query?: TabQuery;
  readonly meta?: {
    /** Message id of the route title. */
    readonly locale?: string;
    readonly ignoreCache?: boolean;
  };
}

/** Name of the home route; its tab is always first and never closes. */
export const HOME_TAB_NAME = 'Home';

/** The tab every session starts with (docs/behaviour.md, The shell). */
export const HOME_TAB: TabEntry = {
  title: 'menu.home',
  name: HOME_TAB_NAME,
  fullPath: '/home',
  query: {},
  ignoreCache: false,
};

/** Route name of the redirect helper, which must never become a tab. */
const REDIRECT_ROUTE_NAME = 'Redirect';

/** Events the tab bar accepts. Every close event names the tab by its fullPath. */
export type TabBarEvent =
  /** A navigation was committed; adds or refreshes the route's tab. */
  | { type: 'tabBar.open'; route: TabRoute }
  /** Close one tab. */
  | { type: 'tabBar.close'; fullPath: string }
  /** Keep only the home tab and this one. */
  | { type: 'tabBar.closeOthers'; fullPath: string }
  /** Close the tabs between the home tab and this one. */
  | { type: 'tabBar.closeLeft'; fullPath: string }
  /** Close the tabs after this one. */
  | { type: 'tabBar.closeRight'; fullPath: string }
  /** Back to the home tab only (logout). */
  | { type: 'tabBar.reset' };

type CloseEvent = Extract<
  TabBarEvent,
  { type: 'tabBar.close' | 'tabBar.closeOthers' | 'tabBar.closeLeft' | 'tabBar.closeRight' }
>;

/**
 * Emitted when closing removed the tab on screen: the app navigates to
 * `fullPath` (the right neighbour, else the left one, or the tab that was
 * acted on for the bulk closes). Subscribe with `actor.on('tabBar.navigate', ...)`.
 */
export interface TabBarNavigateEvent {
  type: 'tabBar.navigate';
  fullPath: string;
}

export interface TabBarContext {
  readonly tabs: readonly TabEntry[];
  /**
   * Names of the open tabs whose screens stay alive (keep-alive list). Kept in
   * context rather than derived in a selector so its reference only changes
   * when the tabs do, and views re-render only then.
   */
  readonly cacheList: readonly string[];
  /** Route name of the tab on screen; null until the first navigation after a reset. */
  readonly activeName: string | null;
}

/** Whether a route is the redirect helper, which is never shown as a tab. */
function isRedirectRoute(route: TabRoute): boolean {
  return (
    route.name === REDIRECT_ROUTE_NAME ||
    (route.path ?? '').startsWith('/redirect') ||
    route.fullPath.startsWith('/redirect')
  );
}

function toEntry(route: TabRoute): TabEntry {
  return {
    // Routes without a title still get a readable label rather than nothing.
    title: route.meta?.locale ?? route.name,
    name: route.name,
    fullPath: route.fullPath,
    query: route.query ?? {},
    ignoreCache: route.meta?.ignoreCache === true,
  };
}

function cacheListOf(tabs: readonly TabEntry[]): string[] {
  return tabs.filter((tab) => !tab.ignoreCache).map((tab) => tab.name);
}

function sameQuery(a: TabQuery, b: TabQuery): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (typeof x === 'string' || typeof y === 'string') return x === y;
    return (
      x !== undefined && y !== undefined && x.length === y.length && x.every((v, i) => v === y[i])
    );
  });
}

function sameEntry(a: TabEntry, b: TabEntry): boolean {
  return (
    a.title === b.title &&
    a.name === b.name &&
    a.fullPath === b.fullPath &&
    a.ignoreCache === b.ignoreCache &&
    sameQuery(a.query, b.query)
  );
}

/**
 * Tabs after a navigation: the route's entry replaced in place, or appended.
 * Returns `tabs` itself when nothing changes, as on every visit to an open
 * tab, so views and storage see no change.
 */
function openTab(tabs: readonly TabEntry[], route: TabRoute): readonly TabEntry[] {
  const entry = toEntry(route);
  const index = tabs.findIndex((tab) => tab.name === entry.name);
  if (index === -1) return [...tabs, entry];
  const current = tabs[index];
  if (current && sameEntry(current, entry)) return tabs;
  return tabs.map((tab, i) => (i === index ? entry : tab));
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function toQuery(raw: unknown): TabQuery | null {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const entries = Object.entries(raw);
  return entries.every(([, value]) => typeof value === 'string' || isStringArray(value))
    ? (raw as TabQuery)
    : null;
}

function toRestoredEntry(raw: unknown): TabEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { title, name, fullPath, query, ignoreCache } = raw as Record<string, unknown>;
  if (typeof title !== 'string' || typeof name !== 'string' || typeof fullPath !== 'string') {
    return null;
  }
  const validQuery = toQuery(query);
  if (validQuery === null) return null;
  return { title, name, fullPath, query: validQuery, ignoreCache: ignoreCache === true };
}

/**
 * Tabs restored from storage (the app keeps them in sessionStorage so a
 * reload keeps them). Malformed entries, redirect routes and duplicate names
 * are dropped, and the home tab is put first whatever was stored.
 */
function restoreTabs(raw: unknown): readonly TabEntry[] {
  if (!Array.isArray(raw)) return [HOME_TAB];
  const tabs: TabEntry[] = [];
  for (const item of raw) {
    const entry = toRestoredEntry(item);
    if (!entry || isRedirectRoute(entry)) continue;
    if (tabs.some((tab) => tab.name === entry.name)) continue;
    tabs.push(entry);
  }
  const home = tabs.find((tab) => tab.name === HOME_TAB_NAME) ?? HOME_TAB;
  return [home, ...tabs.filter((tab) => tab !== home)];
}

interface ClosePlan {
  readonly tabs: readonly TabEntry[];
  /** Where to go because the tab on screen was closed; null to stay. */
  readonly navigateTo: TabEntry | null;
}

/**
 * What a close event does, computed once so the guard, the emitted
 * navigation and the context update cannot disagree. Pure.
 */
function planClose(context: TabBarContext, event: CloseEvent): ClosePlan {
  const { tabs, activeName } = context;
  const unchanged: ClosePlan = { tabs, navigateTo: null };
  const index = tabs.findIndex((tab) => tab.fullPath === event.fullPath);
  const target = tabs[index];
  if (!target) return unchanged;

  // The home tab is always kept, whatever the event says.
  const keep = (tab: TabEntry, i: number): boolean => {
    if (tab.name === HOME_TAB_NAME) return true;
    switch (event.type) {
      case 'tabBar.close':
        return i !== index;
      case 'tabBar.closeOthers':
        return i === index;
      case 'tabBar.closeLeft':
        return i >= index;
      case 'tabBar.closeRight':
        return i <= index;
    }
  };
  const next = tabs.filter(keep);
  if (next.length === tabs.length) return unchanged;

  const activeClosed = activeName !== null && !next.some((tab) => tab.name === activeName);
  if (!activeClosed) return { tabs: next, navigateTo: null };
  if (event.type !== 'tabBar.close') return { tabs: next, navigateTo: target };
  // Closing a single tab can only close the active one when it is the target.
  const neighbour = tabs[index + 1] ?? tabs[index - 1] ?? HOME_TAB;
  return { tabs: next, navigateTo: neighbour };
}

/** Input of the machine. */
export interface TabBarInput {
  /** Tabs saved by `persistTabs` before a reload; sanitized with `restoreTabs`. */
  readonly tabs?: unknown;
}

const persistTabs = {
  type: 'persistTabs',
  params: ({ context }: { context: TabBarContext }) => ({ tabs: context.tabs }),
} as const;

const closeTransition = [
  { guard: 'closesActiveTab', actions: ['emitNavigate', 'applyClose', persistTabs] },
  { guard: 'closeChangesTabs', actions: ['applyClose', persistTabs] },
] as const;

/**
 * The open tabs of the tab bar (docs/behaviour.md, The shell). The router sends
 * `tabBar.open` after every committed navigation inside the default layout;
 * views render `selectTabs` and keep alive the screens of `selectCacheList`.
 * When a close removes the tab on screen the machine emits `tabBar.navigate`
 * rather than navigating itself, so it stays free of the router.
 *
 * The composition root provides the action `persistTabs` (write the tabs to
 * sessionStorage) and passes the saved tabs back as `input.tabs`.
 */
export const tabBarMachine = setup({
  types: {
    context: {} as TabBarContext,
    events: {} as TabBarEvent,
    input: {} as TabBarInput,
    emitted: {} as TabBarNavigateEvent,
  },
  guards: {
    isRedirect: ({ event }) => event.type === 'tabBar.open' && isRedirectRoute(event.route),
    openChangesTabs: ({ context, event }) =>
      event.type === 'tabBar.open' && openTab(context.tabs, event.route) !== context.tabs,
    closesActiveTab: ({ context, event }) =>
      event.type !== 'tabBar.open' &&
      event.type !== 'tabBar.reset' &&
      planClose(context, event).navigateTo !== null,
    closeChangesTabs: ({ context, event }) =>
      event.type !== 'tabBar.open' &&
      event.type !== 'tabBar.reset' &&
      planClose(context, event).tabs !== context.tabs,
  },
  actions: {
    /** Provided by the app: save the tabs so a reload restores them. */
    persistTabs: (_, _params: { tabs: readonly TabEntry[] }) => {},
    applyOpen: assign(({ context, event }) => {
      if (event.type !== 'tabBar.open') return {};
      const tabs = openTab(context.tabs, event.route);
      const activeName = event.route.name;
      if (tabs === context.tabs) return { activeName };
      return { tabs, cacheList: cacheListOf(tabs), activeName };
    }),
    applyClose: assign(({ context, event }) => {
      if (event.type === 'tabBar.open' || event.type === 'tabBar.reset') return {};
      const plan = planClose(context, event);
      if (plan.tabs === context.tabs) return {};
      return {
        tabs: plan.tabs,
        cacheList: cacheListOf(plan.tabs),
        // The app is about to show this tab; tracking it now keeps a second
        // close before that navigation lands consistent.
        activeName: plan.navigateTo?.name ?? context.activeName,
      };
    }),
    emitNavigate: emit(({ context, event }): TabBarNavigateEvent => {
      const plan =
        event.type === 'tabBar.open' || event.type === 'tabBar.reset'
          ? null
          : planClose(context, event);
      return { type: 'tabBar.navigate', fullPath: (plan?.navigateTo ?? HOME_TAB).fullPath };
    }),
    applyReset: assign({
      tabs: [HOME_TAB],
      cacheList: cacheListOf([HOME_TAB]),
      activeName: null,
    }),
  },
}).createMachine({
  id: 'tabBar',
  context: ({ input }) => {
    const tabs = restoreTabs(input.tabs);
    return { tabs, cacheList: cacheListOf(tabs), activeName: null };
  },
  on: {
    'tabBar.open': [
      { guard: 'isRedirect' },
      { guard: 'openChangesTabs', actions: ['applyOpen', persistTabs] },
      // Revisiting an open tab only moves the active mark; nothing to save.
      { actions: 'applyOpen' },
    ],
    'tabBar.close': closeTransition,
    'tabBar.closeOthers': closeTransition,
    'tabBar.closeLeft': closeTransition,
    'tabBar.closeRight': closeTransition,
    'tabBar.reset': { actions: ['applyReset', persistTabs] },
  },
});

type TabBarSnapshot = SnapshotFrom<typeof tabBarMachine>;

/** Open tabs in display order; the reference changes only when the tabs do. */
export const selectTabs = (snapshot: TabBarSnapshot): readonly TabEntry[] => snapshot.context.tabs;

/** Route names whose screens stay cached; stable reference between changes. */
export const selectCacheList = (snapshot: TabBarSnapshot): readonly string[] =>
  snapshot.context.cacheList;

/** Route name of the tab on screen, or null. */
export const selectActiveTabName = (snapshot: TabBarSnapshot): string | null =>
  snapshot.context.activeName;
