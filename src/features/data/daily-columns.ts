/**
 * The daily rows' figure columns in the order the screen's table and its
 * CSV file show them: one list, so screen and file cannot disagree.
 */
import type { DataRow } from '../../machines/book-data/book-data.types';

/** Columns of the daily rows after the day, with the definition each header offers. */
export const DAILY_COLUMNS: readonly {
  key: Exclude<keyof DataRow, 'period'>;
  label: string;
  definition: string;
}[] = [
  { key: 'readers', label: 'data.col.readers', definition: 'data.def.readers' },
  { key: 'views', label: 'data.col.views', definition: 'data.def.views' },
  {
    key: 'favorites_added',
    label: 'data.col.favoritesAdded',
    definition: 'data.def.favoritesAdded',
  },
  {
    key: 'favorites_removed',
    label: 'data.col.favoritesRemoved',
    definition: 'data.def.favoritesRemoved',
  },
  { key: 'favorites_net', label: 'data.col.favoritesNet', definition: 'data.def.favoritesNet' },
  {
    key: 'favorites_total',
    label: 'data.col.favoritesTotal',
    definition: 'data.def.favoritesTotal',
  },
  { key: 'subscriptions', label: 'data.col.subscriptions', definition: 'data.def.subscriptions' },
  { key: 'comments', label: 'data.col.comments', definition: 'data.def.comments' },
];
