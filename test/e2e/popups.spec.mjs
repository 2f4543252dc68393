// Announcement and promo popups, and the download-image popups (SPEC §2, §3, §4, §9): who sees which items,
// what the player's choices keep away and until when, one popup at a time, and server HTML made inert.
// Time is Playwright's clock: it jumps to the next local midnight and over the popups' waits.
import { control, DEMO, EVERY_DEVICE, expect, LABELS, logInThroughForm, loginForm, test } from './fixtures.mjs';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS, HOSTILE_HTML } from '../../sandbox/content.mjs';

const POPUP_PAGE = '/examples/embed-popup.html';
const item = (id, fields) => ({ id, types: 'PR', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: 'B', title: `Notice ${id}`, content: `<p>Text ${id}</p>`, ...fields });
const setAnnouncements = (announcements) => control('POST', '/__sandbox/content', { announcements });
/** Opens a page and resolves once <mc-popup> has asked for its items (it is mounted, its clock running). */
async function openChecked(page, path) {
  const asked = page.waitForResponse((response) => response.url().includes('/wps/relay/MCSFE_getListAnnouncements'));
  await (path ? page.goto(path) : page.reload());
  await asked;
}
const dialogs = (page) => page.locator('mc-popup').getByRole('dialog');
const nextMidnight = (page) =>
  page.evaluate(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  });

test.describe(`a guest on a merchant page`, () => {
  test('"don\'t show again today" holds until the next local midnight; a content change brings the popup back', async ({ page }) => {
    await control('POST', '/__sandbox/content', { announcements: DEMO_ANNOUNCEMENTS });
    await page.clock.install({ time: new Date('2026-03-10T21:30:00') });
    await page.goto(POPUP_PAGE);
    const popup = dialogs(page);
    await expect(popup).toContainText('Welcome to Demo Lottery');
    await popup.getByLabel("Don't show again today").check();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_POPUP')));
    expect(stored.guest.announcement).toMatchObject({ show: false, todayHideTime: await nextMidnight(page) });

    // A new visit the same evening: still hidden (visitors are checked after 1 s).
    await page.reload();
    await page.clock.runFor(2000);
    await expect(page.getByRole('heading', { name: 'Lucky Draw Festival' })).toBeVisible();
    await expect(popup).toBeHidden();

    // Past midnight it is due again.
    await page.clock.setSystemTime((await nextMidnight(page)) + 60_000);
    await page.reload();
    await expect(popup).toContainText('Welcome to Demo Lottery');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    // Closed without the tick: away for this visit, back as soon as the content changes.
    await page.reload();
    await page.clock.runFor(2000);
    await expect(popup).toBeHidden();
    await setAnnouncements([item(101, { title: 'Welcome to Demo Lottery', content: '<p>New draw times from Monday.</p>' })]);
    await page.reload();
    await expect(popup).toContainText('New draw times from Monday.');
  });

  test('hostile popup HTML arrives inert: no script runs, no handler survives, only allowed links', async ({ page, problems }) => {
    await setAnnouncements([item(7, { title: 'Read me', content: HOSTILE_HTML })]);
    // Without the page's security policy, so that only the sanitizer stands between the HTML and the page.
    await page.route('**/examples/embed-popup.html', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    // <img src="x"> is looked for on the image CDN, which has no such file.
    problems.allow(/404 \(Not Found\)/);
    const loaded = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(POPUP_PAGE);
    const popup = dialogs(page);
    await expect(popup).toContainText('Styled');
    const found = await page.locator('mc-popup').evaluate((host) => {
      const root = host.shadowRoot;
      const all = [...root.querySelectorAll('*')];
      return {
        handlers: all.flatMap((node) => [...node.attributes].map((a) => a.name)).filter((name) => name.startsWith('on') || name === 'style'),
        dangerous: root.querySelectorAll('script, iframe, svg, object, embed, form').length,
        links: [...root.querySelectorAll('.content a')].map((a) => [a.textContent, a.getAttribute('href')]),
      };
    });
    expect(found.handlers).toEqual([]);
    expect(found.dangerous).toBe(0);
    expect(found.links).toEqual([
      ['this', null],
      ['that', null],
      ['Rewards', new URL('/m/rewardCenter', page.url()).href],
    ]);
    await popup.getByText('this').click();
    expect(await page.evaluate(() => window.__hostile)).toBeUndefined();
    // DOMPurify came with the popup's HTML, in its own chunk.
    expect(loaded.some((path) => /\/chunks\/purify\.es\.[\w-]{8}\.js$/.test(path))).toBe(true);
  });

  test('the download popups show after 20 s, m_popup1 then m_popup2, and again only for new files', async ({ page }) => {
    await control('POST', '/__sandbox/content', { announcements: [], banners: DEMO_BANNERS });
    await page.clock.install();
    await openChecked(page, POPUP_PAGE);
    const popup = dialogs(page);
    await page.clock.fastForward(18_000);
    await expect(popup).toBeHidden();
    await page.clock.fastForward(3_000);
    await expect(popup).toContainText('Download the app');
    await expect(popup.getByRole('img')).toHaveAttribute('src', /\/wps\/static\/banners\/popup-app\.svg$/);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    // The closed-popup wait (8 s) before the next.
    await page.clock.fastForward(7_000);
    await expect(popup).toBeHidden();
    await page.clock.fastForward(2_000);
    await expect(popup).toContainText('App bonus');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('MC_downloadPopup')))).toEqual({
      m_popup1: 'popup-app.svg',
      m_popup2: 'popup-bonus.svg',
    });

    // Same files: nothing. A new file in m_popup2: that one only. Session flag 0: nothing.
    const banners = await control('POST', '/__sandbox/content', {});
    const changed = banners.banners.map((b) => (b.groupName === 'm_popup2' ? { ...b, url: 'banners/popup-bonus-v2.svg', title: 'New app bonus' } : b));
    await openChecked(page);
    await page.clock.fastForward(25_000);
    await page.clock.runFor(1_000);
    await expect(popup).toBeHidden();
    await control('POST', '/__sandbox/content', { banners: changed });
    await page.evaluate(() => sessionStorage.setItem('downloadPopup', '0'));
    await openChecked(page);
    await page.clock.fastForward(25_000);
    await page.clock.runFor(1_000);
    await expect(popup).toBeHidden();
    await page.evaluate(() => sessionStorage.removeItem('downloadPopup'));
    await openChecked(page);
    await page.clock.fastForward(21_000);
    await expect(popup).toContainText('New app bonus');
  });
});

