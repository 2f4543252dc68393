// Withdrawals (issue 32, item 1; docs/wire-contract.md, Withdrawals): member home and the balance card lead to
// /m/member/withdraw, which shows the demo's PIX key and the merchant's terms; a confirmed withdrawal is pending in
// the records and can be cancelled there; the platform's refusals (balance, a daily limit, the password) show in
// place; a failed payout puts the money back. On a Pixel 7 and an iPhone 13.
import { totpOf } from '../../sandbox/security.mjs';
import { control, EVERY_DEVICE, expect, logInByToken, sandbox, test, useLanguage } from './fixtures.mjs';

const withdraw = (page) => page.locator('mc-withdraw');
const amountField = (page) => withdraw(page).getByRole('textbox', { name: 'Amount to withdraw' });

/** The withdrawal page, logged in as the demo member. */
async function openWithdraw(page, path = '/m/member/withdraw') {
  await logInByToken(page, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Types an amount, continues, and confirms with a password. */
async function requestWithdrawal(page, amount, password = 'demo1234') {
  await amountField(page).fill(String(amount));
  await withdraw(page).getByRole('button', { name: 'Continue' }).click();
  await withdraw(page).getByLabel('Account password').fill(password);
  await withdraw(page).getByRole('button', { name: 'Confirm withdrawal' }).click();
}

test.describe('withdrawals', { tag: EVERY_DEVICE }, () => {
  test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

  test('member home and the balance card lead to it; a confirmed withdrawal is pending in the records, and cancelling it gives the money back', async ({ page }) => {
    await openWithdraw(page, '/m/member/home');
    await expect(page.locator('mc-member-home [part~=shortcuts] a[href="/m/member/withdraw"]')).toHaveText('Withdraw');
    await page.locator('mc-balance [part~=withdraw]').click();
    await expect(page).toHaveURL(/\/m\/member\/withdraw$/);
    await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
    await expect(withdraw(page).locator('[part~=account]')).toContainText('PIX · CPF number');
    await expect(withdraw(page).locator('[part~=account]')).toContainText('123•••9-09');
    await expect(withdraw(page).locator('[part~=rules]')).toContainText(/From R\$\s20,00 to R\$\s10\.000,00 per withdrawal/);
    await amountField(page).fill('150');
    await expect(withdraw(page).locator('[part~=received]')).toHaveText(/R\$\s148,50/);
    await requestWithdrawal(page, 150);
    await expect(withdraw(page).getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    const [post] = (await sandbox.requests('/wps/member/withdrawal')).filter((call) => call.method === 'POST');
    expect(post.body).toEqual({ amount: 150, password: 'demo1234' });

    await withdraw(page).getByRole('link', { name: 'See records' }).click();
    await expect(page).toHaveURL(/\/m\/member\/records$/);
    const pending = page.locator('mc-records [part~=record][data-status=pending]').first();
    await expect(pending.locator('[part~=record-amount]')).toHaveText(/^−R\$\s150,00$/);
    await expect(pending.locator('[part~=record-status]')).toHaveText('Pending');
    // Nothing on the row offers the money back for play: only the cancel.
    await expect(pending.getByRole('button')).toHaveCount(1);
    await pending.getByRole('button', { name: /^Cancel the withdrawal of R\$\s150,00$/ }).click();
    await expect(page.locator('mc-records [part~=cancel-note]')).toHaveText('Withdrawal cancelled. The money is back in your balance.');
    const cancelled = page.locator('mc-records [part~=record][data-kind=withdrawal]').nth(1);
    await expect(cancelled.locator('[part~=record-status]')).toHaveText('Cancelled');
    await expect(page.locator('mc-records [part~=record][data-kind=withdrawal]').first().locator('[part~=record-amount]')).toHaveText(/^\+R\$\s150,00$/);
  });

  test('refuses more than the balance and a wrong password, in place with the form kept', async ({ page }) => {
    await control('POST', '/__sandbox/wallet', { username: 'demo', balance: 300 });
    await openWithdraw(page);
    await amountField(page).fill('400');
    await withdraw(page).getByRole('button', { name: 'Continue' }).click();
    await expect(withdraw(page).getByRole('alert')).toHaveText(/^You can withdraw at most R\$\s300,00\.$/);
    expect((await sandbox.requests('/wps/member/withdrawal')).filter((call) => call.method === 'POST')).toEqual([]);

    // The platform's own answer too, when the balance changed after the page loaded.
    await amountField(page).fill('250');
    await withdraw(page).getByRole('button', { name: 'Continue' }).click();
    await control('POST', '/__sandbox/wallet', { username: 'demo', balance: 100 });
    await withdraw(page).getByLabel('Account password').fill('demo1234');
    await withdraw(page).getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(withdraw(page).getByRole('alert')).toHaveText('Your balance is not enough for this.');
    await expect(amountField(page)).toHaveValue('250');

    await requestWithdrawal(page, 60, 'not-my-password');
    await expect(withdraw(page).getByRole('alert')).toHaveText('The password is incorrect.');
    await expect(withdraw(page).getByLabel('Account password')).toHaveValue('not-my-password');
  });

  test('the VIP level\'s daily limits are enforced by the platform, with its message', async ({ page }) => {
    // A day on, so that the seeded withdrawal counts for none of today's limits; one withdrawal and R$ 200 a day.
    await control('POST', '/__sandbox/clock', { advanceMs: 86_400_000 });
    await control('POST', '/__sandbox/benefits', { levels: [{ rankLevel: 3, labelName: 'VIP 3', dailyWithdrawals: 1, dailyWithdrawalAmount: 200 }] });
    await openWithdraw(page);
    await expect(withdraw(page).locator('[part~=daily]')).toHaveText(/^Today: 0 of 1 withdrawals used, R\$\s200,00 left$/);
    await amountField(page).fill('250');
    await withdraw(page).getByRole('button', { name: 'Continue' }).click();
    await expect(withdraw(page).getByRole('alert')).toHaveText(/^Today you can withdraw R\$\s200,00 more\.$/);
    // The platform refuses it too, had the page let it through (its limits changed while the page was open).
    await amountField(page).fill('120');
    await withdraw(page).getByRole('button', { name: 'Continue' }).click();
    await control('POST', '/__sandbox/benefits', { levels: [{ rankLevel: 3, labelName: 'VIP 3', dailyWithdrawals: 1, dailyWithdrawalAmount: 100 }] });
    await withdraw(page).getByLabel('Account password').fill('demo1234');
    await withdraw(page).getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(withdraw(page).getByRole('alert')).toHaveText('This would go over today\'s withdrawal amount for your VIP level.');
    await expect(amountField(page)).toHaveValue('120');
  });

  test('a failed payout puts the money back, and the records say so', async ({ page }) => {
    await openWithdraw(page);
    await requestWithdrawal(page, 80);
    await expect(withdraw(page).getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    const failed = await control('POST', '/__sandbox/withdrawals', { username: 'demo', status: 'failed' });
    expect(failed.status).toBe('failed');
    await page.goto('/m/member/records');
    const rows = page.locator('mc-records [part~=record][data-kind=withdrawal]');
    await expect(rows.first().locator('[part~=record-amount]')).toHaveText(/^\+R\$\s80,00$/);
    await expect(rows.first()).toContainText('Withdrawal returned');
    await expect(rows.nth(1).locator('[part~=record-status]')).toHaveText('Failed');
    await expect(rows.nth(1).getByRole('button')).toHaveCount(0);
  });

  test('an account with an authenticator confirms with its code, not the password', async ({ page }) => {
    await openWithdraw(page);
    // The second factor is turned on after this session began, so the login itself needed none.
    const { gaSecret } = await control('POST', '/__sandbox/two-factor', { username: 'demo', methods: ['ga'] });
    await page.reload();
    await amountField(page).fill('40');
    await withdraw(page).getByRole('button', { name: 'Continue' }).click();
    const code = withdraw(page).getByLabel('Authenticator code');
    await expect(withdraw(page).getByLabel('Account password')).toHaveCount(0);
    await code.fill('000000');
    await withdraw(page).getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(withdraw(page).getByRole('alert')).toHaveText('The authenticator code is incorrect.');
    await code.fill(totpOf(gaSecret).generate());
    await withdraw(page).getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(withdraw(page).getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    const posts = (await sandbox.requests('/wps/member/withdrawal')).filter((call) => call.method === 'POST');
    expect(posts.map((call) => Object.keys(call.body).sort())).toEqual([['amount', 'authCode'], ['amount', 'authCode']]);
  });
});
