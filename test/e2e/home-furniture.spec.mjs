// The home page's furniture (SPEC §2, §3, §5, §9): goto buttons and their rules, banner links (P, URL, G),
// and the announcements marquee. On a merchant page the runtime only asks to navigate (`mc-navigate`); in
// the /m app the app follows.
import { control, DEMO, expect, LABELS, logInThroughForm, sandbox, test } from './fixtures.mjs';
import { placeElements } from './markup.mjs';

const HOME_PAGE = '/examples/embed-home.html';
const NAMES = {
  REWARD_CENTER: 'Reward center',
  INVITE_FRIENDS: 'Invite friends',
  REGISTER: 'Register',
  DEPOSIT: 'Deposit',
  POINT_MARKET: 'Points shop',
  MISSION: 'Mission',
  MEMBER: 'Member benefits',
  APP_DOWNLOAD: 'Get the app',
};
const goto = (page, target) => page.locator(`mc-goto-button[target="${target}"]`).getByRole('button');

/** Records the navigations the runtime asks for on a merchant page. */
async function recordNavigation(page) {
  await page.addInitScript(() => {
    window.__navigations = [];
    document.addEventListener('mc-navigate', (event) => window.__navigations.push(event.detail.path));
  });
  return () => page.evaluate(() => window.__navigations);
}

/** Puts elements on the /m app's page, in a box of their own: the lobby has banners and shortcuts too. */
const place = (page, html) => placeElements(page, html);
/** A goto button this test placed. */
const placed = (page, target) => page.locator(`[data-placed] mc-goto-button[target="${target}"]`).getByRole('button');

// The /m home page holds <mc-popup>: no popup item or download banner here, so nothing covers the page.
test.beforeEach(() => control('POST', '/__sandbox/content', { announcements: [], banners: [] }));

test.describe(`goto buttons`, () => {
  test('a guest on a merchant page: which targets show, the referral rule, and an unknown target', async ({ page }) => {
    const navigations = await recordNavigation(page);
    const warnings = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await sandbox.switches({ REWCEN3: false });
    await page.goto(HOME_PAGE);
    for (const target of ['REWARD_CENTER', 'REGISTER', 'DEPOSIT', 'POINT_MARKET', 'MISSION', 'MEMBER', 'APP_DOWNLOAD']) {
      await expect(goto(page, target)).toHaveText(NAMES[target]);
    }
    // Without the reward center there is no referral promotion: no invite button.
    await expect(goto(page, 'INVITE_FRIENDS')).toHaveCount(0);
    await goto(page, 'REGISTER').click();
    expect(await navigations()).toEqual(['/m/register']);

    // With the reward center the referral promotion exists; enabled, invite friends opens its page.
    await sandbox.switches({ REWCEN3: true });
    await control('POST', '/__sandbox/promotions', { REFERRAL: { enabled: true, count: 3 } });
    await page.reload();
    await goto(page, 'INVITE_FRIENDS').click();
    await expect.poll(navigations).toEqual(['/m/inviteFriends']);

    // Disabled by the back office: customer service opens instead.
    await control('POST', '/__sandbox/promotions', { REFERRAL: { enabled: false } });
    await page.reload();
    const opened = page.context().waitForEvent('page');
    await goto(page, 'INVITE_FRIENDS').click();
    const chat = await opened;
    await expect.poll(() => chat.url()).toContain('/support/chat?provider=AICAN');
    expect(await navigations()).toEqual([]);

    await placeElements(page, '<mc-goto-button target="CASINO"></mc-goto-button>', { where: 'body' });
    await expect.poll(() => warnings).toContainEqual(expect.stringContaining('unknown target "CASINO"'));
    await expect(page.locator('mc-goto-button[target="CASINO"]').getByRole('button')).toHaveCount(0);
  });

  test('in the app: members by type and VIP, agents to agent registration, guests to /m/login', async ({ page }) => {
    const buttons = Object.keys(NAMES).map((target) => `<mc-goto-button target="${target}"></mc-goto-button>`).join('');
    await sandbox.switches({ REWCEN3: true });
    // The forced-download modal would hold the deposit back (SPEC §4); this merchant has it off.
    await control('POST', '/__sandbox/appDownload', { depositTimes: -1 });
    await control('POST', '/__sandbox/players', { username: 'agent7', password: 'agent777', type: 1, clubLabel: null });

    // A guest on the one public page: a target that needs login goes to /m/login.
    await page.goto('/m/inviteFriends');
    await place(page, '<mc-goto-button target="REWARD_CENTER"></mc-goto-button>');
    await placed(page, 'REWARD_CENTER').click();
    await expect(page).toHaveURL(/\/m\/login$/);

    // The demo member (type 0, VIP label Gold): no register button; member benefits shown; deposit goes on.
    await logInThroughForm(page, DEMO, LABELS.CN);
    await place(page, buttons);
    await expect(placed(page, 'MEMBER')).toBeVisible();
    await expect(placed(page, 'REGISTER')).toHaveCount(0);
    await placed(page, 'DEPOSIT').click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);

    // An agent without VIP benefits: no member benefits; invite friends leads to agent registration.
    await page.goto('/m/home');
    await page.getByRole('button', { name: LABELS.CN.logout }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await logInThroughForm(page, { username: 'agent7', password: 'agent777' }, LABELS.CN);
    await place(page, buttons);
    await expect(placed(page, 'DEPOSIT')).toBeVisible();
    await expect(placed(page, 'MEMBER')).toHaveCount(0);
    await placed(page, 'INVITE_FRIENDS').click();
    await expect(page).toHaveURL(/\/m\/agentRegister$/);
  });

  test('member type 4 sees no goto button; the app shell never offers the app', async ({ page, newContext }) => {
    await control('POST', '/__sandbox/players', { username: 'limited', password: 'limited1', type: 4 });
    await page.goto('/m/login');
    await logInThroughForm(page, { username: 'limited', password: 'limited1' }, LABELS.CN);
    // The member's type is known once the member info has arrived.
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO')).type)).toBe(4);
    await place(page, '<mc-goto-button target="DEPOSIT"></mc-goto-button><mc-goto-button target="MISSION"></mc-goto-button>');
    await expect(page.locator('mc-goto-button').first()).toBeAttached();
    await expect(page.locator('mc-goto-button').getByRole('button')).toHaveCount(0);

    const inApp = await newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 McApp/2.4.40' });
    const appPage = await inApp.newPage();
    await appPage.goto(HOME_PAGE);
    await expect(goto(appPage, 'DEPOSIT')).toBeVisible();
    await expect(goto(appPage, 'APP_DOWNLOAD')).toHaveCount(0);
  });
});

