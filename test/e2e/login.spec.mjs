// Logging in with the demo account (default language, CN) and with a wrong password (EN): what the player
// sees, what went over the wire, and what the browser kept.
import { DEMO, EVERY_DEVICE, expect, LABELS, loginForm, sandbox, storedSession, test, useLanguage } from './fixtures.mjs';

test('the demo player logs in, stays logged in across a reload, and logs out', { tag: EVERY_DEVICE }, async ({ page }) => {
  await page.goto('/m/login');
  const form = loginForm(page, LABELS.CN);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);

  const sent = page.waitForRequest((request) => request.url().endsWith('/wps/session/login') && request.method() === 'POST');
  await form.submit.click();
  const request = await sent;

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toHaveText('欢迎，demo');

  // On the wire: an envelope only, never the password in clear.
  const wire = request.postDataJSON();
  expect(Object.keys(wire)).toEqual(['value']);
  expect(request.postData()).not.toContain(DEMO.password);
  const headers = await request.allHeaders();
  expect(headers.encryption).toBe('true');
  expect(headers['x-rsa']).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(headers['x-digest']).toMatch(/^[0-9a-f]{32}$/);
  expect(headers.merchant).toBe('DEMO');

  // What the platform decrypted.
  const [login] = await sandbox.requests('/wps/session/login');
  expect(login.method).toBe('POST');
  expect(login.headers.encryption).toBe('true');
  expect(login.headers['x-rsa']).toBe(headers['x-rsa']);
  expect(login.headers['x-digest']).toBe(headers['x-digest']);
  expect(login.body).toMatchObject({ username: 'demo', password: DEMO.password, type: 'username' });

  // What the browser kept: the session in session storage, under the platform's key.
  const session = await storedSession(page);
  expect(session).toMatchObject({ userName: 'demo', merchantCode: 'DEMO' });
  expect(session.token).toEqual(expect.any(String));
  expect(session.token.length).toBeGreaterThan(7);
  const local = await page.evaluate(() => JSON.stringify(localStorage));
  expect(local).not.toContain(DEMO.password);
  expect(local).not.toContain(session.token);

  await page.reload();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toHaveText('欢迎，demo');

  await page.getByRole('button', { name: LABELS.CN.logout }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  // The app ends the session on the phone first and tells the platform after: the call may still be on its way.
  await expect.poll(() => sandbox.requests('/wps/session/logout')).toHaveLength(1);
  const logouts = await sandbox.requests('/wps/session/logout');
  expect(logouts[0].headers.authorization).toBe(session.token);

  // The session is over for the platform too: the old token no longer opens home.
  await page.goto('/m/home');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test.describe('in English', () => {
  test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

  test('a wrong password shows the platform message and keeps the form', async ({ page }) => {
    const en = LABELS.EN;
    await page.goto('/m/login');
    const form = loginForm(page, en);
    await form.username.fill('demo');
    await form.password.fill('wrong-password');
    await form.submit.click();

    const notice = page.getByRole('alertdialog');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The user name or password is incorrect.');
    await expect(notice.getByRole('heading', { name: en.notice })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(form.username).toHaveValue('demo');
    expect(await storedSession(page)).toBeNull();

    await notice.getByRole('button', { name: en.confirm }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(form.username).toHaveValue('demo');

    // The player can try again at once with the right password.
    await form.password.fill(DEMO.password);
    await form.submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('welcome')).toHaveText('Welcome, demo');
  });

  test('an empty form is not sent', async ({ page }) => {
    const en = LABELS.EN;
    await page.goto('/m/login');
    const form = loginForm(page, en);
    await form.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your user name.' })).toBeVisible();
    await expect(form.username).toHaveAttribute('aria-invalid', 'true');
    await expect(form.username).toBeFocused();
    expect(await sandbox.requests('/wps/session/login')).toEqual([]);
  });
});
