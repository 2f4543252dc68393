// For every element of elements/: what a merchant page holding only that element downloads before the
// element is interactive, measured in Chromium. The page is the loader script and the tag, nothing else.
import { readdirSync } from 'node:fs';

export { elementBudget } from '../budgets.mjs';

export const elementTags = () =>
  readdirSync(new URL('../../elements/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mc-'))
    .map((entry) => entry.name)
    .sort();

/**
 * @param {import('playwright').Browser} browser
 * @param {string} appUrl the host server
 * @param {string} tag
 * @param {{ token: string, userName: string }} [member] a member's session on the page, for an element that shows
 *   nothing to a visitor (the balance)
 * @returns {Promise<{ files: string[], rendered: boolean }>} build files (relative to dist/) loaded before interactive
 */
export async function interactiveFiles(browser, appUrl, tag, member) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    if (member) {
      await page.addInitScript(({ token, userName }) => {
        const session = { id: '', token, merchantCode: 'DEMO', userName, type: 0, firstTimeLogin: false };
        sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
      }, member);
    }
    const pageUrl = `${appUrl}/bench/${tag}.html`;
    await page.route(pageUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${tag}</title>
<script src="${appUrl}/m/assets/mc-elements.js" data-merchant="DEMO" data-language="EN"></script></head>
<body><${tag}></${tag}></body></html>`,
      }),
    );
    // The first frame in which the element shows a control or text, seen from inside the page: what started
    // before it made the element interactive (idle prefetching starts right after).
    await page.addInitScript((name) => {
      const watch = () => {
        const root = document.querySelector(name)?.shadowRoot;
        const shown = root && [...root.querySelectorAll('button, input, a, select, textarea, [role], p, h1, h2')].some((node) => node.getClientRects().length);
        if (shown) window.__interactiveAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }, tag);
    await page.goto(pageUrl);
    const rendered = await page
      .waitForFunction(() => window.__interactiveAt !== undefined, undefined, { timeout: 10_000 })
      .then(() => true, () => false);
    const at = rendered ? await page.evaluate(() => window.__interactiveAt) : Infinity;
    const files = await page.evaluate((limit) =>
      performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime <= limit && new URL(entry.name).pathname.startsWith('/m/assets/') && entry.name.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname.slice('/m/assets/'.length)), at === Infinity ? Number.MAX_VALUE : at);
    return { files: [...new Set(files)], rendered };
  } finally {
    await context.close();
  }
}
