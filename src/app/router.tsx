import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../components/app-actors';
import { FullPageLoading } from '../components/full-page-loading';
import { useT } from '../components/intl';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { loginRedirectPath } from '../lib/permission';
import { BARE_ROUTE_NAMES } from '../lib/route-chunks';
import {
  type AppRoute,
  LOGIN_ROUTE_NAME,
  NOT_FOUND_ROUTE_NAME,
  routeByName,
} from '../lib/route-table';
import { selectIsLoggedIn } from '../machines/auth.machine';
import { selectCurrentRouteName, selectCurrentSearch } from '../machines/navigation.machine';
import {
  selectCacheList,
  selectTabs,
  type TabEntry,
  type TabQuery,
} from '../machines/tab-bar.machine';
import { KeptScreen } from './kept-screens';
import { withoutLeaveCheck } from './leave-guard';
import type { ScreenProps } from './screens/screen-props';

// Every screen is its own chunk, so /login loads neither the shell nor the
// other screens.
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "login" */ '../features/auth/login-page').then((m) => ({
    default: m.LoginPage,
  })),
);
const ForgotPasswordScreen = lazy(() =>
  import(/* webpackChunkName: "screen-account" */ './screens/account').then((m) => ({
    default: m.ForgotPasswordScreen,
  })),
);
const SsoPage = lazy(() =>
  import(/* webpackChunkName: "sso" */ '../features/auth/sso-page').then((m) => ({
    default: m.SsoPage,
  })),
);
const AppLayout = lazy(() =>
  import(/* webpackChunkName: "shell" */ '../components/shell/app-layout').then((m) => ({
    default: m.AppLayout,
  })),
);
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "not-found" */ '../components/not-found-page').then((m) => ({
    default: m.NotFoundPage,
  })),
);
const PlaceholderPage = lazy(() =>
  import(/* webpackChunkName: "placeholder" */ '../features/placeholder/placeholder-page').then(
    (m) => ({ default: m.PlaceholderPage }),
  ),
);
const NavbarMessageBox = lazy(() =>
  import(/* webpackChunkName: "message-box" */ './navbar-message-box').then((m) => ({
    default: m.NavbarMessageBox,
  })),
);
const MessagePage = lazy(() =>
  import(/* webpackChunkName: "message-page" */ './message-page').then((m) => ({
    default: m.MessagePage,
  })),
);

/** Screens by route name; each area is its own chunk. Unlisted routes show the placeholder. */
const SCREENS: Record<string, React.ComponentType<ScreenProps>> = {
  Home: lazy(() =>
    import(/* webpackChunkName: "screen-home" */ './screens/home').then((m) => ({
      default: m.HomeScreen,
    })),
  ),
  BookManage: lazy(() =>
    import(/* webpackChunkName: "screen-books" */ './screens/books').then((m) => ({
      default: m.BookListScreen,
    })),
  ),
  BookShorts: lazy(() =>
    import(/* webpackChunkName: "screen-books" */ './screens/books').then((m) => ({
      default: m.BookListScreen,
    })),
  ),
  CreateBook: lazy(() =>
    import(/* webpackChunkName: "screen-books" */ './screens/books').then((m) => ({
      default: m.CreateBookScreen,
    })),
  ),
  BookInfo: lazy(() =>
    import(/* webpackChunkName: "screen-books" */ './screens/books').then((m) => ({
      default: m.BookInfoScreen,
    })),
  ),
  ChapterManage: lazy(() =>
    import(/* webpackChunkName: "screen-chapters" */ './screens/chapters').then((m) => ({
      default: m.ChapterManageScreen,
    })),
  ),
  ChapterAdd: lazy(() =>
    import(/* webpackChunkName: "screen-editor" */ './screens/editor').then((m) => ({
      default: m.ChapterEditorScreen,
    })),
  ),
  Income: lazy(() =>
    import(/* webpackChunkName: "screen-income" */ './screens/income').then((m) => ({
      default: m.IncomeScreen,
    })),
  ),
  BookData: lazy(() =>
    import(/* webpackChunkName: "screen-book-data" */ './screens/book-data').then((m) => ({
      default: m.BookDataScreen,
    })),
  ),
  Stockpile: lazy(() =>
    import(/* webpackChunkName: "screen-desk" */ './screens/desk').then((m) => ({
      default: m.StockpileScreen,
    })),
  ),
  MessageNotification: MessagePage,
  AccountInfo: lazy(() =>
    import(/* webpackChunkName: "screen-account" */ './screens/account').then((m) => ({
      default: m.AccountInfoScreen,
    })),
  ),
  AccountEdit: lazy(() =>
    import(/* webpackChunkName: "screen-account" */ './screens/account').then((m) => ({
      default: m.AccountEditScreen,
    })),
  ),
};
const RedirectPage = lazy(() =>
  import(/* webpackChunkName: "redirect" */ './redirect-page').then((m) => ({
    default: m.RedirectPage,
  })),
);

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

  useEffect(() => {
    if (!committed) return;
    const titleId = route?.titleId ?? 'menu.notFound';
    document.title = `${t(titleId)} - ${t('app.name')}`;
  }, [committed, route, t]);

  if (!committed) return <FullPageLoading />;

  // The box's chunk loads beside the shell's; the navbar keeps its place.
  const messageBox = (
    <Suspense fallback={null}>
      <NavbarMessageBox />
    </Suspense>
  );
  let page: React.ReactNode;
  if (routeName === LOGIN_ROUTE_NAME) page = <LoginPage forgotPassword={ForgotPasswordScreen} />;
  else if (routeName === 'loginSso') page = <SsoPage />;
  else if (routeName === 'Redirect') page = <RedirectPage />;
  else if (!route || routeName === NOT_FOUND_ROUTE_NAME) {
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
    <ScreenErrorBoundary resetKey={routeName ?? ''}>
      <Suspense fallback={<FullPageLoading />}>{page}</Suspense>
    </ScreenErrorBoundary>
  );
}
