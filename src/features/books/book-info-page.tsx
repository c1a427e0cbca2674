import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { EditRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BookCover } from '../../components/book-cover';
import { useIntl } from '../../components/intl';
import { formatDateTime, formatWords } from '../../i18n/intl';
import { codePointLength } from '../../lib/contract';
import { inAppClick } from '../../lib/in-app-link';
import {
  type bookInfoMachine,
  bookPermissions,
  type EditableBookField,
  selectBook,
  selectBookActionError,
  selectBookBusy,
  selectBookEdit,
  selectBookFieldError,
  selectBookLoadError,
  selectBookNotice,
} from '../../machines/book-info.machine';
import type { bookSignMachine } from '../../machines/book-sign.machine';
import { BOOK_RULES, type BookItem } from '../../machines/shared/book';
import { bookPaths } from './book-list-page';
import { BookStatusBadges, idKey, useFieldErrorText } from './book-text';
import { NameListInput } from './name-list-input';
import { SignPanel } from './sign-panel';

/** Props of {@link BookInfoPage}. */
export interface BookInfoPageProps {
  readonly info: ActorRefFrom<typeof bookInfoMachine>;
  readonly sign: ActorRefFrom<typeof bookSignMachine>;
  /** Just created: greet the author and point at the first chapter. */
  readonly created: boolean;
  readonly onNavigate: (path: string) => void;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1100px',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  top: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'start' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  stats: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  stat: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  statValue: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  fieldRow: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  fieldHead: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  fieldValue: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  lock: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
  },
  editButtons: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXS,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  dd: { margin: 0, overflowWrap: 'anywhere' },
  heading: { margin: 0 },
});

/**
 * The book details page (/book-manage/book-info): every field and counter,
 * in-place edits where the book's state allows them, serial-state actions,
 * review and signing status, and the signing application.
 */
