import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../components/app-actors';
import { FullPageLoading } from '../components/full-page-loading';
import { useT } from '../components/intl';
import { type Preloadable, preloadable } from '../components/preloadable';
import { useNotFoundTitleId } from '../components/refusal';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { loadCatalogue } from '../i18n/catalogues';
import { readStoredLocale } from '../i18n/locales';
import { loginRedirectPath, matchRoute } from '../lib/permission';
import { BARE_ROUTE_NAMES } from '../lib/route-chunks';
import {
  type AppRoute,
  DEFAULT_ROUTE_NAME,
  LOGIN_ROUTE_NAME,
  NOT_FOUND_ROUTE_NAME,
  routeByName,
} from '../lib/route-table';
import { selectIsLoggedIn } from '../machines/auth/auth.machine';
import {
  selectCurrentRouteName,
  selectCurrentSearch,
} from '../machines/navigation/navigation.machine';
import {
  selectCacheList,
  selectTabs,
  type TabEntry,
  type TabQuery,
} from '../machines/tab-bar/tab-bar.machine';
import { KeptScreen } from './kept-screens';
import { LeaveDialogHost } from './leave-dialog-host';
import { withoutLeaveCheck } from './leave-guard';
import type { ScreenProps } from './screens/screen-props';

// Every screen is its own chunk, so /login loads neither the shell nor the
// other screens.
const LoginPage = preloadable(() =>
  import(/* webpackChunkName: "login" */ '../features/auth/login-page').then((m) => m.LoginPage),
);
/**
 * A chunk together with the screens' texts (src/i18n/catalogues.ts): what the
 * shell and the screens inside it say is not in the login page's catalogue.
 */
function withScreenTexts<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadCatalogue(readStoredLocale(), 'screens')]).then(([m]) => m);
}

const ForgotPasswordScreen = preloadable(() =>
  withScreenTexts(import(/* webpackChunkName: "screen-account" */ './screens/account')).then(
    (m) => m.ForgotPasswordScreen,
  ),
);
const SsoPage = preloadable(() =>
  import(/* webpackChunkName: "sso" */ '../features/auth/sso-page').then((m) => m.SsoPage),
);
const AppLayout = preloadable(() =>
  withScreenTexts(import(/* webpackChunkName: "shell" */ '../components/shell/app-layout')).then(
    (m) => m.AppLayout,
  ),
);
const NotFoundPage = preloadable(() =>
  import(/* webpackChunkName: "not-found" */ '../components/not-found-page').then(
    (m) => m.NotFoundPage,
  ),
);
const PlaceholderPage = preloadable(() =>
  import(/* webpackChunkName: "placeholder" */ '../features/placeholder/placeholder-page').then(
    (m) => m.PlaceholderPage,
  ),
);
const NavbarMessageBox = preloadable(() =>
  import(/* webpackChunkName: "message-box" */ './navbar-message-box').then(
    (m) => m.NavbarMessageBox,
  ),
);
const MessagePage = preloadable(() =>
  import(/* webpackChunkName: "message-page" */ './message-page').then((m) => m.MessagePage),
);

/** Screens by route name; each area is its own chunk. Unlisted routes show the placeholder. */
const SCREENS: Record<string, Preloadable<ScreenProps>> = {
  Home: preloadable(() =>
    import(/* webpackChunkName: "screen-home" */ './screens/home').then((m) => m.HomeScreen),
  ),
  BookManage: preloadable(() =>
    import(/* webpackChunkName: "screen-books" */ './screens/books').then((m) => m.BookListScreen),
  ),
  BookShorts: preloadable(() =>
    import(/* webpackChunkName: "screen-books" */ './screens/books').then((m) => m.BookListScreen),
  ),
  CreateBook: preloadable(() =>
    import(/* webpackChunkName: "screen-books" */ './screens/books').then(
      (m) => m.CreateBookScreen,
    ),
  ),
  BookInfo: preloadable(() =>
    import(/* webpackChunkName: "screen-books" */ './screens/books').then((m) => m.BookInfoScreen),
  ),
  ChapterManage: preloadable(() =>
    import(/* webpackChunkName: "screen-chapters" */ './screens/chapters').then(
      (m) => m.ChapterManageScreen,
    ),
  ),
  ChapterAdd: preloadable(() =>
    import(/* webpackChunkName: "screen-editor" */ './screens/editor').then(
      (m) => m.ChapterEditorScreen,
    ),
  ),
  Income: preloadable(() =>
    import(/* webpackChunkName: "screen-income" */ './screens/income').then((m) => m.IncomeScreen),
  ),
  BookData: preloadable(() =>
    import(/* webpackChunkName: "screen-book-data" */ './screens/book-data').then(
      (m) => m.BookDataScreen,
    ),
  ),
  Readers: preloadable(() =>
    import(/* webpackChunkName: "screen-readers" */ './screens/readers').then(
      (m) => m.ReadersScreen,
    ),
  ),
  Stockpile: preloadable(() =>
    import(/* webpackChunkName: "screen-desk" */ './screens/desk').then((m) => m.StockpileScreen),
  ),
  StoryBible: preloadable(() =>
    import(/* webpackChunkName: "screen-bible" */ './screens/bible').then(
      (m) => m.StoryBibleScreen,
    ),
  ),
  MessageNotification: MessagePage,
  AccountInfo: preloadable(() =>
    import(/* webpackChunkName: "screen-account" */ './screens/account').then(
      (m) => m.AccountInfoScreen,
    ),
  ),
  AccountEdit: preloadable(() =>
    import(/* webpackChunkName: "screen-account" */ './screens/account').then(
      (m) => m.AccountEditScreen,
    ),
  ),
};
const RedirectPage = preloadable(() =>
  import(/* webpackChunkName: "redirect" */ './redirect-page').then((m) => m.RedirectPage),
);

