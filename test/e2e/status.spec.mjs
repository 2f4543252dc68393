// The status call every page load starts with (SPEC §7), and a platform in maintenance.
import { expect, LABELS, loginForm, sandbox, servers, test } from './fixtures.mjs';

test('the first page load asks the platform for its status', async ({ page }) => {
  const statusCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/system/status');
  await page.goto('/m/login');
  const request = await statusCall;
  expect(request.method()).toBe('GET');

  const { baseURL } = servers();
  const query = new URL(request.url()).searchParams;
  for (const name of ['device', 'track', 'originalDomain', 'url']) expect(query.has(name), `query has ${name}`).toBe(true);
  expect(query.get('device')).toBeTruthy();
  expect(query.get('originalDomain')).toBe(new URL(baseURL).host);
  expect(query.get('url')).toBe(`${baseURL}/m/login`);
  expect((await request.allHeaders()).merchant).toBe('DEMO');

  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  const received = await sandbox.requests('/wps/system/status');
  expect(received).toHaveLength(1);
  expect(received[0].query).toMatchObject({ originalDomain: new URL(baseURL).host, url: `${baseURL}/m/login` });
  expect(Object.keys(received[0].query)).toEqual(expect.arrayContaining(['device', 'track', 'originalDomain', 'url']));
});

test('a platform in maintenance shows the maintenance page instead of the route', async ({ page }) => {
  await sandbox.status({ maintenance: true, maintenanceEnd: '2030-01-01 08:00:00' });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/system/status');
  await page.goto('/m/home');
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, value: { maintenance: true } });

  // The guard still applies (a visitor is sent to the login address), but the page says maintenance.
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.locator('mc-maintenance').getByRole('heading', { name: '系统维护' })).toBeVisible();
  await expect(loginForm(page, LABELS.CN).username).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

const STATUS_FAILURES = [
  { name: 'an errorCode shows its message under the notice title', fault: { errorCode: 'merchant.closed', message: 'This merchant is closed today.' }, text: 'This merchant is closed today.' },
  { name: 'an errorCode without a message says Error', fault: { errorCode: 'merchant.closed', message: '' }, text: '错误' },
];
for (const { name, fault, text } of STATUS_FAILURES) {
  test(`status failure: ${name}`, async ({ page }) => {
    await sandbox.status(fault);
    await page.goto('/m/login');
    const alert = page.locator('[data-mc-overlay]').getByRole('alertdialog');
    await expect(alert.getByRole('heading', { name: '提示' })).toBeVisible();
    await expect(alert).toContainText(text);
  });
}

test('status failure: no answer at all says Network Error / CORS Errors', async ({ page, problems }) => {
  problems.allow(/Failed to load resource/);
  await page.route('**/wps/system/status**', (route) => route.abort('connectionrefused'));
  await page.goto('/m/login');
  const alert = page.locator('[data-mc-overlay]').getByRole('alertdialog');
  await expect(alert).toContainText('网络错误');
});

test('the tab becoming visible refreshes the merchant settings, once per burst', async ({ page }) => {
  await page.goto('/m/login');
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  await expect.poll(async () => (await sandbox.requests('/wps/system/status')).length).toBe(1);
  await sandbox.switches({ CBS3: true });
  // Three visibility changes in a row, as a quick app switch back and forth makes.
  await page.evaluate(() => {
    for (let i = 0; i < 3; i++) document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await sandbox.requests('/wps/system/status')).length).toBe(2);
  expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
  // And no more after it.
  await page.waitForTimeout(600);
  expect(await sandbox.requests('/wps/system/status')).toHaveLength(2);
});
