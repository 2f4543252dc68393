// The home-screen install prompt on the /m app's home page (SPEC §2, §4, §9): what each browser is offered,
// the counters across reloads, and one prompt at a time. The page's clock is installed so that the prompt's
// 2 s after load passes without waiting.
import { control, DEMO, expect, LABELS, logInThroughForm, pushNotAskedYet, test, useLanguage } from './fixtures.mjs';

const UA = {
  ios16: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ios17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  instagram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0',
};

const dialog = (page) => page.locator('mc-install-prompt').getByRole('dialog');
const counters = (page) =>
  page.evaluate(() => [sessionStorage.getItem('PWA_skipA2hs'), localStorage.getItem('PWA_a2hsCloseTimes')]);

/** Logs in (the home page is for members) with the page's clock under the test's control. */
async function home(page, context, settings = {}) {
  await control('POST', '/__sandbox/homeScreen', { enabled: true, ...settings });
  await useLanguage(context, 'EN');
  await page.clock.install();
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.EN);
}

/** Reloads the home page and lets the prompt's time come. */
async function reloadHome(page) {
  const answered = page.waitForResponse((response) => response.url().includes('/wps/system/appDownload'));
  await page.reload();
  await answered;
  await expect(page.getByTestId('welcome')).toBeVisible();
  await page.clock.runFor(2500);
}

test.describe(`iPhone Safari`, () => {
  test.use({ userAgent: UA.ios17 });

  test('iOS 17: the sheet, the two-step guide, and dismissals counted across reloads up to the limit', async ({ page, context }) => {
    await home(page, context, { maxCloseTimes: 2 });
    await page.clock.runFor(2500);
    await expect(dialog(page)).toContainText('Install Demo Lottery');
    await dialog(page).getByRole('button', { name: /Web app/ }).click();
    await expect(dialog(page)).toContainText('Tap the Share button');
    await expect(dialog(page).getByRole('listitem')).toHaveCount(2);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await counters(page)).toEqual(['1', '1']);

    // Same browser session: skipped.
    await reloadHome(page);
    await expect(dialog(page)).toHaveCount(0);
    // A new session: offered again, until the limit of dismissals.
    await page.evaluate(() => sessionStorage.removeItem('PWA_skipA2hs'));
    await reloadHome(page);
    await dialog(page).getByRole('button', { name: 'Continue in browser' }).click();
    expect(await counters(page)).toEqual(['1', '2']);
    await page.evaluate(() => sessionStorage.removeItem('PWA_skipA2hs'));
    await reloadHome(page);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('mc-install-prompt').getByRole('complementary')).toHaveCount(0);
  });
});

test.describe(`iPhone iOS 16`, () => {
  test.use({ userAgent: UA.ios16 });

  test('taking the app counts as installed: 99, never offered again', async ({ page, context }) => {
    await context.route('https://download.demo-lottery.example/**', (route) =>
      route.fulfill({ status: 200, headers: { 'Content-Disposition': 'attachment; filename="app"' }, body: 'package' }),
    );
    await home(page, context);
    await page.clock.runFor(2500);
    const app = dialog(page).getByRole('link', { name: /App/ });
    await expect(app).toHaveAttribute('href', 'https://download.demo-lottery.example/demo-lottery.mobileconfig');
    const started = page.waitForEvent('download');
    await app.click();
    await started;
    await expect(dialog(page)).toHaveCount(0);
    expect(await counters(page)).toEqual(['1', '99']);
    await page.evaluate(() => sessionStorage.removeItem('PWA_skipA2hs'));
    await reloadHome(page);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe(`Android Chrome`, () => {
  test.use({ userAgent: UA.android });

  test("the browser's own install dialog, offered before any element loaded, is used", async ({ page, context }) => {
    // Chrome's offer, fired as the document is parsed: before the app or any element has run.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const offer = new Event('beforeinstallprompt', { cancelable: true });
        offer.prompt = async () => (window.__installPrompted = (window.__installPrompted ?? 0) + 1);
        offer.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
        window.dispatchEvent(offer);
      });
    });
    await home(page, context, { preferredWay: 'web_app' });
    await page.clock.runFor(2500);
    await expect(dialog(page).locator('[data-way]').first()).toHaveAttribute('data-way', 'web_app');
    await dialog(page).getByRole('button', { name: /Web app/ }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.__installPrompted)).toBe(1);
    expect((await counters(page))[1]).toBe('99');
  });

  test('two prompts due at once: the install sheet shows, the push prompt after it closes', async ({ page, context }) => {
    await pushNotAskedYet(context);
    await home(page, context);
    await page.clock.runFor(3500);
    const push = page.locator('mc-push-prompt').getByRole('dialog');
    await expect(dialog(page)).toBeVisible();
    await expect(push).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Continue in browser' }).click();
    await expect(push).toContainText('Turn on notifications');
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe(`browsers that cannot add to the home screen`, () => {
  test('iOS Chrome is told to open Safari', async ({ newContext }) => {
    const context = await newContext({ userAgent: UA.iosChrome });
    const page = await context.newPage();
    await home(page, context);
    await page.clock.runFor(2500);
    await dialog(page).getByRole('button', { name: /Web app/ }).click();
    await expect(dialog(page)).toContainText('open this page in Safari');
    await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  test("Instagram's browser is told how to open the system browser", async ({ newContext }) => {
    const context = await newContext({ userAgent: UA.instagram });
    const page = await context.newPage();
    await home(page, context);
    await page.clock.runFor(2500);
    await dialog(page).getByRole('button', { name: /Web app/ }).click();
    await expect(dialog(page)).toContainText("You are in Instagram's own browser");
  });
});
