/**
 * Route screens of the books area, wired to their actors (placeholder until built).
 */
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';
import type { ScreenProps } from './screen-props';

export function BookListScreen({ route }: ScreenProps) {
  return <PlaceholderPage titleId={route.titleId} />;
}

export function CreateBookScreen({ route }: ScreenProps) {
  return <PlaceholderPage titleId={route.titleId} />;
}

export function BookInfoScreen({ route }: ScreenProps) {
  return <PlaceholderPage titleId={route.titleId} />;
}
