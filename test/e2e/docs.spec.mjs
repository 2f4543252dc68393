// The docs site at /docs/: every page it links to opens without a console error or a security-policy violation
// (the fixtures fail the test on either), every address a page names on this server answers 200, and every live
// example shows its element: a box in its shadow root that a reader sees, the Arabic ones right to left.
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS } from '../../sandbox/content.mjs';
import { control, test, expect, DEMO, logInByToken } from './fixtures.mjs';

test.describe.configure({ mode: 'parallel' });

/** Addresses a page names: links, pictures, stylesheets, scripts and frames, on this server only. */
function addressesOn(page) {
  return page.evaluate(() => {
    const found = [];
    for (const element of document.querySelectorAll('a[href], img[src], link[href], script[src], iframe[src]')) {
      const raw = element.getAttribute('href') ?? element.getAttribute('src');
      const url = new URL(raw, location.href);
      if (url.origin !== location.origin) continue;
      url.hash = '';
      found.push({ url: url.href, from: location.pathname, what: element.localName });
    }
    return found;
  });
}

/** Every page of the site, from the overview's navigation and links outwards. */
async function crawl(page, start) {
  const pages = [];
  const seen = new Set([start]);
  const queue = [start];
  const others = new Map();
  while (queue.length) {
    const url = queue.shift();
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), `${url} answers`).toBe(200);
    pages.push(url);
    for (const found of await addressesOn(page)) {
      const { pathname } = new URL(found.url);
      // The console exists over the demo platform only (docs/console.md); the journeys' platform is a test one,
      // and test/e2e/console.spec.mjs opens it.
      if (pathname.startsWith('/console/')) continue;
      const isPage = pathname.startsWith('/docs/') && pathname.endsWith('.html') && found.what === 'a';
      // Example pages are opened by the test of live examples; here they are only addresses that must answer.
      if (isPage && !pathname.startsWith('/docs/examples/')) {
        if (!seen.has(found.url)) {
          seen.add(found.url);
          queue.push(found.url);
        }
      } else if (!others.has(found.url)) others.set(found.url, found);
    }
  }
  return { pages, others: [...others.values()] };
}

/**
 * Waits until the example's element has painted in the page's language (the example switches to it, whatever
 * the visitor's stored choice) something a reader sees: a box in its shadow root with a size, on screen and
 * not hidden. Says how, or what the shadow root held.
 */
function rendered(page, tag, lang) {
  return page.locator(tag).first().evaluate(async (element, prefix) => {
    const seen = (node) => {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth
        && style.visibility !== 'hidden' && Number(style.opacity) > 0 && (node.textContent?.trim() || node.matches('img, svg, iframe, canvas, button'));
    };
    let root;
    for (let tries = 0; tries < 150; tries++) {
      root = element.shadowRoot;
      const painted = root && !element.matches(':state(loading)') && customElements.get(element.localName);
      const inLanguage = root?.querySelector('[lang]')?.lang.toLowerCase().startsWith(prefix);
      const visible = root && [...root.querySelectorAll('*')].find(seen);
      if (painted && inLanguage && visible) {
        const box = visible.getBoundingClientRect();
        return { ok: true, direction: getComputedStyle(element).direction, box: `${visible.localName} ${Math.round(box.width)}x${Math.round(box.height)}` };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { ok: false, html: root?.innerHTML.slice(0, 200) ?? '(no shadow root)' };
  }, lang);
}

test('every docs page opens cleanly and every address it names answers', async ({ page }) => {
  test.setTimeout(90_000);
  const { pages, others } = await crawl(page, '/docs/');
  // The overview, theming, at least the four guides that exist, and one page per element.
  expect(pages.length).toBeGreaterThan(33 + 6);
  expect(pages.some((url) => url.endsWith('/docs/theming.html'))).toBe(true);
  // Asked a few at a time: each answer is a round trip to the host page, and the order does not matter.
  const broken = [];
  const queue = [...others];
  const ask = async () => {
    for (let found = queue.shift(); found; found = queue.shift()) {
      const response = await page.request.get(found.url);
      if (response.status() !== 200) broken.push(`${found.url} (${found.what} on ${found.from}) answers ${response.status()}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, ask));
  expect(broken.sort(), 'broken addresses').toEqual([]);
});

for (const [language, lang] of [['EN', 'en'], ['CN', 'zh'], ['AR', 'ar']]) {
  test(`every live example renders, in ${language}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    // The popups of `npm start`'s demo platform, which a test platform keeps out of other journeys' way.
    await control('POST', '/__sandbox/content', { announcements: DEMO_ANNOUNCEMENTS, banners: DEMO_BANNERS });
    // A member's session (this tab's), so that the elements for members show what a member sees.
    await logInByToken(page, '/m/home');
    await expect(page.getByTestId('welcome')).toContainText(DEMO.username);
    const overview = await (await request.get('/docs/')).text();
    const tags = [...new Set([...overview.matchAll(/href="elements\/(mc-[a-z0-9-]+)\.html"/g)].map((match) => match[1]))];
    expect(tags.length).toBeGreaterThanOrEqual(33);
    const failed = [];
    // Three tabs take the examples in turn: most of a page's time is spent waiting. The session lives in the
    // tab's storage; the other two start with a copy of it, as a duplicated tab does.
    const queue = [...tags];
    const session = await page.evaluate(() => Object.entries(sessionStorage));
    const tabs = [page];
    for (const extra of [1, 2]) {
      const tab = await page.context().newPage();
      await tab.addInitScript((entries) => {
        for (const [key, value] of entries) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
      }, session);
      tabs[extra] = tab;
    }
    await Promise.all(tabs.map(async (tab) => {
      for (let tag = queue.shift(); tag; tag = queue.shift()) {
        await tab.goto(`/docs/examples/${tag}-${language}.html`, { waitUntil: 'domcontentloaded' });
        const result = await rendered(tab, tag, lang);
        if (!result.ok) failed.push(`${tag}: ${result.html}`);
        else if (language === 'AR' && result.direction !== 'rtl') failed.push(`${tag}: not right to left`);
      }
    }));
    expect(failed.sort(), 'live examples that do not render').toEqual([]);
  });
}

test('the theming playground sets a custom property and part rules on the live elements', async ({ page }) => {
  await page.goto('/docs/theming.html');
  const login = page.locator('mc-login');
  const submit = login.locator('[part~="submit"]').first();
  await expect(submit).toBeVisible();
  await page.getByLabel('--mc-color-primary', { exact: true }).fill('rgb(10, 125, 90)');
  await expect(submit).toHaveCSS('background-color', 'rgb(10, 125, 90)');
  await page.getByLabel('Part rules (CSS)').fill('mc-login::part(submit) { border-radius: 21px; }');
  await expect(submit).toHaveCSS('border-radius', '21px');
  await page.getByRole('button', { name: 'Back to the defaults' }).click();
  await expect(submit).not.toHaveCSS('background-color', 'rgb(10, 125, 90)');
});