test('banners link by P, URL and G; a javascript: or foreign link never runs', async ({ page }) => {
  const banner = (url, fields) => ({ groupName: 'm_home', url: `banners/${url}.svg`, title: url, ...fields });
  await control('POST', '/__sandbox/content', {
    announcements: [],
    banners: [
      banner('home-lotto', { linkageType: 'P', linkage: '/promo/vietnam-lotto-week.html' }),
      banner('home-cashback', { linkageType: 'URL', linkage: '/m/rewardCenter' }),
      banner('home-slots', { linkageType: 'G', roomId: 'S501', nodeId: '9012', gameType: 'RNG', vendor: 'SAMBA' }),
      // A banner whose game the platform does not have is not handed out.
      banner('home-slots', { linkageType: 'G', roomId: 'R12', nodeId: 'N3', gameType: 'SLOT', vendor: 'TCG' }),
      banner('promo-cashback', { linkageType: 'URL', linkage: 'javascript:window.__ran=1' }),
      banner('promo-first-deposit', { linkageType: 'URL', linkage: 'https://evil.example/win' }),
    ],
  });
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.CN);
  await place(page, '<mc-banner group="m_home" autoplay="0"></mc-banner>');
  const carousel = page.locator('[data-placed] mc-banner');
  const slide = (n) => carousel.getByRole('group', { name: `第 ${n} 张，共 5 张` });
  const dot = (n) => carousel.getByRole('button', { name: `第 ${n} 张，共 5 张` });

  await expect(slide(1).getByRole('img', { name: 'home-lotto' })).toBeVisible();
  await expect(slide(1).getByRole('img')).toHaveAttribute('src', /\/wps\/static\/banners\/home-lotto\.svg$/);
  await dot(2).click();
  // A link to one of the app's pages is a route inside the app.
  await expect(slide(2).getByRole('link')).toHaveAttribute('href', '/m/rewardCenter');
  for (const n of [4, 5]) {
    await dot(n).click();
    await expect(slide(n).getByRole('img')).toBeVisible();
    await expect(slide(n).getByRole('link')).toHaveCount(0);
    await slide(n).getByRole('img').click();
  }
  expect(await page.evaluate(() => window.__ran)).toBeUndefined();
  await expect(page).toHaveURL(/\/m\/home$/);

  await dot(3).click();
  await slide(3).getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/launchGame\?roomId=S501&nodeId=9012&gameType=RNG&vendor=SAMBA$/);
  await page.goBack();
  await place(page, '<mc-banner group="m_home" autoplay="0"></mc-banner>');
  await slide(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/activity\?link=%2Fpromo%2Fvietnam-lotto-week\.html$/);
});

test('the marquee runs at 60 px/s, stops under a finger, and stands still with reduced motion', async ({ page }) => {
  await control('POST', '/__sandbox/reset');
  await control('POST', '/__sandbox/content', { banners: [] });
  await page.goto(HOME_PAGE);
  const marquee = page.locator('mc-marquee');
  await expect(marquee.getByRole('button', { name: /Vietnam Lotto/ })).toBeAttached();
  const timing = () =>
    marquee.evaluate((host) => {
      const track = host.shadowRoot.querySelector('.track');
      const [animation] = track.getAnimations();
      return animation && {
        state: animation.playState,
        duration: animation.effect.getTiming().duration,
        distance: track.scrollWidth + track.parentElement.clientWidth,
      };
    });
  const running = await timing();
  expect(running.state).toBe('running');
  expect(running.duration).toBeCloseTo((running.distance / 60) * 1000, -1);

  const viewport = marquee.locator('.viewport');
  await viewport.dispatchEvent('pointerdown');
  expect((await timing()).state).toBe('paused');
  await viewport.dispatchEvent('pointerup');
  expect((await timing()).state).toBe('running');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(marquee.getByRole('button', { name: /PIX/ })).toBeVisible();
  expect(await timing()).toBeUndefined();
});
