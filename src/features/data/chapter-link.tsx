/** A link to a chapter in the editor that stays in the app (a new tab on Ctrl/Cmd-click). */
import { Link } from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { inAppClick } from '../../lib/in-app-link';

/** The editor's address of a chapter. */
export function chapterHref(bookId: string, chapterId: string): string {
  return `/chapter-add?${new URLSearchParams({ book_id: bookId, chapter_id: chapterId })}`;
}

/** Props of {@link ChapterLink}. */
export interface ChapterLinkProps {
  readonly bookId: string;
  readonly chapterId: string;
  readonly children: ReactNode;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly title?: string;
  readonly tabIndex?: number;
}

export function ChapterLink({ bookId, chapterId, ...props }: ChapterLinkProps) {
  const [, navigate] = useLocation();
  const href = chapterHref(bookId, chapterId);
  return <Link {...props} href={href} onClick={inAppClick(() => navigate(href))} />;
}
