import {
  Button,
  Field,
  SearchBox,
  Select,
  Skeleton,
  SkeletonItem,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { AddRegular, BookOpenRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import {
  REVIEW_STATUSES,
  type ReviewStatus,
  SERIAL_STATUSES,
  type SerialStatus,
} from '../../lib/contract';
import { inAppClick } from '../../lib/in-app-link';
import {
  BOOK_PAGE_SIZES,
  BOOK_SORTS,
  type BookListQuery,
  type BookSort,
  type bookListMachine,
  DEFAULT_BOOK_LIST_QUERY,
  selectBookListError,
  selectBookListFiltered,
  selectBookPages,
  selectBookQuery,
  selectBooks,
  selectBooksFirstLoad,
  selectBooksLoading,
  selectBookTotal,
} from '../../machines/book-list/book-list.machine';
import type { BookKind } from '../../machines/common/book';
import { useBookListStyles } from './book-list-styles';
import { bookPaths } from './book-paths';
import { BookRow } from './book-row';
import { idKey } from './book-text';

/** Props of {@link BookListPage}. */
export interface BookListPageProps {
  /** The list actor of this kind. */
  readonly books: ActorRefFrom<typeof bookListMachine>;
  readonly kind: BookKind;
  /** Message id of the page title (the route's). */
  readonly titleId: string;
  /** Show another query: the app writes it to the URL, which sends it back here. */
  readonly onQuery: (query: BookListQuery) => void;
  /** Go to an app path. */
  readonly onNavigate: (path: string) => void;
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd'];

/**
 * A list of long or short novels (/book-manage, /book-shorts): search by
 * title, filters, sort and paging, all kept in the URL by the app. Shows
 * skeletons until the first page arrives, an empty state with a way forward,
 * and failures with a retry.
 */
export function BookListPage({ books, kind, titleId, onQuery, onNavigate }: BookListPageProps) {
  const styles = useBookListStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const list = useSelector(books, selectBooks);
  const total = useSelector(books, selectBookTotal);
  const query = useSelector(books, selectBookQuery);
  const pages = useSelector(books, selectBookPages);
  const loading = useSelector(books, selectBooksLoading);
  const firstLoad = useSelector(books, selectBooksFirstLoad);
  const error = useSelector(books, selectBookListError);
  const filtered = useSelector(books, selectBookListFiltered);
  const [keyword, setKeyword] = useState(query.keyword);
  const headingId = useId();
  const listTitleId = kind === 'long' ? 'menu.bookManage.long' : 'menu.bookManage.short';

  // Back and forward change the query under the search box.
  useEffect(() => setKeyword(query.keyword), [query.keyword]);

  const change = (patch: Partial<BookListQuery>) => onQuery({ ...query, page: 1, ...patch });
  const go = (path: string) => inAppClick(() => onNavigate(path));
  const createButton = (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      as="a"
      href={bookPaths.create(kind)}
      onClick={go(bookPaths.create(kind))}
    >
      {t('books.list.create')}
    </Button>
  );

  let content: ReactNode;
  if (firstLoad && !error) {
    content = (
      <div aria-busy="true" className={styles.list}>
        <span className={styles.hidden}>{t('books.list.loading')}</span>
        {SKELETON_ROWS.map((key) => (
          <Skeleton key={key} className={styles.skeletonRow} aria-hidden>
            <SkeletonItem shape="rectangle" className={styles.skeletonCover} />
            <div className={styles.skeletonLines}>
              <SkeletonItem size={20} style={{ width: '40%' }} />
              <SkeletonItem size={12} style={{ width: '60%' }} />
              <SkeletonItem size={12} style={{ width: '75%' }} />
            </div>
          </Skeleton>
        ))}
      </div>
    );
  } else if (list.length === 0 && !error) {
    content = (
      <div className={styles.empty}>
        <BookOpenRegular className={styles.emptyIcon} aria-hidden />
        {filtered ? (
          <>
            <Text size={400} weight="semibold">
              {t('books.list.noMatch')}
            </Text>
            <Button onClick={() => onQuery({ ...DEFAULT_BOOK_LIST_QUERY, sort: query.sort })}>
              {t('books.list.clearFilters')}
            </Button>
          </>
        ) : query.page > 1 && total > 0 ? (
          <>
            <Text size={400} weight="semibold">
              {t('books.list.pageEmpty')}
            </Text>
            <Button onClick={() => change({})}>{t('books.list.firstPage')}</Button>
          </>
        ) : (
          <>
            <Text size={400} weight="semibold">
              {t(kind === 'long' ? 'books.list.empty.long' : 'books.list.empty.short')}
            </Text>
            <Text className={styles.muted}>{t('books.list.empty.hint')}</Text>
            {createButton}
          </>
        )}
      </div>
    );
  } else {
    content = (
      <ul className={styles.list} aria-labelledby={headingId} aria-busy={loading}>
        {list.map((book) => (
          <BookRow key={book.id} book={book} go={go} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.root}>
      <div className={styles.header}>
        <div className={styles.headings}>
          <Text as="h1" size={600} weight="semibold">
            {t(titleId)}
          </Text>
          {titleId !== listTitleId ? (
            <Text as="h2" size={400} className={styles.muted} id={headingId}>
              {t(listTitleId)}
            </Text>
          ) : (
            // Out of sight but still the list's h2, so the rows' h3 follow an h2.
            <h2 id={headingId} className={styles.hidden}>
              {t(listTitleId)}
            </h2>
          )}
        </div>
        {createButton}
      </div>

      <search className={styles.toolbar}>
        <div className={styles.searchGroup}>
          <Field label={t('books.list.search.label')} className={styles.search}>
            <SearchBox
              className={styles.searchBox}
              value={keyword}
              placeholder={t('books.list.search.placeholder')}
              maxLength={30}
              onChange={(_, data) => {
                setKeyword(data.value);
                // The clear button empties the box: show everything again.
                if (data.value === '' && query.keyword !== '') change({ keyword: '' });
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') change({ keyword: keyword.trim() });
              }}
            />
          </Field>
          <Button onClick={() => change({ keyword: keyword.trim() })}>
            {t('books.list.search.submit')}
          </Button>
        </div>
        <Field label={t('books.list.filter.serial')} className={styles.filter}>
          <Select
            className={styles.select}
            value={query.serialStatus}
            onChange={(_, data) => change({ serialStatus: data.value as SerialStatus | '' })}
          >
            <option value="">{t('books.list.filter.all')}</option>
            {SERIAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`books.serial.${idKey(status)}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('books.list.filter.review')} className={styles.filter}>
          <Select
            className={styles.select}
            value={query.reviewStatus}
            onChange={(_, data) => change({ reviewStatus: data.value as ReviewStatus | '' })}
          >
            <option value="">{t('books.list.filter.all')}</option>
            {REVIEW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`books.review.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('books.list.sort.label')} className={styles.filter}>
          <Select
            className={styles.select}
            value={query.sort}
            onChange={(_, data) => change({ sort: data.value as BookSort })}
          >
            {BOOK_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`books.list.sort.${sort === 'update_desc' ? 'updated' : 'words'}`)}
              </option>
            ))}
          </Select>
        </Field>
        {loading && !firstLoad ? (
          <Spinner size="tiny" aria-label={t('books.list.loading')} />
        ) : null}
      </search>

      {error ? (
        <RetryNotice message={t(error)} onRetry={() => books.send({ type: 'bookList.retry' })} />
      ) : null}

      {content}

      {total > 0 ? (
        <nav className={styles.pager} aria-label={t('books.list.pager.label')}>
          <Text size={200} className={styles.muted} aria-live="polite">
            {t('books.list.pager.summary', { page: query.page, pages, total })}
          </Text>
          <Button
            size="small"
            disabled={query.page <= 1}
            onClick={() => onQuery({ ...query, page: query.page - 1 })}
          >
            {t('books.list.pager.previous')}
          </Button>
          <Button
            size="small"
            disabled={query.page >= pages}
            onClick={() => onQuery({ ...query, page: query.page + 1 })}
          >
            {t('books.list.pager.next')}
          </Button>
          <Select
            size="small"
            className={styles.pageSize}
            aria-label={t('books.list.pager.size')}
            value={String(query.pageSize)}
            onChange={(_, data) => change({ pageSize: Number(data.value) })}
          >
            {[...new Set([...BOOK_PAGE_SIZES, query.pageSize])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {t('books.list.pager.perPage', { size })}
                </option>
              ))}
          </Select>
        </nav>
      ) : null}
    </section>
  );
}