/**
 * Fetches and runs the code of the page `pathname` shows, so the first
 * render draws it at once (./../components/preloadable.tsx). The chunks are
 * the ones the server hints in the HTML (src/lib/route-chunks.ts), so they
 * are usually downloaded already. Without a session a guarded route ends on
 * the login page, whose code comes along too.
 */
export function preloadPage(pathname: string, hasSession: boolean): Promise<unknown> {
  const matched = matchRoute(pathname)?.route.name ?? NOT_FOUND_ROUTE_NAME;
  const name = matched === 'root' ? DEFAULT_ROUTE_NAME : matched;
  const pages: Pick<Preloadable<never>, 'preload'>[] = [];
  if (name === LOGIN_ROUTE_NAME || !hasSession) pages.push(LoginPage);
  if (name === 'loginSso') pages.push(SsoPage);
  else if (name === 'Redirect') pages.push(RedirectPage);
  else if (name === NOT_FOUND_ROUTE_NAME) pages.push(NotFoundPage);
  else if (name !== LOGIN_ROUTE_NAME && hasSession) {
    pages.push(AppLayout, NavbarMessageBox, SCREENS[name] ?? PlaceholderPage);
  }
  return Promise.all(pages.map((page) => page.preload()));
}

/** docs/behaviour.md, Routes and the navigation guard: the progress bar's constants (trickleRate is nprogress 0.2's own option). */
const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
};
NProgress.configure(PROGRESS_SETTINGS as Partial<NProgress.NProgressOptions>);

interface Committed {
  path: string;
  search: string;
  name: string | null;
}

function toQuery(search: string): TabQuery {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) query[key] = value;
  return query;
}

function withSearch(path: string, search: string): string {
  return search ? `${path}?${search}` : path;
}

function renderScreen(route: AppRoute): React.ReactNode {
  const Screen = SCREENS[route.name];
  // Keyed by route: the long and short lists share a component but not state.
  // A screen that fails (or whose chunk fails to load) fails alone.
  return (
    <ScreenErrorBoundary key={route.name} resetKey={route.name}>
      {Screen ? <Screen route={route} /> : <PlaceholderPage titleId={route.titleId} />}
    </ScreenErrorBoundary>
  );
}

/**
 * The screen on show and, kept alive hidden beside it, the screens of the
 * other cached tabs (./kept-screens.tsx). A route whose tab is not cached
 * (ignoreCache, or its tab was closed) mounts afresh each visit.
 */
function renderScreens(
  route: AppRoute,
  fullPath: string,
  tabs: readonly TabEntry[],
  cacheList: readonly string[],
  shown: ReadonlySet<string>,
): React.ReactNode {
  // Only screens already shown in this page: the home tab is there from the
  // start, but a deep link must not build the home screen behind it.
  const kept = tabs.filter(
    (tab) => tab.name !== route.name && cacheList.includes(tab.name) && shown.has(tab.name),
  );
  // One flat list keyed by route name: a screen keeps its instance as it
  // moves between shown and kept.
  const screens: React.ReactNode[] = [];
  for (const tab of kept) {
    const keptRoute = routeByName(tab.name);
    if (!keptRoute) continue;
    screens.push(
      <KeptScreen key={tab.name} active={false} fullPath={tab.fullPath}>
        {renderScreen(keptRoute)}
      </KeptScreen>,
    );
  }
  screens.push(
    <KeptScreen key={route.name} active fullPath={fullPath}>
      {renderScreen(route)}
    </KeptScreen>,
  );
  return screens;
}

/**
 * Sends every location change to the navigation actor and renders a page
 * only when the actor commits it; redirects replace the history entry.
 */
