import { describe, expect, it } from 'vitest';
import { loggedInKnown, loggedInUnknown, never, start } from '../testing/navigation';
import { deferred, flush } from '../testing/wait';
import {
  type NavigationEmitted,
  selectIsCheckingUser,
  selectIsNavigating,
} from './navigation.machine';

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
