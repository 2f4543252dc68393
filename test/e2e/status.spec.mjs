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

test('a platform in maintenance still lets the app start', async ({ page }) => {
  await sandbox.status({ maintenance: true, maintenanceEnd: '2030-01-01 08:00:00' });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/system/status');
  await page.goto('/m/home');
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, value: { maintenance: true } });

  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
