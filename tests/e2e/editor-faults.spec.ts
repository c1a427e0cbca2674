/**
 * The chapter editor under faults: each test counts the characters the author
 * typed and checks that every one of them ends up on the server (or, for two
 * tabs, that both versions are shown in full before one is chosen).
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { eachTestOnANewBook } from './each-test-book';
import {
  callApi,
  contentBox,
  openEditor,
  serverChapter,
  syncStatus,
  typeAtEnd,
} from './editor-helpers';
import { test } from './fixtures';
import { logInWithPassword, SIGNED_AUTHOR } from './helpers';

// Every test here runs as this author (a session in the storage state, ./fixtures.ts).
// The machine running these is shared and often busy: patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

const OPENING = '林川站在青石镇的屋顶上，看着流星雨划过夜空。';
const SERVER_FAULT = JSON.stringify({ code: 500001, msg: 'down', body: null });

/** Accept the "leave site?" prompt a reload with unsynced text raises. */
function acceptLeavePrompts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.type());
    void dialog.accept();
  });
  return seen;
}

// Each test walks a whole fault and its recovery through the real server.
test.setTimeout(90_000);

const fresh = eachTestOnANewBook(OPENING);

/**
 * Opening a chapter whose newer text is only on this device puts it back and
 * saves it by itself (issue 30), saying so. (When the old page's last save
 * got out first, there is nothing to put back: the server already has the
 * text.) So wait for an opened editor, never for the notice alone.
 */
async function openedEditor(page: Page): Promise<void> {
  await expect(syncStatus(page).filter({ hasNotText: '正在打开章节' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

/** Waits until the server holds exactly `expected`. */
async function expectOnServer(
  request: import('@playwright/test').APIRequestContext,
  expected: string,
) {
  await expect
    .poll(async () => (await serverChapter(request, fresh.token, fresh.book.chapterId)).content, {
      timeout: 20_000,
    })
    .toBe(expected);
}

// offline.spec.ts takes the same path with the service worker that a known
// author has: typing offline, a reload, the sync once back. This walk without
// the worker runs in `npm run test:full`.
test('offline mid-chapter: typing goes on, a reload keeps it, and it syncs when the network returns', {
  tag: '@full',
}, async ({ page, context, request }) => {
  const prompts = acceptLeavePrompts(page);
  await openEditor(page, fresh.book);
  const online = '他想起父亲说过的话。';
  await typeAtEnd(page, online);
  await expectOnServer(request, OPENING + online);

  await context.setOffline(true);
  const offline = '星海之外，还有更远的地方。断网以后写下的这一句也不能丢。';
  await typeAtEnd(page, offline);
  await expect(syncStatus(page)).toContainText('网络已断开');
  const typed = OPENING + online + offline;
  await expect(contentBox(page)).toHaveValue(typed);

  // Reloading while offline cannot load the page; the text is on this device.
  await page.reload().catch(() => {});
  expect(prompts).toContain('beforeunload');
  await context.setOffline(false);
  await page.goto(`/chapter-add?book_id=${fresh.book.bookId}&chapter_id=${fresh.book.chapterId}`);
  await openedEditor(page);
  await expect(contentBox(page)).toHaveValue(typed);
  await expectOnServer(request, typed);
  expect([...typed].length).toBe([...OPENING].length + [...online].length + [...offline].length);
});

test('the server answers 500 to saves: the text stays, the fault is shown, and it saves once the server recovers', async ({
  page,
  request,
}) => {
  await openEditor(page, fresh.book);
  let failing = true;
  await page.route('**/author/chapter/update', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500001, msg: 'boom', body: null }),
        })
      : route.continue(),
  );
  const added = '服务器出错的时候，作者还在写：这一段一个字也不能少。';
  await typeAtEnd(page, added);
  await expect(syncStatus(page)).toContainText('暂时无法保存到云端');
  await expect(contentBox(page)).toHaveValue(OPENING + added);
  expect((await serverChapter(request, fresh.token, fresh.book.chapterId)).content).toBe(OPENING);

  failing = false;
  await page.getByRole('button', { name: '立即重试' }).click();
  await expect(syncStatus(page)).toContainText('已保存到云端');
  await expectOnServer(request, OPENING + added);
});

