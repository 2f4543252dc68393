// The member's balance (header and member home) and records page: what a player sees, and what the platform
// is asked (docs/wire-contract.md, Wallet).
import { control, DEMO, EVERY_DEVICE, expect, LABELS, logInThroughForm, sandbox, test, useLanguage } from './fixtures.mjs';

const wallet = (change) => control('POST', '/__sandbox/wallet', change);

async function logIn(page, player = DEMO) {
  await page.goto('/m/login');
  await logInThroughForm(page, player, LABELS.EN);
}

const header = (page) => page.locator('.app-bar mc-balance');
const card = (page) => page.locator('mc-member-home mc-balance');
const amountOf = (balance) => balance.getByTestId('balance-amount');
const balanceCalls = async () => (await sandbox.requests('/wps/member/balance')).length;

test.describe('balance', () => {
  test.beforeEach(async ({ context }) => {
    await useLanguage(context, 'EN');
    // The download bar lies over the header; this player closed it.
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('hideDownloadBar', '1');
      } catch {
        /* a sandboxed frame has no storage */
      }
    });
  });

  test(`shows in the header and on member home, refreshes, and hides the amount across a reload ${EVERY_DEVICE}`, async ({ page }) => {
    await wallet({ username: 'demo', balance: 1234.56 });
    await logIn(page);
    await expect(amountOf(header(page))).toHaveText(/1[.,]234[.,]56/);
    await page.goto('/m/member/home');
    await expect(amountOf(card(page))).toHaveText(/1[.,]234[.,]56/);
    await expect(card(page).getByRole('link', { name: 'Records' })).toHaveAttribute('href', '/m/member/records');

    // Both show one amount: the header's refresh updates the card too.
    await wallet({ username: 'demo', balance: 2000 });
    await header(page).getByRole('button', { name: 'Refresh balance' }).click();
    await expect(amountOf(header(page))).toHaveText(/2[.,]000[.,]00/);
    await expect(amountOf(card(page))).toHaveText(/2[.,]000[.,]00/);

    await card(page).getByRole('button', { name: 'Hide balance' }).click();
    await expect(amountOf(card(page))).toHaveText('••••••');
    await expect(amountOf(header(page))).toHaveText('••••••');
    await expect(amountOf(card(page))).toHaveAccessibleName('Balance hidden');
    await page.reload();
    await expect(amountOf(card(page))).toHaveText('••••••');
    await expect(amountOf(header(page))).toHaveText('••••••');
    await header(page).getByRole('button', { name: 'Show balance' }).click();
    await expect(amountOf(card(page))).toHaveText(/2[.,]000[.,]00/);
    const [call] = await sandbox.requests('/wps/member/balance');
    expect(call.headers.authorization).toBeTruthy();
  });

  test('is asked for again after a deposit and when the page comes back into view, otherwise at most every 10 s', async ({ page }) => {
    await wallet({ username: 'demo', balance: 100 });
    await logIn(page);
    await expect(amountOf(header(page))).toHaveText(/100[.,]00/);
    // Another page of the app within 10 s: the header's amount stands, with no new call.
    const before = await balanceCalls();
    await page.locator('#tab-bar a[data-tab=member]').click();
    await expect(amountOf(card(page))).toHaveText(/100[.,]00/);
    expect(await balanceCalls()).toBe(before);

    await page.goto('/m/voucherCenter');
    const deposit = page.locator('mc-deposit-center');
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('50');
    await deposit.getByRole('button', { name: /^Deposit / }).click();
    await expect(deposit.getByRole('status').filter({ hasText: /credited/ })).toBeVisible();
    await expect(amountOf(header(page))).toHaveText(/150[.,]00/);

    // The player comes back from a game in another tab.
    await wallet({ username: 'demo', balance: 321 });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(amountOf(header(page))).toHaveText(/321[.,]00/);
  });

  test('a failed refresh keeps the last known amount, marked and announced as not current', async ({ page, problems }) => {
    problems.allow(/status of 5\d\d/);
    await wallet({ username: 'demo', balance: 88.8 });
    await logIn(page);
    await page.goto('/m/member/home');
    await expect(amountOf(card(page))).toHaveText(/88[.,]80/);
    await wallet({ failBalance: true });
    await card(page).getByRole('button', { name: 'Refresh balance' }).click();
    await expect(card(page).getByRole('status')).toHaveText('Not up to date');
    await expect(card(page).getByText('Could not update. This is the last known balance.')).toBeVisible();
    await expect(amountOf(card(page))).toHaveText(/88[.,]80/);
    await expect(header(page).getByRole('status')).toHaveText('Could not update. This is the last known balance.');
    await expect(amountOf(header(page))).toHaveText(/88[.,]80/);

    await wallet({ failBalance: false, username: 'demo', balance: 90 });
    await card(page).getByRole('button', { name: 'Refresh balance' }).click();
    await expect(amountOf(card(page))).toHaveText(/90[.,]00/);
    await expect(card(page).getByText('Not up to date')).toHaveCount(0);
  });

  test('a visitor sees no balance', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.locator('mc-login')).toBeVisible();
    await expect(page.locator('mc-balance')).toHaveCount(0);
    await logIn(page);
    await expect(amountOf(header(page))).toBeVisible();
    await page.goto('/m/member/home');
    await page.locator('mc-member-home').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/(login|home)$/);
    await expect(page.locator('.app-bar mc-balance')).toHaveCount(0);
    expect(await balanceCalls()).toBeGreaterThan(0);
  });
});

