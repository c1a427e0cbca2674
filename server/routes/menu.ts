/**
 * The template's server-side menu (used when "menu from server" is on), as
 * a Fastify plugin of its own: it answers the template's own envelope
 * (`{ data, status, msg, code }`, failures included), not the spec's
 * `{ code, msg, body }`, so it is routed here rather than through the
 * glue's handlers, with its own error handler. Its route still comes from
 * the spec (method, path, operationId) and passes the app's request checks
 * and token check. Income and data appear only for signed authors, matching
 * the route guards' is_sign role.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { components } from '../../src/api/schema';
import { sessionAuthor, type TokenCheck } from '../http/authentication';
import { errorHandler } from '../http/error-handler';
import type { ApiFailure } from '../http/failure';
import type { OperationId } from '../http/operations';

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
    item('/readers', 'Readers', 'menu.readers', 'chat', 2, ALL_ROLES),
  ];
  if (isSigned) {
    menu.push(
      item('/income', 'Income', 'menu.income', 'money', 3, SIGNED_ONLY),
      item('/book-data', 'BookData', 'menu.bookData', 'data-trending', 4, SIGNED_ONLY),
    );
  }
  menu.push(item('/account-info', 'AccountInfo', 'menu.accountInfo', 'person', 5, ALL_ROLES));
  return menu;
}

/** The operation this plugin serves; the glue routes every other one. */
export const MENU_OPERATION = 'getServerMenu' satisfies OperationId;

/** The template envelope of a refusal. */
function menuFailure(failure: ApiFailure): MenuEnvelope {
  return { data: null, status: 'fail', msg: failure.message, code: failure.code };
}

export interface MenuPluginOptions {
  /** The spec's route of MENU_OPERATION. */
  method: string;
  url: string;
  checkToken: TokenCheck;
}

export async function menuPlugin(app: FastifyInstance, options: MenuPluginOptions): Promise<void> {
  app.setErrorHandler(errorHandler(menuFailure));
  // The operationId, as the glue's routes carry it: the request checks and
  // the error handler know the operation by it.
  const schema: FastifySchema & { operationId: string } = { operationId: MENU_OPERATION };
  app.route({
    method: options.method,
    url: options.url,
    schema,
    onRequest: options.checkToken,
    handler: async (request): Promise<MenuEnvelope> => ({
      data: menuFor(sessionAuthor(request).isSigned),
      status: 'ok',
      msg: 'ok',
      code: 0,
    }),
  });
}