export function BookInfoPage({ info, sign, created, onNavigate }: BookInfoPageProps) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const book = useSelector(info, selectBook);
  const loadError = useSelector(info, selectBookLoadError);
  const notice = useSelector(info, selectBookNotice);
  const actionError = useSelector(info, selectBookActionError);
  const busy = useSelector(info, selectBookBusy);

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
          <MessageBarActions>
            <Button
              appearance="primary"
              as="a"
              href={bookPaths.write(book.id)}
              onClick={go(bookPaths.write(book.id))}
            >
              {t('books.info.writeFirst')}
            </Button>
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
          <BookCover
            title={book.title}
            coverUrl={book.cover_url}
            subtitle={book.category_path.at(-1)}
            size="large"
          />
          <div className={styles.main}>
            <EditableText info={info} book={book} field="title" locked={!may.title} />
            <div className={styles.badges}>
              <BookStatusBadges book={book} />
            </div>
            <Text className={styles.muted}>
              {t(`books.kind.${book.kind}`)} · {book.category_path.join(' / ')}
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
              {link(
                book.chapter_count === 0 ? 'books.info.writeFirst' : 'books.action.write',
                bookPaths.write(book.id),
                true,
              )}
              {link('books.action.chapters', bookPaths.chapters(book.id))}
              {signed ? link('books.action.data', bookPaths.data(book.id)) : null}
              {signed ? link('books.action.income', bookPaths.income(book.id)) : null}
            </div>
          </div>
        </div>

        <EditableText info={info} book={book} field="synopsis" locked={false} />
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
          {book.review_status === 'rejected' && book.reject_reason ? (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>{t('books.info.rejectReason')}</MessageBarTitle>
                {book.reject_reason}
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <div className={styles.actions}>
            {may.switchSerial ? (
              <Button
                disabled={busy}
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
                  <Button disabled={busy}>{t('books.info.requestCompletion')}</Button>
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
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <div className={styles.stat}>
      <Text size={200} className={styles.muted}>
        {label}
      </Text>
      <span className={styles.statValue}>{value}</span>
    </div>
  );
}

interface EditableProps {
  info: ActorRefFrom<typeof bookInfoMachine>;
  book: BookItem;
}

function FieldFrame({
  label,
  field,
  editing,
  locked,
  lockedText,
  onEdit,
  children,
}: {
  label: string;
  field: EditableBookField;
  editing: boolean;
  locked: boolean;
  lockedText?: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const head = (
    <div className={styles.fieldHead}>
      {field === 'title' ? null : (
        <Text weight="semibold" as="h2" size={300} className={styles.heading}>
          {label}
        </Text>
      )}
      {editing ? null : locked ? (
        lockedText ? (
          <span className={styles.lock}>
            <LockClosedRegular aria-hidden />
            <Text size={200}>{lockedText}</Text>
          </span>
        ) : null
      ) : (
        <Button
          size="small"
          appearance="subtle"
          icon={<EditRegular />}
          onClick={onEdit}
          aria-label={t('books.info.edit', { field: label })}
        >
          {t('books.info.editShort')}
        </Button>
      )}
    </div>
  );
  return (
    <div className={field === 'title' ? undefined : styles.fieldRow}>
      {field === 'title' ? null : head}
      {children}
      {field === 'title' ? head : null}
    </div>
  );
}

function EditButtons({ info }: { info: ActorRefFrom<typeof bookInfoMachine> }) {
  const styles = useStyles();
  const intl = useIntl();
  const busy = useSelector(info, selectBookBusy);
  return (
    <div className={styles.editButtons}>
      <Button appearance="primary" size="small" type="submit" disabled={busy}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
      <Button size="small" onClick={() => info.send({ type: 'bookInfo.cancel' })}>
        {intl.formatMessage({ id: 'common.cancel' })}
      </Button>
    </div>
  );
}

function EditableText({
  info,
  book,
  field,
  locked,
}: EditableProps & { field: 'title' | 'synopsis'; locked: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const errorText = useFieldErrorText();
  const edit = useSelector(info, selectBookEdit);
  const fieldError = useSelector(info, selectBookFieldError);
  const editing = edit?.field === field;
  const label = t(`books.field.${field}`);
  const draft = editing && typeof edit.draft === 'string' ? edit.draft : '';
  const max = field === 'title' ? BOOK_RULES.titleMax : BOOK_RULES.synopsisMax;
  return (
    <FieldFrame
      label={label}
      field={field}
      editing={editing}
      locked={locked}
      lockedText={locked ? t('books.info.titleLocked') : undefined}
      onEdit={() => info.send({ type: 'bookInfo.edit', field })}
    >
      {editing ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            info.send({ type: 'bookInfo.save' });
          }}
        >
          <Field
            label={label}
            validationState={fieldError ? 'error' : 'none'}
            validationMessage={errorText(field, fieldError)}
            hint={
              field === 'title'
                ? t('books.hint.count', { count: codePointLength(draft.trim()), max })
                : t('books.hint.synopsis', {
                    count: codePointLength(draft.trim()),
                    min: BOOK_RULES.synopsisMin,
                    max,
                  })
            }
          >
            {field === 'title' ? (
              <Input
                autoFocus
                value={draft}
                onChange={(_, data) => info.send({ type: 'bookInfo.draft', value: data.value })}
              />
            ) : (
              <Textarea
                autoFocus
                rows={6}
                resize="vertical"
                value={draft}
                onChange={(_, data) => info.send({ type: 'bookInfo.draft', value: data.value })}
              />
            )}
          </Field>
          <EditButtons info={info} />
        </form>
      ) : field === 'title' ? (
        <Text
          as="h2"
          size={700}
          weight="semibold"
          className={mergeClasses(styles.fieldValue, styles.heading)}
        >
          {book.title}
        </Text>
      ) : (
        <Text className={styles.fieldValue}>{book.synopsis}</Text>
      )}
    </FieldFrame>
  );
}

function EditableList({ info, book, field }: EditableProps & { field: 'tags' | 'protagonists' }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const errorText = useFieldErrorText();
  const edit = useSelector(info, selectBookEdit);
  const fieldError = useSelector(info, selectBookFieldError);
  const editing = edit?.field === field;
  const label = t(`books.field.${field}`);
  const draft = editing && Array.isArray(edit.draft) ? (edit.draft as readonly string[]) : [];
  const tags = field === 'tags';
  return (
    <FieldFrame
      label={label}
      field={field}
      editing={editing}
      locked={false}
      onEdit={() => info.send({ type: 'bookInfo.edit', field })}
    >
      {editing ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            info.send({ type: 'bookInfo.save' });
          }}
        >
          <NameListInput
            label={label}
            values={draft}
            max={tags ? BOOK_RULES.tagsMax : BOOK_RULES.protagonistsMax}
            placeholder={t(tags ? 'books.placeholder.tag' : 'books.placeholder.protagonist', {
              max: tags ? BOOK_RULES.tagMax : BOOK_RULES.protagonistMax,
            })}
            addLabel={t(tags ? 'books.create.addTag' : 'books.create.addProtagonist')}
            removeLabel={(value) => t('books.create.remove', { value })}
            error={errorText(field, fieldError)}
            onAdd={(value) => {
              if (!draft.includes(value))
                info.send({ type: 'bookInfo.draftList', values: [...draft, value] });
            }}
            onRemove={(index) =>
              info.send({ type: 'bookInfo.draftList', values: draft.filter((_, i) => i !== index) })
            }
          />
          <EditButtons info={info} />
        </form>
      ) : (
        <Text className={styles.fieldValue}>
          {book[field].length > 0 ? book[field].join(tags ? ' · ' : '、') : t('books.info.none')}
        </Text>
      )}
    </FieldFrame>
  );
}
