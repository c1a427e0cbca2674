import { type AppRoute, MENU_GROUPS, type MenuGroup, ROUTES } from '../../lib/route-table';

/** A top-level menu entry: a route, or a group of routes (Works). */
export type MenuEntry =
  | { kind: 'route'; route: AppRoute; order: number }
  | { kind: 'group'; group: MenuGroup; routes: AppRoute[]; order: number };

/** The side menu from the route table: visible routes the check allows, groups holding their children. */
export function buildMenu(allowed: (route: AppRoute) => boolean): MenuEntry[] {
  const visible = ROUTES.filter((route) => route.menu === 'visible' && allowed(route));
  const byOrder = (a: { order?: number }, b: { order?: number }) => (a.order ?? 0) - (b.order ?? 0);
  const entries: MenuEntry[] = visible
    .filter((route) => route.parent === undefined)
    .map((route) => ({ kind: 'route', route, order: route.order ?? 0 }));
  for (const group of MENU_GROUPS) {
    const routes = visible.filter((route) => route.parent === group.key).sort(byOrder);
    if (routes.length > 0) entries.push({ kind: 'group', group, routes, order: group.order });
  }
  return entries.sort(byOrder);
}
