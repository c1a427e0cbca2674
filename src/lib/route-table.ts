/**
 * The routes of docs/behaviour.md, Routes and the navigation guard as plain data. The router, the menu, the
 * tab bar, the breadcrumb and the navigation guards all read this one table;
 * nothing here imports React, so the guard logic is testable in Node.
 *
 * Paths use wouter's pattern syntax (its default parser, regexparam): the
 * seed's Vue patterns `/redirect/:path*` and `/:pathMatch(.*)*` become
 * `/redirect/*` and `*`, whose matched rest is the `*` param.
 */

/** Whether a route gets an entry in the side menu. */
export type MenuVisibility = 'visible' | 'hidden';

/** One route of the application. */
export interface AppRoute {
  /** Route name, exactly as the seed names it (guards and redirect queries use it). */
  readonly name: string;
  /** wouter pattern. */
  readonly path: string;
  /** Message id of the page / tab / breadcrumb title. */
  readonly titleId: string;
  /**
   * Message id of the menu entry when it differs from the page title: the
   * BookManage page is titled "Work management" but sits in the menu as
   * "Long novels" next to "Short novels".
   */
  readonly menuTitleId?: string;
  readonly menu: MenuVisibility;
  /** Name of the menu entry to highlight while this (hidden) route is open. */
  readonly activeMenu?: string;
  /** Roles allowed in; '*' means every role. Absent: any logged-in user. */
  readonly roles?: readonly string[];
  readonly requiresAuth: boolean;
  /** The tab bar does not keep this page alive when it is left. */
  readonly ignoreCache?: boolean;
  /** Menu position, smallest first. */
  readonly order?: number;
  /** Key of the {@link MenuGroup} holding this entry; absent for top-level entries. */
  readonly parent?: string;
  /** Icon key, resolved to a Fluent icon by the menu. */
  readonly icon?: string;
  /** Where the route sends the browser instead of rendering (only the root). */
  readonly redirect?: string;
}

/** A collapsible group of the side menu. */
export interface MenuGroup {
  readonly key: string;
  readonly titleId: string;
  readonly order: number;
  readonly icon: string;
}

/** Name of the landing route after login (docs/behaviour.md, Routes and the navigation guard). */
export const DEFAULT_ROUTE_NAME = 'Home';
/** Path of the landing route after login. */
export const DEFAULT_ROUTE_PATH = '/home';

/** Name of the route every unknown path and every refused route ends on. */
export const NOT_FOUND_ROUTE_NAME = 'notFound';
/** Name of the login route guards send anonymous users to. */
export const LOGIN_ROUTE_NAME = 'login';

/** Routes open to everyone, also when the menu comes from the server. */
export const WHITE_LIST: readonly string[] = [LOGIN_ROUTE_NAME, 'loginSso', NOT_FOUND_ROUTE_NAME];

/** Role derived from user info for signed authors (docs/behaviour.md, Roles). */
export const SIGNED_ROLE = 'is_sign';

const ALL_ROLES = ['*'] as const;
const SIGNED_ONLY = [SIGNED_ROLE] as const;

/** Groups of the side menu: long and short novels sit under "Works". */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'Works', titleId: 'menu.works', order: 2, icon: 'works' },
];

/**
 * Every route, in matching order: the first whose pattern matches a path
 * wins, so the catch-all not-found route stays last.
 */
