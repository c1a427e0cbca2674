import { expect, type Page } from '@playwright/test';
import { createBook, pageApi, pageToken } from './api';
import { expectAccessible } from './axe';
import { test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

// Every test here runs as this author (a session in the storage state, ./fixtures.ts).
test.use({ author: SIGNED_AUTHOR });

// Chapter management at /chapter-manage: volumes, the virtual list on the
// seeded 3,000-chapter book (read only), bulk actions and import on books
// each test creates for itself, so the two workers never meet.

const call = <T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: Record<string, unknown>,
) => pageApi<T>(page, method, path, data);

/** A book of the signed author with a first volume, made through the API. */
async function newBook(page: Page, prefix: string) {
  const made = await createBook(page.request, await pageToken(page), prefix);
  return {
    book: { id: made.id, title: made.title },
    volumeId: made.volumeId,
    volumeTitle: made.volumeTitle,
  };
}

async function addChapters(page: Page, bookId: string, volumeId: string, titles: string[]) {
  const ids: string[] = [];
  for (const title of titles) {
    const chapter = await call<{ id: string }>(page, 'POST', '/author/chapter/create', {
      book_id: bookId,
      volume_id: volumeId,
      title,
      content: `${title}的正文。林远抬头，看见星门缓缓开启。`,
    });
    ids.push(chapter.id);
  }
  return ids;
}

async function starSeaId(page: Page): Promise<string> {
  const books = await call<{ list: { id: string; title: string }[] }>(
    page,
    'GET',
    '/author/book/list?kind=long&page_size=50',
  );
  return books.list.find((b) => b.title === '星海长歌')!.id;
}

const table = (page: Page) => page.getByRole('table', { name: '章节列表' });
const row = (page: Page, title: string | RegExp) => table(page).getByRole('row', { name: title });
/**
 * The list opens newest first (issue 14): the tests written for reading
 * order pick it first, as an author would.
 */
const readingOrder = (page: Page) =>
  page.getByRole('combobox', { name: '排序' }).selectOption('reading');

/** GB18030 bytes of a text, from the platform's decoder run backwards. */
function gb18030(text: string): Buffer {
  const decoder = new TextDecoder('gb18030');
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else {
      const pair = table.get(char);
      if (!pair) throw new Error(`no GB18030 double-byte form for ${char}`);
      bytes.push(...pair);
    }
  }
  return Buffer.from(bytes);
}

test.beforeEach(async ({ page }) => {
  await openHome(page);
});

test('the seeded 3,000-chapter book: paint, jump, search, filter, scroll deep', async ({
  page,
}) => {
  // Many steps over 3,000 chapters: 30 s was not enough on a loaded machine.
  test.setTimeout(90_000);
  const bookId = await starSeaId(page);
  await page.goto(`/chapter-manage?book_id=${bookId}`);
  await expect(page.getByRole('heading', { name: '章节管理', level: 1 })).toBeVisible();
  await expect(page.getByText('《星海长歌》')).toBeVisible();
  await readingOrder(page);
  await expect(row(page, /第1章/).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /全部（3,000）/ })).toBeVisible();
  // Only the rows in view are in the page, not 3,000.
  expect(await table(page).getByRole('row').count()).toBeLessThan(80);
  // Volumes with their counts.
  const volumes = page.getByRole('navigation', { name: '分卷' });
  await expect(volumes.getByRole('button', { name: /^第十卷 长歌未央/ })).toContainText('300 章');

  await page.getByLabel('跳转到第几章').fill('2500');
  await page.getByRole('button', { name: '跳转', exact: true }).click();
  await expect(row(page, /第2500章/)).toBeVisible();
  await page.getByLabel('跳转到第几章').fill('3001');
  await page.getByRole('button', { name: '跳转', exact: true }).click();
  await expect(page.getByText('没有第 3001 章')).toBeVisible();

  // Scroll to the very bottom: the last chapter's page is fetched on demand.
  await table(page)
    .getByRole('rowgroup')
    .last()
    .evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
  await expect(row(page, /第3000章/)).toBeVisible();

  await page.getByRole('searchbox', { name: '搜索章节' }).fill('第1234章');
  await expect(page.getByRole('row', { name: /第1234章/ })).toBeVisible();
  await expect(row(page, /第1章 /)).toHaveCount(0);

  await page.getByRole('searchbox', { name: '搜索章节' }).fill('');
  await page.getByRole('tab', { name: /草稿/ }).click();
  await expect(page.getByRole('tab', { name: /草稿/ })).toHaveAttribute('aria-selected', 'true');
  const drafts = table(page).getByRole('row').filter({ hasText: '草稿' });
  await expect(drafts.first()).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: '已发布' })).toHaveCount(0);

  // Picking a volume shows only its chapters.
  await page.getByRole('tab', { name: /全部/ }).click();
  await volumes.getByRole('button', { name: /^第三卷 烽火边疆/ }).click();
  await expect(row(page, /第601章/)).toBeVisible();
});