test('a member sees the members\' popups, one at a time; forceRead steps to the last slide before closing', async ({ page }) => {
  await setAnnouncements([
    item(1, { execution: 'A', title: 'Members only' }),
    item(2, { execution: 'B', title: 'Guests only' }),
    item(3, { execution: 'F', title: 'First login only' }),
    item(4, { execution: 'A', promotionType: 'PROMOTION', title: 'Promo one', forceRead: true }),
    item(5, { execution: 'A', promotionType: 'PROMOTION', title: 'Promo two' }),
    item(6, { execution: 'A', promotionType: 'PROMOTION', title: 'Promo three' }),
  ]);
  await page.clock.install();
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.CN);
  const popup = dialogs(page);
  await expect(popup).toHaveCount(1);
  await expect(popup).toContainText('Members only');
  await expect(popup).not.toContainText('Guests only');
  await expect(popup).not.toContainText('First login only');
  await popup.getByRole('button', { name: '关闭' }).click();
  await expect(popup).toBeHidden();

  // The promo carousel waits its turn (8 s after the first closed), alone on screen.
  await page.clock.fastForward(9_000);
  await expect(popup).toHaveCount(1);
  await expect(popup.getByRole('heading', { name: 'Promo one' })).toBeVisible();
  await expect(popup.getByRole('button', { name: '关闭' })).toHaveCount(0);
  await popup.getByRole('button', { name: '下一张' }).click();
  await expect(popup.getByRole('heading', { name: 'Promo two' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeVisible();
  // Autoplay (5 s) reaches the last slide too.
  await page.clock.fastForward(5_100);
  await expect(popup.getByRole('heading', { name: 'Promo three' })).toBeVisible();
  await popup.getByRole('button', { name: '关闭' }).click();
  await expect(popup).toBeHidden();

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_POPUP')));
  const [key] = Object.keys(stored);
  expect(key).toMatch(/^member:/);
  expect(Object.keys(stored[key]).sort()).toEqual(['announcement', 'promotion']);
});

test('execution F shows on a member\'s first login only, under the member\'s own key', async ({ page }) => {
  await setAnnouncements([item(2, { execution: 'B', title: 'Guests only' }), item(3, { execution: 'F', title: 'First login only' })]);
  // An English-speaking account: the account's language applies at login (SPEC §3 member language).
  await control('POST', '/__sandbox/players', { username: 'newbie', password: 'newbie123', firstTimeLogin: true, language: 'EN' });
  await page.goto('/examples/embed-home.html');
  const popup = dialogs(page);
  await expect(popup).toContainText('Guests only');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  // A guest's tap on a target that needs login opens the login dialog on the merchant's page.
  await page.locator('mc-goto-button[target="DEPOSIT"]').getByRole('button').click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('User name', { exact: true }).fill('newbie');
  await login.getByLabel('Password', { exact: true }).fill('newbie123');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(popup).toContainText('First login only');
  await expect(popup).not.toContainText('Guests only');
  const keys = Object.keys(await page.evaluate(() => JSON.parse(localStorage.getItem('MC_POPUP'))));
  expect(keys).toEqual(['guest']);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  const after = Object.keys(await page.evaluate(() => JSON.parse(localStorage.getItem('MC_POPUP'))));
  expect(after).toHaveLength(2);
  expect(after).toEqual(expect.arrayContaining(['guest', expect.stringMatching(/^member:\d+$/)]));
});

test(`the lobby opens at its top after a login from a scrolled form; closing a popup never moves the page ${EVERY_DEVICE}`, async ({ page }) => {
  await setAnnouncements([
    item(1, { execution: 'A', title: 'Members only' }),
    item(4, { execution: 'A', promotionType: 'PROMOTION', title: 'Promo one' }),
  ]);
  await page.clock.install();
  const phone = page.viewportSize();
  await page.goto('/m/login');
  // The keyboard is up: little of the page shows, and the phone scrolls the form to keep the button in view.
  await page.setViewportSize({ width: phone.width, height: 360 });
  const form = loginForm(page, LABELS.CN);
  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(100);
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.setViewportSize(phone);

  const popup = dialogs(page);
  await expect(popup).toContainText('Members only');
  await popup.getByRole('button', { name: '关闭' }).click();
  await expect(popup).toBeHidden();
  // The lobby from its top: the welcome and its deposit button in full view.
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect(page.getByTestId('welcome')).toBeInViewport({ ratio: 1 });
  await expect(page.locator('[data-action="deposit"]')).toBeInViewport({ ratio: 1 });

  // The player scrolls down to the games; the promo comes (8 s after the first popup closed) and goes, and the
  // page stays where the player left it.
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(200);
  const left = await page.evaluate(() => scrollY);
  await page.clock.fastForward(9_000);
  await expect(popup.getByRole('heading', { name: 'Promo one' })).toBeVisible();
  await popup.getByRole('button', { name: '关闭' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => scrollY)).toBe(left);
  // Nothing in the page had the focus before the popup: it goes back to the page, and Tab starts at its top.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});
