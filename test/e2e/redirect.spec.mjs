// /mobile/mc/redirect.html?url=…: forwards only to http(s) addresses on this host or the merchant's domain.
import { expect, ONCE, test } from './fixtures.mjs';

test('forwards to an address on the app’s own host', async ({ page, baseURL }) => {
  await page.goto(`/mobile/mc/redirect.html?url=${encodeURIComponent(`${baseURL}/m/inviteFriends`)}`);
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
});

for (const target of ['javascript:alert(1)', 'data:text/html,hi', 'https://evil.example/m/home', '']) {
  test(`refuses ${target || 'an empty address'} and says so`, { tag: ONCE }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    await page.goto(`/mobile/mc/redirect.html?url=${encodeURIComponent(target)}`);
    await expect(page.getByRole('status')).toHaveText('This link cannot be opened.');
    expect(new URL(page.url()).pathname).toBe('/mobile/mc/redirect.html');
  });
}