export function AppRouter() {
  const { navigation, tabBar, auth } = useAppActors();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [committed, setCommitted] = useState<Committed | null>(null);
  const t = useT();
  const loggedIn = useSelector(auth, selectIsLoggedIn);
  const tabs = useSelector(tabBar, selectTabs);
  const cacheList = useSelector(tabBar, selectCacheList);
  // Routes whose screen this page has shown (a commit always renders).
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const here = () => `${window.location.pathname}${window.location.search}`;
    const subs = [
      navigation.on('navigation.started', () => NProgress.start()),
      navigation.on('navigation.done', () => NProgress.done()),
      navigation.on('navigation.scrollTop', () => window.scrollTo(0, 0)),
      navigation.on('navigation.commit', (event) => {
        if (event.name) shown.current.add(event.name);
        setCommitted({ path: event.path, search: event.search, name: event.name });
        const route = event.name ? routeByName(event.name) : undefined;
        if (route && !BARE_ROUTE_NAMES.has(route.name) && route.name !== NOT_FOUND_ROUTE_NAME) {
          tabBar.send({
            type: 'tabBar.open',
            route: {
              name: route.name,
              path: route.path,
              fullPath: withSearch(event.path, event.search),
              query: toQuery(event.search),
              meta: { locale: route.titleId, ignoreCache: route.ignoreCache === true },
            },
          });
        }
      }),
      navigation.on('navigation.redirect', (event) => {
        NProgress.done();
        const to = withSearch(event.path, event.search);
        // Already there (a logout while on login): no location change would
        // follow, so ask the guard directly.
        if (to === here())
          navigation.send({ type: 'navigation.request', path: event.path, search: event.search });
        else withoutLeaveCheck(() => navigate(to, { replace: true }));
      }),
      tabBar.on('tabBar.navigate', (event) => navigate(event.fullPath)),
      auth.on('auth.loggedOut', (event) => {
        const here = navigation.getSnapshot();
        const name = selectCurrentRouteName(here);
        const to =
          event.reason === 'expired' && name
            ? loginRedirectPath({ name, query: selectCurrentSearch(here) })
            : '/login';
        // The session is over: no screen may hold the author here (drafts stay on the device).
        withoutLeaveCheck(() => navigate(to, { replace: true }));
      }),
    ];
    return () => {
      for (const sub of subs) sub.unsubscribe();
    };
  }, [navigation, tabBar, auth, navigate]);

  useEffect(() => {
    navigation.send({ type: 'navigation.request', path: location, search });
  }, [navigation, location, search]);

  const routeName = committed?.name ?? null;
  const route = routeName ? routeByName(routeName) : undefined;

  const notFoundTitleId = useNotFoundTitleId();
  useEffect(() => {
    if (!committed) return;
    const titleId = route && route.name !== NOT_FOUND_ROUTE_NAME ? route.titleId : notFoundTitleId;
    document.title = `${t(titleId)} - ${t('app.name')}`;
  }, [committed, route, t, notFoundTitleId]);

  if (!committed) return <FullPageLoading />;

  // The box's chunk loads beside the shell's; the navbar keeps its place.
  const messageBox = (
    <Suspense fallback={null}>
      <NavbarMessageBox />
    </Suspense>
  );
  let page: React.ReactNode;
  // The leave question only arises inside the shell (an editor's unsaved
  // text), so the login page never fetches the dialog's code.
  let inShell = !BARE_ROUTE_NAMES.has(routeName ?? '');
  if (routeName === LOGIN_ROUTE_NAME) page = <LoginPage forgotPassword={ForgotPasswordScreen} />;
  else if (routeName === 'loginSso') page = <SsoPage />;
  else if (routeName === 'Redirect') page = <RedirectPage />;
  else if (!route || routeName === NOT_FOUND_ROUTE_NAME) {
    inShell = loggedIn;
    page = loggedIn ? (
      <AppLayout routeName={null} messageBox={messageBox}>
        <NotFoundPage />
      </AppLayout>
    ) : (
      <NotFoundPage standalone />
    );
  } else {
    page = (
      <AppLayout routeName={route.name} messageBox={messageBox}>
        {renderScreens(
          route,
          withSearch(committed.path, committed.search),
          tabs,
          cacheList,
          shown.current,
        )}
      </AppLayout>
    );
  }
  // The shell's and the bare pages' chunks fail here; a screen's fail in its own boundary.
  return (
    <>
      <ScreenErrorBoundary resetKey={routeName ?? ''}>
        <Suspense fallback={<FullPageLoading />}>{page}</Suspense>
      </ScreenErrorBoundary>
      {inShell ? <LeaveDialogHost /> : null}
    </>
  );
}
