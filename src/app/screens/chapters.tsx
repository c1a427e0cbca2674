/**
 * Route screens of the chapters area, wired to their actors (placeholder until built).
 */
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';
import type { ScreenProps } from './screen-props';

export function ChapterManageScreen({ route }: ScreenProps) {
  return <PlaceholderPage titleId={route.titleId} />;
}
