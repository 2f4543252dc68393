// Registration (SPEC §2, §3, §4, §8): arriving from an affiliate or referral link and registering later, the
// payload the platform receives (attribution and ad ids), every failure keeping what the player typed, the
// re-entry guard, registration by mobile number, agent registration, and the widget on a merchant's page.
import { control, expect, sandbox, storedSession, test, useLanguage } from './fixtures.mjs';
import { accept, EN, registerForm, registrations } from './register-form.mjs';


const DAY_S = 86_400;


/** Seconds from now until a cookie of the context expires. */
async function cookieLifetime(context, name) {
  const cookie = (await context.cookies()).find((each) => each.name === name);
  return cookie ? { ...cookie, days: Math.round((cookie.expires - Date.now() / 1000) / DAY_S) } : null;
}

test.describe('arriving from a link', () => {
  test.beforeEach(({ context }) => useLanguage(context, 'EN'));

  test('codes and ad ids survive a reload and a new tab, and reach the platform with the registration', async ({ page, context }) => {
    await context.addInitScript(() => {
      document.addEventListener('mc-track', (event) => {
        window.__tracks = [...(window.__tracks ?? []), event.detail];
      });
    });
    await page.goto('/m/index?affiliateCode=AFF2026&r=100001&fbclid=FbClick_1&ttclid=TtClick-2&cid=vol9');
    await expect(page).toHaveURL(/\/m\/register\?/);
    // The address can change before the page has written every cookie: each is waited for.
    await expect.poll(() => cookieLifetime(context, 'affiliateCode')).toMatchObject({ value: 'AFF2026', path: '/', sameSite: 'Lax', days: 90 });
    await expect.poll(() => cookieLifetime(context, '_fbc')).toMatchObject({ path: '/', sameSite: 'Lax', days: 90 });
    expect((await cookieLifetime(context, '_fbc')).value).toMatch(/^fb\.1\.\d+\.FbClick_1$/);

    await page.reload();
    // A new tab, days later: nothing in its address, the codes come from storage and cookies.
    const later = await context.newPage();
    await later.goto('/m/login');
    await later.getByRole('link', { name: 'No account yet? Register' }).click();
    await expect(later).toHaveURL(/\/m\/register$/);
    const form = registerForm(later.locator('mc-register'));
    await expect(form.referral).toHaveValue('100001');
    await form.username.fill('lucky_newbie');
    await form.password.fill('lucky2026');
    await accept(later.locator('mc-register'));
    await form.submit.click();

    const notice = later.getByRole('alertdialog');
    await expect(notice).toContainText('Registration successful, you will be logged in soon.');
    const [request] = await registrations();
    expect(request.headers.moduleid).toBe('REG3');
    expect(request.body).toMatchObject({
      username: 'lucky_newbie',
      password: 'lucky2026',
      registerMethod: 'H5',
      registerUrl: expect.stringMatching(/\/m\/register$/),
      loginDeviceId: expect.stringMatching(/^[0-9a-f]{16}$/),
      isOfficialAppLogin: false,
      domain: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      referralCode: '100001',
      affiliateCode: 'AFF2026',
      login: true,
    });
    expect(request.body.pixelTrack).toEqual({
      fbClickId: 'FbClick_1',
      tiktokClickId: 'TtClick-2',
      voluumCid: 'vol9',
      fbc: expect.stringMatching(/^fb\.1\.\d+\.FbClick_1$/),
    });
    // Not logged in until the player confirms the notice.
    expect(await storedSession(later)).toBe(null);
    await notice.getByRole('button', { name: EN.confirm }).click();
    await expect(later).toHaveURL(/\/m\/home$/);
    await expect(later.getByTestId('welcome')).toContainText('lucky_newbie');
    expect(await storedSession(later)).toMatchObject({ userName: 'lucky_newbie', type: 0, firstTimeLogin: true });
    expect(await later.evaluate(() => sessionStorage.getItem('mc_first_login'))).toBe('1');
    expect(await later.evaluate(() => window.__tracks)).toEqual([
      { name: 'register', data: expect.objectContaining({ customerName: 'lucky_newbie', method: 'username' }) },
    ]);
    // MOBILEAUTOLOGIN3 is on for the demo merchant: the login is remembered for auto-login.
    expect(await later.evaluate(() => [localStorage.getItem('autoLogin'), !!localStorage.getItem('remPass')])).toEqual(['1', true]);
  });

  test('without ad ids there is no pixelTrack; the affiliate cookie alone still attributes', async ({ page, context }) => {
    await page.goto('/m/register?affiliateCode=PARTNER88');
    // The app records the link's codes once it has started, after the first paint.
    await expect.poll(() => cookieLifetime(context, 'affiliateCode')).toMatchObject({ value: 'PARTNER88' });
    // What survives when the stored registration info is gone: the 90-day affiliate cookie.
    await page.evaluate(() => localStorage.removeItem('reg_info'));
    await page.goto('/m/register');
    const form = registerForm(page.locator('mc-register'));
    await expect(form.referral).toHaveValue('');
    await form.username.fill('plain_visitor');
    await form.password.fill('plain2026');
    await accept(page.locator('mc-register'));
    await form.submit.click();
    await page.getByRole('alertdialog').getByRole('button', { name: EN.confirm }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const [request] = await registrations();
    expect(request.body.affiliateCode).toBe('PARTNER88');
    expect(request.body).not.toHaveProperty('referralCode');
    expect(request.body).not.toHaveProperty('pixelTrack');
    expect((await context.cookies()).some((cookie) => cookie.name === '_fbc')).toBe(false);
  });
});

test.describe('failures', () => {
  test.beforeEach(({ context }) => useLanguage(context, 'EN'));

  test('a refusal that names a field is marked on it, any other is shown under the popup prompt, and the form keeps what was typed', async ({ page, problems }) => {
    problems.allow(/status of 500/);
    await page.goto('/m/register?r=999');
    const form = registerForm(page.locator('mc-register'));
    const alert = page.getByRole('alertdialog');

    /** The field is marked with the message, announced through its description, and has the focus; no alert. */
    async function markedOn(field, message) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toBeFocused();
      await expect(alert).toHaveCount(0);
    }

    // The platform's password rule is checked in the form: nothing is sent.
    await form.username.fill('demo');
    await form.password.fill('weakpassword');
    // Leaving the field marks it at once.
    await form.password.blur();
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await accept(page.locator('mc-register'));
    await form.submit.click();
    await markedOn(form.password, 'Use 6 to 64 characters, with both letters and digits.');
    await expect(form.username).toHaveValue('demo');
    await expect(form.password).toHaveValue('weakpassword');
    expect(await registrations()).toHaveLength(0);

    // The platform refuses the name and the code, naming each field.
    await form.password.fill('strong2026');
    await form.submit.click();
    await markedOn(form.username, 'This user name is already taken.');
    await expect(form.password).toHaveValue('strong2026');

    await form.username.fill('brand_new');
    await form.submit.click();
    await markedOn(form.referral, 'The referral code does not exist.');
    await expect(form.username).toHaveValue('brand_new');
    await expect(form.referral).toHaveValue('999');

    // The platform down: a translated message under the popup prompt, nothing lost.
    await sandbox.faults({ path: '/wps/member/register', status: 500, body: { success: false, message: '' }, times: 1 });
    await form.submit.click();
    await expect(alert).toContainText('Notice');
    await expect(alert).toContainText('Something went wrong');
    await alert.getByRole('button', { name: EN.confirm }).click();
    await expect(alert).toBeHidden();
    await expect(form.password).toHaveValue('strong2026');

    await form.referral.fill('');
    await expect(form.referral).toHaveAttribute('aria-invalid', 'false');
    await form.submit.click();
    await expect(alert).toContainText('Registration successful');
    expect((await registrations()).length).toBe(4);
  });

  test('with the captcha on, a refused registration brings a new picture and an empty code field', async ({ page }) => {
    await sandbox.switches({ GEETEST3: true });
    await control('POST', '/__sandbox/captcha', { version: 'image' });
    await page.goto('/m/register');
    const form = registerForm(page.locator('mc-register'));
    await form.username.fill('demo');
    await form.password.fill('strong2026');
    await accept(page.locator('mc-register'));
    await form.submit.click();
    const box = page.getByRole('dialog', { name: 'Security check' });
    const field = box.getByLabel('Code in the picture', { exact: true });
    const picture = box.getByRole('img', { name: 'Picture of the security code' });
    await expect(picture).toBeVisible();
    const first = await control('GET', '/__sandbox/captcha/image');
    await field.fill(first.code);
    await box.getByRole('button', { name: 'Confirm' }).click();
    const alert = page.getByRole('alertdialog');
    // The refusal names the user name: the form marks it.
    await expect(form.username).toHaveAccessibleDescription('This user name is already taken.');
    expect((await registrations())[0].body).toMatchObject({ captcha: first.code, captchaKey: first.captchaKey });

    await form.username.fill('picture_reader');
    await expect(form.submit).toHaveAttribute('aria-disabled', 'false');
    await form.submit.click();
    await expect(field).toHaveValue('');
    await expect(picture).toBeVisible();
    await expect.poll(async () => (await control('GET', '/__sandbox/captcha/image')).captchaKey).not.toBe(first.captchaKey);
    const second = await control('GET', '/__sandbox/captcha/image');
    await field.fill(second.code);
    await box.getByRole('button', { name: 'Confirm' }).click();
    await expect(alert).toContainText('Registration successful');
    await expect(form.password).toHaveValue('strong2026');
  });

  test('twenty rapid taps send one registration', async ({ page }) => {
    await page.goto('/m/register');
    const form = registerForm(page.locator('mc-register'));
    await form.username.fill('quick_fingers');
    await form.password.fill('quick2026');
    await accept(page.locator('mc-register'));
    await sandbox.faults({ path: '/wps/member/register', latencyMs: 300, times: 1 });
    await form.submit.evaluate((button) => {
      for (let tap = 0; tap < 20; tap++) button.click();
    });
    await expect(page.getByRole('alertdialog')).toContainText('Registration successful');
    expect((await registrations()).length).toBe(1);
  });

  test('a taken name is told on leaving the field, with a free one to take', async ({ page }) => {
    await page.goto('/m/register');
    const widget = page.locator('mc-register');
    const form = registerForm(widget);
    await form.username.fill('demo');
    await form.password.focus();
    await expect(widget.getByText('This user name is already taken.')).toBeVisible();
    const suggestion = widget.getByRole('button', { name: /^Use demo\d+ instead$/ });
    await suggestion.click();
    await expect(form.username).toHaveValue(/^demo\d+$/);
    await expect(widget.getByText('This user name is available.')).toBeVisible();
    const [check] = await sandbox.requests('/wps/member/register/checkUsername');
    expect(check.query).toEqual({ username: 'demo' });
  });
});

