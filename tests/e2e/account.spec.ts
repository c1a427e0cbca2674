/**
 * The account screens as an author uses them (zh-CN): the server-masked
 * phone revealed with a code from the outbox and masked again, the profile
 * edited (with an avatar) and saved, a password set by an author registered
 * by SMS, and a forgotten password reset from the login page.
 *
 * A phone may receive one SMS code a minute (server/services/auth/sms.ts): the
 * two fresh authors are registered first, and their password tests wait for
 * that minute to pass rather than break the limit.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { solidPng } from '../contract/images';
import { expect, test } from './fixtures';
import { SIGNED_AUTHOR, untilNextCode } from './helpers';

interface Registered {
  phone: string;
  token: string;
  /** When its registration code went out: its next code may go a little later. */
  codeAt: number;
}

/** The side menu's accessible name (zh-CN). */
const MENU_NAME = '主导航';

async function lastCode(request: APIRequestContext, phone: string, scene: string) {
  const answer = await request.get(`/dev/outbox?phone=${phone}`);
  const { body } = (await answer.json()) as { body: { list: { scene: string; code: string }[] } };
  const entry = body.list.find((e) => e.scene === scene);
  if (!entry) throw new Error(`no ${scene} code for ${phone}`);
  return entry.code;
}

/** A new author registered by SMS code through the API: no password yet. */
async function register(request: APIRequestContext, penName: string): Promise<Registered> {
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await request.post('/author/user/send_code', { data: { phone, scene: 'login' } });
  const codeAt = Date.now();
  const login = await request.post('/author/user/login', {
    data: { phone, code: await lastCode(request, phone, 'login') },
  });
  const { body } = (await login.json()) as { body: { token: string } };
  await request.post('/author/user/confirm_register', {
    headers: { 'x-token': body.token },
    data: { pen_name: penName, agree_terms: true },
  });
  return { phone, token: body.token, codeAt };
}

/** Opens a page of the app as `author`, whose session is put in storage first. */
async function openAs(page: Page, author: Registered, path: string) {
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('token', token), author.token);
  await page.goto(path);
}

let setter: Registered;
let forgetter: Registered;

test.beforeAll(async ({ request }) => {
  const suffix = String(Math.floor(Math.random() * 1e4));
  setter = await register(request, `设密作者${suffix}`);
  forgetter = await register(request, `忘密作者${suffix}`);
});

