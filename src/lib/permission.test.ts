import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Parser, useRouter, matchRoute as wouterMatchRoute } from 'wouter';
import {
  findFallbackRoute,
  isInServerMenu,
  isRouteAllowed,
  loginRedirectPath,
  matchRoute,
  type PermissionContext,
  parseRoutePattern,
  pathAfterLogin,
  redirectQuery,
  refusedForSignature,
  rolesAllow,
} from './permission';
import { type AppRoute, ROUTES, routeByName } from './route-table';

const route = (name: string): AppRoute => {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

const local = (role: string): PermissionContext => ({
  role,
  menuFromServer: false,
  serverMenu: [],
});

describe('matchRoute', () => {
  it.each([
    ['/', 'root'],
    ['/login', 'login'],
    ['/login/sso', 'loginSso'],
    ['/home', 'Home'],
    ['/chapter-add', 'ChapterAdd'],
    ['/book-manage', 'BookManage'],
    ['/book-shorts', 'BookShorts'],
    ['/book-manage/create-book', 'CreateBook'],
    ['/book-manage/book-info', 'BookInfo'],
    ['/message-notification', 'MessageNotification'],
    ['/chapter-manage', 'ChapterManage'],
    ['/income', 'Income'],
    ['/book-data', 'BookData'],
    ['/account-info', 'AccountInfo'],
    ['/account-edit', 'AccountEdit'],
    ['/redirect/book-manage', 'Redirect'],
    ['/no-such-page', 'notFound'],
    ['/book-manage/no-such-page', 'notFound'],
  ])('%s is %s', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });

  it('ignores the query, the hash, a trailing slash and letter case, as wouter does', () => {
    expect(matchRoute('/income?month=2026-03#top')?.route.name).toBe('Income');
    expect(matchRoute('/home/')?.route.name).toBe('Home');
    expect(matchRoute('/HOME')?.route.name).toBe('Home');
    expect(matchRoute('?x=1')?.route.name).toBe('root');
  });

  it('gives the wildcard rest as the * param', () => {
    expect(matchRoute('/redirect/book-manage/book-info')?.params).toEqual({
      '*': 'book-manage/book-info',
    });
    expect(matchRoute('/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchRoute('/home')?.params).toEqual({});
  });

  it('returns undefined when a custom table has no catch-all', () => {
    expect(matchRoute('/elsewhere', [route('Home')])).toBeUndefined();
  });
});

describe('parseRoutePattern', () => {
  // wouter's default parser, read from its router context without a DOM.
  let wouterParser: Parser | undefined;
  function Capture() {
    wouterParser = useRouter().parser;
    return null;
  }
  renderToString(createElement(Capture));

  const patterns = [
    ...ROUTES.map((r) => r.path),
    '/books/:id',
    '/books/:id?',
    '/books/:id/chapters/:chapterId',
    '/orders/*?',
    '/app*',
    '/files/:name.txt',
  ];
  const paths = [
    '/',
    '/home',
    '/home/',
    '/Home',
    '/books',
    '/books/7',
    '/books/7/',
    '/books/7/chapters/9',
    '/orders',
    '/orders/a/b',
    '/app',
    '/app-1',
    '/app/home',
    '/files/a.txt',
    '/files/a.md',
    '/redirect',
    '/redirect/x/y',
    '/login/sso',
    '/book-manage/create-book',
  ];

  it('matches exactly as wouter does, with the same params', () => {
    expect(wouterParser).toBeTypeOf('function');
    const parser = wouterParser as Parser;
    for (const pattern of patterns) {
      for (const path of paths) {
        const theirs = wouterMatchRoute(parser, pattern, path);
        const ours = wouterMatchRoute(parseRoutePattern, pattern, path);
        expect(ours, `${pattern} vs ${path}`).toEqual(theirs);
      }
    }
  });

  it('reads named, optional and wildcard params', () => {
    expect(parseRoutePattern('/books/:id?').keys).toEqual(['id']);
    expect(parseRoutePattern('/redirect/*').keys).toEqual(['*']);
    expect(parseRoutePattern('/books/:id/*').pattern.exec('/books/7/a/b')?.slice(1)).toEqual([
      '7',
      'a/b',
    ]);
  });

  it('supports loose (prefix) matching for nested routers', () => {
    const { pattern } = parseRoutePattern('/book-manage', true);
    expect(pattern.test('/book-manage/book-info')).toBe(true);
    expect(pattern.test('/book-manager')).toBe(false);
  });
});

describe('rolesAllow (rule 4, role half)', () => {
  it('lets anyone into a route that needs no login', () => {
    expect(rolesAllow({ ...route('Income'), requiresAuth: false }, '')).toBe(true);
    expect(rolesAllow(route('ChapterAdd'), '')).toBe(true);
  });

  it('lets any logged-in user into a route without a roles list', () => {
    expect(rolesAllow(route('Redirect'), '')).toBe(true);
  });

  it("lets every role into a route listing '*'", () => {
    for (const role of ['', 'admin', 'user', 'is_sign'])
      expect(rolesAllow(route('Home'), role)).toBe(true);
  });

  it('lets a listed role in and keeps others out', () => {
    expect(rolesAllow(route('Income'), 'is_sign')).toBe(true);
    expect(rolesAllow(route('Income'), '')).toBe(false);
    expect(rolesAllow(route('BookData'), 'admin')).toBe(false);
  });

  it('admits no role through an empty list', () => {
    expect(rolesAllow({ ...route('Home'), roles: [] }, 'admin')).toBe(false);
  });
});

describe('refusedForSignature', () => {
  it('holds for a signed-only route refused to an unsigned author', () => {
    expect(refusedForSignature('Income', '')).toBe(true);
    expect(refusedForSignature('BookData', '')).toBe(true);
  });

  it('does not hold for a signed author, an open route or an unknown name', () => {
    expect(refusedForSignature('Income', 'is_sign')).toBe(false);
    expect(refusedForSignature('AccountInfo', '')).toBe(false);
    expect(refusedForSignature('NoSuchRoute', '')).toBe(false);
    expect(refusedForSignature(null, '')).toBe(false);
  });
});

describe('isRouteAllowed', () => {
  it('applies the role check when the menu is local', () => {
    expect(isRouteAllowed(route('Income'), local('is_sign'))).toBe(true);
    expect(isRouteAllowed(route('Income'), local(''))).toBe(false);
    expect(isRouteAllowed(route('AccountEdit'), local(''))).toBe(true);
    expect(isRouteAllowed(route('notFound'), local(''))).toBe(true);
  });

  const serverMenu = [
    { name: 'Home' },
    {
      name: 'Works',
      children: [{ name: 'BookManage' }, { name: 'Stats', children: [{ name: 'Income' }] }],
    },
  ];
  const fromServer = (role: string, whiteList?: string[]): PermissionContext => ({
    role,
    menuFromServer: true,
    serverMenu,
    ...(whiteList ? { whiteList } : {}),
  });

  it('with the server menu, needs the route in the tree (at any depth)', () => {
    expect(isRouteAllowed(route('Home'), fromServer(''))).toBe(true);
    expect(isRouteAllowed(route('BookManage'), fromServer(''))).toBe(true);
    expect(isRouteAllowed(route('BookShorts'), fromServer(''))).toBe(false);
    expect(isRouteAllowed(route('ChapterAdd'), fromServer(''))).toBe(false);
  });

  it('with the server menu, still needs the role check to pass', () => {
    expect(isRouteAllowed(route('Income'), fromServer('is_sign'))).toBe(true);
    expect(isRouteAllowed(route('Income'), fromServer(''))).toBe(false);
  });

  it('with the server menu, lets white-listed routes in without the tree', () => {
    const empty: PermissionContext = { role: '', menuFromServer: true, serverMenu: [] };
    expect(isRouteAllowed(route('login'), empty)).toBe(true);
    expect(isRouteAllowed(route('loginSso'), empty)).toBe(true);
    expect(isRouteAllowed(route('notFound'), empty)).toBe(true);
    expect(isRouteAllowed(route('Home'), empty)).toBe(false);
    expect(isRouteAllowed(route('BookShorts'), fromServer('', ['BookShorts']))).toBe(true);
    expect(isRouteAllowed(route('login'), fromServer('', []))).toBe(false);
  });

  it('walks trees with empty or missing children', () => {
    expect(
      isInServerMenu('x', [{ name: null, children: null }, { children: [{ name: 'x' }] }]),
    ).toBe(true);
    expect(isInServerMenu('x', [])).toBe(false);
  });
});

describe('findFallbackRoute', () => {
  it("is the first route listing '*' or the role, for 'admin' by default", () => {
    expect(findFallbackRoute(ROUTES)?.name).toBe('Home');
    expect(findFallbackRoute()?.name).toBe('Home');
  });

  it('prefers an earlier route listing the role itself', () => {
    const routes = [route('Income'), route('Home')];
    expect(findFallbackRoute(routes, 'is_sign')?.name).toBe('Income');
    expect(findFallbackRoute(routes, 'admin')?.name).toBe('Home');
  });

  it('never picks routes without roles and may find nothing', () => {
    expect(
      findFallbackRoute([route('login'), route('Redirect'), route('Income')], 'admin'),
    ).toBeUndefined();
  });
});

describe('login redirect (rules 2 and 3)', () => {
  it('carries the target route name plus its original query', () => {
    expect(redirectQuery({ name: 'Income', query: '?month=2026-03&book_id=7' }).toString()).toBe(
      'redirect=Income&month=2026-03&book_id=7',
    );
    expect(redirectQuery({ name: 'Home' }).toString()).toBe('redirect=Home');
    expect(
      redirectQuery({ name: 'ChapterManage', query: new URLSearchParams('tag=a&tag=b') }).getAll(
        'tag',
      ),
    ).toEqual(['a', 'b']);
  });

  it('lets a redirect param the target already carried win, as the seed does', () => {
    const query = redirectQuery({ name: 'BookInfo', query: 'redirect=Elsewhere&book_id=3' });
    expect(query.getAll('redirect')).toEqual(['Elsewhere']);
    expect(query.get('book_id')).toBe('3');
  });

  it('builds the login URL', () => {
    expect(loginRedirectPath({ name: 'BookData', query: 'range=30d' })).toBe(
      '/login?redirect=BookData&range=30d',
    );
  });

  it('returns to the named route with its query after login', () => {
    expect(pathAfterLogin('?redirect=Income&month=2026-03')).toBe('/income?month=2026-03');
    expect(pathAfterLogin('redirect=BookInfo&book_id=3')).toBe('/book-manage/book-info?book_id=3');
    expect(pathAfterLogin(redirectQuery({ name: 'AccountInfo' }))).toBe('/account-info');
  });

  it('falls back to the default route for missing, unknown or unsuitable names', () => {
    for (const search of [
      '',
      'redirect=',
      'redirect=Nope&x=1',
      'redirect=login',
      'redirect=notFound',
      'redirect=Redirect',
      'redirect=root',
    ]) {
      expect(pathAfterLogin(search), search).toBe('/home');
    }
  });
});
