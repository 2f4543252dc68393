// How the build reaches a browser (issue 8): compressed and cacheable, the lobby in a few files, and loadable by
// a merchant's page on another origin, which then logs in through the platform's CORS answer.
import http from 'node:http';
import { pageWeight } from '../../scripts/weights.mjs';
import { DEMO, expect, LABELS, logInByToken, loginForm, sandbox, servers, test } from './fixtures.mjs';

/**
 * What the page fetched, from Resource Timing: the document and every resource once (the first time; a later
 * fetch of the same file, such as the service worker's cache filling, comes from the HTTP cache), with the
 * bytes of its body on the wire.
 */
function loadedResources(page) {
  return page.evaluate(() => {
    const seen = new Map();
    for (const entry of [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]) {
      const url = new URL(entry.name);
      if (url.origin !== location.origin || seen.has(url.pathname)) continue;
      seen.set(url.pathname, { path: url.pathname, body: entry.encodedBodySize, decoded: entry.decodedBodySize });
    }
    return [...seen.values()];
  });
}

test('the login page downloads compressed what the bench promises, within 10 %', async ({ page }) => {
  await page.goto('/m/login');
  await expect(loginForm(page).submit).toBeVisible();
  // Everything the page loads by itself (the crypto chunk waits for the player to start on the form).
  await page.waitForLoadState('networkidle');
  const loaded = (await loadedResources(page)).filter(({ path }) => !path.startsWith('/wps/'));
  const onTheWire = loaded.reduce((total, entry) => total + entry.body, 0);
  const uncompressed = loaded.reduce((total, entry) => total + entry.decoded, 0);
  const bench = pageWeight(loaded.map(({ path }) => path));
  expect(bench.files).toContain('app/index.html');
  expect(bench.files.some((file) => /^host\/app\.[\w-]{8}\.js$/.test(file))).toBe(true);
  expect(Math.abs(onTheWire - bench.bytes) / bench.bytes, `${onTheWire} B sent, the bench says ${bench.bytes} B`).toBeLessThan(0.1);
  // Compression is what makes the difference: the same files unpacked are several times larger.
  expect(uncompressed).toBeGreaterThan(onTheWire * 3);
});

test("a member's lobby is interactive after at most 10 JS files: the app, its shell, the lobby's group and the strings", async ({ page }) => {
  // The moment a game card can first be tapped, taken on each frame: what the page fetches after it (the overlays,
  // which join once the page has settled) does not count.
  await page.addInitScript(() => {
    const look = () => {
      if (document.querySelector('mc-game-lanes')?.shadowRoot?.querySelector('.card__link')) globalThis.__lanesInteractive = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await logInByToken(page, '/m/home');
  await page.waitForFunction(() => globalThis.__lanesInteractive !== undefined);
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource')
      .filter((entry) => entry.startTime <= globalThis.__lanesInteractive && new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname));
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(10);
  expect(scripts.some((path) => /\/host\/lobby\.[\w-]{8}\.js$/.test(path)), scripts.join('\n')).toBe(true);
});

test('hashed files are immutable, named files revalidate, every text answer varies by encoding', async ({ request }) => {
  const html = await request.get('/m/login', { headers: { 'Accept-Encoding': 'br' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const page = await html.text();
  expect(page, 'the page names its script by content hash').toMatch(/\/m\/assets\/host\/app\.[\w-]{8}\.js/);
  // The shell it preloads: large enough to have its compressed twins.
  const [app] = page.match(/\/m\/assets\/host\/shell\.[\w-]{8}\.js/) ?? [];
  expect(app, 'the page names its shell by content hash').toBeTruthy();

  for (const [encoding, expected] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', undefined]]) {
    const answer = await request.get(app, { headers: { 'Accept-Encoding': encoding } });
    expect(answer.headers()['content-encoding'], encoding).toBe(expected);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers().vary).toMatch(/Accept-Encoding/);
    expect(await answer.text()).toContain('mc-navigate');
  }
  for (const path of ['/m/assets/mc-elements.js', '/m/sw.js', '/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    expect(answer.headers()['content-type'], path).not.toMatch(/html/);
  }
  // The loader knows each element's entry by its content-named file, which is immutable and imports
  // content-named chunks.
  const login = /"(elements\/mc-login\.[\w-]{8}\.js)"/.exec(await (await request.get('/m/assets/mc-elements.js')).text())?.[1];
  expect(login, 'the loader names the login form\'s entry').toBeTruthy();
  const entry = await request.get(`/m/assets/${login}`);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await entry.text()).toMatch(/from"\.\.\/chunks\/[\w.-]+\.[\w-]{8}\.js"/);
  expect((await request.get('/m/assets/chunks/missing.AAAAAAAA.js')).status()).toBe(404);
});

/** A merchant's landing page on its own origin, loading the kit from the app's server. */
async function startLandingPage(appUrl) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Spring Jackpot</title>
<script src="${appUrl}/m/assets/mc-elements.js" data-api="${appUrl}" data-merchant="DEMO" data-language="EN"></script>
</head><body><h1>Spring Jackpot</h1><mc-login no-redirect></mc-login><p id="result" role="status"></p>
<script>document.addEventListener('mc-login-success', (e) => { document.getElementById('result').textContent = 'Hello ' + e.detail.userName; });</script>
</body></html>`;
  const server = http.createServer((req, res) => {
    // The page's icon is an empty answer, as a merchant page without one would have.
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    res.writeHead(req.url === '/' ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.url === '/' ? html : 'Not Found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${server.address().port}/`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

test('a landing page on another origin loads the widget and logs in through it', async ({ page }) => {
  const appUrl = servers().baseURL;
  const landing = await startLandingPage(appUrl);
  try {
    const kit = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${appUrl}/m/assets/`)) kit.push(response);
    });
    await page.goto(landing.url);
    expect(new URL(page.url()).origin).not.toBe(new URL(appUrl).origin);
    const widget = page.locator('mc-login');
    const form = loginForm(widget, LABELS.EN);
    await form.username.fill(DEMO.username);
    await form.password.fill(DEMO.password);
    await form.submit.click();
    await expect(page.locator('#result')).toHaveText('Hello demo');

    expect(kit.length).toBeGreaterThan(3);
    for (const response of kit) {
      const headers = await response.allHeaders();
      expect(headers['access-control-allow-origin'], response.url()).toBe('*');
      expect(headers['cross-origin-resource-policy'], response.url()).toBe('cross-origin');
    }
    // The platform saw the landing page's origin and answered it, not any origin.
    const [login] = await sandbox.requests('/wps/session/login');
    expect(login.headers.origin).toBe(new URL(landing.url).origin);
    expect(login.body).toMatchObject({ username: DEMO.username, type: 'username' });
  } finally {
    await landing.close();
  }
});
