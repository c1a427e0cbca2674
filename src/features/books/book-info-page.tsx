import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { ArrowExport20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BookCover } from '../../components/book-cover';
import { ExportDialog, useExportDialog } from '../../components/export-dialog';
import { useIntl } from '../../components/intl';
import { Dialog } from '../../components/surfaces';
import { formatDateTime, formatWords } from '../../i18n/intl';
import { inAppClick } from '../../lib/in-app-link';
import type { bookExportMachine } from '../../machines/book-export/book-export.machine';
import {
  type bookInfoMachine,
  bookPermissions,
  selectBook,
  selectBookActionError,
  selectBookBusy,
  selectBookLoadError,
  selectBookNotice,
} from '../../machines/book-info/book-info.machine';
import type { bookSignMachine } from '../../machines/book-sign/book-sign.machine';
import { EditableCategory, EditableList, EditableText } from './book-info-fields';
import { useBookInfoStyles } from './book-info-styles';
import { bookPaths } from './book-paths';
import { BookStatusBadges, idKey } from './book-text';
import { useCategoryName, useCategoryPathText } from './category-picker';
import { SignPanel } from './sign-panel';

/** Props of {@link BookInfoPage}. */
export interface BookInfoPageProps {
  readonly info: ActorRefFrom<typeof bookInfoMachine>;
  readonly sign: ActorRefFrom<typeof bookSignMachine>;
  /** Just created: greet the author and point at the first chapter. */
  readonly created: boolean;
  readonly onNavigate: (path: string) => void;
  /** The book's export dialog actor (a bookExportMachine). */
  readonly exporter: ActorRefFrom<typeof bookExportMachine>;
  /** Reached by a link that opens the export dialog (a finished export's message). */
  readonly openExport?: boolean;
  /** The dialog opened for that link: the page may drop the request from its address. */
  readonly onExportOpened?: () => void;
}

/**
 * The book details page (/book-manage/book-info): every field and counter,
 * in-place edits where the book's state allows them, serial-state actions,
 * review and signing status, and the signing application.
 */