test('back from a chapter: the list, where the author left it', async ({ page }) => {
  const bookId = await starSeaId(page);
  await page.goto(`/chapter-manage?book_id=${bookId}`);
  await readingOrder(page);
  await expect(row(page, /第1章/).first()).toBeVisible();
  await table(page)
    .getByRole('rowgroup')
    .last()
    .evaluate((body) => body.scrollTo({ top: 48 * 1999 }));
  const chapter = row(page, /第2000章/);
  await expect(chapter).toBeVisible();
  await chapter.getByRole('link').click();
  await expect(page).toHaveURL(/\/chapter-add\?book_id=\w+&chapter_id=\w+$/);
  await expect(page.getByRole('textbox', { name: '章节标题' })).toHaveValue(/第2000章/);

  await page.goBack();
  // The manage page, not a new chapter begun by the editor on its way out.
  await expect(page).toHaveURL(`/chapter-manage?book_id=${bookId}`);
  await expect(chapter).toBeVisible();
  await expect(row(page, /第1章 /)).toHaveCount(0);
});

test('a chapter written in the editor is in the list the author goes back to', async ({ page }) => {
  const { book, volumeId } = await newBook(page, '回到列表');
  await addChapters(page, book.id, volumeId, ['第1章 启程']);
  await page.goto(`/chapter-manage?book_id=${book.id}`);
  await expect(page.getByRole('tab', { name: '全部（1）' })).toBeVisible();
  // The list stays alive in its tab while the editor is open.
  await page.getByRole('link', { name: '新建章节' }).click();
  await page.getByRole('textbox', { name: '章节标题' }).fill('第2章 归来');
  await page.getByRole('textbox', { name: '正文' }).fill('他回到了城门下，天已经亮了。');
  await page.getByRole('button', { name: '存为草稿' }).click();
  await expect(page).toHaveURL(/chapter_id=/);

  await page.getByRole('button', { name: '章节列表' }).click();
  await expect(row(page, /第2章 归来/)).toBeVisible();
  await expect(page.getByRole('tab', { name: '全部（2）' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '分卷' })).toContainText('2 章');
});

test('volumes: create, rename, reorder, delete when empty, refuse when not', async ({ page }) => {
  const { book, volumeId, volumeTitle: firstVolume } = await newBook(page, '分卷测试');
  await addChapters(page, book.id, volumeId, ['第1章 起']);
  await page.goto(`/chapter-manage?book_id=${book.id}`);
  const volumes = page.getByRole('navigation', { name: '分卷' });
  await expect(volumes.getByRole('heading', { name: '分卷（1）' })).toBeVisible();

  await volumes.getByRole('button', { name: '新建分卷' }).click();
  await volumes.getByLabel('新分卷名称').fill('第二卷 风起');
  await volumes.getByRole('button', { name: '保存' }).click();
  await expect(volumes.getByRole('button', { name: /^第二卷 风起/ })).toContainText('0 章');
  await expect(volumes.getByRole('heading', { name: '分卷（2）' })).toBeVisible();

  await volumes.getByRole('button', { name: '“第二卷 风起”的更多操作' }).click();
  await page.getByRole('menuitem', { name: '重命名' }).click();
  await volumes.getByLabel('“第二卷 风起”的新名称').fill('第二卷 云涌');
  await volumes.getByRole('button', { name: '保存' }).click();
  await expect(volumes.getByRole('button', { name: /^第二卷 云涌/ })).toBeVisible();

  await volumes.getByRole('button', { name: '“第二卷 云涌”的更多操作' }).click();
  await page.getByRole('menuitem', { name: '上移' }).click();
  const items = volumes.getByRole('listitem');
  await expect(items.nth(1)).toContainText('第二卷 云涌');
  await expect(items.nth(1)).toContainText('0 章');
  await expect(items.nth(2)).toContainText('1 章');

  // The first volume holds a chapter: refused, with the reason.
  await volumes.getByRole('button', { name: `“${firstVolume}”的更多操作` }).click();
  await page.getByRole('menuitem', { name: '删除分卷' }).click();
  await expect(volumes.getByRole('alert')).toContainText('分卷里还有章节');

  await volumes.getByRole('button', { name: '“第二卷 云涌”的更多操作' }).click();
  await page.getByRole('menuitem', { name: '删除分卷' }).click();
  await expect(volumes.getByRole('button', { name: /^第二卷 云涌/ })).toHaveCount(0);
  await expect(volumes.getByRole('heading', { name: '分卷（1）' })).toBeVisible();
});

