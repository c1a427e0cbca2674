/** What the navigation machine's tests share: fakes, fixtures and a started actor. */
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type NavigationAuth,
  type NavigationEmitted,
  type NavigationMenu,
  type NavigationRoute,
  navigationMachine,
} from '../navigation/navigation.machine';
// A small local table in the shape of docs/behaviour.md, Routes and the navigation guard; the real one is the app's.
export const routes: NavigationRoute[] = [
  { name: 'root', path: '/', redirect: '/home' },
  { name: 'login', path: '/login', meta: { requiresAuth: false } },
  { name: 'loginSso', path: '/login/sso', meta: { requiresAuth: false } },
  { name: 'Home', path: '/home', meta: { requiresAuth: true, roles: ['*'] } },
  { name: 'ChapterAdd', path: '/chapter-add', meta: { requiresAuth: false } },
  {
    name: 'BookManage',
    path: '/book-manage',
    meta: { requiresAuth: true, roles: ['*'] },
    children: [{ name: 'CreateBook', path: 'create-book', meta: { requiresAuth: true } }],
  },
  { name: 'Income', path: '/income', meta: { requiresAuth: true, roles: ['is_sign'] } },
  { name: 'Redirect', path: '/redirect/*', meta: { requiresAuth: true } },
];

// docs/behaviour.md, Routes and the navigation guard, rule 4, without the server menu.
export function isAllowed(route: NavigationRoute, auth: NavigationAuth): boolean {
  const meta = route.meta;
  if (!meta?.requiresAuth || !meta.roles) return true;
  return meta.roles.includes('*') || meta.roles.includes(auth.role);
}

/** Lets pending promise callbacks run; not a timed wait. */

export const never = () => new Promise<never>(() => {});

export interface Options {
  session?: Partial<NavigationAuth>;
  /** What a refresh does; by default it succeeds and makes the user known. */
  refreshUser?: () => Promise<unknown>;
  /** Role the fake user info carries. */
  role?: string;
  logout?: () => Promise<unknown>;
  menu?: NavigationMenu;
  whitelist?: string[];
  loadServerMenu?: () => Promise<unknown>;
  isAllowed?: (route: NavigationRoute, auth: NavigationAuth) => boolean;
}

export function start(options: Options = {}) {
  const session: NavigationAuth = {
    loggedIn: false,
    role: '',
    userKnown: false,
    ...options.session,
  };
  const menu: NavigationMenu = options.menu ?? { fromServer: false, loaded: false };
  const refreshUser = vi.fn(
    options.refreshUser ??
      (async () => {
        session.userKnown = true;
        session.role = options.role ?? '';
      }),
  );
  const logout = vi.fn(async () => {
    await (options.logout ?? (() => Promise.resolve()))();
    session.loggedIn = false;
    session.userKnown = false;
    session.role = '';
  });
  const loadServerMenu = vi.fn(
    options.loadServerMenu ??
      (async () => {
        menu.loaded = true;
      }),
  );
  const allowed = vi.fn(options.isAllowed ?? isAllowed);
  const machine = navigationMachine.provide({
    actors: {
      refreshUser: fromPromise<unknown, void>(() => refreshUser()),
      logout: fromPromise<unknown, void>(() => logout()),
      loadServerMenu: fromPromise<unknown, void>(() => loadServerMenu()),
    },
  });
  const actor = createActor(machine, {
    input: {
      routes,
      isAllowed: allowed,
      getAuth: () => ({ ...session }),
      getMenu: () => ({ ...menu }),
      isWhitelisted: (route) => (options.whitelist ?? []).includes(route.name),
    },
  });
  const events: NavigationEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();

  /** Sends a request; resolves with the commit or redirect that decides it. */
  const go = (path: string, search?: string) =>
    new Promise<NavigationEmitted>((resolve) => {
      const subs = [
        actor.on('navigation.commit', (event) => done(event)),
        actor.on('navigation.redirect', (event) => done(event)),
      ];
      const done = (event: NavigationEmitted) => {
        for (const sub of subs) sub.unsubscribe();
        resolve(event);
      };
      actor.send({ type: 'navigation.request', path, search });
    });

  const types = () => events.map((event) => event.type);
  return { actor, session, menu, events, types, go, refreshUser, logout, loadServerMenu, allowed };
}

export const loggedInKnown = { loggedIn: true, userKnown: true, role: '' };
export const loggedInUnknown = { loggedIn: true, userKnown: false, role: '' };
