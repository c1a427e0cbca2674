/**
 * Issue 30: text written offline is the author's latest. When the editor
 * opens it again online and the server still holds the version it was
 * written on, it is put back and saved by itself, with a notice and no
 * question; only a server that moved on meanwhile shows both texts.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect as baseExpect,
  type Page,
} from '@playwright/test';
import { eachTestOnANewBook } from './each-test-book';
import {
  callApi,
  contentBox,
  openEditor,
  serverChapter,
  syncStatus,
  typeAtEnd,
} from './editor-helpers';
import { expectAccessible, test } from './fixtures';

// The machine running these is shared and often busy: patience, not sleeps.
const expect = baseExpect.configure({ timeout: 15_000 });

test.setTimeout(90_000);

const OPENING = '林川站在青石镇的屋顶上。';
const OFFLINE = '断网以后写下的这一段，只在这台设备上。';

const fresh = eachTestOnANewBook(OPENING);

/**
 * Writes OFFLINE with no network, and the browser dies before the network
 * is back (a crash: no page-hide, no last save), so the text is only on
 * this device; the network then returns. Answers a new tab of the browser.
 * (Leaving the page normally is no use here: Chromium lets a closing page's
 * last save out even under offline emulation.)
 */
async function writeOfflineAndCrash(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
): Promise<Page> {
  page.on('dialog', (dialog) => void dialog.accept());
  await openEditor(page, fresh.book);
  await context.setOffline(true);
  await typeAtEnd(page, OFFLINE);
  await expect(syncStatus(page)).toContainText('网络已断开');
  // On this device before the crash.
  await expect.poll(() => storedDraftContent(page, fresh.book.chapterId)).toBe(OPENING + OFFLINE);
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  // The command never answers: the renderer is gone.
  void cdp.send('Page.crash').catch(() => {});
  await crashed;
  // The dead tab goes (setOffline cannot reach a crashed target), the network returns.
  await page.close();
  await context.setOffline(false);
  expect((await serverChapter(request, fresh.token, fresh.book.chapterId)).content).toBe(OPENING);
  return context.newPage();
}

/** The text this device's draft store holds for the chapter, or null. */
function storedDraftContent(page: Page, chapterId: string): Promise<string | null> {
  return page.evaluate(
    (key) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('inkwell-drafts');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve(null);
          const get = db.transaction('drafts').objectStore('drafts').get(key);
          get.onsuccess = () => resolve((get.result as { content?: string })?.content ?? null);
          get.onerror = () => resolve(null);
        };
      }),
    `chapter:${chapterId}`,
  );
}

const editorUrl = () =>
  `/chapter-add?book_id=${fresh.book.bookId}&chapter_id=${fresh.book.chapterId}`;

test('back online on an unchanged server, the offline text is put back and saved with no question', async ({
  page,
  context,
  request,
}) => {
  const again = await writeOfflineAndCrash(page, context, request);
  await again.goto(editorUrl());
  const notice = again.getByText('已恢复本机草稿');
  await expect(notice).toBeVisible();
  await expect(contentBox(again)).toHaveValue(OPENING + OFFLINE);
  await expect
    .poll(async () => (await serverChapter(request, fresh.token, fresh.book.chapterId)).content)
    .toBe(OPENING + OFFLINE);
  await expect(syncStatus(again)).toContainText('已保存到云端');
  await expect(again.getByText(/已自动恢复并保存到云端/)).toBeVisible();
  // No choice was ever asked for.
  await expect(again.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(again, 'the editor after putting back an offline draft');

  // Writing on clears the notice; the text goes on saving as usual.
  await typeAtEnd(again, '又一句。');
  await expect(notice).toBeHidden();
  await expect
    .poll(async () => (await serverChapter(request, fresh.token, fresh.book.chapterId)).content)
    .toBe(`${OPENING + OFFLINE}又一句。`);
});

test('in English, the notice says the draft was restored and saved', async ({
  page,
  context,
  request,
}) => {
  const again = await writeOfflineAndCrash(page, context, request);
  await again.addInitScript(() => localStorage.setItem('arco-locale', 'en-US'));
  await again.goto(editorUrl());
  await expect(again.getByText('Draft from this device restored')).toBeVisible();
  await expect(again.getByText(/was restored and saved to the cloud/)).toBeVisible();
  await expect
    .poll(async () => (await serverChapter(request, fresh.token, fresh.book.chapterId)).content)
    .toBe(OPENING + OFFLINE);
});

test('when the server moved on meanwhile, both texts are shown and nothing is saved until the author chooses', async ({
  page,
  context,
  request,
}) => {
  const again = await writeOfflineAndCrash(page, context, request);
  const chapter = await serverChapter(request, fresh.token, fresh.book.chapterId);
  const elsewhere = '另一台设备上改过的正文。';
  await callApi(request, fresh.token, 'POST', '/author/chapter/update', {
    chapter_id: fresh.book.chapterId,
    version: chapter.version,
    content: elsewhere,
  });

  await again.goto(editorUrl());
  const conflict = again.getByRole('alertdialog', { name: '本章有两个版本' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('textbox', { name: '你的版本（当前页面）' })).toHaveValue(
    OPENING + OFFLINE,
  );
  await expect(conflict.getByRole('textbox', { name: /已保存的版本/ })).toHaveValue(elsewhere);
  await expect(again.getByText('已恢复本机草稿')).toHaveCount(0);
  expect((await serverChapter(request, fresh.token, fresh.book.chapterId)).content).toBe(elsewhere);

  await conflict.getByRole('button', { name: '保留我的版本' }).click();
  await expect
    .poll(async () => (await serverChapter(request, fresh.token, fresh.book.chapterId)).content)
    .toBe(OPENING + OFFLINE);
});
