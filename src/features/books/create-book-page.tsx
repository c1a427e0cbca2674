import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BookCover } from '../../components/book-cover';
import { useIntl } from '../../components/intl';
import { codePointLength } from '../../lib/contract';
import {
  type bookCreateMachine,
  selectCategories,
  selectCategoriesFailed,
  selectCategoriesLoading,
  selectCoverUploading,
  selectFormErrors,
  selectFormValues,
  selectSubmitAttempt,
  selectSubmitError,
  selectSubmitting,
} from '../../machines/book-create/book-create.machine';
import {
  BOOK_FIELDS,
  BOOK_RULES,
  type BookAudience,
  type BookField,
  type BookKind,
} from '../../machines/common/book';
import { useFieldErrorText } from './book-text';
import { CategoryPicker } from './category-picker';
import { NameListInput } from './name-list-input';

/** Props of {@link CreateBookPage}. */
export interface CreateBookPageProps {
  readonly form: ActorRefFrom<typeof bookCreateMachine>;
  /** Leave without creating (back to the list). */
  readonly onCancel: () => void;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
    width: '100%',
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 200px',
    gap: tokens.spacingHorizontalXXL,
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: tokens.spacingHorizontalL,
    },
  },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  pair: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  coverColumn: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    '@media (max-width: 900px)': { order: -1 },
  },
  coverButtons: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  muted: { color: tokens.colorNeutralForeground3, textAlign: 'center' },
  intro: { color: tokens.colorNeutralForeground2 },
  fieldHint: { color: tokens.colorNeutralForeground3, marginTop: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1, textAlign: 'center' },
  footer: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end' },
});

/**
 * The create-book form (/book-manage/create-book). Rules are checked before
 * sending and the server's field errors come back in place; the app moves on
 * to the new book's details once the machine reports it created.
 */
