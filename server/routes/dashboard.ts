/** The home page's figures in one call. */
import { authed } from '../http/operations';
import { dashboard } from '../services/desk/dashboard';

export const dashboardHandlers = authed({
  getDashboard: ({ app, author }) => dashboard(app, author),
});
