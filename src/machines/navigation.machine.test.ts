import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createAuthNavigationLink } from '../api/actors/session';
import { type AuthEnvelope, type AuthUser, authMachine } from './auth.machine';
import {
  matchNavigationRoute,
  type NavigationAuth,
  type NavigationEmitted,
  type NavigationMenu,
  type NavigationRoute,
  navigationMachine,
  selectCurrentPath,
  selectCurrentRouteName,
  selectCurrentSearch,
  selectIsCheckingUser,
  selectIsNavigating,
  selectNavigationProgress,
} from './navigation.machine';
import { flush } from './testing/wait';

// A small local table in the shape of docs/behaviour.md, Routes and the navigation guard; the real one is the app's.
const routes: NavigationRoute[] = [
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
function isAllowed(route: NavigationRoute, auth: NavigationAuth): boolean {
  const meta = route.meta;
  if (!meta?.requiresAuth || !meta.roles) return true;
  return meta.roles.includes('*') || meta.roles.includes(auth.role);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run; not a timed wait. */

const never = () => new Promise<never>(() => {});

interface Options {
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

function start(options: Options = {}) {
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

const loggedInKnown = { loggedIn: true, userKnown: true, role: '' };
const loggedInUnknown = { loggedIn: true, userKnown: false, role: '' };

describe('rule 1: every navigation is recorded', () => {
  it('emits navigation.started first, with the query without its "?"', async () => {
    const t = start({ session: loggedInKnown });
    await t.go('/book-manage', '?page=2');
    expect(t.events[0]).toEqual({
      type: 'navigation.started',
      path: '/book-manage',
      search: 'page=2',
    });
  });

  it('records redirected and denied requests too', async () => {
    const t = start();
    await t.go('/home');
    await t.go('/login');
    expect(t.types().filter((type) => type === 'navigation.started')).toHaveLength(2);
  });

  it('reads a query written into the path', async () => {
    const t = start({ session: loggedInKnown });
    expect(await t.go('/book-manage/?page=3')).toEqual({
      type: 'navigation.commit',
      path: '/book-manage',
      search: 'page=3',
      name: 'BookManage',
    });
  });
});

describe('rule 2: logged in, user info before each navigation', () => {
  it('waits for user info when the user is not known yet, then proceeds', async () => {
    const answer = deferred<void>();
    const t = start({ session: loggedInUnknown, refreshUser: () => answer.promise });
    const decided = t.go('/book-manage');
    await flush();
    expect(t.types()).toEqual(['navigation.started']);
    expect(selectIsCheckingUser(t.actor.getSnapshot())).toBe(true);

    answer.resolve();
    expect(await decided).toMatchObject({ type: 'navigation.commit', path: '/book-manage' });
    expect(t.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('uses the role the refresh brought for the permission check', async () => {
    const t = start({ session: loggedInUnknown, role: 'is_sign' });
    expect(await t.go('/income')).toMatchObject({ type: 'navigation.commit', name: 'Income' });
  });

  it('sends the login page to Home once user info arrived', async () => {
    const t = start({ session: loggedInUnknown });
    expect(await t.go('/login', 'redirect=Income')).toEqual({
      type: 'navigation.redirect',
      path: '/home',
      search: '',
    });
    expect(t.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('sends the login page to Home at once when the user is known', async () => {
    const t = start({ session: loggedInKnown, refreshUser: never });
    expect(await t.go('/login')).toEqual({
      type: 'navigation.redirect',
      path: '/home',
      search: '',
    });
  });

  it('logs out first and then redirects to login with the redirect query when user info fails', async () => {
    const loggedOut = deferred<void>();
    const t = start({
      session: loggedInUnknown,
      refreshUser: () => Promise.reject(new Error('Network Error')),
      logout: () => loggedOut.promise,
    });
    const decided = t.go('/book-manage', 'page=2&kind=long');
    await flush();
    expect(t.logout).toHaveBeenCalledTimes(1);
    // The login page must not be asked for while the session still exists.
    expect(t.types()).toEqual(['navigation.started']);

    loggedOut.resolve();
    expect(await decided).toEqual({
      type: 'navigation.redirect',
      path: '/login',
      search: 'redirect=BookManage&page=2&kind=long',
    });
    expect(t.session.loggedIn).toBe(false);
  });

  it('still redirects to login when the logout call itself fails', async () => {
    const t = start({
      session: loggedInUnknown,
      refreshUser: () => Promise.reject(new Error('x')),
      logout: () => Promise.reject(new Error('Network Error')),
    });
    expect(await t.go('/home')).toEqual({
      type: 'navigation.redirect',
      path: '/login',
      search: 'redirect=Home',
    });
  });
});

describe('rule 2: a known user never waits on the network', () => {
  it('commits at once while the refresh (which never answers) runs beside it', async () => {
    const t = start({ session: loggedInKnown, refreshUser: never });
    t.actor.send({ type: 'navigation.request', path: '/book-manage' });
    // Synchronously, in the same step as the request.
    expect(t.types()).toEqual([
      'navigation.started',
      'navigation.commit',
      'navigation.done',
      'navigation.scrollTop',
    ]);
    expect(t.refreshUser).toHaveBeenCalledTimes(1);
    expect(selectIsNavigating(t.actor.getSnapshot())).toBe(false);
  });

  it('runs one refresh at a time beside several navigations', async () => {
    const t = start({ session: loggedInKnown, refreshUser: never });
    await t.go('/home');
    await t.go('/book-manage');
    await t.go('/book-manage/create-book');
    expect(t.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('refreshes again on the next navigation once the last refresh answered', async () => {
    const t = start({ session: loggedInKnown });
    await t.go('/home');
    await flush();
    await t.go('/book-manage');
    expect(t.refreshUser).toHaveBeenCalledTimes(2);
  });

  it('logs out and redirects to login with the redirect query when that refresh fails', async () => {
    const answer = deferred<void>();
    const t = start({ session: loggedInKnown, refreshUser: () => answer.promise });
    expect(await t.go('/book-manage', 'page=4')).toMatchObject({ type: 'navigation.commit' });

    const redirected = new Promise<NavigationEmitted>((resolve) =>
      t.actor.on('navigation.redirect', resolve),
    );
    answer.reject(new Error('Network Error'));
    expect(await redirected).toEqual({
      type: 'navigation.redirect',
      path: '/login',
      search: 'redirect=BookManage&page=4',
    });
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(t.session.loggedIn).toBe(false);

    // The login page is then reachable: the session is gone.
    expect(await t.go('/login', 'redirect=BookManage&page=4')).toMatchObject({
      type: 'navigation.commit',
      name: 'login',
    });
  });
});

describe('rule 3: not logged in', () => {
  it('sends any route but login to login, with redirect = route name + original query', async () => {
    const t = start();
    expect(await t.go('/book-manage', 'page=2&kind=long')).toEqual({
      type: 'navigation.redirect',
      path: '/login',
      search: 'redirect=BookManage&page=2&kind=long',
    });
    expect(t.refreshUser).not.toHaveBeenCalled();
  });

  it('lets login and loginSso through', async () => {
    const t = start();
    expect(await t.go('/login')).toMatchObject({ type: 'navigation.commit', name: 'login' });
    expect(await t.go('/login/sso', 'ticket=abc')).toMatchObject({
      type: 'navigation.commit',
      name: 'loginSso',
      search: 'ticket=abc',
    });
  });

  it('also sends a route whose metadata needs no login (chapter-add) to login', async () => {
    const t = start();
    expect(await t.go('/chapter-add')).toMatchObject({
      type: 'navigation.redirect',
      search: 'redirect=ChapterAdd',
    });
  });

  it('runs before the permission rule: a role-only route goes to login, not not-found', async () => {
    const t = start();
    expect(await t.go('/income')).toMatchObject({ path: '/login', search: 'redirect=Income' });
    expect(t.allowed).not.toHaveBeenCalled();
  });

  it('sends an unknown path to login with the original query only', async () => {
    const t = start();
    expect(await t.go('/no/such/page', 'x=1')).toEqual({
      type: 'navigation.redirect',
      path: '/login',
      search: 'x=1',
    });
  });
});

describe('rule 4: permission', () => {
  it('sends a denied route to the not-found route, which then shows', async () => {
    const t = start({ session: loggedInKnown, refreshUser: never });
    expect(await t.go('/income')).toEqual({
      type: 'navigation.redirect',
      path: '/not-found',
      search: '',
    });
    expect(await t.go('/not-found')).toMatchObject({ type: 'navigation.commit', name: null });
  });

  it('shows the not-found page for an unknown path without asking the permission check', async () => {
    const t = start({ session: loggedInKnown, refreshUser: never, isAllowed: () => false });
    expect(await t.go('/no/such/page')).toEqual({
      type: 'navigation.commit',
      path: '/no/such/page',
      search: '',
      name: null,
    });
    expect(t.allowed).not.toHaveBeenCalled();
  });

  it('treats a catch-all not-found route in the table as the not-found page', async () => {
    const allowed = vi.fn(() => false);
    const actor = createActor(
      navigationMachine.provide({
        actors: { refreshUser: fromPromise<unknown, void>(never) },
      }),
      {
        input: {
          routes: [...routes, { name: 'notFound', path: '*' }],
          isAllowed: allowed,
          getAuth: () => loggedInKnown,
        },
      },
    );
    const commits: NavigationEmitted[] = [];
    actor.on('navigation.commit', (event) => commits.push(event));
    actor.start();
    actor.send({ type: 'navigation.request', path: '/no/such/page' });
    expect(commits).toEqual([
      { type: 'navigation.commit', path: '/no/such/page', search: '', name: 'notFound' },
    ]);
    expect(allowed).not.toHaveBeenCalled();
  });

  it('passes the route and the session to isAllowed', async () => {
    const t = start({ session: { ...loggedInKnown, role: 'is_sign' }, refreshUser: never });
    await t.go('/income');
    expect(t.allowed).toHaveBeenCalledWith(expect.objectContaining({ name: 'Income' }), {
      loggedIn: true,
      role: 'is_sign',
      userKnown: true,
    });
  });

  it('matches parameters and child routes', async () => {
    const t = start({ session: loggedInKnown, refreshUser: never });
    expect(await t.go('/redirect/book-manage')).toMatchObject({ name: 'Redirect' });
    expect(await t.go('/book-manage/create-book')).toMatchObject({ name: 'CreateBook' });
  });

  describe('with the menu from the server', () => {
    it('fetches the menu when not loaded and the route is not whitelisted, then checks', async () => {
      const menuAnswer = deferred<void>();
      const t = start({
        session: loggedInKnown,
        refreshUser: never,
        menu: { fromServer: true, loaded: false },
        loadServerMenu: () => menuAnswer.promise,
      });
      const decided = t.go('/book-manage');
      await flush();
      expect(t.loadServerMenu).toHaveBeenCalledTimes(1);
      expect(t.allowed).not.toHaveBeenCalled();
      expect(t.types()).toEqual(['navigation.started']);

      menuAnswer.resolve();
      expect(await decided).toMatchObject({ type: 'navigation.commit', name: 'BookManage' });
      expect(t.allowed).toHaveBeenCalledTimes(1);
    });

    it('does not fetch for a whitelisted route or once loaded', async () => {
      const t = start({
        session: loggedInKnown,
        refreshUser: never,
        menu: { fromServer: true, loaded: false },
        whitelist: ['Home'],
      });
      await t.go('/home');
      expect(t.loadServerMenu).not.toHaveBeenCalled();
      t.menu.loaded = true;
      await t.go('/book-manage');
      expect(t.loadServerMenu).not.toHaveBeenCalled();
    });

    it('still decides when the menu fetch fails (the check sees no menu)', async () => {
      const t = start({
        session: loggedInKnown,
        refreshUser: never,
        menu: { fromServer: true, loaded: false },
        loadServerMenu: () => Promise.reject(new Error('menu')),
        isAllowed: () => false,
      });
      expect(await t.go('/book-manage')).toMatchObject({ path: '/not-found' });
    });

    it('does not fetch when the menu is not from the server', async () => {
      const t = start({ session: loggedInKnown, refreshUser: never });
      await t.go('/book-manage');
      expect(t.loadServerMenu).not.toHaveBeenCalled();
    });
  });
});

describe('rule 5: progress and scroll', () => {
  it('marks progress started on request, done on commit, and asks to scroll to top', async () => {
    const answer = deferred<void>();
    const t = start({ session: loggedInUnknown, refreshUser: () => answer.promise });
    expect(selectNavigationProgress(t.actor.getSnapshot())).toBe('idle');
    const decided = t.go('/book-manage', 'page=1');
    expect(selectNavigationProgress(t.actor.getSnapshot())).toBe('started');
    expect(selectIsNavigating(t.actor.getSnapshot())).toBe(true);

    answer.resolve();
    await decided;
    const s = t.actor.getSnapshot();
    expect(selectNavigationProgress(s)).toBe('done');
    expect(selectCurrentPath(s)).toBe('/book-manage');
    expect(selectCurrentSearch(s)).toBe('page=1');
    expect(selectCurrentRouteName(s)).toBe('BookManage');
    expect(t.events.slice(1)).toEqual([
      { type: 'navigation.commit', path: '/book-manage', search: 'page=1', name: 'BookManage' },
      { type: 'navigation.done', path: '/book-manage', search: 'page=1' },
      { type: 'navigation.scrollTop' },
    ]);
  });

  it('keeps progress going across a redirect (the redirected request finishes it)', async () => {
    const t = start();
    await t.go('/home');
    expect(selectIsNavigating(t.actor.getSnapshot())).toBe(true);
    expect(t.types()).not.toContain('navigation.scrollTop');
    await t.go('/login', 'redirect=Home');
    expect(selectIsNavigating(t.actor.getSnapshot())).toBe(false);
  });
});

describe('order of the rules', () => {
  it('follows the route table redirect ("/" -> /home) before any guard', async () => {
    const t = start();
    expect(await t.go('/', 'a=1')).toEqual({
      type: 'navigation.redirect',
      path: '/home',
      search: 'a=1',
    });
    expect(t.refreshUser).not.toHaveBeenCalled();
  });

  it('decides only the latest request when an older one is still waiting', async () => {
    const first = deferred<void>();
    const t = start({ session: loggedInUnknown, refreshUser: () => first.promise });
    const firstDecision = vi.fn();
    t.actor.on('navigation.commit', firstDecision);
    t.actor.send({ type: 'navigation.request', path: '/book-manage' });
    t.refreshUser.mockImplementation(async () => {
      t.session.userKnown = true;
    });
    expect(await t.go('/home')).toMatchObject({ type: 'navigation.commit', name: 'Home' });
    first.resolve();
    await flush();
    expect(firstDecision).toHaveBeenCalledTimes(1);
    expect(selectCurrentPath(t.actor.getSnapshot())).toBe('/home');
  });
});

describe('matchNavigationRoute', () => {
  it('matches exact paths, trailing slashes, children, params and rest segments', () => {
    expect(matchNavigationRoute('/home', routes)?.name).toBe('Home');
    expect(matchNavigationRoute('/home/', routes)?.name).toBe('Home');
    expect(matchNavigationRoute('/', routes)?.name).toBe('root');
    expect(matchNavigationRoute('/book-manage/create-book', routes)?.name).toBe('CreateBook');
    expect(matchNavigationRoute('/redirect/a/b', routes)?.name).toBe('Redirect');
    expect(matchNavigationRoute('/login/sso', routes)?.name).toBe('loginSso');
    expect(matchNavigationRoute('/home/extra', routes)).toBeNull();
    const withParams: NavigationRoute[] = [
      { name: 'Chapter', path: '/book/:bookId/chapter/:id?' },
      { name: 'Any', path: '/files/*?' },
    ];
    expect(matchNavigationRoute('/book/b1/chapter', withParams)?.name).toBe('Chapter');
    expect(matchNavigationRoute('/book/b1/chapter/c9', withParams)?.name).toBe('Chapter');
    expect(matchNavigationRoute('/book/b1', withParams)).toBeNull();
    expect(matchNavigationRoute('/files', withParams)?.name).toBe('Any');
  });
});

describe('wired to the auth machine through createAuthNavigationLink', () => {
  const user = (isSign: boolean) => ({
    id: 'a1b2c3d4e5f6g7h8',
    phone: '138****0001',
    pen_name: '墨染青衣',
    avatar: '',
    email: '',
    introduction: '',
    qq: '',
    is_certified: false,
    id_card: '',
    real_name: '',
    is_signed: isSign,
    is_sign: isSign,
    role: (isSign ? 'is_sign' : '') as '' | 'is_sign',
    fan_num: 0,
    word_count: 0,
    create_time: '2023-11-20T20:00:00+08:00',
    home_phone: '',
    editor_name: '',
    cache_phone: '',
    new_register: false,
    has_password: true,
  });

  it('waits for user info after a reload, then refreshes beside; a failed refresh logs out', async () => {
    let token: string | null = 'stored';
    const tokens = {
      get: () => token,
      set: (next: string) => {
        token = next;
      },
      clear: () => {
        token = null;
      },
    };
    const info = vi.fn(async () => ({ code: 0, msg: 'ok', body: user(true) }));
    const serverLogout = vi.fn(async () => null);
    const auth = createActor(
      authMachine.provide({
        actors: {
          fetchUserInfo: fromPromise<AuthEnvelope<AuthUser>, void>(() => info()),
          logout: fromPromise<unknown, void>(() => serverLogout()),
        },
      }),
      { input: { tokens } },
    ).start();
    const link = createAuthNavigationLink(auth);
    const nav = createActor(
      navigationMachine.provide({
        actors: {
          refreshUser: link.refreshUser,
          logout: link.logout,
          loadServerMenu: fromPromise<unknown, void>(async () => {}),
        },
      }),
      { input: { routes, isAllowed, getAuth: link.getAuth } },
    ).start();
    const next = () =>
      new Promise<NavigationEmitted>((resolve) => {
        const subs = [
          nav.on('navigation.commit', (event) => {
            for (const sub of subs) sub.unsubscribe();
            resolve(event);
          }),
          nav.on('navigation.redirect', (event) => {
            for (const sub of subs) sub.unsubscribe();
            resolve(event);
          }),
        ];
      });

    // After a reload: the user is not known, so the guard waits for it; the
    // role it brings opens the signed-only route.
    let decided = next();
    nav.send({ type: 'navigation.request', path: '/income' });
    expect(await decided).toMatchObject({ type: 'navigation.commit', name: 'Income' });
    expect(info).toHaveBeenCalledTimes(1);

    // Known now: commits in the same step, refresh beside it, which fails.
    info.mockImplementationOnce(() => Promise.reject(new Error('Network Error')));
    const redirected = new Promise<NavigationEmitted>((resolve) =>
      nav.on('navigation.redirect', resolve),
    );
    decided = next();
    nav.send({ type: 'navigation.request', path: '/book-manage', search: 'page=2' });
    expect(await decided).toMatchObject({ type: 'navigation.commit', name: 'BookManage' });
    expect(await redirected).toEqual({
      type: 'navigation.redirect',
      path: '/login',
      search: 'redirect=BookManage&page=2',
    });
    expect(serverLogout).toHaveBeenCalledTimes(1);
    expect(token).toBeNull();
    expect(link.getAuth()).toEqual({ loggedIn: false, role: '', userKnown: false });
  });
});
