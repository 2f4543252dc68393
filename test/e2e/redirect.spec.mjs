// /mobile/mc/redirect.html?url=…: forwards only to http(s) addresses on this host or the merchant's domain.
import { expect, logInThroughForm, storedSession, test } from './fixtures.mjs';

test('forwards to an address on the app’s own host', async ({ page, baseURL }) => {
  await page.goto(`/mobile/mc/redirect.html?url=${encodeURIComponent(`${baseURL}/m/inviteFriends`)}`);
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
});

for (const target of ['javascript:alert(1)', 'data:text/html,hi', 'https://evil.example/m/home', '']) {
  test(`refuses ${target || 'an empty address'} and says so`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    await page.goto(`/mobile/mc/redirect.html?url=${encodeURIComponent(target)}`);
    await expect(page.getByRole('status')).toHaveText('This link cannot be opened.');
    expect(new URL(page.url()).pathname).toBe('/mobile/mc/redirect.html');
  });
}

test('the redirect handoff appends the session, language, colour, b2c and title for an allowed host', async ({ page, baseURL }) => {
  await page.goto('/m/login');
  await logInThroughForm(page);
  const { token } = await storedSession(page);
  const landing = page.waitForRequest((request) => new URL(request.url()).pathname === '/m/inviteFriends');
  await page.goto(`/mobile/mc/redirect.html?redirectUrl=${encodeURIComponent(`${baseURL}/m/inviteFriends?from=chat`)}`);
  const query = Object.fromEntries(new URL((await landing).url()).searchParams);
  expect(query).toEqual({ from: 'chat', token, language: 'CN', headerColor: '#c8102e', b2c: '1', title: 'Demo Lottery' });
  // The app takes the token over and removes it from the address bar at once.
  await expect(page).toHaveURL(/\/m\/inviteFriends\?from=chat&language=CN/);
  expect(page.url()).not.toContain('token=');
});

test('the redirect handoff never sends the session to another host', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  await page.goto(`/mobile/mc/redirect.html?redirectUrl=${encodeURIComponent('https://evil.example/collect')}`);
  await expect(page.getByRole('status')).toHaveText('This link cannot be opened.');
});