test('registration by mobile number verifies the number and uses the default password', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  await sandbox.switches({ MOBILENUMVERIFYREG3: true });
  await page.goto('/m/register');
  const widget = page.locator('mc-register');
  await widget.getByRole('tab', { name: 'Mobile number' }).click();
  await widget.getByLabel('Mobile number', { exact: true }).fill('0912000111');
  await expect(widget.getByText(/default password Aa123456/)).toBeVisible();
  await expect(widget.locator('form[data-mode="mobile"]').getByLabel(EN.password, { exact: true })).toHaveCount(0);
  await widget.getByRole('button', { name: 'Send code' }).click();
  await expect(widget.getByRole('button', { name: /Resend in/ })).toBeVisible();
  const { code } = await control('GET', '/__sandbox/codes?to=0912000111');
  await widget.getByLabel('Verification code', { exact: true }).fill(code);
  await accept(widget);
  await widget.getByRole('button', { name: EN.submit, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: EN.confirm }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const [request] = await registrations('/wps/member/register/mobile');
  expect(request.headers.moduleid).toBe('MOBILENUMREG3');
  expect(request.body).toMatchObject({ mobileNum: '0912000111', countryDialingCode: '+55', verificationCode: code, password: 'Aa123456' });
  expect(request.body).not.toHaveProperty('username');
});

