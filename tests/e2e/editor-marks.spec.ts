/**
 * Marks on the chapter text: the find bar's matches are painted on their
 * words (the current one stronger), and a pre-publish finding is underlined
 * at its span while the author types, at a phone's width and in the dark
 * theme too. The layer is aria-hidden: the find count and the findings
 * panel are what a screen reader gets.
 */
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  apiLogin,
  contentBox,
  createBookWithChapter,
  openEditor,
  type TestBook,
  typeAtEnd,
} from './editor-helpers';
import { test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR });

const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(90_000);

const marks = (page: Page) => page.getByTestId('text-marks').locator('mark');

/**
 * Where `word` (its `nth` occurrence) lies relative to the textarea's box,
 * laid out by a throwaway copy of the textarea's own computed style: what the
 * author sees under the word, derived from the textarea rather than the layer.
 */
async function wordBoxInArea(area: Locator, word: string, nth: number) {
  return area.evaluate(
    (el: HTMLTextAreaElement, [w, n]) => {
      const style = getComputedStyle(el);
      const copy = document.createElement('div');
      for (const name of [
        'boxSizing',
        'width',
        'paddingTop',
        'paddingRight',
        'paddingBottom',
        'paddingLeft',
        'borderTopWidth',
        'borderLeftWidth',
        'borderRightWidth',
        'borderStyle',
        'fontFamily',
        'fontSize',
        'lineHeight',
        'letterSpacing',
      ] as const) {
        copy.style[name] = style[name];
      }
      // The textarea's outer width, its scrollbar (if any) taken as padding.
      copy.style.width = `${el.offsetWidth}px`;
      copy.style.paddingRight = `${parseFloat(style.paddingRight) + (el.offsetWidth - el.clientWidth - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth))}px`;
      Object.assign(copy.style, {
        position: 'absolute',
        left: '0',
        top: '0',
        visibility: 'hidden',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
      });
      let at = -1;
      for (let i = 0; i <= n; i++) at = el.value.indexOf(w as string, at + 1);
      copy.append(el.value.slice(0, at));
      const span = document.createElement('span');
      span.textContent = w as string;
      copy.append(span);
      document.body.append(copy);
      const outer = copy.getBoundingClientRect();
      const inner = span.getBoundingClientRect();
      copy.remove();
      return { x: inner.left - outer.left, y: inner.top - outer.top - el.scrollTop };
    },
    [word, nth] as const,
  );
}

async function markBoxInArea(mark: Locator, area: Locator) {
  const [m, a] = await Promise.all([mark.boundingBox(), area.boundingBox()]);
  if (!m || !a) throw new Error('no box');
  return { x: m.x - a.x, y: m.y - a.y };
}

let token: string;
let book: TestBook;

test.beforeEach(async ({ page, request }) => {
  token = await apiLogin(request, SIGNED_AUTHOR);
  book = await createBookWithChapter(
    request,
    token,
    '林川推门进来。\r\n屋里很静，只有𠮷字灯笼在晃。\r\n他看见林川的影子，笑了。',
  );
  await openHome(page);
});

for (const { width, scheme } of [
  { width: 1440, scheme: 'light' as const },
  { width: 390, scheme: 'dark' as const },
]) {
  test(`find paints its matches on their words (${width} px, ${scheme})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await openEditor(page, book);
    const area = contentBox(page);
    await area.focus();
    await page.keyboard.press('ControlOrMeta+f');
    const find = page.getByRole('textbox', { name: '在本章中查找' });
    await find.fill('林川');
    await expect(page.getByText('第 1 个，共 2 个')).toBeVisible();

    await expect(marks(page)).toHaveText(['林川', '林川']);
    await expect(marks(page).first()).toHaveAttribute('data-find', 'current');
    await find.press('Enter');
    await expect(page.getByText('第 2 个，共 2 个')).toBeVisible();
    await expect(marks(page).nth(1)).toHaveAttribute('data-find', 'current');
    await expect(marks(page).first()).toHaveAttribute('data-find', 'match');

    // The second match (after a CRLF and a character outside the BMP) lies
    // where the textarea shows that word.
    const expected = await wordBoxInArea(area, '林川', 1);
    const painted = await markBoxInArea(marks(page).nth(1), area);
    expect(Math.abs(painted.x - expected.x)).toBeLessThan(2);
    expect(Math.abs(painted.y - expected.y)).toBeLessThan(2);
    await expectAccessible(page, `the editor with find marks, ${width} px ${scheme}`);

    // Closing the bar clears the marks.
    await find.press('Escape');
    await expect(marks(page)).toHaveCount(0);
  });
}

test('a contact detail typed is underlined at its words', async ({ page }) => {
  await openEditor(page, book);
  await typeAtEnd(page, '\n加V：abc12345');
  const underlined = page.getByTestId('text-marks').locator('mark[data-finding="block"]');
  await expect(underlined).toHaveText('加V：abc12345');
  const style = await underlined.evaluate((el) => {
    const s = getComputedStyle(el);
    return { line: s.textDecorationLine, style: s.textDecorationStyle };
  });
  expect(style).toEqual({ line: 'underline', style: 'wavy' });

  // Removing it removes the underline.
  await contentBox(page).press('ControlOrMeta+End');
  for (let i = 0; i < '加V：abc12345'.length; i++) await page.keyboard.press('Backspace');
  await expect(underlined).toHaveCount(0);
});
