// "Remember me" and auto-login (SPEC §3 remPass, §4, §8) in English: what the browser keeps, the next visit
// logging in by itself, every case that must not, and a player turning it off.
import { control, DEMO, expect, LABELS, loginForm, sandbox, test, useLanguage } from './fixtures.mjs';

const en = LABELS.EN;

test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

/** Every storage a page can read, as one string, and what IndexedDB holds (keys described, not dumped). */
function everythingStored(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('mc-elements');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const names = [...db.objectStoreNames];
    const entries = [];
    for (const name of names) {
      const all = await new Promise((resolve) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result);
      });
      for (const entry of all) {
        if (entry instanceof CryptoKey) {
          const exported = await crypto.subtle.exportKey('raw', entry).then(() => 'exported', () => 'refused');
          entries.push({ key: entry.algorithm.name, extractable: entry.extractable, exported });
        } else entries.push(entry);
      }
    }
    db.close();
    return { text: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie + JSON.stringify(entries), entries };
  });
}

async function logIn(page, { remember, open = true }) {
  if (open) await page.goto('/m/login');
  const form = loginForm(page, en);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  const box = page.getByRole('checkbox', { name: 'Remember me' });
  if (remember) await box.check();
  else await box.uncheck();
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('after "remember me" no storage holds the password, and the next visit logs in by itself', async ({ page, context }) => {
  await logIn(page, { remember: true });
  const stored = await everythingStored(page);
  const base64 = Buffer.from(DEMO.password).toString('base64');
  for (const form of [DEMO.password, base64, base64.replace(/=+$/, ''), Buffer.from(base64).toString('base64')]) {
    expect(stored.text).not.toContain(form);
  }
  expect(stored.entries).toEqual([{ key: 'AES-GCM', extractable: false, exported: 'refused' }]);
  const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('remPass')));
  expect(remembered).toMatchObject({ type: 'username', username: 'demo', merchant: 'DEMO' });
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('1');

  // A new tab has no session: the app logs the remembered player in and goes home.
  await page.close();
  const next = await context.newPage();
  await next.goto('/m/login');
  await expect(next).toHaveURL(/\/m\/home$/);
  await expect(next.getByTestId('welcome')).toContainText('demo');
  const logins = await sandbox.requests('/wps/session/login');
  expect(logins).toHaveLength(2);
  expect(logins[1].body).toMatchObject({ username: 'demo', password: DEMO.password, type: 'username' });
});

test('auto-login waits when the address carries backUrl, and the form is filled in instead', async ({ page, context }) => {
  await logIn(page, { remember: true });
  await page.close();
  const next = await context.newPage();
  await next.goto('/m/login?backUrl=%2Fm%2Fgame');
  const form = loginForm(next, en);
  await expect(form.username).toHaveValue('demo');
  await expect(form.password).toHaveValue(DEMO.password);
  await expect(next.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await next.waitForLoadState('networkidle');
  expect(await sandbox.requests('/wps/session/login')).toHaveLength(1);
});

test('with MOBILEAUTOLOGIN3 off there is no auto-login', async ({ page, context }) => {
  await logIn(page, { remember: true });
  await sandbox.switches({ MOBILEAUTOLOGIN3: false });
  await page.close();
  const next = await context.newPage();
  await next.goto('/m/login');
  await next.waitForLoadState('networkidle');
  await expect(next).toHaveURL(/\/m\/login$/);
  expect(await sandbox.requests('/wps/session/login')).toHaveLength(1);
});

test('a player who unticks "remember me" is forgotten and not logged in again', async ({ page, context }) => {
  await logIn(page, { remember: true });
  await page.getByRole('button', { name: en.logout }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // Logging out on purpose is not undone by reloading the tab.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/m\/login$/);
  await logIn(page, { remember: false, open: false });
  expect(await page.evaluate(() => [localStorage.getItem('remPass'), localStorage.getItem('autoLogin')])).toEqual([null, '0']);
  await page.close();
  const next = await context.newPage();
  await next.goto('/m/login');
  await next.waitForLoadState('networkidle');
  await expect(next).toHaveURL(/\/m\/login$/);
  await expect(loginForm(next, en).username).toHaveValue('');
});

test('a remembered password the platform refuses is forgotten, quietly', async ({ page, context }) => {
  await logIn(page, { remember: true });
  await control('POST', '/__sandbox/players', { username: 'demo', password: 'changed-elsewhere' });
  await page.close();
  const next = await context.newPage();
  await next.goto('/m/login');
  await expect.poll(() => next.evaluate(() => localStorage.getItem('remPass'))).toBeNull();
  await expect(next).toHaveURL(/\/m\/login$/);
  await expect(next.getByRole('alertdialog')).toHaveCount(0);
  const [, refused] = await sandbox.requests('/wps/session/login');
  expect(refused.body.password).toBe(DEMO.password);
});

test('a session used from another network ends, and auto-login turns itself off', async ({ page, problems }) => {
  problems.allow(/status of 401/);
  await logIn(page, { remember: true });
  // The player's address changes (mobile data to Wi-Fi): the platform refuses the token.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.23' });
  await page.reload();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: en.confirm }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  const info = await sandbox.requests('/wps/member/info');
  expect(info.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(await sandbox.requests('/wps/session/login')).toHaveLength(1);
});
