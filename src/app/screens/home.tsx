/**
 * Route screens of the home area, wired to their actors (placeholder until built).
 */
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';
import type { ScreenProps } from './screen-props';

export function HomeScreen({ route }: ScreenProps) {
  return <PlaceholderPage titleId={route.titleId} />;
}
