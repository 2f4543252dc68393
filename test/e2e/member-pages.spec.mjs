// The member pages with real content (SPEC §2, §3): reward center (REWCEN3 on and off), deposit with its
// statistics and events, point market redemption, mission board, and the empty and error states.
import { control, expect, logInByToken, sandbox, test, useLanguage } from './fixtures.mjs';

/** Logs the demo player in, in English, and opens the member page at `path` (the login form has its own journeys). */
async function logIn(page, context, path, title) {
  await useLanguage(context, 'EN');
  await logInByToken(page, path);
  await isPage(page, title);
}

/** Opens a member page and checks it is the page, not the placeholder. */
async function open(page, path, title) {
  await page.goto(path);
  await isPage(page, title);
}

async function isPage(page, title) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This page is not available yet.')).toHaveCount(0);
}

test('a deposit raises the statistics and fires the deposit and tracking events', async ({ page, context }) => {
  // A player who has not deposited yet: the demo player's history emptied.
  await control('POST', '/__sandbox/wallet', { username: 'demo', clear: true });
  await logIn(page, context, '/m/voucherCenter', 'Deposit');
  const deposit = page.locator('mc-deposit-center');
  await expect(deposit.getByText('Successful deposits: 0')).toBeVisible();
  await expect(deposit.getByText('Make your first deposit to unlock the welcome bonus.')).toBeVisible();
  await page.evaluate(() => {
    window.__events = [];
    for (const name of ['mc-track', 'mc-deposit']) document.addEventListener(name, (event) => window.__events.push({ name, detail: { ...event.detail } }));
  });

  await expect(deposit.getByRole('radio', { name: 'PIX instant' })).toBeChecked();
  await deposit.getByRole('button', { name: 'R$ 100,00' }).click();
  await deposit.getByRole('button', { name: 'Deposit R$ 100,00' }).click();
  await expect(deposit.getByRole('status').filter({ hasText: 'Your deposit of R$ 100,00 has been credited.' })).toBeVisible();
  await expect(deposit.getByText('Successful deposits: 1')).toBeVisible();
  await expect(deposit.getByText('Make your first deposit to unlock the welcome bonus.')).toHaveCount(0);
  expect(await page.evaluate(() => window.__events)).toEqual([
    { name: 'mc-track', detail: { name: 'deposit', amount: 100, currency: 'BRL', firstDeposit: true } },
    { name: 'mc-deposit', detail: { amount: 100, currency: 'BRL', totalDepositSuccessCount: 1, firstDeposit: true } },
  ]);
  const [sent] = await sandbox.requests('/wps/relay/MCSFE_submitDeposit');
  expect(sent.headers.encryption).toBe('true');
  expect(sent.body).toEqual({ channelId: 'PIX', amount: 100 });

  // A second deposit, typed and out of range first, is no longer the first one.
  await deposit.getByRole('radio', { name: 'Bank transfer' }).check();
  const amount = deposit.getByRole('textbox', { name: 'Amount' });
  await amount.fill('20');
  await deposit.getByRole('button', { name: 'Deposit R$ 20,00' }).click();
  await expect(deposit.getByRole('alert')).toHaveText('Enter an amount from R$ 50,00 to R$ 100.000,00.');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('250,50');
  await deposit.getByRole('button', { name: 'Deposit R$ 250,50' }).click();
  await expect(deposit.getByText('Successful deposits: 2')).toBeVisible();
  expect((await page.evaluate(() => window.__events))[2]).toEqual({ name: 'mc-track', detail: { name: 'deposit', amount: 250.5, currency: 'BRL' } });
});

