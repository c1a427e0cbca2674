/** The home page's figures in one call (GET /author/dashboard). */
import { fromPromise } from 'xstate';
import type { Dashboard } from '../../machines/dashboard/dashboard.machine';
import { type Api, bySignal } from './request';

/** The named actors dashboardMachine declares, over the client. */
export function createDashboardActors(api: Api) {
  return {
    fetchDashboard: fromPromise<Dashboard>(({ signal }) =>
      api.unwrap(api.client.GET('/author/dashboard', bySignal(signal))),
    ),
  };
}
