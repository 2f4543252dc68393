// SPEC §2 route guard, in the default language (CN): every route needs a session except the public ones.
import { expect, LABELS, loginForm, test } from './fixtures.mjs';

const cn = LABELS.CN;

async function expectLoginPage(page) {
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('heading', { name: cn.title, exact: true })).toBeVisible();
  const form = loginForm(page, cn);
  await expect(form.username).toBeVisible();
  await expect(form.username).toBeEditable();
  await expect(form.password).toHaveAttribute('type', 'password');
  await expect(form.submit).toBeEnabled();
}

test('a visitor opening the home page lands on the login form', async ({ page }) => {
  await page.goto('/m/home');
  await expectLoginPage(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page).toHaveTitle(cn.title);
});

test('the referral page is reachable without a session', async ({ page }) => {
  await page.goto('/m/inviteFriends');
  await expect(page.getByRole('heading', { level: 1, name: '邀请好友' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/m/home');
});

test('feedback without a stored session goes home, and from there to login', async ({ page }) => {
  await page.goto('/m/feedback');
  await expectLoginPage(page);
});

test('an unknown path is the home page, so a visitor is sent to login', async ({ page }) => {
  await page.goto('/m/whatever?from=nowhere');
  await expectLoginPage(page);
  // The login page drops the query of the page the visitor was sent away from.
  expect(new URL(page.url()).search).toBe('');
});

test('the entry page with an invite code opens registration, and keeps the codes', async ({ page, context }) => {
  await page.goto('/m/index?affiliateCode=AFF01&r=REF9');
  // A friend's invite link opens registration with the code filled in, not the login form.
  await expect(page).toHaveURL(/\/m\/register\?affiliateCode=AFF01&r=REF9$/);
  await expect(page.locator('mc-register input[name=referralCode]')).toHaveValue('REF9');
  const regInfo = await page.evaluate(() => JSON.parse(localStorage.getItem('reg_info') ?? 'null'));
  expect(regInfo).toEqual({ affiliateCode: 'AFF01', referralCode: 'REF9', originalDomain: new URL(page.url()).host });
  const cookie = (await context.cookies()).find((c) => c.name === 'affiliateCode');
  expect(cookie?.value).toBe('AFF01');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  // 90 days, give or take the seconds the test took.
  expect(Math.round((cookie.expires * 1000 - Date.now()) / 86_400_000)).toBe(90);
});
