// The request envelope a page seals its forms in (docs/wire-contract.md): §7's (RSA PKCS#1 v1.5 + DES) unless the
// platform's status offers the modern one (RSA-OAEP + AES-GCM on WebCrypto). Over each, a player resets a
// forgotten password, logs in with it, and a newcomer registers; the platform reads every sealed body. Over the
// modern envelope no form downloads a file holding node-forge or crypto-js.
import { control, DEMO, expect, LABELS, loginForm, sandbox, test, useLanguage } from './fixtures.mjs';
import { filesHolding } from './built-files.mjs';

const SEALED_CALLS = ['/wps/member/password/reset/code', '/wps/member/password/reset', '/wps/session/login', '/wps/member/register'];

const ENVELOPES = [
  { name: '§7 envelope', modern: false, encryption: 'true', keyQuery: undefined },
  { name: 'modern envelope', modern: true, encryption: 'oaep-gcm.1', keyQuery: 'oaep-gcm.1' },
];

/** Every URL path a context's pages request, workers' too. */
function recordPaths(context) {
  const paths = [];
  context.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

for (const envelope of ENVELOPES) {
  test(`over the ${envelope.name}, a player resets a password, logs in with it, and a newcomer registers`, async ({ context, newContext }) => {
    if (envelope.modern) await sandbox.switches({ ENVELOPE_OAEP_GCM: true });
    await useLanguage(context, 'EN');
    const paths = recordPaths(context);
    const page = await context.newPage();

    // Forgot password, by email.
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const flow = page.locator('mc-login [part="reset"]');
    await flow.getByLabel('User name', { exact: true }).fill(DEMO.username);
    await page.getByRole('tab', { name: 'By email' }).click();
    await flow.getByLabel('Email address', { exact: true }).fill('demo@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(flow.getByRole('status')).toContainText('demo@example.com');
    const { code } = await control('GET', `/__sandbox/codes?to=${encodeURIComponent('demo@example.com')}`);
    await flow.getByLabel('Verification code', { exact: true }).fill(code);
    await flow.getByLabel('New password', { exact: true }).fill('sealed2026');
    await flow.getByLabel('New password again', { exact: true }).fill('sealed2026');
    await page.getByRole('button', { name: 'Reset password' }).click();

    // The new password logs in.
    const form = loginForm(page, LABELS.EN);
    await expect(form.username).toHaveValue(DEMO.username);
    await form.password.fill('sealed2026');
    const loggedIn = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login');
    await form.submit.click();
    await loggedIn;
    // What the login page downloaded up to the platform's answer; the home page's own parts come after it.
    const loginPaths = [...paths];
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('welcome')).toContainText(DEMO.username);

    // A newcomer registers on another device.
    const other = await newContext();
    await useLanguage(other, 'EN');
    const otherPaths = recordPaths(other);
    const newcomer = await other.newPage();
    await newcomer.goto('/m/register');
    const register = newcomer.locator('mc-register');
    await register.getByLabel('User name', { exact: true }).fill('sealed_newbie');
    await register.getByLabel('Password', { exact: true }).fill('sealed2026');
    await register.locator('form:not([hidden]) input[name="ageConfirmed"]').check();
    await register.locator('form:not([hidden]) input[name="termsAccepted"]').check();
    const registered = newcomer.waitForResponse((response) => new URL(response.url()).pathname === '/wps/member/register');
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await registered;
    const registerPaths = [...otherPaths];
    const notice = newcomer.getByRole('alertdialog');
    await expect(notice).toContainText('Registration successful');
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(newcomer).toHaveURL(/\/m\/home$/);
    await expect(newcomer.getByTestId('welcome')).toContainText('sealed_newbie');

    // The platform received every form in this envelope, and read it.
    const sealed = (await sandbox.requests('/wps/')).filter((request) => SEALED_CALLS.includes(request.path));
    expect(sealed.map((request) => request.path).sort()).toEqual([...SEALED_CALLS].sort());
    for (const request of sealed) {
      expect(request.headers.encryption, request.path).toBe(envelope.encryption);
      expect(Boolean(request.headers['x-rsa']), request.path).toBe(!envelope.modern);
    }
    expect(sealed.find((request) => request.path === '/wps/session/login').body).toMatchObject({ username: 'demo', password: 'sealed2026' });
    expect(sealed.find((request) => request.path === '/wps/member/register').body).toMatchObject({ username: 'sealed_newbie' });
    const keyRequests = await sandbox.requests('/wps/session/key/rsa');
    expect(keyRequests.length).toBeGreaterThan(0);
    for (const request of keyRequests) expect(request.query.envelope).toBe(envelope.keyQuery);

    // What the pages downloaded: §7's libraries only for §7's envelope. Up to each form's answer neither library;
    // node-forge never, on the home pages after it either.
    const forge = filesHolding('node_modules/node-forge/');
    const libraries = new Set([...forge, ...filesHolding('node_modules/crypto-js/')]);
    const formLibraries = [...loginPaths, ...registerPaths].filter((path) => libraries.has(path));
    if (envelope.modern) {
      expect(formLibraries).toEqual([]);
      expect([...paths, ...otherPaths].filter((path) => forge.has(path))).toEqual([]);
    } else {
      expect(formLibraries.filter((path) => forge.has(path)).length).toBeGreaterThan(0);
    }
  });
}