test('the session is revoked mid-chapter: the draft survives the login and comes back in the editor', async ({
  page,
  request,
}) => {
  await openEditor(page, fresh.book);
  const before = '登录失效之前写的字。';
  await typeAtEnd(page, before);
  await expectOnServer(request, OPENING + before);

  // Log this very session out from elsewhere.
  const browserToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(browserToken).toBeTruthy();
  await callApi(request, browserToken, 'POST', '/author/user/logout');

  const after = '登录失效之后继续写，这些字保存不上，但不能丢。';
  await typeAtEnd(page, after);
  await page.keyboard.press('ControlOrMeta+s');

  // Sent to login with the way back in the URL.
  await expect(page).toHaveURL(/\/login\?redirect=ChapterAdd&book_id=.*&chapter_id=/);
  await logInWithPassword(page, SIGNED_AUTHOR);
  await expect(page).toHaveURL(
    new RegExp(`/chapter-add\\?book_id=${fresh.book.bookId}&chapter_id=${fresh.book.chapterId}`),
  );

  await expect(page.getByText('已恢复本机草稿')).toBeVisible();
  const typed = OPENING + before + after;
  await expect(contentBox(page)).toHaveValue(typed);
  await expectOnServer(request, typed);
});

test('the tab is closed with unsynced text and reopened: nothing is lost', async ({
  page,
  context,
  request,
}) => {
  await openEditor(page, fresh.book);
  // Saves fail while the author types, so the text is not on the server when
  // the tab closes. (The page's own last save on close may still get out: a
  // closing page's requests skip Playwright's routes, as they would skip a
  // dead server's outage when the tab is closed just as it recovers.)
  await context.route('**/author/chapter/update', (route) =>
    // A save the closing page sends may find the page gone before its
    // answer: that is the point of the test, not an error of the handler.
    route
      .fulfill({ status: 500, contentType: 'application/json', body: SERVER_FAULT })
      .catch(() => undefined),
  );
  const added = '关掉标签页之前的最后一段话，还没来得及保存到云端。';
  await typeAtEnd(page, added);
  await expect(syncStatus(page)).toContainText('暂时无法保存到云端');
  expect((await serverChapter(request, fresh.token, fresh.book.chapterId)).content).toBe(OPENING);
  await page.close({ runBeforeUnload: true });
  // Playwright may still report the closed page's route here; the saves
  // after this must reach the server, which the last line checks.
  await context
    .unrouteAll({ behavior: 'ignoreErrors' })
    .catch((error: Error) => expect(error.message).toContain('has been closed'));

  const again = await context.newPage();
  await again.goto(`/chapter-add?book_id=${fresh.book.bookId}&chapter_id=${fresh.book.chapterId}`);
  await openedEditor(again);
  await expect(contentBox(again)).toHaveValue(OPENING + added);
  await expectOnServer(request, OPENING + added);
});

test('the tab crashes with unsynced text: reopening puts the draft back and saves it', async ({
  page,
  context,
  request,
}) => {
  await openEditor(page, fresh.book);
  await page.route('**/author/chapter/update', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: SERVER_FAULT }),
  );
  const added = '标签页崩溃之前写下的字，只在本机有一份。';
  await typeAtEnd(page, added);
  await expect(syncStatus(page)).toContainText('暂时无法保存到云端');
  // A crash: no pagehide, no last save, only what is already on this device.
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  // The command never answers: the renderer is gone.
  void cdp.send('Page.crash').catch(() => {});
  await crashed;
  expect((await serverChapter(request, fresh.token, fresh.book.chapterId)).content).toBe(OPENING);

  const again = await context.newPage();
  await again.goto(`/chapter-add?book_id=${fresh.book.bookId}&chapter_id=${fresh.book.chapterId}`);
  await expect(again.getByText('已恢复本机草稿')).toBeVisible();
  await expect(again.getByRole('alertdialog')).toHaveCount(0);
  await expect(contentBox(again)).toHaveValue(OPENING + added);
  await expectOnServer(request, OPENING + added);
});

