import {
  Book20Regular,
  BookContacts20Regular,
  BookOpen20Regular,
  CalendarLtr20Regular,
  Chat20Regular,
  DataBarVertical20Regular,
  DocumentText20Regular,
  Home20Regular,
  Library20Regular,
  Money20Regular,
  Person20Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  home: <Home20Regular />,
  works: <Library20Regular />,
  bookLong: <Book20Regular />,
  bookShort: <BookOpen20Regular />,
  income: <Money20Regular />,
  data: <DataBarVertical20Regular />,
  account: <Person20Regular />,
  stockpile: <CalendarLtr20Regular />,
  storyBible: <BookContacts20Regular />,
  readers: <Chat20Regular />,
};

/** The Fluent icon of a route table icon key. */
export function menuIcon(key: string | undefined): ReactElement {
  return (key && ICONS[key]) || <DocumentText20Regular />;
}
