// The console over the demo platform (docs/console.md): a QA or sales person flips a merchant setting and sees
// the framed app change, sets a fault and sees the app's message, reads a login's opened envelope in the request
// inspector, and opens the console on a scenario by its link. The console exists only over the demo sandbox, so
// these journeys start their own pair (a demo-mode sandbox and a host page with the console) beside the
// worker's test-mode one, whose host page does not serve it.
import { startHostServer } from '../../host-page/server/serve.mjs';
import { startSandbox } from '../../sandbox/index.mjs';
import { DEMO, expect, LABELS, loginForm, servers, test } from './fixtures.mjs';

/** @type {{ sandbox: import('../../sandbox/index.mjs').Sandbox, host: Awaited<ReturnType<typeof startHostServer>> }} */
let demo;

test.beforeAll(async () => {
  const sandbox = await startSandbox({ mode: 'demo', dbFile: ':memory:', port: 0 });
  const host = await startHostServer({
    port: 0, upstream: sandbox.url, merchant: 'DEMO', geetestStandIn: true, lines: sandbox.lineUrls, chatWidgetStandIn: true,
    gameOrigins: [sandbox.url, ...sandbox.lineUrls], chatOrigins: [sandbox.url], pixelStandIn: true, withConsole: true,
  });
  demo = { sandbox, host };
});
test.afterAll(async () => {
  await demo?.host.close();
  await demo?.sandbox.close();
});

// A merchant's QA works at a desk: the console is a desktop page with the phone inside it.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'en-US' });

test.beforeEach(async () => {
  await fetch(`${demo.sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

/** The framed app. @param {import('@playwright/test').Page} page */
const app = (page) => page.frameLocator('iframe[name="app"]');

/** Opens the console with the app in English on the login page. @param {import('@playwright/test').Page} page */
async function openConsole(page) {
  await page.goto(`${demo.host.url}/console/`);
  await page.getByLabel('Player language').selectOption('EN');
  await page.getByLabel('Route').fill('/m/login');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(loginForm(app(page), LABELS.EN).submit).toBeVisible();
}

test('a switch flipped in the console changes the framed app at once', async ({ page }) => {
  await openConsole(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests' })).toBeVisible();

  const maintenance = page.getByRole('switch', { name: 'Maintenance' });
  await expect(maintenance).not.toBeChecked();
  // The keyboard is enough: focus the switch and press Space.
  await maintenance.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Done: maintenance on' })).toBeVisible();
  await expect(app(page).getByRole('heading', { name: 'System Maintenance' })).toBeVisible();

  await maintenance.uncheck();
  await expect(loginForm(app(page), LABELS.EN).submit).toBeVisible();

  // A switch of SPEC §6 reaches the platform's status answer the app reads. Demo mode starts with the chat on.
  const chat = page.getByRole('switch', { name: 'CBS3' });
  await expect(chat).toBeChecked();
  await chat.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Done: CBS3 off' })).toBeVisible();
  const status = await (await fetch(`${demo.sandbox.url}/wps/system/status`, { headers: { Merchant: 'DEMO' } })).json();
  expect(status.value.info.switches.CBS3).toBe(false);
});

test('a fault set in the console shows as the app\'s message', async ({ page, problems }) => {
  problems.allow(/status of 200|Failed to load resource/);
  await openConsole(page);
  const faults = page.getByRole('group', { name: 'Faults' });
  await faults.getByLabel('Endpoint').fill('/wps/session/login');
  await faults.getByLabel('Fault', { exact: true }).selectOption('error');
  await faults.getByLabel('Error code').fill('account.under.review');
  await faults.getByLabel('Message').fill('This account is under review. Please contact support.');
  await faults.getByLabel('On', { exact: true }).selectOption('1');
  await faults.getByRole('button', { name: 'Set the fault' }).click();
  await expect(faults.getByRole('listitem').filter({ hasText: '/wps/session/login: answers account.under.review (next call)' })).toBeVisible();

  const form = loginForm(app(page), LABELS.EN);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();
  await expect(app(page).getByRole('alertdialog')).toContainText('This account is under review. Please contact support.');
  // The inspector shows the injected answer as the call's.
  await expect(page.getByRole('region', { name: 'Requests' }).getByRole('button', { name: /POST \/wps\/session\/login/ })).toContainText('account.under.review');
});

test('the inspector shows the login as sent and as the platform opened it, secrets masked', async ({ page }) => {
  await openConsole(page);
  const form = loginForm(app(page), LABELS.EN);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();
  await expect(app(page).getByTestId('welcome')).toContainText(DEMO.username);

  const inspector = page.getByRole('region', { name: 'Requests' });
  const login = inspector.getByRole('button', { name: /POST \/wps\/session\/login/ });
  await expect(login).toContainText('200');
  await login.click();
  const sent = inspector.getByRole('region', { name: 'Body as sent (the envelope)' });
  const opened = inspector.getByRole('region', { name: 'Body as the platform read it (envelope opened)' });
  await expect(sent).toContainText(/"value":\s*"[A-Za-z0-9+/=]+"/);
  await expect(opened).toContainText('"username": "demo"');
  await expect(opened).toContainText('"password": "••••••••"');
  const headers = inspector.getByRole('region', { name: 'Headers' });
  await expect(headers).toContainText('encryption: true');
  await expect(headers).toContainText(/x-digest: [0-9a-f]{32}/);
  const answer = inspector.getByRole('region', { name: /^Answer: HTTP 200 in \d+ ms$/ });
  await expect(answer).toContainText(/"token": "••••••••.{4}"/);
  await expect(inspector).not.toContainText(DEMO.password);

  // A later call carries the session: its Authorization header shows only the token's end.
  await inspector.getByRole('button', { name: /GET \/wps\/member\/info/ }).first().click();
  await expect(headers).toContainText(/authorization: ••••••••.{4}/);
});

test('a scenario link opens the console on the scenario\'s settings', async ({ page }) => {
  await page.goto(`${demo.host.url}/console/?scenario=maintenance-tonight`);
  await expect(page.getByRole('status').filter({ hasText: 'Scenario applied: Maintenance tonight.' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Maintenance' })).toBeChecked();
  await expect(page.getByLabel('Maintenance ends')).not.toHaveValue('');
  await expect(app(page).getByRole('heading', { name: /System Maintenance|系统维护/ })).toBeVisible();

  await page.goto(`${demo.host.url}/console/?scenario=player-on-a-time-out`);
  await expect(page.getByRole('status').filter({ hasText: 'Scenario applied: Player on a time-out.' })).toBeVisible();
  await expect(page.getByRole('row', { name: /demo/ }).first()).toContainText('Time-out until');
  await page.getByRole('button', { name: 'Reset to the seed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'back to its seed' })).toBeVisible();
  await expect(page.getByRole('row', { name: /demo/ }).first()).toContainText('Time-out');
  await expect(page.getByRole('row', { name: /demo/ }).first().getByRole('button', { name: 'Lift' })).toHaveCount(0);
});

test('the console is not served over the test platform', async ({ request }) => {
  // The worker's own host page runs over a test-mode sandbox: no console there.
  const answer = await request.get(`${servers().baseURL}/console/`);
  expect(answer.status()).toBe(404);
});
