// A merchant's own page with only the loader script tag (host-page/examples/embed-login.html): the widget
// works on its own, reports through DOM events, and pulls in none of the /m app's code.
import { DEMO, expect, LABELS, loginForm, ONCE, sandbox, test } from './fixtures.mjs';

test('the login widget on a merchant page logs in without leaving the page', async ({ page }) => {
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/examples/embed-login.html');
  const pageUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Lucky Draw Festival' })).toBeVisible();

  // English, as the script tag's data-language says.
  const widget = page.locator('mc-login');
  const form = loginForm(widget, LABELS.EN);
  await expect(widget.getByRole('heading', { name: LABELS.EN.title })).toBeVisible();
  await expect(widget.locator('.mc-frame')).toHaveAttribute('lang', 'en-US');
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();

  await expect(page.locator('#result')).toHaveText('Welcome back, demo!');
  expect(page.url()).toBe(pageUrl);
  const [login] = await sandbox.requests('/wps/session/login');
  expect(login.headers.language).toBe('EN');
  expect(login.body).toMatchObject({ username: 'demo', type: 'username' });

  expect(requested).toContain('/m/assets/mc-elements.js');
  expect(requested).toContain('/m/assets/elements/mc-login.js');
  expect(requested.some((path) => path.startsWith('/m/assets/chunks/'))).toBe(true);
  // The host page's own code is not needed by an embedded widget.
  expect(requested.filter((path) => path.startsWith('/m/assets/host/'))).toEqual([]);
  expect(requested).not.toContain('/m/host.css');
});

test('a failed login on the merchant page is reported through mc-login-error', { tag: ONCE }, async ({ page }) => {
  await page.goto('/examples/embed-login.html');
  const form = loginForm(page.locator('mc-login'), LABELS.EN);
  await form.username.fill(DEMO.username);
  await form.password.fill('not-the-password');
  await form.submit.click();
  await expect(page.getByRole('alertdialog')).toContainText('The user name or password is incorrect.');
  await expect(page.locator('#result')).toHaveText('Login failed (login.cred.err).');
  await page.getByRole('alertdialog').getByRole('button', { name: LABELS.EN.confirm }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(form.username).toHaveValue(DEMO.username);
});
