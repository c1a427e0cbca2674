/**
 * The home route: the dashboard machine, given its one API actor, and the
 * page that shows it.
 */
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useAppActors } from '../../components/app-actors';
import { useT } from '../../components/intl';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { HomePage } from '../../features/home/home-page';
import { selectUser } from '../../machines/auth/auth.machine';
import { dashboardMachine } from '../../machines/dashboard/dashboard.machine';
import { selectUnread } from '../../machines/notifications/notifications.machine';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

export function HomeScreen({ route }: ScreenProps) {
  const { auth, notifications } = useAppActors();
  const { dashboard: actors } = useScreenActors();
  const t = useT();
  const [, navigate] = useLocation();
  const user = useSelector(auth, selectUser);
  const unread = useSelector(notifications, selectUnread);
  const dashboard = useScreenActor(dashboardMachine.provide({ actors }));
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