test.describe('records', () => {
  test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

  test(`lists the demo history by day, filters by type and period, and pages as the player scrolls ${EVERY_DEVICE}`, async ({ page }) => {
    await logIn(page);
    await page.goto('/m/member/home');
    await expect(card(page).getByRole('link', { name: 'Records' })).toHaveAttribute('href', '/m/member/records');
    await page.locator('mc-member-home').getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Records' }).click();
    await expect(page).toHaveURL(/\/m\/member\/records$/);
    const records = page.locator('mc-records');
    const rows = records.locator('[part=record]');
    await expect(rows.first()).toBeVisible();
    await expect(records.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(records.getByRole('heading', { name: /^(Today|Yesterday)$/ }).first()).toBeVisible();
    await expect(rows.first().locator('[part=record-amount]')).toHaveText(/^[+−]\D*\d/);

    await records.getByRole('button', { name: '30 days' }).click();
    await expect(rows).toHaveCount(20);
    // More come as the end of the list scrolls into view.
    await rows.last().scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(40);
    // And with the keyboard, through the button below the list.
    await records.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBeGreaterThan(40);

    await records.getByRole('button', { name: 'Deposits' }).click();
    await expect(records.getByRole('button', { name: 'Deposits' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows.first()).toBeVisible();
    expect(new Set(await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind'))))).toEqual(new Set(['deposit']));
    const calls = await sandbox.requests('/wps/member/records');
    const last = calls.at(-1);
    expect(last.query).toMatchObject({ type: 'deposit', page: '1', pageSize: '20' });
    // The period starts at midnight 29 days ago, in the player's time zone.
    expect(Number(last.query.from)).toBeLessThan(Date.now() - 29 * 86_400_000);
  });

  test('says so when the period has no records, and offers a retry when they cannot load', async ({ page, problems }) => {
    problems.allow(/status of 5\d\d/);
    await sandbox.players({ username: 'newbie01', password: 'newbie1234' });
    await logIn(page, { username: 'newbie01', password: 'newbie1234' });
    await sandbox.faults({ path: '/wps/member/records', status: 500, body: { success: false, errorCode: 'server.error', message: 'down' }, times: 1 });
    await page.goto('/m/member/records');
    const records = page.locator('mc-records');
    await expect(records.getByRole('alert')).toHaveText(/Your records could not be loaded\./);
    await records.getByRole('button', { name: 'Retry' }).click();
    await expect(records.getByRole('status')).toHaveText('No records in this period.');
  });
});