export function CreateBookPage({ form, onCancel }: CreateBookPageProps) {
  const styles = useStyles();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const errorText = useFieldErrorText();
  const values = useSelector(form, selectFormValues);
  const errors = useSelector(form, selectFormErrors);
  const tree = useSelector(form, selectCategories);
  const categoriesLoading = useSelector(form, selectCategoriesLoading);
  const categoriesFailed = useSelector(form, selectCategoriesFailed);
  const uploading = useSelector(form, selectCoverUploading);
  const submitting = useSelector(form, selectSubmitting);
  const submitError = useSelector(form, selectSubmitError);
  const attempt = useSelector(form, selectSubmitAttempt);
  const fileInput = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLFormElement>(null);

  const [genreId, setGenreId] = useState('');

  // After a refused submit, take the author to the first field to fix.
  // Only a new refused submit moves focus, not every keystroke that changes errors.
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  useEffect(() => {
    if (attempt === 0) return;
    const first = BOOK_FIELDS.find((field) => errorsRef.current[field] !== undefined);
    if (!first) return;
    const target = rootRef.current?.querySelector<HTMLElement>(
      `[data-field="${first}"] input, [data-field="${first}"] textarea, [data-field="${first}"] select, [data-field="${first}"] button`,
    );
    target?.focus();
  }, [attempt]);

  const err = (field: BookField) => errorText(field, errors[field]);
  const state = (field: BookField) => (errors[field] ? 'error' : 'none');
  const change = (
    field: 'kind' | 'title' | 'audience' | 'category_id' | 'synopsis',
    value: string,
  ) => form.send({ type: 'bookForm.change', field, value });

  return (
    <form
      ref={rootRef}
      className={styles.root}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'bookForm.submit' });
      }}
    >
      <Text as="h1" size={600} weight="semibold">
        {t('menu.createBook')}
      </Text>
      <Text className={styles.intro}>{t('books.create.intro')}</Text>

      <div className={styles.card}>
        <div className={styles.fields}>
          <Field label={t('books.field.kind')} data-field="kind">
            <RadioGroup
              layout="horizontal"
              value={values.kind}
              onChange={(_, data) => change('kind', data.value as BookKind)}
            >
              <Radio value="long" label={t('books.kind.long')} />
              <Radio value="short" label={t('books.kind.short')} />
            </RadioGroup>
          </Field>

          <Field
            label={t('books.field.title')}
            required
            data-field="title"
            validationState={state('title')}
            validationMessage={err('title')}
            hint={t('books.hint.count', {
              count: codePointLength(values.title.trim()),
              max: BOOK_RULES.titleMax,
            })}
          >
            <Input
              value={values.title}
              placeholder={t('books.placeholder.title')}
              onChange={(_, data) => change('title', data.value)}
            />
          </Field>

          <Field
            label={t('books.field.audience')}
            required
            data-field="audience"
            validationState={state('audience')}
            validationMessage={err('audience')}
          >
            <RadioGroup
              layout="horizontal"
              value={values.audience}
              onChange={(_, data) => {
                setGenreId('');
                change('audience', data.value as BookAudience);
              }}
            >
              <Radio value="male" label={t('books.audience.male')} />
              <Radio value="female" label={t('books.audience.female')} />
            </RadioGroup>
          </Field>

          <div data-field="category_id">
            {categoriesFailed ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t('books.create.categoriesFailed')}</MessageBarBody>
                <MessageBarActions>
                  <Button
                    size="small"
                    onClick={() => form.send({ type: 'bookForm.retryCategories' })}
                  >
                    {t('common.retry')}
                  </Button>
                </MessageBarActions>
              </MessageBar>
            ) : null}
            <CategoryPicker
              tree={tree}
              audience={values.audience}
              genreId={genreId}
              categoryId={values.category_id}
              loading={categoriesLoading}
              required
              error={err('category_id')}
              onGenreChange={(id) => {
                setGenreId(id);
                change('category_id', '');
              }}
              onCategoryChange={(id) => change('category_id', id)}
            />
            {values.audience === '' ? (
              <Text as="p" size={200} className={styles.fieldHint}>
                {t('books.hint.audienceFirst')}
              </Text>
            ) : null}
          </div>

          <div className={styles.pair}>
            <div data-field="tags">
              <NameListInput
                label={t('books.field.tags')}
                values={values.tags}
                max={BOOK_RULES.tagsMax}
                placeholder={t('books.placeholder.tag', { max: BOOK_RULES.tagMax })}
                addLabel={t('books.create.addTag')}
                removeLabel={(value) => t('books.create.remove', { value })}
                error={err('tags')}
                onAdd={(value) => form.send({ type: 'bookForm.add', field: 'tags', value })}
                onRemove={(index) => form.send({ type: 'bookForm.remove', field: 'tags', index })}
              />
            </div>
            <div data-field="protagonists">
              <NameListInput
                label={t('books.field.protagonists')}
                values={values.protagonists}
                max={BOOK_RULES.protagonistsMax}
                placeholder={t('books.placeholder.protagonist', {
                  max: BOOK_RULES.protagonistMax,
                })}
                addLabel={t('books.create.addProtagonist')}
                removeLabel={(value) => t('books.create.remove', { value })}
                error={err('protagonists')}
                onAdd={(value) => form.send({ type: 'bookForm.add', field: 'protagonists', value })}
                onRemove={(index) =>
                  form.send({ type: 'bookForm.remove', field: 'protagonists', index })
                }
              />
            </div>
          </div>

          <Field
            label={t('books.field.synopsis')}
            required
            data-field="synopsis"
            validationState={state('synopsis')}
            validationMessage={err('synopsis')}
            hint={t('books.hint.synopsis', {
              count: codePointLength(values.synopsis.trim()),
              min: BOOK_RULES.synopsisMin,
              max: BOOK_RULES.synopsisMax,
            })}
          >
            <Textarea
              value={values.synopsis}
              rows={6}
              resize="vertical"
              placeholder={t('books.placeholder.synopsis')}
              onChange={(_, data) => change('synopsis', data.value)}
            />
          </Field>
        </div>

        <div className={styles.coverColumn} data-field="cover_url">
          <Text weight="semibold">{t('books.field.cover')}</Text>
          <BookCover
            title={values.title.trim() || t('books.cover.untitled')}
            coverUrl={values.cover_url}
            size="large"
            label={t(values.cover_url ? 'books.cover.uploaded' : 'books.cover.generated')}
          />
          {uploading ? <Spinner size="tiny" label={t('books.cover.uploading')} /> : null}
          <input
            ref={fileInput}
            className={styles.hidden}
            type="file"
            accept="image/jpeg,image/png"
            aria-label={t('books.cover.choose')}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) form.send({ type: 'bookForm.cover', file });
              // Picking the same file again must fire a change.
              event.target.value = '';
            }}
          />
          <div className={styles.coverButtons}>
            <Button
              size="small"
              icon={<ArrowUploadRegular />}
              disabledFocusable={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {t('books.cover.choose')}
            </Button>
            {values.cover_url ? (
              <Button
                size="small"
                appearance="subtle"
                onClick={() => form.send({ type: 'bookForm.clearCover' })}
              >
                {t('books.cover.useDefault')}
              </Button>
            ) : null}
          </div>
          {errors.cover_url ? (
            <Text size={200} className={styles.error} role="alert">
              {err('cover_url')}
            </Text>
          ) : (
            <Text size={200} className={styles.muted}>
              {t('books.cover.hint')}
            </Text>
          )}
        </div>
      </div>

      {submitError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t(submitError)}</MessageBarBody>
        </MessageBar>
      ) : null}

      <div className={styles.footer}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button appearance="primary" type="submit" disabledFocusable={submitting || uploading}>
          {submitting ? t('books.create.submitting') : t('books.create.submit')}
        </Button>
      </div>
    </form>
  );
}
