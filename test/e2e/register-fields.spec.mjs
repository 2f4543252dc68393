// Registration that says which field is wrong: the platform's rules (docs/wire-contract.md, Registration) are
// checked on each field as the player leaves it and as they type, and a `validation.failed` from the platform
// names its field, which the form marks (aria-invalid, the message as the field's description) and focuses.
import { EVERY_DEVICE, expect, sandbox, test, useLanguage } from './fixtures.mjs';
import { accept, registerForm, registrations } from './register-form.mjs';

const form = (page) => ({ ...registerForm(page.locator('mc-register')), scope: page.locator('mc-register') });

test.beforeEach(({ context }) => useLanguage(context, 'EN'));

test(`each field is checked as the player leaves it and as they type, and nothing is sent until it fits ${EVERY_DEVICE}`, async ({ page }) => {
  await page.goto('/m/register');
  const { username, password, submit, scope } = form(page);

  await username.fill('ab');
  await password.focus();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('Use 4 to 30 letters, digits or underscores.');
  // Typing on clears the mark as soon as the name fits.
  await username.pressSequentially('cd');
  await expect(username).toHaveAttribute('aria-invalid', 'false');

  await password.fill('abc');
  await username.focus();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Use 6 to 64 characters, with both letters and digits.');
  await expect(scope.getByText('Some of the details sent are not valid')).toHaveCount(0);

  await accept(scope);
  await submit.click();
  await expect(password).toBeFocused();
  expect(await registrations()).toHaveLength(0);

  await password.fill('abc2026');
  await expect(password).toHaveAttribute('aria-invalid', 'false');
  await submit.click();
  await expect(page.getByRole('alertdialog')).toContainText('Registration successful');
});

test(`a field the platform refuses with validation.failed is marked and focused, with no alert ${EVERY_DEVICE}`, async ({ page }) => {
  await page.goto('/m/register');
  const { username, password, submit, scope } = form(page);
  await username.fill('field_player');
  await password.fill('field2026');
  await accept(scope);
  // A platform whose rule the form does not know: it refuses the password and names it. (Set once the name has
  // been checked, which asks a path under the same prefix.)
  await expect(scope.getByText('This user name is available.')).toBeVisible();
  await sandbox.faults({
    path: '/wps/member/register',
    body: { success: false, errorCode: 'validation.failed', field: 'password', message: 'The field "password" is not allowed.' },
    times: 1,
  });
  await submit.click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/Some of the details sent are not valid/);
  await expect(password).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(username).toHaveValue('field_player');
  await expect(password).toHaveValue('field2026');
  expect(await registrations()).toHaveLength(1);
});
