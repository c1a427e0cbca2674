// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '../intl';
import { AppBreadcrumb } from './app-breadcrumb';

afterEach(cleanup);
beforeEach(() => localStorage.setItem('arco-locale', 'zh-CN'));

/** The breadcrumb's labels, in order, as the page shows them. */
function trail(): string[] {
  const list = screen.getByRole('navigation');
  return Array.from(list.querySelectorAll('li'))
    .map((item) => item.textContent ?? '')
    .filter((text) => text !== '');
}

describe('<AppBreadcrumb>', () => {
  it('names the long list by its menu entry, not its group twice', () => {
    render(
      <IntlProvider>
        <AppBreadcrumb routeName="BookManage" />
      </IntlProvider>,
    );
    expect(trail()).toEqual(['首页', '作品管理', '长篇作品']);
  });

  it('drops the old parent when the next page has none', () => {
    const { rerender } = render(
      <IntlProvider>
        <AppBreadcrumb routeName="BookManage" />
      </IntlProvider>,
    );
    rerender(
      <IntlProvider>
        <AppBreadcrumb routeName="AccountInfo" />
      </IntlProvider>,
    );
    expect(trail()).toEqual(['首页', '账号信息']);
  });
});
