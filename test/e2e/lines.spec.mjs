// Lines and connectivity (SPEC §2, §4, §7, §8, §9): the domain-error modal and its retry, the switch to a
// healthy line when the one in use dies (keeping what the player was doing), the unstable-line notice and
// the offline notice.
import { DEMO, expect, LABELS, loginForm, sandbox, servers, test } from './fixtures.mjs';

// The page's layers: the notices (`data-mc-overlay`) and the domain-error modal (`data-mc-domain-error`).
const overlay = (page) => page.locator('[data-mc-overlay], [data-mc-domain-error]');

test('domain_not_available opens the domain-error modal; retry brings the app back once the platform answers', async ({ page }) => {
  await sandbox.lines({ published: true });
  await sandbox.status({ errorCode: 'domain_not_available', message: '' });
  await page.goto('/m/login');

  const modal = overlay(page).getByRole('alertdialog');
  await expect(modal.getByRole('heading', { name: '错误' })).toBeVisible();
  await expect(modal.getByRole('button', { name: '客服' })).toBeVisible();
  // Neither Escape nor a tap on the mask closes it.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();

  await modal.getByRole('button', { name: '重试' }).click();
  await expect(modal.getByRole('status')).toContainText('所有线路均无响应');
  // The failure shows while the retry may still be trying another line: the platform comes back only once that
  // retry has ended (its button is named again), or that retry would bring the app back by itself.
  await expect(modal.getByRole('button', { name: '重试' })).not.toHaveAttribute('aria-disabled', 'true');

  await sandbox.status({ errorCode: null });
  await modal.getByRole('button', { name: '重试' }).click();
  await expect(overlay(page).getByRole('alertdialog')).toHaveCount(0);
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  // The race pinged the lines with ?speed=.
  const pings = await sandbox.requests('/wps/system/test/ping');
  expect(pings.some((ping) => /^\d+$/.test(ping.query.speed ?? ''))).toBe(true);
});

test('the domain-error modal titles the platform\'s message notice', async ({ page }) => {
  await sandbox.status({ errorCode: 'domain_not_available', message: 'This domain is closed.' });
  await page.goto('/m/login');
  const modal = overlay(page).getByRole('alertdialog');
  await expect(modal.getByRole('heading', { name: '提示' })).toBeVisible();
  // The kit's sentence in the page's language stands for the server's English.
  await expect(modal).toContainText('当前地址不可用，请切换其他线路。');
  await expect(modal.getByRole('button', { name: '重试' })).toBeVisible();
  // No lines are published, but the domain route lists customer service, so the button is there.
  await expect(modal.getByRole('button', { name: '客服' })).toBeVisible();
});

test('the line-switch screen measures every line and switches to the one the player picks', async ({ page }) => {
  await sandbox.lines({ published: true });
  await sandbox.status({ errorCode: 'domain_not_available', message: '' });
  await page.goto('/m/login');
  await overlay(page).getByRole('button', { name: '客服' }).click();
  const screen = overlay(page).getByRole('dialog');
  await expect(screen.getByRole('heading', { name: '线路与客服' })).toBeVisible();
  await expect(screen.getByRole('listitem').filter({ hasText: '线路 3' })).toContainText(/\d/);
  await sandbox.status({ errorCode: null });
  await screen.getByRole('listitem').filter({ hasText: '线路 3' }).getByRole('button', { name: '使用' }).click();
  await expect(overlay(page).getByRole('dialog')).toHaveCount(0);
  const line3 = (await sandbox.lines()).lines[2].url;
  expect(await page.evaluate(() => sessionStorage.getItem('MC_API_LINE'))).toBe(line3);
});

test('a dead line fails over to a healthy one without losing the login form', async ({ page, problems }) => {
  problems.allow(/Failed to load resource/);
  await sandbox.lines({ published: true });
  const { lines } = await sandbox.lines();
  // The player has been using line 2 in this tab.
  await page.addInitScript((line) => sessionStorage.setItem('MC_API_LINE', line), lines[1].url);
  await page.goto('/m/login');
  const form = loginForm(page, LABELS.CN);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);

  await sandbox.lines({ line: 1, state: 'dead' });
  await form.submit.click();
  await expect(overlay(page).getByRole('status').filter({ hasText: '已为您切换至线路' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toContainText(DEMO.username);
  const now = await page.evaluate(() => sessionStorage.getItem('MC_API_LINE'));
  expect(now).not.toBe(lines[1].url);
  const [login] = await sandbox.requests('/wps/session/login');
  expect(login.body).toMatchObject({ username: DEMO.username });
});

test('a slow ping shows the unstable-network notice for a moment', async ({ page }) => {
  await sandbox.faults({ path: '/wps/system/test/ping', latencyMs: 3500, times: 1 });
  await page.goto('/m/login');
  const notice = overlay(page).locator('[data-kind=network-slowly]');
  await expect(notice).toHaveText('当前网络不稳定。', { timeout: 10_000 });
  await expect(notice).toHaveCount(0);
  const [ping] = await sandbox.requests('/wps/system/test/ping');
  expect(ping.headers.merchant).toBe('DEMO');
});

test('going offline shows the offline notice, and coming back clears it', async ({ page, context }) => {
  await page.goto('/m/login');
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  // Everything the page loads by itself (the download bar's icon among it) has arrived before the network goes.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const notice = overlay(page).locator('[data-kind=network-offline]');
  await expect(notice).toHaveText('网络已断开，请检查网络连接。');
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  expect(servers().baseURL).toBeTruthy();
});
