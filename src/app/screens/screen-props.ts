import type { AppRoute } from '../../lib/route-table';

/** What the router hands every screen: the committed route (its query is in the URL). */
export interface ScreenProps {
  route: AppRoute;
}
