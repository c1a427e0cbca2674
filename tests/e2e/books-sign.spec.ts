import { expect as baseExpect } from '@playwright/test';
import { test } from './fixtures';
import { openHome, UNSIGNED_AUTHOR } from './helpers';

// Every test here runs as this author (a session in the storage state, ./fixtures.ts).
test.use({ author: UNSIGNED_AUTHOR });

// Three checkouts share two cores while these run: allow slow answers.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const OUTLINE =
  '靖康年间汴京城破，书生赵怀瑾北上寻兄，途经雁门关与燕云十六州，结识义军首领柳如烟。' +
  '两人辗转江湖，卷入宋金和议的暗流，最终在黄天荡一役中见证一个王朝的黄昏与新生。';

/**
 * The signing application of 青山客's approved long novel 山河旧梦: the form
 * survives a reload mid-way (signFormData), is checked before sending, is
 * submitted and withdrawn. The only spec that touches this book.
 */
test('a signing application survives a reload mid-form, is submitted and withdrawn', async ({
  page,
  browser,
}) => {
  await openHome(page);
  await page.goto('/book-manage');
  await page.getByRole('link', { name: '作品详情: 山河旧梦' }).click();
  await expect(page.getByRole('heading', { name: '山河旧梦' })).toBeVisible();
  const form = page.getByRole('form', { name: '申请签约' });
  await expect(form).toBeVisible();

  // Half the form, then a reload.
  await form.getByRole('radio', { name: '独家签约', exact: true }).check();
  await form.getByRole('textbox', { name: '预计总字数' }).fill('1500000');
  await form.getByRole('textbox', { name: '作品大纲' }).fill(OUTLINE);
  await page.reload();
  await expect(form.getByRole('textbox', { name: '作品大纲' })).toHaveValue(OUTLINE);
  await expect(form.getByRole('textbox', { name: '预计总字数' })).toHaveValue('1500000');
  await expect(form.getByRole('radio', { name: '独家签约', exact: true })).toBeChecked();

  // A new browser session (local storage kept, session storage not) starts empty.
  const state = await page.context().storageState();
  const fresh = await browser.newContext({ storageState: state });
  const other = await fresh.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('form', { name: '申请签约' })).toBeVisible();
  await expect(
    other.getByRole('form', { name: '申请签约' }).getByRole('textbox', { name: '作品大纲' }),
  ).toHaveValue('');
  await fresh.close();

  // Checked before sending: what is missing or wrong says so in place.
  await form.getByRole('textbox', { name: '手机号' }).fill('12345');
  await form.getByRole('button', { name: '提交签约申请' }).click();
  await expect(form.getByText('请填写每周更新次数')).toBeVisible();
  await expect(form.getByText('请输入 11 位大陆手机号')).toBeVisible();
  await form.getByRole('textbox', { name: '每周更新次数' }).fill('20');
  await form.getByRole('button', { name: '提交签约申请' }).click();
  await expect(form.getByText('每周更新次数需在 1 到 14 次之间')).toBeVisible();

  await form.getByRole('textbox', { name: '每周更新次数' }).fill('7');
  await form.getByRole('textbox', { name: '手机号' }).fill('13800000002');
  await form.getByRole('button', { name: '提交签约申请' }).click();
  await expect(page.getByText('签约申请已提交，审核结果会通过消息通知你。')).toBeVisible();
  const application = page.getByRole('region', { name: '签约申请' });
  await expect(application.getByText('已提交')).toBeVisible();
  await expect(page.getByText('签约审核中').first()).toBeVisible();
  await expect(form).toBeHidden();

  // The server keeps it: a reload shows the application, not the form.
  await page.reload();
  await expect(application.getByText('已提交')).toBeVisible();
  await expect(application.getByText('150万字')).toBeVisible();
  await expect(form).toBeHidden();

  // Withdrawn, the book may apply again, with an empty form.
  await application.getByRole('button', { name: '撤回申请' }).click();
  await expect(page.getByText('签约申请已撤回。')).toBeVisible();
  await expect(application.getByText('已撤回')).toBeVisible();
  await expect(form.getByRole('textbox', { name: '作品大纲' })).toHaveValue('');
  await expect(page.getByText('未签约').first()).toBeVisible();
});
