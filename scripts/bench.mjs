// `npm run bench`: the kit's weight, in brotli bytes (quality 11), as a page downloads it.
// Prints figures and the targets they are measured against; it asserts nothing (timing and size budgets
// are tracked here, not in tests).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright';
import { startSandbox } from '../sandbox/index.mjs';
import { startHostServer } from '../host-page/server/serve.mjs';
import { chromeArgs, chromePath } from '../test/browser-launch.mjs';

const dist = new URL('../dist/', import.meta.url).pathname;
if (!existsSync(join(dist, 'mc-elements.js')) || process.argv.includes('--build')) {
  execSync('npm run build', { stdio: 'inherit' });
}

const brotli = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (label, bytes, target) =>
  console.log(`${label.padEnd(44)} ${String(bytes).padStart(8)} B ${kb(bytes).padStart(10)}${target ? `   target ≤ ${kb(target)} ${bytes <= target ? 'ok' : 'OVER'}` : ''}`);

const LOADER_TARGET = 1.5 * 1024;
const INTERACTIVE_TARGET = 90 * 1024;
const WITH_CRYPTO_TARGET = 125 * 1024;

console.log('\nFiles (brotli)');
row('loader mc-elements.js', brotli('mc-elements.js'), LOADER_TARGET);
for (const file of readdirSync(join(dist, 'elements')).filter((f) => f.endsWith('.js'))) {
  row(`element ${file}`, brotli(`elements/${file}`));
}
row('runtime entry index.js (npm users)', brotli('index.js'));
const chunks = readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
const isLocale = (f) => /^(zh-CN|zh-HK|en-US|es|hi|id|ja|km|ko|my|ta|th|vi|fil|ur|pt|pt-BR|ms|bn|tr|ru|ar)-[\w-]{8}\.js$/.test(f);
for (const file of chunks.filter((f) => !isLocale(f))) row(`shared chunks/${file}`, brotli(`chunks/${file}`));
const locales = chunks.filter(isLocale).map((f) => brotli(`chunks/${f}`));
console.log(`${'locale chunks (22, one per page)'.padEnd(44)} ${Math.min(...locales)}–${Math.max(...locales)} B each`);

// What a merchant page holding only <mc-login> downloads, measured in a real browser.
const sandbox = await startSandbox({ mode: 'test', dbFile: ':memory:' });
const server = await startHostServer({ port: 0, upstream: sandbox.url });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
try {
  const page = await browser.newPage();
  // The moment the form is on screen, seen from inside the page at frame granularity: the resources that
  // started before it are what made it interactive. (Idle prefetching starts right after, so timing this
  // from outside the page would race with it.)
  await page.addInitScript(() => {
    const watch = () => {
      if (document.querySelector('mc-login')?.shadowRoot?.querySelector('input[name=username]')) {
        window.__formShownAt = performance.now();
      } else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const scripts = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    );
  const ours = (entries) =>
    entries
      .filter(({ path }) => path.startsWith('/m/assets/') && path.endsWith('.js'))
      .map((entry) => ({ ...entry, file: entry.path.slice('/m/assets/'.length) }));
  const sum = (files) => [...new Set(files)].reduce((total, file) => total + brotli(file), 0);

  await page.goto(`${server.url}/examples/embed-login.html`);
  await page.waitForFunction(() => window.__formShownAt !== undefined);
  const shownAt = await page.evaluate(() => window.__formShownAt);
  const interactive = ours(await scripts()).filter((entry) => entry.start <= shownAt).map((entry) => entry.file);
  const interactiveMs = Math.round(shownAt);
  await page.locator('mc-login input[name=username]').fill('demo');
  await page.locator('mc-login input[name=password]').fill('demo1234');
  await page.locator('mc-login button[type=submit]').click();
  await page.locator('#result', { hasText: 'demo' }).waitFor();
  const afterSubmit = ours(await scripts()).map((entry) => entry.file);

  console.log('\nA page with only <mc-login> (brotli, every JS file it requested)');
  row(`before the form is interactive (${new Set(interactive).size} files)`, sum(interactive), INTERACTIVE_TARGET);
  row(`after a login submit (${new Set(afterSubmit).size} files)`, sum(afterSubmit), WITH_CRYPTO_TARGET);
  console.log(`crypto chunk loaded up front: ${interactive.some((f) => f.includes('envelope-crypto')) ? 'YES (should not)' : 'no'}`);
  console.log(`form on screen after: ${interactiveMs} ms from navigation on loopback (one run, indicative only)`);

  // What a merchant page holding only <mc-download-bar> downloads before the bar shows (issue 9: 80 KB, no
  // crypto, no Firebase).
  {
    const barPage = await browser.newPage();
    await barPage.addInitScript(() => {
      const watch = () => {
        if (document.querySelector('mc-download-bar')?.shadowRoot?.querySelector('[part~=download]')) {
          window.__barShownAt = performance.now();
        } else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await barPage.goto(`${server.url}/examples/embed-download-bar.html`);
    await barPage.waitForFunction(() => window.__barShownAt !== undefined);
    const barShownAt = await barPage.evaluate(() => window.__barShownAt);
    const entries = await barPage.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    );
    const barFiles = ours(entries).filter((entry) => entry.start <= barShownAt).map((entry) => entry.file);
    console.log('\nA page with only <mc-download-bar> (brotli, every JS file it requested)');
    row(`before the bar shows (${new Set(barFiles).size} files)`, sum(barFiles), 80 * 1024);
    const heavy = barFiles.filter((file) => /envelope-crypto|firebase/.test(file));
    console.log(`crypto or Firebase loaded: ${heavy.length ? `YES (${heavy.join(', ')})` : 'no'}`);
    await barPage.close();
  }
} finally {
  await browser.close();
  await server.close();
  await sandbox.close();
}
