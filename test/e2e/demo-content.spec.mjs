// The demo merchant as a player meets it (a fresh sandbox is the demo's seed): the Promotions tab, the reward
// center and invite friends with real content; the lobby's announcement, marquee, banners and lanes in the
// player's language, again after a switch; one currency (the merchant country's) on every page that shows money.
import { control, DEMO, expect, LABELS, logInThroughForm, sandbox, test, useLanguage } from './fixtures.mjs';
import { DEMO_ANNOUNCEMENTS } from '../../sandbox/content.mjs';

/** What the lobby shows in each language (sandbox/content-texts.mjs, sandbox/games.mjs). */
const LOBBY = {
  EN: { announcement: 'Maintenance on Sunday', close: 'Close', marquee: 'Vietnam Lotto results are published every evening.', banner: 'Vietnam Lotto: draws every evening', lane: 'Hot lottery' },
  CN: { announcement: '周日系统维护', close: '关闭', marquee: 'Vietnam Lotto 开奖结果每晚公布。', banner: 'Vietnam Lotto：每晚开奖', lane: '热门彩票' },
  AR: { announcement: 'صيانة يوم الأحد', close: 'إغلاق', marquee: 'تُنشر نتائج Vietnam Lotto كل مساء.', banner: 'Vietnam Lotto: سحوبات كل مساء', lane: 'اليانصيب الرائج' },
};

async function logIn(page, context) {
  await useLanguage(context, 'EN');
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.EN);
}

test('the demo shows the Promotions tab, the reward center and invite friends with their content', async ({ page, context }) => {
  await logIn(page, context);
  await page.getByRole('navigation').getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  const rewards = page.locator('mc-reward-center');
  await expect(rewards.getByRole('tab')).toHaveText(['All', 'Deposit bonuses', 'Lottery', 'VIP & loyalty']);
  await expect(rewards.getByRole('heading', { name: 'Welcome bonus: 100% on your first deposit' })).toBeVisible();
  await expect(rewards.getByRole('article')).toHaveCount(5);
  await expect(page.getByText('This page is not available yet.')).toHaveCount(0);
  await expect(rewards.getByText('The reward center is not available at the moment.')).toHaveCount(0);

  await page.goto('/m/inviteFriends');
  const invite = page.locator('mc-invite-friends');
  await expect(invite.getByRole('textbox')).toHaveValue(/\/m\/register\?r=\w+$/);
  await expect(invite.getByTestId('invite-closed')).toHaveCount(0);
});

test('the lobby speaks the player\'s language: announcement, marquee, banner text and lane titles, and again after a switch', async ({ newContext }) => {
  await control('POST', '/__sandbox/content', { announcements: DEMO_ANNOUNCEMENTS.filter((item) => item.id === 102 || item.types === 'MQ') });
  let page;
  for (const code of ['CN', 'AR', 'EN']) {
    const text = LOBBY[code];
    // A player whose account is in that language: the lobby after login is in it.
    const username = `lobby${code.toLowerCase()}`;
    await sandbox.players({ username, password: 'lobby1234', language: code });
    page = await (await newContext()).newPage();
    await page.goto('/m/login');
    await logInThroughForm(page, { username, password: 'lobby1234' }, LABELS.CN);
    const popup = page.locator('mc-popup').getByRole('dialog');
    await expect(popup).toContainText(text.announcement);
    await popup.getByRole('button', { name: text.close, exact: true }).click();
    await expect(popup).toBeHidden();
    await expect(page.locator('mc-marquee').getByRole('button', { name: text.marquee })).toBeAttached();
    await expect(page.locator('mc-banner').getByRole('img', { name: text.banner })).toBeVisible();
    await expect(page.locator('mc-game-lanes').getByRole('heading', { level: 2, name: text.lane })).toBeVisible();
  }

  // A switch in the page asks again in the new language, with no reload.
  await page.evaluate(() => document.getElementById('app').before(document.createElement('mc-language-picker')));
  const picker = page.locator('mc-language-picker');
  await picker.getByRole('button', { name: /: English$/ }).click();
  await picker.getByRole('button', { name: '简体中文', exact: true }).click();
  await expect(page.locator('mc-marquee').getByRole('button', { name: LOBBY.CN.marquee })).toBeAttached();
  await expect(page.locator('mc-banner').getByRole('img', { name: LOBBY.CN.banner })).toBeVisible();
  await expect(page.locator('mc-game-lanes').getByRole('heading', { level: 2, name: LOBBY.CN.lane })).toBeVisible();
});

test('one currency, the merchant\'s, on the deposit page, in the announcements, the reward center and the mission', async ({ page, context }) => {
  await control('POST', '/__sandbox/content', { announcements: DEMO_ANNOUNCEMENTS.filter((item) => item.id === 103) });
  await logIn(page, context);
  // The first-deposit announcement promises its bonus in reais.
  const popup = page.locator('mc-popup').getByRole('dialog');
  await expect(popup).toContainText('Double your first deposit up to R$ 500.');
  await popup.getByRole('button', { name: 'Close', exact: true }).click();

  await page.goto('/m/voucherCenter');
  const deposit = page.locator('mc-deposit-center');
  await expect(deposit.getByRole('button', { name: 'R$ 100,00' })).toBeVisible();

  await page.goto('/m/rewardCenter');
  await expect(page.locator('mc-reward-center').getByRole('article').first()).toContainText('R$ 500');

  await page.goto('/m/leaderBoard');
  await expect(page.locator('mc-mission-board').getByRole('table')).toContainText('R$ 3.000,00');

  for (const path of ['/m/voucherCenter', '/m/rewardCenter', '/m/leaderBoard', '/m/home']) {
    await page.goto(path);
    await expect(page.locator('main, #app').first()).not.toContainText(/₫|VND|US\$/);
  }
  // Mobile numbers start with the merchant country's dialling code.
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(page.getByRole('button', { name: /\+55/ })).toBeVisible();
});
