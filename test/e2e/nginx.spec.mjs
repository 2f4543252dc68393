// The build deployed with nginx (deploy/nginx/) instead of the Node server: Debian's nginx with the brotli
// static module, on a loopback port, over dist/, with this worker's sandbox behind /wps. Installs nginx when
// it is missing and the run is root; skips only when it truly cannot.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeNginx } from '../../deploy/nginx/render.mjs';
import { contentSecurityPolicy, reportingEndpoints } from '../../host-page/server/security-headers.mjs';
import { expect, logInThroughForm, sandbox, servers, test } from './fixtures.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** nginx and the brotli module, installed with apt-get when missing and allowed; else why not. */
function ensureNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE)) return null;
  if (process.getuid?.() !== 0) {
    return 'nginx with libnginx-mod-http-brotli-static is not installed, and installing it needs root (apt-get install nginx libnginx-mod-http-brotli-static)';
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore', timeout: 180_000 });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx', 'libnginx-mod-http-brotli-static'], { env, stdio: 'ignore', timeout: 300_000 });
  } catch (error) {
    return `apt-get could not install nginx: ${error.message}`;
  }
  return existsSync(NGINX) && existsSync(BROTLI_MODULE) ? null : 'apt-get ran but nginx or its brotli module is still missing';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts nginx in the foreground on a loopback port; resolves once it accepts connections. */