export const ROUTES: readonly AppRoute[] = [
  {
    name: 'root',
    path: '/',
    titleId: 'menu.home',
    menu: 'hidden',
    requiresAuth: true,
    redirect: DEFAULT_ROUTE_PATH,
  },
  { name: 'login', path: '/login', titleId: 'menu.login', menu: 'hidden', requiresAuth: false },
  {
    name: 'loginSso',
    path: '/login/sso',
    titleId: 'menu.loginSso',
    menu: 'hidden',
    requiresAuth: false,
  },
  {
    name: 'Home',
    path: '/home',
    titleId: 'menu.home',
    menu: 'visible',
    roles: ALL_ROLES,
    requiresAuth: true,
    order: 1,
    icon: 'home',
  },
  {
    // The seed's metadata really says no login is needed here. The flag only
    // feeds the permission guard (any role may open the editor); anonymous
    // visitors are still sent to login by guard rule 3, like on every route.
    name: 'ChapterAdd',
    path: '/chapter-add',
    titleId: 'menu.chapterAdd',
    menu: 'hidden',
    roles: ALL_ROLES,
    requiresAuth: false,
    icon: 'edit',
  },
  {
    name: 'BookManage',
    path: '/book-manage',
    titleId: 'menu.bookManage',
    menuTitleId: 'menu.bookManage.long',
    menu: 'visible',
    roles: ALL_ROLES,
    requiresAuth: true,
    order: 1,
    parent: 'Works',
    icon: 'bookLong',
  },
  {
    name: 'BookShorts',
    path: '/book-shorts',
    titleId: 'menu.bookManage.short',
    menu: 'visible',
    roles: ALL_ROLES,
    requiresAuth: true,
    order: 2,
    parent: 'Works',
    icon: 'bookShort',
  },
  {
    name: 'CreateBook',
    path: '/book-manage/create-book',
    titleId: 'menu.createBook',
    menu: 'hidden',
    roles: ALL_ROLES,
    requiresAuth: true,
    icon: 'bookAdd',
  },
  {
    name: 'BookInfo',
    path: '/book-manage/book-info',
    titleId: 'menu.bookInfo',
    menu: 'hidden',
    roles: ALL_ROLES,
    requiresAuth: true,
    icon: 'bookInfo',
  },
  {
    name: 'MessageNotification',
    path: '/message-notification',
    titleId: 'menu.messageNotification',
    menu: 'hidden',
    roles: ALL_ROLES,
    requiresAuth: true,
    icon: 'message',
  },
  {
    name: 'ChapterManage',
    path: '/chapter-manage',
    titleId: 'menu.chapterManage',
    menu: 'hidden',
    roles: ALL_ROLES,
    requiresAuth: true,
    icon: 'chapters',
  },
  {
    // A book's stockpile planner and month calendar (issue 14), reached from
    // the chapter list, the book's details and the home page.
    name: 'Stockpile',
    path: '/stockpile',
    titleId: 'menu.stockpile',
    menu: 'hidden',
    roles: ALL_ROLES,
    requiresAuth: true,
    icon: 'stockpile',
  },
  {
    // A book's story bible (issue 32): entities, where they appear, threads.
    name: 'StoryBible',
    path: '/book-manage/bible',
    titleId: 'menu.storyBible',
    menu: 'hidden',
    roles: ALL_ROLES,
    requiresAuth: true,
    icon: 'storyBible',
  },
  {
    // What readers wrote about every book, in one inbox (issue 34); between
    // the works and the money, as authors answer readers between chapters.
    name: 'Readers',
    path: '/readers',
    titleId: 'menu.readers',
    menu: 'visible',
    roles: ALL_ROLES,
    requiresAuth: true,
    order: 2.5,
    icon: 'readers',
  },
  {
    name: 'Income',
    path: '/income',
    titleId: 'menu.income',
    menu: 'visible',
    roles: SIGNED_ONLY,
    requiresAuth: true,
    order: 3,
    icon: 'income',
  },
  {
    name: 'BookData',
    path: '/book-data',
    titleId: 'menu.bookData',
    menu: 'visible',
    roles: SIGNED_ONLY,
    requiresAuth: true,
    order: 4,
    icon: 'data',
  },
  {
    name: 'AccountInfo',
    path: '/account-info',
    titleId: 'menu.accountInfo',
    menu: 'visible',
    roles: ALL_ROLES,
    requiresAuth: true,
    order: 5,
    icon: 'account',
  },
  {
    name: 'AccountEdit',
    path: '/account-edit',
    titleId: 'menu.accountEdit',
    menu: 'hidden',
    activeMenu: 'AccountInfo',
    roles: ALL_ROLES,
    requiresAuth: true,
    icon: 'accountEdit',
  },
  {
    // Navigating here re-renders the target page (tab bar "reload"); it is
    // never a tab itself, so it is not cached either.
    name: 'Redirect',
    path: '/redirect/*',
    titleId: 'menu.redirect',
    menu: 'hidden',
    requiresAuth: true,
    ignoreCache: true,
  },
  {
    name: NOT_FOUND_ROUTE_NAME,
    path: '*',
    titleId: 'menu.notFound',
    menu: 'hidden',
    requiresAuth: false,
  },
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

/** The route of that name, or undefined. */
export function routeByName(name: string): AppRoute | undefined {
  return byName.get(name);
}
