// A balance that always reads right: in the header the merchant's name yields first, then the label, and the
// amount is never cut, in every language at 360 px; the download bar never covers the header; a balance that
// cannot load says so with a retry, and member home keeps its card and the card's links.
import { control, EVERY_DEVICE, expect, logInByToken, test, useLanguage } from './fixtures.mjs';

const header = (page) => page.locator('.app-bar');
const headerBalance = (page) => header(page).locator('mc-balance');

/** Whether a box's text is cut: its content is wider than the box, or the box reaches past the header. */
function cutAmount(host) {
  const amount = host.shadowRoot.querySelector('[part=amount]');
  const bar = host.closest('.app-bar').getBoundingClientRect();
  const box = amount.getBoundingClientRect();
  return {
    text: amount.textContent,
    clipped: amount.scrollWidth > Math.ceil(amount.clientWidth) + 1,
    outside: box.left < bar.left - 1 || box.right > bar.right + 1,
  };
}

for (const [language, amount] of [['EN', /R\$\s?123\.456,78/], ['AR', /R\$\s?123\.456,78/], ['CN', /R\$\s?123\.456,78/], ['PT-BR', /R\$\s?123\.456,78/]]) {
  test(`at 360 px in ${language} the header shows the whole of a large balance ${EVERY_DEVICE}`, async ({ page, context }) => {
    await useLanguage(context, language);
    await page.setViewportSize({ width: 360, height: 780 });
    await control('POST', '/__sandbox/wallet', { username: 'demo', balance: 123456.78 });
    await logInByToken(page, '/m/member/home');
    const balance = headerBalance(page);
    await expect(balance.locator('[part=amount]')).toHaveText(amount);
    await expect.poll(() => balance.evaluate(cutAmount)).toMatchObject({ clipped: false, outside: false });
    // Nothing covers the header: the element on top at the amount's middle is the amount itself.
    const onTop = await balance.evaluate((host) => {
      const box = host.shadowRoot.querySelector('[part=amount]').getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top === host;
    });
    expect(onTop).toBe(true);
  });
}

test(`the download bar sits above the 18+ row and the bottom navigation, never over the header ${EVERY_DEVICE}`, async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await logInByToken(page, '/m/home');
  const bar = page.locator('mc-download-bar');
  await expect(bar.getByRole('link', { name: 'Download' })).toBeVisible();
  const [barBox, headerBox, navBox] = await Promise.all([bar.boundingBox(), header(page).boundingBox(), page.locator('.app-footer__rg').boundingBox()]);
  expect(barBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
  // The page's end has room for it: the last shortcut of the lobby scrolls clear of the bar.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const lastContent = await page.locator('#app').evaluate((app) => app.lastElementChild.getBoundingClientRect().bottom);
  expect(lastContent).toBeLessThanOrEqual(barBox.y + 1);
});

test(`a balance that cannot load says so with a retry, and member home keeps its card and links ${EVERY_DEVICE}`, async ({ page, context, problems }) => {
  problems.allow(/status of 5\d\d/);
  await useLanguage(context, 'EN');
  await control('POST', '/__sandbox/wallet', { failBalance: true });
  await logInByToken(page, '/m/member/home');
  const card = page.locator('mc-member-home mc-balance');
  await expect(card.getByText('Balance unavailable')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Records' })).toBeVisible();
  await expect(headerBalance(page).getByText('Balance unavailable')).toBeVisible();
  await expect(headerBalance(page).getByRole('button', { name: 'Refresh balance' })).toBeVisible();

  await control('POST', '/__sandbox/wallet', { failBalance: false, username: 'demo', balance: 42 });
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(card.locator('[part=amount]')).toHaveText(/R\$\s?42,00/);
  await expect(headerBalance(page).locator('[part=amount]')).toHaveText(/R\$\s?42,00/);
});

test(`member home keeps its balance card and shortcuts when every call of the platform fails ${EVERY_DEVICE}`, async ({ page, context, problems }) => {
  problems.allow(/Failed to load resource/, /net::ERR_/);
  await useLanguage(context, 'EN');
  const token = await logInByToken(page, '/m/feedback');
  await expect(page.locator('mc-feedback')).toBeVisible();
  await page.route(/\/wps\/(?!static\/)/, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }));
  await page.goto(`/m/member/home?token=${token}`);
  const card = page.locator('mc-member-home mc-balance');
  await expect(card.getByText('Balance unavailable')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Records' })).toBeVisible();
  await expect(page.locator('mc-member-home').getByRole('link', { name: 'Limits' })).toBeVisible();
  await expect(page.locator('mc-member-home').getByRole('button', { name: 'Retry' }).first()).toBeVisible();
});
