/**
 * Route screen of a book's story bible, given the bible's API actors
 * (src/api/actors/bible.ts) and the book's title.
 */
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { BiblePage } from '../../features/bible/bible-page';
import { NoBookPage } from '../../features/chapters/chapter-manage-page';
import { bookInfoMachine, selectBook } from '../../machines/book-info/book-info.machine';
import { storyBibleMachine } from '../../machines/story-bible/story-bible.machine';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

function BibleBook({
  route,
  bookId,
  entityId,
}: ScreenProps & { bookId: string; entityId: string | null }) {
  const { bible, books } = useScreenActors();
  const machine = useScreenActor(storyBibleMachine.provide({ actors: bible }), {
    input: { bookId, entityId },
  });
  const info = useScreenActor(bookInfoMachine.provide({ actors: { fetchBook: books.fetchBook } }), {
    input: { bookId },
  });
  const book = useSelector(info, selectBook);
  // Chapters saved elsewhere meanwhile change where names appear.
  useRefreshWhenShownAgain(() => machine.send({ type: 'bible.refresh' }));
  return <BiblePage bible={machine} titleId={route.titleId} bookTitle={book?.title ?? null} />;
}

export function StoryBibleScreen({ route }: ScreenProps) {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const bookId = search.get('book_id');
  if (!bookId) {
    return <NoBookPage titleId={route.titleId} onPickBook={() => navigate('/book-manage')} />;
  }
  return (
    <BibleBook key={bookId} route={route} bookId={bookId} entityId={search.get('entity_id')} />
  );
}