test.describe('as the signed demo author', () => {
  test.use({ author: SIGNED_AUTHOR });

  test('reveals the masked phone with a code from the outbox, then masks it again', async ({
    page,
    request,
  }) => {
    await page.goto('/account-info');
    // The first page of a worker loads its chunks cold, on a shared machine.
    await expect(page.getByRole('heading', { name: '账号信息', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    // Every chip from the data.
    await expect(page.getByText('已实名认证')).toBeVisible();
    await expect(page.getByText('已签约', { exact: true })).toBeVisible();
    const personal = page.getByRole('region', { name: '个人信息' });
    await expect(personal.getByText('138****0001')).toBeVisible();
    await expect(personal.getByText('林*')).toBeVisible();
    await expect(page.getByText(SIGNED_AUTHOR)).toHaveCount(0);

    await personal.getByRole('button', { name: '查看' }).click();
    await expect(personal.getByText('请输入发送到 138****0001 的验证码。')).toBeVisible();
    await personal.getByLabel('验证码').fill('000000');
    await personal.getByRole('button', { name: '查看信息' }).click();
    await expect(personal.getByText('验证码错误，还可以尝试 4 次')).toBeVisible();

    await personal.getByLabel('验证码').fill(await lastCode(request, SIGNED_AUTHOR, 'sensitive'));
    await personal.getByRole('button', { name: '查看信息' }).click();
    await expect(personal.getByText(SIGNED_AUTHOR)).toBeVisible();
    await expect(personal.getByText('林墨')).toBeVisible();

    await personal.getByRole('button', { name: '隐藏' }).click();
    await expect(personal.getByText('138****0001')).toBeVisible();
    await expect(page.getByText(SIGNED_AUTHOR)).toHaveCount(0);
  });

  test('locks the pen name of a signed author and says why', async ({ page }) => {
    await page.goto('/account-edit');
    await expect(page.getByLabel('笔名')).toBeDisabled({ timeout: 20_000 });
    await expect(page.getByText('你已签约，笔名已锁定。如需修改，请联系责任编辑。')).toBeVisible();
  });
});

test('edits and saves the profile with a new avatar', async ({ page }) => {
  await openAs(page, setter, '/account-info');
  await page.getByRole('link', { name: '编辑资料' }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: '编辑账号', level: 1 })).toBeVisible();
  // The Account info menu entry stays highlighted.
  const menu = page.getByRole('navigation', { name: MENU_NAME });
  await expect(menu.getByRole('link', { name: '账号信息' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const save = page.getByRole('button', { name: '保存', exact: true });
  await expect(save).toBeDisabled();

  await page.getByLabel('邮箱').fill('not-an-email');
  await page.getByLabel('QQ 号').fill('12345678');
  await save.click();
  await expect(page.getByText('格式不正确')).toBeVisible();
  await page.getByLabel('邮箱').fill('qingdeng@example.com');
  await expect(page.getByText('格式不正确')).toHaveCount(0);
  await page.getByLabel('作者简介').fill('夜里写字的人。');

  // A GIF is refused before it is sent; a PNG uploads.
  const input = page.getByTestId('avatar-input');
  await input.setInputFiles({
    name: 'a.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByText('不支持该文件类型')).toBeVisible();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng() });
  // Issue 13: a picture is cropped square before it uploads.
  await page
    .getByRole('dialog', { name: '裁剪头像' })
    .getByRole('button', { name: '使用这张图片' })
    .click();
  await expect(page.locator('img[src^="/uploads/avatar/"]')).toBeVisible();

  await save.click();
  await expect(page.getByText('资料已保存。')).toBeVisible();
  await expect(save).toBeDisabled();
  // Saved values come back masked by the server's rule: read-only text with
  // a Change action, never text to edit (typing after the mask stored it).
  await expect(page.getByText('qi***@example.com')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '邮箱' })).toHaveCount(0);
  await page.getByRole('button', { name: '修改邮箱' }).click();
  const email = page.getByRole('textbox', { name: '邮箱' });
  await expect(email).toHaveValue('');
  // The masked value pasted back is refused before it is sent.
  await email.fill('qi***@example.comm');
  await save.click();
  await expect(
    page.getByText('这是页面上的脱敏显示，不是真实内容，请输入完整的内容'),
  ).toBeVisible();
  await page.getByRole('button', { name: '保留原内容' }).click();
  await expect(page.getByText('qi***@example.com')).toBeVisible();
  await expect(save).toBeDisabled();

  await menu.getByRole('link', { name: '账号信息' }).click();
  // By role: the edit page, kept alive hidden, holds the same texts.
  const values = page.getByRole('definition');
  await expect(values.filter({ hasText: '12345678' })).toBeVisible();
  await expect(values.filter({ hasText: '夜里写字的人。' })).toBeVisible();
});

test('sets a password for an author registered by SMS', async ({ page, request }) => {
  test.setTimeout(120_000);
  await openAs(page, setter, '/account-info');
  await expect(page.getByText('未设置密码', { exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '设置密码' }).click();
  const dialog = page.getByRole('dialog', { name: '设置密码' });

  await dialog.getByLabel('新密码').fill('qwerty123');
  await dialog.getByRole('button', { name: '保存密码' }).click();
  await expect(dialog.getByText('该密码过于常见，请换一个')).toBeVisible();

  await untilNextCode(setter.codeAt);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByText('验证码已发送，5 分钟内有效。')).toBeVisible();
  await dialog.getByLabel('验证码').fill(await lastCode(request, setter.phone, 'set_pwd'));
  await dialog.getByLabel('新密码').fill('Quiet#river7');
  await expect(dialog.getByText(/强度：/)).toBeVisible();
  await dialog.getByRole('button', { name: '保存密码' }).click();
  await expect(dialog.getByText(/密码已保存/)).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByText('已设置密码', { exact: true })).toBeVisible();

  // This tab kept its session (a fresh token); the old one was ended.
  await page.reload();
  await expect(page.getByRole('heading', { name: '账号信息', level: 1 })).toBeVisible();
  const old = await request.get('/author/user/info', { headers: { 'x-token': setter.token } });
  expect(((await old.json()) as { code: number }).code).toBe(109017);
});

test.describe('logged out', () => {
  test('resets a forgotten password through the outbox and logs in with it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await page.getByRole('button', { name: '忘记密码？' }).click();
    await expect(page.getByRole('heading', { name: '重置密码' })).toBeVisible();
    await page.getByLabel('手机号').fill(forgetter.phone);
    await untilNextCode(forgetter.codeAt);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/如果该号码已注册/)).toBeVisible();
    await page.getByLabel('验证码').fill(await lastCode(request, forgetter.phone, 'reset_pwd'));
    await page.getByLabel('新密码').fill(`a${forgetter.phone}`);
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码不能包含你的手机号')).toBeVisible();
    await page.getByLabel('新密码').fill('Lantern#42');
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText(/密码已重置/)).toBeVisible();

    await page.getByRole('button', { name: '返回登录' }).click();
    await page.getByLabel('账号').fill(forgetter.phone);
    await page.getByLabel('密码').fill('Lantern#42');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