test('two tabs edit the same chapter: both versions are shown, nothing is overwritten silently', async ({
  page,
  context,
  request,
}) => {
  const tabA = page;
  const tabB = await context.newPage();
  await openEditor(tabA, fresh.book);
  await openEditor(tabB, fresh.book);

  const fromA = '甲标签页写的一段。';
  await typeAtEnd(tabA, fromA);
  await expectOnServer(request, OPENING + fromA);

  const fromB = '乙标签页同时写的另一段。';
  await typeAtEnd(tabB, fromB);
  await tabB.keyboard.press('ControlOrMeta+s');
  const conflict = tabB.getByRole('alertdialog', { name: '本章有两个版本' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('textbox', { name: '你的版本（当前页面）' })).toHaveValue(
    OPENING + fromB,
  );
  await expect(conflict.getByRole('textbox', { name: /已保存的版本/ })).toHaveValue(
    OPENING + fromA,
  );
  // Nothing was written over tab A's save while tab B's author decides.
  expect((await serverChapter(request, fresh.token, fresh.book.chapterId)).content).toBe(
    OPENING + fromA,
  );

  await conflict.getByRole('button', { name: '保留我的版本' }).click();
  await expectOnServer(request, OPENING + fromB);

  // Tab A, still on the older version, is stopped in turn.
  const moreA = '甲又补了一句。';
  await typeAtEnd(tabA, moreA);
  await tabA.keyboard.press('ControlOrMeta+s');
  const conflictA = tabA.getByRole('alertdialog', { name: '本章有两个版本' });
  await expect(conflictA.getByRole('textbox', { name: '你的版本（当前页面）' })).toHaveValue(
    OPENING + fromA + moreA,
  );
  await expect(conflictA.getByRole('textbox', { name: /已保存的版本/ })).toHaveValue(
    OPENING + fromB,
  );
  await conflictA.getByRole('button', { name: '使用已保存的版本' }).click();
  await expect(contentBox(tabA)).toHaveValue(OPENING + fromB);
  expect((await serverChapter(request, fresh.token, fresh.book.chapterId)).content).toBe(
    OPENING + fromB,
  );
});

test('leaving for another screen while offline asks first; staying keeps every character', async ({
  page,
  context,
  request,
}) => {
  await openEditor(page, fresh.book);
  await context.setOffline(true);
  const offline = '离线时写下的这一段，离开之前要先问一声。';
  await typeAtEnd(page, offline);
  await expect(syncStatus(page)).toContainText('网络已断开');

  // The app asks in its own dialog (src/app/leave-dialog.tsx); staying is the default.
  const question = page.getByRole('alertdialog', { name: '离开此页？' });
  await page.getByRole('navigation').getByRole('link', { name: '首页' }).click();
  await expect(question).toContainText('仍要离开吗');
  await question.getByRole('button', { name: '留下' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/chapter-add\?/);
  await expect(contentBox(page)).toHaveValue(OPENING + offline);

  // Back online, the text reaches the server; leaving then needs no question.
  await context.setOffline(false);
  await expectOnServer(request, OPENING + offline);
  await page.getByRole('navigation').getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  await expect(question).toBeHidden();
});

test('a new chapter closed before its save went through is listed on chapter management, and saving it from there makes no second chapter', async ({
  page,
  context,
  request,
}) => {
  // The new chapter's saves fail, then the tab is closed. (Its last save on
  // the way out may still reach the server without the tab seeing the answer:
  // either way, reopening must not make a second chapter.)
  // The fault is switched off rather than unrouted: unrouting waits for the
  // handler of a save the closing page sent on its way out, and that races
  // the page's closing ("Target page, context or browser has been closed").
  let failing = true;
  await context.route('**/author/chapter/create', (route) =>
    (failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: SERVER_FAULT })
      : route.fallback()
    ).catch(() => undefined),
  );
  await page.goto(`/chapter-add?book_id=${fresh.book.bookId}`);
  await expect(page).toHaveURL(/[?&]draft=/);
  const title = '第二章 只在本机的一章';
  const text = '这一章从来没有到过服务器，标签页就被关掉了。一个字也不能丢。';
  await page.getByRole('textbox', { name: '章节标题' }).fill(title);
  await contentBox(page).fill(text);
  await expect(syncStatus(page)).toContainText('暂时无法保存到云端');
  await page.close({ runBeforeUnload: true });
  failing = false;

  // Chapter management names it; opening it saves it.
  const again = await context.newPage();
  await again.goto(`/chapter-manage?book_id=${fresh.book.bookId}`);
  const notice = again.getByText('本设备上有 1 章尚未保存到服务器');
  await expect(notice).toBeVisible();
  await again.getByRole('link', { name: title, exact: true }).click();
  await openedEditor(again);
  await expect(contentBox(again)).toHaveValue(text);
  await expect(syncStatus(again)).toContainText('已保存到云端');
  await expect(again).toHaveURL(/[?&]chapter_id=/);

  const list = await callApi<{ list: { title: string }[] }>(
    request,
    fresh.token,
    'GET',
    '/author/chapter/list',
    { book_id: fresh.book.bookId, page_size: 50 } as unknown as Record<string, unknown>,
  );
  expect(list.list.filter((chapter) => chapter.title === title)).toHaveLength(1);

  // Once saved, it is no longer listed as only on this device.
  await again.goto(`/chapter-manage?book_id=${fresh.book.bookId}`);
  await expect(again.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await expect(again.getByText('尚未保存到服务器')).toHaveCount(0);
});
