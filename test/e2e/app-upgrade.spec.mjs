// The app-upgrade modal inside the merchant's native app (SPEC §2, §4): offered to an older app, mandatory
// without a close button, never in a browser.
import { expect, sandbox, test, useLanguage } from './fixtures.mjs';

const IN_APP = (version) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 McApp/${version}`;
const modal = (page) => page.locator('mc-app-upgrade').getByRole('dialog');

test(`an older app is offered the new version and can close the offer`, async ({ newContext }) => {
  const context = await newContext({ userAgent: IN_APP('2.4.10') });
  await useLanguage(context, 'EN');
  const page = await context.newPage();
  await page.goto('/m/login');
  await expect(modal(page)).toContainText('Version 2.4.41 of the app is ready');
  await expect(modal(page).getByRole('link', { name: 'Update now' })).toHaveAttribute('href', /demo-lottery-2\.4\.41\.apk$/);
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(modal(page)).toBeHidden();
  const [call] = await sandbox.requests('/wps/system/appVersion');
  expect(call.query).toMatchObject({ platform: 'android', version: '2.4.10' });
});

test(`a mandatory update cannot be closed`, async ({ newContext }) => {
  await sandbox.switches({ MANDATORYAPPUPDATES3: true });
  const context = await newContext({ userAgent: IN_APP('2.3.0') });
  await useLanguage(context, 'EN');
  const page = await context.newPage();
  await page.goto('/m/login');
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeVisible();
});

test(`a browser never asks for the app version`, async ({ page }) => {
  const answered = page.waitForResponse((response) => response.url().includes('/wps/system/appDownload'));
  await page.goto('/m/login');
  await answered;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sandbox.requests('/wps/system/appVersion')).toEqual([]);
  await expect(modal(page)).toHaveCount(0);
});
