import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  HOME_TAB,
  selectActiveTabName,
  selectCacheList,
  selectTabs,
  type TabBarNavigateEvent,
  type TabRoute,
  tabBarMachine,
} from './tab-bar.machine';

const route = (name: string, fullPath: string, extra: Partial<TabRoute> = {}): TabRoute => ({
  name,
  fullPath,
  query: {},
  meta: { locale: `menu.${name}` },
  ...extra,
});

const books = route('BookManage', '/book-manage');
const shorts = route('BookShorts', '/book-shorts');
const chapters = route('ChapterManage', '/chapter-manage?bookId=1', { query: { bookId: '1' } });
const account = route('AccountInfo', '/account-info');

/**
 * Starts the machine (restoring `saved` tabs if given), opens the given
 * routes in order, and records navigations and saved tab lists.
 */
function startWith(saved: unknown, ...routes: TabRoute[]) {
  const persisted: string[][] = [];
  const machine = tabBarMachine.provide({
    actions: {
      persistTabs: (_, { tabs }) => persisted.push(tabs.map((tab) => tab.fullPath)),
    },
  });
  const actor = createActor(machine, { input: { tabs: saved } }).start();
  const navigations: string[] = [];
  actor.on('tabBar.navigate', (event: TabBarNavigateEvent) => navigations.push(event.fullPath));
  for (const r of routes) actor.send({ type: 'tabBar.open', route: r });
  const paths = () => selectTabs(actor.getSnapshot()).map((tab) => tab.fullPath);
  return { actor, navigations, paths, persisted };
}

const start = (...routes: TabRoute[]) => startWith(undefined, ...routes);

