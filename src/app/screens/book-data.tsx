/**
 * The work-data route (/book-data): the screen's machine, given the data
 * area's API actors, fed the query in the URL; every change the author makes
 * is a new URL, so reload, Back and a shared link show the same figures.
 */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { BookDataPage } from '../../features/data/book-data-page';
import { bookDataSearch, parseBookDataQuery } from '../../machines/book-data/book-data.logic';
import { bookDataMachine } from '../../machines/book-data/book-data.machine';
import type { BookDataQuery } from '../../machines/book-data/book-data.types';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

export function BookDataScreen({ route }: ScreenProps) {
  const { data: actors } = useScreenActors();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const data = useScreenActor(bookDataMachine.provide({ actors }));

  useEffect(() => {
    data.send({ type: 'bookData.query', query: parseBookDataQuery(search) });
  }, [data, search]);
  // Yesterday's figures may have come in while the tab was kept hidden.
  useRefreshWhenShownAgain(() => data.send({ type: 'bookData.refresh' }));

  const onQuery = (query: BookDataQuery) => {
    const next = bookDataSearch(query);
    navigate(next ? `${location}?${next}` : location);
  };
  return <BookDataPage data={data} titleId={route.titleId} onQuery={onQuery} />;
}
