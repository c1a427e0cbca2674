/**
 * Picking a book's category: a genre of the audience's channel, then one of
 * its sub-categories, named in the page's language. The create-book page and
 * the category editor on book details both use it; each keeps its own state
 * and says what changed.
 */
import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useIntl, useLocale } from '../../components/intl';
import type { BookAudience } from '../../machines/common/book';
import {
  type CategoryNames,
  type CategoryNode,
  categoryName,
  categoryPathText,
  channelOf,
  genreOf,
} from '../../machines/common/categories';

/** Props of {@link CategoryPicker}. */
export interface CategoryPickerProps {
  /** The tree, once loaded. */
  readonly tree: readonly CategoryNode[] | null;
  /** The book's audience; nothing to pick before one is chosen. */
  readonly audience: BookAudience | '';
  /** The genre picked last (used while no leaf is picked). */
  readonly genreId: string;
  /** The picked leaf, '' for none. */
  readonly categoryId: string;
  /** A genre was picked: the leaf is to be cleared. */
  readonly onGenreChange: (genreId: string) => void;
  readonly onCategoryChange: (categoryId: string) => void;
  /** The tree is loading: the genre list waits. */
  readonly loading?: boolean;
  /** Marks both selects required (the create form). */
  readonly required?: boolean;
  /** The category's error text: on the genre until one is picked, then on the sub-category. */
  readonly error?: string;
}

const useStyles = makeStyles({
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    // Each field as tall as itself: stretched to its neighbour's height (an
    // error message under it), Fluent's Field spreads the extra space over
    // its rows and the select sits lower than the one beside it.
    alignItems: 'start',
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The genre and sub-category selects, side by side (stacked on narrow screens). */
export function CategoryPicker(props: CategoryPickerProps) {
  const { tree, audience, categoryId, loading = false, required = false, error } = props;
  const styles = useStyles();
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const channel = tree && audience !== '' ? channelOf(tree, audience) : undefined;
  const genre =
    genreOf(channel, categoryId) ?? channel?.children.find((node) => node.id === props.genreId);
  const choose = t('books.placeholder.choose');
  const options = (nodes: readonly CategoryNode[] | undefined) =>
    nodes?.map((node) => (
      <option key={node.id} value={node.id}>
        {categoryName(node.names, locale)}
      </option>
    ));

  return (
    <div className={styles.pair}>
      <Field
        label={t('books.field.genre')}
        required={required}
        validationState={error && !genre ? 'error' : 'none'}
        validationMessage={genre ? undefined : error}
      >
        <Select
          value={genre?.id ?? ''}
          disabled={!channel || loading}
          onChange={(_, data) => props.onGenreChange(data.value)}
        >
          <option value="">{loading ? t('books.create.categoriesLoading') : choose}</option>
          {options(channel?.children)}
        </Select>
      </Field>
      <Field
        label={t('books.field.subgenre')}
        required={required}
        validationState={error && genre ? 'error' : 'none'}
        validationMessage={genre ? error : undefined}
      >
        <Select
          value={categoryId}
          disabled={!genre}
          onChange={(_, data) => props.onCategoryChange(data.value)}
        >
          <option value="">{choose}</option>
          {options(genre?.children)}
        </Select>
      </Field>
    </div>
  );
}

/** Category paths (channel down to leaf) in the page's language. */
export function useCategoryPathText(): (path: readonly CategoryNames[]) => string {
  const { locale } = useLocale();
  return useCallback((path) => categoryPathText(path, locale), [locale]);
}

/** One category's name in the page's language. */
export function useCategoryName(): (names: CategoryNames | undefined) => string {
  const { locale } = useLocale();
  return useCallback((names) => (names ? categoryName(names, locale) : ''), [locale]);
}
