import { and, assign, emit, not, type SnapshotFrom, setup } from 'xstate';
import { redirectQuery, routePatternMatches } from '../../lib/permission';
import { declaredActor } from '../common/declared-actor';

/**
 * The part of a route record the guard reads. The app's route table may carry
 * more (component, title, icon); only these fields matter here.
 */
export interface NavigationRoute {
  readonly name: string;
  /** Pattern: `/book-manage`, `/redirect/:path*`, `:id`, `:id?`, `*`. Relative child paths are joined to the parent's. */
  readonly path: string;
  /** A redirect record (`/` -> `/home`): followed before any guard runs. */
  readonly redirect?: string;
  readonly meta?: {
    readonly requiresAuth?: boolean;
    readonly roles?: readonly string[];
  };
  readonly children?: readonly NavigationRoute[];
}

/** What the guard knows about the session, read through `input.getAuth` at each step. */
export interface NavigationAuth {
  loggedIn: boolean;
  role: string;
  /** User info is already in memory: navigate at once and refresh beside it. */
  userKnown: boolean;
}

/** The server-menu state the permission rule needs (docs/behaviour.md, Routes and the navigation guard, rule 4). */
export interface NavigationMenu {
  /** The `menuFromServer` setting. */
  fromServer: boolean;
  /** The server menu config was already fetched. */
  loaded: boolean;
}

/** Where the guard sends people; defaults follow docs/behaviour.md, Routes and the navigation guard. */
export interface NavigationPaths {
  /** Default '/login'. */
  login: string;
  /** Default '/home'. */
  home: string;
  /** Where a denied route goes; an unknown path, so the not-found page shows. Default '/not-found'. */
  notFound: string;
}

/** What the app passes to `createActor(navigationMachine, { input })`. */
export interface NavigationInput {
  routes: readonly NavigationRoute[];
  /**
   * Rule 4's check, given the target route and the session. With the server
   * menu on, it also looks the route up in the loaded menu or the whitelist.
   * (A method, so a function over a richer route type is accepted.)
   */
  isAllowed(route: NavigationRoute, auth: NavigationAuth): boolean;
  getAuth(): NavigationAuth;
  /** Default: menu not from the server (docs/behaviour.md, The shell). */
  getMenu?(): NavigationMenu;
  /** Routes that never need the server menu. Default: none. */
  isWhitelisted?(route: NavigationRoute): boolean;
  /** Replaces the built-in pattern matching, e.g. with the router's own. */
  matchRoute?(path: string, routes: readonly NavigationRoute[]): NavigationRoute | null;
  paths?: Partial<NavigationPaths>;
  /** Route names reachable without login. Default: login, loginSso. */
  publicRouteNames?: readonly string[];
  /** The route that, when logged in, sends to home instead. Default: login. */
  loginRouteName?: string;
  /** A catch-all route of that name is the not-found page: always allowed. Default: notFound. */
  notFoundRouteName?: string;
}

/** A location: a path and its query string without the leading '?'. */
export interface NavigationLocation {
  readonly path: string;
  readonly search: string;
}

/** Events the navigation actor accepts. */
export type NavigationEvent =
  /** The router wants to go to `path`; `search` with or without '?'. */
  { type: 'navigation.request'; path: string; search?: string };

/**
 * Events the navigation actor emits; subscribe with `actor.on(type, handler)`.
 * `navigation.redirect` means: replace the history entry with this location;
 * the router then sends a new `navigation.request` for it.
 */
export type NavigationEmitted =
  /** Every request (rule 1), and the moment to start the progress bar. */
  | { type: 'navigation.started'; path: string; search: string }
  /** Render `path`; `name` is the matched route, null for the not-found page. */
  | { type: 'navigation.commit'; path: string; search: string; name: string | null }
  | { type: 'navigation.redirect'; path: string; search: string }
  /** The progress bar may finish (rule 5). */
  | { type: 'navigation.done'; path: string; search: string }
  /** Scroll the page to the top (rule 5). */
  | { type: 'navigation.scrollTop' };

/** Progress of the current navigation, for the progress bar. */
export type NavigationProgress = 'idle' | 'started' | 'done';

interface Target extends NavigationLocation {
  readonly route: NavigationRoute | null;
}

