/**
 * Pure navigation-guard logic of docs/behaviour.md, Routes and the navigation guard (rules 2 to 4) and
 * Roles, over the route table. The router wiring calls these; keeping
 * them free of React and of the auth machine lets every rule be unit-tested.
 */
import { parse } from 'regexparam';
import {
  type AppRoute,
  DEFAULT_ROUTE_PATH,
  LOGIN_ROUTE_NAME,
  ROUTES,
  routeByName,
  SIGNED_ROLE,
  WHITE_LIST,
} from './route-table';

/** A compiled route pattern, in the shape wouter's `parser` option expects. */
export interface ParsedPattern {
  pattern: RegExp;
  keys: string[];
}

/**
 * Compiles a route pattern with regexparam, wouter's own parser (`:name`,
 * `:name?`, `:name.ext`, `*`, `*?`; case-insensitive, optional trailing
 * slash), so the guards, the navigation machine and the router can never
 * disagree on a match.
 */
export function parseRoutePattern(route: string, loose = false): ParsedPattern {
  return parse(route, loose);
}

const compiled = new Map<string, ParsedPattern>();

function compile(path: string): ParsedPattern {
  let parsed = compiled.get(path);
  if (!parsed) {
    parsed = parseRoutePattern(path);
    compiled.set(path, parsed);
  }
  return parsed;
}

/** True when `path` (without query or hash) matches the route pattern. */
export function routePatternMatches(pattern: string, path: string): boolean {
  return compile(pattern).pattern.test(path.split(/[?#]/, 1)[0] || '/');
}

/** A route matched against a path, with the pattern's params (raw, as wouter gives them). */
export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

/**
 * The first route whose pattern matches the path. A query string or hash on
 * the path is ignored. With the app's table there is always a match: the
 * not-found route catches every other path.
 */
export function matchRoute(
  path: string,
  routes: readonly AppRoute[] = ROUTES,
): RouteMatch | undefined {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  for (const route of routes) {
    const { pattern, keys } = compile(route.path);
    const result = pattern.exec(pathname);
    if (!result) continue;
    const params: Record<string, string | undefined> = {};
    keys.forEach((key, index) => {
      params[key] = result[index + 1];
    });
    return { route, params };
  }
  return undefined;
}

/** A node of the server menu tree (`POST /api/user/menu`); only names matter here. */
export interface ServerMenuNode {
  readonly name?: string | null;
  readonly children?: readonly ServerMenuNode[] | null;
}

/** What the permission guard knows about the user and the menu. */
export interface PermissionContext {
  /** Current role; '' when the user has none (docs/behaviour.md, Roles). */
  role: string;
  /** Settings drawer switch: the menu comes from the server. */
  menuFromServer: boolean;
  /** The server menu tree, once fetched; empty before. */
  serverMenu: readonly ServerMenuNode[];
  /** Route names allowed regardless of the server menu; defaults to {@link WHITE_LIST}. */
  whiteList?: readonly string[];
}

/**
 * The role half of rule 4: open when the route needs no login, lists no
 * roles, lists '*', or lists the role. An empty list (unlike the Permission
 * component's) admits no role: the route only says who may enter.
 */
export function rolesAllow(route: AppRoute, role: string): boolean {
  return (
    !route.requiresAuth ||
    route.roles === undefined ||
    route.roles.includes('*') ||
    route.roles.includes(role)
  );
}

/** True when a node of that name is anywhere in the tree (breadth first, no recursion). */
export function isInServerMenu(name: string, tree: readonly ServerMenuNode[]): boolean {
  const queue = [...tree];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    if (node.name === name) return true;
    if (node.children) queue.push(...node.children);
  }
  return false;
}

/**
 * Rule 4 of docs/behaviour.md, Routes and the navigation guard. With the menu from the server the route
 * must also be in the server's tree or the white list. A refused route sends
 * the user to the not-found route; fetching the server menu first (when not
 * loaded and the route is not white-listed) is the caller's job.
 */
export function isRouteAllowed(route: AppRoute, context: PermissionContext): boolean {
  if (!rolesAllow(route, context.role)) return false;
  if (!context.menuFromServer) return true;
  const whiteList = context.whiteList ?? WHITE_LIST;
  return whiteList.includes(route.name) || isInServerMenu(route.name, context.serverMenu);
}

/**
 * True when the route of that name was refused only for want of a signed
 * book: it admits signed authors and the author is not one. The not-found
 * page then says what signing gives instead of calling the page missing.
 */
export function refusedForSignature(routeName: string | null, role: string): boolean {
  const route = routeName ? routeByName(routeName) : undefined;
  return route !== undefined && !rolesAllow(route, role) && rolesAllow(route, SIGNED_ROLE);
}

/**
 * The first route whose roles include '*' or the role (docs/behaviour.md, Roles):
 * where a user lands when the requested route is not for them. Routes without
 * a roles list (login, helpers, not-found) are never chosen.
 */
export function findFallbackRoute(
  routes: readonly AppRoute[] = ROUTES,
  role = 'admin',
): AppRoute | undefined {
  return routes.find((route) => route.roles?.some((r) => r === '*' || r === role));
}

/** Where a guard was going when it sent the user to login. */
export interface RedirectTarget {
  /** The target route's name. */
  name: string;
  /** The target's query: a search string (with or without '?') or params. */
  query?: string | URLSearchParams;
}

/**
 * The login query of rules 2 and 3: `redirect` = the target route's name,
 * plus the target's own query. As in the seed (`{ redirect: name, ...query }`)
 * a `redirect` param the target already carried wins.
 */
export function redirectQuery(target: RedirectTarget): URLSearchParams {
  const original = new URLSearchParams(target.query ?? '');
  const query = new URLSearchParams();
  if (!original.has('redirect')) query.set('redirect', target.name);
  for (const [key, value] of original) query.append(key, value);
  return query;
}

/** The login URL for a guard's redirect, e.g. `/login?redirect=Income&month=2026-03`. */
export function loginRedirectPath(target: RedirectTarget): string {
  const login = routeByName(LOGIN_ROUTE_NAME)?.path ?? '/login';
  return `${login}?${redirectQuery(target).toString()}`;
}

/**
 * Where login success goes: the route named by `redirect` with the rest of
 * the query, or the default route when the name is missing, unknown, a
 * white-listed page (login itself, not-found) or a pattern with parameters
 * that a name alone cannot rebuild.
 */
export function pathAfterLogin(search: string | URLSearchParams): string {
  const query = new URLSearchParams(search);
  const name = query.get('redirect');
  query.delete('redirect');
  const route = name ? routeByName(name) : undefined;
  if (
    !route ||
    route.redirect !== undefined ||
    WHITE_LIST.includes(route.name) ||
    /[:*]/.test(route.path)
  ) {
    return DEFAULT_ROUTE_PATH;
  }
  const rest = query.toString();
  return rest ? `${route.path}?${rest}` : route.path;
}
