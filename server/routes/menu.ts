/**
 * The template's server-side menu (used when "menu from server" is on). It
 * answers the template's own envelope, and income and data appear only for
 * signed authors, matching the route guards' is_sign role.
 */
import type { components } from '../../src/api/schema';
import { authed } from '../http/operations';

type MenuItem = components['schemas']['MenuItem'];
type MenuEnvelope = components['schemas']['MenuEnvelope'];

const ALL_ROLES = ['*'];
const SIGNED_ONLY = ['is_sign'];

function item(
  path: string,
  name: string,
  locale: string,
  icon: string,
  order: number,
  roles: string[],
  children: MenuItem[] = [],
): MenuItem {
  return { path, name, meta: { locale, requiresAuth: true, icon, order, roles }, children };
}

/**
 * The menu tree an author sees; signed authors also get income and data.
 * Entry names are the SPA's route names, which the permission guard matches.
 */
export function menuFor(isSigned: boolean): MenuItem[] {
  const menu: MenuItem[] = [
    item('/home', 'Home', 'menu.home', 'home', 0, ALL_ROLES),
    // A group without a screen of its own; the children carry the route names.
    item('/works', 'Works', 'menu.bookManage', 'book', 1, ALL_ROLES, [
      item('/book-manage', 'BookManage', 'menu.bookManage.long', 'book', 0, ALL_ROLES),
      item('/book-shorts', 'BookShorts', 'menu.bookManage.short', 'file-text', 1, ALL_ROLES),
    ]),
  ];
  if (isSigned) {
    menu.push(
      item('/income', 'Income', 'menu.income', 'money', 2, SIGNED_ONLY),
      item('/book-data', 'BookData', 'menu.bookData', 'data-trending', 3, SIGNED_ONLY),
    );
  }
  menu.push(item('/account-info', 'AccountInfo', 'menu.accountInfo', 'person', 4, ALL_ROLES));
  return menu;
}

export const menuHandlers = authed({
  // Typed explicitly: the core passes this envelope through unwrapped, so
  // SuccessBody cannot derive its type from the spec.
  async getServerMenu({ author }): Promise<MenuEnvelope> {
    return { data: menuFor(author.isSigned), status: 'ok', msg: 'ok', code: 0 };
  },
});
