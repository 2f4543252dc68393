// `npm run docs:screenshots`: the docs' screenshots that no other screenshot covers, in CN, EN and AR, taken from
// the docs site's own example pages on an iPhone 13's screen against a fresh sandbox. Writes
// docs/screenshots/docs-<tag>-<LANG>.png for every element whose README.md names no other screenshots (only the
// missing ones; `--all` takes them again). Needs a build (`npm run build:app`) and Debian's Chromium with the
// Noto fonts (node scripts/system-packages.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from 'playwright';
import { startHostServer } from '../../host-page/server/serve.mjs';
import { startSandbox } from '../../sandbox/index.mjs';
import { chromeArgs, chromePath } from '../../test/browser-launch.mjs';
import { LANGUAGES } from './pages.mjs';
import { elementReadme } from './readme.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SHOTS = join(ROOT, 'docs', 'screenshots');
const all = process.argv.includes('--all');

if (!existsSync(join(ROOT, 'dist', 'docs', 'index.html'))) throw new Error('The docs site is not built: run npm run build:app first.');

const jobs = readdirSync(join(ROOT, 'elements'))
  .filter((tag) => tag.startsWith('mc-'))
  .map((tag) => ({ tag, ...elementReadme(tag) }))
  .filter((element) => element.shots === `docs-${element.tag}` && !element.shows)
  .flatMap((element) => LANGUAGES.map((language) => ({ ...element, language, file: join(SHOTS, `${element.shots}-${language.code}.png`) })))
  .filter((job) => all || !existsSync(job.file));

if (!jobs.length) {
  console.log('docs: every screenshot is there (--all takes them again).');
  process.exit(0);
}

const dataDir = await mkdtemp(join(tmpdir(), 'mc-docs-shots-'));
const sandbox = await startSandbox({ mode: 'test', host: '127.0.0.1', port: 0, dbFile: join(dataDir, 'sandbox.sqlite') });
const server = await startHostServer({ port: 0, host: '127.0.0.1', upstream: sandbox.url, merchant: 'DEMO', geetestStandIn: true, lines: sandbox.lineUrls, chatWidgetStandIn: true, gameOrigins: [sandbox.url, ...sandbox.lineUrls], chatOrigins: [sandbox.url] });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });

/** Logs the demo member in through the /m app's form (the app's first language is Chinese). */
async function logIn(page) {
  await page.goto(`${server.url}/m/login`);
  await page.getByLabel('用户名', { exact: true }).fill('demo');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
}

try {
  for (const job of jobs) {
    // A phone's screen, one CSS pixel per image pixel: small files, as the app's other screenshots.
    const context = await browser.newContext({ ...devices['iPhone 13'], deviceScaleFactor: 1, serviceWorkers: 'block' });
    const page = await context.newPage();
    if (job.member) await logIn(page);
    // The language the member chose on the app wins over the page's own: the page's language is the one shown.
    await context.addInitScript((code) => localStorage.setItem('language', code), job.language.code);
    await page.goto(`${server.url}/docs/examples/${job.tag}-${job.language.code}.html`);
    const host = page.locator(job.tag).first();
    await host.evaluate((element) => new Promise((resolve) => {
      const painted = () => element.shadowRoot?.textContent?.trim() && !element.matches(':state(loading)');
      if (painted()) return resolve();
      const timer = setInterval(() => painted() && (clearInterval(timer), resolve()), 100);
    }));
    // Fonts and lazily loaded pictures settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    // The docs' note about logging in is not part of the element: the picture shows the element alone.
    await page.evaluate(() => document.querySelectorAll('.example__note').forEach((note) => note.remove()));
    const bottom = await page.evaluate(() => Math.max(...[...document.body.children].map((child) => child.getBoundingClientRect().bottom)));
    const viewport = page.viewportSize();
    await page.screenshot({ path: job.file, clip: { x: 0, y: 0, width: viewport.width, height: Math.min(viewport.height, Math.max(96, Math.ceil(bottom + 12))) } });
    console.log(`docs: ${job.file.slice(ROOT.length)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await sandbox.close();
  await rm(dataDir, { recursive: true, force: true });
}
