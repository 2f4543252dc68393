// Calm prompts (SPEC §4, through the one prompt arbiter): a prompt the player did not ask for never opens within
// a second of a tap, at most two open in one page view and the rest wait for a later view, and no promotion
// opens over a game. The spec's rules that make a prompt due are unchanged: the announcement at once for a
// member, the download popups 20 s after the lobby opens and 8 s after the last one closed.
// Time is Playwright's clock: the journeys jump over the waits instead of sitting through them.
import { DEMO_BANNERS } from '../../sandbox/content.mjs';
import { control, EVERY_DEVICE, expect, logInByToken, sandbox, test, useLanguage } from './fixtures.mjs';

const announcement = { id: 7, types: 'PR', platform: 'M', category: '', promotionType: 'ANNOUNCEMENT', execution: 'A', title: 'Weekend draw', content: '<p>Draws every evening.</p>' };
const popup = (page) => page.locator('mc-popup').getByRole('dialog');

test.beforeEach(async ({ context }) => useLanguage(context, 'EN'));

/** The lobby's requests for a download popup's banners so far (the popup asks when one comes due). */
async function downloadChecks(group) {
  return (await sandbox.requests('/wps/system/banners')).filter((request) => request.query?.groupName === group).length;
}

/** Moves the page's clock on three seconds at a time until `check` holds: the popups chain their waits. */
async function advanceUntil(page, check, message) {
  await expect.poll(async () => (await check()) || (await page.clock.runFor(3_000), false), { message, timeout: 30_000 }).toBe(true);
}

test(`two unasked prompts per page view, none within a second of a tap; the third waits for the next view ${EVERY_DEVICE}`, async ({ page }) => {
  await control('POST', '/__sandbox/content', { announcements: [announcement], banners: DEMO_BANNERS });
  await page.clock.install();
  await logInByToken(page, '/m/home');

  // The first: the members' announcement, as soon as the lobby has it.
  await expect(popup(page)).toContainText('Weekend draw');
  // From here the clock moves only when the journey moves it: a wait of the app never lapses on its own.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(300);
  await expect(popup(page)).toBeHidden();

  // The second: the first download popup, 20 s into the page view and 8 s after the last one closed.
  await advanceUntil(page, () => popup(page).isVisible(), 'the first download popup opens');
  await expect(popup(page)).toContainText('Download the app');
  await popup(page).getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(300);
  await expect(popup(page)).toBeHidden();

  // The second download popup comes due 8 s later, but it would be the third prompt of this page view: it waits.
  await advanceUntil(page, async () => (await downloadChecks('m_popup2')) > 0, 'the second download popup comes due');
  await page.clock.runFor(30_000);
  await expect(popup(page)).toBeHidden();

  // A later page view: the player goes to the games and comes back to the lobby.
  await page.locator('#tab-bar').getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await page.locator('#tab-bar').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('welcome')).toBeVisible();

  // Its download popup comes due 20 s in; the player taps just before, so it waits a second after the tap.
  await page.clock.runFor(19_700);
  await page.getByTestId('welcome').click();
  await page.clock.runFor(500);
  await expect.poll(() => downloadChecks('m_popup2')).toBe(2);
  await expect(popup(page)).toBeHidden();
  await page.clock.runFor(1_000);
  await expect(popup(page)).toContainText('App bonus');
});

test(`no download popup or download bar over a trial game; the popup waits until the player is back ${EVERY_DEVICE}`, async ({ page }) => {
  await control('POST', '/__sandbox/content', { announcements: [], banners: DEMO_BANNERS });
  await page.clock.install();
  await logInByToken(page, '/m/home');
  await expect(page.locator('mc-download-bar').getByRole('link', { name: 'Download' })).toBeVisible();

  const tryButton = page.locator('mc-game-lanes').getByRole('button', { name: /^Try .+ for free$/ }).first();
  await tryButton.click();
  const trial = page.locator('mc-game-lanes').getByRole('dialog');
  await expect(trial).toBeVisible();
  // Over the game: no download bar, and the download popup that comes due stays away.
  await expect(page.locator('mc-download-bar').getByRole('link', { name: 'Download' })).toHaveCount(0);
  await page.clock.fastForward(25_000);
  await page.clock.runFor(1_000);
  await expect(popup(page)).toBeHidden();
  await expect(trial).toBeVisible();

  await trial.getByRole('button', { name: 'Back' }).click();
  await expect(trial).toHaveCount(0);
  await expect(page.locator('mc-download-bar').getByRole('link', { name: 'Download' })).toBeVisible();
  // Back in the lobby, the waiting popup opens once the tap on back is a second old.
  await page.clock.fastForward(1_100);
  await expect(popup(page)).toContainText('Download the app');
});