export function BookInfoPage({
  info,
  sign,
  created,
  onNavigate,
  exporter,
  openExport,
  onExportOpened,
}: BookInfoPageProps) {
  const styles = useBookInfoStyles();
  const intl = useIntl();
  const pathText = useCategoryPathText();
  const nameOf = useCategoryName();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const book = useSelector(info, selectBook);
  const loadError = useSelector(info, selectBookLoadError);
  const notice = useSelector(info, selectBookNotice);
  const actionError = useSelector(info, selectBookActionError);
  const busy = useSelector(info, selectBookBusy);
  const exportDialog = useExportDialog(exporter, openExport, onExportOpened);
  const coverInput = useRef<HTMLInputElement>(null);

  const go = (path: string) => inAppClick(() => onNavigate(path));
  const heading = (
    <Text as="h1" size={600} weight="semibold">
      {t('menu.bookInfo')}
    </Text>
  );

  if (!book) {
    return (
      <section className={styles.root}>
        {heading}
        {loadError ? (
          <MessageBar intent="error">
            <MessageBarBody>{t(loadError)}</MessageBarBody>
            <MessageBarActions>
              {loadError === 'books.info.notFound' ? (
                <Button size="small" as="a" href="/book-manage" onClick={go('/book-manage')}>
                  {t('books.info.backToList')}
                </Button>
              ) : (
                <Button size="small" onClick={() => info.send({ type: 'bookInfo.refresh' })}>
                  {t('common.retry')}
                </Button>
              )}
            </MessageBarActions>
          </MessageBar>
        ) : (
          <Spinner label={t('books.info.loading')} />
        )}
      </section>
    );
  }

  const may = bookPermissions(book);
  const signed = book.sign_status === 'signed';
  const completed = book.serial_status === 'completed';
  const link = (labelId: string, path: string, primary = false) => (
    <Button appearance={primary ? 'primary' : 'secondary'} as="a" href={path} onClick={go(path)}>
      {t(labelId)}
    </Button>
  );

  return (
    <section className={styles.root}>
      {heading}

      {created ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('books.info.created.title')}</MessageBarTitle>
            {t('books.info.created.body')}
          </MessageBarBody>
          {/* No action of its own: 'Write the first chapter' is the page's first action, once. */}
        </MessageBar>
      ) : null}
      {book.review_status === 'rejected' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('books.info.returned.title')}</MessageBarTitle>
            <p className={styles.returnedText}>
              {t('books.info.rejectReason')}:{' '}
              {book.reject_reason || t('books.info.returned.noReason')}
            </p>
            {book.reject_fields.length > 0 ? (
              <p className={styles.returnedText}>
                {t('books.info.returned.fields', {
                  fields: book.reject_fields
                    .map((field) => t(`books.info.returned.field.${field}`))
                    .join(t('books.info.returned.joiner')),
                })}
              </p>
            ) : null}
            <p className={styles.returnedText}>{t('books.info.returned.how')}</p>
          </MessageBarBody>
          <MessageBarActions>
            <Button
              appearance="primary"
              disabledFocusable={busy}
              onClick={() => info.send({ type: 'bookInfo.resubmit' })}
            >
              {t('books.info.resubmit')}
            </Button>
            {book.reject_fields.includes('chapters') ? (
              <Button
                as="a"
                href={bookPaths.chapters(book.id)}
                onClick={go(bookPaths.chapters(book.id))}
              >
                {t('books.action.chapters')}
              </Button>
            ) : null}
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {notice ? (
        <MessageBar intent="success">
          <MessageBarBody>{t(notice)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {actionError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(actionError)}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div className={styles.card}>
        <div className={styles.top}>
          <div className={styles.coverColumn}>
            <BookCover
              title={book.title}
              coverUrl={book.cover_url}
              subtitle={nameOf(book.category_names.at(-1))}
              size="large"
            />
            <input
              ref={coverInput}
              type="file"
              accept="image/jpeg,image/png"
              hidden
              aria-label={t('books.info.changeCover')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) info.send({ type: 'bookInfo.cover', file });
              }}
            />
            <Button
              size="small"
              disabledFocusable={busy}
              onClick={() => coverInput.current?.click()}
            >
              {t('books.info.changeCover')}
            </Button>
          </div>
          <div className={styles.main}>
            <EditableText info={info} book={book} field="title" locked={!may.title} />
            <div className={styles.badges}>
              <BookStatusBadges book={book} />
            </div>
            <Text className={styles.muted}>
              {t(`books.kind.${book.kind}`)} · {pathText(book.category_names)}
            </Text>
            <div className={styles.stats}>
              <Stat label={t('books.info.words')} value={formatWords(intl, book.word_count)} />
              <Stat
                label={t('books.info.chapterCount')}
                value={intl.formatNumber(book.chapter_count)}
              />
              <Stat
                label={t('books.info.createdAt')}
                value={formatDateTime(intl, book.create_time, 'date')}
              />
              <Stat
                label={t('books.info.updatedAt')}
                value={formatDateTime(intl, book.update_time)}
              />
            </div>
            <Text size={200} className={styles.muted}>
              {book.last_chapter_title
                ? t('books.list.latest', {
                    title: book.last_chapter_title,
                    time: book.last_published_at
                      ? formatDateTime(intl, book.last_published_at)
                      : '',
                  })
                : t('books.list.noChapter')}
            </Text>
            <div className={styles.actions}>
              {/* A completed book gets no new chapters: its chapters come first. */}
              {completed
                ? null
                : link(
                    book.chapter_count === 0 ? 'books.info.writeFirst' : 'books.action.write',
                    bookPaths.write(book.id),
                    true,
                  )}
              {link('books.action.chapters', bookPaths.chapters(book.id), completed)}
              {book.kind === 'long' && !completed
                ? link('menu.stockpile', `/stockpile?book_id=${encodeURIComponent(book.id)}`)
                : null}
              {signed ? link('books.action.data', bookPaths.data(book.id)) : null}
              {signed ? link('books.action.income', bookPaths.income(book.id)) : null}
              <Button icon={<ArrowExport20Regular />} onClick={exportDialog.show}>
                {t('export.button')}
              </Button>
            </div>
          </div>
        </div>

        <EditableText info={info} book={book} field="synopsis" locked={false} />
        <EditableCategory info={info} book={book} />
        <EditableList info={info} book={book} field="tags" />
        <EditableList info={info} book={book} field="protagonists" />
      </div>

      <div className={styles.card}>
        <section className={styles.section} aria-labelledby="book-review-heading">
          <Text
            as="h2"
            size={500}
            weight="semibold"
            id="book-review-heading"
            className={styles.heading}
          >
            {t('books.info.reviewAndSerial')}
          </Text>
          <dl className={styles.facts}>
            <dt className={styles.muted}>{t('books.info.review')}</dt>
            <dd className={styles.dd}>
              {t(`books.review.${book.review_status}`)} —{' '}
              {t(`books.review.${book.review_status}.hint`)}
            </dd>
            <dt className={styles.muted}>{t('books.info.serial')}</dt>
            <dd className={styles.dd}>{t(`books.serial.${idKey(book.serial_status)}`)}</dd>
            <dt className={styles.muted}>{t('books.info.sign')}</dt>
            <dd className={styles.dd}>{t(`books.sign.${book.sign_status}`)}</dd>
          </dl>
          <div className={styles.actions}>
            {may.switchSerial ? (
              <Button
                disabledFocusable={busy}
                onClick={() =>
                  info.send({
                    type: 'bookInfo.setSerial',
                    status: book.serial_status === 'hiatus' ? 'serial' : 'hiatus',
                  })
                }
              >
                {t(book.serial_status === 'hiatus' ? 'books.info.resume' : 'books.info.pause')}
              </Button>
            ) : null}
            {may.requestCompletion ? (
              <Dialog>
                <DialogTrigger disableButtonEnhancement>
                  <Button disabledFocusable={busy}>{t('books.info.requestCompletion')}</Button>
                </DialogTrigger>
                <DialogSurface>
                  <DialogBody>
                    <DialogTitle>{t('books.info.requestCompletion')}</DialogTitle>
                    <DialogContent>
                      {t('books.info.requestCompletion.confirm', { title: book.title })}
                    </DialogContent>
                    <DialogActions>
                      <DialogTrigger disableButtonEnhancement>
                        <Button>{t('common.cancel')}</Button>
                      </DialogTrigger>
                      <DialogTrigger disableButtonEnhancement>
                        <Button
                          appearance="primary"
                          onClick={() => info.send({ type: 'bookInfo.requestCompletion' })}
                        >
                          {t('books.info.requestCompletion.submit')}
                        </Button>
                      </DialogTrigger>
                    </DialogActions>
                  </DialogBody>
                </DialogSurface>
              </Dialog>
            ) : null}
            {!may.switchSerial && book.review_status !== 'approved' ? (
              <Text size={200} className={styles.muted}>
                {t('books.info.serialAfterApproval')}
              </Text>
            ) : null}
          </div>
        </section>
      </div>

      <div className={styles.card}>
        <section className={styles.section} aria-labelledby="book-sign-heading">
          <Text
            as="h2"
            size={500}
            weight="semibold"
            id="book-sign-heading"
            className={styles.heading}
          >
            {t('books.sign.title')}
          </Text>
          <SignPanel sign={sign} />
        </section>
      </div>
      <ExportDialog
        open={exportDialog.open}
        exporter={exporter}
        kind="book"
        onClose={exportDialog.close}
      />
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  const styles = useBookInfoStyles();
  return (
    <div className={styles.stat}>
      <Text size={200} className={styles.muted}>
        {label}
      </Text>
      <span className={styles.statValue}>{value}</span>
    </div>
  );
}
