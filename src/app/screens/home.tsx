/**
 * The home route: the dashboard machine, given its one API call, and the
 * page that shows it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useAppActors } from '../../components/app-actors';
import { useT } from '../../components/intl';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { HomePage } from '../../features/home/home-page';
import { selectUser } from '../../machines/auth.machine';
import { type Dashboard, dashboardMachine } from '../../machines/dashboard.machine';
import { selectUnread } from '../../machines/notifications.machine';
import type { ScreenProps } from './screen-props';

export function HomeScreen({ route }: ScreenProps) {
  const { api, auth, notifications } = useAppActors();
  const t = useT();
  const [, navigate] = useLocation();
  const user = useSelector(auth, selectUser);
  const unread = useSelector(notifications, selectUnread);
  const dashboard = useActorRef(
    dashboardMachine.provide({
      actors: {
        fetchDashboard: fromPromise<Dashboard>(
          async () => (await api.unwrap(api.client.GET('/author/dashboard'))) as Dashboard,
        ),
      },
    }),
  );
  useRefreshWhenShownAgain(() => dashboard.send({ type: 'dashboard.refresh' }));
  return (
    <HomePage
      dashboard={dashboard}
      title={t(route.titleId)}
      penName={user?.pen_name ?? null}
      unread={unread}
      onNavigate={navigate}
    />
  );
}