describe('tabBarMachine', () => {
  it('starts with the home tab only', () => {
    const { actor } = start();
    expect(selectTabs(actor.getSnapshot())).toEqual([HOME_TAB]);
    expect(HOME_TAB).toMatchObject({ name: 'Home', fullPath: '/home' });
    expect(selectCacheList(actor.getSnapshot())).toEqual(['Home']);
  });

  it('adds a tab per committed navigation with title id, query and cache flag', () => {
    const { actor } = start(books, chapters);
    expect(selectTabs(actor.getSnapshot())[2]).toEqual({
      title: 'menu.ChapterManage',
      name: 'ChapterManage',
      fullPath: '/chapter-manage?bookId=1',
      query: { bookId: '1' },
      ignoreCache: false,
    });
    expect(selectActiveTabName(actor.getSnapshot())).toBe('ChapterManage');
  });

  it('never adds redirect routes, by name or by path', () => {
    const { paths } = start(
      route('Redirect', '/redirect/book-manage'),
      route('Other', '/redirect/x', { path: '/redirect/:path*' }),
    );
    expect(paths()).toEqual(['/home']);
  });

  it('updates an existing tab of the same name instead of duplicating it', () => {
    const { actor, paths } = start(chapters, books);
    actor.send({
      type: 'tabBar.open',
      route: route('ChapterManage', '/chapter-manage?bookId=2', { query: { bookId: '2' } }),
    });
    expect(paths()).toEqual(['/home', '/chapter-manage?bookId=2', '/book-manage']);
    expect(selectTabs(actor.getSnapshot())[1]?.query).toEqual({ bookId: '2' });
  });

  it('updates the home tab in place when home is opened again', () => {
    const { paths } = start(
      books,
      route('Home', '/home?from=login', { meta: { locale: 'menu.home' } }),
    );
    expect(paths()).toEqual(['/home?from=login', '/book-manage']);
  });

  it('caches every open tab unless its route says ignoreCache', () => {
    const { actor } = start(
      books,
      route('BookInfo', '/book-manage/book-info', { meta: { ignoreCache: true } }),
    );
    expect(selectCacheList(actor.getSnapshot())).toEqual(['Home', 'BookManage']);
  });

  it('keeps the cache list reference while tabs do not change', () => {
    const { actor } = start(books);
    const before = selectCacheList(actor.getSnapshot());
    actor.send({ type: 'tabBar.close', fullPath: '/nowhere' });
    expect(selectCacheList(actor.getSnapshot())).toBe(before);
  });

  describe('tabBar.close', () => {
    it('closes an inactive tab without navigating', () => {
      const { actor, navigations, paths } = start(books, shorts);
      actor.send({ type: 'tabBar.close', fullPath: '/book-manage' });
      expect(paths()).toEqual(['/home', '/book-shorts']);
      expect(selectCacheList(actor.getSnapshot())).toEqual(['Home', 'BookShorts']);
      expect(navigations).toEqual([]);
    });

    it('goes to the right neighbour when the active tab closes', () => {
      const { actor, navigations, paths } = start(books, shorts, account, shorts);
      actor.send({ type: 'tabBar.close', fullPath: '/book-shorts' });
      expect(paths()).toEqual(['/home', '/book-manage', '/account-info']);
      expect(navigations).toEqual(['/account-info']);
      expect(selectActiveTabName(actor.getSnapshot())).toBe('AccountInfo');
    });

    it('goes to the left neighbour when the active tab is the last one', () => {
      const { actor, navigations } = start(books, shorts);
      actor.send({ type: 'tabBar.close', fullPath: '/book-shorts' });
      expect(navigations).toEqual(['/book-manage']);
    });

    it('never closes the home tab', () => {
      const { actor, navigations, paths } = start(books, route('Home', '/home'));
      actor.send({ type: 'tabBar.close', fullPath: '/home' });
      expect(paths()).toEqual(['/home', '/book-manage']);
      expect(navigations).toEqual([]);
    });

    it('ignores unknown paths', () => {
      const { actor, paths } = start(books);
      actor.send({ type: 'tabBar.close', fullPath: '/unknown' });
      expect(paths()).toEqual(['/home', '/book-manage']);
    });
  });

  describe('bulk closes', () => {
    it('closeOthers keeps home and the target, navigating there when the active tab went', () => {
      const { actor, navigations, paths } = start(books, shorts, account);
      actor.send({ type: 'tabBar.closeOthers', fullPath: '/book-shorts' });
      expect(paths()).toEqual(['/home', '/book-shorts']);
      expect(navigations).toEqual(['/book-shorts']);
    });

    it('closeOthers on the active tab does not navigate', () => {
      const { actor, navigations, paths } = start(books, shorts);
      actor.send({ type: 'tabBar.closeOthers', fullPath: '/book-shorts' });
      expect(paths()).toEqual(['/home', '/book-shorts']);
      expect(navigations).toEqual([]);
    });

    it('closeOthers on home leaves home only', () => {
      const { actor, navigations, paths } = start(books, shorts);
      actor.send({ type: 'tabBar.closeOthers', fullPath: '/home' });
      expect(paths()).toEqual(['/home']);
      expect(navigations).toEqual(['/home']);
    });

    it('closeLeft removes the tabs between home and the target', () => {
      const { actor, navigations, paths } = start(books, shorts, account, books);
      actor.send({ type: 'tabBar.closeLeft', fullPath: '/account-info' });
      expect(paths()).toEqual(['/home', '/account-info']);
      expect(navigations).toEqual(['/account-info']);
    });

    it('closeRight removes the tabs after the target', () => {
      const { actor, navigations, paths } = start(books, shorts, account, books);
      actor.send({ type: 'tabBar.closeRight', fullPath: '/book-manage' });
      expect(paths()).toEqual(['/home', '/book-manage']);
      expect(navigations).toEqual([]);
    });

    it('closeRight navigates to the target when the active tab was to its right', () => {
      const { actor, navigations } = start(books, shorts, account);
      actor.send({ type: 'tabBar.closeRight', fullPath: '/book-manage' });
      expect(navigations).toEqual(['/book-manage']);
    });
  });

  describe('persistence', () => {
    it('saves the tabs after every change, and only then', () => {
      const { actor, persisted } = start(books, shorts);
      expect(persisted).toEqual([
        ['/home', '/book-manage'],
        ['/home', '/book-manage', '/book-shorts'],
      ]);
      actor.send({ type: 'tabBar.open', route: books });
      actor.send({ type: 'tabBar.close', fullPath: '/home' });
      actor.send({ type: 'tabBar.open', route: route('Redirect', '/redirect/home') });
      expect(persisted).toHaveLength(2);

      actor.send({ type: 'tabBar.close', fullPath: '/book-shorts' });
      actor.send({ type: 'tabBar.reset' });
      expect(persisted.slice(2)).toEqual([['/home', '/book-manage'], ['/home']]);
    });

    it('keeps the tabs reference when an open tab is revisited unchanged', () => {
      const { actor } = start(books, shorts);
      const before = selectTabs(actor.getSnapshot());
      actor.send({ type: 'tabBar.open', route: books });
      expect(selectTabs(actor.getSnapshot())).toBe(before);
      expect(selectActiveTabName(actor.getSnapshot())).toBe('BookManage');
    });

    it('restores saved tabs with home first, dropping malformed, redirect and duplicate ones', () => {
      const entry = (name: string, fullPath: string) => ({
        title: `menu.${name}`,
        name,
        fullPath,
        query: {},
        ignoreCache: false,
      });
      const { paths, actor } = startWith([
        entry('BookManage', '/book-manage'),
        { ...entry('Home', '/home?tab=2'), title: 'menu.home' },
        entry('Redirect', '/redirect/home'),
        { name: 'Broken' },
        { ...entry('Bad', '/bad'), query: { a: 1 } },
        entry('BookManage', '/book-manage?again=1'),
        { ...entry('BookInfo', '/book-manage/book-info'), ignoreCache: true },
      ]);
      expect(paths()).toEqual(['/home?tab=2', '/book-manage', '/book-manage/book-info']);
      expect(selectCacheList(actor.getSnapshot())).toEqual(['Home', 'BookManage']);
    });

    it('starts with the home tab when nothing usable was saved', () => {
      expect(startWith('not tabs').paths()).toEqual(['/home']);
      expect(startWith(null).paths()).toEqual(['/home']);
    });
  });

  it('reset leaves the home tab only', () => {
    const { actor, navigations, paths } = start(books, shorts);
    actor.send({ type: 'tabBar.reset' });
    expect(paths()).toEqual(['/home']);
    expect(selectTabs(actor.getSnapshot())).toEqual([HOME_TAB]);
    expect(selectCacheList(actor.getSnapshot())).toEqual(['Home']);
    expect(selectActiveTabName(actor.getSnapshot())).toBeNull();
    expect(navigations).toEqual([]);
  });
});
