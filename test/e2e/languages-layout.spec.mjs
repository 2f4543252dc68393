// Every element in Chinese, English, Arabic, Thai and Burmese on a 390 px phone (SPEC §1): no text may overflow
// its box and the page may not scroll sideways (the rule is in ./layout-check.mjs). The elements are mounted
// together on a merchant page in that language, a few stages per language (a guest's page with the language
// list open and the SMS and mobile forms, a member's page, the /m home page, then each modal in turn), so all 27
// elements take one test per language. Screenshots go to the test's output
// folder: one per element in Arabic, one per stage in the other languages.
import { execFileSync } from 'node:child_process';
import { control, DEMO, expect, logInByToken, pushNotAskedYet, sandbox, test, useLanguage } from './fixtures.mjs';
import { findOverflows, stillLoading } from './layout-check.mjs';
import { DEMO_ANNOUNCEMENTS } from '../../sandbox/content.mjs';

const LANGUAGES = [
  { code: 'CN', tag: 'zh-CN' },
  { code: 'EN', tag: 'en' },
  { code: 'AR', tag: 'ar', rtl: true },
  { code: 'TH', tag: 'th' },
  { code: 'MY', tag: 'my' },
];

// Boxes that clip text without an ellipsis by design: the marquee's ticker moves its line through its window, and
// the header balance's label wraps out of sight whole where it is wider than the amount under it.
const ALLOWED_CLIPS = ['.marquee .viewport', '.label-room'];

const GOTO_TARGETS = ['DEPOSIT', 'REWARD_CENTER', 'INVITE_FRIENDS', 'MISSION', 'POINT_MARKET', 'MEMBER', 'REGISTER', 'APP_DOWNLOAD'];
const gotoButtons = GOTO_TARGETS.map((target) => `<mc-goto-button target="${target}"></mc-goto-button>`).join('');

const GUEST_ELEMENTS = `
  <mc-download-bar></mc-download-bar>
  <mc-language-picker></mc-language-picker>
  <mc-banner group="m_home"></mc-banner>
  <mc-marquee></mc-marquee>
  <nav class="shortcuts">${gotoButtons}</nav>
  <mc-game-lanes page="home"></mc-game-lanes>
  <mc-login no-redirect></mc-login>
  <mc-register no-redirect></mc-register>
  <mc-responsible-gaming></mc-responsible-gaming>
  <mc-maintenance face="maintenance"></mc-maintenance>
  <mc-maintenance face="denied"></mc-maintenance>
  <mc-support></mc-support>`;

const MEMBER_ELEMENTS = `
  <mc-member-home></mc-member-home>
  <mc-vip-card></mc-vip-card>
  <nav class="shortcuts">${gotoButtons}</nav>
  <mc-deposit-center></mc-deposit-center>
  <mc-reward-center></mc-reward-center>
  <mc-point-market></mc-point-market>
  <mc-mission-board></mc-mission-board>
  <mc-member-benefits></mc-member-benefits>
  <mc-invite-friends></mc-invite-friends>
  <mc-feedback></mc-feedback>
  <mc-change-password no-redirect></mc-change-password>
  <mc-minigame></mc-minigame>`;

const PAGE = '/examples/languages-layout.html';

/** A merchant's page in the language: `<html lang dir>` as a page in that language has it, the kit's script tag. */
const merchantPage = ({ code, tag, rtl }, elements) => `<!doctype html>
<html lang="${tag}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/m/assets/mc-elements.js" data-api="" data-merchant="DEMO" data-language="${code}"></script>
<style>
  body { margin: 0; padding: 12px; font-family: system-ui, sans-serif; background: #f4f4f6; }
  body > * { margin-block-end: 16px; }
  .shortcuts { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; }
</style></head>
<body>${elements}</body></html>`;

const tagsIn = (elements) => [...new Set([...elements.matchAll(/<(mc-[a-z0-9-]+)/g)].map((match) => match[1]))];

