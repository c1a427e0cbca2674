import { expect as baseExpect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { test } from './fixtures';
import { openHome, UNSIGNED_AUTHOR } from './helpers';

// Every test here runs as this author (a session in the storage state, ./fixtures.ts).
test.use({ author: UNSIGNED_AUTHOR });

// Three checkouts share two cores while these run: allow slow answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/**
 * Creating a book in the UI: every kind of bad input shows its error in
 * place (in both languages), then a correct form creates the book, which the
 * details page and the right list show, also after a reload. Books are
 * created by the unsigned author (青山客), whose list no other spec counts.
 */

interface Texts {
  locale: 'zh-CN' | 'en-US';
  kind: 'long' | 'short';
  list: string;
  createButton: string;
  submit: string;
  kindLabel: string;
  fields: {
    title: string;
    male: string;
    genre: string;
    subgenre: string;
    /** The genre and sub-category picked, named in the page's language. */
    pickGenre: string;
    pickLeaf: string;
    tags: string;
    addTag: string;
    protagonists: string;
    addName: string;
    synopsis: string;
    cover: string;
  };
  errors: {
    titleRequired: string;
    audienceRequired: string;
    categoryRequired: string;
    synopsisRequired: string;
    titleTooLong: string;
    synopsisTooShort: string;
    tagTooLong: string;
    tagDuplicate: string;
    tagsTooMany: string;
    protagonistTooLong: string;
    protagonistsTooMany: string;
    coverType: string;
    coverSize: string;
    titleTaken: string;
  };
  created: string;
  writeFirst: string;
  inReview: string;
}

const ZH: Texts = {
  locale: 'zh-CN',
  kind: 'long',
  list: '/book-manage',
  createButton: '创建作品',
  submit: '创建作品',
  kindLabel: '长篇',
  fields: {
    title: '书名',
    male: '男频',
    genre: '作品分类',
    subgenre: '子分类',
    pickGenre: '悬疑',
    pickLeaf: '诡秘悬疑',
    tags: '作品标签',
    addTag: '添加标签',
    protagonists: '主角名',
    addName: '添加主角',
    synopsis: '作品简介',
    cover: '上传封面',
  },
  errors: {
    titleRequired: '请输入书名',
    audienceRequired: '请选择目标读者',
    categoryRequired: '请选择作品分类和子分类',
    synopsisRequired: '请填写作品简介',
    titleTooLong: '书名不能超过 30 个字',
    synopsisTooShort: '简介至少需要 20 个字',
    tagTooLong: '每个标签不能超过 8 个字',
    tagDuplicate: '这个标签已经添加过了',
    tagsTooMany: '最多添加 5 个标签',
    protagonistTooLong: '主角名不能超过 12 个字',
    protagonistsTooMany: '最多填写 2 个主角',
    coverType: '请选择 JPG 或 PNG 格式的图片',
    coverSize: '封面图片不能超过 2 MB',
    titleTaken: '你已有同名作品，请换一个书名',
  },
  created: '作品创建成功',
  writeFirst: '写第一章',
  inReview: '审核中',
};

const EN: Texts = {
  locale: 'en-US',
  kind: 'short',
  list: '/book-shorts',
  createButton: 'Create book',
  submit: 'Create book',
  kindLabel: 'Short novel',
  fields: {
    title: 'Title',
    male: 'Male channel',
    genre: 'Category',
    subgenre: 'Sub-category',
    pickGenre: 'Suspense',
    pickLeaf: 'Supernatural suspense',
    tags: 'Tags',
    addTag: 'Add tag',
    protagonists: 'Protagonists',
    addName: 'Add name',
    synopsis: 'Synopsis',
    cover: 'Upload cover',
  },
  errors: {
    titleRequired: 'Enter a title',
    audienceRequired: 'Choose the audience',
    categoryRequired: 'Choose a category and a sub-category',
    synopsisRequired: 'Write a synopsis',
    titleTooLong: 'A title can have at most 30 characters',
    synopsisTooShort: 'The synopsis needs at least 20 characters',
    tagTooLong: 'A tag can have at most 8 characters',
    tagDuplicate: 'This tag is already added',
    tagsTooMany: 'At most 5 tags',
    protagonistTooLong: 'A name can have at most 12 characters',
    protagonistsTooMany: 'At most 2 protagonists',
    coverType: 'Choose a JPG or PNG image',
    coverSize: 'The cover can be at most 2 MB',
    titleTaken: 'You already have a book with this title',
  },
  created: 'Book created',
  writeFirst: 'Write the first chapter',
  inReview: 'In review',
};

const SYNOPSIS = '一座被潮水围困的孤城，一个能听见石头说话的少年，和一场持续了三百年的约定。';

async function useLocale(page: Page, locale: Texts['locale']) {
  if (locale === 'zh-CN') return;
  await page.evaluate((l) => localStorage.setItem('arco-locale', l), locale);
  await page.reload();
}

/** Adds one entry to a name list (tags, protagonists) by typing it and pressing Enter. */
async function addName(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: new RegExp(`^${label} \\(`) });
  await input.fill(value);
  await input.press('Enter');
}