test('an agent invited by an agent registers as an agent and keeps that member type', async ({ page, context }) => {
  await useLanguage(context, 'EN');
  const agent = await sandbox.players({ username: 'agent_lee', password: 'agent2026', type: 1 });
  // The ways between login and registration keep the codes of the address.
  await page.goto(`/m/login?r=${agent.customerId}&affiliateCode=AFF2026`);
  await expect(page.getByRole('link', { name: 'No account yet? Register' })).toHaveAttribute(
    'href',
    `/m/register?affiliateCode=AFF2026&r=${agent.customerId}`,
  );
  await page.goto(`/m/agentRegister?r=${agent.customerId}&affiliateCode=AFF2026&x=1`);
  await expect(page.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute(
    'href',
    `/m/login?affiliateCode=AFF2026&r=${agent.customerId}`,
  );
  const widget = page.locator('mc-register');
  await expect(page.getByRole('heading', { name: 'Agent registration' })).toBeVisible();
  await expect(widget.getByText(`invited by agent ${agent.customerId}`)).toBeVisible();
  await expect(widget.getByLabel('Agent code', { exact: true })).toHaveValue(String(agent.customerId));
  const form = registerForm(widget);
  await form.username.fill('sub_agent_1');
  await form.password.fill('agent2026');
  await accept(widget);
  await form.submit.click();
  await page.getByRole('alertdialog').getByRole('button', { name: EN.confirm }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await storedSession(page)).toMatchObject({ userName: 'sub_agent_1', type: 1 });
});

test('the registration widget on a merchant page registers without leaving it', async ({ page }) => {
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/examples/embed-register.html?affiliateCode=AFF2026&fbclid=Ad_7');
  const pageUrl = page.url();
  const form = registerForm(page.locator('mc-register'));
  await form.username.fill('landing_fan');
  await form.password.fill('landing2026');
  await accept(page.locator('mc-register'));
  await form.submit.click();
  await expect(page.locator('#result')).toHaveText('Welcome, landing_fan! Your ticket is ready.');
  expect(page.url()).toBe(pageUrl);
  await expect(page.locator('body')).toHaveAttribute('data-last-track', 'register');
  const [request] = await registrations();
  expect(request.body).toMatchObject({ affiliateCode: 'AFF2026', pixelTrack: { fbClickId: 'Ad_7' } });
  expect(requested.some((path) => /^\/m\/assets\/elements\/mc-register\.[\w-]{8}\.js$/.test(path))).toBe(true);
  expect(requested.filter((path) => path.startsWith('/m/assets/host/'))).toEqual([]);
});
