// A right-to-left language: the document's direction and language follow the player's choice.
import { EVERY_DEVICE, expect, loginForm, test, useLanguage } from './fixtures.mjs';

const AR = { username: 'اسم المستخدم', password: 'كلمة المرور', submit: 'تسجيل الدخول', title: 'تسجيل الدخول' };

test('in Arabic the login page is right-to-left and in Arabic', { tag: EVERY_DEVICE }, async ({ page, context }) => {
  await useLanguage(context, 'AR');
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const form = loginForm(page, AR);
  await expect(page.getByRole('heading', { name: AR.title })).toBeVisible();
  await expect(form.username).toBeVisible();
  await expect(form.password).toBeVisible();
  await expect(form.submit).toBeVisible();
  await expect(page).toHaveTitle(AR.title);
  await expect(page.locator('mc-login .mc-frame')).toHaveAttribute('dir', 'rtl');
  // The direction reaches into the form's shadow DOM.
  const direction = await form.username.evaluate((input) => getComputedStyle(input).direction);
  expect(direction).toBe('rtl');
});