interface Config {
  readonly routes: readonly NavigationRoute[];
  readonly isAllowed: (route: NavigationRoute, auth: NavigationAuth) => boolean;
  readonly getAuth: () => NavigationAuth;
  readonly getMenu: () => NavigationMenu;
  readonly isWhitelisted: (route: NavigationRoute) => boolean;
  readonly matchRoute: (path: string, routes: readonly NavigationRoute[]) => NavigationRoute | null;
  readonly paths: NavigationPaths;
  readonly publicRouteNames: readonly string[];
  readonly loginRouteName: string;
  readonly notFoundRouteName: string;
}

export interface NavigationContext {
  readonly config: Config;
  /** The session as read at the last step; guards read this, not getAuth, so one step sees one answer. */
  readonly auth: NavigationAuth;
  /** The latest request, still being decided or just decided. */
  readonly target: Target | null;
  /** The last committed location. */
  readonly current: (NavigationLocation & { readonly name: string | null }) | null;
  readonly progress: NavigationProgress;
}

/** Default paths (docs/behaviour.md, Routes and the navigation guard: login, the /home landing route). */
const DEFAULT_NAVIGATION_PATHS: NavigationPaths = {
  login: '/login',
  home: '/home',
  notFound: '/not-found',
};

function stripQuestionMark(search: string | undefined): string {
  return (search ?? '').replace(/^\?/, '');
}

function normalizePath(path: string): string {
  if (path === '' || path === '/') return '/';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/\/+$/, '');
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

/**
 * The first route whose pattern matches `path`, children after their parent,
 * child paths joined to the parent's; patterns match as the router's do
 * (regexparam, through lib/permission). Null for an unknown path.
 */
export function matchNavigationRoute(
  path: string,
  routes: readonly NavigationRoute[],
  parentPath = '',
): NavigationRoute | null {
  for (const route of routes) {
    const full = parentPath === '' ? route.path : joinPath(parentPath, route.path);
    if (routePatternMatches(full, path)) return route;
    if (route.children) {
      const child = matchNavigationRoute(path, route.children, full);
      if (child) return child;
    }
  }
  return null;
}

/**
 * The login redirect query of docs/behaviour.md, Routes and the navigation guard (see `redirectQuery`); an
 * unknown path has no name, so only its original query goes along.
 */
function loginRedirectSearch(routeName: string | null, search: string): string {
  const query = stripQuestionMark(search);
  return routeName === null ? query : redirectQuery({ name: routeName, query }).toString();
}

/**
 * The global navigation guard (docs/behaviour.md, Routes and the navigation guard, rules 1-5). The router
 * sends `navigation.request`; the machine emits `navigation.started`, then
 * either `navigation.commit` (plus `navigation.done` and
 * `navigation.scrollTop`) or `navigation.redirect`.
 *
 * Logged in with the user already known, it commits at once and refreshes the
 * user beside the navigation (the `refresh` region); only when the user is not
 * known yet does it wait for the refresh. A failed refresh, either way, logs
 * out and redirects to login with `redirect=<route name>&<original query>`.
 *
 * Provide `refreshUser`, `logout` (resolves once the session is gone) and
 * `loadServerMenu` with `.provide({ actors })`.
 */
