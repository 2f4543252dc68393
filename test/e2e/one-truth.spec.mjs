// One truth for every number (the wallet's records): the deposit page counts the deposits the records list, a
// first-deposit bonus is its promotion's share of that deposit, and the VIP level has one name everywhere.
import { createWpsClient } from '../../sandbox/wps-client.mjs';
import { control, EVERY_DEVICE, expect, logInByToken, memberToken, sandbox, servers, test, useLanguage } from './fixtures.mjs';

/** What the platform's records say, read as the app reads them (every deposit of the 90 days kept). */
async function depositRecords() {
  const token = await memberToken();
  const client = createWpsClient({ url: servers().sandboxURL });
  const from = Date.now() - 90 * 86_400_000;
  const { json } = await client.get(`/wps/member/records?type=deposit&from=${from}&pageSize=50`, { token });
  return json.value;
}

test.beforeEach(({ context }) => useLanguage(context, 'EN'));

test(`the deposit page counts the deposits the records list, and one more after a deposit ${EVERY_DEVICE}`, async ({ page }) => {
  const { total } = await depositRecords();
  expect(total).toBeGreaterThanOrEqual(10);
  await logInByToken(page, '/m/voucherCenter');
  const deposit = page.locator('mc-deposit-center');
  await expect(deposit.getByText(`Successful deposits: ${total}`)).toBeVisible();

  await deposit.getByRole('textbox', { name: 'Amount' }).fill('50');
  await deposit.getByRole('button', { name: 'Deposit R$ 50,00' }).click();
  await expect(deposit.getByText(`Successful deposits: ${total + 1}`)).toBeVisible();

  // The records page lists the same deposit, first among the deposits.
  await page.goto('/m/member/records');
  const records = page.locator('mc-records');
  await records.getByRole('button', { name: 'Deposits' }).click();
  await expect(records.locator('[part=record-amount]').first()).toHaveText('+R$ 50,00');
});

test(`a 100% first-deposit bonus on a R$ 50 deposit credits R$ 50 ${EVERY_DEVICE}`, async ({ page }) => {
  await sandbox.switches({ REWCEN3: true });
  // A new player's wallet: no deposit yet, no balance.
  await control('POST', '/__sandbox/wallet', { username: 'demo', clear: true });
  await logInByToken(page, '/m/voucherCenter');
  const deposit = page.locator('mc-deposit-center');
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('50');
  await deposit.getByRole('button', { name: 'Deposit R$ 50,00' }).click();
  await expect(deposit.getByText('Successful deposits: 1')).toBeVisible();

  await page.goto('/m/rewardCenter');
  const card = page.locator('mc-reward-center').getByRole('article', { name: 'Welcome bonus: 100% on your first deposit' });
  await expect(card).toContainText('Bonus up to R$ 500,00');
  await card.getByRole('button', { name: 'Claim' }).click();
  await expect(card.getByText('Claimed')).toBeVisible();

  await page.goto('/m/member/records');
  const records = page.locator('mc-records');
  await records.getByRole('button', { name: 'Bonuses & rewards' }).click();
  await expect(records.locator('[part=record]')).toHaveCount(1);
  await expect(records.locator('[part=record-amount]')).toHaveText('+R$ 50,00');
  // The balance is the deposit and its bonus: R$ 100,00, not R$ 550,00.
  await expect(page.locator('.app-bar mc-balance')).toContainText('R$ 100,00');
});

test(`the VIP level has the same name in the lobby, on member home and on the benefits page ${EVERY_DEVICE}`, async ({ page }) => {
  await logInByToken(page, '/m/member/home');
  const card = page.locator('mc-member-home');
  await expect(card.getByTestId('vip-label')).toHaveText('Gold');
  await expect(card.locator('[part=vip-level]')).toHaveText('Level 3');
  await page.goto('/m/member/benefits');
  const current = page.locator('mc-member-benefits').locator('[aria-current=true]');
  await expect(current.getByRole('heading')).toContainText('Gold');
  await expect(current.getByRole('heading')).toContainText('Level 3');
  await expect(page.locator('mc-member-benefits').getByText(/^VIP \d$/)).toHaveCount(0);
});
