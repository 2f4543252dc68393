// Plain image captcha at login (SPEC §4, §5) in English, for a merchant without Geetest: the platform's picture
// in the captcha box, a new one on request, a wrong code refused with the platform's message, and the next try
// with a new picture and an empty field.
import { control, DEMO, expect, LABELS, loginForm, sandbox, test, useLanguage } from './fixtures.mjs';

const en = LABELS.EN;

/** The picture issued last and its code, as the sandbox's control API tells them. */
const lastPicture = () => control('GET', '/__sandbox/captcha/image');
const wrongCode = (code) => (code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`);

test.beforeEach(async ({ context }) => {
  await useLanguage(context, 'EN');
  await sandbox.switches({ GEETEST3: true });
  await control('POST', '/__sandbox/captcha', { version: 'image' });
});

test('a player reads the code from the picture; a wrong one is refused and the next try gets a new picture', async ({ page }) => {
  await page.goto('/m/login');
  const form = loginForm(page, en);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();

  const box = page.getByRole('dialog', { name: 'Security check' });
  const picture = box.getByRole('img', { name: 'Picture of the security code' });
  const field = box.getByLabel('Code in the picture', { exact: true });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'off');
  expect(await sandbox.requests('/wps/session/login')).toHaveLength(0);

  // Hard to read? Another picture, and what was typed for the old one goes.
  const firstSource = await picture.getAttribute('src');
  await field.fill('XYZ');
  await box.getByRole('button', { name: 'Show a new picture' }).click();
  await expect(picture).not.toHaveAttribute('src', firstSource ?? '');
  await expect(field).toHaveValue('');

  const refused = await lastPicture();
  await field.fill(wrongCode(refused.code));
  await box.getByRole('button', { name: 'Confirm' }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('The security check failed. Please try again.');
  await notice.getByRole('button', { name: en.confirm }).click();
  await expect(notice).toBeHidden();
  await expect(form.username).toHaveValue(DEMO.username);
  await expect(form.password).toHaveValue(DEMO.password);

  await expect(form.submit).toHaveAttribute('aria-disabled', 'false');
  await form.submit.click();
  await expect(picture).toBeVisible();
  await expect(field).toHaveValue('');
  const accepted = await lastPicture();
  expect(accepted.captchaKey).not.toBe(refused.captchaKey);
  await field.fill(accepted.code.toLowerCase());
  await field.press('Enter');

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toContainText(DEMO.username);
  const logins = await sandbox.requests('/wps/session/login');
  expect(logins).toHaveLength(2);
  expect(logins[0].body).toMatchObject({ captchaKey: refused.captchaKey, captcha: wrongCode(refused.code) });
  expect(logins[1].body).toMatchObject({ captchaKey: accepted.captchaKey, captcha: accepted.code.toLowerCase() });
  expect(await sandbox.requests('/wps/captcha/geetest')).toHaveLength(0);
  await expect(page.locator('[data-mc-captcha]')).toHaveCount(0);
});