/** Creates a long novel (男频 / 历史 / 两宋元明) in Chinese and waits for its details page. */
async function createHistoryBook(page: Page, title: string) {
  await openHome(page);
  await page.goto('/book-manage/create-book');
  await page.getByRole('textbox', { name: '书名' }).fill(title);
  await page.getByRole('radio', { name: '男频' }).check();
  await page.getByRole('combobox', { name: '作品分类' }).selectOption({ label: '历史' });
  await page.getByRole('combobox', { name: '子分类' }).selectOption({ label: '两宋元明' });
  await page.getByRole('textbox', { name: '作品简介' }).fill(SYNOPSIS);
  await page.getByRole('main').getByRole('button', { name: '创建作品', exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

for (const texts of [ZH, EN]) {
  test(`creating a ${texts.kind} novel shows every error in place, then creates it (${texts.locale})`, async ({
    page,
  }) => {
    const title = `潮汐之城${texts.locale}${Date.now() % 100000}`;
    const e = texts.errors;
    const f = texts.fields;
    await openHome(page);
    await useLocale(page, texts.locale);
    await page.goto(texts.list);
    await page.getByRole('link', { name: texts.createButton }).first().click();
    await expect(page).toHaveURL(new RegExp(`/book-manage/create-book\\?kind=${texts.kind}$`));
    await expect(page.getByRole('radio', { name: texts.kindLabel })).toBeChecked();

    // Nothing filled: each required field says what it needs.
    const submit = page.getByRole('main').getByRole('button', { name: texts.submit, exact: true });
    await submit.click();
    for (const message of [
      e.titleRequired,
      e.audienceRequired,
      e.categoryRequired,
      e.synopsisRequired,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // The author is taken to the first field to fix.
    await expect(page.getByRole('textbox', { name: f.title })).toBeFocused();
    // The error under the category does not push the sub-category's select down.
    const top = async (name: string) =>
      (await page.getByRole('combobox', { name, exact: true }).boundingBox())?.y;
    expect(await top(f.subgenre)).toBe(await top(f.genre));

    // Too long a title, too short a synopsis.
    await page.getByRole('textbox', { name: f.title }).fill('长'.repeat(31));
    await page.getByRole('textbox', { name: f.synopsis }).fill('太短的简介');
    await submit.click();
    await expect(page.getByText(e.titleTooLong, { exact: true })).toBeVisible();
    await expect(page.getByText(e.synopsisTooShort, { exact: true })).toBeVisible();

    // Tags: too long, a repeat, a sixth one.
    await addName(page, f.tags, '九个字的标签太长了');
    await expect(page.getByText(e.tagTooLong, { exact: true })).toBeVisible();
    for (const tag of ['悬疑', '孤城', '少年', '约定']) await addName(page, f.tags, tag);
    await expect(page.getByText(e.tagTooLong, { exact: true })).toBeHidden();
    await addName(page, f.tags, '悬疑');
    await expect(page.getByText(e.tagDuplicate, { exact: true })).toBeVisible();
    await addName(page, f.tags, '奇幻');
    await addName(page, f.tags, '潮汐');
    await expect(page.getByText(e.tagsTooMany, { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: `${f.tags} (5/5)` })).toBeVisible();

    // Protagonists: too long a name, a third one.
    await addName(page, f.protagonists, '十三个字的名字实在是太长了啊');
    await expect(page.getByText(e.protagonistTooLong, { exact: true })).toBeVisible();
    await addName(page, f.protagonists, '林潮');
    await addName(page, f.protagonists, '石语');
    await addName(page, f.protagonists, '第三人');
    await expect(page.getByText(e.protagonistsTooMany, { exact: true })).toBeVisible();

    // Covers: not an image type, too big, and a "PNG" whose content is not one (the server's check).
    const cover = page.getByLabel(f.cover, { exact: true }).and(page.locator('input[type=file]'));
    await cover.setInputFiles({
      name: 'cover.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.getByText(e.coverType, { exact: true })).toBeVisible();
    await cover.setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(page.getByText(e.coverSize, { exact: true })).toBeVisible();
    await cover.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not a picture'),
    });
    await expect(page.getByText(e.coverType, { exact: true })).toBeVisible();

    // A title the author already uses: the server's 104001 lands on the title.
    await page.getByRole('textbox', { name: f.title }).fill('山河旧梦');
    await page.getByRole('textbox', { name: f.synopsis }).fill(SYNOPSIS);
    await page.getByRole('radio', { name: f.male, exact: true }).check();
    await page
      .getByRole('combobox', { name: f.genre, exact: true })
      .selectOption({ label: f.pickGenre });
    await page
      .getByRole('combobox', { name: f.subgenre, exact: true })
      .selectOption({ label: f.pickLeaf });
    await submit.click();
    await expect(page.getByText(e.titleTaken, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/create-book/);

    // Correct at last.
    await page.getByRole('textbox', { name: f.title }).fill(title);
    await submit.click();
    await expect(page).toHaveURL(/\/book-manage\/book-info\?book_id=[A-Za-z0-9_-]+&created=1$/);
    await expect(page.getByText(texts.created)).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Once: the created notice does not repeat the page's first action.
    const writeFirst = page.getByRole('link', { name: texts.writeFirst });
    await expect(writeFirst).toHaveCount(1);
    await expect(writeFirst).toHaveAttribute('href', /^\/chapter-add\?book_id=/);
    // Visible only: the book list stays in the page, hidden, as a cached tab.
    await expect(
      page.getByText(texts.inReview, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(page.getByText('悬疑 · 孤城 · 少年 · 约定 · 奇幻')).toBeVisible();
    // The category in the page's language, in the header and in its field.
    await expect(
      page.getByText(`${texts.kindLabel} · ${f.male} / ${f.pickGenre} / ${f.pickLeaf}`),
    ).toBeVisible();
    await expect(page.getByText(`${f.male} · ${f.pickGenre} / ${f.pickLeaf}`)).toBeVisible();

    // A reload shows the stored book, not the form's memory.
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // It is in the list of its kind, and only there.
    await page.goto(texts.list);
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    await page.goto(texts.list === '/book-manage' ? '/book-shorts' : '/book-manage');
    await expect(
      page
        .getByRole('heading', { name: '山河旧梦', level: 3 })
        .or(page.getByRole('heading', { name: '灯下黑', level: 3 })),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeHidden();
  });
}

test('the title of a book in review is edited in place on its details page', async ({ page }) => {
  const title = `雁门关外${Date.now() % 100000}`;
  await createHistoryBook(page, title);

  await page.getByRole('button', { name: '修改书名' }).click();
  const input = page.getByRole('textbox', { name: '书名' });
  await input.fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入书名', { exact: true })).toBeVisible();
  await input.fill(`${title}·新`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('heading', { name: `${title}·新` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `${title}·新` })).toBeVisible();

  // The category too: another genre needs its sub-category picked again.
  await page.getByRole('button', { name: '修改作品分类' }).click();
  const genre = page.getByRole('combobox', { name: '作品分类' });
  await expect(genre).toHaveValue(/.+/);
  await genre.selectOption({ label: '科幻' });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请选择作品分类和子分类')).toBeVisible();
  await page.getByRole('combobox', { name: '子分类' }).selectOption({ label: '星际文明' });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('男频 · 科幻 / 星际文明')).toBeVisible();
  await expect(page.getByText('长篇 · 男频 / 科幻 / 星际文明')).toBeVisible();
});

test('the category editor names categories in the page language and follows a switch', async ({
  page,
}) => {
  const title = `双语分类${Date.now() % 100000}`;
  await createHistoryBook(page, title);
  await expect(page.getByText('长篇 · 男频 / 历史 / 两宋元明')).toBeVisible();

  await page.getByRole('button', { name: '修改作品分类' }).click();
  await expect(page.getByRole('combobox', { name: '作品分类' })).toHaveValue(/.+/);
  // A page that reloads loses this mark: the switch must not reload.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole('button', { name: '切换到 English' }).click();

  const genre = page.getByRole('combobox', { name: 'Category', exact: true });
  const leaf = page.getByRole('combobox', { name: 'Sub-category', exact: true });
  await expect(genre.locator('option:checked')).toHaveText('History');
  await expect(leaf.locator('option:checked')).toHaveText('Song, Yuan and Ming');
  await expect(
    page.getByText('Long novel · Male channel / History / Song, Yuan and Ming'),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expectAccessible(page, 'category editor (en-US)');

  await genre.selectOption({ label: 'Sci-fi' });
  await leaf.selectOption({ label: 'Interstellar civilisation' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Male channel · Sci-fi / Interstellar civilisation')).toBeVisible();
  await expect(
    page.getByText('Long novel · Male channel / Sci-fi / Interstellar civilisation'),
  ).toBeVisible();
});
