// A merchant's own page with only the loader script tag (host-page/examples/embed-login.html): the widget
// works on its own, reports through DOM events, and pulls in none of the /m app's code.
import http from 'node:http';
import { DEMO, expect, LABELS, loginForm, sandbox, servers, test } from './fixtures.mjs';

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

/** A merchant's page on its own origin (localhost, not the kit's 127.0.0.1) showing only the download bar. */
async function startMerchantPage(appUrl) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Weekend Jackpot</title>
<script src="${appUrl}/m/assets/mc-elements.js" data-api="${appUrl}" data-merchant="DEMO" data-language="EN"></script>
</head><body><mc-download-bar></mc-download-bar><h1>Weekend Jackpot</h1></body></html>`;
  const asked = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url);
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    res.writeHead(req.url === '/' ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.url === '/' ? html : 'Not Found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${server.address().port}/`,
    asked,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

test('the download bar on a merchant page of another origin takes the app icon from the platform', async ({ page }) => {
  const appUrl = servers().baseURL;
  const merchant = await startMerchantPage(appUrl);
  try {
    await page.goto(merchant.url);
    const icon = page.locator('mc-download-bar').locator('img[part="icon"]');
    // The platform answers with `/m/icon.svg`: a path on its own site, not on the merchant's.
    await expect(icon).toHaveAttribute('src', `${appUrl}/m/icon.svg`);
    await expect.poll(() => icon.evaluate((img) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(merchant.asked.filter((path) => path !== '/' && path !== '/favicon.ico')).toEqual([]);
  } finally {
    await merchant.close();
  }
});

test('a visitor tapping a shortcut that needs a login on a merchant page gets the login in a dialog with a real Close', async ({ page }) => {
  await page.goto('/examples/embed-home.html');
  await page.locator('mc-goto-button[target="DEPOSIT"]').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: LABELS.EN.title });
  await expect(dialog.getByRole('button', { name: LABELS.EN.submit, exact: true })).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  const box = await close.boundingBox();
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // At the end of the line: the dialog's top right in English.
  const frame = await dialog.boundingBox();
  expect(frame.x + frame.width - (box.x + box.width)).toBeLessThan(box.x - frame.x);
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('dialog.mc-login-dialog')).toHaveCount(0);
});
