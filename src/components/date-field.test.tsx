// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { DateField, DateTimeField, TimeField } from './date-field';
import { IntlProvider } from './intl';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

type Field = typeof DateField;

/** A field as a screen holds it, with the value it last sent shown beside it. */
function Held({ field: FieldKind, initial }: { field: Field; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FieldKind label="When" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function renderOn(locale: 'zh-CN' | 'en-US', field: Field, initial: string) {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  render(
    <IntlProvider>
      <Held field={field} initial={initial} />
    </IntlProvider>,
  );
  return screen.getByRole('textbox', { name: 'When' }) as HTMLInputElement;
}

const held = () => screen.getByTestId('value').textContent;

describe('date fields follow the page language', () => {
  it('shows the day in Chinese on the Chinese page and in English on the English one', () => {
    expect(renderOn('zh-CN', DateField, '2026-11-28').value).toBe('2026年11月28日');
    cleanup();
    expect(renderOn('en-US', DateField, '2026-11-28').value).toBe('Nov 28, 2026');
  });

  it('shows a time and a day with a time in the page language', () => {
    expect(renderOn('en-US', TimeField, '20:00').value).toBe('8:00 PM');
    cleanup();
    expect(renderOn('zh-CN', DateTimeField, '2026-11-29T20:00').value).toBe('2026年11月29日 20:00');
  });

  it('reads the other language and ISO, sends the same value, and writes it the page way on leaving', () => {
    const input = renderOn('en-US', DateField, '');
    fireEvent.change(input, { target: { value: '2026年1月5日' } });
    expect(held()).toBe('2026-01-05');
    fireEvent.blur(input);
    expect(input.value).toBe('Jan 5, 2026');

    fireEvent.change(input, { target: { value: '2026-02-03' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(held()).toBe('2026-02-03');
    expect(input.value).toBe('Feb 3, 2026');
  });

  it('says in the page language why a text is not a date, and holds no date meanwhile', () => {
    const input = renderOn('zh-CN', DateField, '2026-11-28');
    fireEvent.change(input, { target: { value: '2026年2月30日' } });
    // Never rolled over to 3 月 2 日: the screen holds no date.
    expect(held()).toBe('');
    // Half typed is not wrong yet; leaving the box is.
    expect(screen.queryByText('日历上没有这一天，请检查月和日')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('日历上没有这一天，请检查月和日')).toBeTruthy();
    expect(input.value).toBe('2026年2月30日');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: '下周' } });
    const example = /^请输入日期，例如 \d{4}年\d{1,2}月\d{1,2}日 或 \d{4}-\d{2}-\d{2}$/;
    expect(screen.getByText(example)).toBeTruthy();
    fireEvent.change(input, { target: { value: '2026-03-01' } });
    expect(held()).toBe('2026-03-01');
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says so in English on the English page', () => {
    const input = renderOn('en-US', TimeField, '20:00');
    fireEvent.change(input, { target: { value: '25:00' } });
    fireEvent.blur(input);
    expect(held()).toBe('');
    expect(screen.getByText('There is no such time: check the hour and the minutes')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'soon' } });
    expect(screen.getByText('Enter a time such as 8:00 PM')).toBeTruthy();
  });
});
