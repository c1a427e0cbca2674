/**
 * The composition root: one HTTP client, the API actors of every area over
 * it (src/api/actors), and the app's root actors, each machine given its
 * actors and actions with `.provide(...)`. Nothing else in the app creates
 * a client; screens build their machines from the API actors handed out
 * here (./screen-actors.tsx).
 */
import { createActor } from 'xstate';
import { createAuthActors } from '../api/actors/auth';
import { createMessageActors } from '../api/actors/messages';
import { createNotificationActors } from '../api/actors/notifications';
import { createAuthNavigationLink, createMenuLink } from '../api/actors/session';
import { createSettingsActors } from '../api/actors/settings';
import { createAuthorClient } from '../api/client';
import { createEarlyFetch } from '../api/early-fetch';
import type { paths } from '../api/schema';
import type { AppActors } from '../components/app-actors';
import { createToastBridge } from '../components/toast-bridge';
import { browserStorage } from '../lib/browser-storage';
import { forgetGuideSeen } from '../lib/guide-flag';
import { isRouteAllowed, matchRoute } from '../lib/permission';
import { ROUTES, routeByName, WHITE_LIST } from '../lib/route-table';
import { STORAGE_KEYS } from '../lib/storage-keys';
import {
  asKeptUser,
  authMachine,
  selectIsLoggedIn,
  selectUserUnreachable,
} from '../machines/auth/auth.machine';
import {
  MESSAGE_BOX_SIZE,
  messagesMachine,
  type UnreadReport,
} from '../machines/messages/messages.machine';
import { type NavigationRoute, navigationMachine } from '../machines/navigation/navigation.machine';
import { notificationsMachine } from '../machines/notifications/notifications.machine';
import {
  selectMenuLoaded,
  selectSettings,
  settingsMachine,
} from '../machines/settings/settings.machine';
import { type TabEntry, tabBarMachine } from '../machines/tab-bar/tab-bar.machine';
import type { Inspect } from './inspector';
import { landingRequests } from './landing-requests';
import type { ScreenActors, ScreenActorsSource } from './screen-actors';

function readJson(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the setting applies for this visit only.
  }
}

/** What main.tsx may hand the composition root. */
export interface AppActorsOptions {
  /** The Stately inspector's observer (`?inspect`). */
  inspect?: Inspect;
  /** Sample mode: the in-browser sample backend, with its role switch. */
  sample?: { fetch: typeof fetch; switchRole: () => string };
}

/** The root actors (for every view) and the API actors (for the route screens). */
export interface Composition {
  root: AppActors;
  /** The screens' API actors, created once, in a chunk of their own. */
  screens: ScreenActorsSource;
}