test('the reward center shows promotions under category tabs and claims one; with REWCEN3 off it says it is not available', async ({ page, context }) => {
  await sandbox.switches({ REWCEN3: true });
  await logIn(page, context, '/m/rewardCenter', 'Reward center');
  const rewards = page.locator('mc-reward-center');
  await expect(rewards.getByRole('tab')).toHaveText(['All', 'Deposit bonuses', 'Lottery', 'VIP & loyalty']);
  await expect(rewards.getByRole('article')).toHaveCount(5);
  await rewards.getByRole('tab', { name: 'Lottery' }).click();
  await expect(rewards.getByRole('tab', { name: 'Lottery' })).toHaveAttribute('aria-selected', 'true');
  await expect(rewards.getByRole('article')).toHaveCount(1);
  // Arrow keys move between the tabs.
  await page.keyboard.press('ArrowRight');
  await expect(rewards.getByRole('tab', { name: 'VIP & loyalty' })).toBeFocused();
  await expect(rewards.getByRole('article')).toHaveCount(2);

  const card = rewards.getByRole('article', { name: 'Daily check-in reward' });
  await expect(card).toContainText('Bonus up to R$ 30,00');
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(card).toContainText('Seven days in a row double the reward.');
  await card.getByRole('button', { name: 'Claim' }).click();
  await expect(card.getByText('Claimed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  expect((await sandbox.requests('/wps/relay/MCSFE_claimPromotion'))[0].body).toEqual({ promotionId: 'PR-3001' });

  await sandbox.switches({ REWCEN3: false });
  await page.reload();
  await expect(rewards.getByText('The reward center is not available at the moment.')).toBeVisible();
  await expect(rewards.getByRole('article')).toHaveCount(0);
});

test('the point market redeems an item after a confirmation and tells the result; the mission board highlights the member', async ({ page, context }) => {
  await logIn(page, context, '/m/mall/mallHome', 'Points shop');
  const market = page.locator('mc-point-market');
  await expect(market.locator('[part="balance"]')).toContainText('12,500');
  await expect(market.getByRole('button', { name: 'Not enough points: Wireless earbuds' })).toBeDisabled();
  await expect(market.getByRole('listitem').filter({ hasText: 'Team jersey' })).toContainText('Sold out');

  await market.getByRole('button', { name: 'Redeem: Bonus credit R$ 10' }).click();
  const confirm = market.getByRole('dialog', { name: 'Redeem this item?' });
  await expect(confirm).toContainText('Bonus credit R$ 10 for 1,000 points.');
  await expect(confirm).toContainText('You will have 11,500 points left.');
  await confirm.getByRole('button', { name: 'Redeem' }).click();
  const result = market.getByRole('dialog', { name: 'Redeemed' });
  await expect(result).toContainText('Bonus credit R$ 10 is yours. Order MO-000001. You have 11,500 points left.');
  await result.getByRole('button', { name: 'Confirm' }).click();
  await expect(result).toHaveCount(0);
  await expect(market.locator('[part="balance"]')).toContainText('11,500');
  await expect(market.getByRole('listitem').filter({ hasText: 'Bonus credit R$ 10' })).toContainText('499 left');

  await open(page, '/m/leaderBoard', 'Mission');
  const board = page.locator('mc-mission-board');
  await expect(board.getByText('Your rank: #7 · 18,240 points')).toBeVisible();
  await expect(board.getByRole('row')).toHaveCount(17);
  const mine = board.locator('tr[aria-current="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('demo');
  await expect(mine).toContainText('You');
});

test('each page says when it has nothing, and when loading failed offers a retry that works', async ({ page, context, problems }) => {
  problems.allow(/503/);
  await sandbox.switches({ REWCEN3: true });
  await control('POST', '/__sandbox/rewards', {
    promotions: [], deposit: { channels: [] }, mallItems: [], leaderboard: { players: [], selfScore: null },
  });
  await logIn(page, context, '/m/rewardCenter', 'Reward center');
  await expect(page.locator('mc-reward-center').getByText('No promotions right now. Check back soon.')).toBeVisible();
  await open(page, '/m/voucherCenter', 'Deposit');
  await expect(page.locator('mc-deposit-center').getByText('No payment method is available right now. Please try again later.')).toBeVisible();
  await open(page, '/m/mall/mallHome', 'Points shop');
  await expect(page.locator('mc-point-market').getByText('The points shop has no items right now. Check back soon.')).toBeVisible();
  await open(page, '/m/leaderBoard', 'Mission');
  const board = page.locator('mc-mission-board');
  await expect(board.getByText('Nobody is on the board yet this week. Be the first!')).toBeVisible();

  await control('POST', '/__sandbox/rewards', { leaderboard: null });
  await sandbox.faults({ path: '/wps/relay/MISSION_', status: 503, body: { success: false, errorCode: 'sandbox.fault', message: 'The mission service is down.' }, times: 1 });
  await page.reload();
  await expect(board.getByRole('alert')).toContainText('The service could not complete this request. Please try again.');
  await board.getByRole('button', { name: 'Retry' }).click();
  await expect(board.getByText('Your rank: #7 · 18,240 points')).toBeVisible();
});

/**
 * Each quick-amount chip whose text does not lie inside its border, as readable lines (empty when all fit): its
 * content no wider than its box (scrollWidth <= clientWidth) and every line of its text within the border.
 */
function chipsThatOverflow() {
  const chips = [...document.querySelector('mc-deposit-center').shadowRoot.querySelectorAll('[part="amount"]')];
  const range = document.createRange();
  return chips.flatMap((chip) => {
    const box = chip.getBoundingClientRect();
    const [left, top] = [box.left + chip.clientLeft, box.top + chip.clientTop];
    const [right, bottom] = [left + chip.clientWidth, top + chip.clientHeight];
    range.selectNodeContents(chip);
    const beyond = [...range.getClientRects()].some((text) => text.left < left - 0.5 || text.right > right + 0.5 || text.top < top - 0.5 || text.bottom > bottom + 0.5);
    return chip.scrollWidth > chip.clientWidth || beyond ? [`"${chip.textContent}" in a ${Math.round(box.width)} px chip`] : [];
  });
}

test('the quick amounts fit their chips on 360 and 390 px phones in CN, EN and AR, long amounts too', async ({ page }) => {
  await control('POST', '/__sandbox/rewards', { deposit: { channels: [
    { id: 'PIX', name: 'PIX', minAmount: 10, maxAmount: 50_000, amounts: [20, 50, 100, 200, 500, 1000] },
    { id: 'VIP', name: 'VIP', minAmount: 1000, maxAmount: 10_000_000, amounts: [1000, 50_000, 250_000, 1_000_000, 9_999_999.99] },
  ] } });
  await logInByToken(page, '/m/voucherCenter');
  for (const language of ['CN', 'EN', 'AR']) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/m/voucherCenter');
      const deposit = page.locator('mc-deposit-center');
      await expect(deposit.locator('[part="amount"]').last()).toHaveText(/R\$\s1\.000,00/);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(chipsThatOverflow), `chips that overflow in ${language} at ${width} px`).toEqual([]);
      await deposit.getByRole('radio', { name: 'VIP' }).check();
      await expect(deposit.locator('[part="amount"]').last()).toHaveText(/R\$\s9\.999\.999,99/);
      expect(await page.evaluate(chipsThatOverflow), `long amounts that overflow in ${language} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page's width in ${language}`).toBe(width);
    }
  }
});
