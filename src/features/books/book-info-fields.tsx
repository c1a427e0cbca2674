/** The book details page's fields that edit in place: text (title, synopsis), the category and name lists. */
import {
  Button,
  Field,
  Input,
  mergeClasses,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
} from '@fluentui/react-components';
import { EditRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useIntl } from '../../components/intl';
import { useReturnFocus } from '../../components/use-return-focus';
import { codePointLength } from '../../lib/contract';
import {
  type bookInfoMachine,
  type CategoryDraft,
  type EditableBookField,
  selectBookBusy,
  selectBookCategories,
  selectBookEdit,
  selectBookFieldError,
  selectCategoriesLoading,
} from '../../machines/book-info/book-info.machine';
import { BOOK_RULES, type BookAudience, type BookItem } from '../../machines/common/book';
import { useBookInfoStyles } from './book-info-styles';
import { useFieldErrorText } from './book-text';
import { CategoryPicker, useCategoryPathText } from './category-picker';
import { NameListInput } from './name-list-input';

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
  const styles = useBookInfoStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  // Saved or cancelled, the form goes and its Edit button comes back: focus too.
  useReturnFocus(editing);
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
  const styles = useBookInfoStyles();
  const intl = useIntl();
  const busy = useSelector(info, selectBookBusy);
  return (
    <div className={styles.editButtons}>
      <Button appearance="primary" size="small" type="submit" disabledFocusable={busy}>
        {intl.formatMessage({ id: 'common.save' })}
      </Button>
      <Button size="small" onClick={() => info.send({ type: 'bookInfo.cancel' })}>
        {intl.formatMessage({ id: 'common.cancel' })}
      </Button>
    </div>
  );
}

/** An inline edit's form: Enter in a field saves, Escape cancels, as in every dialog. */
function EditForm({
  info,
  className,
  children,
}: {
  info: ActorRefFrom<typeof bookInfoMachine>;
  className?: string;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    // An open list (the category's dropdown) closes first, on its own.
    const expanded = (event.target as HTMLElement).getAttribute('aria-expanded') === 'true';
    if (event.key !== 'Escape' || expanded || event.defaultPrevented) return;
    event.preventDefault();
    info.send({ type: 'bookInfo.cancel' });
  };
  return (
    <form
      noValidate
      className={className}
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        info.send({ type: 'bookInfo.save' });
      }}
    >
      {children}
    </form>
  );
}

export function EditableText({
  info,
  book,
  field,
  locked,
}: EditableProps & { field: 'title' | 'synopsis'; locked: boolean }) {
  const styles = useBookInfoStyles();
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
        <EditForm info={info}>
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
        </EditForm>
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

export function EditableList({
  info,
  book,
  field,
}: EditableProps & { field: 'tags' | 'protagonists' }) {
  const styles = useBookInfoStyles();
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
        <EditForm info={info}>
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
        </EditForm>
      ) : (
        <Text className={styles.fieldValue}>
          {book[field].length > 0 ? book[field].join(tags ? ' · ' : '、') : t('books.info.none')}
        </Text>
      )}
    </FieldFrame>
  );
}

/**
 * The channel and category, picked as on the create page: the audience,
 * then a genre, then one of its sub-categories. The tree loads when the
 * author first edits it.
 */
export function EditableCategory({ info, book }: EditableProps) {
  const styles = useBookInfoStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const errorText = useFieldErrorText();
  const edit = useSelector(info, selectBookEdit);
  const fieldError = useSelector(info, selectBookFieldError);
  const tree = useSelector(info, selectBookCategories);
  const loading = useSelector(info, selectCategoriesLoading);
  const pathText = useCategoryPathText();
  const label = t('books.field.genre');
  const draft = edit?.field === 'category' ? edit.draft : null;
  const pick = (next: Partial<CategoryDraft>) =>
    draft && info.send({ type: 'bookInfo.draftCategory', draft: { ...draft, ...next } });
  return (
    <FieldFrame
      label={label}
      field="category"
      editing={draft !== null}
      locked={false}
      onEdit={() => info.send({ type: 'bookInfo.edit', field: 'category' })}
    >
      {loading ? <Spinner size="tiny" label={t('books.create.categoriesLoading')} /> : null}
      {draft ? (
        <EditForm info={info} className={styles.categoryForm}>
          <Field label={t('books.field.audience')}>
            <RadioGroup
              layout="horizontal"
              value={draft.audience}
              onChange={(_, data) =>
                pick({ audience: data.value as BookAudience, genreId: '', categoryId: '' })
              }
            >
              <Radio value="male" label={t('books.audience.male')} />
              <Radio value="female" label={t('books.audience.female')} />
            </RadioGroup>
          </Field>
          <CategoryPicker
            tree={tree}
            audience={draft.audience}
            genreId={draft.genreId}
            categoryId={draft.categoryId}
            error={errorText('category_id', fieldError)}
            onGenreChange={(genreId) => pick({ genreId, categoryId: '' })}
            onCategoryChange={(categoryId) => pick({ categoryId })}
          />
          <EditButtons info={info} />
        </EditForm>
      ) : (
        <Text className={styles.fieldValue}>
          {t(`books.audience.${book.audience}`)} · {pathText(book.category_names.slice(1))}
        </Text>
      )}
    </FieldFrame>
  );
}
