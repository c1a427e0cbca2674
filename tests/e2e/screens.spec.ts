/**
 * Every screen and its main dialogs and drawers, in both languages, light
 * and dark, on a phone (390 px, and 320 px by resizing) and a desktop
 * (1440 px): no page may scroll sideways, every dialog is found by its
 * accessible name, and axe-core finds no violation with its full rule set,
 * colour contrast included (./axe.ts). This is where contrast is measured:
 * the other specs end with the check of their last page without it.
 *
 * Each pass is split into a few tests, in parallel mode, so the two workers
 * share it. The seeded data is only read here (a dialog is opened, never
 * confirmed), so the tests can run beside the other specs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from '@formatjs/intl';
import type { APIRequestContext, Page } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/spa-build';
import { solidPng } from '../contract/images';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { SIGNED_AUTHOR } from './helpers';

/** Every text of a locale, all areas in one id space (src/i18n/messages/<locale>/*.json). */
function catalogue(locale: string): Readonly<Record<string, string>> {
  const dir = join(repoRoot, 'src', 'i18n', 'messages', locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8'))),
  );
}

const CATALOGUES = { 'zh-CN': catalogue('zh-CN'), 'en-US': catalogue('en-US') } as const;
type Locale = keyof typeof CATALOGUES;

const INTLS = {
  'zh-CN': createIntl({ locale: 'zh-CN', messages: CATALOGUES['zh-CN'] }),
  'en-US': createIntl({ locale: 'en-US', messages: CATALOGUES['en-US'] }),
} as const;

/** A text of the locale, formatted as the app formats it. */
function formatted(locale: Locale, id: string, values?: Record<string, string | number>): string {
  if (CATALOGUES[locale][id] === undefined) throw new Error(`no message ${id} in ${locale}`);
  return INTLS[locale].formatMessage({ id }, values);
}

