/**
 * Issue 17: a known author's editor opens with no network at all. The
 * service worker, installed on an earlier visit, answers the page from its
 * precache; the app lets the author in on the stored session while user
 * info gets no answer, and the editor opens the chapter's draft from
 * IndexedDB, marked as the device's text, and sends it once the network is
 * back. A chapter the device does not hold says so.
 *
 * The only spec that lets the worker run (playwright.config.ts blocks it for
 * the others, whose page.route faults it would bypass).
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import {
  apiLogin,
  callApi,
  contentBox,
  createBookWithChapter,
  openEditor,
  serverChapter,
  syncStatus,
  type TestBook,
  typeAtEnd,
} from './editor-helpers';
import { expectAccessible, test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

test.use({ author: SIGNED_AUTHOR, serviceWorkers: 'allow' });

// Installing precaches the whole build (about 90 files) on a shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

test.setTimeout(120_000);

const OPENING = '第一段。';

let token: string;
let book: TestBook;

test.beforeEach(async ({ page, request }) => {
  token = await apiLogin(request, SIGNED_AUTHOR);
  book = await createBookWithChapter(request, token, OPENING);
  await openHome(page);
  // A returning author: the worker from this visit is installed, has its
  // precache, and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
});

/** The editor of `chapterId` in the test's book. */
const editorUrl = (chapterId: string) =>
  `/chapter-add?book_id=${book.bookId}&chapter_id=${chapterId}`;

/**
 * True when the page is the worker's cached app shell: the server's own
 * answer for an editor URL names the route's chunks as preload hints, the
 * precached index.html names none.
 */
const servedFromShell = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('link[rel="preload"]').length === 0);

test('offline, a reload opens the shell and the chapter from this device; typing is kept and synced when back online', async ({
  page,
  context,
  request,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await openEditor(page, book);
  const online = '联网时写的。';
  await typeAtEnd(page, online);
  await expect
    .poll(async () => (await serverChapter(request, token, book.chapterId)).content)
    .toBe(OPENING + online);

  await context.setOffline(true);
  const before = '断网后写下，还没到服务器的一句。';
  await typeAtEnd(page, before);
  await expect(syncStatus(page)).toContainText('网络已断开');
  expect((await serverChapter(request, token, book.chapterId)).content).toBe(OPENING + online);

  // Cold, with no network: the worker's shell, the stored session, the draft.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const shell = await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  expect(await servedFromShell(page)).toBe(true);
  // The cached answer keeps the headers it was cached with: the server's
  // policy, which the app runs under without a violation (checked below).
  expect(shell?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '编辑章节' })).toBeVisible();
  await expect(page.getByText('离线编辑')).toBeVisible();
  // Not 'not created yet': the server's state is simply not known offline.
  await expect(page.getByText('联网后确认')).toBeVisible();
  await expect(contentBox(page)).toHaveValue(OPENING + online + before);
  await expect(page).toHaveURL(new RegExp(`chapter_id=${book.chapterId}`));
  await expectAccessible(page, 'the editor opened offline');
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);

  const after = '离线打开以后接着写的字。';
  await typeAtEnd(page, after);
  const typed = OPENING + online + before + after;
  await expect(contentBox(page)).toHaveValue(typed);
  // Held on this device. (Not checked on the server here: Chromium's offline
  // emulation is applied anew around a reload, and now and then the old
  // document's save slips out in that gap, which no real dead network allows.)
  await expect(syncStatus(page)).toContainText('网络已断开');

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverChapter(request, token, book.chapterId)).content)
    .toBe(typed);
  await expect(page.getByText('离线编辑')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /第\d+章/ })).toBeVisible();
  await expect(syncStatus(page)).toContainText('已保存');
});

test('offline, a chapter this device does not hold says so, and opens once back online', async ({
  page,
  context,
  request,
}) => {
  const other = await callApi<{ id: string }>(request, token, 'POST', '/author/chapter/create', {
    book_id: book.bookId,
    volume_id: book.volumeId,
    title: '第二章 未到本机',
    content: '只在服务器上的一章。',
  });

  await context.setOffline(true);
  await page.goto(editorUrl(other.id));
  expect(await servedFromShell(page)).toBe(true);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(syncStatus(page)).toContainText('本机没有这一章的内容');
  await expectAccessible(page, 'the editor offline with no draft');

  await context.setOffline(false);
  await expect(contentBox(page)).toHaveValue('只在服务器上的一章。');
  await expect(contentBox(page)).toBeEditable();
});
