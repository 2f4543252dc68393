// The reality check (issue 21): after the merchant's interval of play by the platform's clock, a modal over the
// lobby or a game tells the member how long this session has lasted and what it has come to, and asks whether
// to go on, see the records or stop. The journeys move the platform's clock instead of waiting; a tab coming
// back into view makes the element look at the clock again, as it does on a phone.
import { control, DEMO, expect, LABELS, logInThroughForm, sandbox, test, useLanguage } from './fixtures.mjs';

const MINUTE = 60_000;

const check = (page) => page.getByRole('alertdialog', { name: 'Reality check' });
const summaryCalls = async () => (await sandbox.requests('/wps/member/session/summary')).length;

/** A minute of play passes on the platform, and the player comes back to the tab. */
async function playAMinute(page) {
  await control('POST', '/__sandbox/clock', { advanceMs: MINUTE + 1000 });
  const before = await summaryCalls();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(summaryCalls).toBeGreaterThan(before);
}

/** The element has looked at the platform's clock since `before` calls, and found nothing due. */
async function lookedAndStayedHidden(page, before) {
  await expect.poll(summaryCalls).toBeGreaterThan(before);
  // The look answered; a dialog it decided on would be asked for at once.
  await page.waitForLoadState('networkidle');
  await expect(check(page)).toHaveCount(0);
}

test.beforeEach(async ({ context }) => {
  await control('POST', '/__sandbox/responsibleGaming', { realityCheckMinutes: 1 });
  await useLanguage(context, 'EN');
});

async function logIn(page) {
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.EN);
  // The check joins once the page has settled, and looks at the clock: nothing is due yet.
  await lookedAndStayedHidden(page, 0);
}

test('comes up over the lobby after the interval, with the time and result; continue hides it until the next', { tag: '@every-device' }, async ({ page }) => {
  await logIn(page);
  await control('POST', '/__sandbox/wallet', { username: 'demo', gameResult: -12.5 });
  await playAMinute(page);
  const dialog = check(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been playing for 1 minute this session.');
  await expect(dialog).toContainText(/Your net result this session: −R\$\s12,50/);
  await expect(dialog.getByRole('button', { name: 'Continue playing' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);

  // Answered: a reload within the same minute does not bring it back.
  const before = await summaryCalls();
  await page.reload();
  await lookedAndStayedHidden(page, before);

  // One interval after the answer, it asks again, counting the session from its platform start.
  await playAMinute(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have been playing for 2 minutes this session.');
});

test('counts across a reload: a check due while the page was away shows as the page comes back', async ({ page }) => {
  await logIn(page);
  await control('POST', '/__sandbox/clock', { advanceMs: 75 * MINUTE });
  await page.reload();
  await expect(check(page)).toBeVisible();
  await expect(check(page)).toContainText('You have been playing for 1 hour, 15 minutes this session.');
});

test('comes up over a game opened in the app, and the game is still there after continuing', async ({ page }) => {
  await logIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await page.getByRole('button', { name: 'Try Super Ace for free' }).click();
  const game = page.getByRole('dialog', { name: 'Super Ace' });
  await expect(game).toBeVisible();
  await playAMinute(page);
  await expect(check(page)).toBeVisible();
  await check(page).getByRole('button', { name: 'Continue playing' }).click();
  await expect(check(page)).toHaveCount(0);
  await expect(game).toBeVisible();
});

test('"See my records" opens the records page', async ({ page }) => {
  await logIn(page);
  await playAMinute(page);
  await check(page).getByRole('button', { name: 'See my records' }).click();
  await expect(page).toHaveURL(/\/m\/member\/records$/);
  await expect(page.locator('mc-records')).toBeVisible();
  await expect(check(page)).toHaveCount(0);
});

test('"Stop and log out" ends the session on the platform and goes to the login page', async ({ page }) => {
  await logIn(page);
  await playAMinute(page);
  await check(page).getByRole('button', { name: 'Stop and log out' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect.poll(async () => (await sandbox.requests('/wps/session/logout')).length).toBe(1);
  await expect(check(page)).toHaveCount(0);
});

test('a merchant without an interval has no reality check, and the clock is never asked', async ({ page }) => {
  await control('POST', '/__sandbox/responsibleGaming', { realityCheckMinutes: null });
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.EN);
  await page.waitForFunction(() => customElements.get('mc-reality-check') !== undefined);
  await control('POST', '/__sandbox/clock', { advanceMs: 3 * 60 * MINUTE });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForLoadState('networkidle');
  await expect(check(page)).toHaveCount(0);
  expect(await summaryCalls()).toBe(0);
});
