// The language picker and the member's language (SPEC §1, §3, §6, §7): a pick switches the page and is saved on
// the account when it differs (not for member type 4); at login the account's language applies in the /m app
// unless the player picked one in this browser, which the account then takes; on a merchant's page the
// language the merchant set stays.
import { DEMO, expect, LABELS, logInThroughForm, loginForm, sandbox, test } from './fixtures.mjs';

const picker = (page) => page.locator('mc-language-picker');
const languageSaves = async () => (await sandbox.requests('/wps/member/language')).map((r) => ({ language: r.body?.language, merchant: r.headers.merchant }));

/** Member home is built elsewhere; the tag goes there as on any page, so the journey places it itself. */
async function placePicker(page) {
  // Beside the page, under the header (which the download bar covers when it shows).
  await page.evaluate(() => document.getElementById('app').before(document.createElement('mc-language-picker')));
}

async function pick(page, current, name) {
  await picker(page).getByRole('button', { name: new RegExp(`: ${current}$`) }).click();
  await picker(page).getByRole('button', { name, exact: true }).click();
}

test(`a member's pick switches the page and is saved on the account once it differs`, async ({ page }) => {
  await page.goto('/m/login');
  await logInThroughForm(page, DEMO, LABELS.CN);
  await placePicker(page);
  await pick(page, '简体中文', 'English');
  await expect(page.getByTestId('welcome')).toHaveText('Welcome, demo');
  await expect.poll(languageSaves).toEqual([{ language: 'EN', merchant: 'DEMO' }]);
  // The same language again changes nothing and sends nothing.
  await pick(page, 'English', 'English');
  await pick(page, 'English', 'ไทย');
  await expect(page.getByTestId('welcome')).toHaveText('ยินดีต้อนรับคุณ demo');
  await expect.poll(languageSaves).toEqual([{ language: 'EN', merchant: 'DEMO' }, { language: 'TH', merchant: 'DEMO' }]);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TH');
  // Arabic turns the page right to left.
  await pick(page, 'ไทย', 'العربية');
  await expect(picker(page).getByRole('button', { name: /: العربية$/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test(`member type 4 switches the page but never saves a language`, async ({ page }) => {
  await sandbox.players({ username: 'guest4', password: 'guest1234', type: 4 });
  await page.goto('/m/login');
  await logInThroughForm(page, { username: 'guest4', password: 'guest1234' }, LABELS.CN);
  await placePicker(page);
  await pick(page, '简体中文', 'English');
  await expect(page.getByTestId('welcome')).toHaveText('Welcome, guest4');
  expect(await languageSaves()).toEqual([]);
});

test(`the account's language applies at login, and a language picked before login goes to the account`, async ({ page, newContext }) => {
  await sandbox.players({ username: 'somchai', password: 'somchai123', language: 'TH' });
  await page.goto('/m/login');
  await logInThroughForm(page, { username: 'somchai', password: 'somchai123' }, LABELS.CN);
  await expect(page.getByTestId('welcome')).toHaveText('ยินดีต้อนรับคุณ somchai');
  expect(await languageSaves()).toEqual([]);
  // A page loaded again in the session starts in the account's language: no Chinese first, and none of its
  // strings downloaded.
  const strings = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop();
    if (/^(zh-CN|th)\.\w+\.[\w-]{8}\.js$/.test(file)) strings.push(file.split('.')[0]);
  });
  await page.reload();
  await expect(page.getByTestId('welcome')).toHaveText('ยินดีต้อนรับคุณ somchai');
  expect(strings.length).toBeGreaterThan(0);
  expect(new Set(strings)).toEqual(new Set(['th']));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  // Once the session ends, the next page starts in the default language again.
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LABELS.CN.title);

  const other = await (await newContext()).newPage();
  await other.goto('/m/login');
  await pick(other, '简体中文', 'English');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await logInThroughForm(other, { username: 'somchai', password: 'somchai123' }, LABELS.EN);
  await expect(other.getByTestId('welcome')).toHaveText('Welcome, somchai');
  await expect.poll(languageSaves).toEqual([{ language: 'EN', merchant: 'DEMO' }]);
});

test(`on a merchant's page the merchant's language stays when a member whose account is in another logs in; the /m app then shows the account's`, async ({ page }) => {
  // Thai rather than the Chinese, so that the /m app's half tells the account's language from its default.
  await sandbox.players({ username: 'wei', password: 'wei12345', language: 'TH' });
  await page.goto('/examples/embed-login.html');
  const widget = page.locator('mc-login');
  const form = loginForm(widget, LABELS.EN);
  await form.username.fill('wei');
  await form.password.fill('wei12345');
  await form.submit.click();
  await expect(page.locator('#result')).toHaveText('Welcome back, wei!');
  // The account's language is known to the page: the runtime has read the member.
  await expect.poll(async () => (await sandbox.requests('/wps/member/info')).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(widget.locator('.mc-frame')).toHaveAttribute('lang', 'en-US');
  await expect(widget.getByRole('heading', { name: LABELS.EN.title })).toBeVisible();
  // A page of the session loaded again starts in the merchant's language too, and asks the platform in it.
  await page.reload();
  await expect(widget.getByRole('heading', { name: LABELS.EN.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(widget.locator('.mc-frame')).toHaveAttribute('lang', 'en-US');
  const calls = await sandbox.requests('/wps/member/info');
  expect(calls.at(-1).headers.language).toBe('EN');
  expect(await languageSaves()).toEqual([]);

  // The /m app of the same session (this tab, this origin) is in the account's language.
  await page.goto('/m/home');
  await expect(page.getByTestId('welcome')).toHaveText('ยินดีต้อนรับคุณ wei');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});
