/**
 * Route screens of the editor area, wired to their actors (placeholder until built).
 */
import { PlaceholderPage } from '../../features/placeholder/PlaceholderPage';
import type { ScreenProps } from './screen-props';

export function ChapterEditorScreen({ route }: ScreenProps) {
  return <PlaceholderPage titleId={route.titleId} />;
}