export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as NavigationInput,
    emitted: {} as NavigationEmitted,
  },
  // Provide each as `fromPromise<unknown, void>(...)`: actor logic is
  // invariant in its types. Only settling matters, not the value.
  actors: {
    refreshUser: declaredActor<unknown, void>('navigation', 'refreshUser'),
    logout: declaredActor<unknown, void>('navigation', 'logout'),
    loadServerMenu: declaredActor<unknown, void>('navigation', 'loadServerMenu'),
  },
  actions: {
    recordRequest: assign(({ context }, params: { path: string; search: string | undefined }) => {
      const [rawPath = '/', inlineSearch] = params.path.split('?', 2);
      const path = normalizePath(rawPath);
      const search = stripQuestionMark(params.search ?? inlineSearch);
      return {
        target: { path, search, route: context.config.matchRoute(path, context.config.routes) },
        auth: context.config.getAuth(),
        progress: 'started' as const,
      };
    }),
    readAuth: assign(({ context }) => ({ auth: context.config.getAuth() })),
    commitTarget: assign(({ context }) => ({
      current: context.target && {
        path: context.target.path,
        search: context.target.search,
        name: context.target.route?.name ?? null,
      },
      progress: 'done' as const,
    })),
    emitStarted: emit(({ context }) => ({
      type: 'navigation.started' as const,
      path: context.target?.path ?? '/',
      search: context.target?.search ?? '',
    })),
    emitCommit: emit(({ context }) => ({
      type: 'navigation.commit' as const,
      path: context.target?.path ?? '/',
      search: context.target?.search ?? '',
      name: context.target?.route?.name ?? null,
    })),
    emitDone: emit(({ context }) => ({
      type: 'navigation.done' as const,
      path: context.target?.path ?? '/',
      search: context.target?.search ?? '',
    })),
    requestScrollTop: emit({ type: 'navigation.scrollTop' as const }),
    redirectToAlias: emit(({ context }) => ({
      type: 'navigation.redirect' as const,
      path: context.target?.route?.redirect ?? context.config.paths.home,
      search: context.target?.search ?? '',
    })),
    redirectToLogin: emit(({ context }) => ({
      type: 'navigation.redirect' as const,
      path: context.config.paths.login,
      search: loginRedirectSearch(
        context.target?.route?.name ?? null,
        context.target?.search ?? '',
      ),
    })),
    redirectToHome: emit(({ context }) => ({
      type: 'navigation.redirect' as const,
      path: context.config.paths.home,
      search: '',
    })),
    // The refused route's name rides along (`refused=Income`), so the page can
    // say why when the reason is one the author can act on (signing).
    redirectToNotFound: emit(({ context }) => ({
      type: 'navigation.redirect' as const,
      path: context.config.paths.notFound,
      search: context.target?.route
        ? new URLSearchParams({ refused: context.target.route.name }).toString()
        : '',
    })),
  },
  guards: {
    isLoggedIn: ({ context }) => context.auth.loggedIn,
    isUserKnown: ({ context }) => context.auth.userKnown,
    targetIsAlias: ({ context }) => typeof context.target?.route?.redirect === 'string',
    targetIsPublic: ({ context }) =>
      context.target?.route != null &&
      context.config.publicRouteNames.includes(context.target.route.name),
    targetIsLogin: ({ context }) => context.target?.route?.name === context.config.loginRouteName,
    // Unknown paths (no route, or the table's catch-all) and the not-found
    // path itself show the not-found page, so it can never redirect to itself.
    targetIsNotFoundPage: ({ context }) =>
      context.target?.route == null ||
      context.target.route.name === context.config.notFoundRouteName ||
      context.target.path === context.config.paths.notFound,
    needsServerMenu: ({ context }) => {
      const route = context.target?.route;
      if (!route) return false;
      const menu = context.config.getMenu();
      return menu.fromServer && !menu.loaded && !context.config.isWhitelisted(route);
    },
    targetAllowed: ({ context }) =>
      context.target?.route != null && context.config.isAllowed(context.target.route, context.auth),
    // Evaluated on the raw request, before the route region records it: both
    // regions see the same event in the same step.
    shouldRefreshBeside: ({ context }) => {
      const auth = context.config.getAuth();
      return auth.loggedIn && auth.userKnown;
    },
  },
}).createMachine({
  id: 'navigation',
  type: 'parallel',
  context: ({ input }) => {
    const getAuth = () => input.getAuth();
    return {
      config: {
        routes: input.routes,
        isAllowed: (route, auth) => input.isAllowed(route, auth),
        getAuth,
        getMenu: () => input.getMenu?.() ?? { fromServer: false, loaded: false },
        isWhitelisted: (route) => input.isWhitelisted?.(route) ?? false,
        matchRoute: input.matchRoute ?? ((path, routes) => matchNavigationRoute(path, routes)),
        paths: { ...DEFAULT_NAVIGATION_PATHS, ...input.paths },
        publicRouteNames: input.publicRouteNames ?? ['login', 'loginSso'],
        loginRouteName: input.loginRouteName ?? 'login',
        notFoundRouteName: input.notFoundRouteName ?? 'notFound',
      },
      auth: { loggedIn: false, role: '', userKnown: false },
      target: null,
      current: null,
      progress: 'idle',
    };
  },
  states: {
    route: {
      initial: 'idle',
      on: {
        // A newer request always wins: leaving the waiting state stops the
        // older one's calls. Not `reenter`: re-entering `route` would make the
        // transition's domain the root and pre-empt the `refresh` region's.
        'navigation.request': {
          target: '.checking',
          actions: [
            {
              type: 'recordRequest',
              params: ({ event }) => ({ path: event.path, search: event.search }),
            },
            'emitStarted',
          ],
        },
      },
      states: {
        idle: {},
        // Rules 2 and 3, after the route table's own redirects.
        checking: {
          always: [
            { guard: 'targetIsAlias', target: 'idle', actions: 'redirectToAlias' },
            { guard: and([not('isLoggedIn'), 'targetIsPublic']), target: 'permission' },
            { guard: not('isLoggedIn'), target: 'idle', actions: 'redirectToLogin' },
            {
              guard: and(['isUserKnown', 'targetIsLogin']),
              target: 'idle',
              actions: 'redirectToHome',
            },
            { guard: 'isUserKnown', target: 'permission' },
            { target: 'refreshingUser' },
          ],
        },
        // Only when the user is not known yet: the role is needed for rule 4.
        refreshingUser: {
          invoke: {
            src: 'refreshUser',
            onDone: { target: 'refreshed', actions: 'readAuth' },
            onError: 'loggingOut',
          },
        },
        refreshed: {
          always: [
            { guard: 'targetIsLogin', target: 'idle', actions: 'redirectToHome' },
            { target: 'permission' },
          ],
        },
        loggingOut: {
          invoke: {
            src: 'logout',
            onDone: { target: 'idle', actions: ['readAuth', 'redirectToLogin'] },
            onError: { target: 'idle', actions: ['readAuth', 'redirectToLogin'] },
          },
        },
        // Rule 4.
        permission: {
          always: [
            { guard: 'targetIsNotFoundPage', target: 'committing' },
            { guard: 'needsServerMenu', target: 'loadingMenu' },
            { target: 'authorizing' },
          ],
        },
        // The menu actor reports its own failure (a notice); the check below
        // then runs on whatever menu there is, so a failed fetch denies.
        loadingMenu: {
          invoke: {
            src: 'loadServerMenu',
            onDone: 'authorizing',
            onError: 'authorizing',
          },
        },
        authorizing: {
          always: [
            { guard: 'targetAllowed', target: 'committing' },
            { target: 'idle', actions: 'redirectToNotFound' },
          ],
        },
        // Rule 5.
        committing: {
          entry: ['commitTarget', 'emitCommit', 'emitDone', 'requestScrollTop'],
          always: 'idle',
        },
      },
    },
    // Rule 2 when the user is known: the refresh runs beside the navigation.
    // One refresh at a time; requests during it are covered by its answer.
    refresh: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'navigation.request': { guard: 'shouldRefreshBeside', target: 'refreshing' },
          },
        },
        refreshing: {
          invoke: {
            src: 'refreshUser',
            onDone: 'idle',
            onError: 'loggingOut',
          },
        },
        loggingOut: {
          invoke: {
            src: 'logout',
            onDone: { target: 'idle', actions: ['readAuth', 'redirectToLogin'] },
            onError: { target: 'idle', actions: ['readAuth', 'redirectToLogin'] },
          },
        },
      },
    },
  },
});

/** A snapshot of the navigation actor. */
export type NavigationSnapshot = SnapshotFrom<typeof navigationMachine>;

/** 'started' from a request until its commit; drive the progress bar with it. */
export const selectNavigationProgress = (s: NavigationSnapshot): NavigationProgress =>
  s.context.progress;

/** A navigation is being decided (the progress bar shows). */
export const selectIsNavigating = (s: NavigationSnapshot): boolean =>
  s.context.progress === 'started';

/** Path of the last committed navigation, or null before the first. */
export const selectCurrentPath = (s: NavigationSnapshot): string | null =>
  s.context.current?.path ?? null;

/** Query (no '?') of the last committed navigation. */
export const selectCurrentSearch = (s: NavigationSnapshot): string =>
  s.context.current?.search ?? '';

/** Route name of the last committed navigation; null for the not-found page or before the first. */
export const selectCurrentRouteName = (s: NavigationSnapshot): string | null =>
  s.context.current?.name ?? null;

/** The guard waits for user info (first navigation after a reload). */
export const selectIsCheckingUser = (s: NavigationSnapshot): boolean =>
  s.matches({ route: 'refreshingUser' });