/** A text with a plural `count` the test cannot know, as a pattern matching any count. */
function countPattern(locale: Locale, id: string): RegExp {
  const many = 1_234_567;
  const variants = [0, 1, many].map((count) =>
    escapeRegExp(formatted(locale, id, { count })).replace(
      escapeRegExp(new Intl.NumberFormat(locale).format(many)),
      '[\\d,]+',
    ),
  );
  return new RegExp(`^(${variants.join('|')})$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
}

/** A text with one argument the test cannot know (a title) as a pattern matching any. */
function textPattern(locale: Locale, id: string, argument: string): RegExp {
  const marker = '\u0000';
  const escaped = escapeRegExp(formatted(locale, id, { [argument]: marker }));
  return new RegExp(`^${escaped.replace(marker, '.+')}$`);
}

const WIDTHS = (process.env.SCREENS_WIDTHS ?? '320,390,1440').split(',').map(Number);

interface Ids {
  bookId: string;
  chapterId: string;
}

/** What an opener gets: the page, texts of the pass's language, the window width. */
interface Pass {
  locale: Locale;
  width: number;
  scheme: 'light' | 'dark';
}
interface OpenContext {
  page: Page;
  /** A text of the pass's language, formatted with `values`. */
  text: (id: string, values?: Record<string, string | number>) => string;
  /** A text of the pass's language whose `argument` matches any text. */
  pattern: (id: string, argument: string) => RegExp;
  /** A text of the pass's language with any plural `count`. */
  anyCount: (id: string) => RegExp;
  width: number;
}

interface Screen {
  name: string;
  path: (ids: Ids) => string;
  /** Opens a state on top of the page (a dialog, a drawer, a menu). */
  open?: (context: OpenContext) => Promise<void>;
  /** Only at these widths (a phone-only drawer). */
  widths?: readonly number[];
}

/** Opens a dialog with the button named `button`; the dialog must be named `title`. */
async function openDialog(page: Page, button: string | RegExp, title: string | RegExp) {
  await page
    .getByRole('button', { name: button, exact: typeof button === 'string' })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
}

const chapterList = ({ bookId }: Ids) => `/chapter-manage?book_id=${bookId}`;
const editor = ({ bookId, chapterId }: Ids) =>
  `/chapter-add?book_id=${bookId}&chapter_id=${chapterId}`;

const SCREENS: readonly Screen[] = [
  { name: 'home', path: () => '/home' },
  {
    name: 'home + message box',
    path: () => '/home',
    open: async ({ page, anyCount }) => {
      // Named by the unread count, whatever it is now (a test beside this one
      // may have read them all).
      await page.getByRole('button', { name: anyCount('navbar.messages.unread') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'home + settings drawer',
    path: () => '/home',
    open: ({ page, text }) => openDialog(page, text('navbar.settings'), text('settings.title')),
  },
  {
    name: 'home + menu drawer',
    path: () => '/home',
    widths: [320, 390],
    open: async ({ page, text }) => {
      await page.getByRole('button', { name: text('menu.expand') }).click();
      await expect(page.getByRole('navigation', { name: text('menu.navigation') })).toBeVisible();
    },
  },
  { name: 'long novels', path: () => '/book-manage' },
  { name: 'short novels', path: () => '/book-shorts' },
  { name: 'create book', path: () => '/book-manage/create-book' },
  { name: 'book info', path: ({ bookId }) => `/book-manage/book-info?book_id=${bookId}` },
  { name: 'chapter list', path: chapterList },
  {
    name: 'chapter list + import',
    path: chapterList,
    open: ({ page, text }) =>
      openDialog(page, text('chapters.import.open'), text('chapters.import.title')),
  },
  {
    name: 'chapter list + export',
    path: chapterList,
    open: ({ page, text }) => openDialog(page, text('export.button'), text('export.title')),
  },
  {
    name: 'chapter list + find and replace in the book',
    path: chapterList,
    open: ({ page, text }) =>
      openDialog(page, text('desk.replace.open'), text('desk.replace.title')),
  },
  {
    name: 'chapter list + bulk schedule',
    path: ({ bookId }) => `/chapter-manage?book_id=${bookId}&status=draft`,
    open: async ({ page, text, pattern, anyCount }) => {
      await page
        .getByRole('checkbox', { name: pattern('chapters.row.select', 'title') })
        .first()
        .check();
      // The bar's button: a row may offer its own "Schedule" too.
      await page
        .getByRole('toolbar', { name: text('chapters.bulk.label') })
        .getByRole('button', { name: text('chapters.bulk.schedule'), exact: true })
        .click();
      await expect(
        page.getByRole('dialog', { name: anyCount('chapters.schedule.title') }),
      ).toBeVisible();
    },
  },
  { name: 'stockpile', path: ({ bookId }) => `/stockpile?book_id=${bookId}` },
  { name: 'story bible', path: ({ bookId }) => `/book-manage/bible?book_id=${bookId}` },
  { name: 'editor', path: editor },
  {
    name: 'editor + history',
    path: editor,
    open: ({ page, text }) =>
      openDialog(page, text('desk.history.open'), text('desk.history.title')),
  },
  {
    name: 'editor + review',
    path: editor,
    open: ({ page, text }) => openDialog(page, text('review.open'), text('review.panel.title')),
  },
  { name: 'new chapter', path: ({ bookId }) => `/chapter-add?book_id=${bookId}` },
  { name: 'messages', path: () => '/message-notification' },
  { name: 'readers', path: () => '/readers' },
  { name: 'income', path: () => '/income' },
  { name: 'data', path: () => '/book-data' },
  { name: 'account info', path: () => '/account-info' },
  {
    name: 'account info + password',
    path: () => '/account-info',
    open: ({ page, text }) =>
      openDialog(page, text('account.password.change'), text('account.password.change')),
  },
  {
    name: 'account info + phone',
    path: () => '/account-info',
    open: ({ page, text }) =>
      openDialog(page, text('account.phone.change'), text('account.phone.change')),
  },
  {
    name: 'account info + export my data',
    path: () => '/account-info',
    open: ({ page, text }) =>
      openDialog(page, text('export.accountButton'), text('export.accountTitle')),
  },
  { name: 'account edit', path: () => '/account-edit' },
  {
    name: 'account edit + avatar crop',
    path: () => '/account-edit',
    open: async ({ page, text }) => {
      await page
        .getByTestId('avatar-input')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng() });
      await expect(page.getByRole('dialog', { name: text('account.crop.title') })).toBeVisible();
    },
  },
  { name: 'not found', path: () => '/no-such-page' },
];

/** Pixels the page is wider than the window (0 when it does not scroll sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - window.innerWidth);
  });
}

/** The 3,000-chapter book and its first chapter, asked once per worker. */
let seeded: Promise<Ids> | null = null;
function seededIds(request: APIRequestContext, token: string): Promise<Ids> {
  seeded ??= (async () => {
    const headers = { 'x-token': token };
    const books = await (
      await request.get('/author/book/list?kind=long&page_size=50', { headers })
    ).json();
    const book = books.body.list.find((b: { title: string }) => b.title === '星海长歌');
    const chapters = await (
      await request.get(`/author/chapter/list?book_id=${book.id}&page_size=1`, { headers })
    ).json();
    return { bookId: book.id, chapterId: chapters.body.list[0].id };
  })();
  return seeded;
}

/** Every language at every width in the light theme, and the dark theme on desktops. */
const PASSES: readonly Pass[] = (Object.keys(CATALOGUES) as Locale[]).flatMap((locale) => [
  ...WIDTHS.map((width) => ({ locale, width, scheme: 'light' as const })),
  { locale, width: 1440, scheme: 'dark' as const },
]);

/**
 * The passes `npm test` runs: a phone in Chinese, light, and a desktop in
 * English, dark: both languages, both layouts and both themes, and at 320
 * px by resizing the phone pass. The other combinations, 320 px with axe
 * included, run with `npm run test:full` (tag @full).
 */
const EVERY_RUN = new Set(['zh-CN 390 light', 'en-US 1440 dark']);
const passTag = ({ locale, width, scheme }: Pass) =>
  EVERY_RUN.has(`${locale} ${width} ${scheme}`) ? [] : ['@full'];

/** Checks the page as it is: no sideways scroll, no axe violation. */
async function expectFitsAndAccessible(page: Page, label: string): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  const violations = await axeViolations(page);
  if (process.env.SCREENS_REPORT) {
    console.log(
      [`${label}: overflow ${overflow}px, ${violations.length} axe`, ...violations].join('\n  '),
    );
  }
  expect.soft(overflow, `${label} scrolls sideways`).toBe(0);
  expect.soft(violations, `${label} axe`).toEqual([]);
}

/**
 * Screens per test: a test visits its screens in one page (a navigation in a
 * page that has loaded the app costs some 0.45 s, a first load in a new page
 * some 1.4 s), and the pass is split so the two workers share it.
 */
const GROUPS_PER_PASS = 3;

/** `items` in `count` runs of about equal length, in order. */
function inGroups<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size)).filter(
    (group) => group.length > 0,
  );
}

test.describe.configure({ mode: 'parallel' });

for (const pass of PASSES) {
  const { locale, width, scheme } = pass;
  const viewport = { width, height: width < 992 ? 800 : 900 };
  const label = (name: string) => `${locale} ${width}px ${scheme} ${name}`;
  const opener: Omit<OpenContext, 'page'> = {
    text: (id, values) => formatted(locale, id, values),
    pattern: (id, argument) => textPattern(locale, id, argument),
    anyCount: (id) => countPattern(locale, id),
    width,
  };

  /** Opens `path`, then checks the page as it is (and, on phones, at 320 px). */
  async function visit(page: Page, path: string, name: string, open?: Screen['open']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    if (width === 390 && !open) {
      // The smallest phone too, by resizing (no reload).
      await page.setViewportSize({ width: 320, height: 800 });
      await expect
        .soft(async () => expect(await sidewaysOverflow(page)).toBe(0), {
          message: `${label(name)} scrolls sideways at 320 px`,
        })
        .toPass({ timeout: 3_000 });
      await page.setViewportSize(viewport);
    }
    if (open) await open({ page, ...opener });
    await expectFitsAndAccessible(page, label(name));
  }

  test.describe(`${locale} ${width} px ${scheme}`, { tag: passTag(pass) }, () => {
    // Each screen is checked with every rule: no second check at the end.
    test.use({ pageLanguage: locale, colorScheme: scheme, viewport, finalPageCheck: false });

    test.describe('as the signed author', () => {
      test.use({ author: SIGNED_AUTHOR });
      const screens = SCREENS.filter((screen) => !screen.widths || screen.widths.includes(width));
      for (const group of inGroups(screens, GROUPS_PER_PASS)) {
        const names = group.map((screen) => screen.name);
        test(names.join(', '), async ({ page, request, sessionOf }) => {
          test.setTimeout(30_000 + group.length * 20_000);
          const ids = await seededIds(request, await sessionOf(SIGNED_AUTHOR));
          for (const screen of group) {
            await visit(page, screen.path(ids), screen.name, screen.open);
          }
        });
      }
    });

    test('before login: login and SSO', async ({ page }) => {
      for (const [name, path] of [
        ['login', '/login'],
        ['sso without a ticket', '/login/sso'],
        ['sso with a bad ticket', '/login/sso?ticket=nope'],
      ] as const) {
        await visit(page, path, name);
      }
    });
  });
}
