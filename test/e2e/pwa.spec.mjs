// The /m app as an installed web app (SPEC §2, §3, §4): the service worker, offline start, the update
// prompt, in-app browsers, and the installability of the merchant's manifest.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromeArgs, chromePath } from '../browser-launch.mjs';
import { expect, LABELS, loginForm, logInThroughForm, servers, test, useLanguage } from './fixtures.mjs';

/** Waits until the page is controlled by an activated worker, whose precache is then complete. */
async function waitForWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

// The configuration blocks workers for the other journeys.
test.use({ serviceWorkers: 'allow' });

const offlineBar = (page) => page.locator('[data-mc-overlay]').locator('[data-kind=network-offline]');
/** Whether the worker's runtime cache holds a file whose path contains `part`. */
const keeps = (page, part) =>
  page.evaluate(async (part) => (await (await caches.open('mc-assets')).keys()).some((request) => request.url.includes(part)), part);
const workerCount = (page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

test('after a first visit the app shell starts offline and says it is offline', async ({ page, context, problems }) => {
  await page.goto('/m/login');
  await expect(loginForm(page).submit).toBeVisible();
  await waitForWorker(page);
  // The registration form's strings, in the page's language, are kept once the worker controls the page.
  await expect.poll(() => keeps(page, '/host/zh-CN.mc-register.')).toBe(true);
  await expect(offlineBar(page)).toHaveCount(0);

  await context.setOffline(true);
  // The browser reports each call that cannot leave the device.
  problems.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  const statusFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('/wps/system/status'));
  const shell = await page.reload();
  expect(shell?.fromServiceWorker(), 'the shell comes from the worker').toBe(true);
  await expect(offlineBar(page)).toHaveText('网络已断开，请检查网络连接。');
  await expect(page.getByRole('heading', { name: LABELS.CN.title })).toBeVisible();
  await expect(loginForm(page).username).toBeVisible();
  // The login form asks for the status itself, and fails: the offline bar already says why, so no notice
  // covers the form. (The overlay that would show it is on the page: the offline bar is in it.)
  await statusFailed;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await loginForm(page).username.fill('still_typing');
  await expect(loginForm(page).username).toHaveValue('still_typing');

  // API answers are never served from the worker's cache.
  const status = await page.evaluate(() =>
    fetch('/wps/system/status', { headers: { Merchant: 'DEMO' } }).then(() => 'answered', () => 'failed'),
  );
  expect(status).toBe('failed');

  // The registration form is precached too, though the first visit never showed it.
  expect((await page.goto('/m/register'))?.fromServiceWorker()).toBe(true);
  await expect(page.locator('mc-register').getByLabel(LABELS.CN.username, { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(offlineBar(page)).toHaveCount(0);
});

test('a page in English starts offline in English: the worker keeps the forms\' strings in the page\'s language', async ({ page, context, problems }) => {
  await useLanguage(context, 'EN');
  await page.goto('/m/login');
  await expect(loginForm(page, LABELS.EN).submit).toBeVisible();
  await waitForWorker(page);
  await expect.poll(() => keeps(page, '/host/en-US.mc-register.')).toBe(true);
  // Chinese is not the first language any more: nothing of it is fetched for an English page.
  expect(await keeps(page, '/host/zh-CN.')).toBe(false);

  await context.setOffline(true);
  problems.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  expect((await page.goto('/m/register'))?.fromServiceWorker()).toBe(true);
  await expect(page.locator('mc-register').getByLabel(LABELS.EN.username, { exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('a member\'s lobby, shown once online, starts offline: the worker kept what it loaded', async ({ page, context, problems }) => {
  await page.goto('/m/login');
  await logInThroughForm(page);
  await expect(page.locator('mc-game-lanes')).toBeVisible();
  await waitForWorker(page);
  // The lobby is not precached: what the page loaded before the worker took over is kept from the HTTP cache.
  await expect.poll(() => keeps(page, '/host/lobby.')).toBe(true);

  await context.setOffline(true);
  problems.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  const shell = await page.reload();
  expect(shell?.fromServiceWorker(), 'the shell comes from the worker').toBe(true);
  await expect(offlineBar(page)).toBeVisible();
  await expect(page.getByTestId('welcome')).toContainText('demo');
  for (const tag of ['mc-banner', 'mc-marquee', 'mc-goto-button', 'mc-vip-card', 'mc-game-lanes']) {
    await expect.poll(() => page.evaluate((tag) => Boolean(customElements.get(tag)), tag), tag).toBe(true);
  }
  await context.setOffline(false);
});

/** The manifests of the build the pages were made with: version 1 below. */
const BUILT_MANIFESTS = {
  '/m/asset-manifest.json': readFileSync(new URL('../../dist/app/asset-manifest.json', import.meta.url), 'utf8'),
  '/mobile/mc/asset-manifest.json': readFileSync(new URL('../../dist/asset-manifest.json', import.meta.url), 'utf8'),
};

/**
 * Serves the two asset manifests from the test, so that it decides when a new version appears: version 1 is
 * the build's own, any other changes the versions they carry. The worker is blocked: the update check is what
 * this looks at, and routes do not see a worker's requests.
 */
async function routeManifests(page) {
  // `servedTo`: the page path of each request, since every page load starts its own check afresh.
  const state = { version: 1, served: 0, servedTo: [], paths: [], deployAfter: 0 };
  await page.route(/\/(m|mobile\/mc)\/asset-manifest\.json\?_=\d+$/, (route) => {
    const path = new URL(route.request().url()).pathname;
    state.served += 1;
    state.paths.push(path);
    state.servedTo.push(new URL(route.request().frame().url()).pathname);
    const manifest = JSON.parse(BUILT_MANIFESTS[path]);
    // `deployAfter`: the requests after that many are answered with version 2, a deploy between two looks.
    if (state.deployAfter && state.served > state.deployAfter) state.version = Math.max(state.version, 2);
    if (state.version !== 1) manifest.version = `${manifest.version.slice(0, -4)}${String(state.version).padStart(4, '0')}`;
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify(manifest) });
  });
  return state;
}

/** Makes the tab report it became visible again, which runs a check at once (unless one is still running). */
const showTab = (page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** Shows the tab until a check has fetched both manifests: a check still running makes the page skip one. */
async function checkOnce(page, manifests) {
  const before = manifests.served;
  await expect.poll(async () => (await showTab(page), manifests.served)).toBeGreaterThanOrEqual(before + 2);
}

/** Shows the tab until the update prompt is there. */
async function checkUntilPrompt(page) {
  await expect.poll(async () => (await showTab(page), page.getByRole('alertdialog').count())).toBe(1);
}

test.describe('update check', () => {
  test.use({ serviceWorkers: 'block' });

  test('the manifests are fetched when the page settles, again 1.5 s after start, when the tab is shown and every hour', async ({ page }) => {
    const manifests = await routeManifests(page);
    await page.clock.install();
    await page.goto('/m/login');
    await expect(loginForm(page).submit).toBeVisible();
    await expect.poll(() => manifests.served).toBeGreaterThanOrEqual(2);
    expect(manifests.paths.slice(0, 2).sort()).toEqual(['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']);

    // The second look (SPEC §4, §9): 1.5 s after start, or after the settling when that came later.
    await page.clock.fastForward(1_500);
    await expect.poll(() => manifests.served).toBe(4);
    await page.clock.fastForward(60_000);
    expect(manifests.served).toBe(4);
    await showTab(page);
    await expect.poll(() => manifests.served).toBe(6);
    await page.clock.fastForward(3_600_000);
    await expect.poll(() => manifests.served).toBe(8);
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });

  test('a deploy that lands just after the page settled is announced by the second look', async ({ page }) => {
    const manifests = await routeManifests(page);
    manifests.deployAfter = 2;
    await page.clock.install();
    await page.goto('/m/login');
    await expect(loginForm(page).submit).toBeVisible();
    await expect.poll(() => manifests.served).toBeGreaterThanOrEqual(2);

    // Neither the tab nor the hour: only the look 1.5 s after start fetches again.
    await page.clock.fastForward(1_500);
    await expect(page.getByRole('alertdialog')).toContainText('发现新版本');
  });

  test('a new version is announced once, and the login page reloads in place', async ({ page }) => {
    const manifests = await routeManifests(page);
    await page.goto('/m/login');
    await expect(loginForm(page).submit).toBeVisible();
    await expect.poll(() => manifests.served).toBeGreaterThanOrEqual(2);
    await checkOnce(page, manifests);
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toBeHidden();

    manifests.version = 2;
    await checkUntilPrompt(page);
    await expect(prompt).toContainText('发现新版本');
    await expect(prompt).toContainText('新版本已就绪，刷新即可更新。');

    // Later checks see yet another version: the prompt is not stacked or shown again.
    manifests.version = 3;
    const servedBefore = manifests.served;
    await showTab(page);
    await showTab(page);
    await expect(prompt).toHaveCount(1);
    expect(manifests.served).toBe(servedBefore);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: '刷新' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(loginForm(page).submit).toBeVisible();
  });

  test('after an update any other page starts again from home', async ({ page }) => {
    const manifests = await routeManifests(page);
    await page.goto('/m/login');
    await logInThroughForm(page);
    await page.goto('/m/activity');
    await expect(page.getByRole('heading', { name: '优惠活动' })).toBeVisible();
    // The activity page's own check at start has both manifests (the login page's count for nothing here).
    await expect.poll(() => manifests.servedTo.filter((path) => path === '/m/activity').length).toBeGreaterThanOrEqual(2);

    manifests.version = 2;
    await checkUntilPrompt(page);
    await page.getByRole('alertdialog').getByRole('button', { name: '刷新' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('welcome')).toHaveText('欢迎，demo');
  });
});

test('in the merchant app and LINE no worker is registered, and an old one is removed', async ({ page, newContext }) => {
  await page.goto('/m/login');
  await waitForWorker(page);
  expect(await workerCount(page)).toBe(1);

  // The same browser profile opened inside the merchant's app.
  const cdp = await page.context().newCDPSession(page);
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: `${userAgent} mcapp/2.4.39` });
  await page.reload();
  await expect(loginForm(page).submit).toBeVisible();
  await expect.poll(() => workerCount(page)).toBe(0);

  const line = await newContext({ userAgent: `${userAgent} Line/13.4.0`, serviceWorkers: 'allow' });
  const linePage = await line.newPage();
  await linePage.goto('/m/login');
  await expect(loginForm(linePage).submit).toBeVisible();
  await linePage.waitForLoadState('networkidle');
  expect(await workerCount(linePage)).toBe(0);
});

test('the merchant manifest passes Chromium\'s installability check', async () => {
  // Installability is judged in a normal profile: a fresh context counts as incognito.
  const profile = await mkdtemp(join(tmpdir(), 'mc-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: chromeArgs, baseURL: servers().baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/m/login');
    await expect(loginForm(page).submit).toBeVisible();
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/wps\/system\/manifest\.json\?merchantCode=DEMO$/);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data);
    expect(manifest).toMatchObject({ name: 'Demo Lottery', start_url: '/m/home?utm_source=homescreen', scope: '/m/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/m/icons/icon-192.png');
    const icon = await page.request.get('/m/icons/icon-512.png');
    expect(icon.headers()['content-type']).toBe('image/png');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
