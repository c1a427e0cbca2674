/** The unread count behind the navbar's badge (GET /author/message/statistics). */
import { fromPromise } from 'xstate';
import type { MessageStatistics } from '../../machines/notifications/notifications.machine';
import { type Api, bySignal } from './request';

/** Whether there is a session to ask with; without one the server answers "expired". */
export interface SessionState {
  isLoggedIn(): boolean;
}

/** The named actors notificationsMachine declares (messagesMachine shares `fetchStatistics`). */
export function createNotificationActors(api: Api, session: SessionState) {
  return {
    fetchStatistics: fromPromise<MessageStatistics>(async ({ signal }) => {
      if (!session.isLoggedIn()) throw new Error('notifications: logged out');
      return api.unwrap(api.client.GET('/author/message/statistics', bySignal(signal)));
    }),
  };
}