test('bulk schedule, unschedule, publish, a refused trash, trash and restore', async ({ page }) => {
  const { book, volumeId } = await newBook(page, '批量测试');
  const titles = ['第1章 晨', '第2章 午', '第3章 暮', '第4章 夜'];
  await addChapters(page, book.id, volumeId, titles);
  await page.goto(`/chapter-manage?book_id=${book.id}`);
  await expect(row(page, /第4章 夜/)).toBeVisible();
  const select = (title: string) => page.getByRole('checkbox', { name: `选择 ${title}` }).check();

  await select('第1章 晨');
  await select('第2章 午');
  await expect(page.getByText('已选 2 章')).toBeVisible();
  await page.getByRole('button', { name: '定时发布' }).click();
  // The start's month closes on Escape without closing the dialog under it.
  const schedule = page.getByRole('dialog', { name: /定时发布/ });
  const pickDay = schedule.getByRole('button', { name: /：从日历选择$/ });
  await pickDay.click();
  await expect(page.getByRole('dialog', { name: /：从日历选择$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /：从日历选择$/ })).toHaveCount(0);
  await expect(pickDay).toBeFocused();
  await page.getByRole('dialog').getByRole('button', { name: '设为定时' }).click();
  await expect(page.getByRole('status')).toContainText('已为 2 章设置定时发布');
  await expect(row(page, /第1章 晨/)).toContainText('定时发布');
  await expect(page.getByRole('tab', { name: '定时（2）' })).toBeVisible();

  await select('第2章 午');
  await page.getByRole('button', { name: '取消定时' }).click();
  await expect(page.getByRole('status')).toContainText('已取消 1 章的定时发布');
  await expect(row(page, /第2章 午/)).toContainText('草稿');

  // Chapters 1 (scheduled) and 2 (a draft) come first: the author is asked, and goes ahead.
  await select('第3章 暮');
  await page.getByRole('button', { name: '立即发布' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '发布', exact: true }).click();
  const explanation = page.getByRole('alertdialog', { name: '前面还有未发布的章节' });
  await expect(explanation).toContainText('第2章 午（第 2 章 · 草稿）');
  await explanation.getByRole('button', { name: '仍然发布（不按顺序）' }).click();
  await expect(page.getByRole('status')).toContainText('已发布 1 章');
  await expect(row(page, /第3章 暮/)).toContainText('已发布');

  // A published chapter in the selection: refused, saying why and which.
  await select('第3章 暮');
  await select('第4章 夜');
  await page.getByRole('button', { name: '移入回收站' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('已发布的章节不能移入回收站');
  await expect(refusal).toContainText('第3章 暮');
  await expect(row(page, /第4章 夜/)).toContainText('草稿');

  await page.getByRole('checkbox', { name: '选择 第3章 暮' }).uncheck();
  await page.getByRole('button', { name: '移入回收站' }).click();
  await expect(page.getByRole('status')).toContainText('已将 1 章移入回收站');
  await expect(row(page, /第4章 夜/)).toHaveCount(0);

  await page.getByRole('tab', { name: '回收站（1）' }).click();
  await select('第4章 夜');
  await page.getByRole('button', { name: '恢复' }).click();
  await expect(page.getByRole('status')).toContainText('已恢复 1 章');
  await expect(page.getByRole('tab', { name: '回收站（0）' })).toBeVisible();
  await page.getByRole('tab', { name: /全部/ }).click();
  await expect(row(page, /第4章 夜/)).toContainText('草稿');
});

test('edits of published chapters: badge, their own tab, updated for readers or discarded at once', async ({
  page,
}) => {
  const { book, volumeId } = await newBook(page, '修订测试');
  const titles = ['第1章 春', '第2章 夏', '第3章 秋'];
  const ids = await addChapters(page, book.id, volumeId, titles);
  await call(page, 'POST', '/author/chapter/publish', { chapter_ids: ids });
  for (const id of ids) {
    const chapter = await call<{ version: number; content: string }>(
      page,
      'GET',
      `/author/chapter/info?chapter_id=${id}`,
    );
    await call(page, 'POST', '/author/chapter/update', {
      chapter_id: id,
      version: chapter.version,
      content: `${chapter.content}又添了一句。`,
    });
  }
  await page.goto(`/chapter-manage?book_id=${book.id}`);
  await expect(row(page, /第1章 春/)).toContainText('待更新');
  await page.getByRole('tab', { name: '待更新（3）' }).click();
  const select = (title: string) => page.getByRole('checkbox', { name: `选择 ${title}` }).check();
  await select('第1章 春');
  await select('第2章 夏');
  await page.getByRole('button', { name: '更新到已发布' }).click();
  const confirm = page.getByRole('dialog', { name: '更新 2 章已发布章节？' });
  await expect(confirm).toContainText('全书 3 章待更新，合计字数变化 +15');
  await expectAccessible(page, 'apply revisions dialog', { include: ['[role=dialog]'] });
  await confirm.getByRole('button', { name: '更新', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('已更新 2 章');
  await expect(page.getByRole('tab', { name: '待更新（1）' })).toBeVisible();
  await expect(row(page, /第1章 春/)).toHaveCount(0);
  const first = await call<{ content: string }>(
    page,
    'GET',
    `/author/chapter/info?chapter_id=${ids[0]}`,
  );
  expect(first.content.endsWith('又添了一句。')).toBe(true);

  await select('第3章 秋');
  await page.getByRole('button', { name: '放弃修改' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '放弃修改' }).click();
  await expect(page.getByRole('status')).toContainText('已放弃 1 章的修改');
  await expect(page.getByRole('tab', { name: '待更新（0）' })).toBeVisible();
  const third = await call<{ content: string; has_revision: boolean }>(
    page,
    'GET',
    `/author/chapter/info?chapter_id=${ids[2]}`,
  );
  expect(third.has_revision).toBe(false);
  expect(third.content.endsWith('又添了一句。')).toBe(false);
});

test('bulk schedule at set times each day: one chapter a time, in reading order', async ({
  page,
}) => {
  const { book, volumeId } = await newBook(page, '每日定时');
  const titles = ['第1章 朝', '第2章 夕', '第3章 又朝'];
  await addChapters(page, book.id, volumeId, titles);
  await page.goto(`/chapter-manage?book_id=${book.id}`);
  await expect(row(page, /第3章 又朝/)).toBeVisible();
  for (const title of titles) await page.getByRole('checkbox', { name: `选择 ${title}` }).check();
  await page.getByRole('button', { name: '定时发布' }).click();

  const schedule = page.getByRole('dialog', { name: '定时发布 3 章' });
  await schedule.getByRole('radio', { name: '每天固定时间' }).check();
  await expect(schedule.getByRole('textbox', { name: '从哪天开始' })).toHaveValue(/年/);
  await expect(
    schedule.getByRole('group', { name: /每天的发布时间（中国标准时间，UTC\+8）/ }),
  ).toBeVisible();
  await schedule.getByLabel('时间 1', { exact: true }).fill('21:00');
  await schedule.getByRole('button', { name: '添加时间' }).click();
  await schedule.getByLabel('时间 2', { exact: true }).fill('09:00');
  await expect(schedule.getByText('每天 2 章')).toBeVisible();

  // Tomorrow and the day after on the author's clock (the browser's, Beijing time).
  const day = (offset: number) => {
    const at = new Date(Date.now() + offset * 86_400_000);
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);
  };
  const expected = [
    `${day(1)}T09:00:00+08:00`,
    `${day(1)}T21:00:00+08:00`,
    `${day(2)}T09:00:00+08:00`,
  ];
  const preview = schedule.getByRole('listitem').filter({ hasText: /（第 \d+ 章）：/ });
  await expect(preview).toHaveCount(3);
  await expect(preview.nth(0)).toContainText(/第1章 朝.*09:00/);
  await expect(preview.nth(1)).toContainText(/第2章 夕.*21:00/);
  await expect(preview.nth(2)).toContainText(/第3章 又朝.*09:00/);
  await expectAccessible(page, 'times-of-day schedule', { include: ['[role=dialog]'] });

  await schedule.getByRole('button', { name: '设为定时' }).click();
  await expect(page.getByRole('status')).toContainText('已为 3 章设置定时发布');
  const { list } = await call<{ list: { title: string; publish_at: string | null }[] }>(
    page,
    'GET',
    '/author/chapter/list',
    { book_id: book.id },
  );
  const at = (title: string) => Date.parse(list.find((c) => c.title === title)!.publish_at!);
  expect(titles.map(at)).toEqual(expected.map((time) => Date.parse(time)));
});

test('select all: every chapter of the view, loaded or not, in one action', async ({ page }) => {
  const { book, volumeId } = await newBook(page, '全选测试');
  // 250 drafts: the list loads 100 rows a page, so most are not loaded yet.
  for (let from = 1; from <= 250; from += 100) {
    const chapters = Array.from({ length: Math.min(100, 251 - from) }, (_, i) => ({
      title: `第${from + i}章 潮汐`,
      content: '潮水退去，礁石上留下一行字。',
    }));
    await call(page, 'POST', '/author/chapter/import', {
      book_id: book.id,
      volume_id: volumeId,
      chapters,
    });
  }
  await page.goto(`/chapter-manage?book_id=${book.id}`);
  await readingOrder(page);
  await page.getByRole('checkbox', { name: '选择 第1章 潮汐' }).check();
  await expect(page.getByText('已选 1 章')).toBeVisible();
  await page.getByRole('button', { name: '全选此视图的 250 章' }).click();
  await expect(page.getByText('已选 250 章')).toBeVisible();
  await expect(page.getByRole('button', { name: /全选此视图/ })).toHaveCount(0);

  await page.getByRole('button', { name: '定时发布' }).click();
  await expect(page.getByRole('dialog')).toContainText('250');
  await page.getByRole('dialog').getByRole('button', { name: '设为定时' }).click();
  await expect(page.getByRole('status')).toContainText('已为 250 章设置定时发布');
  await expect(page.getByRole('tab', { name: '定时（250）' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '草稿（0）' })).toBeVisible();
});

test('import a UTF-8 and a GB18030 .txt as drafts', async ({ page }) => {
  const { book } = await newBook(page, '导入测试');
  await page.goto(`/chapter-manage?book_id=${book.id}`);
  await expect(page.getByText('这里还没有章节。')).toBeVisible();

  const utf8 =
    '作品简介：潮水围城。\n第1章 潮起\n　　孤城醒来。\n第2章 石语\n　　少年听见石头说话。\n';
  await page.getByRole('button', { name: '批量导入' }).click();
  const dialog = page.getByRole('dialog', { name: '批量导入章节' });
  await dialog.getByRole('tab', { name: '上传 .txt 文件' }).click();
  await dialog.getByLabel('选择 .txt 文件').setInputFiles({
    name: 'utf8.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(utf8, 'utf8'),
  });
  await expect(dialog.getByText('按 UTF-8 读取')).toBeVisible();
  await expect(dialog.getByText('共拆分出 3 章')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: '第2章 石语' })).toContainText('8字');
  await dialog.getByRole('button', { name: '导入为草稿（3 章）' }).click();
  await expect(dialog.getByRole('status')).toContainText('已导入 3 章草稿');
  await dialog.getByRole('button', { name: '继续导入其他内容' }).click();

  const gbk = '第3章 归墟\n　　潮水退去，露出古老的石阶。\n第4章 长歌\n　　他唱起了那首长歌。\n';
  await dialog.getByRole('tab', { name: '上传 .txt 文件' }).click();
  await dialog.getByLabel('选择 .txt 文件').setInputFiles({
    name: 'gbk.txt',
    mimeType: 'text/plain',
    buffer: gb18030(gbk),
  });
  await expect(dialog.getByText('按 GB18030 读取')).toBeVisible();
  await expect(dialog.getByText('共拆分出 2 章')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: '第3章 归墟' })).toBeVisible();
  await dialog.getByRole('button', { name: '导入为草稿（2 章）' }).click();
  await expect(dialog.getByRole('status')).toContainText('已导入 2 章草稿');
  await dialog.getByRole('button', { name: '完成' }).click();

  await expect(row(page, /序言/)).toContainText('草稿');
  await expect(row(page, /第4章 长歌/)).toBeVisible();
  await expect(page.getByRole('tab', { name: '草稿（5）' })).toBeVisible();
});

test('an import names the chapters that were not imported', async ({ page }) => {
  const { book } = await newBook(page, '导入失败');
  await page.goto(`/chapter-manage?book_id=${book.id}`);
  await page.getByRole('button', { name: '批量导入' }).click();
  const dialog = page.getByRole('dialog', { name: '批量导入章节' });
  const longTitle = `第2章 ${'长'.repeat(52)}`;
  await dialog.getByLabel('要导入的正文').fill(`第1章 好\n正文\n${longTitle}\n正文`);
  await expect(dialog.getByText('标题超过 50 个字，不会导入')).toBeVisible();
  await dialog.getByRole('button', { name: '导入为草稿（1 章）' }).click();
  await expect(dialog.getByRole('status')).toContainText('1 章没有导入');
  await expect(dialog.getByRole('list', { name: '没有导入的章节' })).toContainText(longTitle);
});
