// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IntlProvider, useLocale } from '../../components/intl';
import { LOCALE_STORAGE_KEY } from '../../i18n/locales';
import type { CategoryNode } from '../../machines/common/categories';
import { CategoryPicker, useCategoryPathText } from './category-picker';

const node = (
  id: string,
  zh: string,
  en: string,
  parent: string | null,
  children: CategoryNode[] = [],
): CategoryNode => ({
  id,
  name: zh,
  names: { 'zh-CN': zh, 'en-US': en },
  parent_id: parent,
  audience: 'male',
  children,
});

const TREE: CategoryNode[] = [
  node('m', '男频', 'Male channel', null, [
    node('sf', '科幻', 'Sci-fi', 'm', [
      node('star', '星际文明', 'Interstellar civilisation', 'sf'),
    ]),
    node('xx', '仙侠', 'Xianxia', 'm', [node('classic', '古典仙侠', 'Classical xianxia', 'xx')]),
  ]),
];

function Harness({ error }: { error?: string }) {
  const { setLocale } = useLocale();
  const [genreId, setGenreId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const pathText = useCategoryPathText();
  return (
    <>
      <button type="button" onClick={() => setLocale('en-US')}>
        English
      </button>
      <CategoryPicker
        tree={TREE}
        audience="male"
        genreId={genreId}
        categoryId={categoryId}
        error={error}
        onGenreChange={(id) => {
          setGenreId(id);
          setCategoryId('');
        }}
        onCategoryChange={setCategoryId}
      />
      <output>{pathText([TREE[0]!.names, TREE[0]!.children[0]!.names])}</output>
    </>
  );
}

const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((o) => o.textContent);

beforeEach(() => localStorage.removeItem(LOCALE_STORAGE_KEY));
afterEach(cleanup);

describe('<CategoryPicker>', () => {
  it('names genres and sub-categories in the page language, switching without new data', async () => {
    render(
      <IntlProvider>
        <Harness />
      </IntlProvider>,
    );
    const genre = screen.getByRole('combobox', { name: '作品分类' });
    expect(optionTexts(genre).slice(1)).toEqual(['科幻', '仙侠']);
    expect(screen.getByRole('status').textContent).toBe('男频 / 科幻');

    fireEvent.change(genre, { target: { value: 'sf' } });
    const leaf = screen.getByRole('combobox', { name: '子分类' });
    expect(optionTexts(leaf).slice(1)).toEqual(['星际文明']);
    fireEvent.change(leaf, { target: { value: 'star' } });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
    });
    const genreEn = screen.getByRole('combobox', { name: 'Category' });
    expect(optionTexts(genreEn).slice(1)).toEqual(['Sci-fi', 'Xianxia']);
    // The picks survive the switch.
    expect((genreEn as HTMLSelectElement).value).toBe('sf');
    const leafEn = screen.getByRole('combobox', { name: 'Sub-category' });
    expect((leafEn as HTMLSelectElement).value).toBe('star');
    expect(optionTexts(leafEn).slice(1)).toEqual(['Interstellar civilisation']);
    expect(screen.getByRole('status').textContent).toBe('Male channel / Sci-fi');
  });

  it('clears the sub-category when another genre is picked', () => {
    render(
      <IntlProvider>
        <Harness />
      </IntlProvider>,
    );
    const genre = screen.getByRole('combobox', { name: '作品分类' });
    fireEvent.change(genre, { target: { value: 'sf' } });
    const leaf = screen.getByRole('combobox', { name: '子分类' });
    fireEvent.change(leaf, { target: { value: 'star' } });
    fireEvent.change(genre, { target: { value: 'xx' } });
    expect((leaf as HTMLSelectElement).value).toBe('');
    expect(optionTexts(leaf).slice(1)).toEqual(['古典仙侠']);
  });

  it('shows the error on the genre until one is picked, then on the sub-category', () => {
    render(
      <IntlProvider>
        <Harness error="请选择分类" />
      </IntlProvider>,
    );
    const genre = screen.getByRole('combobox', { name: '作品分类' });
    expect(genre.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(genre, { target: { value: 'sf' } });
    expect(genre.getAttribute('aria-invalid')).not.toBe('true');
    const leaf = screen.getByRole('combobox', { name: '子分类' });
    expect(leaf.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('请选择分类')).toHaveLength(1);
  });
});
