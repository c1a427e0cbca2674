/**
 * The composition root: one HTTP client and the app's root actors, each
 * machine given its real actors and actions with `.provide(...)`. Nothing
 * else in the app creates actors or talks to the client directly.
 */
import { createActor, fromPromise } from 'xstate';
import { createAuthorClient } from '../api/client';
import type { paths } from '../api/schema';
import type { AppActors } from '../components/app-actors';
import { createToastBridge } from '../components/app-toaster';
import { browserStorage } from '../lib/browser-storage';
import { forgetGuideSeen } from '../lib/guide-flag';
import { isRouteAllowed, matchRoute } from '../lib/permission';
import { ROUTES, routeByName, WHITE_LIST } from '../lib/route-table';
import { STORAGE_KEYS } from '../lib/storage-keys';
import {
  type AuthEnvelope,
  type AuthUser,
  authMachine,
  type CodeSent,
  type ConfirmRegisterInput,
  createAuthNavigationLink,
  type LoginResult,
  type PasswordLoginInput,
  type SendCodeInput,
  type SmsLoginInput,
  type SsoLoginInput,
  selectIsLoggedIn,
} from '../machines/auth.machine';
import {
  type FetchPageInput,
  type MarkReadInput,
  type MarkReadResult,
  MESSAGE_BOX_SIZE,
  type MessagePage,
  messagesMachine,
  type UnreadReport,
} from '../machines/messages.machine';
import { type NavigationRoute, navigationMachine } from '../machines/navigation.machine';
import { type MessageStatistics, notificationsMachine } from '../machines/notifications.machine';
import { type ServerMenuItem, settingsMachine } from '../machines/settings.machine';
import { type TabEntry, tabBarMachine } from '../machines/tab-bar.machine';
import type { Inspect } from './inspector';

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

// The generated envelope type is a union over every error body; the auth
// machine reads `code` first and only takes `body` as T when code is 0, or as
// the pass-through body of 109016 / 109112, so the narrower view is safe.
function asEnvelope<T>(pending: Promise<unknown>): Promise<AuthEnvelope<T>> {
  return pending as Promise<AuthEnvelope<T>>;
}

/** Creates and starts every root actor. Call once, at start-up. */
/** What main.tsx may hand the composition root. */
export interface AppActorsOptions {
  /** The Stately inspector's observer (`?inspect`). */
  inspect?: Inspect;
  /** Sample mode: the in-browser sample backend, with its role switch. */
  sample?: { fetch: typeof fetch; switchRole: () => string };
}

