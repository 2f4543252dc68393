// The forced-download modal on the home page (SPEC §2, §4, §9): shown on a deposit while the player has few
// deposits, counted across reloads up to the limit, closed by the 30 s deposit poll, and one prompt at a time.
import { control, DEMO, expect, LABELS, logInThroughForm, test, useLanguage } from './fixtures.mjs';

// The lobby's own deposit button (the shortcuts and the marquee name deposits too).
const depositButton = (page) => page.locator('button[data-action="deposit"]');

const modal = (page) => page.locator('mc-force-download').getByRole('dialog');
const showTimes = (page) => page.evaluate(() => localStorage.getItem('SHELL_forceDownloadShowTimes'));

/** Logs in a player with no deposit yet (the demo player's history emptied): the modal is for new depositors. */
async function logIn(page, context) {
  await control('POST', '/__sandbox/wallet', { username: 'demo', clear: true });
  await useLanguage(context, 'EN');
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.EN);
}

test('a deposit on the home page brings up the modal instead, counting each show across reloads', async ({ page, context }) => {
  await logIn(page, context);
  await depositButton(page).click();
  await expect(modal(page)).toBeVisible();
  await expect(modal(page)).toContainText('Deposits are faster and safer in the app');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await showTimes(page)).toBe('1');
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(modal(page)).toBeHidden();

  await page.reload();
  await depositButton(page).click();
  await expect(modal(page)).toBeVisible();
  expect(await showTimes(page)).toBe('2');
});

test('after the limit of shows the deposit goes ahead', async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem('SHELL_forceDownloadShowTimes', '5'));
  await logIn(page, context);
  await depositButton(page).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(modal(page)).toHaveCount(0);
});

test('the 30 s deposit poll closes the modal once a deposit lands', async ({ page, context }) => {
  await page.clock.install();
  await logIn(page, context);
  await depositButton(page).click();
  await expect(modal(page)).toBeVisible();
  await control('POST', '/__sandbox/deposits', { username: 'demo' });
  const polled = page.waitForRequest((request) => request.url().includes('/wps/relay/MCSFE_getDepositSettings'));
  await page.clock.runFor(30_000);
  await polled;
  await expect(modal(page)).toBeHidden();
});

test('a player past the deposit threshold deposits without the modal', async ({ page, context }) => {
  await logIn(page, context);
  await control('POST', '/__sandbox/deposits', { username: 'demo', count: 6 });
  await page.reload();
  await depositButton(page).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
});

test('two prompts due at once: the higher shows, the forced download after it closes', async ({ page, context }) => {
  await logIn(page, context);
  // Another part of the page (a script using the app's public surface, which shares the page's runtime) raises a
  // higher prompt first.
  await page.evaluate(async () => {
    const kit = await window.mcElements.runtime();
    const banner = Object.assign(document.createElement('div'), { id: 'higher-prompt', textContent: 'maintenance notice' });
    window.__higherPrompt = kit.requestPrompt('maintenance', () => {
      document.body.append(banner);
      return () => banner.remove();
    });
  });
  await expect(page.locator('#higher-prompt')).toBeVisible();
  await depositButton(page).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(modal(page)).toHaveCount(0);
  // Waiting is not showing: the show counter moves only once the modal is on screen.
  expect(await showTimes(page)).toBeNull();

  await page.evaluate(() => window.__higherPrompt.close());
  await expect(page.locator('#higher-prompt')).toHaveCount(0);
  await expect(modal(page)).toBeVisible();
  expect(await showTimes(page)).toBe('1');
});
