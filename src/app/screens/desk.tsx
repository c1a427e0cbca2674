/**
 * Route screen of the writing desk: a book's stockpile planner and its month
 * calendar, given the desk area's API actors (src/api/actors/desk.ts); an
 * applied or undone plan reloads the calendar.
 */
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { NoBookPage } from '../../features/chapters/chapter-manage-page';
import { StockpilePage } from '../../features/desk/stockpile-page';
import { bookInfoMachine, selectBook } from '../../machines/book-info/book-info.machine';
import { deskCalendarMachine } from '../../machines/desk-calendar/desk-calendar.machine';
import {
  beijingDay,
  stockpilePlannerMachine,
} from '../../machines/stockpile-planner/stockpile-planner.machine';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

function StockpileBook({ route, bookId }: ScreenProps & { bookId: string }) {
  const { desk, books } = useScreenActors();
  const [, navigate] = useLocation();
  const calendar = useScreenActor(
    deskCalendarMachine.provide({ actors: { fetchCalendar: desk.fetchCalendar } }),
    { input: { bookId, month: beijingDay(Date.now()).slice(0, 7) } },
  );
  const calendarRef = useRef(calendar);
  calendarRef.current = calendar;
  const planner = useScreenActor(
    stockpilePlannerMachine.provide({
      actors: {
        fetchStockpile: desk.fetchStockpile,
        planSchedule: desk.planSchedule,
        undoPlan: desk.undoPlan,
      },
      actions: {
        reportChanged: () => calendarRef.current.send({ type: 'calendar.refresh' }),
      },
    }),
    { input: { bookId } },
  );
  const info = useScreenActor(bookInfoMachine.provide({ actors: { fetchBook: books.fetchBook } }), {
    input: { bookId },
  });
  const book = useSelector(info, selectBook);
  // Chapters written or scheduled elsewhere meanwhile.
  useRefreshWhenShownAgain(() => {
    planner.send({ type: 'planner.refresh' });
    calendar.send({ type: 'calendar.refresh' });
  });
  return (
    <StockpilePage
      planner={planner}
      calendar={calendar}
      titleId={route.titleId}
      bookTitle={book?.title ?? null}
      chaptersHref={`/chapter-manage?book_id=${encodeURIComponent(bookId)}`}
      navigate={navigate}
    />
  );
}

export function StockpileScreen({ route }: ScreenProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const bookId = new URLSearchParams(search).get('book_id');
  if (!bookId) {
    return <NoBookPage titleId={route.titleId} onPickBook={() => navigate('/book-manage')} />;
  }
  // A new book gets new machines.
  return <StockpileBook key={bookId} route={route} bookId={bookId} />;
}
