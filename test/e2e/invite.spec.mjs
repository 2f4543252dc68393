// Invite friends, end to end: the member's link opens registration with the code filled in, the code is the one
// the platform issued and accepts, the friend counts for the member, and sharing uses the phone's share sheet
// where it has one (copying otherwise).
import { control, EVERY_DEVICE, expect, logInByToken, sandbox, test, useLanguage } from './fixtures.mjs';

test.beforeEach(async ({ context }) => {
  await useLanguage(context, 'EN');
  await sandbox.switches({ REWCEN3: true });
  await control('POST', '/__sandbox/promotions', { REFERRAL: { enabled: true, count: 1 } });
});

test(`a friend opens the invite link, finds the code filled in, registers, and counts for the member ${EVERY_DEVICE}`, async ({ page, browser }) => {
  await logInByToken(page, '/m/inviteFriends');
  const invite = page.locator('mc-invite-friends');
  const link = await invite.getByLabel('Your invite link').inputValue();
  const url = new URL(link);
  expect(url.pathname).toBe('/m/register');
  const code = url.searchParams.get('r');
  await expect(invite.getByText(code, { exact: true })).toBeVisible();
  await expect(invite.getByText('Friends joined: 0')).toBeVisible();

  // The friend's phone: no session, the link as it was shared.
  const friend = await browser.newContext({ baseURL: url.origin });
  try {
    await friend.addInitScript(() => localStorage.setItem('language', 'EN'));
    const friendPage = await friend.newPage();
    await friendPage.goto(link);
    await expect(friendPage).toHaveURL(/\/m\/register\?r=/);
    const form = friendPage.locator('mc-register');
    await expect(form.getByLabel('Referral code', { exact: true })).toHaveValue(code);
    await form.getByLabel('User name', { exact: true }).fill('invited_friend');
    await form.getByLabel('Password', { exact: true }).fill('friend2026');
    await form.locator('form:not([hidden]) input[name="ageConfirmed"]').check();
    await form.locator('form:not([hidden]) input[name="termsAccepted"]').check();
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(friendPage.getByRole('alertdialog')).toContainText('Registration successful');
  } finally {
    await friend.close();
  }
  const [registration] = (await sandbox.requests('/wps/member/register')).filter((request) => request.path === '/wps/member/register');
  expect(registration.body.referralCode).toBe(code);

  await page.reload();
  await expect(invite.getByText('Friends joined: 1')).toBeVisible();
});

test(`an old entry link with the code opens registration too ${EVERY_DEVICE}`, async ({ page }) => {
  await page.goto('/m/index?r=R7ABC');
  await expect(page).toHaveURL(/\/m\/register\?r=R7ABC$/);
  await expect(page.locator('mc-register').getByLabel('Referral code', { exact: true })).toHaveValue('R7ABC');
});

test(`sharing opens the phone's share sheet with the link; without one the link is copied ${EVERY_DEVICE}`, async ({ page, context }) => {
  await context.addInitScript(() => {
    window.__shared = [];
    navigator.share = async (data) => void window.__shared.push(data);
  });
  await logInByToken(page, '/m/inviteFriends');
  const invite = page.locator('mc-invite-friends');
  const link = await invite.getByLabel('Your invite link').inputValue();
  await expect(invite.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await invite.getByRole('button', { name: 'Share link' }).click();
  await expect.poll(() => page.evaluate(() => window.__shared)).toEqual([
    { title: 'An invitation for you', text: 'Join me: register with my link and my invite code is filled in for you.', url: link },
  ]);

  // A share sheet the player closes is no failure: nothing is said, nothing copied.
  await page.evaluate(() => (navigator.share = async () => { throw new DOMException('closed', 'AbortError'); }));
  await invite.getByRole('button', { name: 'Share link' }).click();
  await expect(invite.getByRole('status')).toHaveText('');
});

test(`without a share sheet the invite page copies the link ${EVERY_DEVICE}`, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => {});
  await context.addInitScript(() => {
    delete Navigator.prototype.share;
    delete navigator.share;
  });
  await logInByToken(page, '/m/inviteFriends');
  const invite = page.locator('mc-invite-friends');
  await expect(invite.getByRole('button', { name: 'Share link' })).toHaveCount(0);
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('status')).toHaveText(/Link copied|The link is selected/);
});
