/** One book of the list: cover, title, status badges, counts and actions. */
import { Button, Text } from '@fluentui/react-components';
import { type MouseEvent, useId } from 'react';
import { BookCover } from '../../components/book-cover';
import { useIntl } from '../../components/intl';
import { formatDateTime, formatWords } from '../../i18n/intl';
import type { BookItem } from '../../machines/common/book';
import { useBookListStyles } from './book-list-styles';
import { bookPaths } from './book-paths';
import { BookStatusBadges } from './book-text';
import { useCategoryPathText } from './category-picker';

export function BookRow({
  book,
  go,
}: {
  book: BookItem;
  go: (path: string) => (event: MouseEvent) => void;
}) {
  const styles = useBookListStyles();
  const intl = useIntl();
  const pathText = useCategoryPathText();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const titleId = useId();
  const signed = book.sign_status === 'signed';
  const action = (labelId: string, path: string, primary = false) => (
    <Button
      size="small"
      appearance={primary ? 'primary' : 'secondary'}
      as="a"
      href={path}
      onClick={go(path)}
      aria-label={`${t(labelId)}: ${book.title}`}
    >
      {t(labelId)}
    </Button>
  );
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.cover}>
        <BookCover title={book.title} coverUrl={book.cover_url} size="small" />
      </div>
      <div className={styles.info}>
        <div className={styles.titleLine}>
          <h3 className={styles.title} id={titleId}>
            <a
              className={styles.titleLink}
              href={bookPaths.info(book.id)}
              onClick={go(bookPaths.info(book.id))}
            >
              {book.title}
            </a>
          </h3>
          <BookStatusBadges book={book} />
        </div>
        <Text size={200} className={styles.latest}>
          {pathText(book.category_names)}
        </Text>
        <div className={styles.facts}>
          <span>{formatWords(intl, book.word_count)}</span>
          <span>{t('books.list.chapters', { count: book.chapter_count })}</span>
          <span>
            {t('books.list.updated', { time: formatDateTime(intl, book.update_time, 'date') })}
          </span>
        </div>
        <Text size={200} className={styles.latest}>
          {book.last_chapter_title
            ? t('books.list.latest', {
                title: book.last_chapter_title,
                time: book.last_published_at ? formatDateTime(intl, book.last_published_at) : '',
              })
            : t('books.list.noChapter')}
        </Text>
      </div>
      <div className={styles.actions}>
        {action('books.action.write', bookPaths.write(book.id), true)}
        {action('books.action.chapters', bookPaths.chapters(book.id))}
        {action('books.action.bible', bookPaths.bible(book.id))}
        {action('books.action.details', bookPaths.info(book.id))}
        {signed ? action('books.action.data', bookPaths.data(book.id)) : null}
        {signed ? action('books.action.income', bookPaths.income(book.id)) : null}
      </div>
    </li>
  );
}
