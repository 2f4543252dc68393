// No dead ends: a banner or goto target that is one of the app's own pages is a route inside the app, and the
// activity page never frames the app inside itself; the demo's "Vietnam Lotto" banner opens its promotion.
// (The demo platform's chat switch is covered beside the sandbox: sandbox/support.test.mjs.)
import { DEMO_BANNERS } from '../../sandbox/content.mjs';
import { control, EVERY_DEVICE, expect, logInByToken, test, useLanguage } from './fixtures.mjs';

const banner = (url, fields) => ({ groupName: 'm_home', url: `banners/${url}.svg`, title: url, ...fields });

test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

test(`the demo's Vietnam Lotto banner opens its promotion page, framed once, in the app ${EVERY_DEVICE}`, async ({ page }) => {
  await control('POST', '/__sandbox/content', { banners: DEMO_BANNERS.filter((item) => item.groupName === 'm_home'), announcements: [] });
  await logInByToken(page, '/m/home');
  const carousel = page.locator('mc-banner');
  await carousel.getByRole('link').filter({ has: page.getByRole('img', { name: /Vietnam Lotto/ }) }).click();
  await expect(page).toHaveURL(/\/m\/activity\?link=%2Fpromo%2Fvietnam-lotto-week\.html$/);
  const frame = page.locator('.page--activity iframe');
  await expect(frame.contentFrame().getByRole('heading', { name: 'Vietnam Lotto Week' })).toBeVisible();
  // The framed page is the promotion, not the app: one header and one navigation on screen.
  await expect(frame.contentFrame().locator('.app-bar, #tab-bar')).toHaveCount(0);
  await expect(page.locator('.app-bar')).toHaveCount(1);
});

test(`a banner that links an app page goes there inside the app, and the activity page never frames the app ${EVERY_DEVICE}`, async ({ page }) => {
  await control('POST', '/__sandbox/content', {
    announcements: [],
    banners: [
      banner('home-lotto', { linkageType: 'P', linkage: '/m/rewardCenter' }),
      banner('home-cashback', { linkageType: 'URL', linkage: '/m/member/records' }),
    ],
  });
  await logInByToken(page, '/m/home');
  const carousel = page.locator('mc-banner');
  const loads = [];
  page.on('load', () => loads.push(page.url()));
  await carousel.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await expect(page.locator('.page--member-page, mc-reward-center').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.locator('mc-banner').getByRole('button', { name: 'Slide 2 of 2' }).click();
  await page.locator('mc-banner').getByRole('group', { name: 'Slide 2 of 2' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/member\/records$/);
  // Both inside the app: no page load after the first.
  expect(loads).toEqual([]);

  // An older link that put the app itself on the activity page: the page opens in its place, unframed.
  await page.goto(`/m/activity?link=${encodeURIComponent('/m/rewardCenter')}`);
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('#tab-bar')).toHaveCount(1);
  // Back does not return to a page that would only send the player on again.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/member\/records$/);

  // An address under /m/ that is no page of the app is refused, not framed.
  await page.goto(`/m/activity?link=${encodeURIComponent('/m/nowhere')}`);
  await expect(page.getByRole('alert')).toHaveText('This promotion link cannot be opened.');
  await expect(page.locator('.page--activity iframe')).toHaveCount(0);
});
