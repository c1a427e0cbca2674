import { expect, type Page } from '@playwright/test';

/** Demo authors seeded by the reference server (README). */
export const SIGNED_AUTHOR = '13800000001';
export const UNSIGNED_AUTHOR = '13800000002';
export const DEMO_PASSWORD = 'Demo#2026';

/**
 * Seconds before a phone may ask for another SMS code on the e2e servers
 * (SMS_RESEND_AFTER_S, ./fixtures.ts): the real 60 s rule is the contract
 * tests'; a test that needs a second code here waits this long, not a minute.
 */
export const E2E_SMS_RESEND_AFTER_S = 2;

/** Waits until a phone that got a code at `codeAt` may ask again (no assertion on time). */
export async function untilNextCode(codeAt: number): Promise<void> {
  const wait = codeAt + E2E_SMS_RESEND_AFTER_S * 1000 + 100 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Fills the password tab of the login page (zh-CN labels) and submits it. */
export async function logInWithPassword(page: Page, phone: string): Promise<void> {
  await page.getByLabel('账号').fill(phone);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Opens the home page as the test's author: the session is already in the
 * browser's storage (`test.use({ author })`, ./fixtures.ts), so no login form.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  // The URL changes before the guard commits the page: wait for the shell.
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
}

/**
 * Logs in through the login page, as an author would, and waits for the home
 * page: for the tests whose subject is that way in (where the session lands).
 */
export async function logInThroughForm(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await logInWithPassword(page, phone);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
}
