// A merchant's page on another origin that uses nothing but the script tag of the kit's loader, as served by
// the platform's host page (`/m/assets/mc-elements.js`, the embed snippet of the README): the loader pulls the
// element across origins, and the element talks to the platform from the merchant's origin (CORS).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { LABELS_EN, logIn, openBrowser, sandboxRequests, startPlatform, startStaticSite } from './harness.mjs';
import { packKit } from './pack.mjs';

let platform;
let site;
let browser;

/** The merchant's page: the loader's script tag, the element, and the merchant's own listener. */
const merchantPage = (appUrl) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Weekend Jackpot</title>
<script src="${appUrl}/m/assets/mc-elements.js" data-api="${appUrl}" data-merchant="DEMO" data-language="EN"></script>
</head><body><h1>Weekend Jackpot</h1><mc-login no-redirect></mc-login><p id="result" role="status"></p>
<script>
document.addEventListener('mc-login-success', (event) => {
  document.getElementById('result').textContent = 'Welcome back, ' + event.detail.userName + '!';
});
</script></body></html>`;

before(async () => {
  // The host page serves the build the package is made of.
  await packKit();
  platform = await startPlatform();
});

after(async () => {
  await browser?.close();
  await site?.close();
  await platform?.close();
});

test('the loader script tag alone, from the platform on another origin, renders the login and logs in', async () => {
  site = await startStaticSite(null, { '/': merchantPage(platform.appUrl) });
  assert.notEqual(new URL(site.url).origin, new URL(platform.appUrl).origin);
  browser = await openBrowser();
  const { page, errors } = browser;
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${site.url}/`);
  const widget = page.locator('mc-login');
  await widget.getByRole('heading', { name: LABELS_EN.title }).waitFor();
  await logIn(page);
  await page.getByRole('status').filter({ hasText: 'Welcome back, demo!' }).waitFor();

  const [login] = await sandboxRequests(platform.sandboxUrl, '/wps/session/login');
  assert.equal(login.headers.merchant, 'DEMO');
  // Everything of the kit came from the platform's origin; the merchant's site served only its page.
  const scripts = requested.filter((url) => url.endsWith('.js'));
  assert.ok(scripts.length > 1);
  assert.deepEqual(scripts.filter((url) => !url.startsWith(`${platform.appUrl}/m/assets/`)), []);
  assert.deepEqual(site.asked.filter((path) => path !== '/' && path !== '/favicon.ico'), []);
  assert.deepEqual(errors, []);
});