/** Opens the merchant page holding `elements` and waits for every element to show its texts. */
async function open(page, language, elements) {
  await page.route(`**${PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body: merchantPage(language, elements) }));
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  await settle(page, tagsIn(elements));
}

async function settle(page, tags) {
  await expect.poll(() => page.evaluate(stillLoading, tags), { message: 'the elements finished loading' }).toEqual([]);
  await page.evaluate(() => document.fonts.ready);
}

async function expectNoOverflow(page, where) {
  // Soft, so that one run reports every stage and still takes every screenshot.
  expect.soft(await page.evaluate(findOverflows, ALLOWED_CLIPS), `texts that do not fit, ${where}`).toEqual([]);
}

/** In Arabic one screenshot per element (the first stage an element is on); in the other languages the stage's page. */
async function screenshots(page, testInfo, language, stage, tags, taken = new Set()) {
  if (!language.rtl) {
    await page.screenshot({ path: testInfo.outputPath(`${stage}-${language.code}.png`), fullPage: true, scale: 'css' });
    return;
  }
  for (const tag of tags.filter((name) => !taken.has(name))) {
    taken.add(tag);
    const hosts = page.locator(tag);
    for (let index = 0; index < (await hosts.count()); index++) {
      // A host with `display: contents` has no box of its own: its first part stands for it.
      let host = hosts.nth(index);
      if (!(await host.isVisible())) host = host.locator('[part]').first();
      if (!(await host.isVisible())) continue;
      await host.screenshot({ path: testInfo.outputPath(`${tag}${index ? `-${index + 1}` : ''}-AR.png`), scale: 'css' });
    }
  }
}

/** Shows a modal element (`mount` puts it on the page, in the page), checks it, and takes it away again. */
async function checkModal(page, testInfo, language, { tag, mount, more }) {
  await page.evaluate(mount);
  const dialog = page.locator(tag).getByRole('dialog').first();
  await expect(dialog, `${tag} shows`).toBeVisible();
  await settle(page, [tag]);
  await expectNoOverflow(page, `${tag} in ${language.code}`);
  await page.screenshot({ path: testInfo.outputPath(`${tag}-${language.code}.png`), scale: 'css' });
  if (more) await more();
  await page.evaluate((name) => document.querySelectorAll(name).forEach((element) => element.remove()), tag);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.use({ viewport: { width: 390, height: 844 } });
// The languages are independent of each other: they spread over the workers, so that this file, the longest of
// the run, does not keep one worker busy while the other has nothing left.
test.describe.configure({ mode: 'parallel' });

// The rule measures glyphs: without the fonts a phone has, Burmese or Chinese would be measured as boxes of
// another width and the answer would depend on the machine. scripts/system-packages.mjs installs them.
test.beforeAll(() => {
  const families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  for (const family of ['Noto Sans Myanmar', 'Noto Sans Thai', 'Noto Sans Arabic', 'Noto Sans CJK SC']) {
    if (!families.includes(family)) throw new Error(`The font "${family}" is missing: install fonts-noto-core and fonts-noto-cjk (node scripts/system-packages.mjs).`);
  }
});
// Five stages of a dozen elements each; the run is one page per language, not one per element.
test.setTimeout(60_000);

test.beforeEach(async () => {
  // Everything that shows only when the merchant has it: the reward center and referrals, the mini-game, the
  // install prompt; and the player `secure` with all four second factors for the two-factor dialog.
  await sandbox.switches({ REWCEN3: true, LOTTMINIGAME3: true });
  await control('POST', '/__sandbox/promotions', { REFERRAL: { enabled: true, count: 3 } });
  await control('POST', '/__sandbox/homeScreen', { enabled: true });
  await control('POST', '/__sandbox/two-factor', { username: 'secure' });
});

for (const language of LANGUAGES) {
  test(`every element fits its box in ${language.code}`, async ({ page, context, problems }, testInfo) => {
    // The game artwork comes from the sandbox's own port, which Chromium treats as another local address space
    // and refuses on a page it did not open itself; the cards keep their placeholder.
    problems.allow(/loopback. address space/, /Failed to load resource: net::ERR_FAILED/);
    await context.addInitScript((code) => localStorage.setItem('language', code), language.code);
    // A push service that has not asked yet, only on the merchant page, where the journey mounts the prompt itself.
    await pushNotAskedYet(context, { onlyUnder: '/examples/' });

    // A guest's page.
    await open(page, language, GUEST_ELEMENTS);
    await expectNoOverflow(page, `on the guest page in ${language.code}`);
    const shot = new Set();
    await screenshots(page, testInfo, language, 'guest', tagsIn(GUEST_ELEMENTS), shot);
    // The language list, open: 22 names in two columns.
    const languageToggle = page.locator('mc-language-picker button[aria-expanded]');
    await languageToggle.click();
    await expect(page.locator('mc-language-picker [part="list"]')).toBeVisible();
    await expectNoOverflow(page, `in the open language list in ${language.code}`);
    if (language.rtl) await page.screenshot({ path: testInfo.outputPath('mc-language-picker-open-AR.png'), scale: 'css' });
    await languageToggle.click();

    // The other way in: registration by mobile number (country code, phone number, code button). A phone
    // number reads left to right in every language.
    await page.locator('mc-register [role="tab"]').nth(1).click();
    const phone = page.locator('mc-register input[type="tel"]');
    await phone.fill('912345678');
    await settle(page, ['mc-register']);
    await expectNoOverflow(page, `on the mobile registration in ${language.code}`);
    expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    if (language.rtl) await page.locator('mc-register').screenshot({ path: testInfo.outputPath('mc-register-mobile-AR.png'), scale: 'css' });
    await checkModal(page, testInfo, language, {
      tag: 'mc-2fa',
      // The password is a property only, set once the element is defined (the kit defines it when it appears).
      mount: async () => {
        // Built with DOM calls: the page's policy refuses HTML strings (Trusted Types).
        const dialog = document.createElement('mc-2fa');
        for (const [name, value] of [['username', 'secure'], ['methods', 'payeeName,sms,ga,email,emailCode'], ['no-redirect', '']]) dialog.setAttribute(name, value);
        document.body.append(dialog);
        await customElements.whenDefined('mc-2fa');
        Object.assign(document.querySelector('mc-2fa'), { password: 'demo1234', open: true });
      },
      // The SMS tab: a number field with its send-code button. The email tab, in the mode where the platform
      // mails a code: its hint, a long address (left to right in every language), the code and its button.
      more: async () => {
        await page.locator('mc-2fa [role="tab"][data-method="sms"]').click();
        await expectNoOverflow(page, `on the SMS tab of mc-2fa in ${language.code}`);
        await page.locator('mc-2fa [role="tab"][data-method="email"]').click();
        const email = page.locator('mc-2fa input[name="email"]');
        await email.fill('a.rather.long.address.of.a.player@example.com');
        await expectNoOverflow(page, `on the email tab of mc-2fa in ${language.code}`);
        expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
      },
    });

    // The player logs in through the page's own form; the session then holds for the member's page.
    await page.locator('mc-register [role="tab"]').nth(0).click();

    // SMS login: the number, the send-code button beside it, the code.
    const login = page.locator('mc-login');
    await login.locator('[role="tab"][data-mode="sms"]').click();
    await login.locator('input[type="tel"]').fill('912345678');
    await settle(page, ['mc-login']);
    await expectNoOverflow(page, `on the SMS login in ${language.code}`);
    if (language.rtl) await login.screenshot({ path: testInfo.outputPath('mc-login-sms-AR.png'), scale: 'css' });
    await login.locator('[role="tab"][data-mode="username"]').click();

    await login.locator('input[name="username"]').fill('demo');
    await login.locator('input[name="password"]').fill('demo1234');
    const loggedIn = page.evaluate(() => new Promise((resolve) => document.addEventListener('mc-login-success', resolve, { once: true })));
    await login.locator('form[data-mode="username"] button[type="submit"]').click();
    await loggedIn;

    await open(page, language, MEMBER_ELEMENTS);
    await expectNoOverflow(page, `on the member page in ${language.code}`);
    await screenshots(page, testInfo, language, 'member', tagsIn(MEMBER_ELEMENTS), shot);
    await control('POST', '/__sandbox/content', { announcements: DEMO_ANNOUNCEMENTS });
    await checkModal(page, testInfo, language, { tag: 'mc-popup', mount: () => {
      const popup = document.createElement('mc-popup');
      popup.setAttribute('no-download-popups', '');
      document.body.append(popup);
    } });
    await control('POST', '/__sandbox/content', { announcements: [] });
    await checkModal(page, testInfo, language, { tag: 'mc-push-prompt', mount: () => {
      const prompt = document.createElement('mc-push-prompt');
      prompt.setAttribute('delay', '0');
      document.body.append(prompt);
    } });
    await checkModal(page, testInfo, language, { tag: 'mc-install-prompt', mount: () => {
      const prompt = document.createElement('mc-install-prompt');
      prompt.setAttribute('delay', '0');
      document.body.append(prompt);
    } });
    await checkModal(page, testInfo, language, {
      tag: 'mc-app-upgrade',
      // Inside the merchant's app, an older version than the one published (docs/install.md).
      mount: () => {
        window.McAppBridge = { version: '2.4.10' };
        document.body.append(document.createElement('mc-app-upgrade'));
      },
    });

    // The /m app's home page, where a deposit brings up the forced-download modal (SPEC §4): it is for players with
    // few deposits, so the demo player's history is emptied first.
    await control('POST', '/__sandbox/homeScreen', { enabled: false });
    await control('POST', '/__sandbox/wallet', { username: 'demo', clear: true });
    await page.goto('/m/home');
    await page.waitForLoadState('networkidle');
    await settle(page, ['mc-banner', 'mc-game-lanes', 'mc-goto-button']);
    await expectNoOverflow(page, `on the /m home page in ${language.code}`);
    if (!language.rtl) await page.screenshot({ path: testInfo.outputPath(`home-${language.code}.png`), fullPage: true, scale: 'css' });
    await page.locator('[data-action="deposit"]').click();
    const forceDownload = page.locator('mc-force-download').getByRole('dialog');
    await expect(forceDownload).toBeVisible();
    await settle(page, ['mc-force-download']);
    await expectNoOverflow(page, `mc-force-download in ${language.code}`);
    await page.screenshot({ path: testInfo.outputPath(`mc-force-download-${language.code}.png`), scale: 'css' });
  });
}

// The rule itself, on a page of known boxes: what must fail fails, what is meant passes.
test(`the overflow rule flags text wider than its box and passes scrollers and ellipses`, async ({ page }) => {
  await page.setContent(`<!doctype html><meta name="viewport" content="width=device-width">
    <style>.box { inline-size: 80px; white-space: nowrap; }</style>
    <div class="box" id="too-wide">A sentence much too long for eighty pixels</div>
    <div class="box" style="overflow: hidden; text-overflow: ellipsis">A sentence cut with an ellipsis on purpose</div>
    <div class="box" style="overflow-x: auto">A sentence in a box that scrolls sideways</div>
    <div class="box" style="overflow: hidden">A sentence clipped without an ellipsis</div>
    <div id="host"></div>
    <div id="narrow" style="inline-size: 100px"></div>`);
  await page.evaluate(() => {
    const root = document.querySelector('#host').attachShadow({ mode: 'open' });
    root.innerHTML = '<div style="display: flex; inline-size: 100px"><button style="white-space: nowrap; flex: none">A button label far too long</button></div>';
    document.querySelector('#narrow').attachShadow({ mode: 'open' }).innerHTML = '<p style="margin-inline-end: -40px">Pushed out of its element</p>';
  });
  const found = await page.evaluate(findOverflows, ALLOWED_CLIPS);
  expect(found).toEqual([
    expect.stringMatching(/^overflows by \d+px: div\.box "A sentence much too long/),
    expect.stringMatching(/^clipped by \d+px: div\.box "A sentence clipped/),
    expect.stringMatching(/^overflows by \d+px: <div> div "A button label/),
    expect.stringMatching(/^sticks out of its element by 40px: <div> p "Pushed out/),
  ]);
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="inline-size: 2000px">wide</div>'));
  expect(await page.evaluate(findOverflows, ALLOWED_CLIPS)).toContainEqual(expect.stringMatching(/^the page scrolls sideways/));
});

// Many players' phones are 360 px wide, many others 390. Every language on the app's own pages, at both widths:
// member home first (its shortcut grid once made Burmese 394 px wide on a 390 px screen), then the lobby and the
// member pages, reached inside the app as a player reaches them. Burmese, Khmer and Tamil have the longest words,
// Spanish, Portuguese and Malay some of the longest labels.
const ALL_LANGUAGES = ['CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR', 'RU', 'AR'];
const APP_PAGES = [
  ['/m/home', 'mc-game-lanes'],
  ['/m/voucherCenter', 'mc-deposit-center'],
  ['/m/rewardCenter', 'mc-reward-center'],
  ['/m/mall/mallHome', 'mc-point-market'],
  ['/m/leaderBoard', 'mc-mission-board'],
  ['/m/member/benefits', 'mc-member-benefits'],
  ['/m/inviteFriends', 'mc-invite-friends'],
  ['/m/feedback', 'mc-feedback'],
  ['/m/member/limits', 'mc-limits'],
  ['/m/member/withdraw', 'mc-withdraw'],
];
const PHONE_WIDTHS = [360, 390];

/** What does not fit the page at each phone width, as readable lines naming the width. */
async function overflowsAtPhoneWidths(page, tag) {
  const found = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    // What follows the new width (the mini-game's launcher moving back inside) renders in the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await settle(page, [tag]);
    for (const line of await page.evaluate(findOverflows, ALLOWED_CLIPS)) found.push(`${width} px: ${line}`);
  }
  return found;
}

for (const code of ALL_LANGUAGES) {
  test(`member home and the member pages fit 360 and 390 px phones in ${code}`, async ({ page, context, problems }) => {
    // The lanes' artwork comes from the sandbox's own port (see above); the cards keep their placeholder.
    problems.allow(/loopback. address space/, /Failed to load resource: net::ERR_FAILED/);
    // Nothing comes over the pages: no popup, no install prompt.
    await control('POST', '/__sandbox/content', { announcements: [] });
    await control('POST', '/__sandbox/homeScreen', { enabled: false });
    await useLanguage(context, code);
    await logInByToken(page, '/m/member/home');
    await settle(page, ['mc-member-home']);
    await expect(page.locator('mc-member-home')).toContainText(DEMO.username);
    expect.soft(await overflowsAtPhoneWidths(page, 'mc-member-home'), `texts that do not fit member home in ${code}`).toEqual([]);
    for (const [path, tag] of APP_PAGES) {
      await page.evaluate((to) => document.dispatchEvent(new CustomEvent('mc-navigate', { detail: { path: to }, cancelable: true })), path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect.soft(await overflowsAtPhoneWidths(page, tag), `texts that do not fit ${path} in ${code}`).toEqual([]);
    }
  });
}
