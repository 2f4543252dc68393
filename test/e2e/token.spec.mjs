// A token handed over in the address (SPEC §2, DESIGN "Security stance"): the app takes it into session
// storage, shows the member, and removes it from the address bar at once.
import { expect, LABELS, loginForm, logInThroughForm, sandbox, storedSession, test } from './fixtures.mjs';

/** Logs the demo player in through the form and returns the platform's token for them. */
async function demoToken(page) {
  await page.goto('/m/login');
  await logInThroughForm(page);
  const session = await storedSession(page);
  expect(session?.token).toBeTruthy();
  return session.token;
}

for (const param of ['token', 'tokens']) {
  test(`?${param}= logs the player in and leaves the address`, async ({ page, newContext }) => {
    const token = await demoToken(page);

    // Another browser: nothing stored, only the link.
    const other = await (await newContext()).newPage();
    await other.goto(`/m/home?${param}=${encodeURIComponent(token)}&x=1`);
    await expect(other.getByTestId('welcome')).toHaveText('欢迎，demo');
    await expect(other).toHaveURL(/\/m\/home\?x=1$/);
    expect(other.url()).not.toContain(token);
    expect(other.url()).not.toMatch(/[?&]tokens?=/);

    const session = await storedSession(other);
    expect(session).toMatchObject({ token, userName: 'demo', merchantCode: 'DEMO' });

    // The platform was asked who the token belongs to, with the token as the credential.
    const infos = await sandbox.requests('/wps/member/info');
    expect(infos.at(-1).headers.authorization).toBe(token);

    // It stays a session after a reload, from storage this time.
    await other.reload();
    await expect(other.getByTestId('welcome')).toHaveText('欢迎，demo');
    await expect(other).toHaveURL(/\/m\/home\?x=1$/);
  });
}

test('a token the platform does not know ends at the login page', async ({ page, problems }) => {
  // The member call answers 401, which Chromium reports on the console as a failed resource.
  problems.allow(/Failed to load resource: the server responded with a status of 401/);
  await page.goto('/m/home?token=not-a-real-token-123');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(loginForm(page, LABELS.CN).username).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(page.url()).not.toContain('not-a-real-token');
});
