// A merchant's own page with only the loader script tag (host-page/examples/embed-login.html): the widget
// works on its own, reports through DOM events, and pulls in none of the /m app's code.
import { DEMO, expect, LABELS, loginForm, sandbox, test } from './fixtures.mjs';

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
  // The loader imports the element by its content-hashed name, learnt at build time.
  expect(requested.some((path) => /^\/m\/assets\/elements\/mc-login\.[\w-]{8}\.js$/.test(path))).toBe(true);
  expect(requested.some((path) => path.startsWith('/m/assets/chunks/'))).toBe(true);
  // The host page's own code is not needed by an embedded widget.
  expect(requested.filter((path) => path.startsWith('/m/assets/host/'))).toEqual([]);
  expect(requested).not.toContain('/m/host.css');
});

test('a failed login on the merchant page is reported through mc-login-error', async ({ page }) => {
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

test('widgets added after load are loaded on first sight, with React and the runtime fetched once', async ({ page }) => {
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/examples/late-widget.html');
  await expect(page.getByRole('heading', { name: 'Weekend Jackpot' })).toBeVisible();
  // Nothing but the loader while no widget is on the page.
  expect(requested.filter((path) => path.startsWith('/m/assets/') && path.endsWith('.js'))).toEqual(['/m/assets/mc-elements.js']);

  await page.getByRole('button', { name: 'Log in to play' }).click();
  const widgets = page.locator('mc-login');
  await expect(widgets).toHaveCount(2);
  for (const widget of await widgets.all()) await expect(loginForm(widget, LABELS.EN).submit).toBeVisible();

  const once = (pattern) => requested.filter((path) => pattern.test(path));
  expect(once(/\/elements\/mc-login\.[\w-]{8}\.js$/)).toHaveLength(1);
  expect(once(/\/chunks\/react\.[\w-]{8}\.js$/)).toHaveLength(1);
  expect(once(/\/chunks\/runtime\.[\w-]{8}\.js$/)).toHaveLength(1);
});