export function createAppActors({ inspect, sample }: AppActorsOptions = {}): AppActors {
  const local = browserStorage();
  const session = browserStorage('sessionStorage');
  const toast = createToastBridge();

  // The client needs the auth actor for expiry, and the auth actor needs the
  // client's calls: the late binding below is the one cycle, closed here.
  let onExpired: (code: number) => void = () => {};
  const api = createAuthorClient<paths>({
    baseUrl: import.meta.env.PUBLIC_API_BASE_URL ?? '',
    fetch: sample?.fetch,
    toast: {
      error: (message, { duration }) =>
        toast.show({ intent: 'error', text: message, timeout: duration }),
    },
    onSessionExpired: (code) => onExpired(code),
  });
  const { client } = api;

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
      actors: {
        loadServerMenu: fromPromise<readonly ServerMenuItem[]>(async () => {
          const menu = await api.unwrap(client.POST('/api/user/menu'));
          return (Array.isArray(menu) ? menu : []) as readonly ServerMenuItem[];
        }),
        copyToClipboard: fromPromise<void, { text: string }>(({ input }) =>
          navigator.clipboard.writeText(input.text),
        ),
      },
    }),
    { inspect, input: { settings: readJson(local, STORAGE_KEYS.appSettings) } },
  ).start();

  const auth = createActor(
    authMachine.provide({
      actors: {
        loginByPassword: fromPromise<AuthEnvelope<LoginResult>, PasswordLoginInput>(({ input }) =>
          asEnvelope(api.unwrapEnvelope(client.POST('/author/user/login_by_pwd', { body: input }))),
        ),
        loginBySms: fromPromise<AuthEnvelope<LoginResult>, SmsLoginInput>(({ input }) =>
          asEnvelope(api.unwrapEnvelope(client.POST('/author/user/login', { body: input }))),
        ),
        ssoLogin: fromPromise<AuthEnvelope<LoginResult>, SsoLoginInput>(({ input }) =>
          asEnvelope(
            api.unwrapEnvelope(
              client.GET('/backend/admin/operation/sso/login', { params: { query: input } }),
            ),
          ),
        ),
        sendCode: fromPromise<AuthEnvelope<CodeSent>, SendCodeInput>(({ input }) =>
          asEnvelope(api.unwrapEnvelope(client.POST('/author/user/send_code', { body: input }))),
        ),
        confirmRegister: fromPromise<AuthEnvelope<AuthUser>, ConfirmRegisterInput>(({ input }) =>
          asEnvelope(
            api.unwrapEnvelope(client.POST('/author/user/confirm_register', { body: input })),
          ),
        ),
        logout: fromPromise<unknown, void>(() =>
          api.unwrapEnvelope(client.POST('/author/user/logout')),
        ),
        fetchUserInfo: fromPromise<AuthEnvelope<AuthUser>, void>(() =>
          asEnvelope(api.unwrapEnvelope(client.GET('/author/user/info'))),
        ),
      },
      actions: {
        clearServerMenu: () => settings.send({ type: 'settings.clearServerMenu' }),
        removeGuideFlag: forgetGuideSeen,
      },
    }),
    { inspect, input: { tokens: api.tokens } },
  ).start();
  onExpired = (code) => auth.send({ type: 'auth.expired', code });

  const tabBar = createActor(
    tabBarMachine.provide({
      actions: {
        persistTabs: (_, params: { tabs: readonly TabEntry[] }) =>
          writeJson(session, STORAGE_KEYS.tabBar, params.tabs),
      },
    }),
    { inspect, input: { tabs: readJson(session, STORAGE_KEYS.tabBar) } },
  ).start();

  // Asked only with a session: without one the server answers "expired".
  const fetchStatistics = fromPromise<MessageStatistics>(async () => {
    if (!selectIsLoggedIn(auth.getSnapshot())) throw new Error('notifications: logged out');
    return (await api.unwrap(client.GET('/author/message/statistics'))) as MessageStatistics;
  });
  const notifications = createActor(notificationsMachine.provide({ actors: { fetchStatistics } }), {
    inspect,
    input: { hidden: typeof document !== 'undefined' && document.hidden },
  }).start();
  if (!selectIsLoggedIn(auth.getSnapshot())) notifications.send({ type: 'notifications.stop' });

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
  const messagesActor = (pageSize: number) =>
    createActor(
      messagesMachine.provide({
        actors: {
          fetchPage: fromPromise<MessagePage, FetchPageInput>(
            async ({ input }) =>
              (await api.unwrap(
                client.GET('/author/message/page', {
                  params: {
                    query: {
                      type: input.type,
                      status: input.status,
                      page: input.page,
                      page_size: input.pageSize,
                    },
                  },
                }),
              )) as MessagePage,
          ),
          markRead: fromPromise<MarkReadResult, MarkReadInput>(
            async ({ input }) =>
              (await api.unwrap(
                client.POST('/author/message/read', {
                  body: 'ids' in input ? { ids: [...input.ids] } : { all: true, type: input.type },
                }),
              )) as MarkReadResult,
          ),
          fetchStatistics,
        },
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
        // Resolves when the settings actor reports the menu's outcome either way.
        loadServerMenu: fromPromise<unknown, void>(
          () =>
            new Promise<void>((resolve) => {
              const sub = settings.on('settings.notice', (notice) => {
                if (notice.topic !== 'menu' || notice.level === 'loading') return;
                sub.unsubscribe();
                resolve();
              });
              settings.send({ type: 'settings.loadMenu' });
              if (!settings.getSnapshot().matches({ serverMenu: 'loading' })) {
                sub.unsubscribe();
                resolve();
              }
            }),
        ),
      },
    }),
    {
      inspect,
      input: {
        routes: ROUTES,
        getAuth: link.getAuth,
        getMenu: () => ({
          fromServer: settings.getSnapshot().context.settings.menuFromServer,
          loaded: settings.getSnapshot().context.menuLoaded,
        }),
        isWhitelisted: (route: NavigationRoute) => WHITE_LIST.includes(route.name),
        matchRoute: (path: string) => matchRoute(path)?.route ?? null,
        isAllowed: (route: NavigationRoute, current) => {
          const appRoute = routeByName(route.name);
          if (!appRoute) return false;
          const { menuFromServer, serverMenu } = settings.getSnapshot().context.settings;
          return isRouteAllowed(appRoute, { role: current.role, menuFromServer, serverMenu });
        },
      },
    },
  ).start();

  return {
    auth,
    navigation,
    settings,
    tabBar,
    notifications,
    messageBox,
    messagePage,
    toast,
    api,
    inspect,
    switchRoles: sample
      ? () => {
          const role = sample.switchRole();
          auth.send({ type: 'auth.fetchUser' });
          return role;
        }
      : undefined,
  };
}
