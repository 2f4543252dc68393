// The login form loads its encryption code (the crypto chunk and the platform's key) once the player starts on
// the form, not while the page loads (where it would weigh on the page's load), and a submit finds it ready.
import { DEMO, expect, loginForm, sandbox, test } from './fixtures.mjs';
import { filesHolding } from './built-files.mjs';


test('the crypto chunk and the key load on the first focus in the form, once', async ({ page }) => {
  const crypto = filesHolding('src/crypto/envelope-crypto.ts');
  const isCryptoChunk = (path) => crypto.has(path);
  const paths = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  await page.goto('/m/login');
  const form = loginForm(page);
  await expect(form.username).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(paths.filter(isCryptoChunk)).toEqual([]);
  expect(await sandbox.requests('/wps/session/key/rsa')).toEqual([]);

  await form.username.focus();
  await expect.poll(() => paths.filter(isCryptoChunk).length).toBe(1);
  await expect.poll(async () => (await sandbox.requests('/wps/session/key/rsa')).length).toBe(1);

  await form.username.fill(DEMO.username);
  await form.password.fill(DEMO.password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(paths.filter(isCryptoChunk)).toHaveLength(1);
  expect(await sandbox.requests('/wps/session/key/rsa')).toHaveLength(1);
});
