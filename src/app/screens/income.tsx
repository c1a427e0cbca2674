/**
 * The Work income route (/income, signed authors only): the income machine,
 * given the income area's API actors, started from the URL's query and told
 * each time the URL changes; the page puts new queries in the URL, so
 * reload and Back keep them.
 */
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../components/intl';
import { IncomePage } from '../../features/income/income-page';
import {
  type IncomeQuery,
  incomeSearch,
  parseIncomeQuery,
} from '../../machines/income/income.logic';
import { incomeMachine } from '../../machines/income/income.machine';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

export function IncomeScreen({ route }: ScreenProps) {
  const { income: actors } = useScreenActors();
  const t = useT();
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The query the screen opened with; later ones arrive as events.
  const [initial] = useState(() => parseIncomeQuery(search));
  const income = useScreenActor(incomeMachine.provide({ actors }), { input: { query: initial } });

  useEffect(() => {
    income.send({ type: 'income.query', query: parseIncomeQuery(search) });
  }, [income, search]);

  const onQuery = (query: IncomeQuery) => {
    const next = incomeSearch(query);
    navigate(next ? `${location}?${next}` : location);
  };
  return <IncomePage income={income} title={t(route.titleId)} onQuery={onQuery} />;
}
