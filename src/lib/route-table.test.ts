import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTE_NAME,
  DEFAULT_ROUTE_PATH,
  MENU_GROUPS,
  ROUTES,
  routeByName,
  WHITE_LIST,
} from './route-table';

const route = (name: string) => {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('route table (docs/behaviour.md, Routes and the navigation guard)', () => {
  it("has the 19 routes with the seed names and paths, the stockpile planner, the story bible and the readers' inbox, catch-all last", () => {
    expect(ROUTES.map((r) => [r.name, r.path])).toEqual([
      ['root', '/'],
      ['login', '/login'],
      ['loginSso', '/login/sso'],
      ['Home', '/home'],
      ['ChapterAdd', '/chapter-add'],
      ['BookManage', '/book-manage'],
      ['BookShorts', '/book-shorts'],
      ['CreateBook', '/book-manage/create-book'],
      ['BookInfo', '/book-manage/book-info'],
      ['MessageNotification', '/message-notification'],
      ['ChapterManage', '/chapter-manage'],
      ['Stockpile', '/stockpile'],
      ['StoryBible', '/book-manage/bible'],
      ['Readers', '/readers'],
      ['Income', '/income'],
      ['BookData', '/book-data'],
      ['AccountInfo', '/account-info'],
      ['AccountEdit', '/account-edit'],
      ['Redirect', '/redirect/*'],
      ['notFound', '*'],
    ]);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('lands on /home and sends the root there', () => {
    expect(DEFAULT_ROUTE_NAME).toBe('Home');
    expect(DEFAULT_ROUTE_PATH).toBe('/home');
    expect(route(DEFAULT_ROUTE_NAME).path).toBe(DEFAULT_ROUTE_PATH);
    expect(route('root').redirect).toBe('/home');
  });

  it('needs login everywhere except login, SSO, not-found and (per its metadata) the editor', () => {
    const open = ROUTES.filter((r) => !r.requiresAuth).map((r) => r.name);
    expect(open).toEqual(['login', 'loginSso', 'ChapterAdd', 'notFound']);
    expect(route('Redirect').requiresAuth).toBe(true);
  });

  it('keeps income and data for signed authors and opens the rest to every role', () => {
    expect(route('Income').roles).toEqual(['is_sign']);
    expect(route('BookData').roles).toEqual(['is_sign']);
    for (const name of [
      'Home',
      'ChapterAdd',
      'BookManage',
      'BookShorts',
      'CreateBook',
      'BookInfo',
      'MessageNotification',
      'ChapterManage',
      'Stockpile',
      'StoryBible',
      'Readers',
      'AccountInfo',
      'AccountEdit',
    ]) {
      expect(route(name).roles, name).toEqual(['*']);
    }
  });

  it('shows only the menu entries of the seed, works grouped', () => {
    const visible = ROUTES.filter((r) => r.menu === 'visible').map((r) => r.name);
    expect(visible).toEqual([
      'Home',
      'BookManage',
      'BookShorts',
      'Readers',
      'Income',
      'BookData',
      'AccountInfo',
    ]);
    expect(route('BookManage').parent).toBe('Works');
    expect(route('BookShorts').parent).toBe('Works');
    for (const r of ROUTES) {
      if (r.parent) expect(MENU_GROUPS.map((g) => g.key)).toContain(r.parent);
      if (r.menu === 'visible') expect(r.order, r.name).toBeTypeOf('number');
    }
    expect(ROUTES.filter((r) => r.parent && r.parent !== 'Works')).toEqual([]);
  });

  it('keeps AccountInfo highlighted on AccountEdit', () => {
    expect(route('AccountEdit')).toMatchObject({ menu: 'hidden', activeMenu: 'AccountInfo' });
    for (const r of ROUTES) {
      if (r.activeMenu) expect(route(r.activeMenu).menu).toBe('visible');
    }
  });

  it('titles every route with a message id', () => {
    expect(route('Home').titleId).toBe('menu.home');
    expect(route('BookManage').titleId).toBe('menu.bookManage');
    expect(route('BookManage').menuTitleId).toBe('menu.bookManage.long');
    expect(route('BookShorts').titleId).toBe('menu.bookManage.short');
    for (const r of ROUTES) expect(r.titleId).toMatch(/^menu\.[A-Za-z.]+$/);
  });

  it('white-lists login, SSO and not-found', () => {
    expect(WHITE_LIST).toEqual(['login', 'loginSso', 'notFound']);
  });

  it('finds routes by name', () => {
    expect(routeByName('Income')?.path).toBe('/income');
    expect(routeByName('nope')).toBeUndefined();
  });
});
