// The sticky download bar on the /m app (SPEC §2, §4, §5): what each phone is offered, the tips after an iOS
// download, closing for the session across reloads, and where the bar stays away.
import { control, EVERY_DEVICE, expect, sandbox, test, useLanguage } from './fixtures.mjs';

const UA = {
  ios16: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ios17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  facebook: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.0]',
  app: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 McApp/2.4.40',
};

const DOWNLOADS = 'https://download.demo-lottery.example/';

const bar = (page) => page.locator('mc-download-bar');

/** Opens a path and resolves once the bar has its app data (and the page its first render). */
async function openAndSettle(page, path) {
  const answered = page.waitForResponse((response) => response.url().includes('/wps/system/appDownload'));
  await page.goto(path);
  await answered;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
const downloadButton = (page, name = 'Download') => bar(page).getByRole('link', { name });

/** Answers download-host requests as a file download would, and records what was asked. */
async function fakeDownloadHost(context) {
  const asked = [];
  await context.route(`${DOWNLOADS}**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="app"' },
      body: 'package',
    });
  });
  return asked;
}

test.describe(`on Android Chrome`, () => {
  test.use({ userAgent: UA.android });

  test('the bar offers the apk directly and stays closed across reloads once closed', async ({ page, context }) => {
    await useLanguage(context, 'EN');
    const asked = await fakeDownloadHost(context);
    await page.goto('/m/login');
    await expect(bar(page).getByText('Demo Lottery')).toBeVisible();
    await expect(bar(page).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    const download = downloadButton(page);
    await expect(download).toHaveAttribute('href', `${DOWNLOADS}demo-lottery-2.4.41.apk`);

    const started = page.waitForEvent('download');
    await download.click();
    await started;
    expect(asked).toEqual([`${DOWNLOADS}demo-lottery-2.4.41.apk`]);
    await expect(page).toHaveURL(/\/m\/login$/);

    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(download).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('hideDownloadBar'))).toBe('1');
    await openAndSettle(page, '/m/login');
    await expect(download).toBeHidden();
    await expect(bar(page).locator('section')).toHaveCount(0);
  });

  test('a published app older than 2.4.39 sends the player to the download page', async ({ page, context }) => {
    await useLanguage(context, 'EN');
    await control('POST', '/__sandbox/appDownload', { appVersion: '2.4.12' });
    await page.goto('/m/login');
    await expect(downloadButton(page)).toHaveAttribute('href', `${DOWNLOADS}android`);
  });

  test('the gift shows when the merchant runs an app-download promotion', async ({ page, context }) => {
    await useLanguage(context, 'EN');
    await sandbox.switches({ REWCEN3: true });
    await page.goto('/m/login');
    await expect(bar(page).getByRole('img', { name: 'Bonus for downloading the app' })).toBeVisible();
  });

  test('a VIP rank rule keeps the bar from players below it, and shows it after login to those at it', async ({ page, context }) => {
    await useLanguage(context, 'EN');
    await control('POST', '/__sandbox/appDownload', { vipRankLevel: 3 });
    await openAndSettle(page, '/m/login');
    await expect(bar(page).locator('section')).toHaveCount(0);
    await page.getByLabel('User name', { exact: true }).fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(downloadButton(page)).toBeVisible();
  });
});

test.describe('on an iPhone', { tag: EVERY_DEVICE }, () => {
  test.beforeEach(() => test.skip(test.info().project.name !== 'iphone', 'iPhone journeys run in the iPhone project'));

  test('iOS 17 shows where to finish installing after the download', async ({ newContext }) => {
    const context = await newContext({ userAgent: UA.ios17 });
    await useLanguage(context, 'EN');
    const asked = await fakeDownloadHost(context);
    const page = await context.newPage();
    await page.goto('/m/login');
    const download = downloadButton(page);
    await expect(download).toHaveAttribute('href', `${DOWNLOADS}demo-lottery.mobileconfig`);
    await download.click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('Profile Downloaded');
    await expect.poll(() => asked).toEqual([`${DOWNLOADS}demo-lottery.mobileconfig`]);
  });

  test('iOS 16 opens the settings profile once the player comes back from the install sheet', async ({ newContext }) => {
    const context = await newContext({ userAgent: UA.ios16 });
    await useLanguage(context, 'EN');
    const asked = await fakeDownloadHost(context);
    const page = await context.newPage();
    await page.goto('/m/login');
    await downloadButton(page).click();
    await expect.poll(() => asked).toEqual([`${DOWNLOADS}demo-lottery.mobileconfig`]);
    expect(asked).not.toContain(`${DOWNLOADS}settings-profile.mobileprovision`);
    // The system sheet takes the focus away, then gives it back.
    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect.poll(() => asked).toContain(`${DOWNLOADS}settings-profile.mobileprovision`);
  });
});

test(`the bar stays away inside the native app and in the installed web app`, async ({ newContext }) => {
  const inApp = await newContext({ userAgent: UA.app });
  const page = await inApp.newPage();
  await openAndSettle(page, '/m/login');
  await expect(page.locator('mc-download-bar').locator('section')).toHaveCount(0);

  const pwa = await newContext({ userAgent: UA.android });
  const installed = await pwa.newPage();
  await openAndSettle(installed, '/m/login?utm_source=homescreen');
  await expect(installed.locator('mc-download-bar').locator('section')).toHaveCount(0);
});

test(`an in-app browser such as Facebook's still gets the bar`, async ({ newContext }) => {
  const context = await newContext({ userAgent: UA.facebook });
  const page = await context.newPage();
  await page.goto('/m/login');
  await expect(downloadButton(page, '下载')).toBeVisible();
});
