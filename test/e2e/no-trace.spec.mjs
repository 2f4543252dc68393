// The session leaves no trace (DESIGN "Security stance", SPEC §8): after a logout, after a 401, and after a
// 401 that lands while other calls are still out, no storage area the page can reach holds the token or the
// player's name: local and session storage, cookies, IndexedDB and the service worker's caches.
import { expect, LABELS, logInThroughForm, sandbox, storedSession, test } from './fixtures.mjs';

// A name no seeded content uses, so that finding it anywhere means the player's data stayed behind.
const PLAYER = { username: 'tracewalker', password: 'trace1234' };

// The worker runs, as it does for a player, so that its caches are read too.
test.use({ serviceWorkers: 'allow' });

/** Everything the page can read back from the device, as one text: every key and value of every area. */
function readDevice(page) {
  return page.evaluate(async () => {
    const parts = [];
    for (const [name, store] of [['local', localStorage], ['session', sessionStorage]]) {
      for (let index = 0; index < store.length; index++) {
        const key = store.key(index);
        parts.push(`${name}: ${key}=${store.getItem(key)}`);
      }
    }
    parts.push(`cookie: ${document.cookie}`);
    for (const { name, version } of await indexedDB.databases()) {
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open(name, version);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of db.objectStoreNames) {
        const store = db.transaction(storeName).objectStore(storeName);
        const [keys, values] = await Promise.all(
          [store.getAllKeys(), store.getAll()].map((request) => new Promise((resolve) => (request.onsuccess = () => resolve(request.result)))),
        );
        parts.push(`indexedDB ${name}/${storeName}: ${JSON.stringify(keys)} ${JSON.stringify(values)}`);
      }
      db.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const body = /json|text|javascript|html/.test(type) ? await response.text() : '';
        parts.push(`cache ${cacheName}: ${request.url} ${body}`);
      }
    }
    return parts.join('\n');
  });
}

/** Logs the player in and walks through pages that fill the caches; returns the session's token. */
async function logInAndLookAround(page) {
  await sandbox.players(PLAYER);
  await page.goto('/m/login');
  await logInThroughForm(page, PLAYER, LABELS.CN);
  await page.goto('/m/member/home');
  await expect(page.locator('mc-member-home')).toContainText(PLAYER.username);
  await page.goto('/m/home');
  await expect(page.getByTestId('welcome')).toContainText(PLAYER.username);
  const { token } = await storedSession(page);
  // While logged in, the device does hold the session: the check below reads what it is meant to read.
  const during = await readDevice(page);
  expect(during).toContain(token);
  expect(during).toContain(PLAYER.username);
  return token;
}

async function expectNoTrace(page, token) {
  await expect(async () => {
    const device = await readDevice(page);
    const leaks = device.split('\n').filter((entry) => entry.includes(token) || entry.includes(PLAYER.username));
    expect(leaks, 'entries that still hold the token or the name').toEqual([]);
  }).toPass({ timeout: 5_000 });
}

test('logging out leaves neither the token nor the player\'s name on the device', async ({ page }) => {
  const token = await logInAndLookAround(page);
  await page.getByRole('button', { name: LABELS.CN.logout }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expectNoTrace(page, token);
});

test('a 401 leaves neither the token nor the player\'s name on the device', async ({ page, problems }) => {
  problems.allow(/status of 401/);
  const token = await logInAndLookAround(page);
  await sandbox.faults({ path: '/wps/member/info', status: 401, body: { success: false, errorCode: 'login.not.session', message: '' } });
  await page.goto('/m/member/home');
  await page.getByRole('button', { name: LABELS.CN.confirm }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expectNoTrace(page, token);
});

test('a 401 that lands while other calls are out: their late answers leave nothing behind', async ({ page, problems }) => {
  problems.allow(/status of 401/);
  const token = await logInAndLookAround(page);
  // The lobby's calls answer late (their answers would be cached for the session); the member call ends it.
  await sandbox.faults({ path: '/wps/relay/GCSGAME_', latencyMs: 1500 });
  await sandbox.faults({ path: '/wps/system/banners', latencyMs: 1500 });
  await sandbox.faults({ path: '/wps/member/info', status: 401, body: { success: false, errorCode: 'login.not.session', message: '' } });
  // As in a tab that has not cached the vendor list yet, so that its late answer is one the page would keep.
  await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('mc:cache:')).forEach((key) => sessionStorage.removeItem(key)));
  const late = page.waitForResponse((response) => response.url().includes('/wps/relay/GCSGAME_newGameVendor'));
  await page.goto('/m/home');
  await page.getByRole('button', { name: LABELS.CN.confirm }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await late;
  await expectNoTrace(page, token);
  // Nothing of the ended session shows either: the login page, with no member's name on it.
  await expect(page.locator('body')).not.toContainText(PLAYER.username);
});