async function startNginx(upstream) {
  const dir = await mkdtemp(join(tmpdir(), 'mc-nginx-'));
  // nginx's workers read the configuration's folder as another user.
  await chmod(dir, 0o755);
  const port = await freePort();
  // The sandbox is also the game host: its artwork and trial games are plain http.
  writeNginx({ dist: DIST, upstream, listen: `127.0.0.1:${port}`, confDir: dir, merchant: 'DEMO', title: 'Demo Lottery', gameOrigins: [upstream] });
  const main = join(dir, 'nginx.conf');
  await writeFile(main, `load_module ${BROTLI_MODULE};
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'mc-elements.conf')};
}
`);
  execFileSync(NGINX, ['-t', '-q', '-c', main, '-p', dir], { stdio: 'pipe' });
  const child = spawn(NGINX, ['-c', main, '-p', dir, '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${url}/m/icon.svg`);
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) {
        const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
        throw new Error(`nginx did not start: ${log || error.message}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

let nginx = null;
let unavailable = null;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  unavailable = ensureNginx();
  if (!unavailable) nginx = await startNginx(servers().sandboxURL);
});

test.afterAll(async () => {
  await nginx?.stop();
});

test.beforeEach(() => {
  test.skip(Boolean(unavailable), unavailable ?? '');
});

test('a player logs in to the app served by nginx', async ({ page }) => {
  await page.goto(`${nginx.url}/m/login`);
  await logInThroughForm(page);
  await page.reload();
  await expect(page.getByTestId('welcome')).toHaveText('欢迎，demo');
});

test('nginx sends the same headers as the Node server', async ({ request }) => {
  const page = await request.get(`${nginx.url}/m/member/benefits`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain('data-merchant="DEMO"');
  expect(html).toContain('<title>Demo Lottery</title>');
  expect(html).not.toContain('%MERCHANT%');
  const headers = page.headers();
  expect(headers['content-security-policy']).toBe(contentSecurityPolicy({ games: [new URL(servers().sandboxURL).origin] }));
  expect(headers['reporting-endpoints']).toBe(reportingEndpoints());
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toBe('gzip');
  // The lobby's own page: filled in and sent the same way, preloading the lobby's elements.
  const home = await request.get(`${nginx.url}/m/home`);
  const homeHtml = await home.text();
  expect(homeHtml).toContain('data-merchant="DEMO"');
  expect(homeHtml).toMatch(/<link rel="modulepreload" fetchpriority="low" href="\/m\/assets\/host\/lobby\.[\w-]{8}\.js"/);
  expect(home.headers()['content-security-policy']).toBe(headers['content-security-policy']);

  const [script] = html.match(/\/m\/assets\/host\/app\.[\w-]{8}\.js/) ?? [];
  for (const [encoding, expected] of [['br, gzip', 'br'], ['gzip', 'gzip']]) {
    const asset = await request.get(`${nginx.url}${script}`, { headers: { 'Accept-Encoding': encoding } });
    expect(asset.headers()['content-encoding'], encoding).toBe(expected);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['access-control-allow-origin']).toBe('*');
    expect(asset.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    expect(asset.headers().vary).toMatch(/Accept-Encoding/);
    expect(asset.headers()['content-type']).toMatch(/javascript/);
  }
  const loader = await request.get(`${nginx.url}/m/assets/mc-elements.js`);
  expect(loader.headers()['cache-control']).toBe('no-cache');
  expect(loader.headers()['access-control-allow-origin']).toBe('*');
  for (const path of ['/m/sw.js', '/m/asset-manifest.json', '/mobile/mc/asset-manifest.json']) {
    const answer = await request.get(`${nginx.url}${path}`);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    expect(answer.headers()['content-type'], path).not.toMatch(/html/);
  }
  expect((await request.get(`${nginx.url}/m/assets/mc-elements.js.br`)).status()).toBe(404);
  const manifest = await request.get(`${nginx.url}/wps/system/manifest.json?merchantCode=DEMO`);
  expect((await manifest.json()).start_url).toBe('/m/home?utm_source=homescreen');
});

test('nginx serves the docs site with the host pages\' headers, the live examples filled in', async ({ request }) => {
  const overview = await request.get(`${nginx.url}/docs/`);
  expect(overview.status()).toBe(200);
  expect(overview.headers()['content-security-policy']).toBe(contentSecurityPolicy({ games: [new URL(servers().sandboxURL).origin] }));
  const example = await request.get(`${nginx.url}/docs/examples/mc-login-AR.html`);
  const html = await example.text();
  expect(html).toContain('data-merchant="DEMO"');
  expect(html).toContain('<html lang="ar" dir="rtl"');
  const stylesheet = await request.get(`${nginx.url}/docs/docs.css`);
  expect(stylesheet.status()).toBe(200);
  expect(stylesheet.headers()['content-type']).toMatch(/text\/css/);
  const screenshot = await request.get(`${nginx.url}/docs/screenshots/docs-mc-maintenance-AR.png`);
  expect(screenshot.headers()['content-type']).toBe('image/png');
});

test('the production recipe serves neither the console nor the sandbox\'s control API', async ({ request }) => {
  for (const path of ['/console/', '/console/console.js', '/console/elements.json', '/__sandbox/overview', '/__sandbox/inspector']) {
    expect((await request.get(`${nginx.url}${path}`)).status(), path).toBe(404);
  }
});

test('nginx hands violation reports to the platform and refuses oversized ones', async ({ request }) => {
  const report = { 'csp-report': { 'document-uri': `${nginx.url}/m/home`, 'effective-directive': 'frame-src', 'blocked-uri': 'https://elsewhere.example' } };
  const sent = await request.post(`${nginx.url}/wps/csp-report`, { headers: { 'Content-Type': 'application/csp-report' }, data: JSON.stringify(report) });
  expect(sent.status()).toBe(204);
  expect((await sandbox.cspReports()).map((entry) => `${entry.directive} ${entry.blocked}`)).toEqual(['frame-src https://elsewhere.example']);
  const large = await request.post(`${nginx.url}/wps/csp-report`, { headers: { 'Content-Type': 'application/csp-report' }, data: 'x'.repeat(70 * 1024) });
  expect(large.status()).toBe(413);
  expect((await request.get(`${nginx.url}/wps/csp-report`)).status()).toBe(403);
  await sandbox.reset();
});
