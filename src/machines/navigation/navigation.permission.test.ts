import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createAuthNavigationLink } from '../../api/actors/session';
import { type AuthEnvelope, type AuthUser, authMachine } from '../auth/auth.machine';
import {
  isAllowed,
  loggedInKnown,
  loggedInUnknown,
  never,
  routes,
  start,
} from '../testing/navigation';
import { deferred, flush } from '../testing/wait';
import {
  matchNavigationRoute,
  type NavigationEmitted,
  type NavigationRoute,
  navigationMachine,
  selectCurrentPath,
  selectCurrentRouteName,
  selectCurrentSearch,
  selectIsNavigating,
  selectNavigationProgress,
} from './navigation.machine';

describe('rule 4: permission', () => {
  it('sends a denied route to the not-found route, which then shows', async () => {
    const t = start({ session: loggedInKnown, refreshUser: never });
    expect(await t.go('/income')).toEqual({
      type: 'navigation.redirect',
      path: '/not-found',
      search: 'refused=Income',
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