/** Creates the client, the API actors and every root actor, started. Call once, at start-up. */
export function createAppActors({ inspect, sample }: AppActorsOptions = {}): Composition {
  const local = browserStorage();
  const session = browserStorage('sessionStorage');
  const toast = createToastBridge();
  const baseUrl = import.meta.env.PUBLIC_API_BASE_URL ?? '';

  // The client needs the auth actor for expiry, and the auth actor needs the
  // client's calls: the late binding below is the one cycle, closed here.
  let onExpired: (code: number) => void = () => {};
  // The landing screen's first GETs may already be on their way (below).
  const early = createEarlyFetch(() => sample?.fetch ?? globalThis.fetch);
  const api = createAuthorClient<paths>({
    baseUrl,
    fetch: early.fetch,
    toast: {
      // One toast per message: a dead network fails every call of a screen
      // at once (the shell's, the editor's), and a stack of the same
      // 'Network Error' says nothing more than one, which the latest renews.
      error: (message, { duration, wording }) =>
        toast.show({
          intent: 'error',
          text: message,
          messageId: wording?.messageId,
          values: wording?.values,
          timeout: duration,
          toastId: `request-error:${wording?.messageId ?? message}`,
        }),
    },
    onSessionExpired: (code) => onExpired(code),
  });

  const settings = createActor(
    settingsMachine.provide({
      actions: {
        persistSettings: (_, params) => writeJson(local, STORAGE_KEYS.appSettings, params.settings),
        applyColorWeak: () => {
          document.body.style.filter = 'invert(80%)';
        },
        removeColorWeak: () => {
          document.body.style.filter = '';
        },
      },
      actors: createSettingsActors(api),
    }),
    { inspect, input: { settings: readJson(local, STORAGE_KEYS.appSettings) } },
  ).start();

  const auth = createActor(
    authMachine.provide({
      actors: createAuthActors(api),
      actions: {
        clearServerMenu: () => settings.send({ type: 'settings.clearServerMenu' }),
        removeGuideFlag: forgetGuideSeen,
        keepUser: (_, params) => writeJson(local, STORAGE_KEYS.keptUser, params.user),
        forgetKeptUser: () => local?.removeItem(STORAGE_KEYS.keptUser),
      },
    }),
    {
      inspect,
      input: { tokens: api.tokens, keptUser: asKeptUser(readJson(local, STORAGE_KEYS.keptUser)) },
    },
  ).start();
  // Back online: user info that got no answer is asked at once, not at the
  // end of its backoff.
  window.addEventListener('online', () => {
    if (selectUserUnreachable(auth.getSnapshot())) auth.send({ type: 'auth.fetchUser' });
  });
  onExpired = (code) => auth.send({ type: 'auth.expired', code });
  const sessionState = { isLoggedIn: () => selectIsLoggedIn(auth.getSnapshot()) };
  // The user is the first thing a guarded route waits for: ask now, while the
  // page's code and texts still load, not once the router has mounted. The
  // guard's own request joins this one (the auth machine answers both).
  if (sessionState.isLoggedIn()) auth.send({ type: 'auth.fetchUser' });
  // And the landing screen's own first requests, which would otherwise wait
  // for the user's answer and the first render (./landing-requests.ts).
  const token = api.tokens.get();
  if (token && !sample) {
    const { pathname, search } = window.location;
    for (const url of landingRequests(pathname, search)) early.start(baseUrl + url, token);
  }

  const tabBar = createActor(
    tabBarMachine.provide({
      actions: {
        persistTabs: (_, params: { tabs: readonly TabEntry[] }) =>
          writeJson(session, STORAGE_KEYS.tabBar, params.tabs),
      },
    }),
    { inspect, input: { tabs: readJson(session, STORAGE_KEYS.tabBar) } },
  ).start();

  const notifications = createActor(
    notificationsMachine.provide({ actors: createNotificationActors(api, sessionState) }),
    { inspect, input: { hidden: typeof document !== 'undefined' && document.hidden } },
  ).start();
  if (!sessionState.isLoggedIn()) notifications.send({ type: 'notifications.stop' });

  document.addEventListener('visibilitychange', () =>
    notifications.send({ type: 'notifications.visibility', hidden: document.hidden }),
  );
  window.addEventListener('focus', () => notifications.send({ type: 'notifications.focus' }));

  auth.on('auth.loggedIn', () => notifications.send({ type: 'notifications.start' }));
  auth.on('auth.loggedOut', () => {
    notifications.send({ type: 'notifications.stop' });
    tabBar.send({ type: 'tabBar.reset' });
  });

  // The navbar's box and the message page each keep their own list; both
  // report unread counts to the badge.
  const messageActors = createMessageActors(api, sessionState);
  const messagesActor = (pageSize: number) =>
    createActor(
      messagesMachine.provide({
        actors: messageActors,
        actions: {
          reportUnread: (_, report: UnreadReport) =>
            notifications.send({
              type: 'notifications.set',
              unread: report.unread,
              byType: report.byType,
            }),
        },
      }),
      { inspect, input: { pageSize } },
    ).start();
  const messageBox = messagesActor(MESSAGE_BOX_SIZE);
  const messagePage = messagesActor(20);

  const link = createAuthNavigationLink(auth);
  const navigation = createActor(
    navigationMachine.provide({
      actors: {
        refreshUser: link.refreshUser,
        logout: link.logout,
        loadServerMenu: createMenuLink(settings),
      },
    }),
    {
      inspect,
      input: {
        routes: ROUTES,
        getAuth: link.getAuth,
        getMenu: () => ({
          fromServer: selectSettings(settings.getSnapshot()).menuFromServer,
          loaded: selectMenuLoaded(settings.getSnapshot()),
        }),
        isWhitelisted: (route: NavigationRoute) => WHITE_LIST.includes(route.name),
        matchRoute: (path: string) => matchRoute(path)?.route ?? null,
        isAllowed: (route: NavigationRoute, current) => {
          const appRoute = routeByName(route.name);
          if (!appRoute) return false;
          const { menuFromServer, serverMenu } = selectSettings(settings.getSnapshot());
          return isRouteAllowed(appRoute, { role: current.role, menuFromServer, serverMenu });
        },
      },
    },
  ).start();

  const root: AppActors = {
    auth,
    navigation,
    settings,
    tabBar,
    notifications,
    messageBox,
    messagePage,
    toast,
    inspect,
    switchRoles: sample
      ? () => {
          const role = sample.switchRole();
          auth.send({ type: 'auth.fetchUser' });
          return role;
        }
      : undefined,
  };
  // The screens' API actors come in their own chunk: the login page does
  // without them. Asked for as a session starts, beside the shell's code.
  let screensLoading: Promise<ScreenActors> | null = null;
  let screensMade: ScreenActors | null = null;
  const screens: ScreenActorsSource = {
    get current() {
      return screensMade;
    },
    load() {
      screensLoading ??= import(
        /* webpackChunkName: "screen-actors" */ './create-screen-actors'
      ).then(
        ({ createScreenActors }) => {
          screensMade = createScreenActors({ api });
          return screensMade;
        },
        (error: unknown) => {
          // Not remembered: the screen's error boundary may ask again.
          screensLoading = null;
          throw error;
        },
      );
      return screensLoading;
    },
  };
  auth.on('auth.loggedIn', () => void screens.load().catch(() => {}));

  return { root, screens };
}
